import Testing
@testable import ReorderLabApp
@testable import ReorderSDL

@Suite struct TriangleClipTests {
    static let bounds = TriangleClip.Bounds(minX: 0, minY: 0, maxX: 100, maxY: 100)
    static let white = Color(255, 255, 255)

    static func v(_ x: Double, _ y: Double, _ color: Color = white) -> PixelVertex { PixelVertex(x: x, y: y, color: color) }

    /// Total area of triangles, three vertices each.
    static func area(_ vertices: [PixelVertex]) -> Double {
        stride(from: 0, to: vertices.count, by: 3).map { i in
            let a = vertices[i], b = vertices[i + 1], c = vertices[i + 2]
            return abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y)) / 2
        }.reduce(0, +)
    }

    @Test func aTriangleInsideIsUnchanged() {
        let triangle = [Self.v(10, 10), Self.v(90, 10), Self.v(50, 90)]
        #expect(TriangleClip.clip(triangle[0], triangle[1], triangle[2], to: Self.bounds) == triangle)
    }

    @Test func aTriangleOutsideIsDropped() {
        #expect(TriangleClip.clip(Self.v(200, 0), Self.v(300, 0), Self.v(250, 50), to: Self.bounds).isEmpty)
        #expect(TriangleClip.clip(Self.v(10, 10), Self.v(.nan, 10), Self.v(50, 90), to: Self.bounds).isEmpty)
        #expect(TriangleClip.clip(Self.v(10, 10), Self.v(.infinity, 10), Self.v(50, 90), to: Self.bounds).isEmpty)
    }

    @Test func aTriangleReaching1e300KeepsExactlyItsPartOnScreen() {
        // Covers the whole square: the part kept is the square, every corner inside it.
        let cut = TriangleClip.clip(Self.v(-1, -1), Self.v(1e300, -1), Self.v(-1, 1e300), to: Self.bounds)
        #expect(abs(Self.area(cut) - 10_000) < 1e-6)
        #expect(cut.allSatisfy { Self.bounds.contains($0) })
        // Corners as far apart as Doubles go: no difference overflows.
        let far = TriangleClip.clip(Self.v(-1.7e308, 50), Self.v(1.7e308, 50), Self.v(0, -1.7e308), to: Self.bounds)
        #expect(abs(Self.area(far) - 5_000) < 1e-6, "the half above y = 50")
    }

    @Test func coloursAreInterpolatedAlongTheCutEdges() {
        let black = Color(0, 0, 0)
        // An edge from x = -100 (black) to x = 100 (white) is cut at x = 0, halfway.
        let cut = TriangleClip.clip(Self.v(-100, 10, black), Self.v(100, 10), Self.v(100, 90), to: Self.bounds)
        let atCut = cut.filter { $0.x == 0 }
        #expect(!atCut.isEmpty)
        #expect(atCut.allSatisfy { $0.color.r == 128 || $0.color.r == 127 }, "\(atCut.map(\.color))")
    }
}
