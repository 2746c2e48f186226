import ReorderKit
import ReorderSession
import Testing
@testable import ReorderLabApp
@testable import ReorderSDL

/// The HUD's panel leaves in view what a person is working with, in every window: the row in hand
/// as drawn, the sticky section header, the autoscroll label and the row ids. Each case computes the
/// panel's rectangle as the frame places it (`HUD.layout`, with the real fonts) and checks it
/// against each of those rectangles, which must exist for the case to mean anything; each also
/// draws the frame to /tmp for a look.
@Suite struct HUDPlacementTests {
    static let finger = PointerID(.touch, 0)
    static let theme = Theme.standard

    /// Presses at `from`, holds past the long press, moves to `to` in a few steps and holds there
    /// for `hold` seconds of frames (autoscroll ramps up while the finger is in an edge zone).
    static func drag<L: ReorderLayout>(_ engine: inout ReorderEngine<L>, from: Point, to: Point, hold: Double = 0.05) {
        engine.handle(.down(finger, from), at: 0)
        var t = 0.0
        while t < 0.7 {
            t += 1.0 / 60
            engine.handle(.frame, at: t)
        }
        for step in 1...6 {
            t += 1.0 / 60
            let p = Double(step) / 6
            engine.handle(.move(finger, Point(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)), at: t)
            engine.handle(.frame, at: t)
        }
        let end = t + hold
        while t < end {
            t += 1.0 / 60
            engine.handle(.frame, at: t)
        }
    }

    static func hudData(oneLine: Bool = false) -> HUDData {
        var log = EventLog()
        for i in 0..<6 { log.record(.moved(from: i, to: i + 1), at: Double(i) * 0.1) }
        var data = HUDData(events: log.lines)
        for _ in 0..<120 { data.frameTimes.record(ms: 16.7) }
        data.oneLine = oneLine
        return data
    }

    /// The frame in a window of `window` points, saved to `png`, and the HUD's layout in it.
    static func frame<L: ReorderLayout>(_ engine: ReorderEngine<L>, window: Size, hud: HUDData = hudData(), badge: String? = nil,
                                        png: String) throws -> (layout: HUD.Layout, overlays: OverlayLayout, image: Surface) {
        try SDLTestSupport.withSDL { video in
            let target = try Surface(width: Int(window.width), height: Int(window.height))
            return try withExtendedLifetime(target) {
                let renderer = try Renderer(surface: target, scale: 1)
                let scene = Scene(text: TextCache(libraries: video.libraries))
                scene.draw(engine: engine, renderer: renderer, hud: hud, help: false, badge: badge)
                let overlays = OverlayLayout(window: window, engine: engine)
                // The badge where the scene puts it (no strip here): at the top unless the row in hand is there.
                let pill = badge.map {
                    Scene.badgePlace(scene.badgePill($0, width: engine.viewport.width, top: 8, renderer: renderer).rect, list: overlays.list,
                                     strip: nil, keepClear: [overlays.imposter].compactMap { $0 })
                }
                let layout = HUD(theme: theme).layout(engine: engine, data: hud, overlays: overlays, renderer: renderer, text: scene.text,
                                                      topInset: Scene.hudTopInset(badge: pill, badgeTop: 8), badge: pill)
                #expect(scene.text.lastError == nil)
                let image = try renderer.readPixels()
                try image.savePNG(to: png)
                return (layout, overlays, image)
            }
        }
    }

    /// The panel is placed, inside the window, and crosses none of what it keeps clear of.
    @discardableResult
    static func expectClear(_ layout: HUD.Layout, window: Size) throws -> Rect {
        let panel = try #require(layout.panel).rect
        #expect(panel.x >= 0 && panel.y >= 0 && panel.maxX <= window.width && panel.maxY <= window.height, "\(panel)")
        let keepOut = layout.keepOut
        for (name, rect) in [("imposter", keepOut.imposter), ("sticky header", keepOut.stickyHeader),
                             ("autoscroll label", keepOut.autoscrollLabel), ("row ids", keepOut.rowIDs)] {
            guard let rect else { continue }
            #expect(!panel.intersects(rect), "the HUD \(panel) covers the \(name) \(rect)")
        }
        return panel
    }

    static func rows(_ n: Int) -> [Row] {
        (0..<n).map { Row(id: "r\($0)", height: 44, label: ["牛乳を買う", "قائمة التسوق", "🍎 Äpfel", "买菜清单"][$0 % 4]) }
    }

    // MARK: The cases

    @Test func aListAtThreeTwentyByTwoFortyAutoscrollingKeepsTheRowTheIdsAndTheLabelInView() throws {
        let window = Size(width: 320, height: 240)
        var engine = Engine(rows: Self.rows(40), viewport: window, tuning: Tuning())
        // Carried to the bottom edge at the left: the list scrolls down, the label goes right.
        Self.drag(&engine, from: Point(x: 60, y: 66), to: Point(x: 60, y: 232), hold: 0.4)
        #expect(engine.autoscrollSpeed > 0)
        let (layout, overlays, _) = try Self.frame(engine, window: window, png: "/tmp/hud-place-list-320.png")
        let label = try #require(layout.autoscrollLabel)
        #expect(layout.keepOut.imposter != nil && layout.keepOut.rowIDs != nil)
        try Self.expectClear(layout, window: window)
        #expect(!label.rect.intersects(HUD.pointerMark(at: try #require(overlays.finger))), "the label under the finger's ring")
        #expect(label.rect.x > window.width / 2, "across from the finger: \(label.rect)")
    }

    @Test func sectionsMidDragAtThreeTwentyByTwoFortyKeepTheStickyHeaderInView() throws {
        let window = Size(width: 320, height: 240)
        let sections = [Section(id: "veg", title: "果物 · 水果 · فواكه 🍇"), Section(id: "later", title: "Later 🕒 لاحقا")]
        let rows = Self.rows(12).enumerated().map { i, row in
            var row = row
            row.section = i < 6 ? "veg" : "later"
            return row
        }
        var engine = SectionEngine(sections: sections, rows: rows, headerHeight: 28, viewport: window)
        engine.handle(.wheel(dx: 0, dy: 60), at: 0)
        Self.drag(&engine, from: Point(x: 150, y: 138), to: Point(x: 150, y: 200))
        let (layout, _, image) = try Self.frame(engine, window: window, png: "/tmp/hud-place-sections-320.png")
        let header = try #require(layout.keepOut.stickyHeader)
        #expect(header.y <= 0 && header.maxY > 0)
        #expect(layout.keepOut.imposter != nil)
        try Self.expectClear(layout, window: window)
        // Read back: nothing dark over the header (its fill, under the top autoscroll band's tint).
        let covered = stride(from: 0, to: 320, by: 4).filter { RenderTests.luminance(image.pixel(x: $0, y: Int(header.maxY) - 4)) < 150 }
        #expect(covered.isEmpty, "the header is covered at x \(covered.prefix(3))")
    }

    @Test func aHorizontalGridAtThreeTwentyByTwoFortyKeepsTheTileAndTheLabelInView() throws {
        let window = Size(width: 320, height: 240)
        let rows = (0..<40).map { Row(id: "h\($0)", height: 100, label: "タイル \($0)", width: $0 % 5 == 3 ? 150 : 100) }
        var tuning = Tuning()
        tuning.dragStyle = .collection
        var engine = GridEngine(rows: rows, grid: GridStyle(inset: 10, itemSpacing: 10, lineSpacing: 10, scrollDirection: .horizontal),
                                viewport: window, tuning: tuning)
        Self.drag(&engine, from: Point(x: 60, y: 60), to: Point(x: 300, y: 170), hold: 0.4)
        #expect(engine.autoscrollSpeed > 0)
        let (layout, overlays, _) = try Self.frame(engine, window: window, png: "/tmp/hud-place-grid-horizontal-320.png")
        let label = try #require(layout.autoscrollLabel)
        #expect(layout.keepOut.imposter != nil && layout.keepOut.rowIDs == nil, "tiles show no id column")
        try Self.expectClear(layout, window: window)
        #expect(!label.rect.intersects(HUD.pointerMark(at: try #require(overlays.finger))))
        #expect(label.rect.maxX <= window.width && label.rect.x >= 0 && label.rect.maxY <= window.height)
    }

    /// A window made wider mid-drag: the list gets a dock beside it, and the lifted row, drawn 5 %
    /// wider than the list (the collection style), reaches into it.
    @Test func aResizeMidDragWithTheHUDDockedKeepsTheScaledRowInView() throws {
        var tuning = Tuning()
        tuning.dragStyle = .collection
        var engine = Engine(rows: Self.rows(40), viewport: Size(width: 480, height: 800), tuning: tuning)
        Self.drag(&engine, from: Point(x: 100, y: 66), to: Point(x: 100, y: 90), hold: 0.5)
        let window = Size(width: 1920, height: 1080)
        engine.handle(.resize(OverlayLayout.liveListViewport(window: window)), at: engine.now + 0.01)
        engine.handle(.frame, at: engine.now + 0.01)
        guard case .dragging = engine.interaction else { Issue.record("the drag ended"); return }
        let (layout, overlays, image) = try Self.frame(engine, window: window, png: "/tmp/hud-place-resize-dock.png")
        let dock = try #require(overlays.dock)
        let imposter = try #require(layout.keepOut.imposter)
        #expect(imposter.maxX > dock.x + 20, "the scaled row reaches into the dock: \(imposter)")
        let panel = try Self.expectClear(layout, window: window)
        #expect(dock.x <= panel.x, "docked")
        // Read back: the row's own fill in the dock, not the dock's.
        let y = Int(imposter.midY)
        #expect(image.pixel(x: Int(dock.x) + 8, y: y) != Self.theme.dockFill, "the dock is drawn over the row")
    }

    /// A replay whose trace's viewport is the window's width: no dock, the HUD floats over the list,
    /// and the ids (which the events name) stay readable.
    @Test func aFullWidthReplayKeepsTheRowIDsInView() throws {
        for window in [Size(width: 480, height: 800), Size(width: 1920, height: 1080)] {
            var engine = Engine(rows: Self.rows(40), viewport: window, tuning: Tuning())
            Self.drag(&engine, from: Point(x: 100, y: window.height - 100), to: Point(x: 100, y: window.height - 150))
            let (layout, overlays, _) = try Self.frame(engine, window: window, badge: "REPLAY 2x",
                                                       png: "/tmp/hud-place-replay-\(Int(window.width)).png")
            #expect(overlays.dock == nil)
            let ids = try #require(layout.keepOut.rowIDs)
            #expect(ids.maxX > window.width - 60 && ids.width > 10, "\(ids)")
            let panel = try Self.expectClear(layout, window: window)
            #expect(try #require(layout.panel).plan.lines.count > 2, "room for more than the state: \(panel)")
        }
    }

    // MARK: One line

    @Test func atThreeTwentyByTwoFortyTheHUDStartsOnOneLineAndHSteps() throws {
        #expect(OverlayLayout.hudStartsOnOneLine(window: Size(width: 320, height: 240)))
        #expect(!OverlayLayout.hudStartsOnOneLine(window: Size(width: 480, height: 800)))
        #expect(!OverlayLayout.hudStartsOnOneLine(window: Size(width: 1920, height: 1080)))
        let window = Size(width: 320, height: 240)
        var engine = Engine(rows: Self.rows(40), viewport: window, tuning: Tuning())
        var model = WindowModel(session: LiveSession(engine: engine, recorder: nil, stateStore: nil),
                                translator: InputTranslator(windowSize: window, listViewport: OverlayLayout.liveListViewport),
                                playback: nil, tuningPanel: TuningPanel(lastPreset: nil), profilePath: "/nonexistent/p.json", holdAtEnd: false)
        let first = model.hudForFrame(at: 0)
        let data = try #require(first)
        #expect(data.oneLine)
        Self.drag(&engine, from: Point(x: 100, y: 66), to: Point(x: 100, y: 150))
        let (layout, _, _) = try Self.frame(engine, window: window, hud: data, png: "/tmp/hud-place-one-line-320.png")
        let placed = try #require(layout.panel)
        #expect(placed.plan.oneLine?.hasPrefix("dragging  r1 from 1 to ") == true, "\(placed.plan.oneLine ?? "-")")
        #expect(placed.rect.height <= 24, "one line: \(placed.rect)")
        try Self.expectClear(layout, window: window)
        // h: the full panel, hidden, one line again.
        var steps: [String] = []
        for _ in 0..<3 {
            model.run(.toggleHUD, at: 0)
            let shown = model.hudForFrame(at: 0)
            steps.append(shown.map { $0.oneLine ? "one line" : "full" } ?? "hidden")
        }
        #expect(steps == ["full", "hidden", "one line"])
    }

    // MARK: The search, without fonts

    @Test func freeStretchesAreWhatNoBlockerCovers() {
        let free = OverlayLayout.freeStretches(from: 0, to: 100, blocked: [(10, 20), (15, 30), (90, 120)])
        #expect(free.map { [$0.0, $0.1] } == [[0, 10], [30, 90]])
        #expect(OverlayLayout.freeStretches(from: 0, to: 100, blocked: [(-5, 200)]).isEmpty)
    }

    @Test func aRoomStandsLeftOfAColumnItCannotCross() {
        let area = Rect(x: 8, y: 8, width: 304, height: 100)
        let ids = Rect(x: 250, y: -4, width: 30, height: 300)
        #expect(OverlayLayout.columns(width: 200, in: area, blockers: [ids]) == [112, 50, 8])
    }
}

extension HUDPlacementTests {
    /// The announcement strip is kept clear as the row in hand is: a row lifted by keys and taken to
    /// either end of the list has the strip at the other, and the HUD's panel (on one line on a small
    /// window, full on a larger one) goes elsewhere. Read back: the strip (28, 28, 30 at 235 of 255)
    /// is never darker than over black, luminance 25.8; the panel's fill (18, 20, 26 at 228) over it
    /// is at most 21.
    @Test(arguments: [(Size(width: 320, height: 240), true), (Size(width: 400, height: 600), true), (Size(width: 480, height: 800), false)])
    func theHUDKeepsOffTheAnnouncementStrip(window: Size, oneLine: Bool) throws {
        var engine = FocusMarksTests.engine(window: window)
        var t = 1.0
        for key in [Key.down, .down, .space] { _ = AnnouncementStripPictureTests.press(key, &engine, at: &t) }
        for key in [Key.end, .home] {
            let said = try #require(AnnouncementStripPictureTests.press(key, &engine, at: &t))
            let image = try FocusMarksTests.picture(engine, window: window, announcement: said, hud: Self.hudData(oneLine: oneLine),
                                                    png: "/tmp/hud-strip-\(key)-\(Int(window.width)).png")
            let strip = AnnouncementStripPictureTests.stripRows(image, height: Int(window.height))
            let first = try #require(strip.first), last = try #require(strip.last)
            // (The autoscroll zone's border, drawn by the HUD over the list, may cross it: first...last.)
            #expect(last - first >= 20, "\(key): the strip's rows \(first)...\(last)")
            let covered = (first...last).flatMap { y in (0..<Int(window.width)).map { (x: $0, y: y) } }
                .filter { RenderTests.luminance(image.pixel(x: $0.x, y: $0.y)) < 23.5 }
            #expect(covered.isEmpty, "\(key), \(Int(window.width)) pt: the HUD's panel over the strip at \(covered.prefix(2))")
        }
    }
}
