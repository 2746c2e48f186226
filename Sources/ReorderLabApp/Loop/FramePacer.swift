import Foundation

/// When the next frame starts, decided from times alone (no clock, no sleeping: the window sleeps
/// until the time it is given, pumping input meanwhile), so tests drive it with times of their own.
///
/// With SDL_RENDERER_PRESENTVSYNC a present blocks until the next refresh and the loop is paced
/// already; with the software renderer (and the dummy or Xvfb displays) presents return at once,
/// and a loop left alone would spin at hundreds of frames a second. So the next frame is due one
/// interval after the last on a grid (deadlines advance by exactly one interval, so the average
/// rate holds although each sleep overshoots a little); when presents do wait for vsync, that time
/// has passed when they return and the next frame starts at once. A frame that stalls for more
/// than an interval restarts the grid from its end rather than run a burst of frames to catch up.
///
/// The engine says when time alone next changes its state (`nextDeadline`: the long-press deadline,
/// the end of a settle or a coast): when that comes before the next frame on the grid, the window
/// wakes at it for one frame more, and the grid's frame still comes at its time.
///
/// While the window sleeps its input is pumped every `pumpSeconds`: SDL stamps the system's events
/// when they are pumped (`TimedSDLEvent`), so a move that arrives during the wait is stamped when
/// it came, not at the next frame along with everything else.
public struct FramePacer: Sendable {
    /// Seconds between pumps while waiting: SDL's timestamps are whole milliseconds, so one pump a
    /// millisecond keeps all the resolution they have.
    public static let pumpSeconds = 0.001

    /// When to start the next frame, and why then.
    public struct Wake: Equatable, Sendable {
        public enum Reason: Equatable, Sendable {
            /// The next frame on the display's grid.
            case vsync
            /// The engine's deadline, before that frame.
            case deadline
        }

        /// Seconds on the session's clock; at once if that is not after the present's end.
        public var at: Double
        public var reason: Reason

        public init(at: Double, reason: Reason) {
            self.at = at
            self.reason = reason
        }
    }

    /// Seconds per frame at the target rate.
    public let interval: Double
    /// The grid's next frame.
    private var vsync: Double?
    /// The frame just presented was the extra one for a deadline: the grid's frame is still to come.
    private var wokeForDeadline = false

    public init(hertz: Double) {
        interval = 1 / max(1, hertz)
    }

    /// Call after each present with when the frame started, when the present returned (`now`) and
    /// the engine's `nextDeadline` (nil when nothing waits on time, or during a replay, whose engine
    /// runs on the trace's time).
    public mutating func next(frameStart: Double, now: Double, deadline: Double?) -> Wake {
        if !wokeForDeadline || vsync == nil {
            var next = (vsync ?? frameStart) + interval
            if next < now - interval { next = now }  // fell behind by more than a frame: resynchronise
            vsync = next
        }
        let vsync = self.vsync ?? now
        // A deadline not after `now` is due at the next frame anyway (autoscroll says `now`).
        if let deadline, deadline > now, deadline < vsync {
            wokeForDeadline = true
            return Wake(at: deadline, reason: .deadline)
        }
        wokeForDeadline = false
        return Wake(at: vsync, reason: .vsync)
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
