/// The share of latency before the app, where the window system says when an event happened: on
/// X11 a core input event (the mouse, keys; `xdotool` under Xvfb sends these) carries the X
/// server's time, which SDL passes on in its window-system events (`SDLVideo.reportWindowSystemInput`).
/// XInput2's touch events carry one too, but SDL takes their data from Xlib before the app can
/// see it: for touch this share cannot be had, and the HUD says so rather than guess.
///
/// The server's clock (milliseconds, 32 bits) and SDL's (milliseconds since SDL started) have an
/// unknown offset. It is estimated as the smallest (SDL stamp - server time) seen: the event that
/// waited least is taken to have waited 0, so each figure is the delay above the smallest one, a
/// lower bound of the true delay (the true one adds that smallest wait, unknown). The two clocks
/// may also run at rates apart by NTP's slew (at most 500 ppm, 0.5 ms a second), so the estimate
/// holds for a session of minutes, not days. Pure: tests give both stamps by hand.
struct WindowSystemDelay: Sendable {
    /// (SDL stamp - server time), milliseconds, of each event: recent ones with their session
    /// time for the HUD, at most `RecentLatencies.capacity`; all for `--stats`, as `FrameStats` keeps its frames.
    private var recent: [(at: Double, milliseconds: Int64)] = []
    private(set) var all: [Int64] = []
    /// The estimated offset: the smallest difference seen, milliseconds.
    private(set) var offsetMilliseconds: Int64?
    /// Keep every difference (`all`, for --stats), not only the last few seconds'.
    let keepsSession: Bool
    /// (SDL's stamp on this machine's CLOCK_MONOTONIC - server time), milliseconds, with
    /// `keepsSession`: the true delay when the server stamps with this machine's CLOCK_MONOTONIC, as
    /// Xorg and Xvfb on this machine do (their `GetTimeInMillis`; CLOCK_MONOTONIC_COARSE where the
    /// kernel has it, up to a tick, 4 ms at 250 Hz, behind).
    private(set) var onThisClock: [Int64] = []

    init(keepsSession: Bool = false) { self.keepsSession = keepsSession }

    /// An event the server stamped `server` and SDL `ticks`, taken at `t` (session seconds), which
    /// is `monotonic` milliseconds on this machine's CLOCK_MONOTONIC (nil: not known).
    mutating func add(ticks: UInt32, server: UInt32, at t: Double, monotonic: UInt32? = nil) {
        if keepsSession, let monotonic { onThisClock.append(Int64(Int32(bitPattern: monotonic &- server))) }
        // Both clocks wrap at 2^32 ms; read as signed, the difference is right across a wrap.
        let difference = Int64(Int32(bitPattern: ticks &- server))
        offsetMilliseconds = min(offsetMilliseconds ?? difference, difference)
        if keepsSession { all.append(difference) }
        recent.append((t, difference))
        if recent.count > 2 * RecentLatencies.capacity { recent.removeFirst(recent.count - RecentLatencies.capacity) }
    }

    /// Seconds each event of the last `RecentLatencies.windowSeconds` before `now` waited beyond the
    /// least wait seen, as percentiles; nil when none.
    func summary(at now: Double) -> LatencySummary? {
        guard let offset = offsetMilliseconds else { return nil }
        return LatencySummary(recent.filter { now - $0.at <= RecentLatencies.windowSeconds }.map { Double($0.milliseconds - offset) / 1000 })
    }

    /// The delays on this machine's clock, if they are what a server stamping on it gives: none
    /// negative beyond the server's coarse tick (4 ms) and none over a second (a server elsewhere,
    /// or on another clock, gives differences of hours). Nil otherwise, and the figure is not given.
    var onThisClockSummary: LatencySummary? {
        guard !onThisClock.isEmpty, onThisClock.allSatisfy({ (-4...1000).contains($0) }) else { return nil }
        return LatencySummary(onThisClock.map { Double(max(0, $0)) / 1000 })
    }

    /// The same over the whole session.
    var sessionSummary: LatencySummary? {
        guard let offset = offsetMilliseconds else { return nil }
        return LatencySummary(all.map { Double($0 - offset) / 1000 })
    }
}
