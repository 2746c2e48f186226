#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a trace file line by line, buffered, for live recording: a 120 Hz session writes a few
/// hundred short lines a second, so lines collect in memory and reach the file in `write(2)` calls of
/// about 64 KiB, or when the caller flushes (e.g. once a second, so a crash loses little).
public final class TraceFileWriter {
    public let path: String
    private var fd: Int32
    private var pending: [UInt8] = []
    /// Lines written so far: the header is line 1. Write errors name the last line given.
    public private(set) var lineCount = 0

    /// Bytes collected before they are written without being asked.
    static let flushThreshold = 64 * 1024

    /// Creates (or truncates) the file.
    public init(path: String) throws(TraceError) {
        self.path = path
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
        precondition(fd >= 0, "the trace writer is closed")
        var done = 0
        while done < pending.count {
            let n = pending.withUnsafeBytes { writeDescriptor(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 {
                if errno == EINTR { continue }
                throw TraceError(FileIOError(path: path, action: "cannot write", code: errno), line: lineCount)
            }
            done += n
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Flushes and closes the file. The writer cannot be used afterwards.
    public func close() throws(TraceError) {
        defer {
            closeDescriptor(fd)
            fd = -1
        }
        try flush()
    }

    private func append(_ line: String) throws(TraceError) {
        precondition(fd >= 0, "the trace writer is closed")
        pending.append(contentsOf: line.utf8)
        pending.append(UInt8(ascii: "\n"))
        lineCount += 1
        if pending.count >= Self.flushThreshold { try flush() }
    }
}

// The methods `write` and `close` hide the C functions of the same names inside the class.
private func writeDescriptor(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}

private func closeDescriptor(_ fd: Int32) {
    _ = close(fd)
}
