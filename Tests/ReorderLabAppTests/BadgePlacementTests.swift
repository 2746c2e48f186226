import ReorderKit
import ReorderSDL
import Testing
@testable import ReorderLabApp

/// The badge ("REPLAY 2x") keeps off the row in hand and the announcement strip, as the HUD does.
@Suite struct BadgePlacementTests {
    static let list = Rect(x: 0, y: 0, width: 320, height: 240)
    static let pill = Rect(x: 100, y: 8, width: 120, height: 24)

    @Test func withNothingToAvoidItStaysAtTheTop() {
        #expect(Scene.badgePlace(Self.pill, list: Self.list, strip: nil, keepClear: []) == Self.pill)
    }

    @Test func aStripAtTheTopPushesItBelowTheStrip() {
        let strip = Rect(x: 0, y: 0, width: 320, height: 40)
        let placed = Scene.badgePlace(Self.pill, list: Self.list, strip: strip, keepClear: [])
        #expect(placed.y == 48 && placed.x == Self.pill.x && placed.height == Self.pill.height)
        // A strip at the bottom leaves the top alone.
        let bottomStrip = Rect(x: 0, y: 200, width: 320, height: 40)
        #expect(Scene.badgePlace(Self.pill, list: Self.list, strip: bottomStrip, keepClear: []) == Self.pill)
    }

    @Test func theRowInHandAtTheTopSendsItToTheBottomAboveAStripThere() {
        let inHand = Rect(x: 0, y: 0, width: 320, height: 60)
        #expect(Scene.badgePlace(Self.pill, list: Self.list, strip: nil, keepClear: [inHand]).y == 240 - 8 - 24)
        let strip = Rect(x: 0, y: 200, width: 320, height: 40)
        #expect(Scene.badgePlace(Self.pill, list: Self.list, strip: strip, keepClear: [inHand]).y == 200 - 8 - 24)
    }

    @Test func whenNoPlaceClearsTheRowInHandItStaysAtTheTop() {
        let tall = Rect(x: 0, y: 0, width: 320, height: 240)
        #expect(Scene.badgePlace(Self.pill, list: Self.list, strip: nil, keepClear: [tall]) == Self.pill)
    }

    /// Drawn: a row dragged to the top of a 320 x 240 and a 1920 x 1080 window during a replay: the
    /// frame with the badge and the frame without it have the same pixels inside the row in hand.
    @Test func aRowDraggedToTheTopIsNotCoveredByTheBadge() throws {
        for window in [Size(width: 320, height: 240), Size(width: 1920, height: 1080)] {
            var engine = Engine(rows: HUDPlacementTests.rows(40), viewport: window, tuning: Tuning())
            HUDPlacementTests.drag(&engine, from: Point(x: 100, y: 110), to: Point(x: 100, y: 24))
            let name = "\(Int(window.width))x\(Int(window.height))"
            let (_, overlays, badged) = try HUDPlacementTests.frame(engine, window: window, badge: "REPLAY 2x",
                                                                   png: "/tmp/badge-row-at-top-\(name).png")
            let (_, _, plain) = try HUDPlacementTests.frame(engine, window: window, png: "/tmp/badge-row-at-top-\(name)-plain.png")
            let imposter = try #require(overlays.imposter)
            #expect(imposter.y < 40, "the row in hand is at the top: \(imposter)")
            var differ = 0
            for y in max(0, Int(imposter.y))..<min(Int(window.height), Int(imposter.maxY.rounded(.up))) {
                for x in max(0, Int(imposter.x))..<min(Int(window.width), Int(imposter.maxX.rounded(.up)))
                where badged.pixel(x: x, y: y) != plain.pixel(x: x, y: y) {
                    differ += 1
                }
            }
            #expect(differ == 0, "\(differ) pixels of the row in hand changed by the badge at \(name)")
        }
    }
}
