import Testing
@testable import ReorderKit

extension EngineDriver {
    func edit(_ edit: RowEdit) { send(.edit(edit)) }
    /// The ids as drawn, the lifted row at its blank.
    var drawnIDs: [String] { (0..<engine.layout.count).map { engine.layout.row(atSlot: $0).id } }
    /// The id drawn right before the blank (nil when it is first), while a row is lifted.
    var idBeforeBlank: String? {
        guard let blank = engine.layout.blank, blank.position > 0 else { return nil }
        return engine.layout.row(atSlot: blank.position - 1).id
    }
    var liftedID: String? { engine.layout.blank.map { engine.layout.row(atSlot: $0.position).id } }
}

func rows(_ prefix: String, _ count: Int, height: Double = 44, width: Double? = nil, section: String? = nil) -> [Row] {
    (0..<count).map { Row(id: "\(prefix)\($0)", height: height, section: section, width: width) }
}

/// docs/trace-format.md "Edits", rule by rule, in the plain list (sections and grids below).
@Suite struct EngineEditsTests {
    /// 20 rows of 44 pt in a 320 x 480 viewport, nothing animated, so every report is a scenario's.
    static func driver(rows count: Int = 20, scrollOffset: Double = 0, swap: Bool = false) -> ListDriver {
        var tuning = Tuning()
        tuning.shuffleAnimationSeconds = 0
        if swap { tuning.reorderMode = .swap }
        let list = (0..<count).map { Row(id: "r\($0)", height: 44) }
        return ListDriver(Engine(rows: list, viewport: Size(width: 320, height: 480), tuning: tuning, scrollOffset: scrollOffset),
                          exhaustive: true)
    }

    /// Lifts row 3 and drags its blank down to slot 6 (after r6).
    static func dragging() -> ListDriver {
        let driver = driver()
        driver.lift(at: Point(x: 100, y: driver.centerY(ofRow: 3)))
        driver.glide(toY: driver.location.y + 3 * 44)
        _ = driver.events()
        #expect(driver.engine.layout.blank?.position == 6 && driver.idBeforeBlank == "r6")
        return driver
    }

    // Rule 1

    @Test func rowsInsertedAboveMoveTheBlanksIndexNotItsNeighbours() {
        let driver = Self.dragging()
        driver.edit(.insert(rows("new", 2), at: 0, section: nil))
        #expect(driver.state == .dragging && driver.liftedID == "r3")
        #expect(driver.engine.layout.blank?.position == 8 && driver.idBeforeBlank == "r6")
        #expect(driver.engine.layout.blank?.from == 5)  // the data's index of the lifted row
        _ = driver.events()  // scrolled: the insert above the first row on screen is anchored
        driver.release()
        #expect(driver.drops() == [.dropped(id: "r3", from: 5, to: 8)])
        driver.hold(1)
        _ = driver.events()
        #expect(driver.order == ["new0", "new1", "r0", "r1", "r2", "r4", "r5", "r6", "r3"] + (7..<20).map { "r\($0)" })
        #expect(driver.engine.edits == 1)
    }

    @Test func theBlanksNeighbourDeletedHandsOverToTheRowBeforeIt() {
        let driver = Self.dragging()
        driver.edit(.delete(ids: ["r6", "r5"]))
        #expect(driver.state == .dragging && driver.idBeforeBlank == "r4")
        _ = driver.events()
    }

    @Test func withNoRowBeforeItLeftTheBlankIsFirst() {
        let driver = Self.dragging()
        driver.edit(.delete(ids: ["r0", "r1", "r2", "r4", "r5", "r6"]))
        #expect(driver.state == .dragging && driver.idBeforeBlank == nil && driver.engine.layout.blank?.position == 0)
        _ = driver.events()
    }

    @Test func rowsInsertedAtTheBlankGoAfterIt() {
        let driver = Self.dragging()
        // Data index 7 is right after r6 (the data holds r3 at 3): where the blank is drawn.
        driver.edit(.insert(rows("new", 1), at: 7, section: nil))
        #expect(Array(driver.drawnIDs[4...7]) == ["r5", "r6", "r3", "new0"])
        _ = driver.events()
    }

    @Test func aRemoteMoveOfAnotherRowKeepsTheBlankAfterItsNeighbour() {
        let driver = Self.dragging()
        driver.edit(.reorder(id: "r6", to: 0, section: nil))
        #expect(driver.state == .dragging && driver.idBeforeBlank == "r5")
        #expect(driver.engine.layout.orderedIDs.prefix(2) == ["r6", "r0"])
        _ = driver.events()
    }

    @Test func inSwapModeTheBlankStaysOnTheLiftedRow() {
        let driver = Self.driver(swap: true)
        driver.lift(at: Point(x: 100, y: driver.centerY(ofRow: 3)))
        driver.edit(.insert(rows("new", 1), at: 3, section: nil))
        #expect(driver.engine.layout.blank?.from == 4 && driver.engine.layout.blank?.position == 4)
        _ = driver.events()
    }

    // Rule 2

    /// The test: 300 pt inserted above the viewport during a drag.
    @Test func anInsertAboveTheViewportDuringADragKeepsTheContentUnderTheFinger() {
        let driver = Self.driver(rows: 60, scrollOffset: 600)
        driver.lift(at: Point(x: 100, y: 200))
        driver.glide(toY: 260)
        _ = driver.events()
        let finger = driver.location
        let underFinger = { driver.engine.layout.row(atSlot: driver.engine.layout.slot(at: driver.engine.contentPoint(finger))!).id }
        let before = (row: underFinger(), imposter: driver.engine.imposter!, offset: driver.engine.scrollOffset)
        driver.edit(.insert([Row(id: "a", height: 100), Row(id: "b", height: 200)], at: 2, section: nil))
        #expect(driver.events() == [.scrolled(offset: before.offset + 300)])
        #expect(driver.engine.scrollOffset == before.offset + 300)
        #expect(underFinger() == before.row)
        let imposter = driver.engine.imposter!
        #expect(abs(imposter.top - before.imposter.top) <= 1e-9 && abs(imposter.left - before.imposter.left) <= 1e-9)
        #expect(imposter.row.id == before.imposter.row.id)
    }

    @Test func anEditAboveTheViewportAtRestKeepsTheRowsOnScreen() {
        let driver = Self.driver(rows: 60, scrollOffset: 600)
        let first = driver.engine.layout.firstSlot(endingAfter: 600)
        let (id, top) = (driver.engine.layout.row(atSlot: first).id, driver.engine.layout.top(ofSlot: first) - 600)
        driver.edit(.delete(ids: ["r0", "r1"]))
        driver.edit(.update(id: "r2", RowChanges(height: 10)))
        #expect(driver.events() == [.scrolled(offset: 512), .scrolled(offset: 478)])
        let now = driver.engine.layout.firstSlot(endingAfter: driver.engine.scrollOffset)
        #expect(driver.engine.layout.row(atSlot: now).id == id)
        #expect(driver.engine.layout.top(ofSlot: now) - driver.engine.scrollOffset == top)
    }

    /// Only as many rows on screen are remembered as the edit can delete, plus one
    /// (`anchorsSurviving`): the first rows on screen deleted, the next one keeps its place.
    @Test func theFirstRowsOnScreenDeletedTheNextKeepsItsPlace() {
        #expect(Engine.anchorsSurviving(.insert(rows("n", 5), at: 0, section: nil)) == 1)
        #expect(Engine.anchorsSurviving(.delete(ids: ["a", "b", "a"])) == 4)
        #expect(Engine.anchorsSurviving(.delete(ids: (0..<100).map { "r\($0)" })) == Engine.anchorLimit)
        let driver = Self.driver(rows: 60, scrollOffset: 600)
        let first = driver.engine.layout.firstSlot(endingAfter: 600)
        let next = driver.engine.layout.row(atSlot: first + 3).id
        let top = driver.engine.layout.top(ofSlot: first + 3) - 600
        driver.edit(.delete(ids: (first..<first + 3).map { driver.engine.layout.row(atSlot: $0).id } + ["r0"]))
        _ = driver.events()
        let slot = driver.engine.layout.slot(atContentY: driver.engine.scrollOffset + top)!
        #expect(driver.engine.layout.row(atSlot: slot).id == next)
        #expect(driver.engine.layout.top(ofSlot: slot) - driver.engine.scrollOffset == top)
    }

    @Test func anEditBelowTheFirstRowOnScreenLeavesTheOffset() {
        let driver = Self.driver(rows: 60, scrollOffset: 600)
        driver.edit(.insert(rows("new", 3), at: 20, section: nil))
        driver.edit(.delete(ids: ["r40"]))
        #expect(driver.events().isEmpty && driver.engine.scrollOffset == 600)
    }

    @Test func aPanGoesOnFromTheAnchoredOffset() {
        let driver = Self.driver(rows: 60, scrollOffset: 600)
        driver.press(at: Point(x: 100, y: 300))
        driver.move(toY: 250)  // a pan: 50 pt
        _ = driver.events()
        #expect(driver.state == .scrolling)
        let offset = driver.engine.scrollOffset
        driver.edit(.insert(rows("new", 1, height: 300), at: 0, section: nil))
        driver.move(toY: 240)
        #expect(driver.engine.scrollOffset == offset + 300 + 10)
        _ = driver.events()
    }

    @Test func aCoastGoesOnFromTheAnchoredOffset() {
        let flicked = Self.driver(rows: 200, scrollOffset: 600), edited = Self.driver(rows: 200, scrollOffset: 600)
        for driver in [flicked, edited] {
            driver.press(at: Point(x: 100, y: 400))
            driver.glide(toY: 100, steps: 5)
            driver.release()
            #expect(driver.state == .coasting)
            driver.hold(0.1)
        }
        edited.edit(.insert(rows("new", 1, height: 300), at: 0, section: nil))
        flicked.hold(0.2)
        edited.hold(0.2)
        #expect(abs(edited.engine.scrollOffset - (flicked.engine.scrollOffset + 300)) < 1e-9)
        _ = (flicked.events(), edited.events())
    }

    // Rule 3

    @Test func deletingTheLiftedRowEndsTheDragAndTheFingerStartsNothingUntilItLifts() {
        let driver = Self.dragging()
        driver.edit(.delete(ids: ["r3"]))
        #expect(driver.events() == [.dragEnded(id: "r3", reason: .deleted), .announced("r3 was deleted. The drag ended; nothing moved.")])
        #expect(driver.state == .idle && driver.order == (0..<20).filter { $0 != 3 }.map { "r\($0)" })
        driver.glide(toY: 400)
        driver.hold(1)
        driver.release()
        #expect(driver.events().isEmpty && driver.state == .idle && driver.engine.drags == 1)
    }

    @Test func aDeletedRowsHeldRemoteMoveGoesWithIt() {
        let driver = Self.dragging()
        driver.edit(.reorder(id: "r3", to: 0, section: nil))
        driver.edit(.delete(ids: ["r3"]))
        _ = driver.events()
        #expect(driver.engine.heldReorder == nil)
    }

    // Rule 4

    @Test func aNewHeightResizesTheImposterAboutTheGrabPoint() {
        let driver = Self.dragging()
        let finger = driver.location.y
        let before = driver.engine.imposter!
        let fraction = (finger - before.top) / 44
        driver.edit(.update(id: "r3", RowChanges(height: 88)))
        let after = driver.engine.imposter!
        #expect(after.row.height == 88 && driver.engine.layout.blank?.size.height == 88)
        #expect(abs((finger - after.top) / 88 - fraction) < 1e-12)
        #expect(driver.state == .dragging)
        _ = driver.events()
    }

    @Test func makingTheLiftedRowUnmovableDoesNotDropIt() {
        let driver = Self.dragging()
        driver.edit(.update(id: "r3", RowChanges(label: "Tea", movable: false)))
        #expect(driver.state == .dragging && driver.engine.imposter?.row.movable == false)
        driver.release()
        #expect(driver.drops() == [.dropped(id: "r3", from: 3, to: 6)])
        driver.hold(1)
        _ = driver.events()
    }

    // Rule 5

    @Test func aRemoteMoveOfTheLiftedRowIsAppliedAfterTheDrop() {
        let driver = Self.dragging()
        driver.edit(.reorder(id: "r3", to: 0, section: nil))
        #expect(driver.state == .dragging && driver.engine.layout.blank?.position == 6 && driver.events().isEmpty)
        driver.release()
        #expect(driver.keyEvents() == [.willDrop(index: 6), .dropped(id: "r3", from: 3, to: 6),
                                       .remoteMoved(id: "r3", from: 6, to: 0)])
        driver.hold(1)
        #expect(driver.keyEvents() == [.settled(id: "r3")])
        #expect(driver.order.prefix(2) == ["r3", "r0"])
    }

    @Test func aRemoteMoveHeldOverEscapeIsAppliedToo() {
        let driver = Self.dragging()
        driver.edit(.reorder(id: "r3", to: 19, section: nil))
        driver.edit(.reorder(id: "r3", to: 10, section: nil))  // the last writer wins
        driver.key(.escape)
        #expect(driver.keyEvents() == [.cancelled(id: "r3", index: 3), .remoteMoved(id: "r3", from: 3, to: 10)])
        driver.hold(1)
        _ = driver.events()
        #expect(driver.order[10] == "r3")
    }

    // Rule 6

    @Test func aPressWhoseRowIsDeletedIsCancelledAndItsFingerStartsNothing() {
        let driver = Self.driver()
        driver.press(row: 4)
        driver.hold(0.1)
        driver.edit(.delete(ids: ["r4"]))
        #expect(driver.decisions == [.cancelled] && driver.state == .idle)
        driver.hold(1)
        driver.glide(toY: 100)
        driver.release()
        #expect(driver.state == .idle && driver.engine.drags == 0)
        _ = driver.events()
    }

    @Test func aPressWhoseRowMovesOnScreenIsCancelled() {
        let driver = Self.driver()
        driver.press(row: 4)
        driver.edit(.insert(rows("new", 1), at: 2, section: nil))
        #expect(driver.decisions == [.cancelled])
        driver.hold(1)
        #expect(driver.engine.drags == 0)
        _ = driver.events()
    }

    @Test func aPressWhoseRowStaysWhereItIsGoesOn() {
        let driver = Self.driver()
        driver.press(row: 4)
        driver.edit(.insert(rows("new", 1), at: 10, section: nil))
        driver.edit(.update(id: "r4", RowChanges(label: "changed")))
        driver.hold(1)
        #expect(driver.keyEvents() == [.lifted(id: "r4", index: 4)])
    }

    @Test func aRowInsertedUnderARestingFingerDoesNotLift() {
        let driver = Self.driver(rows: 5)  // 220 pt of rows: the finger rests below them
        driver.press(at: Point(x: 100, y: 300))
        driver.edit(.insert(rows("new", 3), at: 5, section: nil))
        #expect(driver.engine.layout.slot(at: Point(x: 100, y: 300)) != nil)  // a row is under it now
        driver.hold(1)
        #expect(driver.engine.drags == 0)
        driver.release()
        _ = driver.events()
    }

    @Test func aRowDeletedWhileItSettlesEndsTheSettle() {
        let driver = Self.dragging()
        driver.release()
        driver.hold(0.05)
        #expect(driver.state == .settling)
        _ = driver.events()
        driver.edit(.delete(ids: ["r3"]))
        #expect(driver.events() == [.dragEnded(id: "r3", reason: .deleted), .announced("r3 was deleted. The drag ended; nothing moved.")] && driver.state == .idle)
    }

    /// The diagram's three edit edges, as the transition log sees them.
    @Test func editsTakeTheDiagramsEditEdges() {
        var seen: [StateTransition] = []
        for (row, settle) in [(4, false), (3, false), (3, true)] {
            let driver = row == 4 ? Self.driver() : Self.dragging()
            if row == 4 { driver.press(row: 4) }
            if settle {
                driver.release()
                driver.hold(0.05)
            }
            driver.engine.recordsTransitions = true
            driver.edit(.delete(ids: ["r\(row)"]))
            seen += driver.engine.takeTransitions()
            _ = driver.events()
        }
        #expect(seen.map { "\($0.from.rawValue) -> \($0.trigger.rawValue) -> \($0.to.rawValue)" }
                == ["pressing -> edit -> idle", "dragging -> edit -> idle", "settling -> edit -> idle"])
        #expect(seen.allSatisfy(StateDiagram.allows))
    }

    // Rule 7

    @Test func deletingTheSelectedRowClearsTheSelection() {
        let driver = Self.driver()
        driver.press(row: 2)
        driver.release()
        #expect(driver.engine.selectedID == "r2")
        driver.edit(.delete(ids: ["r2"]))
        #expect(driver.engine.selectedID == nil)
        _ = driver.events()
    }

    // What the engine leaves out

    @Test func editsThatCannotApplyChangeNothingAndNeverTrap() {
        let driver = Self.driver()
        let order = driver.order
        driver.edit(.delete(ids: ["nope"]))
        driver.edit(.update(id: "nope", RowChanges(height: 10)))
        driver.edit(.update(id: "r1", RowChanges(height: -1, width: .nan)))
        driver.edit(.reorder(id: "nope", to: 0, section: nil))
        driver.edit(.insert([Row(id: "r1", height: 44), Row(id: "", height: 44), Row(id: "z", height: .infinity)], at: 99, section: nil))
        #expect(driver.order == order && driver.engine.layout.row(atSlot: 1).height == 44)
        driver.edit(.insert([Row(id: "x", height: 10)], at: 999, section: nil))
        driver.edit(.reorder(id: "x", to: -5, section: nil))
        #expect(driver.order == ["x"] + order)
        // Only the anchoring of the one row that did enter, above the first on screen.
        #expect(driver.events() == [.scrolled(offset: 10)])
    }
}
