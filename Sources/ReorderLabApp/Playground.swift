import Foundation
import ReorderKit
import ReorderSupport
import ReorderText

/// The playground window, with the options the command line read (`reorder-lab [run]`, parsed in
/// ReorderLabCLI). Sets up, runs the frame loop, tears down.
public enum Playground {
    /// The codes the window's loop passes up: `ExitStatus`'s, the one type every command returns.
    static let ok = ExitStatus.success.code, failure = ExitStatus.ioError.code, malformed = ExitStatus.malformed.code

    public static func main(_ options: AppOptions) -> ExitStatus {
        do {
            return ExitStatus(code: try WindowOpening(options: options).run())
        } catch let error as PlaygroundError {
            printError(error.message)
            return ExitStatus(code: error.status)
        } catch {
            printError("reorder-lab: \(error)")
            return .ioError
        }
    }

    /// `write(2)`: a closed or full standard error is a failed write, not a trap (`StandardStream`).
    /// A message is one line: a control character in a path or in file text it quotes is escaped
    /// here (`escapedForMessage`, the project's one rule), as the command line's `Console` does.
    static func printError(_ message: String) {
        StandardStream.error.write(message.escapedForMessage + "\n")
    }
}

/// A failure that ends the session before or while it runs, with its exit status.
struct PlaygroundError: Error {
    var message: String
    var status: Int32

    static func noDisplay(_ reason: String) -> PlaygroundError {
        PlaygroundError(message: """
            reorder-lab: no display (\(reason)): run it on a desktop, under `xvfb-run reorder-lab`, \
            or with SDL_VIDEODRIVER=dummy for an invisible window; `reorder-lab replay FILE` needs no display
            """, status: Playground.failure)
    }
}
