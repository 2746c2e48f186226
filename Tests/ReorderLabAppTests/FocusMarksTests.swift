import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderSDL

/// The rings of reorder without dragging, read back pixel by pixel at the smallest and the largest
/// window the playground is tried at: the blue focus ring inside the focused row's edge (and nowhere
/// without a focus), the orange pick ring on a tap's picked row.
@Suite struct FocusMarksTests {
    static let theme = Theme.standard
    static let windows = [Size(width: 320, height: 240), Size(width: 1920, height: 1080)]
    static let rows = (0..<40).map { Row(id: "r\($0)", height: 44, label: $0 == 1 ? "卵 Eggs" : "Row \($0)") }

    /// A playground's engine in `window` (the list beside the panels' column where the window is wide
    /// enough) with keys and taps to move on.
    static func engine(window: Size) -> Engine {
        var tuning = Tuning()
        tuning.keyboardReorder = true
        tuning.tapToMove = true
        return Engine(rows: rows, viewport: OverlayLayout.liveListViewport(window: window), tuning: tuning)
    }

    /// The frame drawn into a window of `window` points with `announcement` in its strip (and `hud`).
    static func picture(_ engine: Engine, window: Size, announcement: String? = nil, hud: HUDData? = nil, png: String) throws -> Surface {
        try SDLTestSupport.withSDL { video in
            let target = try Surface(width: Int(window.width), height: Int(window.height))
            let image = try withExtendedLifetime(target) {
                let renderer = try Renderer(surface: target, scale: 1)
                let scene = Scene(text: TextCache(libraries: video.libraries))
                scene.draw(engine: engine, renderer: renderer, hud: hud, help: false, announcement: announcement)
                #expect(scene.text.lastError == nil)
                return try renderer.readPixels()
            }
            try image.savePNG(to: png)
            return image
        }
    }

    /// Where the row at committed `slot` is drawn in the window (no row lifted).
    static func rect(ofSlot slot: Int, _ engine: Engine) -> Rect {
        let column = ListView(theme: theme).column(width: engine.viewport.width)
        return Rect(x: column.x, y: engine.layout.top(ofSlot: slot) - engine.scrollOffset, width: column.width,
                    height: engine.layout.height(ofSlot: slot))
    }

    /// Whether `color` is drawn all round `rect`, in the ring's 3 pt inside its edge, and not beyond.
    static func ringed(_ rect: Rect, _ color: Color, in image: Surface) -> Bool {
        let x0 = Int(rect.x), x1 = Int(rect.maxX) - 1, y0 = Int(rect.y), y1 = Int(rect.maxY) - 1
        let midX = Int(rect.midX), midY = Int(rect.midY)
        let edges = [(x0, midY), (x0 + 2, midY), (x1, midY), (x1 - 2, midY), (midX, y0), (midX, y0 + 2), (midX, y1), (midX, y1 - 2)]
        let inside = [(x0 + 4, midY), (x1 - 4, midY), (midX, y0 + 4)]
        return edges.allSatisfy { image.pixel(x: $0.0, y: $0.1) == color } && inside.allSatisfy { image.pixel(x: $0.0, y: $0.1) != color }
    }

    /// The pixels of `color` along the left edge of the list's column: where rings are.
    static func ringRows(_ color: Color, in image: Surface, height: Int) -> [Int] {
        let x = Int(theme.listMargin) + 1
        return (0..<height).filter { image.pixel(x: x, y: $0) == color }
    }

    @Test(arguments: windows)
    func theFocusRingIsDrawnInsideTheFocusedRowOnly(window: Size) throws {
        var engine = Self.engine(window: window)
        let none = try Self.picture(engine, window: window, png: "/tmp/focus-none-\(Int(window.width)).png")
        #expect(Self.ringRows(Self.theme.focusRing, in: none, height: Int(window.height)).isEmpty, "no focus, no ring")
        // The first down focuses the first row, the second the next one.
        engine.handle(.key(.down), at: 1)
        engine.handle(.key(.down), at: 2)
        #expect(engine.focusedID == "r1")
        let focused = Self.rect(ofSlot: 1, engine)
        let image = try Self.picture(engine, window: window, png: "/tmp/focus-ring-\(Int(window.width)).png")
        #expect(Self.ringed(focused, Self.theme.focusRing, in: image))
        let ring = Self.ringRows(Self.theme.focusRing, in: image, height: Int(window.height))
        #expect(ring.first == Int(focused.y) && ring.last == Int(focused.maxY) - 1, "the ring's rows: \(ring.first ?? -1)...\(ring.last ?? -1)")
        #expect(!Self.ringed(Self.rect(ofSlot: 0, engine), Self.theme.focusRing, in: image), "the row above is not ringed")
    }

    @Test(arguments: windows)
    func aTapsPickIsRingedInOrange(window: Size) throws {
        var engine = Self.engine(window: window)
        let picked = Self.rect(ofSlot: 2, engine)
        let finger = PointerID(.touch, 1), point = Point(x: 100, y: picked.midY)
        engine.handle(.down(finger, point), at: 1)
        engine.handle(.up(finger, point), at: 1.1)
        engine.handle(.frame, at: 1.5)
        #expect(engine.pickedID == "r2")
        let image = try Self.picture(engine, window: window, png: "/tmp/focus-pick-\(Int(window.width)).png")
        #expect(Self.ringed(picked, Self.theme.pickRing, in: image))
        // A tap focuses its row too: the focus ring inside the pick's.
        #expect(engine.focusedID == "r2")
        #expect(Self.ringed(picked.insetBy(FocusMarks.ringWidth), Self.theme.focusRing, in: image))
    }

    /// The HUD's autoscroll bands are for a pointer's drag: a row lifted by keys never autoscrolls.
    @Test func aRowLiftedByKeysShowsNoAutoscrollBands() {
        var engine = Self.engine(window: Size(width: 480, height: 800))
        engine.handle(.key(.down), at: 1)
        engine.handle(.key(.space), at: 2)
        engine.handle(.frame, at: 2.1)
        guard case .dragging(let drag) = engine.interaction else {
            Issue.record("space did not lift the focused row: \(engine.interaction)")
            return
        }
        #expect(drag.byKeys)
        #expect(!HUD.showsAutoscrollZones(engine))
        // The same row dragged by a finger shows them.
        var dragged = Self.engine(window: Size(width: 480, height: 800))
        let finger = PointerID(.touch, 1)
        dragged.handle(.down(finger, Point(x: 100, y: 22)), at: 1)
        dragged.handle(.frame, at: 1.6)
        dragged.handle(.move(finger, Point(x: 100, y: 60)), at: 1.7)
        dragged.handle(.frame, at: 1.7)
        #expect(HUD.showsAutoscrollZones(dragged), "\(dragged.interaction)")
    }
}
