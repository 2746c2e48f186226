import Testing
import ReorderTrace
@testable import ReorderStudy

/// tasks.jsonl as a crash leaves it, and as it must never be.
@Suite struct TasksFileTests {
    let a = task("p1", block: 1, "ios", 1, seconds: 2)
    let b = task("p1", block: 1, "ios", 2, seconds: 3)

    func parse(_ text: String) throws(TraceError) -> (records: [StudyTaskRecord], warnings: [String]) {
        var warnings: [String] = []
        let records = try TasksFile.parse(Array(text.utf8), name: "p1/tasks.jsonl") { warnings.append($0) }
        return (records, warnings)
    }

    @Test func aLastLineCutShortIsDroppedWithAWarningAndTheRestStands() throws {
        let cut = String(b.jsonLine.prefix(40))
        let (records, warnings) = try parse(a.jsonLine + "\n" + cut)
        #expect(records == [a])
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("p1/tasks.jsonl:2: warning: the last line is cut short (no newline at its end;") == true)
    }

    @Test func aWholeLastLineWithoutItsNewlineIsKept() throws {
        let (records, warnings) = try parse(a.jsonLine + "\n" + b.jsonLine)
        #expect(records == [a, b] && warnings.isEmpty)
    }

    @Test func aBadLineElsewhereIsAnErrorNamingItsLine() {
        let bad = a.jsonLine.replacingOccurrences(of: #""outcome":"done""#, with: #""outcome":"won""#)
        #expect(throws: TraceError(file: "p1/tasks.jsonl", line: 2, message: "`outcome` is \"won\"; expected one of done, skipped")) {
            try parse(a.jsonLine + "\n" + bad + "\n" + b.jsonLine + "\n")
        }
        // Cut short but followed by a newline: written whole, so not a crash's leftover.
        #expect(throws: TraceError.self) { try parse(a.jsonLine + "\n" + String(b.jsonLine.prefix(40)) + "\n") }
        #expect(throws: TraceError(file: "p1/tasks.jsonl", line: 2, message: "an empty line; expected a task object")) {
            try parse(a.jsonLine + "\n\n" + b.jsonLine + "\n")
        }
    }

    @Test func anEmptyFileHoldsNoTasks() throws {
        #expect(try parse("").records.isEmpty)
    }
}
