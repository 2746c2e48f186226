import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderSDL

/// The picture at sizes a trace may bring and a window cannot show: what is drawn is what is on
/// screen, and nothing is sized by what is not.
@Suite struct RenderExtremeTests {
    /// One frame of `engine` into a 480 x 800 window-sized surface.
    static func picture(_ engine: Engine, hud: HUDData? = nil, width: Int = 480, height: Int = 800) throws -> Surface {
        try SDLTestSupport.withSDL { video in
            let target = try Surface(width: width, height: height)
            return try withExtendedLifetime(target) {
                let renderer = try Renderer(surface: target, scale: 1)
                Scene(text: TextCache(libraries: video.libraries)).draw(engine: engine, renderer: renderer, hud: hud, help: false)
                return try renderer.readPixels()
            }
        }
    }

    /// Row r0 lifted and held 40 pt lower, as in `RenderTests.liftedScene`, in a viewport `width` wide.
    static func lifted(_ style: DragStyle, width: Double) -> RenderTests.Driver {
        var d = RenderTests.Driver(style: style, viewport: Size(width: width, height: 800))
        d.send(.down(RenderTests.finger, Point(x: 150, y: 22)), at: 1)
        d.frames(until: 1.8)
        d.send(.move(RenderTests.finger, Point(x: 150, y: 62)), at: 1.85)
        d.frames(until: 1.9)
        return d
    }

    @Test(arguments: [DragStyle.ats, .lifted, .collection])
    func aDragInAViewportOf1e12PtLooksAsInAnyViewportWiderThanTheWindow(_ style: DragStyle) throws {
        // The imposter's shadow texture was sized by the row: 1e12 pt wide asked for 8 TB and aborted.
        let huge = Self.lifted(style, width: 1e12), wide = Self.lifted(style, width: 5_000)
        #expect(huge.engine.imposter != nil)
        let a = try Self.picture(huge.engine), b = try Self.picture(wide.engine)
        let difference = RendererExtremeTests.firstDifference(a, b)
        #expect(difference == nil, "first different pixel: \(String(describing: difference))")
    }

    @Test func aResizeTo1e308MidDragDrawsTheDrag() throws {
        var d = Self.lifted(.lifted, width: 480)
        d.send(.resize(Size(width: 1e308, height: 1e308)), at: 1.95)
        d.frames(until: 2.0)
        let image = try Self.picture(d.engine, hud: HUDData())
        #expect(d.engine.imposter != nil)
        // The scaled imposter covers the window's width at its row.
        let y = Int(try #require(d.engine.imposter).top) + 20
        #expect(image.pixel(x: 240, y: y) == RenderTests.theme.rowFill)
    }

    @Test func anAllowableMovementOf1e19PtFillsTheWindowAndItsRingIsOffScreen() throws {
        // The circle was filled row by row from 1e19 pt above to 1e19 pt below: it never ended.
        var tuning = Tuning()
        tuning.allowableMovement = 1e19
        var engine = Engine(rows: RenderTests.rows, viewport: Size(width: 480, height: 800), tuning: tuning)
        engine.handle(.down(RenderTests.finger, Point(x: 240, y: 400)), at: 0)
        engine.handle(.frame, at: 0.1)
        let image = try Self.picture(engine, hud: HUDData())
        let plain = try Self.picture(engine)
        // Tinted everywhere, corners included, by the translucent disc; no ring line crosses the window.
        for (x, y) in [(1, 1), (478, 1), (1, 798), (478, 798)] {
            #expect(image.pixel(x: x, y: y) != plain.pixel(x: x, y: y), "tinted at (\(x), \(y))")
        }
        let column = (0..<800).map { image.pixel(x: 5, y: $0) }
        #expect(Set(column).count <= 3, "one tint over the margin, no ring line: \(Set(column))")
    }
}
