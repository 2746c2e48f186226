import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderSDL

/// The overlays in small and wide windows, read back pixel by pixel: the HUD leaves the list in
/// view at 320 x 240, the help fits, the tuning panel makes way for a dragged row, and a window
/// wider than its list holds the panels beside it.
@Suite struct OverlayLayoutTests {
    static let theme = Theme.standard
    static let finger = RenderTests.finger
    static let rows = (0..<40).map { Row(id: "r\($0)", height: 44, label: "Row \($0)") }

    /// An engine with a row lifted and held at `y` (viewport points).
    static func dragging(viewport: Size, to y: Double) -> Engine {
        var engine = Engine(rows: rows, viewport: viewport, tuning: Tuning())
        engine.handle(.down(finger, Point(x: 100, y: 66)), at: 0)
        var t = 0.0
        while t < 0.7 {
            t += 1.0 / 60
            engine.handle(.frame, at: t)
        }
        engine.handle(.move(finger, Point(x: 100, y: y)), at: 0.75)
        engine.handle(.frame, at: 0.76)
        return engine
    }

    static func hudData() -> HUDData {
        var log = EventLog()
        for i in 0..<6 { log.record(.moved(from: i, to: i + 1), at: Double(i) * 0.1) }
        var data = HUDData(events: log.lines)
        for _ in 0..<120 { data.frameTimes.record(ms: 16.7) }
        return data
    }

    /// The frame drawn into a window of `window` points (the list's viewport is the engine's).
    static func picture(_ engine: Engine, window: Size, hud: HUDData? = hudData(), help: Bool = false,
                        tuningPanel: TuningPanel? = nil, png: String) throws -> Surface {
        try SDLTestSupport.withSDL { video in
            let target = try Surface(width: Int(window.width), height: Int(window.height))
            let image = try withExtendedLifetime(target) {
                let renderer = try Renderer(surface: target, scale: 1)
                let scene = Scene(text: TextCache(libraries: video.libraries))
                scene.draw(engine: engine, renderer: renderer, hud: hud, help: help, tuningPanel: tuningPanel)
                #expect(scene.text.lastError == nil)
                return try renderer.readPixels()
            }
            try image.savePNG(to: png)
            return image
        }
    }

    /// The panels' colour over the list: a pixel this dark in the list is covered by one.
    static func isPanel(_ c: Color) -> Bool { RenderTests.luminance(c) < 70 }

    @Test func atThreeTwentyByTwoFortyTheHUDKeepsToHalfTheListAwayFromTheDraggedRow() throws {
        let size = Size(width: 320, height: 240)
        let engine = Self.dragging(viewport: size, to: 200)
        let image = try Self.picture(engine, window: size, png: "/tmp/render-overlay-320-hud.png")
        // The finger is low: the HUD is in the upper half, and the lower half (the imposter) is clear;
        // it stands left of the row ids (r0 at x 250 to 265), which stay in view.
        #expect((10..<110).contains { Self.isPanel(image.pixel(x: 150, y: $0)) }, "the HUD is drawn")
        let covered = (121..<240).filter { Self.isPanel(image.pixel(x: 150, y: $0)) }
        #expect(covered.isEmpty, "the HUD reaches into the lower half at y \(covered.prefix(3))")
        let ids = (0..<120).filter { Self.isPanel(image.pixel(x: 262, y: $0)) }
        #expect(ids.isEmpty, "the HUD covers the row ids at y \(ids.prefix(3))")
    }

    @Test func atThreeTwentyByTwoFortyTheHelpFitsTheWindow() throws {
        let size = Size(width: 320, height: 240)
        let engine = Engine(rows: Self.rows, viewport: size, tuning: Tuning())
        let image = try Self.picture(engine, window: size, hud: nil, help: true, png: "/tmp/render-overlay-320-help.png")
        // Its panel (nearly opaque, the darkest thing on screen) ends before the window does.
        let panelRows = (0..<240).filter { RenderTests.luminance(image.pixel(x: 160, y: $0)) < 30 }
        let last = try #require(panelRows.last)
        #expect(last < 236, "the help runs to y \(last) of 240")
        #expect(panelRows.first! > 3)
    }

    @Test func whileDraggingTheTuningPanelFoldsAwayFromTheImposterAndTheBottomEdge() throws {
        let size = Size(width: 480, height: 800)
        let engine = Self.dragging(viewport: size, to: 760)
        let imposter = try #require(engine.imposter)
        let image = try Self.picture(engine, window: size, tuningPanel: TuningPanel(isOpen: true),
                                     png: "/tmp/render-overlay-480-panel.png")
        // The imposter (ATS: the highlighted cell, under the zone's tint where they meet) is in view
        // from its top to its bottom, the bottom autoscroll zone's tint shows at the window's foot,
        // and nothing dark covers either.
        let top = Int(imposter.top)
        #expect(image.pixel(x: 200, y: top + 4) == Self.theme.highlightFill)
        let hidden = (top..<min(top + 44, 800)).filter { RenderTests.luminance(image.pixel(x: 200, y: $0)) < 150 }
        #expect(hidden.isEmpty, "something dark over the imposter at y \(hidden.prefix(3))")
        let foot = image.pixel(x: 30, y: 797)
        #expect(!Self.isPanel(foot) && foot.r > foot.b, "the bottom zone shows: \(foot)")
        // The panel is still there, folded, at the top.
        #expect((8..<40).contains { Self.isPanel(image.pixel(x: 240, y: $0)) }, "the folded panel at the top")
    }

    @Test func aWindowWiderThanItsListHoldsTheHUDAndTheTuningPanelBesideIt() throws {
        let window = Size(width: 1920, height: 1080)
        let list = OverlayLayout.liveListViewport(window: window)
        #expect(list == Size(width: 1600, height: 1080))
        let engine = Self.dragging(viewport: list, to: 900)
        let image = try Self.picture(engine, window: window, tuningPanel: TuningPanel(isOpen: true),
                                     png: "/tmp/render-overlay-1920-dock.png")
        // Nothing dark over the list's right-hand part, where the floating panels would be.
        let over = stride(from: 0, to: 1080, by: 3).filter { y in [1200, 1400, 1580].contains { Self.isPanel(image.pixel(x: $0, y: y)) } }
        #expect(over.isEmpty, "panels over the list at y \(over.prefix(3))")
        // Both panels in the column: the HUD near its top, the tuning panel near its bottom.
        #expect(Self.isPanel(image.pixel(x: 1700, y: 40)))
        #expect(Self.isPanel(image.pixel(x: 1760, y: 1040)))
        #expect(image.pixel(x: 1610, y: 540) == Self.theme.dockFill, "the column's own colour between them")
    }

    // MARK: The rules, without pixels

    @Test func aLiveListDocksOnlyWhenBothFit() {
        #expect(OverlayLayout.liveListViewport(window: Size(width: 480, height: 800)) == Size(width: 480, height: 800))
        #expect(OverlayLayout.liveListViewport(window: Size(width: 799, height: 600)) == Size(width: 799, height: 600))
        #expect(OverlayLayout.liveListViewport(window: Size(width: 800, height: 600)) == Size(width: 480, height: 600))
    }

    @Test func aResizeSaysTheListsViewportNotTheWindows() throws {
        var translator = InputTranslator(windowSize: Size(width: 480, height: 800), listViewport: OverlayLayout.liveListViewport)
        #expect(translator.translate(.sizeChanged(width: 1920, height: 1080)) == [.input(.resize(Size(width: 1600, height: 1080)))])
        #expect(translator.windowSize == Size(width: 1920, height: 1080), "touches are still scaled by the window")
    }

    @Test func aDownOnTheDockIsTheDocksEvenWithThePanelClosed() {
        let engine = Engine(rows: Self.rows, viewport: Size(width: 1600, height: 1080), tuning: Tuning())
        let overlays = OverlayLayout(window: Size(width: 1920, height: 1080), engine: engine)
        var panel = TuningPanel(isOpen: false)
        let onTheHUD = Point(x: 1700, y: 60)
        #expect(panel.handle(.down(Self.finger, onTheHUD), layout: overlays.tuningPanel(panel)) == .taken)
        #expect(panel.handle(.up(Self.finger, onTheHUD), layout: overlays.tuningPanel(panel)) == .taken)
        #expect(panel.handle(.down(Self.finger, Point(x: 800, y: 60)), layout: overlays.tuningPanel(panel)) == .notMine, "the list's")
    }

    @Test func theHUDShowsTheMostTellingLinesFirstInASmallRoom() {
        let names = ["state", "press", "offset", "autoscroll", "longPress", "allowable", "preset", "strategy", "scrollMax",
                     "scrollZone", "dragStyle", "next press"]
        let normal = (TextStyle(pointSize: 12), 15.0), small = (TextStyle(pointSize: 10), 12.0)
        let roomy = HUDPanel.plan(room: 500, names: names, eventCount: 6, normal: normal, small: small)
        #expect(roomy.font == normal.0 && roomy.lines == Array(0..<12) && roomy.graph && roomy.events == 6)
        // 20 pt of padding and 7 lines of 12: the state and the press, two events under their
        // heading, the long press and the allowable movement (the next press's label is one too many).
        let tight = HUDPanel.plan(room: 20 + 7 * 12, names: names, eventCount: 6, normal: normal, small: small)
        #expect(tight.font == small.0)
        #expect(tight.lines == [0, 1, 4, 5])
        #expect(tight.events == 2 && !tight.graph)
        #expect(tight.height <= 20 + 7 * 12)
    }
}
