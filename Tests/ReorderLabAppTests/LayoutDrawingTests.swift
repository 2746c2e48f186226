import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderTrace
import ReorderSDL
import TestSupport

/// What the window draws of sections and grids, as geometry (no renderer): sticky headers, the
/// collection look on a grid's tile, the imposter free in both axes, the spring drop in both axes.
@Suite struct LayoutDrawingTests {
    static let finger = PointerID(.touch, 0)
    static let column = (x: 12.0, width: 376.0)

    static func sections() -> SectionEngine {
        let sections = [Section(id: "a", title: "A"), Section(id: "b", title: "B"), Section(id: "empty"), Section(id: "c", title: "C")]
        var rows: [Row] = []
        for (s, n) in [("a", 6), ("b", 6), ("c", 6)] { rows += (0..<n).map { Row(id: "\(s)\($0)", height: 50, section: s) } }
        return SectionEngine(sections: sections, rows: rows, headerHeight: 30, viewport: Size(width: 400, height: 300))
    }

    @Test func theHeaderOfTheSectionAtTheTopSticksThereUntilTheNextPushesItOut() {
        var engine = Self.sections()
        // Section a: header 0..30, rows 30..330; b's header at 330.
        let at = { (offset: Double) -> [SectionHeaders.Placed] in
            engine.handle(.wheel(dx: 0, dy: offset - engine.scrollOffset), at: engine.now + 1)
            return SectionHeaders.placed(engine.layout, offset: engine.scrollOffset, extent: 300, column: Self.column)
        }
        #expect(at(0).map(\.section) == [0])
        let scrolled = at(100)
        #expect(scrolled.map(\.section) == [0, 1])
        #expect(scrolled[0].rect == Rect(x: 12, y: 0, width: 376, height: 30), "stuck at the top while a's rows pass under it")
        #expect(scrolled[1].rect.y == 230, "b's at its place in the content")
        // b's header 15 pt from the top: it pushes a's up by 15 (a's bottom meets b's top).
        let pushed = at(315)
        #expect(pushed.map(\.section) == [0, 1])
        #expect(pushed[0].rect.y == -15 && pushed[1].rect.y == 15)
        // Past it: b's sticks, the empty section's header follows b's rows, then c's.
        let later = at(500)
        #expect(later.map(\.section) == [1, 2, 3])
        #expect(later[0].rect.y == 0)
        #expect(later[1].rect.y == 660 - 500 && later[2].rect.y == 690 - 500, "an empty section's header is followed by the next header")
        // The empty section's header, 10 pt from the top, pushes b's up by 20.
        let emptyPushes = at(650)
        #expect(emptyPushes.map(\.section) == [1, 2, 3])
        #expect(emptyPushes[0].rect.y == -20 && emptyPushes[1].rect.y == 10)
    }

    static func grid() -> GridEngine {
        let rows = (1...12).map { Row(id: "t\($0)", height: 100, label: "Tile \($0)", width: 100) }
        var tuning = Tuning()
        tuning.dragStyle = .collection
        return GridEngine(rows: rows, grid: GridStyle(inset: 10, itemSpacing: 10, lineSpacing: 10), viewport: Size(width: 340, height: 400),
                          tuning: tuning)
    }

    /// Lifts t1 (at 10...110) at `press` (its centre by default) and moves the finger to `to`.
    static func lifted(press: Point = Point(x: 60, y: 60), to: Point) -> GridEngine {
        var engine = grid()
        engine.handle(.down(finger, press), at: 0)
        engine.handle(.frame, at: 0.6)
        engine.handle(.move(finger, to), at: 0.7)
        engine.handle(.frame, at: 1.5)  // the lift animation and the shuffles are over
        return engine
    }

    @Test func aGridsImposterIsATileScaledByTheCollectionSeeds1point2AndFollowsTheFingerInBothAxes() throws {
        let engine = Self.lifted(to: Point(x: 200, y: 250))
        let pose = ImposterPose(engine: engine, imposter: try #require(engine.imposter), column: Self.column)
        // Grabbed at its centre: the tile's centre is under the finger, in x as in y.
        #expect(pose.rect == Rect(x: 150, y: 200, width: 100, height: 100))
        #expect(pose.drawn.width == 120 && pose.drawn.height == 120)
        #expect(pose.drawn.x == 140 && pose.drawn.y == 190)
        #expect(pose.alpha == 0.95)
        #expect(pose.look.shadow.radius == 10)
        // A list row in the same style keeps 1.05: 1.2 would take a full-width row out of the window.
        #expect(DragLook.look(.collection).scale == 1.05)
    }

    @Test func theDropSpringsInBothAxesOverTheSettle() throws {
        var engine = Self.lifted(to: Point(x: 200, y: 250))
        engine.handle(.up(Self.finger, Point(x: 200, y: 250)), at: 1.6)
        guard case .settling(let settle) = engine.interaction else { Issue.record("not settling"); return }
        let target = engine.layout.frame(ofSlot: settle.slot)
        var xs: [Double] = [], ys: [Double] = []
        var t = 1.6
        while case .settling = engine.interaction {
            let pose = ImposterPose(engine: engine, imposter: try #require(engine.imposter), column: Self.column)
            xs.append(pose.rect.x - target.x)
            ys.append(pose.rect.y - target.y)
            t += 1.0 / 240
            engine.handle(.frame, at: t)
        }
        #expect(xs.first == 150 - target.x && ys.first == 200 - target.y)
        // Damping 0.4 overshoots: both coordinates pass the slot and come back.
        let startX = xs.first!, startY = ys.first!
        if startX != 0 { #expect(xs.contains { $0.sign != startX.sign && abs($0) > 1 }, "x overshoots: \(xs)") }
        if startY != 0 { #expect(ys.contains { $0.sign != startY.sign && abs($0) > 1 }, "y overshoots: \(ys)") }
        #expect(abs(xs.last!) < 3 && abs(ys.last!) < 3)
    }

    @Test func aHorizontalGridsScrollIndicatorRunsAlongTheBottom() throws {
        let rows = (1...40).map { Row(id: "h\($0)", height: 100, width: 100) }
        let engine = GridEngine(rows: rows, grid: GridStyle(inset: 10, itemSpacing: 10, lineSpacing: 10, scrollDirection: .horizontal),
                                viewport: Size(width: 400, height: 300))
        let thumb = try #require(ScrollIndicator.thumb(engine: engine, theme: Theme()))
        #expect(thumb.y > 290 && thumb.width > thumb.height, "\(thumb)")
        #expect(thumb.x == 3)
    }

    // MARK: Pictures

    @Test func aScrolledSectionedListShowsItsSectionsHeaderStuckAtTheTopOverItsRows() throws {
        var engine = Self.sections()
        engine.handle(.wheel(dx: 0, dy: 100), at: 1)
        let image = try RenderTests.picture(engine, png: "/tmp/render-sections-sticky.png")
        // Left of the title, inside the list's column: the header's fill, not the row scrolled under it.
        #expect(image.pixel(x: 20, y: 15) == Theme.standard.headerFill)
        #expect(image.pixel(x: 20, y: 45) == Theme.standard.rowFill, "the rows below it")
        // b's header, at its place 230 pt down.
        #expect(image.pixel(x: 20, y: 245) == Theme.standard.headerFill)
    }

    @Test func aGridDrawsTilesAtTheirFramesAndTheLiftedItemsSlotAsAWell() throws {
        // Grabbed near its top-left corner, so the imposter hangs right and down of the finger and
        // leaves the top-left of the well under the finger in view.
        let engine = Self.lifted(press: Point(x: 15, y: 15), to: Point(x: 200, y: 250))
        let well = try #require(engine.blankSlot.map { engine.layout.frame(ofSlot: $0) })
        let pose = ImposterPose(engine: engine, imposter: try #require(engine.imposter), column: Self.column)
        let image = try RenderTests.picture(engine, png: "/tmp/render-grid-lifted.png")
        // The imposter floats over part of the well: look at the well's corner farthest from it,
        // beyond the shadow's blur (radius 10, offset 3).
        let corners = [(well.x + 3, well.y + 3), (well.maxX - 3, well.y + 3), (well.x + 3, well.maxY - 3), (well.maxX - 3, well.maxY - 3)]
        func gap(_ p: (Double, Double)) -> Double {
            max(pose.drawn.x - p.0, p.0 - pose.drawn.maxX, pose.drawn.y - p.1, p.1 - pose.drawn.maxY)
        }
        let corner = try #require(corners.max { gap($0) < gap($1) })
        #expect(gap(corner) > 40, "well \(well), imposter \(pose.drawn)")
        #expect(image.pixel(x: Int(corner.0), y: Int(corner.1)) == Theme.standard.wellFill, "the well at \(well)")
        // The first tile (t2, flowed into t1's place), white inside its outline, far from the imposter.
        let first = engine.layout.frame(ofSlot: 0)
        #expect(first.x == 10 && first.y == 10)
        #expect(image.pixel(x: Int(first.x + 20), y: Int(first.y + 20)) == Theme.standard.rowFill)
        #expect(image.pixel(x: Int(first.x), y: Int(first.y + 50)) == Theme.standard.tileOutline, "its one-pixel outline")
        // The grid's background between tiles (the 10 pt spacing): white, as inside them.
        #expect(image.pixel(x: Int(first.maxX + 5), y: Int(first.y + 50)) == Theme.standard.gridBackground)
    }
}
