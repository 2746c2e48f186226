import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import ReorderImport
import TestSupport
import ReorderText

/// ts.conf as tslib ships it and as people write it: every module tslib has, the lines' ends, and
/// every parameter at its extremes (issue 17, items 4 to 6).
@Suite struct TSConfTests {
    static let etc = TSFilterTests.tslib.appendingPathComponent("etc")

    /// tslib's own etc/ts.conf, every version of it (Fixtures/tslib/etc, named by date and commit).
    static let shipped: [String] = (try? FileManager.default.contentsOfDirectory(atPath: etc.path).filter { $0.hasPrefix("ts.conf.") }.sorted()) ?? []

    static func text(_ name: String) throws -> String { try String(contentsOf: etc.appendingPathComponent(name), encoding: .utf8) }

    @Test func everyVersionOfTslibsTsConfIsHere() {
        // 20 commits changed etc/ts.conf from 2001 to 2024 (git log -- etc/ts.conf).
        #expect(Self.shipped.count == 20 && Self.shipped.first == "ts.conf.2001-12-22.8151a99" && Self.shipped.last == "ts.conf.2024-01-18.f35d51b")
    }

    /// What each era's file runs and warns about: before 2004 variance and dejitter with its old
    /// xdelta/ydelta/pthreshold; 2004 pthres, variance and dejitter; from 2016 pthres and dejitter; all end in linear.
    @Test(arguments: shipped)
    func tslibsOwnTsConfImportsWithTheExpectedWarnings(name: String) throws {
        let conf = try TSConf(text: try Self.text(name), file: name)
        let year = Int(name.dropFirst("ts.conf.".count).prefix(4))!
        let linear = "passed over linear (tslib's calibration and geometry modules): the import's own mapping of the device's range onto the viewport replaces them"
        let variance = "passed over variance: this version does not implement it, so what comes out differs from what tslib's chain lets out"
        let messages = conf.warnings.map { $0.components(separatedBy: ": warning: ").last! }
        #expect(conf.warnings.allSatisfy { $0.hasPrefix(name + ":") })
        switch year {
        case ..<2004:
            #expect(conf.modules.map(\.name) == ["dejitter"] && conf.modules[0].parameters.map(\.value) == [100])
            #expect(messages.count == 3 && messages[0] == variance && messages[2] == linear)
            #expect(messages[1].hasPrefix(#"dejitter: passed over "xdelta="#) && messages[1].contains(#" "ydelta="#)
                    && messages[1].hasSuffix("parameters of tslib's dejitter before 2004, which tslib now ignores"))
        case 2004:
            #expect(conf.modules.map(\.name) == ["pthres", "dejitter"] && messages == [variance, linear])
        default:
            #expect(conf.modules.map(\.name) == ["pthres", "dejitter"] && messages == [linear])
        }
        // What runs is what the same modules given alone print.
        let alone = try TSConf(filter: conf.modules.map { m in ([m.name] + m.parameters.map { "\($0.key)=\(Int($0.value))" }).joined(separator: " ") }
            .joined(separator: ";"))
        let recording = EvemuFixtures.path(EvemuFixtures.atmel)
        let lines = try EvemuImport.tsLines(recordingPath: recording, conf: conf)
        let aloneLines = try EvemuImport.tsLines(recordingPath: recording, conf: alone)
        #expect(lines.count > 100 && lines == aloneLines)
        // And CRLF reads as LF.
        let crlf = try TSConf(text: try Self.text(name).replacingOccurrences(of: "\n", with: "\r\n"), file: name)
        #expect(crlf == conf)
    }

    @Test func calibrationAndGeometryModulesArePassedOverWithOneWarning() throws {
        let conf = try TSConf(text: "module median depth=5\nmodule invert x0=800 y0=480\nmodule linear\nmodule crop\nmodule linear_h2200\nmodule linear\n", file: "ts.conf")
        #expect(conf.modules.map(\.name) == ["median"])
        #expect(conf.warnings == ["ts.conf:2: warning: passed over invert, linear, crop, linear_h2200 (tslib's calibration and geometry modules): "
                                  + "the import's own mapping of the device's range onto the viewport replaces them"])
    }

    @Test func tslibsOtherFiltersArePassedOverSayingTheOutputDiffers() throws {
        let conf = try TSConf(filter: "evthres N=5; median; variance delta=30")
        #expect(conf.modules.map(\.name) == ["median"])
        #expect(conf.warnings == [
            "--filter:1: warning: passed over evthres: this version does not implement it, so what comes out differs from what tslib's chain lets out",
            "--filter:3: warning: passed over variance: this version does not implement it, so what comes out differs from what tslib's chain lets out",
        ])
    }

    @Test func onlyNamesTslibDoesNotHaveAreRefused() {
        let known = "debounce, dejitter, iir, lowpass, median, pthres, skip and passes over crop, evthres, invert, linear, linear_h2200, variance"
        #expect(throws: TraceError(file: "ts.conf", line: 2, message: #"module "varience" is not a tslib module: this version runs "# + known)) {
            try TSConf(text: "module_raw input\nmodule varience delta=30\n", file: "ts.conf")
        }
        #expect(throws: TraceError(file: "--filter", line: 1, message: #"module "input" is a raw module: tslib reads it from a module_raw line"#)) {
            try TSConf(filter: "input")
        }
        // Not tslib's either: a filter name used as a parameter stays an error.
        #expect(throws: TraceError(file: "--filter", line: 1, message: #"median: "delta=3" is not a parameter; expected depth=N"#)) {
            try TSConf(filter: "median delta=3")
        }
    }

    @Test func keywordsAndParameterNamesAreReadRegardlessOfCaseAsTslibReadsThem() throws {
        // tslib's ts_config and tslib_parse_vars compare with strcasecmp; module names are file names.
        let conf = try TSConf(text: "MODULE_RAW input\nModule iir n=6 d=10\n", file: "ts.conf")
        #expect(conf.modules.count == 1 && conf.modules[0].parameters.map(\.key) == ["N", "D"] && conf.modules[0].parameters.map(\.value) == [6, 10])
    }

    // MARK: Line ends (item 6)

    @Test func crlfGivesWhatLFGives() throws {
        let lf = "# comment\nmodule_raw input\n\nmodule median depth=5\nmodule iir N=6 D=10 # smoothing\nmodule linear\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let fromLF = try TSConf(text: lf, file: "ts.conf"), fromCRLF = try TSConf(text: crlf, file: "ts.conf")
        #expect(fromCRLF == fromLF && fromCRLF.modules.map(\.name) == ["median", "iir"] && fromCRLF.modules.map(\.line) == [4, 5])
        #expect(fromCRLF.warnings == fromLF.warnings && fromCRLF.warnings.first?.hasPrefix("ts.conf:6: warning: passed over linear") == true)
        // Starting with a module: before, the whole file was one line and "5\r\nmodule" its depth.
        #expect(try TSConf(text: "module median depth=5\r\nmodule iir N=6 D=10\r\n", file: "ts.conf").modules.map(\.name) == ["median", "iir"])
        // Errors name the same line.
        #expect(throws: TraceError(file: "ts.conf", line: 2, message: #"median: depth must be a whole number from 1 to 99, got "0""#)) {
            try TSConf(text: "module_raw input\r\nmodule median depth=0\r\n", file: "ts.conf")
        }
    }

    // MARK: Parameters (item 5)

    @Test(arguments: [("iir N=6 D=0", "N=6 D=0"), ("iir N=8 D=1", "N=8 D=1"), ("iir N=10 D=10", "N=10 D=10"), ("iir N=1", "N=1 D=1"), ("iir D=0", "N=0 D=0")])
    func iirNeedsNBelowDAsTheLivePathDoes(filter: String, got: String) {
        // N/D at 1 or more never settles: N=6 D=0 grew 6x a report until an Int64 overflow trapped.
        #expect(throws: TraceError(file: "--filter", line: 1, message: "iir needs N < D, got \(got)")) { try TSConf(filter: filter) }
    }

    /// Every parameter of every module at zero, negative, its bounds and far past them: refused
    /// at its line, or run over a recording without trapping.
    @Test(arguments: TSConf.known.keys.sorted())
    func everyParameterAtItsExtremesIsRefusedOrRuns(module: String) throws {
        let recording = EvemuFixtures.path(EvemuFixtures.atmel)
        for parameter in TSConf.known[module]! {
            let bounds = [parameter.range.lowerBound, parameter.range.upperBound].map { $0 == $0.rounded() ? String(Int($0)) : String($0) }
            for value in ["0", "-1", "-0", "1", "99999999999999999999", "1e300", "nan", "-2147483649", "4294967296"] + bounds {
                let filter = "\(module) \(parameter.key)=\(value)"
                let conf: TSConf
                do throws(TraceError) {
                    conf = try TSConf(filter: filter)
                } catch {
                    #expect(error.file == "--filter" && error.line == 1 && error.message.hasPrefix(module), "\(filter): \(error)")
                    continue
                }
                let number = conf.number(conf.modules[0], parameter.key)
                #expect(parameter.range.contains(number), "\(filter)")
                _ = try EvemuImport.tsLines(recordingPath: recording, conf: conf)
                _ = try EvemuImport.tracks(recordingPath: recording, options: ImportOptions(filters: conf))
            }
        }
    }

    /// tslib reads every whole parameter with strtoul(str, NULL, 0) (strtol for lowpass's
    /// threshold): 0x is hexadecimal and a leading 0 octal. Before, "0x10" was refused and "010"
    /// read as 10 where tslib runs 8.
    @Test(arguments: [("median depth=0x10", 16.0), ("median depth=0X1f", 31), ("median depth=010", 8), ("median depth=+7", 7),
                      ("median depth=7", 7), ("dejitter delta=0", 0), ("dejitter delta=00", 0), ("lowpass threshold=0xff", 255)])
    func wholeParametersAreReadAsTslibsStrtoulReadsThem(filter: String, value: Double) throws {
        let conf = try TSConf(filter: filter)
        #expect(conf.modules[0].parameters[0].value == value || conf.modules[0].parameters[1].value == value)
    }

    @Test func anOctalValueThatTslibReadsDifferentlyIsNamedInAWarning() throws {
        let conf = try TSConf(text: "module median depth=010\nmodule dejitter delta=00\n", file: "ts.conf")
        #expect(conf.warnings == ["ts.conf:1: warning: median: depth=010 is octal to tslib (a leading 0), so it is 8"])
    }

    /// strtoul stops at the first character that is not a digit and says nothing: tslib would run
    /// depth=7x as 7 and depth=08 as 0. Here they are errors at their line.
    @Test(arguments: ["7x", "08", "1.5", "0x", "--3", "+-3", "1e3", "\u{1B}[31m"])
    func wholeParametersThatAreNotWholeNumbersAreRefused(text: String) {
        #expect(throws: TraceError(file: "ts.conf", line: 2, message: "median: depth=\(text.escapedForMessage) is not a whole number as tslib reads one "
                                   + "(decimal, 0x then hexadecimal, or a leading 0 then octal)")) {
            try TSConf(text: "module_raw input\nmodule median depth=\(text)\n", file: "ts.conf")
        }
    }

    @Test func aFilterOptionWithALineBreakIsRefusedRatherThanReadAsTwoLines() {
        #expect(throws: TraceError(file: "--filter", line: 1, message: #""median depth=3\nmodule iir N=1 D=2" holds a line break: separate modules with ;"#)) {
            try TSConf(filter: "median depth=3\nmodule iir N=1 D=2")
        }
    }

    @Test func dejitterTakesAJumpAcrossTheWholeRangeAsAJump() {
        // dx = 2^32 - 1: its square is past Int64, which trapped.
        var dejitter = TSDejitter(delta: 1_000_000, slots: 1)
        var first = TSFilterTests.row(Int32.min, Int32.min, 255), second = TSFilterTests.row(Int32.max, Int32.max, 255)
        #expect(dejitter.filter(&first) && dejitter.filter(&second))
        #expect(second[0].x == Int32.max && second[0].y == Int32.max)  // history forgotten: passed as it is
    }
}
