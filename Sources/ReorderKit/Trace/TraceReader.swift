#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a trace (`../shared/trace-format.md`) one event at a time, validating as it goes.
///
/// The header is read and checked by `init`; `next()` returns the events in order. The first problem
/// stops the reader: it throws a `TraceError` naming the file and line, and throws it again on every
/// later call. Unknown event types and tuning names are skipped with a warning, so newer files still
/// replay. The file is streamed through one buffer, never loaded whole.
public final class TraceReader {
    /// The path, or the name given for an in-memory trace: what messages start with.
    public let file: String
    public let header: TraceHeader
    /// Every warning so far, formatted `FILE:LINE: warning: ...`.
    public private(set) var warnings: [String] = []
    /// Called with each warning as it happens (the header's ones too, when given to `init`).
    public var onWarning: ((String) -> Void)?
    /// The line last read: 1 after `init`, then the line of the event `next()` returned.
    public private(set) var lineNumber: Int

    private let lines: LineReader
    private var events = TraceEventParser()
    private var failure: TraceError?

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
        self.lines = lines
        self.lineNumber = 1
        self.onWarning = onWarning
        for warning in parsed.warnings { warn(warning) }
    }

    /// The next event, or nil after the last line.
    public func next() throws(TraceError) -> TimedEvent? {
        if let failure { throw failure }
        while true {
            let line: UnsafeBufferPointer<UInt8>?
            do throws(LineError) { line = try lines.next() } catch { throw fail(lineNumber + 1, error) }
            guard let line else { return nil }
            lineNumber += 1
            let event: TimedEvent?
            do throws(LineError) { event = try events.parse(line) } catch { throw fail(lineNumber, error) }
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

    /// Stops the reader: later calls throw the same error.
    private func fail(_ line: Int, _ error: LineError) -> TraceError {
        let failure = TraceError(file: file, line: line, message: error.message, isIOError: error.isIOError)
        self.failure = failure
        return failure
    }

    private func warn(_ message: String) {
        let line = "\(file):\(lineNumber): warning: \(message)"
        warnings.append(line)
        onWarning?(line)
    }
}
