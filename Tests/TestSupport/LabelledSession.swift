import Foundation
import ReorderKit
import ReorderTrace

/// A seeded generator of realistic labelled sessions (taps, scrolls and reorders, each marked with
/// its intent) for the sweep's performance figure and property tests. Humans are not exact: some
/// taps are slow, some reorder holds drift or end early, some scrolls start gently, so no pair of
/// the grid gets every press right. (Made up, not measured: use recorded traces to choose a tuning.)
public struct LabelledSession {
    var random: SplitMix64

    public init(seed: UInt64) { random = SplitMix64(seed: seed &* 0x9E37_79B9_7F4A_7C15 | 1) }

    mutating func next() -> UInt64 { random.next() }

    public mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + Double(next() >> 11) * 0x1p-53 * (range.upperBound - range.lowerBound)
    }

    mutating func chance(_ p: Double) -> Bool { uniform(0...1) < p }

    static let viewport = Size(width: 360, height: 640)
    /// Touch panels report at 120 Hz.
    static let touchInterval = 1.0 / 120

    /// One session of `seconds` (frames at 60 Hz): about 70 events a second.
    public mutating func trace(seconds: Double) -> String {
        let heights = [44.0, 60, 88]
        let rows = (0..<30).map { i in #"{"id":"row\#(i)","height":\#(Int(heights[Int(next() % 3)]))}"# }
        let header = #"{"format":"reorder-trace","version":1,"viewport":{"width":360,"height":640},"rows":["#
            + rows.joined(separator: ",") + #"],"tuning":{"longPressSeconds":0.5,"allowableMovement":10}}"#
        var builder = TraceBuilder(header: header, frameInterval: 1.0 / 60)
        var t = uniform(0.2...0.6)
        while t < seconds - 2.5 {
            let x = uniform(40...320), y = uniform(60...580)
            let kind = uniform(0...1)
            if kind < 0.4 {
                t = tap(&builder, t, x, y)
            } else if kind < 0.75 {
                t = scroll(&builder, t, x, y)
            } else {
                t = reorder(&builder, t, x, y)
            }
            t += uniform(0.15...1.0)
        }
        return builder.text(until: seconds)
    }

    static func time(_ t: Double) -> Double { (t * 1e6).rounded() / 1e6 }
    static func point(_ v: Double) -> Double { (v * 10).rounded() / 10 }

    /// Wanders around (x, y) for `seconds`, a touch sample every 1/120 s, drifting `drift` points
    /// in all; returns the end time and place.
    mutating func hold(_ b: inout TraceBuilder, from t: Double, _ x: Double, _ y: Double, seconds: Double,
                       jitter: Double, drift: Double) -> (Double, Double, Double) {
        var t = t, cx = x, cy = y
        let angle = uniform(0...(2 * Double.pi))
        let steps = max(1, Int(seconds / Self.touchInterval))
        for i in 1...steps {
            t += Self.touchInterval
            let progress = Double(i) / Double(steps)
            cx = x + cos(angle) * drift * progress + uniform(-jitter...jitter)
            cy = y + sin(angle) * drift * progress + uniform(-jitter...jitter)
            if chance(0.5) { b.move(Self.time(t), x: Self.point(cx), y: Self.point(cy)) }  // panels skip still samples
        }
        return (t, cx, cy)
    }

    mutating func tap(_ b: inout TraceBuilder, _ t: Double, _ x: Double, _ y: Double) -> Double {
        b.mark(Self.time(t), "intent:tap")
        b.down(Self.time(t), x: Self.point(x), y: Self.point(y))
        // Most taps are quick; one in five is a slow, deliberate one.
        let duration = chance(0.8) ? uniform(0.04...0.2) : uniform(0.2...0.55)
        let drift = chance(0.85) ? uniform(0...3) : uniform(3...9)
        let (end, ex, ey) = hold(&b, from: t, x, y, seconds: duration, jitter: 0.4, drift: drift)
        b.up(Self.time(end), x: Self.point(ex), y: Self.point(ey))
        return end
    }

    mutating func scroll(_ b: inout TraceBuilder, _ t: Double, _ x: Double, _ y: Double) -> Double {
        b.mark(Self.time(t), "intent:scroll")
        b.down(Self.time(t), x: Self.point(x), y: Self.point(y))
        // A short settle, then the finger accelerates to its speed (a gentle start stays under a
        // large allowableMovement for a while).
        var (now, cx, cy) = hold(&b, from: t, x, y, seconds: uniform(0.01...0.12), jitter: 0.5, drift: uniform(0...2))
        let direction: Double = y > 320 ? -1 : 1
        let speed = uniform(250...1800), ramp = uniform(0.03...0.35), duration = uniform(0.15...0.6)
        var elapsed = 0.0
        while elapsed < duration {
            now += Self.touchInterval
            elapsed += Self.touchInterval
            let v = speed * min(1, elapsed / ramp)
            cy = min(max(cy + direction * v * Self.touchInterval, 1), 639)
            cx += uniform(-0.6...0.6)
            b.move(Self.time(now), x: Self.point(cx), y: Self.point(cy))
        }
        b.up(Self.time(now), x: Self.point(cx), y: Self.point(cy))
        return now
    }

    mutating func reorder(_ b: inout TraceBuilder, _ t: Double, _ x: Double, _ y: Double) -> Double {
        b.mark(Self.time(t), "intent:reorder")
        b.down(Self.time(t), x: Self.point(x), y: Self.point(y))
        // Held until the person sees the row lift (0.5 s by default) and a little longer; some
        // fingers creep while waiting.
        let drift = chance(0.75) ? uniform(0...4) : uniform(4...14)
        var (now, cx, cy) = hold(&b, from: t, x, y, seconds: uniform(0.3...0.9), jitter: 0.5, drift: drift)
        let distance = uniform(-220...220), speed = uniform(120...400)
        let steps = max(1, Int(abs(distance) / speed / Self.touchInterval))
        for _ in 0..<steps {
            now += Self.touchInterval
            cy = min(max(cy + distance / Double(steps), 1), 639)
            b.move(Self.time(now), x: Self.point(cx), y: Self.point(cy))
        }
        (now, cx, cy) = hold(&b, from: now, cx, cy, seconds: uniform(0.05...0.3), jitter: 0.4, drift: 0)
        b.up(Self.time(now), x: Self.point(cx), y: Self.point(cy))
        return now
    }

    /// The performance corpus: `count` sessions of 8 to 22 s (about 550 to 2000 events).
    public static func corpus(count: Int, seed: UInt64 = 2024) -> [(name: String, text: String)] {
        (0..<count).map { i in
            var session = LabelledSession(seed: seed &+ UInt64(i))
            let seconds = session.uniform(8...22)
            return (String(format: "session-%03d.trace.jsonl", i), session.trace(seconds: seconds))
        }
    }
}
