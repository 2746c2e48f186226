#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import ReorderLabApp

/// The handler now in place for `signal`, as a number: 0 is SIG_DFL.
private func currentHandler(_ signal: Int32) -> Int {
    var action = sigaction()
    sigaction(signal, nil, &action)
    return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
}

/// One test, serialized: the handlers and the flag are process-wide.
@Suite(.serialized) struct SessionSignalsTests {
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalAsksTheLoopToQuitAndUninstallRestoresTheDefault(signal: Int32) throws {
        #expect(currentHandler(signal) == 0, "the test process starts with the default")
        Signals.install()
        // Without the handler in place, raising would end the test run.
        try #require(currentHandler(signal) != 0)
        #expect(!Signals.quitRequested)

        // Test threads (the concurrency pool's) block signals; unblocked for the raise, `raise`
        // returns after the handler has run (POSIX), with no waiting.
        var unblock = sigset_t(), previousMask = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signal)
        pthread_sigmask(SIG_UNBLOCK, &unblock, &previousMask)
        raise(signal)
        pthread_sigmask(SIG_SETMASK, &previousMask, nil)

        #expect(Signals.quitRequested)
        #expect(Signals.quitSignalNumber == signal)
        Signals.uninstall()
        #expect(!Signals.quitRequested)
        #expect(currentHandler(signal) == 0)
    }
}
