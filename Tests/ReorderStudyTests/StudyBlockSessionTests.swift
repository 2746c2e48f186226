import ReorderKit
import ReorderTrace
import Testing
import TestSupport
@testable import ReorderStudy

/// The block session is the window's live session with the runner's marks around it: one
/// timestamp clamp for the engine, the recording and the marks.
@Suite struct StudyBlockSessionTests {
    @Test func inputsOutOfTimeAndTheirMarksAreFedAndRecordedAtTheLastTime() throws {
        var script = try BlockScript([StudyTask(block: 1, index: 1, kind: .tap, row: "s1"),
                                      StudyTask(block: 1, index: 2, kind: .tap, row: "s2")])
        try script.frame(at: 2)
        try script.frame(at: 1.5)  // another clock, a hair behind
        try script.frame(at: .nan)
        try script.session.skip(at: 0.5)
        try script.session.close()
        #expect(script.session.engine.now == 2)
        #expect(script.session.records.map(\.outcome) == [.skipped])
        #expect(script.session.records.map(\.seconds) == [0], "shown at 2, skipped at 2: not before it was shown")
        let (_, events) = try TraceReader.readAll(path: script.session.recordingPath)
        #expect(events.map(\.t) == Array(repeating: 2, count: events.count))
        let marks = events.compactMap { if case .mark(let label) = $0.event { label.split(separator: " ").prefix(2).joined(separator: " ") } else { nil } }
        #expect(marks == ["task:start id=1.1", "task:skipped id=1.1", "task:start id=1.2"])
    }
}
