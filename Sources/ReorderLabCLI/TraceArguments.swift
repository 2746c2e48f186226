import ReorderSupport

/// What a command line asked a command for: to run with these arguments, its help, or neither.
enum Parsed<Arguments> {
    case run(Arguments)
    case help
    case usageError(ArgumentError)
}

extension Parsed: Equatable where Arguments: Equatable {}

extension CommandSyntax {
    /// Scans `arguments` into `empty`; `finish` takes the operands and checks what one option
    /// cannot check alone (an output that is also an input).
    func parse(_ arguments: [String], into empty: Target,
               finish: (inout Target, [String]) throws(ArgumentError) -> Void) -> Parsed<Target> {
        do throws(ArgumentError) {
            guard case .run(var target, let operands, _) = try scan(arguments, into: empty) else { return .help }
            try finish(&target, operands)
            return .run(target)
        } catch {
            return .usageError(error)
        }
    }

    /// The arguments to run with, or the exit status to return at once: 0 after the help
    /// (`usage`), 64 after a usage error, one line pointing at the help.
    func arguments(_ parsed: Parsed<Target>, usage: String, console: Console) -> Result<Target, ExitStatus> {
        switch parsed {
        case .run(let arguments):
            return .success(arguments)
        case .help:
            console.out(usage)
            return .failure(ExitStatus.success)
        case .usageError(let error):
            console.err(errorLine(error))
            return .failure(ExitStatus.usage)
        }
    }
}

/// The arguments of the commands that read one trace: `FILE [--json]` (replay, info).
struct TraceArguments: Equatable {
    var file = ""
    var json = false
    /// `replay --log-transitions`.
    var logTransitions = false
    /// `replay --announcements`.
    var announcements = false

    /// `reorder-lab COMMAND FILE [--json]`, with the command's own help for each; `more`: options of
    /// that command alone (declared with a field added here).
    static func syntax(_ command: String, file: [String], json: [String],
                       more: [CommandOption<TraceArguments>] = []) -> CommandSyntax<TraceArguments> {
        CommandSyntax(program: "reorder-lab \(command)", operands: CommandOperands("FILE", noun: "trace FILE", help: file),
                      options: [.flag("--json", \.json, help: json)] + more,
                      column: max(12, more.map { $0.name.count + 4 }.max() ?? 0))  // 2 spaces before, 2 after the longest
    }

    /// The parsed arguments, or the exit status to return at once (the command's `usage` printed, or
    /// a usage error pointing at it).
    static func parse(_ arguments: [String], syntax: CommandSyntax<TraceArguments>, usage: String,
                      console: Console) -> Result<TraceArguments, ExitStatus> {
        let parsed = syntax.parse(arguments, into: TraceArguments()) { arguments, operands in arguments.file = operands[0] }
        return syntax.arguments(parsed, usage: usage, console: console)
    }
}
