/// The app's share of latency, frame by frame: from the SDL timestamp of the oldest input event a
/// frame is the first to show (placed on the session's clock by `EventClock`) to the moment that
/// frame's present returned. SDL stamps an event when it takes it from the system, so the time
/// before that (the panel, the kernel, the window system) is not in it; nor is the time after the
/// present (the compositor, the panel's scan-out), which only a camera sees (`--latency-flash`).
///
/// Pure: the loop tells it when input was taken and when a present returned, both in session
/// seconds, and it never reads a clock (tests give both by hand).
struct PresentLatency {
    /// The oldest input taken since the last present: what the next frame is the first to show.
    private var oldestUnshown: Double?

    /// An input event (a finger, the mouse, the wheel, a key) taken at `t`, session seconds.
    mutating func inputTaken(at t: Double) {
        guard t.isFinite else { return }
        oldestUnshown = min(oldestUnshown ?? t, t)
    }

    /// A frame's present returned at `t`: the app's latency of that frame, seconds, or nil when the
    /// frame shows no new input. Never below 0 (an event stamped after the present started shows
    /// in this frame only if it was taken before: EventClock keeps it no later than its poll).
    mutating func presented(at t: Double) -> Double? {
        defer { oldestUnshown = nil }
        return oldestUnshown.map { max(0, t - $0) }
    }
}

/// Latency samples kept for a few seconds, for the HUD's p50 / p95 / p99: at most `capacity`, the
/// oldest dropped first, so a long session or a fast display never grows it.
struct RecentLatencies: Sendable {
    /// Seconds of history the figures cover.
    static let windowSeconds = 5.0
    /// 5 s at 240 Hz with room to spare.
    static let capacity = 2048
    private var samples: [(at: Double, seconds: Double)] = []
    private var start = 0

    /// A frame presented at `at` (session seconds) with the app's latency `seconds`.
    mutating func add(at: Double, seconds: Double) {
        samples.append((at, seconds))
        if samples.count - start > Self.capacity { start += 1 }
        // Compacts now and then, so dropping the oldest is not a copy a frame.
        if start > Self.capacity { samples.removeFirst(start); start = 0 }
    }

    /// Percentiles of the samples presented within `windowSeconds` before `now`, nil when none.
    func summary(at now: Double) -> LatencySummary? {
        let recent = samples[start...].filter { now - $0.at <= Self.windowSeconds }.map(\.seconds)
        return LatencySummary(recent)
    }
}

/// p50 / p95 / p99 of a set of latencies (seconds), by nearest rank, and how many.
struct LatencySummary: Equatable, Sendable {
    var count: Int
    var p50: Double, p95: Double, p99: Double

    init?(_ values: [Double]) {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        func rank(_ p: Double) -> Double { sorted[max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1)] }
        count = sorted.count
        (p50, p95, p99) = (rank(0.5), rank(0.95), rank(0.99))
    }

    /// "p50 12 p95 20 p99 25 ms", whole milliseconds (SDL's and X's stamps are): what fits a HUD line.
    var hudText: String {
        "p50 \(HUDFormat.fixed(p50 * 1000, 0)) p95 \(HUDFormat.fixed(p95 * 1000, 0)) p99 \(HUDFormat.fixed(p99 * 1000, 0)) ms"
    }

    /// "p50 12.3 / p95 20.1 / p99 25.0 ms".
    var millisecondsText: String {
        "p50 \(HUDFormat.fixed(p50 * 1000, 1)) / p95 \(HUDFormat.fixed(p95 * 1000, 1)) / p99 \(HUDFormat.fixed(p99 * 1000, 1)) ms"
    }
}
