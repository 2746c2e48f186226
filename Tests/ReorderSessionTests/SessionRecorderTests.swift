import Foundation
@testable import ReorderKit
import Testing
@testable import ReorderSession
@testable import ReorderTrace
import TestSupport

private let header = TraceHeader(
    viewport: Size(width: 480, height: 800),
    rows: .explicit([Row(id: "a", height: 44), Row(id: "b", height: 88, movable: false), Row(id: "c", height: 60, label: "Milk")]),
    tuning: ["longPressSeconds": .number(0.4), "reorderStrategy": .string("centerSlot")],
    scrollOffset: 12, pixelScale: 2,
    recorded: .object(["app": .string("reorder-lab test"), "videoDriver": .string("x11"), "refreshRate": .number(60)]))

private let touch = PointerID(.touch, 3)

/// A short session: a long press on row "a", a drag down, a release, frames between.
private let session: [TimedEvent] = [
    TimedEvent(t: 0, .frame),
    TimedEvent(t: 0.01, .down(touch, Point(x: 100, y: 20))),
    TimedEvent(t: 0.016, .frame),
    TimedEvent(t: 0.6, .move(touch, Point(x: 101, y: 80))),
    TimedEvent(t: 0.61, .wheel(dx: 0, dy: 3.5)),
    TimedEvent(t: 0.7, .key(.escape)),
    TimedEvent(t: 0.8, .tuning(try! TuningPatch(json: ["allowableMovement": .number(8)]))),
    TimedEvent(t: 0.9, .up(touch, Point(x: 101, y: 150))),
    TimedEvent(t: 1.0, .mark("intent:reorder")),
    TimedEvent(t: 1.1, .focus(false)),
    TimedEvent(t: 1.2, .resize(Size(width: 500, height: 700))),
]

private func lines(_ path: String) -> [String] {
    let text = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
}

@Suite struct SessionRecorderTests {
    @Test func aRecordingReadsBackAsWhatWasRecorded() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("s.trace.jsonl")
        let recorder = try SessionRecorder(path: path, header: header)
        for event in session {
            try recorder.record(event)
            if case .frame = event.event { try recorder.endFrame() }
        }
        try recorder.close()
        let (readHeader, events) = try TraceReader.readAll(path: path)
        #expect(readHeader == header)
        #expect(events == session)
        #expect(recorder.lineCount == 1 + session.count)
    }

    @Test func theLiveInitializerWritesExplicitRowsAndItsFacts() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("s.trace.jsonl")
        let rows = DemoList.rows(count: 3, seed: 9)
        let recorder = try SessionRecorder(path: path, viewport: Size(width: 320, height: 480), rows: rows,
                                           tuning: [:], recorded: .object(["renderer": .string("software")]))
        try recorder.close()
        let (readHeader, events) = try TraceReader.readAll(path: path)
        #expect(readHeader == TraceHeader(viewport: Size(width: 320, height: 480), rows: .explicit(rows),
                                          recorded: .object(["renderer": .string("software")])))
        #expect(events.isEmpty)
    }

    @Test func aDemoHeaderIsRecordedWithItsRowsSpelledOut() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("s.trace.jsonl")
        var demo = header
        demo.rows = .demo(count: 4, seed: 1)
        try SessionRecorder(path: path, header: demo).close()
        #expect(try TraceReader.readAll(path: path).0.rows == .explicit(DemoList.rows(count: 4, seed: 1)))
        #expect(!lines(path)[0].contains("\"demo\""))
    }

    @Test func endingAFrameMakesItsLinesVisibleBeforeClose() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("s.trace.jsonl")
        let recorder = try SessionRecorder(path: path, header: header)
        #expect(lines(path).count == 1, "the header is written at once")
        try recorder.record(session[0])
        try recorder.record(session[1])
        #expect(lines(path).count == 1, "lines wait for the end of the frame")
        try recorder.endFrame()
        #expect(lines(path).count == 3)
        #expect(lines(path)[2] == TraceWriter.eventLine(session[1]))
        // What is on disk mid-session is a valid trace as it stands (what a crash would leave).
        #expect(try TraceReader.readAll(path: path).1 == Array(session[0...1]))
        try recorder.close()
    }

    @Test func timeNeverGoesBackInARecording() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("s.trace.jsonl")
        let recorder = try SessionRecorder(path: path, header: header)
        try recorder.record(TimedEvent(t: 1.0, .frame))
        try recorder.record(TimedEvent(t: 0.999, .down(touch, Point(x: 1, y: 1))))  // another clock, a hair behind
        try recorder.close()
        #expect(try TraceReader.readAll(path: path).1 == [TimedEvent(t: 1.0, .frame), TimedEvent(t: 1.0, .down(touch, Point(x: 1, y: 1)))])
    }

    @Test func aNonFiniteTimeIsRefusedWithTheFileAndLine() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("s.trace.jsonl")
        let recorder = try SessionRecorder(path: path, header: header)
        try recorder.record(TimedEvent(t: 0, .frame))
        let error = failure(TraceError.self) { try recorder.record(TimedEvent(t: .nan, .frame)) }
        #expect(error == TraceError(file: path, line: 3, message: "cannot record an event at t = nan: trace times are finite"))
        try recorder.record(TimedEvent(t: 1, .frame))  // the recording goes on
        try recorder.close()
        #expect(try TraceReader.readAll(path: path).1.count == 2)
    }

    @Test func failuresAreThrownWithThePath() throws {
        let directory = TemporaryDirectory()
        let missing = directory.file("no/such/dir/s.trace.jsonl")
        #expect(failure(TraceError.self) { _ = try SessionRecorder(path: missing, header: header) }
                == TraceError(file: missing, line: 1, message: "cannot create: No such file or directory"))

        // /dev/full accepts the open and fails every write with ENOSPC, like a full disk.
        if FileManager.default.fileExists(atPath: "/dev/full") {
            #expect(failure(TraceError.self) { _ = try SessionRecorder(path: "/dev/full", header: header) }
                    == TraceError(file: "/dev/full", line: 1, message: "cannot write: No space left on device; the file is empty"))
        }
    }

    @Test func aClosedRecordingRefusesMoreAndClosesOnce() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("s.trace.jsonl")
        let recorder = try SessionRecorder(path: path, header: header)
        try recorder.record(session[0])
        try recorder.close()
        try recorder.close()
        #expect(!recorder.isOpen)
        #expect(failure(TraceError.self) { try recorder.record(session[1]) } == TraceError(file: path, line: 2, message: "the recording is closed"))
        #expect(failure(TraceError.self) { try recorder.endFrame() } != nil)
        #expect(lines(path).count == 2)
    }

    @Test func aDiskThatFillsUpStopsTheRecordingAtALineSaysSoAndFailsTheSession() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("s.trace.jsonl")
        let headerBytes = TraceWriter.headerLine(header).utf8.count + 1
        // The header and a few hundred bytes of lines: the disk fills in the middle of a frame's lines.
        let disk = FillingDisk(free: headerBytes + 300)
        let recorder = try SessionRecorder(header: header, writer: TraceFileWriter(path: path, write: disk.write))
        var live = LiveSession(engine: Engine(rows: header.rows.makeRows(), viewport: header.viewport), recorder: recorder, stateStore: nil)
        for event in session {
            live.feed(event.event, at: event.t)
            live.endFrame()
        }
        _ = live.finish()
        #expect(live.writeFailed)
        let warnings = live.takeWarnings()
        #expect(warnings.count == 1, "\(warnings)")
        #expect(warnings.first?.hasPrefix("recording stopped: \(path):") == true, "\(warnings)")
        #expect(warnings.first?.contains("cannot write: No space left on device; the file ends at line ") == true, "\(warnings)")

        // What is there replays: whole lines only, the first ones of the session.
        let reader = try TraceReader(path: path)
        let kept = try reader.readRemaining()
        #expect(reader.warnings.isEmpty)
        #expect(!kept.isEmpty && kept.count < session.count)
        #expect(kept == Array(session.prefix(kept.count)))
        #expect(FileManager.default.contents(atPath: path)?.last == UInt8(ascii: "\n"))
    }

    @Test func aSessionWhoseRecordingWorkedDoesNotFail() throws {
        let directory = TemporaryDirectory()
        let recorder = try SessionRecorder(path: directory.file("s.trace.jsonl"), header: header)
        var live = LiveSession(engine: Engine(rows: header.rows.makeRows(), viewport: header.viewport), recorder: recorder, stateStore: nil)
        for event in session { live.feed(event.event, at: event.t) }
        _ = live.finish()
        #expect(!live.writeFailed && live.takeWarnings().isEmpty)
    }
}
