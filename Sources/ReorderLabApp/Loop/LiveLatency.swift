import ReorderSDL

/// The latency a window measures live, each part named (docs/panel.md, "Measured live"):
/// - the app's: from the SDL stamp of the oldest input a frame is the first to show to the return
///   of its present (`PresentLatency`);
/// - before the app, where the window system stamps its events (`WindowSystemDelay`);
/// - the rest, from the present to the glass, only a camera sees (`--latency-flash`).
/// The frame loop feeds it; the HUD shows the last few seconds, `--stats` the session.
struct LiveLatency: Sendable {
    private var app = PresentLatency()
    private var appRecent = RecentLatencies()
    /// Every frame's app latency, seconds, for `--stats` (as `FrameStats` keeps every frame); kept
    /// only with `keepsSession`, so a window without --stats holds a few seconds of figures.
    private(set) var appAll: [Double] = []
    private(set) var windowSystem: WindowSystemDelay
    let keepsSession: Bool
    /// CLOCK_MONOTONIC seconds at session time 0 (`MonotonicClock.origin`), to put SDL's stamps on
    /// the clock a local X server stamps with; nil when not known.
    let clockOrigin: Double?

    init(keepsSession: Bool = false, clockOrigin: Double? = nil) {
        self.keepsSession = keepsSession
        self.clockOrigin = clockOrigin
        windowSystem = WindowSystemDelay(keepsSession: keepsSession)
    }

    /// One event taken from SDL's queue at `t` (session seconds, `EventClock`).
    mutating func taken(_ event: SDLEvent, at t: Double, timed: TimedSDLEvent) {
        if let server = timed.serverMilliseconds {
            // Milliseconds on CLOCK_MONOTONIC, truncated to 32 bits as X's Time is.
            let monotonic = clockOrigin.flatMap { origin in
                ((origin + t) * 1000).isFinite ? UInt32(truncatingIfNeeded: Int64(((origin + t) * 1000).rounded(.down))) : nil
            }
            windowSystem.add(ticks: timed.milliseconds, server: server, at: t, monotonic: monotonic)
        }
        if event.isInput { app.inputTaken(at: t) }
    }

    /// A frame's present returned at `t` (session seconds): its app latency, if it shows new input.
    @discardableResult
    mutating func presented(at t: Double) -> Double? {
        guard let seconds = app.presented(at: t) else { return nil }
        appRecent.add(at: t, seconds: seconds)
        if keepsSession { appAll.append(seconds) }
        return seconds
    }

    /// The HUD's lines at `now`: the app's share and the share before it, over the last few seconds.
    func hudValues(at now: Double) -> (app: String, beforeApp: String) {
        let app = appRecent.summary(at: now).map(\.hudText) ?? "-"
        let before = windowSystem.summary(at: now).map(\.hudText) ?? "no stamps"
        return (app, before)
    }

    /// `--stats`' lines about latency.
    var statsLines: [String] {
        var lines = ["app latency (oldest input's SDL stamp to present returned): "
                     + (LatencySummary(appAll).map { "\($0.millisecondsText), \($0.count) frames" } ?? "no frame showed input")]
        if let summary = windowSystem.sessionSummary, let offset = windowSystem.offsetMilliseconds {
            lines.append("before the app (X server time to SDL's stamp, above the least of \(summary.count) events; "
                         + "offset estimated as that least, \(offset) ms): \(summary.millisecondsText)")
            if let local = windowSystem.onThisClockSummary {
                lines.append("before the app, on this machine's CLOCK_MONOTONIC (the X server stamps with it): "
                             + "\(local.millisecondsText) from the server's stamp to SDL's")
            } else {
                lines.append("before the app, absolute: not measured (the X server's clock is not this machine's CLOCK_MONOTONIC)")
            }
        } else {
            lines.append("before the app: not measured (no window-system stamps: touch under X11 (XInput2), Wayland, KMS)")
        }
        return lines
    }
}

extension SDLEvent {
    /// Something a person did (a finger, the mouse, the wheel, a key): what a frame shows the effect of.
    var isInput: Bool {
        switch self {
        case .fingerDown, .fingerMotion, .fingerUp, .mouseButtonDown, .mouseButtonUp, .mouseWheel, .keyDown: true
        // A hover moves nothing on screen: only a motion with a button held is shown.
        case .mouseMotion(_, let buttons, _, _, _): buttons != 0
        case .quit, .focusGained, .focusLost, .sizeChanged, .close, .appWillEnterBackground, .unknown: false
        }
    }
}
