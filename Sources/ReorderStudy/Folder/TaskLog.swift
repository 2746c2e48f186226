#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderSupport
import ReorderTrace

/// A participant's `tasks.jsonl`: one `StudyTaskRecord` line per finished task, appended and
/// `fsync`ed as each task ends, so an interruption (or a power cut) keeps every finished task.
public final class TaskLog {
    public let path: String
    private var fd: Int32

    /// Opens (creating) the file for appending, after putting its end in order
    /// (`TasksFile.appendable`): a last line cut short by an earlier interruption is cut off, a
    /// whole one without its newline given one, blank lines at the end cut off, so the next record
    /// starts on a line of its own and the file reads as it did.
    public init(path: String) throws(TraceError) {
        self.path = path
        // `appendable` only cuts the end off or adds a newline: a truncate, or a write below.
        var missingNewline = false
        if let bytes = try? FileIO.read(path) {
            let kept = TasksFile.appendable(bytes)
            missingNewline = kept.count > bytes.count
            if kept.count < bytes.count, truncate(path, off_t(kept.count)) != 0 {
                throw TraceError(FileIOError(path: path, action: "cannot cut its end", code: errno))
            }
        }
        fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw TraceError(FileIOError(path: path, action: "cannot open for appending", code: errno)) }
        if missingNewline { try writeAll([UInt8(ascii: "\n")]) }
    }

    deinit { if fd >= 0 { _ = close(fd) } }

    /// Appends the record's line and makes it durable before returning.
    public func append(_ record: StudyTaskRecord) throws(TraceError) {
        try writeAll(Array((record.jsonLine + "\n").utf8))
    }

    private func writeAll(_ bytes: [UInt8]) throws(TraceError) {
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw TraceError(FileIOError(path: path, action: "cannot append a task", code: errno))
            }
            done += n
        }
        guard fsync(fd) == 0 else { throw TraceError(FileIOError(path: path, action: "cannot fsync", code: errno)) }
    }

    /// Every record of the file at `path` (none when there is no file), read as the report reads
    /// it (`TasksFile`, with the study and the participant's block order when given): a last line
    /// cut short is dropped with a warning, any other bad line is an error.
    public static func read(path: String, study: StudyDefinition? = nil, blockOrder: [String]? = nil,
                            onWarning: ((String) -> Void)? = nil) throws(TraceError) -> [StudyTaskRecord] {
        guard FileIO.exists(path) else { return [] }
        return try TasksFile.read(path: path, study: study, blockOrder: blockOrder) { onWarning?($0) }
    }
}
