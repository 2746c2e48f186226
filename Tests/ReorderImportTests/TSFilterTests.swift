import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import ReorderImport
import TestSupport

/// tslib's filters against tslib's own expected outputs (Fixtures/tslib) and against cases worked
/// out by hand, and the filters on the import path.
@Suite struct TSFilterTests {
    static let tslib = EvemuFixtures.directory.deletingLastPathComponent().appendingPathComponent("tslib")

    /// `(slot 0)    361    379    255` lines, colours and the removed timestamps stripped.
    static func expected(_ name: String) throws -> [String] {
        let text = try String(contentsOf: tslib.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n").map { line in
            let fields = line.replacingOccurrences(of: "\u{1B}[33m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
                .split(separator: ")").last!.split(separator: " ")
            let slot = line.split(separator: "(slot ").last!.prefix { $0 != ")" }
            return ([String(slot)] + fields.map(String.init)).joined(separator: " ")
        }
    }

    @Test(arguments: [
        ("atmel-maxtouch.1-finger-drag-up-down.events", "median"),
        ("atmel-maxtouch.1-finger-drag-up-down.events", "iir"),
        ("atmel-maxtouch.1-finger-drag-up-down.events", "debounce"),
        ("atmel-maxtouch.1-finger-drag-up-down.events", "skip"),
        ("atmel-maxtouch.1-finger-fast-taps.events", "debounce"),
        ("atmel-maxtouch.4-finger-drag-down.events", "iir"),
    ])
    func everyFilterPrintsWhatTslibPrints(recording: String, filter: String) throws {
        let path = recording.contains("drag-up-down") ? EvemuFixtures.path(recording) : Self.tslib.appendingPathComponent(recording).path
        let conf = try TSConf(text: String(contentsOf: Self.tslib.appendingPathComponent("\(filter).conf"), encoding: .utf8), file: "\(filter).conf")
        let tslibName = recording.replacingOccurrences(of: "atmel-maxtouch", with: "Atmel maXTouch Touchscreen")
        let expected = try Self.expected("\(tslibName).\(filter).expected")
        let ours = try EvemuImport.tsLines(recordingPath: path, conf: conf)
        #expect(ours == expected)
        #expect(expected.count > 1)
    }

    // MARK: By hand

    /// A row of one slot.
    static func row(_ x: Int32, _ y: Int32, _ pressure: Int32, at micros: Int64 = 0) -> [TSSample] {
        [TSSample(x: x, y: y, pressure: pressure, slot: 0, trackingID: 1, micros: micros, valid: true)]
    }

    @Test func medianHoldsBackHalfItsDepthAndPassesTheUp() {
        var median = TSMedian(depth: 3, slots: 1)
        var out: [String] = []
        for (x, p) in [(10, 255), (40, 255), (20, 255), (30, 255), (30, 0)] as [(Int32, Int32)] {
            var row = Self.row(x, 0, p)
            _ = median.filter(&row)
            out.append(row[0].valid ? "\(row[0].x) \(row[0].pressure)" : "-")
        }
        // depth/2 = 1 held back: [0,0,10]; then [0,10,40] -> 10; [10,40,20] -> 20; [40,20,30] -> 30; the up [20,30,30] -> 30, pressure 0.
        #expect(out == ["-", "10 255", "20 255", "30 255", "30 0"])
    }

    @Test func iirByHand() {
        var iir = TSIIR(n: 1, d: 2, slots: 1)
        var xs: [Int32] = []
        for x in [100, 200, 200, 0] as [Int32] {
            var row = Self.row(x, 0, 255)
            _ = iir.filter(&row)
            xs.append(row[0].x)
        }
        // s = (1 s + 1 x + 1) / 2: 100 (the down passes), 150, 175, 88.
        #expect(xs == [100, 150, 175, 88])
    }

    @Test func dejitterAveragesAndForgetsAfterAJump() {
        var dejitter = TSDejitter(delta: 10, slots: 1)
        var xs: [Int32] = []
        for x in [0, 8, 16, 100] as [Int32] {
            var row = Self.row(x, 0, 255)
            _ = dejitter.filter(&row)
            xs.append(row[0].x)
        }
        // 0 passes; (8x5 + 0x3) >> 3 = 5; (16x8 + 8x5 + 0x3) >> 4 = 10; 100 is 84 away: history forgotten, passes.
        #expect(xs == [0, 5, 10, 100])
    }

    @Test func debounceDropsWhatComesSoonAfterAnUp() {
        var debounce = TSDebounce(dropThreshold: 50, slots: 1)
        var kept: [Bool] = []
        for (p, t) in [(255, 0), (0, 10_000), (255, 40_000), (255, 59_999), (255, 60_000)] as [(Int32, Int64)] {
            var row = Self.row(1, 1, p, at: t)
            _ = debounce.filter(&row)
            kept.append(row[0].valid)
        }
        // The first up is 10 ms after nothing (never dropped); then 30 ms and 49.999 ms after it, dropped; 50 ms, kept.
        #expect(kept == [true, true, false, false, true])
    }

    @Test func skipDropsTheHeadAndTheTail() {
        var skip = TSSkip(nhead: 1, ntail: 1, slots: 1)
        var out: [String] = []
        for (x, p) in [(1, 255), (2, 255), (3, 255), (4, 255), (4, 0)] as [(Int32, Int32)] {
            var row = Self.row(x, 0, p)
            let passed = skip.filter(&row)
            out.append(passed && row[0].valid ? "\(row[0].x) \(row[0].pressure)" : "-")
        }
        // 1 skipped (head), 2 queued, 3 sends 2, 4 sends 3, the up sends the queued 4 as the up: 4 itself is the tail.
        #expect(out == ["-", "-", "2 255", "3 255", "4 0"])
    }

    @Test func pthresDropsWhatIsOutsideAndReleasesAtTheLastPress() {
        var pthres = TSPthres(pmin: 10, pmax: 200, slots: 1)
        var out: [String] = []
        for (x, p) in [(1, 5), (2, 50), (3, 250), (4, 60), (5, 3), (6, 2)] as [(Int32, Int32)] {
            var row = Self.row(x, 0, p)
            _ = pthres.filter(&row)
            out.append(row[0].valid ? "\(row[0].x) \(row[0].pressure)" : "-")
        }
        // 5 before any press: dropped; 250 above pmax: dropped; 3 releases at the last press (4); 2 again: dropped.
        #expect(out == ["-", "2 50", "-", "4 60", "4 0", "-"])
    }

    @Test func lowpassMovesAFractionOfEachChangeBeyondTheThreshold() {
        var lowpass = TSLowpass(factor: 0.5, threshold: 2, slots: 1)
        var xs: [String] = []
        for (x, p) in [(100, 255), (102, 255), (0, 0), (100, 255), (110, 255), (111, 255)] as [(Int32, Int32)] {
            var row = Self.row(x, 0, p)
            _ = lowpass.filter(&row)
            xs.append("\(row[0].x)")
        }
        // From (0, 0) at first, as tslib's multitouch state starts: 0 + 100 x 0.5 = 50; 102 - 50 = 52 -> 76;
        // the up passes; the next down starts afresh at 100; 110 -> 105; 111 - 105 = 6 -> 108.
        #expect(xs == ["50", "76", "0", "100", "105", "108"])
    }

    // MARK: The import path

    @Test func filtersApplyInDeviceUnitsBeforeTheMapping() throws {
        let plain = try EvemuFixtures.imported(EvemuFixtures.atmel)
        let filtered = try EvemuFixtures.imported(EvemuFixtures.atmel, options: ImportOptions(filters: try TSConf(filter: "median depth=7")))
        #expect(filtered.touches == 1 && filtered.events != plain.events)
        // The finger appears 3 reports late (the median holds back 7/2 = 3 samples, the 4th passes)...
        let firstDown = { (r: ImportResult) in r.events.first { if case .down = $0.event { true } else { false } }! }
        #expect(firstDown(filtered).t > firstDown(plain).t)
        // ...at the median of 0, 0, 0 and the first four y (379, 368, 364, 360): 360, on 0...479 onto 800 pt.
        #expect(firstDown(filtered).event == .down(PointerID(.touch, 0), Point(x: (361.0 / 799 * 480 * 1000).rounded() / 1000,
                                                                               y: (360.0 / 479 * 800 * 1000).rounded() / 1000)))
        // The same chain gives the same trace through the libinput reader.
        let libinput = try LibinputFixtures.imported(LibinputFixtures.atmel, options: ImportOptions(filters: try TSConf(filter: "median depth=7")))
        #expect(libinput.events == filtered.events)
    }

    @Test func confProblemsNameTheirLine() {
        #expect(throws: TraceError(file: "ts.conf", line: 2, message: #"module "median3" is not a tslib module: this version runs debounce, dejitter, iir, lowpass, median, pthres, skip and passes over crop, evthres, invert, linear, linear_h2200, variance"#)) {
            try TSConf(text: "module_raw input\nmodule median3 depth=30\n", file: "ts.conf")
        }
        #expect(throws: TraceError(file: "ts.conf", line: 1, message: #"median: "size=3" is not a parameter; expected depth=N"#)) {
            try TSConf(text: "module median size=3\n", file: "ts.conf")
        }
        #expect(throws: TraceError(file: "--filter", line: 1, message: "iir: N=x is not a whole number as tslib reads one (decimal, 0x then hexadecimal, or a leading 0 then octal)")) {
            try TSConf(filter: "iir N=x D=10")
        }
        let protocolA = #expect(throws: TraceError.self) {
            try EvemuFixtures.imported(EvemuFixtures.ntrig, options: ImportOptions(filters: try TSConf(filter: "median")))
        }
        #expect(protocolA?.message.hasPrefix("tslib filters on a protocol A recording are not supported") == true)
    }
}
