/// Neighbours sliding out of the blank's way. Each displaced row carries an offset from its slot, in
/// both axes (a list's is vertical only), that eases to 0 over `shuffleAnimationSeconds`; purely visual, so it never touches the order or
/// the state hash. Only rows near the viewport are animated: a row off screen may simply jump.
struct ShuffleAnimations: Sendable {
    struct Entry: Sendable {
        var startOffset: Point
        var start: Double
    }
    private(set) var entries: [String: Entry] = [:]
    private var lastStart = -Double.infinity

    /// Current offset of a row from its slot, points.
    func offset(of id: String, at t: Double, duration: Double) -> Point {
        guard let entry = entries[id] else { return Point(x: 0, y: 0) }
        let remaining = 1 - Easing.easeOut(progress: t - entry.start, duration: duration)
        return Point(x: entry.startOffset.x * remaining, y: entry.startOffset.y * remaining)
    }

    /// The row's slot moved by `delta` points: it starts from where it is drawn now.
    mutating func shift(_ id: String, by delta: Point, at t: Double, duration: Double) {
        guard duration > 0 else { return }
        let current = offset(of: id, at: t, duration: duration)
        entries[id] = Entry(startOffset: Point(x: current.x - delta.x, y: current.y - delta.y), start: t)
        lastStart = t
    }

    /// Drops every entry once the newest has finished (all share one duration); during a long
    /// autoscroll, when the finished ones outnumber a few screens of rows, drops those.
    mutating func prune(at t: Double, duration: Double) {
        guard !entries.isEmpty else { return }
        if t >= lastStart + duration {
            entries.removeAll(keepingCapacity: true)
        } else if entries.count > Self.pruneThreshold {
            entries = entries.filter { t - $0.value.start < duration }
        }
    }

    /// Entries kept before finished ones are filtered out: several screens of rows.
    static let pruneThreshold = 256
}

enum Easing {
    /// Cubic ease-out: fast start, gentle landing (UIKit's `.curveEaseOut` shape). 0...1.
    static func easeOut(progress elapsed: Double, duration: Double) -> Double {
        guard duration > 0 else { return 1 }
        let x = min(max(elapsed / duration, 0), 1)
        let inverse = 1 - x
        return 1 - inverse * inverse * inverse
    }
}
