import Testing
import ReorderKit
import ReorderTrace
import TestSupport
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

    @Test func blankLinesAtTheEndAndCRLFLineEndsReadAsTheTasksAlone() throws {
        let (records, warnings) = try parse(a.jsonLine + "\r\n" + b.jsonLine + "\r\n\r\n  \n")
        #expect(records == [a, b] && warnings.isEmpty)
        #expect(try parse(a.jsonLine + "\n\n").records == [a], "one trailing blank line")
        #expect(throws: TraceError(file: "p1/tasks.jsonl", line: 2, message: "an empty line; expected a task object")) {
            try parse(a.jsonLine + "\r\n\r\n" + b.jsonLine + "\r\n")
        }
    }

    static let study = StudyDefinition(seed: 1, tasksPerBlock: 2, practiceTasks: 1, viewport: Size(width: 400, height: 600),
                                       conditions: try! StudyCondition.presets("ios,android"))

    @Test func theSameRulesHoldWhoeverReadsTheFile() {
        func problem(_ records: [StudyTaskRecord], study: StudyDefinition? = nil, blockOrder: [String]? = nil) -> String? {
            do {
                _ = try TasksFile.parse(Array(tasksFile(records).utf8), name: "t", study: study, blockOrder: blockOrder) { _ in }
                return nil
            } catch {
                return error.description
            }
        }
        #expect(problem([a, task("p1", block: 1, "ios", 1, seconds: 5)]) == "t:2: task 1 of \"ios\" again (first on line 1)")
        #expect(problem([a, task("p1", block: 1, "android", 2, seconds: 5)]) == "t:2: block 1 is \"ios\" on line 1; got \"android\"")
        #expect(problem([a, task("p1", block: 2, "ios", 2, seconds: 5)]) == "t:2: condition \"ios\" is block 1 on line 1; got block 2")
        #expect(problem([task("p1", block: 0, "ios", 1, seconds: 1)]) == "t:1: block 0 is the practice block; got condition \"ios\"")
        // Against the study: 2 tasks a block, 1 practice task, 2 conditions.
        #expect(problem([a, b], study: Self.study) == nil)
        #expect(problem([task("p1", block: 1, "ios", 3, seconds: 5)], study: Self.study)
                == "t:1: task 3 of \"ios\" is beyond its block's 2 tasks (study.json's tasksPerBlock)")
        #expect(problem([task("p1", block: 0, "practice", 2, seconds: 5)], study: Self.study)
                == "t:1: task 2 of \"practice\" is beyond its block's 1 tasks (study.json's practiceTasks)")
        #expect(problem([task("p1", block: 3, "ios", 1, seconds: 5)], study: Self.study) == "t:1: block 3 is beyond the study's 2 conditions")
        #expect(problem([task("p1", block: 1, "qt", 1, seconds: 5)], study: Self.study)
                == "t:1: condition \"qt\" is not in the study's study.json (ios, android)")
        #expect(problem([a], study: Self.study, blockOrder: ["android", "ios"])
                == "t:1: block 1 is \"android\" in participant.json's blockOrder; got condition \"ios\"")
        // Read without the study, a task index above 2 is not knowable as wrong.
        #expect(problem([task("p1", block: 1, "ios", 3, seconds: 5)]) == nil)
    }

    @Test func theLogPutsTheFilesEndInOrderBeforeAppendingSoItReadsAsBefore() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("tasks.jsonl")
        func appended(to text: String) throws -> String {
            directory.write(text, to: "tasks.jsonl")
            try TaskLog(path: path).append(b)
            return directory.read("tasks.jsonl")!
        }
        #expect(try appended(to: a.jsonLine + "\n\n \n") == a.jsonLine + "\n" + b.jsonLine + "\n", "blank lines at the end cut off")
        #expect(try appended(to: a.jsonLine) == a.jsonLine + "\n" + b.jsonLine + "\n", "a whole last line kept, given its newline")
        #expect(try appended(to: a.jsonLine + "\n" + String(b.jsonLine.prefix(30))) == a.jsonLine + "\n" + b.jsonLine + "\n")
        #expect(try appended(to: a.jsonLine + "\r\n") == a.jsonLine + "\r\n" + b.jsonLine + "\n")
        #expect(try TaskLog.read(path: path) == [a, b])
    }
}
