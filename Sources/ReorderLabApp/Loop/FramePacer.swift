import Foundation

/// Keeps frames at the display's rate. With SDL_RENDERER_PRESENTVSYNC a present blocks until the
/// next refresh and there is nothing to do; with the software renderer (and the dummy or Xvfb
/// displays) presents return at once, and a loop left alone would spin at thousands of frames a
/// second. The pacer measures how long presents take and, when they do not block, sleeps to the
/// next frame deadline itself.
public struct FramePacer: Sendable {
    /// Seconds per frame at the target rate.
    public let interval: Double
    private var deadline: Double?
    /// Presents seen, and how many of them blocked for a good part of a frame.
    private var presents = 0
    private var blockingPresents = 0

    public init(hertz: Double) {
        interval = 1 / max(1, hertz)
    }

    /// Whether presents seem to wait for vsync: most of the last ones took over a quarter frame.
    public var presentsBlock: Bool { presents >= 10 && blockingPresents * 2 > presents }

    /// Call after each present with how long it took; returns when the next frame should start
    /// (sleeping if presents do not pace the loop).
    public mutating func afterPresent(tookSeconds duration: Double, clock: MonotonicClock) {
        presents += 1
        if duration > interval / 4 { blockingPresents += 1 }
        if presents > 120 {  // a sliding judgement: halve the counts every couple of seconds
            presents /= 2
            blockingPresents /= 2
        }
        guard !presentsBlock else {
            deadline = nil
            return
        }
        let now = clock.now()
        var next = (deadline ?? now) + interval
        if next < now - interval { next = now + interval }  // fell behind by more than a frame: resynchronise
        deadline = next
        clock.sleep(until: next)
    }
}

/// Frame statistics for `--stats` and the HUD's graph.
public struct FrameStats: Sendable {
    /// Milliseconds of work per frame (input, engine, drawing; not the present or the pacing sleep).
    public private(set) var workMilliseconds: [Double] = []
    /// Milliseconds between successive frame starts.
    public private(set) var intervalMilliseconds: [Double] = []

    public init() {}

    public mutating func add(workSeconds: Double, intervalSeconds: Double?) {
        workMilliseconds.append(workSeconds * 1000)
        if let intervalSeconds { intervalMilliseconds.append(intervalSeconds * 1000) }
    }

    /// The last `count` frame intervals, oldest first, for the HUD graph.
    public func recentIntervals(_ count: Int) -> ArraySlice<Double> { intervalMilliseconds.suffix(count) }

    public static func percentile(_ values: [Double], _ p: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))]
    }

    public var summary: String {
        let fps = intervalMilliseconds.isEmpty ? 0 : 1000 / Self.percentile(intervalMilliseconds, 0.5)
        return String(format: "frames %d, work per frame median %.2f ms, p99 %.2f ms, max %.2f ms; frame interval median %.2f ms (%.1f fps), p99 %.2f ms",
                      workMilliseconds.count, Self.percentile(workMilliseconds, 0.5), Self.percentile(workMilliseconds, 0.99),
                      workMilliseconds.max() ?? 0, Self.percentile(intervalMilliseconds, 0.5), fps,
                      Self.percentile(intervalMilliseconds, 0.99))
    }
}
