import ReorderKit

/// `reorder-lab`: the command line: a subcommand, then its arguments, read by the scanner every
/// command shares (`CommandSyntax` in ReorderSupport; SwiftPM cannot fetch swift-argument-parser here).
public enum ReorderLabCLI {
    public static let usage = """
        ReorderLab: press-and-drag-to-reorder, measured.

        usage:
          reorder-lab [run] [options]        open the playground window (options below)
          reorder-lab replay FILE [--json]   replay a trace headless and print the result (replay --help)
          reorder-lab import-evemu REC.events -o OUT [..]  evemu-record touches as a trace (import-evemu --help)
          reorder-lab import-libinput REC.yml -o OUT [..]  libinput record touches as a trace (import-libinput --help)
          reorder-lab info FILE [--json]     what a trace holds and the gestures the engine recognised, and why
                                             (info --help)
          reorder-lab tune TRACES... --long-press A:B:STEP --movement A:B:STEP [--png FILE.png] [--json]
                                             score a grid of long-press tunings against intent marks (tune --help)
          reorder-lab ts-filter REC --ts-conf FILE  the samples a tslib filter chain lets out (ts-filter --help)
          reorder-lab noise RECORDINGS... [--json] [--png FILE.png]  how much a touchscreen jitters at rest,
                                             and the tuning that absorbs it (noise --help)
          reorder-lab plot TRACE -o OUT.png [--width W] [--height H]  the trace as a picture over time (plot --help)
          reorder-lab presets [--json]       every platform preset with its values and sources (presets --help)
          reorder-lab compare TRACES... --presets A,B,.. [--json] [--png FILE.png]
                                             each press under each preset, where they differ (compare --help)
          reorder-lab study [--presets A,B,.. | --conditions FILE] -o DIR [..]  a guided study in the window:
                                             tasks under each condition, counterbalanced (study --help)
          reorder-lab study-report DIR... [--json] [--png FILE.png]  a guided study's report (study-report --help)
          reorder-lab help                   this text (also -h, --help); every command has its own --help

        options, for every command and the window: `--opt value` or `--opt=value`, each at most once; a
        flag takes no value; `--` ends the options (for a file named -x); -h or --help anywhere shows help.

        exit status: 0 done; 1 the file could not be read; 2 malformed trace (one line on standard
        error: FILE:LINE: what is wrong); 64 bad arguments.
        """

    public static func main(_ arguments: [String], console: Console = .standard) -> Int32 {
        var rest = Array(arguments.dropFirst())
        guard let command = rest.first else {
            console.out(usage)
            return ExitStatus.success
        }
        rest.removeFirst()
        switch command {
        case "help", "-h", "--help":
            console.out(usage)
            return ExitStatus.success
        case "replay":
            return ReplayCommand.run(rest, console: console)
        case "import-evemu": return ImportEvemuCommand.run(rest, console: console)
        case "import-libinput": return ImportLibinputCommand.run(rest, console: console)
        case "info":
            return InfoCommand.run(rest, console: console)
        case "tune":
            return TuneCommand.run(rest, console: console)
        case "plot": return PlotCommand.run(rest, console: console)
        case "noise": return NoiseCommand.run(rest, console: console)
        case "ts-filter": return TSFilterCommand.run(rest, console: console)
        case "presets": return PresetsCommand.run(rest, console: console)
        case "compare": return CompareCommand.run(rest, console: console)
        case "study-report": return StudyReportCommand.run(rest, console: console)
        case "study":
            // The study opens a window: reorder-lab's main runs it (ReorderLabApp), never this library.
            console.err("reorder-lab: study opens a window: run it as `reorder-lab study` (see `reorder-lab study --help`)")
            return ExitStatus.usage
        default:
            console.err("reorder-lab: unknown command \(command.quotedForMessage); see `reorder-lab --help`")
            return ExitStatus.usage
        }
    }
}
