/// Why a trace cannot be used: where, and what is wrong, in one line (`FILE:LINE: message`), as
/// `reorder-lab replay` prints it on standard error.
public struct TraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file's path as given, or the name given to an in-memory trace.
    public var file: String
    /// 1-based; the header is line 1.
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// The path is shown as typed, except for characters that would break the line (`escapedForMessage`).
    public var description: String { "\(file.escapedForMessage):\(line): \(message)" }

    /// The file could not be opened, read, created or written: an I/O problem (exit 1), not a
    /// malformed trace (exit 2). Readers and writers phrase every I/O failure "cannot VERB: reason".
    public var isIOError: Bool {
        ["cannot open", "cannot read", "cannot create", "cannot write"].contains { message.hasPrefix($0) }
    }
}
