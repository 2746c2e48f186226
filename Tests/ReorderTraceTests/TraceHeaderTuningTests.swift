import Testing
import ReorderKit
@testable import ReorderTrace
import TestSupport

/// What a header's tuning means: its values over the format's defaults (`TraceHeader.makeTuning`).
@Suite struct TraceHeaderTuningTests {
    /// A slow pan: down, then 60 pt up over half a second, held still before the finger lifts (no coast).
    static func pan(tuning: String?) throws -> ReplayResult {
        var trace = TraceBuilder(tuning: tuning)
        trace.down(0, y: 300)
        for step in 1...10 { trace.move(Double(step) * 0.05, y: 300 - Double(step) * 6) }
        trace.up(1, y: 240)
        let reader = try TraceReader(bytes: Array(trace.text(until: 1.2).utf8), name: "pan")
        return try Replay.run(header: reader.header, events: try reader.readRemaining(), file: "pan")
    }

    @Test func aHeaderThatDoesNotNamePanStartMeansDown() throws {
        let header = TraceHeader(viewport: Size(width: 320, height: 480), rows: .explicit([Row(id: "a", height: 44)]))
        #expect(try header.makeTuning().panStart == .down)
        #expect(try header.makeTuning() == Tuning.formatDefault(for: .list))
        var slop = header
        slop.tuning = ["panStart": .string("slop")]
        #expect(try slop.makeTuning().panStart == .slop)
    }

    @Test func aPanInATraceWithoutPanStartReplaysAsRecordedBeforeTheNameExisted() throws {
        let unnamed = try Self.pan(tuning: #"{"longPressSeconds":0.5}"#)
        let down = try Self.pan(tuning: #"{"longPressSeconds":0.5,"panStart":"down"}"#)
        let slop = try Self.pan(tuning: #"{"longPressSeconds":0.5,"panStart":"slop"}"#)
        #expect(unnamed == down)
        // From the down point the content follows all 60 pt; from the slop circle, 10 pt less.
        #expect(down.scrollOffset == 60 && slop.scrollOffset == 50)
    }

    @Test func aGridHeaderStillMeansTheCollectionLook() throws {
        let header = TraceHeader(viewport: Size(width: 320, height: 480), rows: .explicit([Row(id: "a", height: 44, width: 50)]),
                                 layout: .grid(GridStyle(inset: 0, itemSpacing: 0, lineSpacing: 0)))
        let tuning = try header.makeTuning()
        #expect(tuning.dragStyle == .collection && tuning.dropAnimationSeconds == 0.4 && tuning.panStart == .down)
    }
}
