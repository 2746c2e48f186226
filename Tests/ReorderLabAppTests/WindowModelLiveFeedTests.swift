import Foundation
import ReorderKit
import ReorderSession
import Testing
@testable import ReorderLabApp
@testable import ReorderTrace
@testable import ReorderSDL
import TestSupport

/// The live feed in the window's model: `n` starts and stops it, its edits are fed before each frame
/// and recorded (the recording replays to the live result), and what it changed is lit, then fades.
@Suite struct WindowModelLiveFeedTests {
    static func window(_ path: String) throws -> LiveTuningTests.Window {
        var window = try LiveTuningTests.Window(path: path, tuning: Tuning())
        window.model.liveFeedOptions = (seed: 1, periodSeconds: 0.5)
        return window
    }

    @Test func nStartsTheFeedItsEditsAreRecordedAndLitAndNStopsIt() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("feed.trace.jsonl")
        var window = try Self.window(path)
        window.frames(from: 0, to: 1)
        #expect(window.model.liveFeed?.isRunning == nil, "made at its first start")
        #expect(window.model.session.engine.order.count == LiveTuningTests.rows.count, "no feed before n")
        window.key("n", at: 1.01)
        #expect(window.model.liveFeed?.isRunning == true)
        window.frames(from: 1.02, to: 1.52)
        #expect(window.model.session.engine.order.first == "feed-1", "an insert at the top a period after n")
        #expect(window.model.feedHighlights.lit["feed-1"] != nil)
        // A drag while the feed runs: row r3 (y 180..240 before the inserts; anchoring keeps it there).
        window.live(.down(LiveTuningTests.finger, Point(x: 100, y: 210)), at: 1.53)
        window.frames(from: 1.54, to: 2.2)
        for (i, y) in stride(from: 220.0, to: 420, by: 20).enumerated() {
            window.live(.move(LiveTuningTests.finger, Point(x: 100, y: y)), at: 2.21 + Double(i) * 0.05)
            window.frame(at: 2.22 + Double(i) * 0.05)
        }
        window.live(.up(LiveTuningTests.finger, Point(x: 100, y: 400)), at: 2.8)
        window.frames(from: 2.81, to: 4)
        #expect(window.model.feedHighlights.lit["feed-1"] == nil, "faded after 1.2 s and forgotten")
        window.key("n", at: 4.01)
        #expect(window.model.liveFeed?.isRunning == false)
        let stopped = window.model.session.engine.order
        window.frames(from: 4.02, to: 6)
        #expect(window.model.session.engine.order == stopped, "no edit after the second n")
        let live = window.finish()
        #expect(live.edits >= 5 && live.drags == 1, "\(live)")
        let lines = LiveTuningTests.lines(path)
        #expect(lines.contains { $0.contains("\"type\":\"insert\"") })
        let replayed = try Replay.run(path: path)
        #expect(replayed == live)
    }

    @Test func aDeletedRowOnScreenIsMarkedWhereItWasAndFades() {
        var feed = FeedHighlights()
        let engine = Engine(rows: LiveTuningTests.rows, viewport: Size(width: 400, height: 600))
        feed.note(.delete(ids: ["r2"]), before: engine, at: 1)
        #expect(feed.gone.map(\.top) == [120])
        #expect(FeedHighlights.strength(since: 1, at: 1) == 1)
        #expect(FeedHighlights.strength(since: 1, at: 1 + FeedHighlights.fadeSeconds) == 0)
        feed.prune(at: 1 + FeedHighlights.fadeSeconds)
        #expect(feed.isEmpty)
    }
}
