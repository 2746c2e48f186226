/// The arguments of the commands that read one trace: `FILE [--json]` (replay, info).
struct TraceArguments {
    var file: String
    var json: Bool

    /// The parsed arguments, or the exit status to return at once (the command's `usage` printed, or
    /// a usage error pointing at it).
    static func parse(_ arguments: [String], command: String, usage: String, console: Console) -> Result<TraceArguments, ExitCode> {
        let seeHelp = "see `reorder-lab \(command) --help`"
        var json = false
        var files: [String] = []
        for argument in arguments {
            switch argument {
            case "--json": json = true
            case "-h", "--help":
                console.out(usage)
                return .failure(ExitCode(ExitStatus.success))
            case _ where argument.hasPrefix("-") && argument != "-":
                console.err("reorder-lab \(command): unknown option '\(argument)'; \(seeHelp)")
                return .failure(ExitCode(ExitStatus.usage))
            default: files.append(argument)
            }
        }
        guard files.count == 1, let file = files.first else {
            console.err("reorder-lab \(command): expected one trace FILE, got \(files.count); \(seeHelp)")
            return .failure(ExitCode(ExitStatus.usage))
        }
        return .success(TraceArguments(file: file, json: json))
    }
}

/// An exit status carried as an error, to end a command early.
struct ExitCode: Error {
    var status: Int32
    init(_ status: Int32) { self.status = status }
}
