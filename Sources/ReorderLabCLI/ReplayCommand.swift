import ReorderKit
import ReorderSupport
import ReorderTrace

/// `reorder-lab replay FILE [--json]`: the headless replay contract.
enum ReplayCommand {
    static var syntax: CommandSyntax<TraceArguments> {
        TraceArguments.syntax("replay", file: ["a trace in the format of trace-format.md (JSON Lines: a header, then events)"], json: [
            "print the result as one JSON object:",
            #"{"order":[..],"scrollOffset":..,"drags":..,"moves":[..],"frames":..,"events":..,"stateHash":".."}"#,
        ], more: [.flag("--log-transitions", \.logTransitions,
                        help: ["print each change of the engine's state on standard error: t old -> input -> new"]),
                       .flag("--announcements", \.announcements,
                             help: ["print what a screen reader would say instead of the result, one a line: t text"])])
    }

    static let usage = """
        \(syntax.synopsis)
        \(syntax.table)
        Feeds every line to the engine, as the window did, and prints the state after the last one (a
        drag still in progress is completed in place): the same result on every machine, every run.
        An unknown event type is skipped with a warning on standard error.
        exit status: 0 done; 1 the file could not be read; 2 malformed trace (nothing on standard
        output, one line on standard error: FILE:LINE: what is wrong); 64 bad arguments.
        """

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        let parsed: TraceArguments
        switch TraceArguments.parse(arguments, syntax: syntax, usage: usage, console: console) {
        case .success(let arguments): parsed = arguments
        case .failure(let exit): return exit
        }
        let file = parsed.file, json = parsed.json
        do {
            let log: ((StateTransition) -> Void)? = parsed.logTransitions ? { console.err($0.line) } : nil
            let result = try Replay.run(path: file, onWarning: console.err, onTransition: log)
            if parsed.announcements && !json {
                result.announcementLines.forEach(console.out)
            } else {
                console.out(json ? result.json : result.summary(name: file))
            }
            return ExitStatus.success
        } catch {
            console.err(error.description)
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
    }
}
