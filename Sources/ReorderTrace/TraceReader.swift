#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderKit
import ReorderSupport
import ReorderText

/// Reads a trace (`docs/trace-format.md`) one event at a time, validating as it goes.
///
/// The header is read and checked by `init`; `next()` returns the events in order. The first problem
/// stops the reader: it throws a `TraceError` naming the file and line, and throws it again on every
/// later call. Unknown event types and tuning names are skipped with a warning, so newer files still
/// replay. The file is streamed through one buffer, never loaded whole.
///
/// Warnings are held until the end of the file: a file that fails reports its one error line and
/// nothing else (the format's contract), and one that reads to the end gets its warnings then.
/// At most `maximumWarnings` are kept; one more line counts the rest.
///
/// A last line without a final "\n" that is not complete JSON is what a recording cut short by a
/// crash or a full disk ends with: it is dropped with a warning and the lines before it stand. A
/// broken line that does end with "\n" is malformed, as anywhere else.
public final class TraceReader {
    /// The path, or the name given for an in-memory trace: what messages start with.
    public let file: String
    public let header: TraceHeader
    /// Formatted `FILE:LINE: warning: ...`: empty until the last line is read, and for good once a
    /// line fails. Then the first `maximumWarnings`, and a line counting those left out.
    public private(set) var warnings: [String] = []
    /// Called with each of `warnings` once the last line is read.
    public var onWarning: ((String) -> Void)?
    /// Enough to see what kinds of problem a file has; a file of a million unknown lines would
    /// otherwise print a million.
    public static let maximumWarnings = 10
    /// The line last read: 1 after `init`, then the line of the event `next()` returned.
    public private(set) var lineNumber: Int

    private let lines: LineReader
    private var events = TraceEventParser()
    private var failure: TraceError?
    private var held: [String] = []
    private var heldOut = 0
    private var lastHeldOutLine = 0
    private var reachedEnd = false

    /// 256 KiB: hundreds of thousands of event lines per `read(2)`, and a small fraction of a cache-cold
    /// file's read-ahead.
    static let defaultBufferSize = 256 * 1024

    public convenience init(path: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        try self.init(path: path, bufferSize: Self.defaultBufferSize, onWarning: onWarning)
    }

    /// An in-memory trace (tests, traces built by importers); `name` stands in for the path in messages.
    public convenience init(bytes: [UInt8], name: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        try self.init(bytes: bytes, name: name, bufferSize: Self.defaultBufferSize, onWarning: onWarning)
    }

    /// `bufferSize`: the initial buffer, small in tests so that lines straddle reads.
    convenience init(path: String, bufferSize: Int, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw TraceError(FileIOError(path: path, action: "cannot open", code: errno)) }
        try self.init(lines: LineReader(source: .file(fd), bufferSize: bufferSize), file: path, onWarning: onWarning)
    }

    convenience init(bytes: [UInt8], name: String, bufferSize: Int, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        try self.init(lines: LineReader(source: .memory(bytes), bufferSize: bufferSize), file: name, onWarning: onWarning)
    }

    private init(lines: LineReader, file: String, onWarning: ((String) -> Void)?) throws(TraceError) {
        let parsed: (TraceHeader, warnings: [String])
        do throws(LineError) {
            guard let line = try lines.next() else { throw LineError("empty file: expected a header line") }
            parsed = try TraceHeaderParser.parse(line)
        } catch {
            throw TraceError(file: file, line: 1, message: error.message, isIOError: error.isIOError)
        }
        self.file = file
        self.header = parsed.0
        events.editLedger = EditLedger(header: parsed.0)
        self.lines = lines
        self.lineNumber = 1
        self.onWarning = onWarning
        for warning in parsed.warnings { warn(warning) }
    }

    /// The next event, or nil after the last line.
    public func next() throws(TraceError) -> TimedEvent? {
        if let failure { throw failure }
        if reachedEnd { return nil }
        while true {
            let line: UnsafeBufferPointer<UInt8>?
            do throws(LineError) { line = try lines.next() } catch { throw fail(lineNumber + 1, error) }
            guard let line else { return end() }
            let event: TimedEvent?
            do throws(LineError) {
                event = try events.parse(line)
            } catch where error.isSyntax && !lines.lastLineHadNewline {
                // Not counted as a line: the result's `events` are the lines that were written whole.
                warn("the last line is cut short (no newline at its end; \(error.message)): dropped, as a recording "
                     + "stopped mid-write leaves it; the lines before it are kept", line: lineNumber + 1)
                return end()
            } catch {
                throw fail(lineNumber + 1, error)
            }
            lineNumber += 1
            if !events.warnings.isEmpty {
                for warning in events.warnings { warn(warning) }
                events.warnings.removeAll(keepingCapacity: true)
            }
            if let event { return event }
        }
    }

    /// All the events not read yet.
    public func readRemaining() throws(TraceError) -> [TimedEvent] {
        var all: [TimedEvent] = []
        while let event = try next() { all.append(event) }
        return all
    }

    /// The whole trace, parsed once (the tuning sweep replays the same events many times).
    public static func readAll(path: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) -> (TraceHeader, [TimedEvent]) {
        let reader = try TraceReader(path: path, onWarning: onWarning)
        return (reader.header, try reader.readRemaining())
    }

    /// Stops the reader: later calls throw the same error, and the warnings held are dropped.
    private func fail(_ line: Int, _ error: LineError) -> TraceError {
        let failure = TraceError(file: file, line: line, message: error.message, isIOError: error.isIOError)
        self.failure = failure
        held = []
        return failure
    }

    /// The file read to its end: the warnings held are the reader's, and are told.
    private func end() -> TimedEvent? {
        reachedEnd = true
        warnings = held
        if heldOut > 0 {
            let more = heldOut == 1 ? "1 more warning" : "\(heldOut) more warnings"
            warnings.append("\(file.escapedForMessage):\(lastHeldOutLine): warning: \(more) not shown (the last here)")
        }
        held = []
        for warning in warnings { onWarning?(warning) }
        return nil
    }

    private func warn(_ message: String, line: Int? = nil) {
        let line = line ?? lineNumber
        guard held.count < Self.maximumWarnings else {
            heldOut += 1
            lastHeldOutLine = line
            return
        }
        held.append("\(file.escapedForMessage):\(line): warning: \(message)")
    }
}
