import ReorderLabApp
import ReorderSupport

/// The commands that open a window: the playground's and the study's options are read here, and the
/// window gets the parsed value (ReorderLabApp: `Playground.main`, `StudyLaunch.main`); the panel
/// check's are read with its `--analyze` (PanelCheckCommand), which opens `PanelCheckLaunch.main`.
enum WindowCommands {
    /// `reorder-lab [run] [options]`: the playground window.
    static func playground(_ arguments: [String], console: Console) -> ExitStatus {
        open(arguments, console: console, parse: AppOptions.parse, syntax: AppOptions.syntax, usage: AppOptions.usage, help: \.help,
             run: Playground.main)
    }

    /// `reorder-lab study`: a guided study, set up from its folder, in its window.
    static func study(_ arguments: [String], console: Console) -> ExitStatus {
        open(arguments, console: console, parse: StudyOptions.parse, syntax: StudyOptions.syntax, usage: StudyOptions.usage, help: \.help,
             run: StudyLaunch.main)
    }

    /// `reorder-lab panel-check`: the full-screen window of targets, then the report on its
    /// recording; with `--analyze`, the report alone, headless (PanelCheckCommand reads both).
    static func panelCheck(_ arguments: [String], console: Console) -> ExitStatus {
        PanelCheckCommand.run(arguments, console: console)
    }

    /// A usage error is one line and 64, `--help` the command's usage and 0; nothing opens then.
    private static func open<Options>(_ arguments: [String], console: Console, parse: ([String]) throws(ArgumentError) -> Options,
                                      syntax: CommandSyntax<Options>, usage: String, help: KeyPath<Options, Bool>,
                                      run: (Options) -> ExitStatus) -> ExitStatus {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            console.err(syntax.errorLine(error))
            return .usage
        }
        if options[keyPath: help] {
            console.out(usage)
            return .success
        }
        return run(options)
    }
}
