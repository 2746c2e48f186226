import Testing
@testable import ReorderKit

/// A pointer drag's announcements: at the lift, at each new slot once the blank has held there for
/// 0.5 s (so a fast drag is not a flood), at the drop and at Escape; sections say where.
@Suite struct EngineAnnouncementsTests {
    static func driver() -> ListDriver {
        let names = ["Milk", "Eggs", "Bread", "Butter", "Cheese", "Apples"]
        let rows = names.enumerated().map { i, name in Row(id: "r\(i)", height: 44, label: name) }
        return ListDriver(Engine(rows: rows, viewport: Size(width: 320, height: 480)))
    }

    func said(_ driver: EngineDriver<some ReorderLayout>) -> [TimedAnnouncement] {
        driver.timedEvents().compactMap { if case .announced(let text) = $0.event { TimedAnnouncement(t: $0.t, text: text) } else { nil } }
    }

    struct TimedAnnouncement: Equatable {
        var t: Double
        var text: String
    }

    @Test func aLiftIsAnnouncedAtItsDeadline() {
        let driver = Self.driver()
        driver.press(row: 1)
        driver.hold(0.6)
        #expect(said(driver) == [TimedAnnouncement(t: 0.5, text: "Picked up Eggs. Position 2 of 6.")])
    }

    @Test func aSlotIsAnnouncedOnlyOnceItHasHeldForHalfASecond() {
        let driver = Self.driver()
        driver.lift(at: Point(x: 100, y: 66))
        driver.glide(toY: 66 + 88, steps: 6)  // over two rows in 0.1 s: no announcement on the way
        #expect(said(driver).isEmpty)
        let arrived = driver.t
        driver.hold(0.4)
        #expect(said(driver).isEmpty)
        driver.hold(0.2)
        let heard = said(driver)
        #expect(heard.map(\.text) == ["Eggs, position 4 of 6."])
        #expect(abs(heard[0].t - (arrived + 0.5)) < 1 / 60.0 + 1e-9)  // when the half second ended, not at the next frame
        driver.drop()
        #expect(said(driver).map(\.text) == ["Eggs dropped. Moved from position 2 to 4."])
    }

    @Test func aDropWhereItWasLiftedSaysUnchanged() {
        let driver = Self.driver()
        driver.lift(at: Point(x: 100, y: 66))
        driver.drop()
        #expect(said(driver).map(\.text) == ["Eggs dropped. Position 2, unchanged."])
    }

    @Test func escapeSaysWhereTheRowWentBack() {
        let driver = Self.driver()
        driver.lift(at: Point(x: 100, y: 66))
        driver.glide(toY: 200)
        _ = driver.events()
        driver.key(.escape)
        #expect(said(driver).map(\.text) == ["Eggs returned to position 2."])
    }

    @Test func aDragIntoAnotherSectionNamesBoth() {
        let driver = EngineSectionsTests.driver()
        driver.lift(at: Point(x: 100, y: 28 + 44 + 22))  // pears, fruit's second row
        driver.glide(toY: 392, steps: 20)  // into the empty "later"
        driver.drop()
        let drop = said(driver).map(\.text).last
        #expect(drop == "pears dropped. Moved from position 2 in fruit to position 1 in later.")
    }
}
