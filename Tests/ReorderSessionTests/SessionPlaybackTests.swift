import ReorderKit
import Testing
@testable import ReorderSession
@testable import ReorderTrace
import TestSupport

private let header = TraceHeader(viewport: Size(width: 480, height: 800), rows: .demo(count: 10, seed: 1))

/// Frames every 0.5 s from 0 to 2 s.
private let frames = stride(from: 0.0, through: 2.0, by: 0.5).map { TimedEvent(t: $0, .frame) }

private func playback(_ events: [TimedEvent] = frames, speed: Double = 1) -> TracePlayback {
    TracePlayback(file: "t.jsonl", header: header, events: events, speed: speed)
}

private func times(_ slice: ArraySlice<TimedEvent>) -> [Double] { slice.map(\.t) }

@Suite struct SessionPlaybackTests {
    @Test func atSpeedOneTraceTimeIsWallTime() {
        var p = playback()
        #expect(times(p.due(atWallTime: 0)) == [0])
        #expect(times(p.due(atWallTime: 0.49)) == [])
        #expect(times(p.due(atWallTime: 0.5)) == [0.5])
        #expect(times(p.due(atWallTime: 1.7)) == [1.0, 1.5])
        #expect(!p.isFinished)
        #expect(times(p.due(atWallTime: 2)) == [2.0])
        #expect(p.isFinished)
        #expect(times(p.due(atWallTime: 3)) == [])
    }

    @Test func speedTwoReleasesEventsTwiceAsFast() {
        var p = playback(speed: 2)
        #expect(times(p.due(atWallTime: 0)) == [0])
        #expect(times(p.due(atWallTime: 0.25)) == [0.5])
        #expect(times(p.due(atWallTime: 0.5)) == [1.0])
        #expect(times(p.due(atWallTime: 0.99)) == [1.5])
        #expect(!p.isFinished)
        #expect(times(p.due(atWallTime: 1.0)) == [2.0])
        #expect(p.isFinished)
    }

    @Test func halfSpeedTakesTwiceAsLong() {
        var p = playback(speed: 0.5)
        #expect(times(p.due(atWallTime: 3.9)) == [0, 0.5, 1.0, 1.5])
        #expect(times(p.due(atWallTime: 4)) == [2.0])
    }

    @Test(arguments: [0.25, 1, 3, 1000])
    func everyEventComesOutExactlyOnceInOrder(speed: Double) {
        let events = (0..<500).map { TimedEvent(t: Double($0 / 3) * 0.01, .frame) }  // runs of equal times
        var p = playback(events, speed: speed)
        var random = SplitMix64(seed: UInt64(speed * 100))
        var wall = 0.0
        var out: [TimedEvent] = []
        while !p.isFinished {
            wall += Double(random.next() % 50) / 1000  // frames of 0 to 49 ms, some of them repeated clock readings
            out += p.due(atWallTime: wall)
        }
        #expect(out == events)
    }

    @Test func changingSpeedChangesThePaceWithoutAJump() {
        var p = playback()
        #expect(times(p.due(atWallTime: 1.0)) == [0, 0.5, 1.0])
        p.speed = 2
        #expect(p.traceTime == 1.0)
        #expect(times(p.due(atWallTime: 1.0)) == [], "no jump at the change")
        #expect(times(p.due(atWallTime: 1.25)) == [1.5])
        #expect(p.traceTime == 1.5)
    }

    @Test func wallTimeGoingBackIsIgnored() {
        var p = playback()
        #expect(times(p.due(atWallTime: 1.0)) == [0, 0.5, 1.0])
        #expect(times(p.due(atWallTime: 0.2)) == [])
        #expect(p.traceTime == 1.0)
        #expect(times(p.due(atWallTime: .nan)) == [])
        #expect(times(p.due(atWallTime: 1.5)) == [1.5])
    }

    @Test func progressFollowsTraceTime() {
        var p = playback()
        #expect(p.progress == 0)
        _ = p.due(atWallTime: 0.5)
        #expect(p.progress == 0.25)
        _ = p.due(atWallTime: 1.5)
        #expect(p.progress == 0.75)
        _ = p.due(atWallTime: 2)
        #expect(p.progress == 1)
        #expect(p.duration == 2)

        var empty = playback([])
        #expect(empty.isFinished && empty.progress == 1)
        #expect(empty.due(atWallTime: 1).isEmpty)
    }

    @Test func theRestSkipsToTheEnd() {
        var p = playback()
        _ = p.due(atWallTime: 0.5)
        #expect(times(p.rest()) == [1.0, 1.5, 2.0])
        #expect(p.isFinished && p.progress == 1)
        #expect(p.rest().isEmpty)
    }

    @Test func aTraceFileIsReadWholeWithItsLineCountAndWarnings() throws {
        let directory = TemporaryDirectory()
        let path = directory.write("""
            {"format":"reorder-trace","version":1,"viewport":{"width":480,"height":800},"demo":{"count":5,"seed":1}}
            {"t":0,"type":"frame"}
            {"t":0.1,"type":"hover","x":1}
            {"t":0.2,"type":"frame"}

            """, to: "t.trace.jsonl")
        let p = try TracePlayback(path: path, speed: 4)
        #expect(p.header.rows == .demo(count: 5, seed: 1))
        #expect(p.events == [TimedEvent(t: 0, .frame), TimedEvent(t: 0.2, .frame)])
        #expect(p.eventLines == 3, "the skipped line counts, as in `reorder-lab replay`")
        #expect(p.warnings.count == 1)
        #expect(p.speed == 4)
        #expect(failure(TraceError.self) { _ = try TracePlayback(path: directory.file("none")) }?.description
                == directory.file("none") + ":1: cannot open: No such file or directory")
    }
}
