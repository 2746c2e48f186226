import Foundation
import ReorderLabApp
import ReorderLabCLI
import ReorderSupport

// `reorder-lab` alone, `reorder-lab run ...` or `reorder-lab --option ...` opens the window, and
// `reorder-lab study ...` the study's window; the other subcommands are headless and live in ReorderLabCLI. Every path ends through
// `StandardStream.exitStatus(after:)`, so a failed write to standard output or error is exit 1.
StandardStream.ignoreBrokenPipes()
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case nil:
    status = Playground.main([])
case "run":
    status = Playground.main(Array(arguments.dropFirst()))
case "study":
    status = StudyCommand.main(Array(arguments.dropFirst()))
case "-h", "--help", "help":
    StandardStream.output.write(ReorderLabCLI.usage + "\n\n" + AppOptions.usage + "\n")
    status = 0
case let first? where first.hasPrefix("-"):
    status = Playground.main(arguments)
default:
    status = ReorderLabCLI.main(CommandLine.arguments)
}
exit(StandardStream.exitStatus(after: status))
