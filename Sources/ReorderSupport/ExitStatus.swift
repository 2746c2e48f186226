/// How a command ended, as the process's exit status: one type for every command (the window's and
/// the study's included), so callers and scripts can tell a bad trace from a bad command line. An
/// `Error` too, so a command can end early with its status.
public struct ExitStatus: Error, Equatable, Sendable {
    /// What the process exits with.
    public var code: Int32

    public init(code: Int32) {
        self.code = code
    }

    public static let success = ExitStatus(code: 0)
    /// The input could not be read (missing file, permission), or an output not written.
    public static let ioError = ExitStatus(code: 1)
    /// A malformed trace (the trace format's contract).
    public static let malformed = ExitStatus(code: 2)
    /// Bad arguments (BSD `EX_USAGE`).
    public static let usage = ExitStatus(code: 64)
}
