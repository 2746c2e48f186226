import ReorderKit

/// `reorder-lab info FILE [--json]`: what a trace holds and what the engine made of it.
enum InfoCommand {
    static func run(_ arguments: [String], console: Console) -> Int32 {
        let parsed: TraceArguments
        switch TraceArguments.parse(arguments, command: "info", console: console) {
        case .success(let arguments): parsed = arguments
        case .failure(let exit): return exit.status
        }
        let file = parsed.file, json = parsed.json
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
