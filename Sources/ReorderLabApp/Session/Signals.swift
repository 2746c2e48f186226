#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization

/// The signal that asked to quit, 0 while none has. A lock-free atomic is what a signal handler may
/// touch (POSIX allows little else in one); `install` reads it first, so its lazy global
/// initialisation never runs inside the handler.
private let quitSignal = Atomic<Int32>(0)

/// The handler: a plain C function. The first SIGINT/SIGTERM asks the main loop to finish cleanly
/// (close the recording, save the order); a second one, when that loop is stuck, ends the program
/// the default way.
private let quitHandler: @convention(c) (Int32) -> Void = { signal in
    if quitSignal.exchange(signal, ordering: .sequentiallyConsistent) != 0 {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        _ = setAction(signal, &action, nil)
        raise(signal)
    }
}

/// SIGINT and SIGTERM end a window session cleanly: they set a flag the main loop checks each frame.
public enum Signals {
    /// The signals handled, and what they did before `install`.
    private static let handled: [Int32] = [SIGINT, SIGTERM]
    private static let previous = Mutex<[Int32: sigaction]>([:])

    /// Takes over SIGINT and SIGTERM. `SA_RESTART`: a write to the recording interrupted by the
    /// signal resumes rather than failing with EINTR.
    public static func install() {
        _ = quitSignal.load(ordering: .sequentiallyConsistent)
        for signal in handled {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = quitHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            var old = sigaction()
            guard setAction(signal, &action, &old) == 0 else { continue }
            previous.withLock { saved in
                if saved[signal] == nil { saved[signal] = old }
            }
        }
    }

    /// Puts back what the signals did before `install` and clears the flag (tests, and a program
    /// that leaves the window and goes on).
    public static func uninstall() {
        let saved = previous.withLock { saved in
            defer { saved.removeAll() }
            return saved
        }
        for (signal, var action) in saved { _ = setAction(signal, &action, nil) }
        quitSignal.store(0, ordering: .sequentiallyConsistent)
    }

    /// Whether SIGINT or SIGTERM arrived since `install`.
    public static var quitRequested: Bool { quitSignal.load(ordering: .sequentiallyConsistent) != 0 }

    /// Which one (for an exit status of 128 + signal, as shells report), or nil.
    public static var quitSignalNumber: Int32? {
        let signal = quitSignal.load(ordering: .sequentiallyConsistent)
        return signal == 0 ? nil : signal
    }
}

/// `sigaction(2)`; the struct of the same name hides the function where both could be meant.
private func setAction(_ signal: Int32, _ action: inout sigaction, _ old: UnsafeMutablePointer<sigaction>?) -> Int32 {
    sigaction(signal, &action, old)
}
