import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderTrace
import TestSupport

/// A frame's `presented` (docs/trace-format.md, "Events: more rules"): read, written back, checked,
/// and never seen by the engine.
struct FramePresentedTests {
    private func read(_ lines: [String]) throws(TraceError) -> [TimedEvent] {
        let text = ([TraceText.header] + lines).map { $0 + "\n" }.joined()
        return try TraceReader(bytes: Array(text.utf8), name: "p.jsonl").readRemaining()
    }

    private func message(_ lines: [String]) -> String? {
        do throws(TraceError) {
            _ = try read(lines)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func presentedRoundTripsThroughTheWriter() throws {
        let events = try read([#"{"t":0.016,"type":"frame","presented":0.0412}"#, #"{"t":0.033,"type":"frame"}"#])
        #expect(events.map(\.presented) == [0.0412, nil])
        let written = events.map(TraceWriter.eventLine)
        #expect(written == [#"{"t":0.016,"type":"frame","presented":0.0412}"#, #"{"t":0.033,"type":"frame"}"#])
        #expect(try read(written) == events)
    }

    @Test func presentedEqualToTIsAllowedAndLaterLinesMayGoBelowIt() throws {
        let events = try read([#"{"t":1,"type":"frame","presented":1}"#, #"{"t":1,"type":"frame","presented":1.5}"#,
                               #"{"t":1.2,"type":"frame"}"#])
        #expect(events.map(\.presented) == [1, 1.5, nil])
    }

    @Test func presentedBeforeItsFrameIsMalformed() {
        #expect(message([#"{"t":2.5,"type":"frame","presented":2.49}"#])
                == #"p.jsonl:2: key "presented" must be >= the frame's t 2.5, got 2.49"#)
    }

    @Test func presentedThatIsNotAFiniteNumberIsMalformed() {
        #expect(message([#"{"t":1,"type":"frame","presented":null}"#]) == #"p.jsonl:2: key "presented" must be a number, got null"#)
        #expect(message([#"{"t":1,"type":"frame","presented":"1.2"}"#]) == #"p.jsonl:2: key "presented" must be a number, got a string"#)
        #expect(message([#"{"t":1,"type":"frame","presented":1e999}"#])?.hasPrefix("p.jsonl:2: non-finite number") == true)
        #expect(message([#"{"t":1,"type":"frame","presented":1,"presented":2}"#])?.contains("duplicate key \"presented\"") == true)
    }

    @Test func presentedOnAnotherTypeIsIgnoredLikeAnyUnusedKey() throws {
        let events = try read([#"{"t":1,"type":"mark","label":"x","presented":0}"#])
        #expect(events == [TimedEvent(t: 1, .mark("x"))])
    }

    /// Every sample's frames given a `presented` 30 ms after their `t`: the same result, hash included.
    @Test(arguments: ["drag-down", "quick-pan", "autoscroll-bottom", "grid-drag", "sections-swap-across"])
    func aTraceWithPresentedReplaysToTheSameHash(_ name: String) throws {
        let path = SampleTraces.path(name)
        let (header, events) = try TraceReader.readAll(path: path)
        let presented = events.map { event in
            var event = event
            if event.event == .frame { event.presented = event.t + 0.03 }
            return event
        }
        #expect(presented.contains { $0.presented != nil })
        let text = ([TraceWriter.headerLine(header)] + presented.map(TraceWriter.eventLine)).map { $0 + "\n" }.joined()
        let reread = try TraceReader(bytes: Array(text.utf8), name: name)
        let reheader = reread.header, reevents = try reread.readRemaining()
        #expect(reevents == presented)
        let plain = try Replay.run(path: path)
        let measured = try Replay.run(header: reheader, events: reevents, file: name)
        #expect(measured == plain)
        #expect(measured.stateHash == plain.stateHash)
    }
}
