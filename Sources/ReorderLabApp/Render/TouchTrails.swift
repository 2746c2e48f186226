import ReorderKit

/// Where every pointer has been in the last moments, for the HUD (SDL's testgesture draws the same
/// fading history). The app feeds it the samples it feeds the engine, with the same times; it
/// forgets what is older than `fadeSeconds`, so it stays small however long the app runs.
public struct TouchTrails: Sendable {
    public struct Sample: Equatable, Sendable {
        public var point: Point
        /// Seconds, on the clock the app gives the engine.
        public var t: Double
    }

    public struct Trail: Equatable, Sendable {
        public var pointer: PointerID
        public var samples: [Sample]
        /// When the pointer went up or was cancelled; nil while it is down.
        public var endedAt: Double?
    }

    /// Seconds a sample stays visible (fading all the way).
    public var fadeSeconds: Double
    /// Samples kept per trail beyond which the oldest go, whatever their age (a 1000 Hz mouse).
    public var maxSamples: Int
    public private(set) var trails: [Trail] = []

    public init(fadeSeconds: Double = 0.5, maxSamples: Int = 240) {
        self.fadeSeconds = fadeSeconds
        self.maxSamples = maxSamples
    }

    /// A down or a move. A pointer whose trail has ended starts a new one (the old one fades on).
    public mutating func add(_ pointer: PointerID, _ point: Point, at t: Double) {
        if let i = trails.lastIndex(where: { $0.pointer == pointer && $0.endedAt == nil }) {
            trails[i].samples.append(Sample(point: point, t: t))
            if trails[i].samples.count > maxSamples { trails[i].samples.removeFirst(trails[i].samples.count - maxSamples) }
        } else {
            trails.append(Trail(pointer: pointer, samples: [Sample(point: point, t: t)], endedAt: nil))
        }
        prune(at: t)
    }

    /// An up or a cancel.
    public mutating func end(_ pointer: PointerID, at t: Double) {
        if let i = trails.lastIndex(where: { $0.pointer == pointer && $0.endedAt == nil }) { trails[i].endedAt = t }
        prune(at: t)
    }

    /// Forgets samples older than `fadeSeconds` (a pointer that is down keeps its latest, where the
    /// finger is) and trails with nothing left.
    public mutating func prune(at t: Double) {
        let cutoff = t - fadeSeconds
        trails = trails.compactMap { trail in
            var trail = trail
            let keepLast = trail.endedAt == nil
            let old = trail.samples.prefix { $0.t < cutoff }.count
            trail.samples.removeFirst(keepLast ? min(old, trail.samples.count - 1) : old)
            return trail.samples.isEmpty ? nil : trail
        }
    }

    /// 1 for a sample at `now`, falling to 0 at `fadeSeconds` old.
    public func fade(_ t: Double, now: Double) -> Double {
        fadeSeconds > 0 ? min(1, max(0, 1 - (now - t) / fadeSeconds)) : 0
    }
}
