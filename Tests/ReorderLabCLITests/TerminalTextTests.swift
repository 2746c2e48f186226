import Foundation
import Testing
import TestSupport

/// Issue 17, item 8: row ids, section ids, device names and paths holding a newline or an escape
/// sequence (clear screen, set the window title, a C1 CSI, a carriage return, a right-to-left
/// override) reach no command's text output raw: the only line breaks are the report's own (as many
/// lines as for the same file with plain names), and `--json` parses back to the exact strings.
@Suite struct TerminalTextTests {
    let files = TemporaryDirectory()

    /// Sample ids, and what each becomes: one thing a terminal acts on in each (written as JSON).
    static let swaps: [(plain: String, json: String, text: String)] = [
        ("apples", #"apples\n  moved x from 0 to 9"#, "apples\n  moved x from 0 to 9"),
        ("carrots", #"\u001B[2Jcarrots"#, "\u{1B}[2Jcarrots"),
        ("fruit", #"fruit\u001B]0;title\u0007"#, "fruit\u{1B}]0;title\u{07}"),
        ("veg", #"veg\rX"#, "veg\rX"),
        ("pears", #"\u009B31mpears"#, "\u{9B}31mpears"),
        ("plums", #"\u202Eplums"#, "\u{202E}plums"),
        ("eggs", #"eggs\n\u001B]0;t\u0007"#, "eggs\n\u{1B}]0;t\u{07}"),
    ]
    static func text(_ plain: String) -> String { swaps.first { $0.plain == plain }!.text }

    /// A name a file or folder can have on Linux, with the same sequences.
    static let hostileName = "x\u{1B}[2J\n\u{1B}]0;title\u{07}\r\u{9B}1m\u{202E}"

    /// The scalars a terminal acts on, or that reorder a line, other than `\n`: C0, DEL, C1, the
    /// line and paragraph separators, the bidi marks, embeddings, overrides and isolates.
    static func controls(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { v in
            (v < 0x20 && v != 0x0A) || (0x7F...0x9F).contains(v) || v == 0x200E || v == 0x200F
                || (0x2028...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        }
    }

    static func lineCount(_ lines: [String]) -> Int { lines.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).count }

    /// The sample trace with its ids replaced, under a hostile file name.
    func hostileTrace(_ sample: String) throws -> String {
        var text = try String(contentsOfFile: SampleTraces.path(sample), encoding: .utf8)
        for swap in Self.swaps { text = text.replacingOccurrences(of: "\"\(swap.plain)\"", with: "\"\(swap.json)\"") }
        return files.write(text, to: sample + Self.hostileName + ".trace.jsonl")
    }

    /// No control reached the output, and it has as many lines as `benign`'s.
    func expectSafe(_ output: [String], likeLines benign: [String]?, _ comment: Comment? = nil) {
        #expect(Self.controls(output.joined(separator: "\n")).isEmpty, comment)
        if let benign { #expect(Self.lineCount(output) == Self.lineCount(benign), comment) }
    }

    func json(_ lines: [String]) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(lines.joined(separator: "\n").utf8)) as! [String: Any]
    }

    /// Scalar by scalar: "\r\n" and "\n" must not compare equal.
    func same(_ a: Any?, _ b: String) -> Bool { (a as? String).map { Array($0.unicodeScalars) == Array(b.unicodeScalars) } ?? false }

    @Test func replayPrintsIdsSectionsAndItsFileEscaped() throws {
        let path = try hostileTrace("sections-swap-across")
        let text = runCLI(["replay", path]), benign = runCLI(["replay", SampleTraces.path("sections-swap-across")])
        #expect(text.status == 0 && text.err.isEmpty)
        expectSafe(text.out, likeLines: benign.out)
        let out = text.out.joined(separator: "\n")
        #expect(out.contains(#"  moved apples\n  moved x from 0 to 9 from 0 to 3 (fruit\u001B]0;title\u0007 -> veg\rX), swapped with \u001B[2Jcarrots"#))
        #expect(out.contains(#"order: \u009B31mpears \u202Eplums"#))

        let json = runCLI(["replay", path, "--json"])
        expectSafe(json.out, likeLines: ["{}"])
        let object = try self.json(json.out)
        let move = (object["moves"] as! [[String: Any]])[0]
        #expect(same(move["id"], Self.text("apples")) && same(move["swappedWith"], Self.text("carrots")))
        #expect(same(move["fromSection"], Self.text("fruit")) && same(move["toSection"], Self.text("veg")))
        #expect(same((object["order"] as! [Any])[0], Self.text("pears")) && same((object["order"] as! [Any])[1], Self.text("plums")))
    }

    @Test func infoPrintsGesturesMovesAndSectionsEscaped() throws {
        for sample in ["sections-swap-across", "tap"] {
            let path = try hostileTrace(sample)
            let text = runCLI(["info", path]), benign = runCLI(["info", SampleTraces.path(sample)])
            #expect(text.status == 0 && text.err.isEmpty)
            expectSafe(text.out, likeLines: benign.out, "\(sample)")
            let json = runCLI(["info", path, "--json"])
            expectSafe(json.out, likeLines: ["{}"])
            let object = try self.json(json.out)
            #expect(same(object["file"], path))
            let rows = (object["gestures"] as! [[String: Any]]).compactMap { $0["row"] }
            #expect(rows.contains { same($0, Self.text(sample == "tap" ? "eggs" : "apples")) }, "\(sample)")
        }
        let tap = runCLI(["info", try hostileTrace("tap")]).out.joined(separator: "\n")
        #expect(tap.contains(#"on row 1 (eggs\n\u001B]0;t\u0007): tap after"#) && tap.contains(#"selects eggs\n\u001B]0;t\u0007"#))
    }

    @Test func compareNamesTracesAndRowsEscaped() throws {
        let path = try hostileTrace("sections-swap-across")
        let text = runCLI(["compare", path, "--presets", "ios,android"])
        let benign = runCLI(["compare", SampleTraces.path("sections-swap-across"), "--presets", "ios,android"])
        #expect(text.status == 0)
        expectSafe(text.out + text.err, likeLines: benign.out + benign.err)
        let json = runCLI(["compare", path, "--presets", "ios,android", "--json"])
        expectSafe(json.out, likeLines: ["{}"])
        let trace = (try self.json(json.out)["traces"] as! [[String: Any]])[0]
        #expect(same(trace["file"], path) && same((trace["presses"] as! [[String: Any]])[0]["row"], Self.text("apples")))
    }

    @Test func tuneNamesFoldersAndFilterParametersEscaped() throws {
        try FileManager.default.createDirectory(atPath: files.file(Self.hostileName), withIntermediateDirectories: true)
        let path = try hostileTrace("sections-swap-across")
        let sweep = ["--long-press", "0.4:0.5:0.1", "--movement", "8:10:2"]
        let text = runCLI(["tune", files.file(Self.hostileName), path] + sweep)
        let benign = runCLI(["tune", files.file("none"), SampleTraces.path("sections-swap-across")] + sweep)
        #expect(text.status == 0)
        expectSafe(text.out + text.err, likeLines: benign.out + benign.err)
        #expect(text.err.contains { $0.hasSuffix(#"x\u001B[2J\n\u001B]0;title\u0007\r\u009B1m\u202E: no .jsonl traces in this directory, skipped"#) })
        let filter = runCLI(["tune", path] + sweep + ["--filter-sweep", "median de\u{1B}[2J\npth=1:x:2"])
        #expect(filter.status == 64)
        expectSafe(filter.err, likeLines: ["one line"])
    }

    @Test func studyReportTuneLinesNameTheFolderEscaped() throws {
        let folder = files.file("study" + Self.hostileName)
        try FileManager.default.copyItem(atPath: SampleStudy.path, toPath: folder)
        let text = runCLI(["study-report", folder]), benign = runCLI(["study-report", SampleStudy.path])
        #expect(text.status == 0)
        expectSafe(text.out + text.err, likeLines: benign.out + benign.err)
        #expect(text.out.joined().contains(#"'"# + files.file(#"studyx\u001B[2J\n\u001B]0;title\u0007\r\u009B1m\u202E"#)))
        let json = runCLI(["study-report", folder, "--json"])
        expectSafe(json.out, likeLines: ["{}"])
        let tune = try self.json(json.out)["tune"] as! [[String: Any]]
        #expect((tune[0]["command"] as! String).contains(folder))
    }

    @Test func noiseNamesTheDeviceAndTheRecordingEscaped() throws {
        let original = try String(contentsOfFile: EvemuFixtures.path(EvemuFixtures.atmel), encoding: .utf8)
        let hostile = original.replacingOccurrences(of: "N: Atmel maXTouch Touchscreen", with: "N: Atmel\u{1B}]0;title\u{07}\u{9B}2J\r\u{202E}")
        let path = files.write(hostile, to: "rec" + Self.hostileName + ".events")
        let text = runCLI(["noise", path]), benign = runCLI(["noise", EvemuFixtures.path(EvemuFixtures.atmel)])
        #expect(text.status == 0)
        expectSafe(text.out + text.err, likeLines: benign.out + benign.err)
        #expect(text.out[0].contains(#"(Atmel\u001B]0;title\u0007\u009B2J\r\u202E)"#))
        let json = runCLI(["noise", path, "--json"])
        expectSafe(json.out, likeLines: ["{}"])
        let object = try self.json(json.out)
        #expect(same(object["device"], "Atmel\u{1B}]0;title\u{07}\u{9B}2J\r\u{202E}") && same(object["file"], path))
    }

    @Test func importAndPlotNameTheirOutputEscaped() throws {
        let trace = files.file("out" + Self.hostileName + ".trace.jsonl")
        let imported = runCLI(["import-evemu", EvemuFixtures.path(EvemuFixtures.atmel), "-o", trace])
        #expect(imported.status == 0)
        expectSafe(imported.out + imported.err, likeLines: imported.out.map { _ in "" } + imported.err.map { _ in "" })
        #expect(imported.out[0].hasPrefix(files.file(#"outx\u001B[2J\n\u001B]0;title\u0007\r\u009B1m\u202E.trace.jsonl: "#)))
        let picture = files.file("plot" + Self.hostileName + ".png")
        let plotted = runCLI(["plot", try hostileTrace("sections-swap-across"), "-o", picture])
        #expect(plotted.status == 0, "\(plotted.err)")  // was 1: "cannot draw the picture: Text has zero width"
        expectSafe(plotted.out + plotted.err, likeLines: ["one line"])
        let unwritable = runCLI(["plot", SampleTraces.path("tap"), "-o", files.file("no" + Self.hostileName + "/p.png")])
        #expect(unwritable.status == 1)
        expectSafe(unwritable.err, likeLines: ["one line"])
    }

    @Test func presetsAndTSFilterPrintNothingATerminalActsOn() {
        let presets = runCLI(["presets"])
        #expect(presets.status == 0 && !presets.out.isEmpty)
        expectSafe(presets.out, likeLines: nil)
        let conf = files.write("module_raw input\nmodule \u{1B}]0;title\u{07}\r\u{9B}\n", to: "ts.conf")
        let filtered = runCLI(["ts-filter", EvemuFixtures.path(EvemuFixtures.atmel), "--ts-conf", conf])
        #expect(filtered.status == 2)
        expectSafe(filtered.err, likeLines: ["one line"])
    }
}
