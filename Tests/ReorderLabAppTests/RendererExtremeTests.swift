import Testing
@testable import ReorderLabApp
@testable import ReorderSDL

/// Drawing primitives given coordinates and sizes a trace can bring: they draw what falls on the
/// output, correctly, and nothing else.
@Suite struct RendererExtremeTests {
    static func canvas(_ draw: (Renderer) -> Void) throws -> Surface {
        try SDLTestSupport.withSDL { _ in
            let target = try Surface(width: 200, height: 200)
            return try withExtendedLifetime(target) {
                let renderer = try Renderer(surface: target, scale: 1)
                renderer.clear(Color(255, 255, 255))
                draw(renderer)
                return try renderer.readPixels()
            }
        }
    }

    @Test func aLineToAFingerAt1e300IsDrawnAlongItsTrueDirection() throws {
        // Float(1e300) is infinity: SDL was handed infinite coordinates.
        let black = Color(0, 0, 0)
        let image = try Self.canvas { $0.thickPolyline([(10, 10, black), (1e300, 1e300, black)], width: 4) }
        for d in [20, 100, 190] { #expect(image.pixel(x: d, y: d) == black, "on the diagonal at \(d)") }
        #expect(image.pixel(x: 100, y: 10) == Color(255, 255, 255))
        #expect(image.pixel(x: 10, y: 100) == Color(255, 255, 255))
    }

    @Test func aDiscAndARingOfAnySizeDrawOnlyWhatIsOnScreen() throws {
        let red = Color(255, 0, 0)
        let disc = try Self.canvas { $0.fillCircle(center: (100, 100), radius: 1e300, red) }
        #expect([(0, 0), (199, 199), (100, 100)].allSatisfy { disc.pixel(x: $0.0, y: $0.1) == red })
        let ring = try Self.canvas { $0.fillArc(center: (100, 100), radius: 1e19, width: 2, red) }
        #expect(Self.firstDifference(ring, try Self.canvas { _ in }) == nil, "the ring is 1e19 pt away")
    }

    /// The first pixel where two pictures differ, or nil.
    static func firstDifference(_ a: Surface, _ b: Surface) -> (x: Int, y: Int)? {
        for y in 0..<a.height {
            for x in 0..<a.width where a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { return (x, y) }
        }
        return nil
    }
}
