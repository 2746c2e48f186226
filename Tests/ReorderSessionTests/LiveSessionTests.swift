import Foundation
import ReorderKit
import Testing
@testable import ReorderSession
@testable import ReorderTrace
import TestSupport

private let header = TraceHeader(viewport: Size(width: 480, height: 800), rows: .explicit(DemoList.rows(count: 5, seed: 3)))

private func session(recorder: SessionRecorder?) -> LiveSession<ListLayout> {
    LiveSession(engine: Engine(rows: header.rows.makeRows(), viewport: header.viewport), recorder: recorder, stateStore: nil)
}

/// The session's timestamp clamp (the window's and the study's alike) and the recording's failure
/// for a caller that stops at it (the study).
@Suite struct LiveSessionTests {
    @Test func timeNeverGoesBackBelowZeroOrToANonFiniteValue() {
        var live = session(recorder: nil)
        #expect(live.time(-1) == 0)
        #expect(live.time(2) == 2)
        #expect(live.time(1.5) == 2)
        #expect(live.time(.nan) == 2)
        #expect(live.time(.infinity) == 2)
        #expect(live.time(2.5) == 2.5)
    }

    @Test func anInputOutOfTimeIsFedAndRecordedAtTheLastTime() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("s.trace.jsonl")
        var live = session(recorder: try SessionRecorder(path: path, header: header))
        live.feed(.frame, at: 1)
        live.feed(.frame, at: 0.5)  // another clock, a hair behind
        live.feed(.frame, at: .nan)
        #expect(live.engine.now == 1)
        _ = live.finish()
        #expect(!live.writeFailed && live.takeWarnings().isEmpty)
        #expect(try TraceReader.readAll(path: path).1.map(\.t) == [1, 1, 1])
    }

    @Test func aRecordingFailureIsKeptOnceForACallerThatStopsAtIt() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("s.trace.jsonl")
        let disk = FillingDisk(free: TraceWriter.headerLine(header).utf8.count + 1 + 40)
        var live = session(recorder: try SessionRecorder(header: header, writer: TraceFileWriter(path: path, write: disk.write)))
        #expect(live.takeRecordingFailure() == nil)
        for i in 0..<20 {
            live.feed(.frame, at: Double(i) / 60)
            live.endFrame()
        }
        let failure = live.takeRecordingFailure()
        #expect(failure?.file == path)
        #expect(failure?.message.contains("No space left on device") == true, "\(String(describing: failure))")
        #expect(live.takeRecordingFailure() == nil, "taken once")
        #expect(live.writeFailed)
        #expect(live.takeWarnings().count == 1)
    }
}
