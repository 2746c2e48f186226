import ReorderKit
import ReorderSupport
import ReorderTrace

/// A participant's `tasks.jsonl` read whole: one `StudyTaskRecord` a line. The study appends and
/// flushes a line as each task ends, so a crash or a full disk can leave the last line cut short:
/// a last line without its newline that does not parse is dropped with a warning, and the tasks
/// before it stand. Any other bad line is an error that names its line.
public enum TasksFile {
    /// The largest `tasks.jsonl` read: a task's line is about 330 bytes, so 64 MiB (FileIO's
    /// limit) is some 200,000 tasks, far beyond any study; a longer file is refused, not loaded.
    static let maximumSize = FileIO.maximumReadSize

    public static func read(path: String, onWarning: (String) -> Void) throws(TraceError) -> [StudyTaskRecord] {
        let bytes: [UInt8]
        do throws(FileIOError) { bytes = try FileIO.read(path, maximumSize: maximumSize) } catch { throw TraceError(error) }
        return try parse(bytes, name: path, onWarning: onWarning)
    }

    /// `name` stands for the path in messages.
    public static func parse(_ bytes: [UInt8], name: String, onWarning: (String) -> Void) throws(TraceError) -> [StudyTaskRecord] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let endsWithNewline = lines.last?.isEmpty ?? true
        if endsWithNewline { lines.removeLast() }
        var records: [StudyTaskRecord] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            guard !line.isEmpty else { throw TraceError(file: name, line: number, message: "an empty line; expected a task object") }
            do throws(TraceError) {
                records.append(try StudyTaskRecord(jsonLine: String(decoding: line, as: UTF8.self), file: name, line: number))
            } catch where number == lines.count && !endsWithNewline {
                onWarning("\(name.escapedForMessage):\(number): warning: the last line is cut short (no newline at its end; "
                          + "\(error.message)): dropped, as a study stopped mid-write leaves it; the tasks before it are kept")
            }
        }
        return records
    }
}
