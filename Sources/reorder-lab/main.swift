import Foundation
import ReorderLabCLI

exit(ReorderLabCLI.main(CommandLine.arguments))
