/// A triangle corner in device pixels with its colour, on its way to `SDL_RenderGeometry`.
struct PixelVertex: Equatable {
    var x: Double, y: Double
    var color: Color
}

/// Cuts triangles to a rectangle before SDL sees them. Geometry may come from anywhere a trace
/// reaches (a trail to a finger at 1e300 pt, the ring of a 1e19 pt allowable movement), but SDL
/// takes `float` coordinates, which overflow to infinity past 3.4e38, and its software renderer
/// converts them to `int`, which is undefined past 2^31. Inside the output nothing changes: the
/// parts kept are exactly the parts that would have been drawn.
///
/// Sutherland–Hodgman against the rectangle's four sides, then a fan: a triangle cut by a
/// rectangle is a convex polygon of at most seven corners. Colours are interpolated along the cut
/// edges, as SDL interpolates them across the triangle.
enum TriangleClip {
    struct Bounds: Equatable {
        var minX: Double, minY: Double, maxX: Double, maxY: Double
    }

    /// The part of the triangle inside `bounds`, as triangles (three vertices each); none when it
    /// lies outside or a coordinate is not finite.
    static func clip(_ a: PixelVertex, _ b: PixelVertex, _ c: PixelVertex, to bounds: Bounds) -> [PixelVertex] {
        let corners = [a, b, c]
        guard corners.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return [] }
        if corners.allSatisfy({ bounds.contains($0) }) { return corners }
        var polygon = corners
        polygon = cut(polygon, keep: { $0.x >= bounds.minX }, at: { along(\.x, bounds.minX, $0, $1) })
        polygon = cut(polygon, keep: { $0.x <= bounds.maxX }, at: { along(\.x, bounds.maxX, $0, $1) })
        polygon = cut(polygon, keep: { $0.y >= bounds.minY }, at: { along(\.y, bounds.minY, $0, $1) })
        polygon = cut(polygon, keep: { $0.y <= bounds.maxY }, at: { along(\.y, bounds.maxY, $0, $1) })
        guard polygon.count >= 3 else { return [] }
        var fan: [PixelVertex] = []
        fan.reserveCapacity((polygon.count - 2) * 3)
        for i in 1..<(polygon.count - 1) { fan += [polygon[0], polygon[i], polygon[i + 1]] }
        return fan
    }

    /// One side of the rectangle: the corners on the kept side, and where each edge crosses it.
    private static func cut(_ polygon: [PixelVertex], keep: (PixelVertex) -> Bool,
                            at crossing: (PixelVertex, PixelVertex) -> PixelVertex) -> [PixelVertex] {
        guard let last = polygon.last else { return [] }
        var result: [PixelVertex] = []
        var previous = last
        for current in polygon {
            switch (keep(previous), keep(current)) {
            case (true, true): result.append(current)
            case (true, false): result.append(crossing(previous, current))
            case (false, true): result += [crossing(previous, current), current]
            case (false, false): break
            }
            previous = current
        }
        return result
    }

    /// The point of segment p-q whose `axis` coordinate is `limit` (the segment crosses it). Measured
    /// from the end nearer the limit (from a far end at 1e300 the result would be lost in rounding),
    /// and with halves subtracted, so no difference overflows for any finite coordinates.
    private static func along(_ axis: WritableKeyPath<PixelVertex, Double>, _ limit: Double, _ a: PixelVertex,
                              _ b: PixelVertex) -> PixelVertex {
        let (p, q) = abs(a[keyPath: axis] - limit) <= abs(b[keyPath: axis] - limit) ? (a, b) : (b, a)
        let fraction = (limit / 2 - p[keyPath: axis] / 2) / (q[keyPath: axis] / 2 - p[keyPath: axis] / 2)
        let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
        func mix(_ u: Double, _ v: Double) -> Double { u + 2 * (t * (v / 2 - u / 2)) }
        func mix(_ u: UInt8, _ v: UInt8) -> UInt8 { UInt8(mix(Double(u), Double(v)).rounded()) }
        var point = PixelVertex(x: mix(p.x, q.x), y: mix(p.y, q.y),
                                color: Color(mix(p.color.r, q.color.r), mix(p.color.g, q.color.g), mix(p.color.b, q.color.b),
                                             mix(p.color.a, q.color.a)))
        point[keyPath: axis] = limit
        return point
    }
}

extension TriangleClip.Bounds {
    func contains(_ v: PixelVertex) -> Bool { v.x >= minX && v.x <= maxX && v.y >= minY && v.y <= maxY }
}
