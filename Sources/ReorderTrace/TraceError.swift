import ReorderSupport
import ReorderText

/// Why a trace cannot be used: where, and what is wrong, in one line (`FILE:LINE: message`), as
/// `reorder-lab replay` prints it on standard error.
public struct TraceError: Error, Sendable, CustomStringConvertible {
    /// The file's path as given, or the name given to an in-memory trace.
    public var file: String
    /// 1-based; the header is line 1.
    public var line: Int
    public var message: String
    /// The file could not be opened, read, created or written: an I/O problem (exit 1), not a
    /// malformed trace (exit 2). Set where the system call failed, never guessed from the message.
    public var isIOError: Bool

    public init(file: String, line: Int, message: String, isIOError: Bool = false) {
        self.file = file
        self.line = line
        self.message = message
        self.isIOError = isIOError
    }

    /// A failed system call on `error.path`, at line 1 unless given.
    public init(_ error: FileIOError, line: Int = 1) {
        self.init(file: error.path, line: line, message: error.reason, isIOError: true)
    }

    /// The path is shown as typed, except for characters that would break the line (`escapedForMessage`).
    public var description: String { "\(file.escapedForMessage):\(line): \(message)" }
}

extension TraceError: Equatable {
    /// Equal when they say the same thing about the same place: the kind follows from where the
    /// error was raised, so tests can name an error by its line as the user reads it.
    public static func == (a: TraceError, b: TraceError) -> Bool {
        a.file == b.file && a.line == b.line && a.message == b.message
    }
}
