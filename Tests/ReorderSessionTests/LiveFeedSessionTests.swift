import Foundation
import ReorderKit
import Testing
@testable import ReorderSession
@testable import ReorderTrace
import TestSupport

private let touch = PointerID(.touch, 1)

/// A live session with the feed running while a finger drags: the feed's edits are fed and recorded
/// as edit lines, and a headless replay of the recording is the live result, stateHash included,
/// in a list, sections and a grid.
@Suite struct LiveFeedSessionTests {
    /// Records a session over `header`'s engine: the feed every 0.3 s, frames every 16 ms, and a
    /// press held on (100, 120), dragged down and back up over 6 s, twice; returns the live result.
    struct Session: EngineTask {
        let path: String
        let header: TraceHeader
        /// Seconds the finger rests before it moves: a long press, or next to nothing where the
        /// header lifts by distance (a grid: an insert at the top reflows the items, and an item
        /// that moves under a press cancels it, rule 6, so a held press rarely outlasts the feed).
        let restSeconds: Double

        mutating func run<Layout: ReorderLayout>(_ engine: ReorderEngine<Layout>) throws(TraceError) -> ReplayResult {
            var live = LiveSession(engine: engine, recorder: try SessionRecorder(path: path, header: header), stateStore: nil)
            var feed = LiveFeed(seed: 5, periodSeconds: 0.3, engine: engine)
            feed.start(at: 0)
            var t = 0.0
            for drag in 0..<2 {
                let start = Double(drag) * 6
                live.feed(.down(touch, Point(x: 100, y: 120)), at: start + 0.01)
                for i in 1...350 {
                    t = start + Double(i) * 0.016
                    _ = live.feedEdits(from: &feed, upTo: t)
                    if t > start + restSeconds {
                        let y = 120 + 250 * sin((t - start - restSeconds) * 1.2)
                        live.feed(.move(touch, Point(x: 100 + (t - start) * 10, y: y)), at: t)
                    }
                    live.feed(.frame, at: t)
                    live.endFrame()
                }
                live.feed(.up(touch, Point(x: 150, y: 200)), at: t + 0.005)
            }
            return live.finish()
        }
    }

    static let headers: [TraceHeader] = {
        let viewport = Size(width: 400, height: 600)
        let list = TraceHeader(viewport: viewport, rows: .explicit(DemoList.rows(count: 30, seed: 2)))
        let sections = TraceHeader(viewport: viewport, rows: .explicit(DemoList.sectionedRows(count: 30, seed: 2)),
                                   layout: .sections(headerHeight: 28, sections: DemoList.sections))
        let items = (0..<40).map { Row(id: "t\($0)", height: 100, width: 100) }
        let grid = TraceHeader(viewport: viewport, rows: .explicit(items),
                               layout: .grid(GridStyle(inset: 10, itemSpacing: 10, lineSpacing: 10)),
                               tuning: ["activation": .string("distance")])
        return [list, sections, grid]
    }()

    @Test(arguments: 0..<3)
    func theFeedsEditsAreRecordedAndTheRecordingReplaysToTheLiveResult(_ which: Int) throws {
        let header = Self.headers[which]
        let directory = TemporaryDirectory()
        let path = directory.file("feed.trace.jsonl")
        var session = Session(path: path, header: header, restSeconds: which == 2 ? 0.02 : 0.7)
        let live = try header.withEngine(file: path, &session)
        let text = try #require(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) })
        #expect(text.contains("\"type\":\"insert\"") && text.contains("\"type\":\"delete\""))
        #expect(live.edits >= 30, "an edit every 0.15 s on average over 12 s: \(live.edits)")
        #expect(live.drags >= 1, "the finger dragged a row while the feed ran")
        let replayed = try Replay.run(path: path)
        #expect(replayed.stateHash == live.stateHash)
        #expect(replayed == live)
    }
}
