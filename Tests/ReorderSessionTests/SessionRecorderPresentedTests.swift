import Foundation
@testable import ReorderKit
import Testing
@testable import ReorderSession
@testable import ReorderTrace
import TestSupport

private let header = TraceHeader(viewport: Size(width: 480, height: 800), rows: .explicit(DemoList.rows(count: 30, seed: 4)))
private let touch = PointerID(.touch, 1)

/// A drag with a frame every 16 ms: a press held 0.6 s on row 1, then down the list, released.
private let drag: [TimedEvent] = {
    var events = [TimedEvent(t: 0, .down(touch, Point(x: 100, y: 60)))]
    var t = 0.0
    for i in 1...80 {
        t = Double(i) * 0.016
        if t > 0.6 { events.append(TimedEvent(t: t - 0.004, .move(touch, Point(x: 100, y: 60 + (t - 0.6) * 400)))) }
        events.append(TimedEvent(t: t, .frame))
    }
    events.append(TimedEvent(t: t + 0.01, .up(touch, Point(x: 100, y: 60 + (t - 0.6) * 400))))
    events.append(TimedEvent(t: t + 0.5, .frame))
    return events
}()

/// A frame line carries when its present returned (`presented`), written by the recorder when the
/// frame ends, and nothing else about the recording changes.
@Suite struct SessionRecorderPresentedTests {
    /// Records `events`, ending each frame with a present `presentDelay` seconds after it (nil: not measured).
    private func record(_ events: [TimedEvent], presentDelay: Double?, to path: String) throws {
        let recorder = try SessionRecorder(path: path, header: header)
        for event in events {
            try recorder.record(event)
            if case .frame = event.event { try recorder.endFrame(presented: presentDelay.map { event.t + $0 }) }
        }
        try recorder.close()
    }

    @Test func presentedKeysRoundTrip() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("p.trace.jsonl")
        try record(drag, presentDelay: 0.0125, to: path)
        let (_, events) = try TraceReader.readAll(path: path)
        #expect(events.map(\.event) == drag.map(\.event))
        #expect(events.map(\.t) == drag.map(\.t))
        for (read, written) in zip(events, drag) {
            if case .frame = written.event {
                #expect(read.presented == written.t + 0.0125)
            } else {
                #expect(read.presented == nil)
            }
        }
    }

    @Test func aPresentBeforeItsFrameIsWrittenAtTheFrameAndAFrameLeftOpenIsWrittenAtClose() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("p.trace.jsonl")
        let recorder = try SessionRecorder(path: path, header: header)
        try recorder.record(TimedEvent(t: 1, .frame))
        try recorder.endFrame(presented: 0.99)  // another clock's rounding: never before the frame
        try recorder.record(TimedEvent(t: 2, .frame))
        try recorder.endFrame(presented: .nan)  // not a measurement: left out
        try recorder.record(TimedEvent(t: 3, .frame))
        // A line after a frame that was not ended yet: the frame is written first, without presented.
        try recorder.record(TimedEvent(t: 3.001, .down(touch, Point(x: 1, y: 2))))
        try recorder.record(TimedEvent(t: 4, .frame))
        try recorder.close()
        let (_, events) = try TraceReader.readAll(path: path)
        #expect(events.map(\.t) == [1, 2, 3, 3.001, 4])
        #expect(events.map(\.presented) == [1, nil, nil, nil, nil])
        #expect(recorder.lineCount == 6)
    }

    @Test func aTraceWithPresentedReplaysToTheSameResultAsWithout() throws {
        let directory = TemporaryDirectory()
        let with = directory.file("with.trace.jsonl"), without = directory.file("without.trace.jsonl")
        try record(drag, presentDelay: 0.021, to: with)
        try record(drag, presentDelay: nil, to: without)
        let text = try #require(FileManager.default.contents(atPath: with).map { String(decoding: $0, as: UTF8.self) })
        #expect(text.contains("\"presented\":"))
        let measured = try Replay.run(path: with), plain = try Replay.run(path: without)
        #expect(measured.stateHash == plain.stateHash)
        #expect(measured == plain)
        #expect(measured.drags == 1)
    }
}
