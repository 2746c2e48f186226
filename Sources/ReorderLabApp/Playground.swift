import Foundation
import ReorderKit
import ReorderSupport

/// `reorder-lab [run]`: the playground window. Sets up, runs the frame loop, tears down.
public enum Playground {
    /// Exit statuses (the same as the command line's).
    static let ok: Int32 = 0, failure: Int32 = 1, malformed: Int32 = 2, usage: Int32 = 64

    public static func main(_ arguments: [String]) -> Int32 {
        let options: AppOptions
        do {
            options = try AppOptions.parse(arguments)
        } catch {
            printError(AppOptions.syntax.errorLine(error))
            return usage
        }
        if options.help {
            StandardStream.output.write(AppOptions.usage + "\n")
            return ok
        }
        do {
            return try WindowOpening(options: options).run()
        } catch let error as PlaygroundError {
            printError(error.message)
            return error.status
        } catch {
            printError("reorder-lab: \(error)")
            return failure
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
