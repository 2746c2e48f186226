import Testing
@testable import ReorderKit

/// docs/trace-format.md "Edits" in sections (the rows of EngineSectionsTests) and in a grid (that of
/// EngineGridTests): the rules the list's scenarios pin, where these layouts differ.
@Suite struct EngineEditsLayoutsTests {
    static func sections(crossSection: CrossSection = .move) -> EngineDriver<SectionListLayout> {
        var tuning = Tuning()
        tuning.shuffleAnimationSeconds = 0
        tuning.crossSection = crossSection
        return EngineDriver(SectionEngine(sections: EngineSectionsTests.sections, rows: EngineSectionsTests.rows, headerHeight: 28,
                                          viewport: Size(width: 400, height: 600), tuning: tuning), exhaustive: true)
    }

    static func sectionRows(_ driver: EngineDriver<SectionListLayout>) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: driver.engine.layout.sectionRowIDs.map { ($0.id, $0.rows) })
    }

    /// Leeks (veg 248..336) lifted and dragged below beans: its blank last in veg.
    static func draggingLeeks() -> EngineDriver<SectionListLayout> {
        let driver = sections()
        driver.lift(at: Point(x: 100, y: 290))
        driver.glide(toY: 340)
        _ = driver.events()
        #expect(driver.engine.layout.target?.blank == SectionRow(section: 1, index: 2) && driver.idBeforeBlank == "beans")
        return driver
    }

    @Test func sectionsInsertAboveKeepsTheBlankInItsSectionAfterItsNeighbour() {
        let driver = Self.draggingLeeks()
        driver.edit(.insert([Row(id: "figs", height: 50)], at: 0, section: "fruit"))
        driver.edit(.insert([Row(id: "kale", height: 50)], at: 0, section: "veg"))
        #expect(driver.state == .dragging && driver.liftedID == "leeks" && driver.idBeforeBlank == "beans")
        #expect(driver.engine.layout.target?.blank == SectionRow(section: 1, index: 3))
        _ = driver.events()
        // The list is shorter than the viewport, so nothing can be anchored: the content moved up under
        // the imposter by kale's 50 pt, and the drop places the blank by the usual rules first.
        driver.release()
        driver.hold(1)
        _ = driver.events()
        #expect(Self.sectionRows(driver)["fruit"] == ["figs", "apples", "pears", "plums"])
        #expect(Self.sectionRows(driver)["veg"] == ["kale", "carrots", "leeks", "beans"])
    }

    @Test func sectionsAnIndexPastTheSectionsEndCountsAsItsEnd() {
        let driver = Self.sections()
        driver.edit(.insert([Row(id: "oats", height: 44)], at: 7, section: "later"))
        driver.edit(.reorder(id: "salt", to: 9, section: "fruit"))
        #expect(Self.sectionRows(driver)["later"] == ["oats"])
        #expect(Self.sectionRows(driver)["fruit"] == ["apples", "pears", "plums", "salt"])
        _ = driver.events()
    }

    @Test func sectionsAnEditInASectionNotDeclaredChangesNothing() {
        let driver = Self.sections()
        let hash = driver.engine.stateHash
        driver.edit(.insert([Row(id: "oats", height: 44)], at: 0, section: "nowhere"))
        driver.edit(.insert([Row(id: "oats", height: 44)], at: 0, section: nil))
        driver.edit(.reorder(id: "rice", to: 0, section: "nowhere"))
        #expect(driver.engine.stateHash == hash && driver.events().isEmpty)
    }

    @Test func sectionsDeletingTheLiftedRowEndsTheDrag() {
        let driver = Self.draggingLeeks()
        driver.edit(.delete(ids: ["leeks", "apples"]))
        #expect(driver.events() == [.dragEnded(id: "leeks", reason: .deleted), .announced("leeks was deleted. The drag ended; nothing moved.")])
        #expect(driver.state == .idle && Self.sectionRows(driver)["veg"] == ["carrots", "beans"])
        driver.release()
        #expect(driver.events().isEmpty)
    }

    @Test func sectionsARemoteMoveOfTheLiftedRowToAnotherSectionFollowsTheDrop() {
        let driver = Self.draggingLeeks()
        driver.edit(.reorder(id: "leeks", to: 0, section: "pantry"))
        driver.release()
        #expect(driver.keyEvents() == [.willDrop(index: 5), .dropped(id: "leeks", from: 4, to: 5, fromSection: "veg", toSection: "veg"),
                                       .remoteMoved(id: "leeks", from: 5, to: 5, fromSection: "veg", toSection: "pantry")])
        driver.hold(1)
        _ = driver.events()
        #expect(Self.sectionRows(driver)["pantry"] == ["leeks", "rice", "flour", "salt"])
        #expect(Self.sectionRows(driver)["veg"] == ["carrots", "beans"])
    }

    @Test func sectionsARowDraggedToAnotherSectionIsEditedThere() {
        let driver = Self.sections()
        driver.lift(at: Point(x: 100, y: 50))  // apples
        driver.glide(toY: 395)  // over the empty "later" section
        driver.drop()
        _ = driver.events()
        let later = Self.sectionRows(driver)["later"]
        driver.edit(.update(id: "flour", RowChanges(height: 10)))  // rebuilt from the rows as they stand
        #expect(Self.sectionRows(driver)["later"] == later)
        _ = driver.events()
    }

    /// Every row deleted, then one inserted, in each layout, mid-drag: nothing traps, the drag ends.
    @Test func everyRowDeletedAndOneInsertedInEveryLayout() {
        let list = EngineEditsTests.dragging()
        list.edit(.delete(ids: list.order))
        list.edit(.insert([Row(id: "x", height: 44)], at: 0, section: nil))
        #expect(list.order == ["x"] && list.state == .idle)
        let sections = Self.draggingLeeks()
        sections.edit(.delete(ids: sections.order))
        sections.edit(.insert([Row(id: "x", height: 44)], at: 0, section: "later"))
        #expect(Self.sectionRows(sections)["later"] == ["x"] && sections.state == .idle)
        let grid = Self.draggingInTheGrid()
        grid.edit(.delete(ids: grid.order))
        #expect(grid.engine.layout.count == 0 && grid.engine.scrollOffset == 0)
        grid.edit(.insert([Row(id: "x", height: 50, width: 50)], at: 0, section: nil))
        #expect(grid.order == ["x"] && grid.state == .idle)
        for driver in [list.events(), sections.events(), grid.events()] {
            #expect(driver.contains { if case .dragEnded = $0 { true } else { false } })
        }
    }

    // The grid: 100 x 100 tiles, three a line, lines 110 apart.

    static func grid(count: Int = 30) -> EngineDriver<GridItemLayout> {
        var tuning = Tuning()
        tuning.shuffleAnimationSeconds = 0
        let rows = (0..<count).map { Row(id: "t\($0)", height: 100, width: 100) }
        let style = GridStyle(inset: 10, itemSpacing: 10, lineSpacing: 10)
        return EngineDriver(GridEngine(rows: rows, grid: style, viewport: Size(width: 400, height: 600), tuning: tuning),
                            exhaustive: true)
    }

    /// t4 (second line, middle) lifted and moved over t7: its blank at slot 7, after t7.
    static func draggingInTheGrid() -> EngineDriver<GridItemLayout> {
        let driver = grid()
        driver.lift(at: Point(x: 170, y: 170))
        driver.glide(to: Point(x: 170, y: 280), steps: 10)
        _ = driver.events()
        #expect(driver.engine.layout.blank?.position == 7 && driver.idBeforeBlank == "t7")
        return driver
    }

    @Test func gridAnInsertAboveKeepsTheBlankAfterItsNeighbourAndTheLinesOnScreen() {
        let driver = Self.draggingInTheGrid()
        let offset = driver.engine.scrollOffset
        // Three items: one line, 110 pt, above the first line on screen? Not at offset 0: the lines reflow.
        driver.edit(.insert((0..<3).map { Row(id: "n\($0)", height: 100, width: 100) }, at: 0, section: nil))
        #expect(driver.state == .dragging && driver.liftedID == "t4" && driver.idBeforeBlank == "t7")
        #expect(driver.engine.layout.blank?.position == 10 && driver.engine.scrollOffset == offset + 110)
        _ = driver.events()
    }

    @Test func gridANewWidthResizesTheImposterAboutTheGrabPoint() {
        let driver = Self.draggingInTheGrid()
        let before = driver.engine.imposter!, finger = driver.location
        driver.edit(.update(id: "t4", RowChanges(height: 50, width: 200)))
        let after = driver.engine.imposter!
        #expect(driver.engine.layout.blank?.size == Size(width: 200, height: 50))
        #expect(abs((finger.x - after.left) / 200 - (finger.x - before.left) / 100) < 1e-12)
        #expect(abs((finger.y - after.top) / 50 - (finger.y - before.top) / 100) < 1e-12)
        _ = driver.events()
    }

    @Test func gridDeletingTheLiftedItemEndsTheDragAndARemoteMoveWaitsForTheDrop() {
        let ended = Self.draggingInTheGrid()
        ended.edit(.delete(ids: ["t4"]))
        #expect(ended.events() == [.dragEnded(id: "t4", reason: .deleted), .announced("t4 was deleted. The drag ended; nothing moved.")] && ended.state == .idle && ended.order.count == 29)
        let moved = Self.draggingInTheGrid()
        moved.edit(.reorder(id: "t4", to: 29, section: nil))
        #expect(moved.state == .dragging)
        moved.release()
        #expect(moved.keyEvents() == [.willDrop(index: 7), .dropped(id: "t4", from: 4, to: 7), .remoteMoved(id: "t4", from: 7, to: 29)])
        moved.hold(1)
        _ = moved.events()
        #expect(moved.order.last == "t4")
    }
}
