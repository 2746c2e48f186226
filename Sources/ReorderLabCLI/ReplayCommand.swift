import ReorderKit

/// `reorder-lab replay FILE [--json]`: the headless replay contract.
enum ReplayCommand {
    static func run(_ arguments: [String], console: Console) -> Int32 {
        let parsed: TraceArguments
        switch TraceArguments.parse(arguments, command: "replay", console: console) {
        case .success(let arguments): parsed = arguments
        case .failure(let exit): return exit.status
        }
        let file = parsed.file, json = parsed.json
        do {
            let result = try Replay.run(path: file, onWarning: console.err)
            console.out(json ? result.json : result.summary(name: file))
            return ExitStatus.success
        } catch {
            console.err(error.description)
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
    }
}
