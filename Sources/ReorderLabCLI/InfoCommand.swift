import ReorderKit

/// `reorder-lab info FILE [--json]`: what a trace holds and what the engine made of it.
enum InfoCommand {
    static func run(_ arguments: [String], console: Console) -> Int32 {
        var json = false
        var files: [String] = []
        for argument in arguments {
            switch argument {
            case "--json": json = true
            case "-h", "--help":
                console.out(ReorderLabCLI.usage)
                return ExitStatus.success
            case _ where argument.hasPrefix("-") && argument != "-":
                console.err("reorder-lab info: unknown option '\(argument)'; see `reorder-lab --help`")
                return ExitStatus.usage
            default: files.append(argument)
            }
        }
        guard files.count == 1, let file = files.first else {
            console.err("reorder-lab info: expected one trace FILE, got \(files.count); see `reorder-lab --help`")
            return ExitStatus.usage
        }
        do {
            let info = try TraceInfo(path: file, onWarning: console.err)
            console.out(json ? info.json : info.text)
            return ExitStatus.success
        } catch {
            console.err(error.description)
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
    }
}
