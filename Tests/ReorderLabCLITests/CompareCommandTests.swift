import Foundation
import Testing
import ReorderKit
import ReorderTrace
import ReorderPlot
@testable import ReorderAnalysis
import TestSupport

/// `reorder-lab compare` on the sample traces, every expectation worked out by hand from the trace
/// lines (frames every 1/60 s):
///
/// drag-down: down on milk at 0.1 (180, 22), moves to (182, 24) at 0.3 (2.8 pt), to (182, 39) at
/// 0.75 (17.1 pt), then down the list; up at 1.2. ios: within 10 pt at the 0.6 deadline: lift at
/// 0.6, milk 0 -> 2. gnome-shell: deadline 0.3, 2.8 pt < 8: lift at 0.3. hello-pangea: deadline
/// 0.22, no move before it: lift at 0.22. qt: deadline 0.9, but 17.1 pt > 10 at 0.75: pan at 0.75,
/// nothing moves.
///
/// tap: down on eggs at 0.1 (180, 66), move to (181, 67) at 0.2 (1.4 pt), up at 0.22. ios,
/// gnome-shell (deadline 0.3) and qt: tap at 0.22. hello-pangea allows no movement: pan at 0.2.
@Suite struct CompareCommandTests {
    let files = TemporaryDirectory()

    func run(_ arguments: [String]) -> (status: Int32, out: String, err: [String]) {
        let result = runCLI(["compare"] + arguments)
        return (result.status, result.out.joined(separator: "\n"), result.err)
    }

    static let presets: [TuningPreset] = [.ios, .gnomeShell, .helloPangea, .qt]

    @Test func eachPressUnderEachPresetAsWorkedOutByHand() throws {
        let comparison = try PresetComparison.run(paths: [SampleTraces.path("drag-down"), SampleTraces.path("tap")], presets: Self.presets)
        let drag = comparison.traces[0], tap = comparison.traces[1]
        #expect(drag.presses.count == 1 && tap.presses.count == 1)
        #expect(drag.presses[0].rowID == "milk" && drag.presses[0].t == 0.1 && drag.presses[0].intent == .reorder)
        #expect(drag.presses[0].decisions == [PresetDecision(outcome: "lift", t: 0.6), PresetDecision(outcome: "lift", t: 0.3),
                                              PresetDecision(outcome: "lift", t: 0.22), PresetDecision(outcome: "pan", t: 0.75)])
        #expect(drag.results.map { $0.moves.map { "\($0.id) \($0.from) -> \($0.to)" } } == [["milk 0 -> 2"], ["milk 0 -> 2"], ["milk 0 -> 2"], []])
        #expect(tap.presses[0].decisions == [PresetDecision(outcome: "tap", t: 0.22), PresetDecision(outcome: "tap", t: 0.22),
                                             PresetDecision(outcome: "pan", t: 0.2), PresetDecision(outcome: "tap", t: 0.22)])
        #expect(drag.presses[0].differs && tap.presses[0].differs)

        let summaries = comparison.summaries
        #expect(summaries.map(\.lifts) == [1, 1, 1, 0] && summaries.map(\.pans) == [0, 0, 1, 1] && summaries.map(\.taps) == [1, 1, 0, 1])
        #expect(summaries.map(\.moves) == [1, 1, 1, 0])
        #expect(summaries.map(\.unlikeFirst) == [0, 1, 2, 1], "gnome-shell lifts sooner; hello-pangea sooner and pans the tap; qt pans the drag")
        #expect(summaries.map(\.score.correct) == [2, 2, 1, 1])
        #expect(summaries[2].score.lostTaps == 1 && summaries[3].score.missedLifts == 1)
        #expect(comparison.labelledPresses == 2)
    }

    @Test(arguments: ["grid-drag", "sections-swap-across", "list-swap", "drag-down"])
    func eachReplayRunsInTheEngineOfTheTracesLayout(name: String) throws {
        // These traces ask for UIKit's numbers, which are the ios preset's: its replay is `replay`'s.
        let comparison = try PresetComparison.run(paths: [SampleTraces.path(name)], presets: [.ios])
        #expect(comparison.traces[0].results[0] == (try Replay.run(path: SampleTraces.path(name))))
    }

    @Test func thePresetsValuesReplaceTheTracesOwnAndOthersStay() throws {
        // The trace asks for 0.3 s in its header and 0.25 s live; under qt both give way to 0.8 s
        // (the still finger lifts at 0.9, not 0.35), under ios to 0.5 s (0.6).
        let header = #"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"rows":[{"id":"a","height":44},{"id":"b","height":44}],"tuning":{"longPressSeconds":0.3,"reorderHysteresis":5}}"#
        let builder = ([header,
            #"{"t":0.05,"type":"tuning","set":{"longPressSeconds":0.25,"keyScrollStep":20}}"#,
            #"{"t":0.1,"type":"down","pointer":"touch","id":1,"x":100,"y":20}"#,
            #"{"t":1.0,"type":"frame"}"#,
            #"{"t":1.1,"type":"up","pointer":"touch","id":1,"x":100,"y":20}"#,
        ]).map { $0 + "\n" }.joined()
        let path = files.write(builder, to: "live.trace.jsonl")
        let comparison = try PresetComparison.run(paths: [path], presets: [.qt, .ios])
        #expect(comparison.traces[0].presses[0].decisions == [PresetDecision(outcome: "lift", t: 0.9), PresetDecision(outcome: "lift", t: 0.6)])
    }

    @Test func aPhysicalLengthFollowsTheHeadersDensity() throws {
        // Firefox allows 0.1 inch: 16 pt at the assumed 160 pt an inch, so the tap's 1.4 pt is a tap;
        // on a display of 0.5 pt a millimetre it is 1.27 pt, and the same finger pans.
        let text = try String(contentsOfFile: SampleTraces.path("tap"), encoding: .utf8)
        let dense = files.write(text.replacingOccurrences(of: #""version":1,"#, with: #""version":1,"pointsPerMillimetre":0.5,"#),
                                to: "coarse.trace.jsonl")
        let comparison = try PresetComparison.run(paths: [SampleTraces.path("tap"), dense], presets: [.firefox])
        #expect(comparison.traces.map { $0.presses[0].decisions[0].outcome } == ["tap", "pan"])
    }

    @Test func textShowsEveryPressEachDecisionAndTheSummary() {
        let result = run([SampleTraces.path("drag-down"), SampleTraces.path("tap"), "--presets", "ios,gnome-shell,hello-pangea,qt"])
        #expect(result.status == 0 && result.err.isEmpty)
        let lines = result.out.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("presets: ios (0.5 s, 10 pt); gnome-shell (0.2 s, 8 pt; mouse by 8 pt); hello-pangea (0.12 s, 0 pt;"))
        #expect(lines.contains { $0.hasSuffix("drag-down.trace.jsonl: 1 press, 1 decided differently") })
        #expect(lines.contains("  * 0.100 touch 1 on milk (meant reorder)"))
        #expect(lines.contains("      qt            pan at 0.750"))
        #expect(lines.contains("      hello-pangea  pan at 0.200"))
        #expect(lines.contains("      qt: nothing moved"))
        #expect(lines.contains("  final order the same under every preset (nothing moved)"))
        #expect(lines.contains { $0.hasPrefix("summary (2 traces, 2 labelled presses)") })
        #expect(lines.contains { $0.split(separator: " ").map(String.init) == ["qt", "1", "1", "0", "0", "0", "0", "1", "1", "1", "0", "0", "0", "1"] })
    }

    @Test func jsonCarriesEveryDecisionAndEachPresetsResult() throws {
        let result = run([SampleTraces.path("tap"), "--presets", "ios,hello-pangea", "--json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any]
        let trace = (object["traces"] as! [[String: Any]])[0]
        let press = (trace["presses"] as! [[String: Any]])[0]
        let decisions = press["decisions"] as! [String: [String: Any]]
        #expect(decisions["ios"]?["outcome"] as? String == "tap" && decisions["hello-pangea"]?["outcome"] as? String == "pan")
        #expect(press["differs"] as? Bool == true && press["intent"] as? String == "tap")
        let results = trace["results"] as! [String: [String: Any]]
        #expect(results["ios"]?["stateHash"] as? String != nil)
        let summary = object["summary"] as! [String: [String: Int]]
        #expect(summary["hello-pangea"]?["lostTaps"] == 1 && summary["ios"]?["correct"] == 1)
    }

    @Test func thePictureHasALanePerPresetWithEachDecisionsColour() throws {
        let png = files.file("c.png")
        let result = run([SampleTraces.path("drag-down"), SampleTraces.path("tap"), "--presets", "ios,qt", "--png", png])
        #expect(result.status == 0, "\(result.err)")
        let image = try PixelImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: png))))
        let comparison = try PresetComparison.run(paths: [SampleTraces.path("drag-down"), SampleTraces.path("tap")], presets: [.ios, .qt])
        let layout = ComparisonTimeline.layout(comparison)
        #expect(image.width == layout.width && image.height == layout.height && layout.lanes.count == 2)
        // drag-down, from its down (0.1 s) to the decision: green (lift) in ios's lane, orange (pan) in qt's.
        let x = layout.x(trace: 0, t: 0.3)
        let middle = { (lane: Int) in layout.lanes[lane].y + layout.lanes[lane].height / 2 }
        #expect(image.count(TraceChart.Style.lift, x: x..<x + 4, y: middle(0)..<middle(0) + 2) > 0)
        #expect(image.count(TraceChart.Style.pan, x: x..<x + 4, y: middle(1)..<middle(1) + 2) > 0)
    }

    @Test func badArguments() {
        for (arguments, message) in [
            (["--presets", "ios"], "expected at least one trace"),
            ([SampleTraces.path("tap")], "--presets"),
            ([SampleTraces.path("tap"), "--presets", "ios,macos"], #"--presets: unknown preset "macos" (known: ios, android"#),
            ([SampleTraces.path("tap"), "--presets", "ios,ios"], #"--presets names "ios" twice"#),
            ([SampleTraces.path("tap"), "--presets", "ios", "--png", "x.jpg"], "--png expects a file name ending in .png"),
        ] {
            let result = run(arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.err.count == 1 && result.err[0].contains(message), "\(result.err)")
        }
        let missing = run([files.file("none.trace.jsonl"), "--presets", "ios"])
        #expect(missing.status == 1 && missing.out.isEmpty)
        let bad = files.write("{\"format\":\"reorder-trace\"}\n", to: "bad.trace.jsonl")
        let malformed = run([bad, "--presets", "ios"])
        #expect(malformed.status == 2 && malformed.err.count == 1 && malformed.err[0].hasPrefix(bad + ":1:"))
        #expect(run(["--help"]).out.contains("usage: reorder-lab compare TRACE... --presets A,B,.."))
    }
}

/// `reorder-lab presets`: every preset of the table, its values and source.
@Suite struct PresetsCommandTests {
    @Test func listsEveryPresetWithItsValuesAndSource() {
        let result = runCLI(["presets"])
        #expect(result.status == 0 && result.err.isEmpty)
        let text = result.out.joined(separator: "\n")
        for preset in TuningPreset.allCases {
            #expect(text.contains("\n" + preset.rawValue + " ") || text.hasPrefix(preset.rawValue + " "), "\(preset)")
            #expect(text.contains(preset.source))
        }
        #expect(text.contains("gnome-shell   0.2 s within 8 pt; mouse lifts past 8 pt"))
        #expect(text.contains("firefox       0.5 s within 16 pt (allowableMovement 0.1 in)"))
    }

    @Test func jsonHasEveryPresetsValues() throws {
        let result = runCLI(["presets", "--json"])
        #expect(result.status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(result.out.joined().utf8)) as! [String: Any]
        let presets = object["presets"] as! [[String: Any]]
        #expect(presets.map { $0["name"] as! String } == TuningPreset.allCases.map(\.rawValue))
        let dndKit = presets.first { $0["name"] as? String == "dnd-kit" }!
        let values = dndKit["values"] as! [String: Any]
        #expect(values["longPressSeconds"] as? Double == 0.25 && values["allowableMovement"] as? Double == 5)
        #expect((values["mouse"] as? [String: Any])?["activationDistance"] as? Double == 5)
        #expect(Set(values.keys) == Set(TuningPreset.keys))
        #expect(object["assumedPointsPerMillimetre"] as? Double == 160 / 25.4)
    }

    @Test func helpAndBadArguments() {
        #expect(runCLI(["presets", "--help"]).out.joined().contains("usage: reorder-lab presets [--json]"))
        let stray = runCLI(["presets", "ios"])
        #expect(stray.status == 64 && stray.err.count == 1)
    }
}

/// With the header's `pointsPerMillimetre`, `info` and `tune` give millimetres beside points.
@Suite struct MillimetresBesidePointsTests {
    let files = TemporaryDirectory()

    func dragDown(pointsPerMillimetre: String?) throws -> String {
        let text = try String(contentsOfFile: SampleTraces.path("drag-down"), encoding: .utf8)
        guard let pointsPerMillimetre else { return files.write(text, to: "plain.trace.jsonl") }
        return files.write(text.replacingOccurrences(of: #""version":1,"#, with: #""version":1,"pointsPerMillimetre":"# + pointsPerMillimetre + ","),
                           to: "dense.trace.jsonl")
    }

    @Test func infoGivesMillimetresWhenTheDensityIsKnown() throws {
        let dense = runCLI(["info", try dragDown(pointsPerMillimetre: "6.3")]).out.joined(separator: "\n")
        #expect(dense.contains("density: 6.30 pt/mm (pointsPerMillimetre): millimetres beside points"))
        // 2.8 pt / 6.3 = 0.45 mm; 10 pt / 6.3 = 1.59 mm.
        #expect(dense.contains("lift after 0.50 s within 2.8 pt = 0.45 mm (allowed 10 pt = 1.59 mm)"))
        let plain = runCLI(["info", try dragDown(pointsPerMillimetre: nil)]).out.joined(separator: "\n")
        #expect(plain.contains("lift after 0.50 s within 2.8 pt (allowed 10 pt)") && !plain.contains("mm"))
    }

    @Test func tuneGivesTheBestMovementInMillimetres() throws {
        let arguments = ["--long-press", "0.4:0.6:0.1", "--movement", "8:10:2"]
        let dense = runCLI(["tune", try dragDown(pointsPerMillimetre: "8")] + arguments).out
        #expect(dense.contains("best allowableMovement 8.0 pt = 1.00 mm at 8.00 pt/mm (the traces' pointsPerMillimetre)"))
        let plain = runCLI(["tune", try dragDown(pointsPerMillimetre: nil)] + arguments).out
        #expect(!plain.joined().contains(" mm"))
    }
}
