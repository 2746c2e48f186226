import ReorderKit
import ReorderSupport
import ReorderText

/// Where a command writes: the real standard streams, or strings in tests.
public struct Console: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    /// Every write passes the project's one escaping rule (`MessageText`) on its way out, as the
    /// last guard: a message is one line (`escapedForMessage`), a report or JSON document keeps its
    /// own line breaks (`escapedForTerminal`). The reports escape text from files where they compose
    /// it, so a newline in a row id cannot pass for theirs; this catches any control they missed.
    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = { out($0.escapedForTerminal) }
        self.err = { err($0.escapedForMessage) }
    }

    /// One line each call. A write that fails (a full disk, a closed stream, a pipe whose reader
    /// left) does not stop the command: `StandardStream.exitStatus(after:)` makes the exit status 1.
    public static let standard = Console(
        out: { StandardStream.output.write($0 + "\n") },
        err: { StandardStream.error.write($0 + "\n") })
}
