import ReorderKit
import ReorderAnalysis
import ReorderPlot
import ReorderSupport
import ReorderText

/// `reorder-lab compare TRACE... --presets a,b,c [--json] [--png FILE]`: the same recordings
/// under several platforms' presets, press by press.
enum CompareCommand {
    static var syntax: CommandSyntax<Options> {
        CommandSyntax(program: "reorder-lab compare", operands: CommandOperands("TRACE", noun: "trace", count: .oneOrMore, help: [
            "trace files, or directories of *.jsonl traces",
        ]), options: [
            .value("--presets", "A,B,..", expects: "preset names separated by commas, each once (see `reorder-lab presets`)",
                   required: true, help: ["the presets to replay each trace under, in this order (`reorder-lab presets`)"]) {
                (options, text) throws(ArgumentError) in
                let names = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                var presets: [TuningPreset] = []
                for name in names {
                    guard let preset = TuningPreset(rawValue: name) else {
                        throw ArgumentError("--presets: unknown preset \(name.quotedForMessage) (known: "
                                            + TuningPreset.allCases.map(\.rawValue).joined(separator: ", ") + ")")
                    }
                    guard !presets.contains(preset) else { throw ArgumentError("--presets names \(name.quotedForMessage) twice") }
                    presets.append(preset)
                }
                options.presets = presets
                return true
            },
            .flag("--json", \.json, help: [
                #"{"presets":[{"name","values"}],"traces":[{"file","presses":[{"t","pointer","row","#,
                #""intent","differs","decisions":{PRESET:{"outcome","t"}}}],"results":{PRESET:"#,
                #"`replay --json`}}],"summary":{PRESET:{..}},"labelledPresses":N}"#,
            ]),
            PictureFile.option(\.png, help: ["also draw the presses on a time line, one lane per preset"]),
        ], column: 20)
    }

    static let usage = """
        \(syntax.synopsis)

        Replays every trace once under each preset: the preset's values (`reorder-lab presets`;
        lengths converted with the header's pointsPerMillimetre, else 1 pt = 1/160 inch) replace
        the trace's own, in the header and in live `tuning` lines; every other value is the trace's.
        Each replay runs in the engine of the trace's layout. Prints, per trace, every press (down)
        with each preset's decision (lift, pan, tap, cancelled, or ignored when another pointer held
        the list) and its time, `*` where the presets decide differently (another outcome, or a lift
        at another time), and the final order under each; then per preset its taps, pans, lifts,
        moves and presses decided unlike the first preset, and with intent marks (intent:reorder,
        intent:scroll, intent:tap) `tune`'s score: correct, missedLifts, falseLifts, lostTaps, other.

        \(syntax.table)

        exit status: 0 done; 1 a trace could not be read or the picture not written; 2 a malformed
        trace (one line on standard error: FILE:LINE: what is wrong); 64 bad arguments.
        """

    struct Options: Equatable {
        var files: [String] = []
        var presets: [TuningPreset] = []
        var json = false
        var png: String?
    }

    static func parse(_ arguments: [String]) -> Parsed<Options> {
        syntax.parse(arguments, into: Options()) { options, operands in options.files = operands }
    }

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        let options: Options
        switch syntax.arguments(parse(arguments), usage: usage, console: console) {
        case .success(let parsed): options = parsed
        case .failure(let exit): return exit
        }
        let files = TuneCommand.expand(options.files, console: console)
        if let exit = PictureFile.check(options.png, inputs: files, program: "reorder-lab compare", console: console) { return exit }
        let comparison: PresetComparison
        do {
            comparison = try PresetComparison.run(paths: files, presets: options.presets, onWarning: console.err)
        } catch {
            console.err(error.description)
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
        if let exit = PictureFile.write(options.png, program: "reorder-lab compare", console: console, draw: { try ComparisonTimeline.file(comparison, format: $0) }) { return exit }
        console.out(options.json ? comparison.json : comparison.text)
        return ExitStatus.success
    }
}
