#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderKit
import ReorderSupport

/// Writes a trace file line by line, buffered, for live recording: a 120 Hz session writes a few
/// hundred short lines a second, so lines collect in memory and reach the file in `write(2)` calls of
/// about 64 KiB, or when the caller flushes (e.g. once a second, so a crash loses little).
///
/// A write that fails (a full disk) leaves the file ending at a line boundary: it is truncated back
/// to the last line written whole, so it replays as it stands, and the error says where it ends.
/// The writer then stops: every later call throws the same error.
public final class TraceFileWriter {
    public let path: String
    private var fd: Int32
    private var pending: [UInt8] = []
    /// Lines written so far: the header is line 1. Write errors name the last line given.
    public private(set) var lineCount = 0
    /// The bytes and lines the file holds, all whole lines: where a failed write cuts it back to.
    private var committedBytes = 0
    private var committedLines = 0
    private var failure: TraceError?
    private let writeBytes: (Int32, UnsafeRawPointer, Int) -> Int

    /// Bytes collected before they are written without being asked.
    static let flushThreshold = 64 * 1024

    /// Creates (or truncates) the file.
    public convenience init(path: String) throws(TraceError) {
        try self.init(path: path, write: writeDescriptor)
    }

    /// `write`: `write(2)`'s signature and contract (bytes written, or -1 and `errno`): for tests
    /// of a disk that fills up, which no ordinary machine can arrange on cue.
    public init(path: String, write: @escaping (Int32, UnsafeRawPointer, Int) -> Int) throws(TraceError) {
        self.path = path
        writeBytes = write
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw TraceError(FileIOError(path: path, action: "cannot create", code: errno)) }
        pending.reserveCapacity(Self.flushThreshold + 4096)
    }

    deinit {
        // Best effort: whoever needs to know about a failed write calls `close()`.
        if fd >= 0 {
            try? flush()
            closeDescriptor(fd)
        }
    }

    /// Line 1; must come first.
    public func write(header: TraceHeader) throws(TraceError) {
        precondition(lineCount == 0, "the header is line 1 of a trace")
        try append(TraceWriter.headerLine(header))
    }

    public func write(_ event: TimedEvent) throws(TraceError) {
        precondition(lineCount > 0, "write the header before any event")
        try append(TraceWriter.eventLine(event))
    }

    /// Hands everything buffered to the kernel.
    public func flush() throws(TraceError) {
        if let failure { throw failure }
        precondition(fd >= 0, "the trace writer is closed")
        var done = 0
        while done < pending.count {
            let n = pending.withUnsafeBytes { writeBytes(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw fail(code: errno, written: done)
            }
            done += n
        }
        committedBytes += pending.count
        committedLines = lineCount
        pending.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes the file. The writer cannot be used afterwards.
    public func close() throws(TraceError) {
        defer {
            if fd >= 0 { closeDescriptor(fd) }
            fd = -1
        }
        try flush()
    }

    private func append(_ line: String) throws(TraceError) {
        if let failure { throw failure }
        precondition(fd >= 0, "the trace writer is closed")
        // A line the reader would refuse makes a trace nobody can replay: refused before any byte of
        // it is written (only a header gets near: a list of ~1.3 M demo rows, or huge labels).
        let length = line.utf8.count + 1
        guard length <= LineReader.maximumLineLength else {
            let mebibytes = (Double(length) / Double(1 << 20) * 10).rounded(.down) / 10
            let failure = TraceError(file: path, line: lineCount + 1, message: "cannot write a line of \(mebibytes) MiB: a trace line may hold at most \(LineReader.maximumLineLength >> 20) MiB (the reader's limit), so the trace could not be read back",
                                     isIOError: true)
            self.failure = failure
            throw failure
        }
        pending.append(contentsOf: line.utf8)
        pending.append(UInt8(ascii: "\n"))
        lineCount += 1
        if pending.count >= Self.flushThreshold { try flush() }
    }

    /// After `written` bytes of `pending` reached the file, a write failed with `code`: cuts the
    /// file back to the last whole line among them, and stops the writer.
    private func fail(code: Int32, written: Int) -> TraceError {
        let reason = String(cString: strerror(code))
        let whole = pending[..<written].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let lines = committedLines + pending[..<whole].count { $0 == UInt8(ascii: "\n") }
        let message: String
        if whole == written || ftruncate(fd, off_t(committedBytes + whole)) == 0 {
            let end = lines == 0 ? "the file is empty" : "the file ends at line \(lines), the last one written whole"
            message = "cannot write: \(reason); \(end)"
        } else {
            // A pipe or a device cannot be cut back.
            message = "cannot write: \(reason); line \(lines + 1) may be cut short (cannot truncate: \(String(cString: strerror(errno))))"
        }
        let failure = TraceError(file: path, line: lines + 1, message: message, isIOError: true)
        self.failure = failure
        pending.removeAll()
        return failure
    }
}

// The methods `write` and `close` hide the C functions of the same names inside the class.
private func writeDescriptor(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}

private func closeDescriptor(_ fd: Int32) {
    _ = close(fd)
}
