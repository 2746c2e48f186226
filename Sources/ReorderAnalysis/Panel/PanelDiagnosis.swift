import ReorderKit
import ReorderText

/// What a panel check's calibration means, in words: each distortion it finds (axes swapped, an axis
/// inverted, scale, offset, shear), touches outside the window, whether the fit explains the taps,
/// then the jitter at rest and the report rate.
public enum PanelDiagnosis {
    /// A scale off by more than 2% is named: on a 300 mm wide panel that is 3 mm at the far edge, more
    /// than a careful tap's own scatter.
    public static let scaleTolerance = 0.02
    /// Shear (an off-diagonal coefficient on an unswapped map) above this is named, for the same reason.
    public static let shearTolerance = 0.02
    /// An offset at the centre above 1 mm is named: a careful tap on a target lands within about that.
    public static let offsetToleranceMillimetres = 1.0
    /// Residuals whose median stays above 2 mm after the fit: the panel is not off by an affine map
    /// (a non-linear panel), or the taps missed their targets.
    public static let residualToleranceMillimetres = 2.0
    /// RMS jitter at rest above half a millimetre is worth filtering (`reorder-lab noise` says how much).
    public static let jitterToleranceMillimetres = 0.5

    /// Touches that span more than 120% of the window along an axis and land outside it: no panel
    /// is that far off by itself; the touchscreen is mapped onto an area larger than this output
    /// (all outputs together, or another one), which map-to-output fixes before any matrix.
    public static let mappedBeyondOutputSpan = 1.2

    /// Whether the corrected axes come from the reported ones swapped, and the factor each corrected
    /// axis takes its reported coordinate with (negative: inverted; 1 / its magnitude is the share
    /// of the window the touches span).
    static func axes(_ m: AffineMap) -> (swapped: Bool, x: Double, y: Double) {
        let swapped = m.b.magnitude + m.d.magnitude > m.a.magnitude + m.e.magnitude
        return (swapped, swapped ? m.b : m.a, swapped ? m.d : m.e)
    }

    /// Taps outside the window from a touchscreen mapped onto more than this output.
    public static func mappedBeyondOutput(_ matrix: AffineMap, outside: Int) -> Bool {
        let axes = axes(matrix)
        return outside > 0 && [axes.x, axes.y].contains { $0 != 0 && 1 / $0.magnitude > mappedBeyondOutputSpan }
    }

    public static func lines(_ report: PanelReport) -> [String] {
        let m = report.matrix
        var lines: [String] = []
        let (swapped, xFactor, yFactor) = axes(m)
        if swapped {
            lines.append("axes swapped: the panel's x moves the touch along y and its y along x (the output is rotated and the touchscreen is not, or the panel is mounted turned)")
        }
        let xName = swapped ? "x (from the reported y)" : "x", yName = swapped ? "y (from the reported x)" : "y"
        if xFactor < 0 { lines.append("\(xName) inverted: left and right are mirrored") }
        if yFactor < 0 { lines.append("\(yName) inverted: top and bottom are mirrored") }
        switch (swapped, xFactor < 0, yFactor < 0) {
        case (true, true, false), (true, false, true): lines.append("together: a quarter turn")
        case (false, true, true): lines.append("together: a half turn")
        default: break
        }
        for (name, factor, extent) in [(xName, xFactor, "width"), (yName, yFactor, "height")]
        where factor != 0 && (factor.magnitude - 1).magnitude > scaleTolerance {
            lines.append("\(name) scaled: touches span \(percent(1 / factor.magnitude)) of the \(extent) (corrected = \(fixed(factor.magnitude, 3)) x reported)")
        }
        let crossX = swapped ? m.a : m.b, crossY = swapped ? m.e : m.d
        if crossX.magnitude > shearTolerance || crossY.magnitude > shearTolerance {
            lines.append("sheared or slightly rotated: each axis also moves with the other (\(fixed(crossX, 3)), \(fixed(crossY, 3)))")
        }
        lines += offset(report)
        let outside = report.targets.filter(\.outsideWindow).count
        if mappedBeyondOutput(m, outside: outside) {
            lines.append("\(outside) of \(report.targets.count) taps were reported outside the window: the touchscreen is mapped onto more than this output (all outputs together, or another one); map it to this output first (map-to-output), then check again")
        } else if outside > 0 {
            lines.append("\(outside) of \(report.targets.count) taps were reported outside the window, pushed out by the distortion above: the matrix brings them back in")
        }
        let toMillimetres = report.pointsPerMillimetre.map { 1 / $0 } ?? 1 / DisplayDensity.assumedPointsPerMillimetre
        if report.residual.p50 * (report.unit == "mm" ? 1 : toMillimetres) > residualToleranceMillimetres {
            lines.append("the calibration leaves a median \(fixed(report.residual.p50, 2)) \(report.unit) between taps and targets: the panel is off by more than an affine map can correct (non-linear), or the taps missed their targets")
        }
        if lines.isEmpty {
            lines.append("no distortion: touches land within a median \(fixed(report.error.p50, 2)) \(report.unit) of the targets (max \(fixed(report.error.max, 2)) \(report.unit))")
        }
        lines.append(jitter(report, toMillimetres: toMillimetres))
        if let interval = report.reportInterval {
            lines.append("report rate: \(fixed(1 / interval, 1)) Hz (a report every \(fixed(interval * 1000, 2)) ms, median)")
        } else {
            lines.append("report rate: unknown (no tap has two reports at different times)")
        }
        return lines
    }

    /// Where the window's centre is reported, against where it is: the distortion's offset.
    static func offset(_ report: PanelReport) -> [String] {
        guard let distortion = report.matrix.inverse else { return [] }
        let centre = distortion.apply(Point(x: 0.5, y: 0.5))
        let dx = (centre.x - 0.5) * report.viewport.width, dy = (centre.y - 0.5) * report.viewport.height
        let perMillimetre = report.pointsPerMillimetre ?? DisplayDensity.assumedPointsPerMillimetre
        let distance = (dx * dx + dy * dy).squareRoot() / perMillimetre
        guard distance > offsetToleranceMillimetres else { return [] }
        let across = dx >= 0 ? "right" : "left", down = dy >= 0 ? "below" : "above"
        let assumed = report.pointsPerMillimetre == nil ? ", density assumed" : ""
        return ["offset: at the centre, touches are reported \(fixed(distance, 1)) mm\(assumed) from the finger (\(fixed(dx.magnitude, 1)) pt \(across), \(fixed(dy.magnitude, 1)) pt \(down))"]
    }

    static func jitter(_ report: PanelReport, toMillimetres: Double) -> String {
        guard let jitter = report.jitter else { return "jitter at rest: unknown (every tap has a single report)" }
        let text = "jitter at rest: RMS p50 \(fixed(jitter.p50, 2)) \(report.unit), max \(fixed(jitter.max, 2)) \(report.unit) over the taps"
        let maxMillimetres = jitter.max * (report.unit == "mm" ? 1 : toMillimetres)
        return maxMillimetres > jitterToleranceMillimetres
            ? text + ": worth filtering (reorder-lab noise measures it; tslib's dejitter or median)" : text
    }

    static func fixed(_ value: Double, _ digits: Int) -> String { TraceInfo.fixed(value, digits) }
    static func percent(_ share: Double) -> String { fixed(share * 100, 1) + "%" }
}
