#if canImport(Glibc)
import Glibc
#endif

/// The one clock of a live session: seconds since the session started, from CLOCK_MONOTONIC (never
/// jumps with the wall clock). The app reads it when it polls input and stamps everything it feeds the
/// engine with it; the engine itself never reads a clock. SDL's own timestamps are milliseconds and
/// `SDL_PushEvent` overwrites them, so they are not used.
public struct MonotonicClock: Sendable {
    private let start: Double

    public init() { start = Self.absoluteSeconds() }

    public func now() -> Double { Self.absoluteSeconds() - start }

    static func absoluteSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Sleeps until `seconds` on this clock (no-op if that is past).
    public func sleep(until seconds: Double) {
        let remaining = seconds - now()
        guard remaining > 0 else { return }
        var request = timespec(tv_sec: Int(remaining), tv_nsec: Int((remaining - Double(Int(remaining))) * 1e9))
        var left = timespec()
        while nanosleep(&request, &left) != 0, errno == EINTR { request = left }
    }
}
