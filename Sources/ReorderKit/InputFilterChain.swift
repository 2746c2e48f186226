/// One pointer's stroke through `inputFilters`: each filter's state from the stroke's first sample.
/// A sample is a pressed position (the down and the moves) or the release (the up); each filter
/// passes it on changed, or drops it (debounce, skip), or passes an older one in its place (skip's
/// tail), one sample out at most for each sample in, always at the input's own time.
///
/// What leaves the chain becomes the engine's events: the first pressed sample out is the down,
/// the next ones moves, and the release the up. A filter passes a release only when it passed a
/// pressed sample of the stroke, so an up never comes without its down.
struct InputFilterChain: Sendable {
    private var stages: [Stage]
    /// Whether a pressed sample has left the chain: the engine has been sent this stroke's down.
    private(set) var isDown = false

    private enum Stage: Sendable {
        case median(xs: [Double], ys: [Double], next: Int)
        case iir(n: Double, d: Double, s: Point?)
        /// The stroke's last samples, newest first (at most 4).
        case dejitter(deltaSquared: Double, history: [Point])
        case lowpass(factor: Double, threshold: Double, last: Point?)
        /// `microseconds`: the drop threshold; `since`: the pointer's last release before this
        /// stroke, seconds; `passed`: a pressed sample went on.
        case debounce(microseconds: Double, since: Double?, passed: Bool)
        /// `skipped`: samples dropped so far of the first `nhead`; `held`: the samples held back,
        /// oldest first (at most `ntail`); `sent`: a pressed sample went on.
        case skip(nhead: Int, ntail: Int, skipped: Int, held: [Point], sent: Bool)
    }

    /// A fresh chain for one stroke; `memory` (the pointer's last strokes') gives debounce its last
    /// release when the filters are the same as then.
    init(_ filters: [InputFilter], memory: InputFilterMemory? = nil) {
        let releases = memory?.filters == filters ? memory!.releases : [:]
        stages = filters.enumerated().map { index, filter in
            switch filter.module {
            case .median: .median(xs: [], ys: [], next: 0)
            case .iir: .iir(n: filter.n, d: filter.d, s: nil)
            case .dejitter: .dejitter(deltaSquared: filter.delta * filter.delta, history: [])
            case .lowpass: .lowpass(factor: filter.factor, threshold: filter.threshold, last: nil)
            case .debounce: .debounce(microseconds: (filter.dropThreshold * 1000).rounded(), since: releases[index], passed: false)
            case .skip: .skip(nhead: Int(filter.nhead), ntail: Int(filter.ntail), skipped: 0, held: [], sent: false)
            }
        }
        self.filters = filters
        self.releases = releases
    }

    private let filters: [InputFilter]
    private var releases: [Int: Double]

    /// What this pointer's next stroke needs of this one: debounce's last releases; nil without a
    /// debounce filter.
    var memory: InputFilterMemory? {
        releases.isEmpty ? nil : InputFilterMemory(filters: filters, releases: releases)
    }

    /// A pressed sample (the down or a move) at `t` seconds: the position that leaves the chain, if any.
    mutating func press(_ point: Point, at t: Double) -> Point? {
        guard let out = run(point, at: t, release: false) else { return nil }
        isDown = true
        return out
    }

    /// The release at `t`: where the up goes, nil when nothing of the stroke left the chain.
    mutating func release(_ point: Point, at t: Double) -> Point? {
        run(point, at: t, release: true)
    }

    private mutating func run(_ point: Point, at t: Double, release: Bool) -> Point? {
        var p = point
        for i in stages.indices {
            guard let out = step(i, p, at: t, release: release) else { return nil }
            p = out
        }
        return p
    }

    /// Stage `i` on one sample. The release goes through median and iir like a pressed sample (their
    /// live behaviour since they came); through dejitter and lowpass it passes as it is, as tslib's
    /// do (its `pressure == 0` branches).
    private mutating func step(_ i: Int, _ p: Point, at t: Double, release: Bool) -> Point? {
        switch stages[i] {
        case .median(var xs, var ys, var next):
            if xs.isEmpty {
                // depth is fixed by the filter; the window starts full of the first sample.
                let depth = Int(filters[i].depth)
                xs = Array(repeating: p.x, count: depth)
                ys = Array(repeating: p.y, count: depth)
            }
            xs[next] = p.x
            ys[next] = p.y
            next = (next + 1) % xs.count
            stages[i] = .median(xs: xs, ys: ys, next: next)
            return Point(x: Self.median(xs), y: Self.median(ys))
        case .iir(let n, let d, let s):
            guard let s else {
                stages[i] = .iir(n: n, d: d, s: p)
                return p
            }
            let out = Point(x: (n * s.x + (d - n) * p.x) / d, y: (n * s.y + (d - n) * p.y) / d)
            stages[i] = .iir(n: n, d: d, s: out)
            return out
        case .dejitter(let deltaSquared, var history):
            if release { return p }
            // Moving faster than delta between two samples: the history is forgotten (tslib's ">").
            if let last = history.first, Self.squaredDistance(p, last) > deltaSquared { history = [] }
            history.insert(p, at: 0)
            if history.count > 4 { history.removeLast() }
            stages[i] = .dejitter(deltaSquared: deltaSquared, history: history)
            return Self.weightedAverage(history)
        case .lowpass(let factor, let threshold, let last):
            if release { return p }
            guard let last else {
                stages[i] = .lowpass(factor: factor, threshold: threshold, last: p)
                return p
            }
            func axis(_ value: Double, _ previous: Double) -> Double {
                let change = value - previous
                return abs(change) <= threshold ? previous : previous + change * factor
            }
            let out = Point(x: axis(p.x, last.x), y: axis(p.y, last.y))
            stages[i] = .lowpass(factor: factor, threshold: threshold, last: out)
            return out
        case .debounce(let microseconds, let since, let passed):
            // Every release that reaches the filter is the pointer's last, dropped or not (tslib).
            if release { releases[i] = t }
            // tslib counts whole microseconds: rounding keeps 0.30 - 0.05 s from being 249.99 ms.
            let early = since.map { ((t - $0) * 1e6).rounded() < microseconds } ?? false
            let goesOn = release ? passed : !early
            stages[i] = .debounce(microseconds: microseconds, since: since, passed: passed || goesOn)
            return goesOn ? p : nil
        case .skip(let nhead, let ntail, var skipped, var held, var sent):
            defer { stages[i] = .skip(nhead: nhead, ntail: ntail, skipped: skipped, held: held, sent: sent) }
            if skipped < nhead {
                skipped += 1
                return nil
            }
            // tslib ignores the release of a stroke it sent nothing of.
            if release { return sent ? (held.first ?? p) : nil }
            held.append(p)
            guard held.count > ntail else { return nil }
            sent = true
            return held.removeFirst()
        }
    }

    /// The middle value (the upper middle of an even count, as tslib's sort-and-index does).
    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }

    private static func squaredDistance(_ a: Point, _ b: Point) -> Double {
        (a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)
    }

    /// dejitter's weights, newest sample first, for 2, 3 and 4 samples (tslib's table; each row sums
    /// to 8 or 16, which tslib divides by with a shift). One sample passes as it is.
    private static let weights: [[Double]] = [[5, 3], [8, 5, 3], [6, 4, 3, 3]]

    private static func weightedAverage(_ history: [Point]) -> Point {
        guard history.count > 1 else { return history[0] }
        let w = weights[history.count - 2]
        let total = w.reduce(0, +)
        var x = 0.0, y = 0.0
        for (k, p) in history.enumerated() {
            x += p.x * w[k]
            y += p.y * w[k]
        }
        return Point(x: x / total, y: y / total)
    }
}

/// What outlives a pointer's stroke: debounce's last release (seconds, by the filter's place in the
/// list), for the filters it was recorded under.
struct InputFilterMemory: Sendable, Equatable {
    var filters: [InputFilter]
    var releases: [Int: Double]
}
