import ReorderKit
import ReorderSupport
import ReorderText
import ReorderTrace

/// A participant's `tasks.jsonl` read whole: one `StudyTaskRecord` a line. The one reader of the
/// file: the study's plan and check (`TaskLog.read`) and `study-report` both call it, with the
/// same rules. The study appends and flushes a line as each task ends, so a crash or a full disk
/// can leave the last line cut short: a last line without its newline that does not parse is
/// dropped with a warning, and the tasks before it stand. Blank lines at the end (an editor's) are
/// ignored, and a line may end in CRLF. Any other bad line is an error that names its line: a
/// blank line between tasks, a task twice, a block under two conditions or a condition in two
/// blocks; and, when the study is known, a condition it does not have, a task or block beyond its
/// size, or (with the participant's block order) a block under another condition than theirs.
public enum TasksFile {
    /// The largest `tasks.jsonl` read: a task's line is about 330 bytes, so 64 MiB (FileIO's
    /// limit) is some 200,000 tasks, far beyond any study; a longer file is refused, not loaded.
    static let maximumSize = FileIO.maximumReadSize

    public static func read(path: String, study: StudyDefinition? = nil, blockOrder: [String]? = nil,
                            onWarning: (String) -> Void) throws(TraceError) -> [StudyTaskRecord] {
        let bytes: [UInt8]
        do throws(FileIOError) { bytes = try FileIO.read(path, maximumSize: maximumSize) } catch { throw TraceError(error) }
        return try parse(bytes, name: path, study: study, blockOrder: blockOrder, onWarning: onWarning)
    }

    /// `name` stands for the path in messages. `study`: the study's definition, when it is known;
    /// `blockOrder`: the participant's (`participant.json`), when it is known.
    public static func parse(_ bytes: [UInt8], name: String, study: StudyDefinition? = nil, blockOrder: [String]? = nil,
                             onWarning: (String) -> Void) throws(TraceError) -> [StudyTaskRecord] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(withoutCarriageReturn)
        let endsWithNewline = lines.last?.isEmpty ?? true
        if endsWithNewline { lines.removeLast() }
        // Blank lines at the end stand for nothing; the last line with text is then whole.
        var lastWithText = lines.count
        while lastWithText > 0, isBlank(lines[lastWithText - 1]) { lastWithText -= 1 }
        let cutShortPossible = !endsWithNewline && lastWithText == lines.count
        var checker = Checker(file: name, study: study, blockOrder: blockOrder)
        var records: [StudyTaskRecord] = []
        for (index, line) in lines.prefix(lastWithText).enumerated() {
            let number = index + 1
            guard !isBlank(line) else { throw TraceError(file: name, line: number, message: "an empty line; expected a task object") }
            let record: StudyTaskRecord
            do throws(TraceError) {
                record = try StudyTaskRecord(jsonLine: String(decoding: line, as: UTF8.self), file: name, line: number)
            } catch where number == lastWithText && cutShortPossible {
                onWarning("\(name.escapedForMessage):\(number): warning: the last line is cut short (no newline at its end; "
                          + "\(error.message)): dropped, as a study stopped mid-write leaves it; the tasks before it are kept")
                continue
            }
            try checker.check(record, line: number)
            records.append(record)
        }
        return records
    }

    /// The file as `TaskLog` leaves it before appending, so that what `parse` read stays read and
    /// the next task gets a line of its own: a last line without its newline is given one when it
    /// is a whole task, else cut off (a crash's leftover, warned about by `parse`); blank lines at
    /// the end are cut off (between tasks they would be an error).
    static func appendable(_ bytes: [UInt8]) -> [UInt8] {
        let newline = UInt8(ascii: "\n")
        var kept = bytes
        if let last = kept.last, last != newline {
            let start = kept.lastIndex(of: newline).map { $0 + 1 } ?? 0
            let line = kept[start...]
            if !isBlank(line), (try? StudyTaskRecord(jsonLine: String(decoding: withoutCarriageReturn(line), as: UTF8.self), file: "", line: 1)) != nil {
                kept.append(newline)
            } else {
                kept.removeSubrange(start...)
            }
        }
        while kept.last == newline {
            let start = kept.dropLast().lastIndex(of: newline).map { $0 + 1 } ?? 0
            guard isBlank(kept[start..<(kept.count - 1)]) else { break }
            kept.removeSubrange(start...)
        }
        return kept
    }

    static func withoutCarriageReturn(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.last == UInt8(ascii: "\r") ? line.dropLast() : line
    }

    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }
}

/// The rules between lines, and against the study when it is known.
private struct Checker {
    let file: String
    let study: StudyDefinition?
    let blockOrder: [String]?
    /// `block.task` -> the line it was first on.
    var lineOfTask: [String: Int] = [:]
    var conditionOfBlock: [Int: (condition: String, line: Int)] = [:]
    var blockOfCondition: [String: (block: Int, line: Int)] = [:]

    init(file: String, study: StudyDefinition?, blockOrder: [String]?) {
        self.file = file
        self.study = study
        self.blockOrder = blockOrder
    }

    mutating func check(_ record: StudyTaskRecord, line: Int) throws(TraceError) {
        func fail(_ message: String) -> TraceError { TraceError(file: file, line: line, message: message) }
        let condition = record.condition.quotedForMessage
        let isPractice = record.block == 0
        if isPractice != (record.condition == StudyCondition.practiceName) {
            throw fail(isPractice ? "block 0 is the practice block; got condition \(condition)"
                                  : "condition \"practice\" is block 0's; got block \(record.block)")
        }
        if let study {
            let names = study.conditions.map(\.name)
            if !isPractice, !names.contains(record.condition) {
                throw fail("condition \(condition) is not in the study's study.json (\(names.joined(separator: ", ")))")
            }
            if record.block > names.count { throw fail("block \(record.block) is beyond the study's \(names.count) conditions") }
            let size = isPractice ? study.practiceTasks : study.tasksPerBlock
            if record.task > size {
                throw fail("task \(record.task) of \(condition) is beyond its block's \(size) tasks (study.json's "
                           + (isPractice ? "practiceTasks" : "tasksPerBlock") + ")")
            }
        }
        if let blockOrder, !isPractice {
            let planned = blockOrder.indices.contains(record.block - 1) ? blockOrder[record.block - 1] : nil
            if planned != record.condition {
                throw fail("block \(record.block) is " + (planned.map { $0.quotedForMessage } ?? "not")
                           + " in participant.json's blockOrder; got condition \(condition)")
            }
        }
        if let first = conditionOfBlock[record.block], first.condition != record.condition {
            throw fail("block \(record.block) is \(first.condition.quotedForMessage) on line \(first.line); got \(condition)")
        }
        if let first = blockOfCondition[record.condition], first.block != record.block {
            throw fail("condition \(condition) is block \(first.block) on line \(first.line); got block \(record.block)")
        }
        let key = "\(record.block).\(record.task)"
        if let first = lineOfTask[key] { throw fail("task \(record.task) of \(condition) again (first on line \(first))") }
        lineOfTask[key] = line
        conditionOfBlock[record.block] = conditionOfBlock[record.block] ?? (record.condition, line)
        blockOfCondition[record.condition] = blockOfCondition[record.condition] ?? (record.block, line)
    }
}
