import Foundation
import Testing
import ReorderKit
import ReorderTrace
import ReorderStudy
import ReorderPlot
import TestSupport

/// `reorder-lab study-report` on a study folder written by hand, as `reorder-lab study -o DIR`
/// leaves it: study.json with ios, android, gtk4; p1 ran all three, p2 android and ios and then
/// stopped mid-write (its tasks.jsonl ends in a cut line). Seconds (presses, errors) per task:
///
///            p1 t1   p1 t2                   p1 t3                        p2 t1                     p2 t2  p2 t3
///   ios      2.0     2.5                     3.0                          1.5                       2.0    2.5
///   android  2.5     3.0 (2, falseLift 1)    3.5                          2.0 (3, missedLift 2)     2.5    3.0
///   gtk4     4.0     5.0                     skipped 9.0 (3, missedLift 2)
///
/// Worked out by hand:
/// - ios: 6 done, times 1.5 2.0 2.0 | 2.5 2.5 3.0, median 2.25; no errors; 6 presses in 6 tasks.
/// - android: 6 done, 2.0 2.5 2.5 | 3.0 3.0 3.5, median 2.75; 3 errors in 6 tasks (0.50);
///   presses 1+2+1+3+1+1 = 9 in 6 (1.50).
/// - gtk4: 2 done, 1 skipped; median (4.0 + 5.0) / 2 = 4.50; 2 errors in 3 tasks (0.67); 5 presses (1.67).
/// - ios vs android: ios - android is -0.5 in all 6 pairs: median -0.5, every resample's median
///   -0.5 so the interval is [-0.5, -0.5]; sign test 2 * (1/2)^6 = 0.03125: ios faster by 0.50 s.
///   Errors: 0, -1, 0, -2, 0, 0: ios fewer in 2, 4 ties, mean -0.5; sign test 2 * (1/2)^2 = 0.5. A
///   resample is all zeros (mean 0) with chance (4/6)^6 = 8.8%, beyond the top 2.5%: the interval ends at 0.
/// - ios or android vs gtk4: 2 pairs of done tasks (p1's 1 and 2), 3 of finished ones: not enough.
/// - p1: ios 2.50, android 3.00, gtk4 4.50; p2: ios 2.00, android 2.50.
@Suite struct StudyReportCommandTests {
    let files = TemporaryDirectory()

    static func task(_ participant: String, block: Int, _ condition: String, _ index: Int, seconds: Double,
                     outcome: StudyTaskRecord.Outcome = .done, presses: Int = 1, errors: [StudyTaskRecord.ErrorKind: Int] = [:]) -> String {
        StudyTaskRecord(participant: participant, block: block, condition: condition, task: index, kind: .reorder, text: "Move Milk below Eggs",
                        outcome: outcome, seconds: seconds, reactionSeconds: 0.4, presses: presses, errors: errors,
                        recording: "block-\(block)-\(condition).trace.jsonl").jsonLine + "\n"
    }

    /// The study above in `files`/study; returns its path.
    func writeStudy(conditions: [String] = ["ios", "android", "gtk4"]) -> String {
        for name in ["study/p1", "study/p2"] { try? FileManager.default.createDirectory(atPath: files.file(name), withIntermediateDirectories: true) }
        let list = conditions.map { #"{"name":"\#($0)","tuning":{"longPressSeconds":0.5}}"# }.joined(separator: ",")
        files.write(#"{"format":"reorder-study","version":1,"seed":12,"tasksPerBlock":3,"practiceTasks":1,"#
                    + #""viewport":{"width":480,"height":800},"conditions":[\#(list)]}"#, to: "study/study.json")
        let t = Self.task
        files.write(t("p1", 0, "practice", 1, 7.0, .done, 1, [:])
                    + t("p1", 1, "ios", 1, 2.0, .done, 1, [:]) + t("p1", 1, "ios", 2, 2.5, .done, 1, [:]) + t("p1", 1, "ios", 3, 3.0, .done, 1, [:])
                    + t("p1", 2, "android", 1, 2.5, .done, 1, [:]) + t("p1", 2, "android", 2, 3.0, .done, 2, [.falseLift: 1])
                    + t("p1", 2, "android", 3, 3.5, .done, 1, [:])
                    + t("p1", 3, "gtk4", 1, 4.0, .done, 1, [:]) + t("p1", 3, "gtk4", 2, 5.0, .done, 1, [:])
                    + t("p1", 3, "gtk4", 3, 9.0, .skipped, 3, [.missedLift: 2]), to: "study/p1/tasks.jsonl")
        let cut = String(t("p2", 3, "gtk4", 1, 4.0, .done, 1, [:]).prefix(60))
        files.write(t("p2", 1, "android", 1, 2.0, .done, 3, [.missedLift: 2]) + t("p2", 1, "android", 2, 2.5, .done, 1, [:])
                    + t("p2", 1, "android", 3, 3.0, .done, 1, [:])
                    + t("p2", 2, "ios", 1, 1.5, .done, 1, [:]) + t("p2", 2, "ios", 2, 2.0, .done, 1, [:]) + t("p2", 2, "ios", 3, 2.5, .done, 1, [:])
                    + cut, to: "study/p2/tasks.jsonl")
        // Stand-ins for the blocks' recordings: sample traces, labelled with intent marks.
        let labelled = (try? String(contentsOfFile: SampleTraces.path("drag-down"), encoding: .utf8)) ?? ""
        for name in ["p1/block-0-practice", "p1/block-1-ios", "p1/block-2-android", "p1/block-3-gtk4", "p2/block-1-android", "p2/block-2-ios"] {
            files.write(labelled, to: "study/\(name).trace.jsonl")
        }
        return files.file("study")
    }

    /// The line's words, so the table is compared cell by cell whatever its padding.
    static func cells(_ line: String) -> [String] { line.split(separator: " ").map(String.init) }

    @Test func theReportAsAPersonReadsIt() throws {
        let study = writeStudy()
        let result = runCLI(["study-report", study])
        #expect(result.status == 0)
        #expect(result.err.count == 1 && result.err[0].hasPrefix(study + "/p2/tasks.jsonl:7: warning: the last line is cut short"),
                "\(result.err)")
        let out = result.out.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(out[0] == "study: 2 participants (p1, p2), 3 conditions (ios, android, gtk4), 15 condition tasks (practice not counted)")
        #expect(Self.cells(out[2]) == ["condition", "done", "skipped", "median", "time", "[95%", "CI]", "errors/task", "falseLift", "missedLift",
                                       "lostTap", "wrongTap", "wrongDrop", "presses/task"])
        // The intervals are the bootstrap's; the rest is worked out above.
        let ios = Self.cells(out[3]), android = Self.cells(out[4]), gtk4 = Self.cells(out[5])
        #expect(ios.prefix(5) == ["ios", "6", "0", "2.25", "s"] && ios.suffix(7) == ["0.00", "0", "0", "0", "0", "0", "1.00"])
        #expect(android.prefix(5) == ["android", "6", "0", "2.75", "s"] && android.suffix(7) == ["0.50", "1", "2", "0", "0", "0", "1.50"])
        #expect(gtk4.prefix(5) == ["gtk4", "2", "1", "4.50", "s"])
        #expect(gtk4.suffix(7) == ["0.67", "0", "2", "0", "0", "0", "1.67"])
        let text = out.joined(separator: "\n")
        #expect(text.contains("""
              ios vs android
                time: ios is faster than android by 0.50 s per task (95% CI 0.50 to 0.50; 6 of 6 pairs; sign test p = 0.031)
                errors: no clear difference: ios fewer in 2 of 6 pairs, android in 0, the same in 4; ios - android: mean -0.50, 95% CI
            """))
        #expect(text.contains("to 0.00; sign test p = 0.500\n  ios vs gtk4\n    time: not enough pairs (2; at least 5 needed)\n"
                              + "    errors: not enough pairs (3; at least 5 needed)\n  android vs gtk4\n    time: not enough pairs (2; at least 5 needed)"))
        #expect(text.contains("  p1: ios (2.50 s; android 3.00 s, gtk4 4.50 s)\n  p2: ios (2.00 s; android 2.50 s)"))
        #expect(out.suffix(3) == [
            "  p1: reorder-lab tune \(study)/p1/*.trace.jsonl --long-press 0.2:1.0:0.1 --movement 2:20:2",
            "  p2: reorder-lab tune \(study)/p2/*.trace.jsonl --long-press 0.2:1.0:0.1 --movement 2:20:2",
            "  all: reorder-lab tune \(study)/p1/*.trace.jsonl \(study)/p2/*.trace.jsonl --long-press 0.2:1.0:0.1 --movement 2:20:2",
        ])
        #expect(runCLI(["study-report", study]).out == result.out, "the same report every run")
    }

    @Test func theTuneLineItPrintsRunsAsTyped() throws {
        let study = writeStudy()
        let line = try #require(runCLI(["study-report", study]).out.joined(separator: "\n").split(separator: "\n").first { $0.hasPrefix("  p1: reorder-lab") })
        var words = line.dropFirst("  p1: ".count).split(separator: " ").map(String.init)
        #expect(words.prefix(2) == ["reorder-lab", "tune"])
        // The shell's part: the glob, expanded.
        let glob = try #require(words.firstIndex { $0.hasSuffix("/*.trace.jsonl") })
        let folder = String(words[glob].dropLast("/*.trace.jsonl".count))
        words.replaceSubrange(glob...glob, with: files.names(in: "study/p1").filter { $0.hasSuffix(".trace.jsonl") }.map { folder + "/" + $0 })
        let tune = runCLI(Array(words.dropFirst()))
        #expect(tune.status == 0, "\(tune.err)")
        #expect(tune.out.contains { $0.hasPrefix("4 traces") }, "\(tune.out.prefix(3))")
    }

    @Test func theJSONHasEveryFigureUnderStableKeys() throws {
        let study = writeStudy()
        let result = runCLI(["study-report", study, "--json"])
        #expect(result.status == 0 && result.out.count == 1)
        guard case .object(let report) = try JSONValue(document: Array(result.out[0].utf8), name: "out") else {
            Issue.record("not an object: \(result.out)")
            return
        }
        #expect(report.keys.sorted() == ["comparisons", "conditions", "format", "participants", "pooled", "tune", "version"])
        guard case .array(let conditions)? = report["conditions"], case .object(let android) = conditions[1] else {
            Issue.record("conditions")
            return
        }
        #expect(android["name"] == .string("android") && android["medianSeconds"] == .number(2.75) && android["errorsPerTask"] == .number(0.5))
        #expect(android["errors"] == .object(["falseLift": .number(1), "missedLift": .number(2), "lostTap": .number(0), "wrongTap": .number(0),
                                              "wrongDrop": .number(0)]))
        guard case .array(let comparisons)? = report["comparisons"], case .object(let first) = comparisons[0],
              case .object(let time)? = first["time"], case .object(let last) = comparisons[2], case .object(let tooFew)? = last["time"] else {
            Issue.record("comparisons")
            return
        }
        #expect(time["better"] == .string("ios") && time["difference"] == .number(-0.5) && time["statistic"] == .string("median") && time["pairs"] == .number(6))
        #expect(time["interval"] == .array([.number(-0.5), .number(-0.5)]) && time["signTestP"] == .number(0.03125))
        #expect(tooFew["enoughPairs"] == .bool(false) && tooFew["better"] == .null && tooFew["signTestP"] == .null)
        // Keys are written sorted: the same object text every run.
        #expect(result.out[0].hasPrefix(#"{"comparisons":[{"a":"ios","b":"android","errors":{"#))
    }

    @Test func thePictureIsWrittenBesideTheText() throws {
        let study = writeStudy()
        let png = files.file("study.png")
        let result = runCLI(["study-report", study, "--png", png])
        #expect(result.status == 0 && result.out.first?.hasPrefix("study: 2 participants") == true)
        let image = try PixelImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(image.width >= 800 && image.height >= 200)
    }

    @Test func oneParticipantsFolderOrSeveralFoldersPooled() {
        let study = writeStudy()
        let alone = runCLI(["study-report", study + "/p2"])
        #expect(alone.status == 0)
        #expect(alone.out.first?.hasPrefix("study: 1 participant (p2), 3 conditions (ios, android, gtk4), 6 condition tasks") == true,
                "the order from the study's study.json")
        let pooled = runCLI(["study-report", study + "/p1", study + "/p2"])
        #expect(pooled.out == runCLI(["study-report", study]).out)
    }

    @Test func exitStatusesAsTheREADMESays() {
        let study = writeStudy()
        let none = runCLI(["study-report"])
        #expect(none.status == 64 && none.err.first?.hasPrefix("reorder-lab study-report: ") == true)
        #expect(runCLI(["study-report", study, "--png", files.file("x.jpg")]).status == 64)
        #expect(runCLI(["study-report", study, "--json=yes"]).status == 64)
        let missing = runCLI(["study-report", files.file("nowhere")])
        #expect(missing.status == 1 && missing.out.isEmpty)
        #expect(missing.err == [files.file("nowhere") + ":1: cannot open: No such file or directory"])
        let empty = files.file("empty")
        try? FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        #expect(runCLI(["study-report", empty]).status == 1)
        #expect(runCLI(["study-report", study, "--png", files.file("no/such/dir/x.png")]).status == 1)

        // A malformed line (not the last) is exit 2 with FILE:LINE:, nothing on standard output.
        let tasks = study + "/p1/tasks.jsonl"
        let lines = (try? String(contentsOfFile: tasks, encoding: .utf8))!.split(separator: "\n").map(String.init)
        files.write(([lines[0], lines[1].replacingOccurrences(of: #""seconds":2"#, with: #""seconds":-2"#)] + lines[2...]).joined(separator: "\n") + "\n",
                    to: "study/p1/tasks.jsonl")
        let bad = runCLI(["study-report", study])
        #expect(bad.status == 2 && bad.out.isEmpty)
        #expect(bad.err.last == tasks + ":2: `seconds` must be a number >= 0")
    }

    @Test func helpSaysWhatItReads() {
        let help = runCLI(["study-report", "--help"])
        #expect(help.status == 0)
        #expect(help.out.joined().contains("usage: reorder-lab study-report DIR... [--json] [--png FILE]"))
        #expect(runCLI(["--help"]).out.joined().contains("reorder-lab study-report DIR... [--json] [--png FILE]"))
    }

    /// A grid study's folder reopens as a grid: the report reads it, and its recordings re-judged in
    /// the grid agree with its tasks.jsonl.
    @Test func aGridStudysFolderIsReportedAndItsRecordingsReplayInTheGrid() throws {
        let definition = StudyDefinition(seed: 4, tasksPerBlock: 3, practiceTasks: 0, viewport: Size(width: 480, height: 704),
                                         conditions: try StudyCondition.presets("ios,android"), layout: .grid)
        let folder = try StudyFolder.open(files.file("grid"), asking: definition)
        var person = ScriptedPerson()
        #expect(try HeadlessStudy.run(folder: folder, participant: "p1", person: &person))
        let result = runCLI(["study-report", files.file("grid")])
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        #expect(result.out.joined(separator: "\n").contains("study: 1 participant (p1), 2 conditions (ios, android), 6 condition tasks"))
        let reopened = try StudyFolder.open(files.file("grid"), asking: definition)
        #expect(reopened.definition.layout == .grid)
        #expect(try reopened.checkRecordings(of: reopened.participant("p1")) == [])
    }
}
