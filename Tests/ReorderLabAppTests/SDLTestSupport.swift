import CSDL2
import Foundation
@testable import ReorderLabApp
@testable import ReorderSDL

/// SDL for tests: one process-wide `SDLVideo` on the dummy video driver, behind one lock.
///
/// SDL keeps global state (the event queue, the video subsystem) and may be initialised only once
/// per process, while Swift Testing runs tests in parallel on many threads. So every test that
/// touches SDL goes through `withSDL`, which serialises them: the first call initialises SDL, no
/// call ever shuts it down (tearing it down while another test waits would only mean starting it
/// again), and a test sees SDL's global state exactly as the previous holder left it. Tests that use
/// the event queue drain it first.
///
/// SDL is told not to install its SIGINT/SIGTERM handlers: they would outlive the test that started
/// SDL and break tests that check the process's own handlers (`SessionSignalsTests`).
///
///     try SDLTestSupport.withSDL { video in
///         let window = try Window(video: video, title: "test", width: 400, height: 600)
///         ...
///     }
enum SDLTestSupport {
    /// Runs `body` with SDL initialised, while no other test uses SDL. Not reentrant: do not nest.
    static func withSDL<R>(_ body: (SDLVideo) throws -> R) throws -> R {
        lock.lock()
        defer { lock.unlock() }
        if video == nil {
            SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
            video = try SDLVideo(driver: "dummy")
        }
        return try body(video!)
    }

    private static let lock = NSLock()
    /// Guarded by `lock`. Never released, so SDL stays initialised until the process exits.
    nonisolated(unsafe) private static var video: SDLVideo?
}
