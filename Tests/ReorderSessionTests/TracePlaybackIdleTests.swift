import ReorderKit
import Testing
@testable import ReorderSession
@testable import ReorderTrace

/// A replay in the window does not wait out a trace's long pauses: a trace that starts at t = 1e9 s
/// (or pauses for 1e300 s) waited that long in the window before anything happened.
@Suite struct TracePlaybackIdleTests {
    static func playback(_ times: [Double], speed: Double = 1) -> TracePlayback {
        TracePlayback(file: "t.jsonl", header: TraceHeader(viewport: Size(width: 480, height: 800), rows: .demo(count: 5, seed: 1)),
                      events: times.map { TimedEvent(t: $0, .frame) }, speed: speed)
    }

    static func times(_ slice: ArraySlice<TimedEvent>) -> [Double] { slice.map(\.t) }

    @Test func aTraceStartingAt1e9PlaysAfterAtMostTheIdleLimit() {
        var p = Self.playback([1e9, 1e9 + 0.5, 1e9 + 1])
        #expect(Self.times(p.due(atWallTime: 0.99)) == [])
        #expect(Self.times(p.due(atWallTime: TracePlayback.idleLimit)) == [1e9])
        #expect(p.traceTime == 1e9)
        // After the first line the trace keeps its own pace.
        #expect(Self.times(p.due(atWallTime: 1.49)) == [])
        #expect(Self.times(p.due(atWallTime: 1.5)) == [1e9 + 0.5])
        #expect(p.traceTime == 1e9 + 0.5)
        #expect(Self.times(p.due(atWallTime: 2)) == [1e9 + 1])
        #expect(p.isFinished)
    }

    @Test func aPauseOf1e300SecondsPlaysAsTheIdleLimit() {
        var p = Self.playback([0, 0.5, 1e300, 1e300])
        #expect(Self.times(p.due(atWallTime: 0.5)) == [0, 0.5])
        #expect(Self.times(p.due(atWallTime: 1.2)) == [])
        #expect(p.traceTime == 1.2, "inside the pause trace time runs on")
        #expect(Self.times(p.due(atWallTime: 1.5)) == [1e300, 1e300])
        #expect(p.traceTime == 1e300)
    }

    @Test func shortPausesPlayInFullAndSpeedScalesTheLimit() {
        var p = Self.playback([0, 0.9, 1.8], speed: 2)
        #expect(Self.times(p.due(atWallTime: 0.44)) == [0])
        #expect(Self.times(p.due(atWallTime: 0.45)) == [0.9])
        var q = Self.playback([0, 100], speed: 2)
        #expect(Self.times(q.due(atWallTime: 0.49)) == [0])
        #expect(Self.times(q.due(atWallTime: 0.5)) == [100], "a 1 s limit at 2x plays in 0.5 s")
    }
}
