import Foundation
import Testing
import ReorderTrace
@testable import ReorderStudy

@Suite struct StudyTaskRecordTests {
    let record = StudyTaskRecord(participant: "p1", block: 2, condition: "ios", task: 3, kind: .reorder, text: "Move Milk below Eggs",
                                 outcome: .done, seconds: 4.25, reactionSeconds: 0.75, presses: 2,
                                 errors: [.missedLift: 1, .wrongDrop: 0], recording: "block-2-ios.trace.jsonl")

    @Test func aLineReadsBackAsTheSameTask() throws {
        let line = record.jsonLine
        #expect(line.contains(#""missedLift":1"#))
        #expect(line.contains(#""wrongDrop":0"#))
        #expect(try StudyTaskRecord(jsonLine: line, file: "tasks.jsonl", line: 1) == record)
        #expect(record.errorCount == 1)
    }

    @Test func aBadLineNamesTheFileTheLineAndTheKey() {
        let bad = record.jsonLine.replacingOccurrences(of: #""kind":"reorder""#, with: #""kind":"drag""#)
        #expect(throws: TraceError(file: "tasks.jsonl", line: 7, message: "`kind` is \"drag\"; expected one of reorder, scroll, tap")) {
            try StudyTaskRecord(jsonLine: bad, file: "tasks.jsonl", line: 7)
        }
        #expect(throws: TraceError.self) { try StudyTaskRecord(jsonLine: "{\"task\":", file: "tasks.jsonl", line: 2) }
    }
}
