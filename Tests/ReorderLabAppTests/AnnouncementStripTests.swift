import ReorderKit
import ReorderSDL
import Testing
@testable import ReorderLabApp

/// The strip's place: the list's bottom, else its top; never over the row in hand; off the focused
/// row where it can be.
@Suite struct AnnouncementStripTests {
    static let list = Rect(x: 0, y: 40, width: 320, height: 200)

    @Test func bottomWhenNothingIsThere() {
        let strip = AnnouncementStrip.place(in: Self.list, height: 30, hard: [], soft: [])
        #expect(strip == Rect(x: 0, y: 210, width: 320, height: 30))
    }

    @Test func topWhenTheRowInHandIsAtTheBottom() {
        let inHand = Rect(x: 0, y: 200, width: 320, height: 44)
        #expect(AnnouncementStrip.place(in: Self.list, height: 30, hard: [inHand], soft: [])?.y == 40)
    }

    @Test func offTheFocusedRowWhereItCanBe() {
        let focused = Rect(x: 0, y: 220, width: 320, height: 20)
        #expect(AnnouncementStrip.place(in: Self.list, height: 30, hard: [], soft: [focused])?.y == 40)
        // Both places cover the focused row: the bottom all the same.
        let tall = Rect(x: 0, y: 40, width: 320, height: 200)
        #expect(AnnouncementStrip.place(in: Self.list, height: 30, hard: [], soft: [tall])?.y == 210)
    }

    @Test func notDrawnWhenTheRowInHandCoversBothPlaces() {
        let inHand = Rect(x: 0, y: 50, width: 320, height: 180)
        #expect(AnnouncementStrip.place(in: Self.list, height: 30, hard: [inHand], soft: []) == nil)
    }

    @Test func wrapsIntoAtMostTwoLines() {
        let words = Array(repeating: "word", count: 40).joined(separator: " ")
        let lines = AnnouncementStrip.wrap(words, maxLines: 2, fits: { $0.count <= 20 })
        #expect(lines.count == 2 && lines[0].count <= 20)
        #expect(AnnouncementStrip.wrap("", maxLines: 2, fits: { _ in true }) == [""])
    }
}

/// The strip as drawn, read back pixel by pixel at 320 x 240 and 1920 x 1080: a row lifted by keys
/// and taken to the list's end has the strip at the top, taken back to its start at the bottom, and
/// the strip never covers it (the row in hand, ringed as the focused row).
@Suite struct AnnouncementStripPictureTests {
    static let theme = Theme.standard

    /// Presses `key`, then 1 s of frames at 60 Hz; returns the latest announcement.
    static func press(_ key: Key, _ engine: inout Engine, at t: inout Double) -> String? {
        engine.handle(.key(key), at: t)
        for _ in 0..<60 {
            t += 1.0 / 60
            engine.handle(.frame, at: t)
        }
        return engine.takeOutput().compactMap { if case .announced(let text) = $0.event { text } else { nil } }.last
    }

    /// The strip's pixel rows: dark (the strip's fill) at the window's left edge, in the list's margin
    /// where nothing else is dark.
    static func stripRows(_ image: Surface, height: Int) -> [Int] {
        (0..<height).filter { RenderTests.luminance(image.pixel(x: 2, y: $0)) < 70 }
    }

    @Test(arguments: FocusMarksTests.windows)
    func theStripKeepsToTheOtherSideOfARowMovedByKeys(window: Size) throws {
        var engine = FocusMarksTests.engine(window: window)
        var t = 1.0
        _ = Self.press(.down, &engine, at: &t)
        _ = Self.press(.down, &engine, at: &t)
        let lifted = try #require(Self.press(.space, &engine, at: &t))
        #expect(lifted.hasPrefix("Picked up 卵 Eggs. Position 2 of 40."))
        let height = Int(window.height)
        let column = ListView(theme: Self.theme).column(width: engine.viewport.width)
        for (key, end) in [(Key.end, "bottom"), (.home, "top")] {
            let said = try #require(Self.press(key, &engine, at: &t))
            let imposter = try #require(engine.imposter)
            let drawn = ImposterPose(engine: engine, imposter: imposter, column: column).drawn
            let image = try FocusMarksTests.picture(engine, window: window, announcement: said,
                                                    png: "/tmp/strip-\(end)-\(Int(window.width)).png")
            // The row in hand is at the list's end the key took it to, ringed as the focused row.
            #expect(end == "bottom" ? drawn.maxY == window.height : drawn.y == 0, "\(end): the row in hand at \(drawn)")
            #expect(FocusMarksTests.ringed(drawn, Self.theme.focusRing, in: image), "\(end): the focus ring round the row in hand")
            // The strip: one band across the other end of the window.
            let strip = Self.stripRows(image, height: height)
            let first = try #require(strip.first), last = try #require(strip.last)
            #expect(strip.count == last - first + 1 && strip.count >= 20, "\(end): one band of rows, not \(strip.count) in \(first)...\(last)")
            #expect(end == "bottom" ? first == 0 : last == height - 1, "\(end): the strip at \(first)...\(last)")
            #expect(Double(last) < drawn.y || Double(first) >= drawn.maxY, "\(end): the strip \(first)...\(last) over the row in hand \(drawn)")
            // Nothing of it over the row in hand: no strip-dark pixel inside its ring.
            let x = Int(drawn.x) + 5
            let covered = (Int(drawn.y)..<Int(drawn.maxY)).filter { RenderTests.luminance(image.pixel(x: x, y: $0)) < 70 }
            #expect(covered.isEmpty, "\(end): dark over the row in hand at y \(covered.prefix(3))")
        }
    }
}

extension AnnouncementStripPictureTests {
    /// A pointer's row in hand at the bottom and the focused row at the top: the strip covers the
    /// focused row (it only prefers to keep off it), never the row in hand.
    @Test(arguments: FocusMarksTests.windows)
    func theRowInHandWinsOverTheFocusedRow(window: Size) throws {
        var engine = FocusMarksTests.engine(window: window)
        engine.handle(.key(.down), at: 0.5)
        #expect(engine.focusedID == "r0")
        let finger = PointerID(.touch, 1), height = window.height
        // Row 2 held past the long press, then taken to the window's foot (the frame after the move
        // comes 10 ms later: too soon for autoscroll to take the focused row out of view).
        engine.handle(.down(finger, Point(x: 100, y: 110)), at: 1)
        var t = 1.0
        while t < 1.7 {
            t += 1.0 / 60
            engine.handle(.frame, at: t)
        }
        engine.handle(.move(finger, Point(x: 100, y: height - 30)), at: 1.75)
        engine.handle(.frame, at: 1.76)
        let imposter = try #require(engine.imposter)
        #expect(imposter.row.id == "r2")
        let column = ListView(theme: Self.theme).column(width: engine.viewport.width)
        let drawn = ImposterPose(engine: engine, imposter: imposter, column: column).drawn
        let image = try FocusMarksTests.picture(engine, window: window, announcement: "Picked up Row 2. Position 3 of 40.",
                                                png: "/tmp/strip-pointer-\(Int(window.width)).png")
        let strip = Self.stripRows(image, height: Int(height))
        let last = try #require(strip.last)
        #expect(strip.first == 0 && Double(last) < drawn.y, "the strip at \(strip.first ?? -1)...\(last), the row in hand at \(drawn)")
        #expect(Double(last) > FocusMarksTests.rect(ofSlot: 0, engine).y, "over the focused row, the only place left")
    }
}
