#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderLabApp
import ReorderSupport
import ReorderText

/// `reorder-lab`: the command line: a subcommand, then its arguments, read by the scanner every
/// command shares (`CommandSyntax` in ReorderSupport; SwiftPM cannot fetch swift-argument-parser here).
/// Every command, the window's and the study's included, is one row of `commands`.
public enum ReorderLabCLI {
    /// One command: its name, its lines in `usage` (without the indent), and what runs it with the
    /// arguments after its name.
    struct Command: Sendable {
        var name: String
        var help: [String]
        var run: @Sendable ([String], Console) -> ExitStatus
    }

    /// The commands in the order `usage` lists them. `run` is the window; a first argument that is
    /// an option (or none) is the window's too.
    static let commands: [Command] = [
        Command(name: "run", help: ["reorder-lab [run] [options]        open the playground window (options below)"],
                run: WindowCommands.playground),
        Command(name: "replay", help: ["reorder-lab replay FILE [--json]   replay a trace headless and print the result (replay --help)"],
                run: ReplayCommand.run),
        Command(name: "import-evemu",
                help: ["reorder-lab import-evemu REC.events -o OUT [..]  evemu-record touches as a trace (import-evemu --help)"],
                run: ImportEvemuCommand.run),
        Command(name: "import-libinput",
                help: ["reorder-lab import-libinput REC.yml -o OUT [..]  libinput record touches as a trace (import-libinput --help)"],
                run: ImportLibinputCommand.run),
        Command(name: "info", help: ["reorder-lab info FILE [--json]     what a trace holds and the gestures the engine recognised, and why",
                                     "                                   (info --help)"],
                run: InfoCommand.run),
        Command(name: "tune", help: ["reorder-lab tune TRACES... --long-press A:B:STEP --movement A:B:STEP [--png FILE] [--json]",
                                     "                                   score a grid of long-press tunings against intent marks (tune --help)"],
                run: TuneCommand.run),
        Command(name: "ts-filter", help: ["reorder-lab ts-filter REC --ts-conf FILE  the samples a tslib filter chain lets out (ts-filter --help)"],
                run: TSFilterCommand.run),
        Command(name: "noise", help: ["reorder-lab noise RECORDINGS... [--json] [--png FILE]  how much a touchscreen jitters at rest,",
                                      "                                   and the tuning that absorbs it (noise --help)"],
                run: NoiseCommand.run),
        Command(name: "lag", help: ["reorder-lab lag TRACES... [--json] [--png FILE] [--display-latency MS] [--prediction-seconds A:B:STEP]",
                                    "                                   how far behind the finger drags and pans are drawn (lag --help)"],
                run: LagCommand.run),
        Command(name: "plot",
                help: ["reorder-lab plot TRACE -o OUT [--width W] [--height H]  the trace as a picture over time (plot --help)"],
                run: PlotCommand.run),
        Command(name: "presets", help: ["reorder-lab presets [--json]       every platform preset with its values and sources (presets --help)"],
                run: PresetsCommand.run),
        Command(name: "compare", help: ["reorder-lab compare TRACES... --presets A,B,.. [--json] [--png FILE]",
                                        "                                   each press under each preset, where they differ (compare --help)"],
                run: CompareCommand.run),
        Command(name: "study", help: ["reorder-lab study [--presets A,B,.. | --conditions FILE] -o DIR [..]  a guided study in the window:",
                                      "                                   tasks under each condition, counterbalanced (study --help)"],
                run: WindowCommands.study),
        Command(name: "study-report",
                help: ["reorder-lab study-report DIR... [--json] [--png FILE]  a guided study's report (study-report --help)"],
                run: StudyReportCommand.run),
        Command(name: "panel-check",
                help: ["reorder-lab panel-check [-o FILE] [--json]  full screen: tap targets one at a time, get the",
                       "                                   touchscreen's calibration matrix, diagnosis and fixes (panel-check --help)",
                       "reorder-lab panel-check --analyze TRACE [--json]  the same report from a recorded panel check"],
                run: WindowCommands.panelCheck),
        Command(name: "help", help: ["reorder-lab help                   this text (also -h, --help); every command has its own --help"],
                run: { _, console in
                    console.out(usage + "\n\n" + AppOptions.usage)
                    return .success
                }),
    ]

    public static let usage = """
        ReorderLab: press-and-drag-to-reorder, measured.

        usage:
        \(commands.flatMap(\.help).map { "  " + $0 }.joined(separator: "\n"))

        options, for every command and the window: `--opt value` or `--opt=value`, each at most once; a
        flag takes no value; `--` ends the options (for a file named -x); -h or --help anywhere shows help.

        exit status: 0 done; 1 the file could not be read; 2 malformed trace (one line on standard
        error: FILE:LINE: what is wrong); 64 bad arguments.
        """

    /// `reorder-lab ARGUMENTS` (`arguments[0]` is the program's name); the exit status.
    public static func main(_ arguments: [String], console: Console = .standard) -> Int32 {
        let rest = Array(arguments.dropFirst())
        guard let first = rest.first else { return WindowCommands.playground([], console: console).code }
        if first == "-h" || first == "--help" { return command("help")!.run([], console).code }
        // `reorder-lab --size 800x1280`: options with no command are the window's.
        if first.hasPrefix("-") { return WindowCommands.playground(rest, console: console).code }
        guard let command = command(first) else {
            console.err("reorder-lab: unknown command \(first.quotedForMessage); see `reorder-lab --help`")
            return ExitStatus.usage.code
        }
        return command.run(Array(rest.dropFirst()), console).code
    }

    /// The process: `reorder-lab`'s whole main. A failed write to standard output or error makes
    /// the exit status 1 (`StandardStream.exitStatus(after:)`).
    public static func runProcess() -> Never {
        StandardStream.ignoreBrokenPipes()
        exit(StandardStream.exitStatus(after: main(CommandLine.arguments)))
    }

    static func command(_ name: String) -> Command? { commands.first { $0.name == name } }
}
