import ReorderKit
import ReorderAnalysis
import ReorderSupport

/// `reorder-lab info FILE [--json]`: what a trace holds and what the engine made of it.
enum InfoCommand {
    static var syntax: CommandSyntax<TraceArguments> {
        TraceArguments.syntax("info", file: ["a trace in the format of trace-format.md"], json: [
            #"one JSON object: {"file","duration","events","counts":{TYPE:N},"pointers":[..],"#,
            #""gestures":[..],"result":{..}}; result is `replay --json`'s object, each gesture"#,
            "has t, type, its facts and the text line",
        ])
    }

    static let usage = """
        \(syntax.synopsis)
        \(syntax.table)
        Replays the trace as `replay` does and lists what it holds (events by type, pointers), then
        every gesture the engine recognised, in time order, each with the numbers that decided it
        under the tuning in force at that moment, e.g.
          0.100-0.180 touch 1 on row 3 (eggs): moved 11.0 pt (over 10 pt) after 0.08 s, before 0.5 s: pan
        exit status: 0 done; 1 the file could not be read; 2 malformed trace (one line on standard
        error: FILE:LINE: what is wrong); 64 bad arguments.
        """

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        let parsed: TraceArguments
        switch TraceArguments.parse(arguments, syntax: syntax, usage: usage, console: console) {
        case .success(let arguments): parsed = arguments
        case .failure(let exit): return exit
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
