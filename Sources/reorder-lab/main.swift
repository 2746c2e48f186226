import Foundation
import ReorderLabApp
import ReorderLabCLI

// `reorder-lab` alone, `reorder-lab run ...` or `reorder-lab --option ...` opens the window; the
// other subcommands are headless and live in ReorderLabCLI.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case nil:
    exit(Playground.main([]))
case "run":
    exit(Playground.main(Array(arguments.dropFirst())))
case "-h", "--help", "help":
    print(ReorderLabCLI.usage)
    print("")
    print(AppOptions.usage)
    exit(0)
case let first? where first.hasPrefix("-"):
    exit(Playground.main(arguments))
default:
    exit(ReorderLabCLI.main(CommandLine.arguments))
}
