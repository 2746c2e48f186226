import ReorderKit

/// An affine map of the plane written as libinput writes a calibration: the six numbers
/// `[a, b, c, d, e, f]` are the first two rows of
///
///     [ a b c ]   [ x ]
///     [ d e f ] * [ y ]
///     [ 0 0 1 ]   [ 1 ]
///
/// (`libinput_device_config_calibration_set_matrix`). The panel check's maps act on normalised
/// coordinates: x divided by the viewport's width and y by its height, origin top-left, y down.
public struct AffineMap: Equatable, Sendable {
    public var a, b, c, d, e, f: Double

    public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
        (self.a, self.b, self.c, self.d, self.e, self.f) = (a, b, c, d, e, f)
    }

    /// Nothing moves.
    public static let identity = AffineMap(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0)

    /// `[a, b, c, d, e, f]`, libinput's order.
    public var coefficients: [Double] { [a, b, c, d, e, f] }

    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + b * p.y + c, y: d * p.x + e * p.y + f)
    }

    /// The linear part's determinant: negative when the map mirrors (one axis inverted, or the axes
    /// swapped), 0 when it flattens the plane onto a line.
    public var determinant: Double { a * e - b * d }

    /// The map that undoes this one; nil when it flattens the plane (or a number overflows).
    public var inverse: AffineMap? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let inverse = AffineMap(a: e / det, b: -b / det, c: (b * f - c * e) / det,
                                d: -d / det, e: a / det, f: (c * d - a * f) / det)
        return inverse.coefficients.allSatisfy(\.isFinite) ? inverse : nil
    }

    /// `self` after `first`: the map that applies `first`, then this one (this matrix times first's).
    public func after(_ first: AffineMap) -> AffineMap {
        AffineMap(a: a * first.a + b * first.d, b: a * first.b + b * first.e, c: a * first.c + b * first.f + c,
                  d: d * first.a + e * first.d, e: d * first.b + e * first.e, f: d * first.c + e * first.f + f)
    }
}

/// The least-squares affine map from where touches were reported to where the targets were.
///
/// Written by hand rather than with a linear-algebra library: the problem is three unknowns per
/// axis, whose normal equations are a 3x3 system; centring the points on their means reduces it to
/// a 2x2 one solved in closed form (the same solution, better conditioned: the constant column no
/// longer mixes with the others), and the whole fit is a dozen sums, exact to rounding and with no
/// dependency to build on Linux.
public enum AffineFit {
    /// Below this ratio of the reported points' spread across their main direction to along it
    /// (squared: the 2x2 scatter matrix's determinant over its trace squared), the points are taken
    /// as on one line: their spread across it is rounding or a few tenths of a millimetre, and a
    /// fit from them would amplify that into the map.
    public static let collinearRatio = 1e-6

    public enum Failure: Error, Equatable, Sendable {
        /// Fewer pairs than the three an affine map needs.
        case tooFewPairs(Int)
        /// The reported points lie on one line (or on one point): nothing fixes the other direction.
        case collinear
        /// A number overflowed (points astronomically far out).
        case notFinite
    }

    /// The map `m` that minimises the sum over pairs of |m(reported) - target|^2.
    public static func fit(reported: [Point], targets: [Point]) -> Result<AffineMap, Failure> {
        let count = min(reported.count, targets.count)
        guard count >= 3 else { return .failure(.tooFewPairs(count)) }
        let n = Double(count)
        var mean = (u: 0.0, v: 0.0, s: 0.0, t: 0.0)
        for i in 0..<count {
            mean.u += reported[i].x / n
            mean.v += reported[i].y / n
            mean.s += targets[i].x / n
            mean.t += targets[i].y / n
        }
        // Sums of products of the centred coordinates: the scatter of the reported points (uu, uv,
        // vv) and how the targets vary with them (us, vs, ut, vt).
        var uu = 0.0, uv = 0.0, vv = 0.0, us = 0.0, vs = 0.0, ut = 0.0, vt = 0.0
        for i in 0..<count {
            let u = reported[i].x - mean.u, v = reported[i].y - mean.v
            let s = targets[i].x - mean.s, t = targets[i].y - mean.t
            uu += u * u; uv += u * v; vv += v * v
            us += u * s; vs += v * s; ut += u * t; vt += v * t
        }
        let det = uu * vv - uv * uv, trace = uu + vv
        guard det.isFinite, trace.isFinite else { return .failure(.notFinite) }
        guard trace > 0, det > collinearRatio * trace * trace else { return .failure(.collinear) }
        let a = (us * vv - vs * uv) / det, b = (vs * uu - us * uv) / det
        let d = (ut * vv - vt * uv) / det, e = (vt * uu - ut * uv) / det
        let map = AffineMap(a: a, b: b, c: mean.s - a * mean.u - b * mean.v, d: d, e: e, f: mean.t - d * mean.u - e * mean.v)
        return map.coefficients.allSatisfy(\.isFinite) ? .success(map) : .failure(.notFinite)
    }
}
