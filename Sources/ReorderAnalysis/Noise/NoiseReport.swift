import ReorderKit
import ReorderTrace

/// How noisy one recording's touchscreen is while a finger rests on it, and what that means for the
/// tuning (`reorder-lab noise`).
///
/// **A rest** is the stretch of a contact from its down to its last report within `restRadius` of
/// the down point, kept when it lasts at least `minimumRestSeconds`. The radius is far above a
/// panel's jitter (tenths of a millimetre to about 1 mm) and below a deliberate move: 5 mm where
/// the axes' resolution is known, else 30 pt (5 mm at iOS's 163 points per inch is 31 pt). A press
/// held still, or a tap, is one rest; a pan that moves at once is none (it leaves the radius within
/// 0.1 s); a long press that then drags rests until it drags. Distances within a rest are capped
/// by the radius by construction: a p99 near it means the rests were not still.
///
/// **A tap** is a contact that never leaves the radius and lifts within `longestTapSeconds`.
public struct NoiseReport: Equatable, Sendable {
    public static let restRadiusMillimetres = 5.0
    public static let restRadiusPoints = 30.0
    /// Shorter than the quickest tap people make (about 0.1 s): anything shorter is a flick's landing.
    public static let minimumRestSeconds = 0.1
    /// Nobody taps for a second; longer than the longest long press presets use (0.5 s), so a tap
    /// that a 0.5 s long press would turn into a lift still counts as a tap.
    public static let longestTapSeconds = 1.0
    /// Fewer rests or taps than this and the report concludes nothing: a 99th percentile of 20 is
    /// their largest value but one, of fewer it is the largest.
    public static let enoughToConclude = 20

    /// A distribution's summary; percentiles by nearest rank (the ceil(p x n)-th smallest).
    public struct Spread: Equatable, Sendable {
        public var count: Int
        public var rms: Double
        public var p95: Double
        public var p99: Double
        public var max: Double

        init?(_ values: [Double]) {
            guard !values.isEmpty else { return nil }
            let sorted = values.sorted()
            count = values.count
            rms = (values.reduce(0) { $0 + $1 * $1 } / Double(values.count)).squareRoot()
            p95 = Self.percentile(sorted, 0.95)
            p99 = Self.percentile(sorted, 0.99)
            max = sorted.last!
        }

        static func percentile(_ sorted: [Double], _ p: Double) -> Double {
            sorted[Swift.max(0, Int((p * Double(sorted.count)).rounded(.up)) - 1)]
        }
    }

    /// One spread in each unit the recording allows.
    public struct Measure: Equatable, Sendable {
        public var units: Spread
        public var points: Spread
        public var millimetres: Spread?
    }

    public struct Rest: Equatable, Sendable {
        /// The contact's number in the recording (from 0, in order of downs).
        public var contact: Int
        public var start: Double
        public var seconds: Double
        /// The farthest any report of the rest is from the down point, points.
        public var farthest: Double
        /// Each report's offset from the down point, points (the picture's scatter).
        public var offsets: [Point]
    }

    public var file: String
    public var device: String?
    public var unit: String
    /// The median time between two reports of the same contact, seconds; nil (unknown) when no
    /// contact has two reports at different times.
    public var reportInterval: Double?
    public var contacts: Int
    /// "5 mm" or "30 pt".
    public var restRadius: String
    public var rests: [Rest]
    /// Every report of every rest but its down: distance from the down point.
    public var fromDown: Measure?
    /// Every two consecutive reports of a rest: distance between them.
    public var frameToFrame: Measure?
    /// Seconds from down to up of each tap.
    public var taps: [Double]
    public var tapMedian: Double?
    public var tapP95: Double?
    /// The smallest allowableMovement (points, rounded up to 0.1) that would have kept 99% of the
    /// rests still: their farthest distances' 99th percentile. Nil without rests.
    public var allowableMovement99: Double?
    /// The long press (seconds, rounded up to 0.01) that 99% of the taps lift before. Nil without taps.
    public var longPress99: Double?
    /// Whether there are enough rests (taps) for the recommendation to mean anything (`enoughToConclude`).
    public var restsConclude: Bool { rests.count >= Self.enoughToConclude }
    public var tapsConclude: Bool { taps.count >= Self.enoughToConclude }
    /// Whether the rests' distances run up against the 30 pt rest radius (their p99 above 80% of it,
    /// with no millimetres to measure in): the rests were not still, and `allowableMovement99` is the
    /// radius's cap, not a measure of the panel. The text says so in a note; the picture in its title.
    public var cappedByRestRadius: Bool
    /// Plain statements of what the figures cannot say.
    public var notes: [String]

    public init(_ tracks: TouchTracks) {
        file = tracks.file
        device = tracks.device
        unit = tracks.unit
        contacts = tracks.contacts.count
        reportInterval = Self.reportInterval(tracks.contacts)

        let scale = tracks.pointsPerUnit
        let mm = tracks.unitsPerMillimetre
        func units(_ dx: Double, _ dy: Double) -> Double { (dx * dx + dy * dy).squareRoot() }
        func points(_ dx: Double, _ dy: Double) -> Double { units(dx * scale.x, dy * scale.y) }
        func millimetres(_ dx: Double, _ dy: Double) -> Double? { mm.map { units(dx / $0.x, dy / $0.y) } }
        let withinRest: (Double, Double) -> Bool = mm != nil
            ? { millimetres($0, $1)! <= Self.restRadiusMillimetres }
            : { points($0, $1) <= Self.restRadiusPoints }
        restRadius = mm != nil ? "5 mm" : "30 pt"

        var rests: [Rest] = []
        var taps: [Double] = []
        var fromDown: [(Double, Double)] = [], steps: [(Double, Double)] = []
        for (number, contact) in tracks.contacts.enumerated() {
            guard let down = contact.samples.first else { continue }
            let end = contact.samples.firstIndex { !withinRest($0.x - down.x, $0.y - down.y) } ?? contact.samples.count
            let resting = contact.samples[..<end]
            if end == contact.samples.count, contact.up - down.t <= Self.longestTapSeconds { taps.append(contact.up - down.t) }
            let seconds = (end == contact.samples.count ? contact.up : resting.last!.t) - down.t
            guard seconds >= Self.minimumRestSeconds else { continue }
            let offsets = resting.dropFirst().map { ($0.x - down.x, $0.y - down.y) }
            fromDown += offsets
            steps += zip(resting, resting.dropFirst()).map { ($1.x - $0.x, $1.y - $0.y) }
            rests.append(Rest(contact: number, start: down.t, seconds: seconds,
                              farthest: offsets.map { points($0.0, $0.1) }.max() ?? 0,
                              offsets: offsets.map { Point(x: $0.0 * scale.x, y: $0.1 * scale.y) }))
        }
        func measure(_ deltas: [(Double, Double)]) -> Measure? {
            guard let inUnits = Spread(deltas.map { units($0.0, $0.1) }) else { return nil }
            return Measure(units: inUnits, points: Spread(deltas.map { points($0.0, $0.1) })!,
                           millimetres: mm == nil ? nil : Spread(deltas.map { millimetres($0.0, $0.1)! }))
        }
        self.rests = rests
        self.fromDown = measure(fromDown)
        frameToFrame = measure(steps)
        self.taps = taps
        let sortedTaps = taps.sorted()
        tapMedian = sortedTaps.isEmpty ? nil : sortedTaps[(sortedTaps.count - 1) / 2]
        tapP95 = sortedTaps.isEmpty ? nil : Spread.percentile(sortedTaps, 0.95)
        allowableMovement99 = rests.isEmpty ? nil
            : (Spread.percentile(rests.map(\.farthest).sorted(), 0.99) * 10 - 1e-9).rounded(.up) / 10
        longPress99 = sortedTaps.isEmpty ? nil : (Spread.percentile(sortedTaps, 0.99) * 100 - 1e-9).rounded(.up) / 100

        var notes: [String] = []
        if rests.count < Self.enoughToConclude {
            notes.append("\(rests.count) rest\(rests.count == 1 ? "" : "s"): too few to conclude anything about allowableMovement (record at least \(Self.enoughToConclude) presses held still)")
        }
        if taps.count < Self.enoughToConclude {
            notes.append("\(taps.count) tap\(taps.count == 1 ? "" : "s"): too few to conclude anything about the long press (record at least \(Self.enoughToConclude) taps)")
        }
        if mm == nil { notes.append(tracks.unit == "pt" ? "no millimetres: a trace has no screen density" : "no millimetres: the axes give no resolution") }
        cappedByRestRadius = mm == nil && (self.fromDown?.points.p99).map { $0 > 0.8 * Self.restRadiusPoints } ?? false
        if cappedByRestRadius {
            notes.append("the rests' p99 is near the 30 pt rest radius: these rests were not still, the figures are capped by the radius")
        }
        self.notes = notes
    }

    /// The panel's report interval: the median of the gaps between consecutive reports within each
    /// contact. Gaps between contacts are the person's pace, not the panel's: on fast taps of two or
    /// three reports each they outnumbered the rest and made the interval 221 ms. Reports of one
    /// contact at the same time (a trace's move and up) are one report.
    static func reportInterval(_ contacts: [TouchTracks.Contact]) -> Double? {
        var gaps: [Double] = []
        for contact in contacts {
            let times = contact.samples.map(\.t)
            gaps += zip(times, times.dropFirst()).map { $1 - $0 }.filter { $0 > 0 }
        }
        return gaps.isEmpty ? nil : gaps.sorted()[(gaps.count - 1) / 2]
    }
}
