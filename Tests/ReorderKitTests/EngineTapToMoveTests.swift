import Testing
@testable import ReorderKit

/// `tapToMove`: a tap picks, a tap on another row places before or after it (by which half), a tap
/// back or Escape puts it back; long-press drags still work beside it.
@Suite struct EngineTapToMoveTests {
    static func driver(tapToMove: Bool = true) -> ListDriver {
        var tuning = Tuning()
        tuning.tapToMove = tapToMove
        let names = ["Milk", "Eggs", "Bread", "Butter", "Cheese", "Apples"]
        let rows = names.enumerated().map { i, name in Row(id: "r\(i)", height: 44, label: name) }
        return ListDriver(Engine(rows: rows, viewport: Size(width: 320, height: 480), tuning: tuning))
    }

    func said(_ driver: ListDriver) -> [String] {
        driver.events().compactMap { if case .announced(let text) = $0 { text } else { nil } }
    }

    func tap(_ driver: ListDriver, row: Int, dy: Double = 0) {
        driver.press(row: row, dy: dy)
        driver.wait(0.1)
        driver.release()
        driver.wait(0.5)
        driver.send(.frame)
    }

    @Test func aTapPicksAndATapInTheLowerHalfPlacesAfter() {
        let driver = Self.driver()
        tap(driver, row: 1)
        #expect(driver.engine.pickedID == "r1")
        #expect(said(driver) == ["Picked up Eggs. Position 2 of 6. Tap a row to place it, or Eggs again to put it back."])
        tap(driver, row: 3, dy: 10)
        #expect(said(driver) == ["Eggs dropped. Moved from position 2 to 4."])
        #expect(driver.order == ["r0", "r2", "r3", "r1", "r4", "r5"] && driver.engine.drags == 0)
        #expect(driver.engine.pickedID == nil)
    }

    @Test func aTapInTheUpperHalfPlacesBefore() {
        let driver = Self.driver()
        tap(driver, row: 4)
        tap(driver, row: 1, dy: -10)
        #expect(driver.order == ["r0", "r4", "r1", "r2", "r3", "r5"])
    }

    @Test func aTapBackOrEscapePutsItBack() {
        let driver = Self.driver()
        tap(driver, row: 2)
        _ = driver.events()
        tap(driver, row: 2)
        #expect(said(driver) == ["Bread returned to position 3."] && driver.engine.pickedID == nil)
        tap(driver, row: 2)
        _ = driver.events()
        driver.key(.escape)
        #expect(driver.engine.pickedID == nil)
    }

    @Test func aLongPressStillDragsAndClearsThePick() {
        let driver = Self.driver()
        tap(driver, row: 0)
        driver.press(row: 2)
        driver.hold(0.6)
        #expect(driver.state == .dragging && driver.engine.pickedID == nil)
    }

    @Test func offATapOnlySelects() {
        let driver = Self.driver(tapToMove: false)
        tap(driver, row: 1)
        tap(driver, row: 3)
        #expect(driver.engine.pickedID == nil && driver.order == ["r0", "r1", "r2", "r3", "r4", "r5"])
        #expect(driver.engine.selectedID == "r3")
    }
}

extension EngineTapToMoveTests {
    @Test func inSectionsATapBeforeAnotherSectionsFirstRowJoinsThatSection() {
        var tuning = Tuning()
        tuning.tapToMove = true
        let sections = [Section(id: "dairy", title: "Dairy"), Section(id: "bakery", title: "Bakery")]
        let rows = [Row(id: "milk", height: 44, label: "Milk", section: "dairy"), Row(id: "eggs", height: 44, label: "Eggs", section: "dairy"),
                    Row(id: "bread", height: 60, label: "Bread", section: "bakery")]
        let driver = EngineDriver(SectionEngine(sections: sections, rows: rows, headerHeight: 28, viewport: Size(width: 400, height: 600),
                                                tuning: tuning))
        func tap(_ y: Double) {
            driver.press(at: Point(x: 100, y: y))
            driver.wait(0.1)
            driver.release()
            driver.wait(1)
            driver.send(.frame)
        }
        tap(28 + 22)  // milk
        tap(28 + 88 + 28 + 10)  // bread's upper half: before it, in bakery
        #expect(driver.engine.layout.sectionRowIDs.map(\.rows) == [["eggs"], ["milk", "bread"]])
        let said = driver.events().compactMap { if case .announced(let text) = $0 { text } else { nil } }
        #expect(said.last == "Milk dropped. Moved from position 1 in Dairy to position 1 in Bakery.")
    }

    /// The end of one section and the start of the next are one flat slot: from the last row of
    /// Dairy, a tap before Bakery's first row steps forward into Bakery (it stepped back through
    /// every placement to the top of the list).
    @Test func fromASectionsLastRowATapBeforeTheNextSectionsFirstRowJoinsItsStart() {
        var tuning = Tuning()
        tuning.tapToMove = true
        let sections = [Section(id: "dairy", title: "Dairy"), Section(id: "bakery", title: "Bakery")]
        let rows = [Row(id: "milk", height: 44, label: "Milk", section: "dairy"), Row(id: "eggs", height: 44, label: "Eggs", section: "dairy"),
                    Row(id: "bread", height: 60, label: "Bread", section: "bakery")]
        let driver = EngineDriver(SectionEngine(sections: sections, rows: rows, headerHeight: 28, viewport: Size(width: 400, height: 600),
                                                tuning: tuning))
        func tap(_ y: Double) {
            driver.press(at: Point(x: 100, y: y))
            driver.wait(0.1)
            driver.release()
            driver.wait(1)
            driver.send(.frame)
        }
        tap(28 + 44 + 22)  // eggs, Dairy's last row
        tap(28 + 88 + 28 + 10)  // bread's upper half: before it, in Bakery
        #expect(driver.engine.layout.sectionRowIDs.map(\.rows) == [["milk"], ["eggs", "bread"]])
        let said = driver.events().compactMap { if case .announced(let text) = $0 { text } else { nil } }
        #expect(said.last == "Eggs dropped. Moved from position 2 in Dairy to position 1 in Bakery.")
    }

    @Test func inAGridTheSideOfTheTappedItemSaysBeforeOrAfter() {
        var tuning = Tuning()
        tuning.tapToMove = true
        let driver = EngineGridTests.driver(tuning: tuning)  // 100 pt tiles at x 10, 120, 230
        func tap(_ x: Double, _ y: Double) {
            driver.press(at: Point(x: x, y: y))
            driver.wait(0.1)
            driver.release()
            driver.wait(1)
            driver.send(.frame)
        }
        tap(60, 60)  // t0
        tap(250, 60)  // t2's left half: before it
        #expect(driver.order.prefix(3) == ["t1", "t0", "t2"])
        tap(60, 60)  // t1
        tap(320, 60)  // t2's right half: after it
        #expect(driver.order.prefix(3) == ["t0", "t2", "t1"])
    }
}
