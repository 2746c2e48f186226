import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderLabCLI
@testable import ReorderTrace
@testable import ReorderAnalysis
@testable import ReorderPlot
import TestSupport

/// `reorder-lab tune` as a user meets it: arguments, output, skipped traces, the heatmap file.
@Suite struct TuneCommandTests {
    func run(_ arguments: [String]) -> (status: Int32, out: String, err: [String]) {
        let result = runCLI(["tune"] + arguments)
        return (result.status, result.out.joined(separator: "\n"), result.err)
    }

    let files = TemporaryDirectory()

    /// `text` as a trace file of its own.
    func temporary(_ text: String, _ name: String = "t") -> String {
        files.write(text, to: "tune-\(name)-\(UUID().uuidString).trace.jsonl")
    }

    static let grid = ["--long-press", "0.2:0.4:0.1", "--movement", "5:15:5"]

    @Test func tablePrintsEveryPairThenTheBestThenTheSpeed() throws {
        let path = temporary(LabelledTraces.handWorked())
        let result = run([path] + Self.grid)
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("1 trace, ") && lines[0].hasSuffix("labelled downs: reorder 2, scroll 1, tap 2"))
        #expect(lines[1].hasPrefix("longPress  movement  correct"))
        #expect(lines.count == 2 + 9 + 2)
        #expect(lines[11] == "best: longPressSeconds=0.2 allowableMovement=5 (2 errors)")
        #expect(lines[12].hasPrefix("replayed ") && lines[12].hasSuffix(" M events/s per core"))
    }

    @Test func jsonGoesAloneToStandardOutputAndSpeedToStandardError() throws {
        let path = temporary(LabelledTraces.handWorked())
        let result = run([path, "--json", "--long-press=0.3:0.4:0.1", "--movement=10:10:1"])
        #expect(result.status == 0)
        #expect(result.out == #"{"results":["#
            + #"{"longPressSeconds":0.3,"allowableMovement":10,"correct":3,"missedLifts":1,"falseLifts":1,"lostTaps":0,"#
            + #""other":0,"ignored":0,"cancelled":0,"meanTimeToLift":0.3},"#
            + #"{"longPressSeconds":0.4,"allowableMovement":10,"correct":3,"missedLifts":2,"falseLifts":0,"lostTaps":0,"#
            + #""other":0,"ignored":0,"cancelled":0,"meanTimeToLift":null}"#
            + #"],"best":{"longPressSeconds":0.3,"allowableMovement":10},"labelledPresses":5}"#)
        #expect(result.err.count == 1 && result.err[0].contains("events/s per core"))
    }

    @Test func runsAreIdenticalWhateverTheWorkers() throws {
        let paths = LabelledSession.corpus(count: 3).map { temporary($0.text, $0.name) }
        let a = run(paths + Self.grid + ["--json", "--workers", "1"])
        let b = run(paths + Self.grid + ["--json", "--workers", "2"])
        let c = run(paths + Self.grid + ["--json"])
        #expect(a.status == 0 && a.out == b.out && b.out == c.out)
        let tableA = run(paths + Self.grid + ["--workers", "1"]).out.split(separator: "\n").dropLast()
        let tableB = run(paths + Self.grid).out.split(separator: "\n").dropLast()
        #expect(tableA == tableB)
    }

    @Test func badTraceIsNamedAndSkipped() throws {
        let good = temporary(LabelledTraces.handWorked())
        let bad = temporary(TraceText.backwards, "bad")
        let result = run([bad, good, "/nonexistent/gone.trace.jsonl"] + Self.grid + ["--json"])
        #expect(result.status == 0)
        #expect(result.err.contains { $0.hasPrefix("\(bad):3: ") && $0.hasSuffix(", skipped") }, "\(result.err)")
        #expect(result.err.contains { $0.hasPrefix("/nonexistent/gone.trace.jsonl:1: cannot open") && $0.hasSuffix(", skipped") })
        // The same report as the good trace alone.
        #expect(result.out == run([good] + Self.grid + ["--json"]).out)

        let none = run([bad] + Self.grid)
        #expect(none.status == 2 && none.out.isEmpty)
        #expect(none.err.last == "reorder-lab tune: no usable trace")
    }

    @Test func unreadableTracesExitOneMalformedOnesTwo() throws {
        let missing = run(["/nonexistent/gone.trace.jsonl"] + Self.grid)
        #expect(missing.status == 1 && missing.out.isEmpty)
        #expect(missing.err == ["/nonexistent/gone.trace.jsonl:1: cannot open: No such file or directory, skipped",
                                "reorder-lab tune: no usable trace"])
        // The kind is set where the system call failed, not guessed from how the message reads.
        #expect(TraceError(file: "x.trace.jsonl", line: 4, message: "cannot open the pod bay doors").isIOError == false)
        let bad = temporary(TraceText.backwards, "bad")
        #expect(run([bad, "/nonexistent/gone.trace.jsonl"] + Self.grid).status == 1, "one could not be read at all")
    }

    @Test func everyLabelledPressIsAccountedForAndJSONHasEveryColumn() throws {
        let path = temporary(LabelledTraces.accounting(), "accounting")
        let json = run([path, "--json", "--long-press", "0.5:0.5:1", "--movement", "10:10:1"])
        #expect(json.status == 0)
        #expect(json.out.contains(#""correct":1,"missedLifts":0,"falseLifts":0,"lostTaps":0,"other":0,"ignored":1,"cancelled":1,"#),
                "\(json.out)")
        let table = run([path, "--long-press", "0.5:0.5:1", "--movement", "10:10:1"]).out.split(separator: "\n").map(String.init)
        let columns = table[1].split(separator: " ").map(String.init)
        let values = table[2].split(separator: " ").map(String.init)
        #expect(columns.contains("ignored") && columns.contains("cancelled"), "\(columns)")
        #expect(columns.count == values.count)
        let row = Dictionary(uniqueKeysWithValues: zip(columns, values))
        #expect(row["correct"] == "1" && row["errors"] == "0" && row["ignored"] == "1" && row["cancelled"] == "1")
    }

    @Test func anUnknownIntentIsWarnedAboutWithItsLine() throws {
        let text = LabelledTraces.accounting()
        let line = text.split(separator: "\n").firstIndex { $0.contains("intent:Reorder") }! + 1
        let path = temporary(text, "unknown-intent")
        let result = run([path, "--long-press", "0.5:0.5:1", "--movement", "10:10:1"])
        #expect(result.status == 0)
        #expect(result.err.filter { $0.contains("Reorder") }
            == ["\(path):\(line): warning: unknown intent \"intent:Reorder\" (expected intent:reorder, intent:scroll or intent:tap), ignored"],
                "\(result.err)")
    }

    @Test func noLabelledPressesRecommendNothing() throws {
        var b = TraceBuilder()
        b.down(1.0, y: 66)
        b.up(1.1, y: 66)
        let path = temporary(b.text(until: 2), "unlabelled")
        let table = run([path] + Self.grid)
        #expect(table.status == 0)
        #expect(table.out.contains("labelled downs: reorder 0, scroll 0, tap 0"))
        #expect(table.out.split(separator: "\n").last { $0.hasPrefix("best") }
            == "best: none: no labelled presses (put intent:reorder, intent:scroll or intent:tap marks before downs)")
        let json = run([path, "--json"] + Self.grid)
        #expect(json.out.contains(#""best":null"#), "\(json.out)")
    }

    @Test func anUnwritableHeatmapIsReportedBeforeAnyTraceIsRead() throws {
        let result = run(["/nonexistent/gone.trace.jsonl", "--png", "/nonexistent/dir/x.png"] + Self.grid)
        #expect(result.status == 1 && result.out.isEmpty)
        #expect(result.err == ["reorder-lab tune: /nonexistent/dir/x.png: cannot create: No such file or directory"])
    }

    @Test func directoriesStandForTheirTraces() throws {
        let directory = files.file("traces")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let text = LabelledTraces.handWorked()
        try text.write(toFile: directory + "/a.trace.jsonl", atomically: true, encoding: .utf8)
        try text.write(toFile: directory + "/b.trace.jsonl", atomically: true, encoding: .utf8)
        try "not a trace".write(toFile: directory + "/notes.txt", atomically: true, encoding: .utf8)
        let result = run([directory] + Self.grid)
        #expect(result.status == 0 && result.err.isEmpty)
        #expect(result.out.hasPrefix("2 traces, "))
        #expect(result.out.contains("best: longPressSeconds=0.2 allowableMovement=5 (4 errors)"))
    }

    @Test func pngIsWrittenAndIsAPNG() throws {
        let trace = temporary(LabelledTraces.handWorked())
        let png = files.file("heat.png")
        let result = run([trace, "--png", png] + Self.grid)
        #expect(result.status == 0)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: png)))
        let image = try PixelImage(png: bytes)
        let report = try TuningSweep.run([try SweepTrace(path: trace)], longPress: [0.2, 0.3, 0.4], movement: [5, 10, 15])
        #expect(bytes == (try SweepHeatmap.png(report)))
        #expect(image.width == (try SweepHeatmap.layout(report)).width)

        let unwritable = run([trace, "--png", "/nonexistent/dir/x.png"] + Self.grid)
        #expect(unwritable.status == 1 && unwritable.err.last?.contains("cannot create") == true)
    }

    @Test(arguments: [
        [],
        ["x.trace.jsonl"],
        ["x.trace.jsonl", "--long-press", "0.2:0.4:0.1"],
        ["--long-press", "0.2:0.4:0.1", "--movement", "5:15:5"],
        ["x.trace.jsonl", "--long-press", "0.2:0.4", "--movement", "5:15:5"],
        ["x.trace.jsonl", "--long-press", "0.4:0.2:0.1", "--movement", "5:15:5"],
        ["x.trace.jsonl", "--long-press", "0.2:0.4:0", "--movement", "5:15:5"],
        ["x.trace.jsonl", "--long-press", "0.2:0.4:0.1", "--movement"],
        ["x.trace.jsonl", "--long-press", "0.2:0.4:0.1", "--movement", "5:15:5", "--workers", "0"],
        ["x.trace.jsonl", "--long-press", "0.2:0.4:0.1", "--movement", "5:15:5", "--frobnicate"],
        ["x.trace.jsonl", "--long-press", "0.2:0.4:0.1", "--movement", "5:15:5", "--png", "heat.jpg"],
    ])
    func badArgumentsAreUsageErrors(arguments: [String]) {
        let result = run(arguments)
        #expect(result.status == 64 && result.out.isEmpty)
        #expect(result.err.count == 1 && result.err[0].hasPrefix("reorder-lab tune: "), "\(result.err)")
    }

    @Test func aGridOfTooManyPairsIsRefusedBeforeAnyTraceIsRead() {
        let result = run(["/nonexistent/x.trace.jsonl", "--long-press", "0:9999:1", "--movement", "0:9999:1"])
        #expect(result.status == 64 && result.out.isEmpty)
        #expect(result.err == ["reorder-lab tune: --long-press and --movement make 10000 x 10000 = 100000000 pairs, "
            + "more than \(TuningSweep.maximumPairs); see `reorder-lab tune --help`"])
    }

    @Test func anAbsurdRangeNamesItsOption() {
        let result = run(["x.trace.jsonl", "--long-press", "0.2:0.4:0.1", "--movement", "1e16:1.0000000000000002e16:0.5"])
        #expect(result.status == 64 && result.err.count == 1 && result.err[0].hasPrefix("reorder-lab tune: --movement: "))
    }

    @Test func helpExplainsTheColumns() {
        let result = run(["--help"])
        #expect(result.status == 0 && result.out.contains("missedLifts") && result.out.contains("A:B:STEP"))
    }
}
