import ReorderSupport
@testable import ReorderLabCLI

/// `reorder-lab ARGUMENTS` run in-process, as the executable runs it: the exit status and the lines
/// written to standard output and error.
func runCLI(_ arguments: [String]) -> (status: Int32, out: [String], err: [String]) {
    let captured = Captured()
    let console = Console(out: { captured.out.append($0) }, err: { captured.err.append($0) })
    let status = ReorderLabCLI.main(["reorder-lab"] + arguments, console: console)
    return (status, captured.out, captured.err)
}

/// The console's lines; written by one command at a time on the test's own thread.
final class Captured: @unchecked Sendable {
    var out: [String] = []
    var err: [String] = []
}

extension Captured {
    /// A console whose lines land here.
    var console: Console { Console(out: { self.out.append($0) }, err: { self.err.append($0) }) }
}
