import ReorderKit
import ReorderTrace

/// `panel-check`'s report of a recording: the calibration that maps where touches were reported to
/// where the targets were, how well it fits, what it means in words, and the line that applies it
/// on each input stack.
public struct PanelReport: Equatable, Sendable {
    /// One target: where it was, where its tap was reported, how far off that is before and after the fit.
    public struct Target: Equatable, Sendable {
        public var target: Point
        public var reported: Point
        /// Points from the target to the reported touch, and to the touch corrected by `matrix`.
        public var error: Double
        public var residual: Double
        /// The tap's reports' RMS distance from their mean, points; nil with a single report.
        public var jitter: Double?
        public var outsideWindow: Bool
    }

    /// The p50 (nearest rank) and largest of a set of distances.
    public struct Spread: Equatable, Sendable {
        public var p50: Double
        public var max: Double

        init?(_ values: [Double]) {
            guard !values.isEmpty else { return nil }
            let sorted = values.sorted()
            p50 = sorted[(sorted.count + 1) / 2 - 1]  // nearest rank: the ceil(0.5 n)-th smallest
            max = sorted[sorted.count - 1]
        }

        func scaled(by factor: Double) -> Spread {
            var copy = self
            copy.p50 *= factor
            copy.max *= factor
            return copy
        }
    }

    public var file: String
    public var viewport: Size
    public var pointsPerMillimetre: Double?
    public var pixelScale: Double
    public var panel: PanelFacts?
    public var targets: [Target]
    /// corrected = matrix x reported, normalised coordinates: libinput's calibration matrix.
    public var matrix: AffineMap
    /// Distances in points (`residual`, `error`, `jitter` of `targets`) and these, in millimetres
    /// when the header gives the density, else in points.
    public var residual: Spread
    public var error: Spread
    public var jitter: Spread?
    /// Median seconds between two reports of one contact; nil when no tap has two.
    public var reportInterval: Double?
    public var diagnosis: [String]
    public var fixes: PanelFixes
    /// Without `FILE:LINE: warning:`; the command adds it.
    public var warnings: [String]
    /// The unit `residual`, `error` and `jitter` are in: "mm" or "pt".
    public var unit: String { pointsPerMillimetre == nil ? "pt" : "mm" }

    public init(_ session: PanelSession) throws(TraceError) {
        file = session.file
        viewport = session.header.viewport
        pointsPerMillimetre = session.header.pointsPerMillimetre
        pixelScale = session.header.pixelScale
        panel = session.header.panel
        let taps = session.taps
        func normalised(_ p: Point, _ size: Size) -> Point { Point(x: p.x / size.width, y: p.y / size.height) }
        let reported = taps.map { normalised($0.reported, $0.viewport) }
        let wanted = taps.map { normalised($0.target, $0.viewport) }
        switch AffineFit.fit(reported: reported, targets: wanted) {
        case .success(let map): matrix = map
        case .failure(let failure):
            let line = taps.last?.line ?? 1
            let message = switch failure {
            case .tooFewPairs(let n): "only \(n) target\(n == 1 ? "" : "s") tapped: a calibration needs at least 3, not on one line"
            case .collinear: "the taps were reported on one line: a calibration needs 3 or more that are not"
            case .notFinite: "the taps were reported too far out to fit a calibration"
            }
            throw TraceError(file: file, line: line, message: message)
        }
        let toUnit = pointsPerMillimetre.map { 1 / $0 } ?? 1
        var targets: [Target] = []
        for (i, tap) in taps.enumerated() {
            let size = tap.viewport, at = tap.reported
            let corrected = matrix.apply(reported[i])
            func distance(_ p: Point) -> Double {
                ((p.x - wanted[i].x) * size.width).magnitude.hypot((p.y - wanted[i].y) * size.height)
            }
            targets.append(Target(target: tap.target, reported: at, error: distance(reported[i]), residual: distance(corrected),
                                  jitter: Self.jitter(tap), outsideWindow: !(0...size.width).contains(at.x) || !(0...size.height).contains(at.y)))
        }
        self.targets = targets
        residual = Spread(targets.map(\.residual))!.scaled(by: toUnit)
        error = Spread(targets.map(\.error))!.scaled(by: toUnit)
        jitter = Spread(targets.compactMap(\.jitter))?.scaled(by: toUnit)
        reportInterval = Self.medianInterval(taps)
        warnings = Self.warnings(session)
        diagnosis = []  // set last: the words read the whole report
        fixes = PanelFixes(matrix: matrix, device: PanelFixes.device(in: panel),
                           mapToOutput: PanelDiagnosis.mappedBeyondOutput(matrix, outside: targets.filter(\.outsideWindow).count))
        diagnosis = PanelDiagnosis.lines(self)
    }

    /// The reports' RMS distance from their mean, points.
    static func jitter(_ tap: PanelSession.Tap) -> Double? {
        guard tap.samples.count >= 2 else { return nil }
        let mean = tap.reported, n = Double(tap.samples.count)
        let sum = tap.samples.reduce(0.0) { sum, sample in
            let dx = sample.x - mean.x, dy = sample.y - mean.y
            return sum + (dx * dx + dy * dy) / n
        }
        return sum.squareRoot()
    }

    /// The median of the intervals between consecutive reports of each tap (nearest rank).
    static func medianInterval(_ taps: [PanelSession.Tap]) -> Double? {
        var intervals: [Double] = []
        for tap in taps {
            for (earlier, later) in zip(tap.samples, tap.samples.dropFirst()) where later.t > earlier.t {
                intervals.append(later.t - earlier.t)
            }
        }
        return Spread(intervals)?.p50
    }

    static func warnings(_ session: PanelSession) -> [String] {
        var warnings: [String] = []
        switch session.header.panel?.fullscreen {
        case true?: break
        case false?:
            warnings.append("the window was not full screen: a calibration matrix is relative to the whole output, so this one is right only where the window covered it")
        case nil:
            warnings.append("the header has no \"panel\": it does not say the window was full screen, which a calibration matrix assumes (it is relative to the whole output)")
        }
        if session.header.panel?.mouseTaps == true {
            warnings.append("the taps were the mouse's (panel-check --mouse): the mouse is exact, so this measures no touchscreen")
        }
        if session.resized { warnings.append("the window changed size during the session: each tap is measured against the size in force when its target was shown") }
        if session.strayContacts > 0 {
            warnings.append("\(session.strayContacts) touch\(session.strayContacts == 1 ? "" : "es") belonged to no target (before the first, or a second one for a target): left out")
        }
        return warnings
    }
}

extension Double {
    /// sqrt(self^2 + other^2) without overflowing for large values.
    fileprivate func hypot(_ other: Double) -> Double {
        let big = Swift.max(magnitude, other.magnitude), small = Swift.min(magnitude, other.magnitude)
        guard big > 0, big.isFinite else { return big }
        let ratio = small / big
        return big * (1 + ratio * ratio).squareRoot()
    }
}
