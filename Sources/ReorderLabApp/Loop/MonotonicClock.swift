#if canImport(Glibc)
import Glibc
#endif

/// The one clock of a live session: seconds since the session started, from CLOCK_MONOTONIC (never
/// jumps with the wall clock). Everything the app feeds the engine is stamped on it: frames with a
/// reading, SDL's events with their own millisecond timestamps placed on it (`EventClock`); the
/// engine itself never reads a clock.
public struct MonotonicClock: Sendable {
    private let start: Double

    public init() { start = Self.absoluteSeconds() }

    public func now() -> Double { Self.absoluteSeconds() - start }

    /// Seconds on CLOCK_MONOTONIC (since boot, Linux) when the session started: session time plus
    /// this is the system's monotonic time, which Xorg and Xvfb stamp their events with.
    public var origin: Double { start }

    static func absoluteSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Sleeps until `seconds` on this clock (no-op if that is past), in slices of at most `slice`
    /// seconds with `whileWaiting` run before each.
    public func sleep(until seconds: Double, slice: Double = .infinity, whileWaiting: () -> Void = {}) {
        while true {
            let remaining = seconds - now()
            guard remaining > 0 else { return }
            whileWaiting()
            Self.sleep(min(remaining, slice))
        }
    }

    /// `seconds` > 0 and finite, or up to a day (a pacer's wait is a frame).
    private static func sleep(_ seconds: Double) {
        let seconds = min(seconds, 86_400)
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        var left = timespec()
        while nanosleep(&request, &left) != 0, errno == EINTR { request = left }
    }
}
