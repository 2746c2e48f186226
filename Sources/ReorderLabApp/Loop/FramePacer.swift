import Foundation

/// Keeps frames at the display's rate. With SDL_RENDERER_PRESENTVSYNC a present blocks until the
/// next refresh and the loop is paced already; with the software renderer (and the dummy or Xvfb
/// displays) presents return at once, and a loop left alone would spin at hundreds of frames a
/// second. So after each present the pacer sleeps to the next deadline; deadlines advance by exactly
/// one interval, so the average rate holds although each sleep overshoots a little. When presents
/// do wait for vsync, the deadline is already past when they return and the pacer never sleeps.
///
/// While it sleeps the window's input is pumped every `pumpSeconds`: SDL stamps the system's events
/// when they are pumped (`TimedSDLEvent`), so a move that arrives during the wait is stamped when it
/// came, not at the next frame along with everything else.
public struct FramePacer: Sendable {
    /// Seconds between pumps while waiting: SDL's timestamps are whole milliseconds, so one pump a
    /// millisecond keeps all the resolution they have.
    public static let pumpSeconds = 0.001

    /// Seconds per frame at the target rate.
    public let interval: Double
    private var deadline: Double?

    public init(hertz: Double) {
        interval = 1 / max(1, hertz)
    }

    /// Call after each present with when the frame started; returns when the next frame should
    /// start, having run `whileWaiting` (the input pump) every `pumpSeconds` until then.
    public mutating func afterPresent(frameStart: Double, clock: MonotonicClock, whileWaiting: () -> Void = {}) {
        let now = clock.now()
        var next = (deadline ?? frameStart) + interval
        if next < now - interval { next = now }  // fell behind by more than a frame: resynchronise
        deadline = next
        clock.sleep(until: next, slice: Self.pumpSeconds, whileWaiting: whileWaiting)
    }
}

/// Frame statistics for `--stats` and the HUD's graph.
public struct FrameStats: Sendable {
    /// Milliseconds of work per frame: input, engine, drawing and the present (where SDL does the
    /// batched drawing), not the pacing sleep. With vsync the present's wait counts too.
    public private(set) var workMilliseconds: [Double] = []
    /// Milliseconds between successive frame starts.
    public private(set) var intervalMilliseconds: [Double] = []

    public init() {}

    public mutating func add(workSeconds: Double, intervalSeconds: Double?) {
        workMilliseconds.append(workSeconds * 1000)
        if let intervalSeconds { intervalMilliseconds.append(intervalSeconds * 1000) }
    }

    public static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }

    public var summary: String {
        let fps = intervalMilliseconds.isEmpty ? 0 : 1000 / Self.percentile(intervalMilliseconds, 0.5)
        return String(format: "frames %d, CPU per frame (input to end of present) median %.2f ms, p99 %.2f ms, max %.2f ms; frame interval median %.2f ms (%.1f fps), p99 %.2f ms",
                      workMilliseconds.count, Self.percentile(workMilliseconds, 0.5), Self.percentile(workMilliseconds, 0.99),
                      workMilliseconds.max() ?? 0, Self.percentile(intervalMilliseconds, 0.5), fps,
                      Self.percentile(intervalMilliseconds, 0.99))
    }
}
