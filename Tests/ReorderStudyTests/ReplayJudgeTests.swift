import Testing
import ReorderKit
import ReorderTrace
import TestSupport
@testable import ReorderStudy

/// The judge re-run over recordings of every layout: each replays in the engine of its own layout,
/// so a tap lands on the row the person saw and a row is visible where that layout draws it.
@Suite struct ReplayJudgeTests {
    static func line(_ t: Double, mark label: String) -> String { #"{"t":\#(t),"type":"mark","label":"\#(label)"}"# }

    /// A tap on the row at (x, y): down, and up a tenth of a second later (no long press).
    static func tap(at t: Double, x: Double, y: Double) -> [String] {
        [#"{"t":\#(t),"type":"down","pointer":"touch","id":1,"x":\#(x),"y":\#(y)}"#,
         #"{"t":\#(t + 0.1),"type":"up","pointer":"touch","id":1,"x":\#(x),"y":\#(y)}"#]
    }

    static func judge(_ lines: [String]) throws -> ReplayJudge {
        let directory = TemporaryDirectory()
        let path = directory.write(lines.joined(separator: "\n") + "\n", to: "block-1-ios.trace.jsonl")
        return try ReplayJudge.run(path: path, participant: "p1", condition: "ios", recording: "block-1-ios.trace.jsonl")
    }

    /// Fruit's header 0-28, apples 28-72, pears 72-116: y = 100 is pears (in a plain list, carrots).
    @Test func aSectionedRecordingIsJudgedInTheSectionsItShowed() throws {
        let header = #"{"format":"reorder-trace","version":1,"viewport":{"width":400,"height":600},"layout":{"kind":"sections","headerHeight":28},"#
            + #""sections":[{"id":"fruit","title":"Fruit"},{"id":"veg","title":"Vegetables"}],"rows":[{"id":"apples","height":44,"section":"fruit"},"#
            + #"{"id":"pears","height":44,"section":"fruit"},{"id":"carrots","height":44,"section":"veg"}],"#
            + #""tuning":{"longPressSeconds":0.5,"allowableMovement":10}}"#
        let judged = try Self.judge([header, Self.line(0.5, mark: "task:start id=1.1 kind=tap row=pears far=0 distance=0 text=Tap Pears"),
                                     Self.line(1, mark: "intent:tap")] + Self.tap(at: 1, x: 200, y: 100)
                                    + [Self.line(1.1, mark: "task:done id=1.1")])
        #expect(judged.disagreements == [])
        let record = try #require(judged.records.first)
        #expect(judged.records.count == 1)
        #expect(record.outcome == .done && record.errors == [:] && record.presses == 1)
    }

    /// A grid scrolling sideways, 120 pt items 12 pt apart from an inset of 12: two items a column,
    /// App 5 at x 276-396 (y 12-132), App 7 at x 408-528, past the 480 pt viewport though its y is inside:
    /// the scroll task on it is not done after the frames (judged by y, it was, and the recording went on).
    @Test func aGridRecordingIsJudgedInTheGridItShowedAlongItsScrollAxis() throws {
        let items = (1...8).map { #"{"id":"h\#($0)","width":120,"height":120}"# }.joined(separator: ",")
        let header = #"{"format":"reorder-trace","version":1,"viewport":{"width":480,"height":300},"#
            + #""layout":{"kind":"grid","inset":12,"itemSpacing":12,"lineSpacing":12,"scrollDirection":"horizontal"},"#
            + #""rows":[\#(items)],"tuning":{"longPressSeconds":0.5,"allowableMovement":10}}"#
        let judged = try Self.judge([header, Self.line(0.5, mark: "task:start id=1.1 kind=tap row=h5 far=0 distance=0 text=Tap App 5"),
                                     Self.line(1, mark: "intent:tap")] + Self.tap(at: 1, x: 336, y: 72)
                                    + [Self.line(1.1, mark: "task:done id=1.1"),
                                       Self.line(1.5, mark: "task:start id=1.2 kind=scroll row=h7 far=0 distance=2 text=Scroll to App 7"),
                                       #"{"t":1.6,"type":"frame"}"#, #"{"t":1.7,"type":"frame"}"#, Self.line(2, mark: "task:skipped id=1.2")])
        #expect(judged.disagreements == [])
        #expect(judged.records.map(\.outcome) == [.done, .skipped])
        #expect(judged.records.first?.errors == [:])
        #expect(judged.records.first?.presses == 1)
    }
}
