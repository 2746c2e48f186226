import Testing
@testable import ReorderKit

/// `keyboardReorder` through the engine: focus, a key's lift, moves, drop, cancel, and what a screen
/// reader would be told, word for word, in a list, a grid (both directions) and sections.
@Suite struct EngineKeyboardTests {
    static var keyboard: Tuning {
        var tuning = Tuning()
        tuning.keyboardReorder = true
        return tuning
    }

    static func list(_ heights: [Double] = [44, 44, 60, 44, 88, 44], viewport: Size = Size(width: 320, height: 480),
                     tuning: Tuning = keyboard) -> ListDriver {
        let names = ["Milk", "Eggs", "Bread", "Butter", "Cheese", "Apples"]
        let rows = heights.enumerated().map { i, h in
            Row(id: "r\(i)", height: h, movable: i != 3, label: i < names.count ? names[i] : nil)
        }
        return ListDriver(Engine(rows: rows, viewport: viewport, tuning: tuning))
    }

    func said(_ driver: EngineDriver<some ReorderLayout>) -> [String] {
        driver.events().compactMap { if case .announced(let text) = $0 { text } else { nil } }
    }

    @Test func withoutTheKeyNothingIsFocusedAndDownScrollsAsBefore() {
        let driver = Self.list(Array(repeating: 44, count: 40), tuning: Tuning())
        driver.key(.down)
        #expect(driver.engine.scrollOffset == 40 && driver.engine.focusedID == nil)
        driver.key(.left)  // a new name: nothing without keyboardReorder
        #expect(driver.engine.scrollOffset == 40)
    }

    @Test func downFocusesTheFirstVisibleRowThenMovesTheFocusWithoutScrolling() {
        let driver = Self.list()
        driver.key(.down)
        #expect(driver.engine.focusedID == "r0")
        driver.key(.down)
        driver.key(.down)
        #expect(driver.engine.focusedID == "r2" && driver.engine.scrollOffset == 0)
        driver.key(.up)
        #expect(driver.engine.focusedID == "r1")
        driver.key(.end)
        #expect(driver.engine.focusedID == "r5")
        driver.key(.home)
        #expect(driver.engine.focusedID == "r0")
        #expect(said(driver).isEmpty)
    }

    @Test func theViewScrollsOnlyAsFarAsShowsTheFocusedRowWholly() {
        let driver = Self.list(Array(repeating: 44, count: 40), viewport: Size(width: 320, height: 220))  // 5 rows
        for _ in 0..<5 { driver.key(.down) }
        #expect(driver.engine.focusedID == "r4" && driver.engine.scrollOffset == 0)
        driver.key(.down)  // r5 spans 220..264: scrolled by 44, its bottom at the viewport's
        #expect(driver.engine.scrollOffset == 44)
        driver.key(.up)  // r4 is wholly visible: no scroll
        #expect(driver.engine.scrollOffset == 44)
        driver.key(.pagedown)
        #expect(driver.engine.focusedID == "r9")
        driver.key(.pageup)
        #expect(driver.engine.focusedID == "r4")
    }

    @Test func spaceLiftsArrowsMoveSpaceDropsWithTheWordsOfThePeers() {
        let driver = Self.list()
        driver.key(.down)
        driver.key(.down)
        _ = driver.events()
        driver.key(.space)
        #expect(driver.state == .dragging && driver.engine.drags == 0)
        #expect(said(driver) == ["Picked up Eggs. Position 2 of 6. Arrow keys move, space drops, Escape cancels."])
        driver.key(.down)
        #expect(said(driver) == ["Eggs, position 3 of 6."])
        driver.key(.down)
        #expect(said(driver) == ["Eggs, position 4 of 6."])
        driver.wait(0.1)
        driver.key(.enter)
        let events = driver.events()
        #expect(events.contains(.dropped(id: "r1", from: 1, to: 3)))
        #expect(events.contains(.announced("Eggs dropped. Moved from position 2 to 4.")))
        #expect(driver.order == ["r0", "r2", "r3", "r1", "r4", "r5"])
        #expect(driver.engine.focusedID == "r1")
    }

    @Test func escapeReturnsTheRow() {
        let driver = Self.list()
        driver.key(.down)
        driver.key(.space)
        driver.key(.end)
        _ = driver.events()
        driver.key(.escape)
        #expect(said(driver) == ["Milk returned to position 1."])
        driver.wait(1)
        driver.send(.frame)
        #expect(driver.order == ["r0", "r1", "r2", "r3", "r4", "r5"] && driver.state == .idle)
    }

    @Test func anUnmovableRowIsAnnouncedAndStays() {
        let driver = Self.list()
        driver.key(.end)
        driver.key(.up)
        driver.key(.up)  // r3, Butter, cannot move
        driver.key(.space)
        #expect(said(driver) == ["Butter cannot be moved."])
        #expect(driver.state == .idle)
    }

    @Test func atTheEndAnotherPressSaysWhereTheRowIs() {
        let driver = Self.list()
        driver.key(.end)
        driver.key(.space)
        _ = driver.events()
        driver.key(.down)
        #expect(said(driver) == ["Apples, position 6 of 6."])
    }

    @Test func everyPressMovesExactlyOneSlotWithRowsOf44To600Points() {
        let heights: [Double] = [44, 600, 44, 300, 599, 44, 45, 600, 44, 120]
        let driver = Self.list(heights, viewport: Size(width: 320, height: 500))
        driver.key(.down)
        driver.key(.space)
        for n in 1..<heights.count {
            driver.key(.down)
            #expect(driver.engine.layout.blank?.position == n)
            // The blank is shown (as much of it as fits): a keyboard user sees where the row is.
            let frame = driver.engine.layout.frame(ofSlot: n)
            #expect(frame.y < driver.engine.scrollOffset + 500 && frame.y + frame.height > driver.engine.scrollOffset)
        }
        for n in (0..<(heights.count - 1)).reversed() {
            driver.key(.up)
            #expect(driver.engine.layout.blank?.position == n)
        }
    }

    @Test func theGridMovesAlongLinesWithLeftRightAndAcrossThemWithUpDown() {
        let driver = EngineGridTests.driver(tuning: Self.keyboard)  // three a line
        driver.key(.right)
        #expect(driver.engine.focusedID == "t0")
        driver.key(.right)
        driver.key(.down)
        #expect(driver.engine.focusedID == "t4")
        driver.key(.space)
        driver.key(.down)
        #expect(driver.engine.layout.blank?.position == 7)
        driver.key(.left)
        #expect(driver.engine.layout.blank?.position == 6)
        driver.key(.up)
        #expect(driver.engine.layout.blank?.position == 3)
        _ = driver.events()
        driver.key(.space)
        #expect(said(driver) == ["t4 dropped. Moved from position 5 to 4."])
        #expect(driver.order.prefix(5) == ["t0", "t1", "t2", "t4", "t3"])
    }

    @Test func aHorizontalGridCrossesLinesWithLeftAndRight() {
        let driver = EngineGridTests.driver(direction: .horizontal, tuning: Self.keyboard)
        driver.key(.down)
        driver.key(.space)
        driver.key(.right)  // the next column: five a column in a 600 pt tall viewport
        let lineLength = (0..<30).prefix { driver.engine.layout.frame(ofSlot: $0).x == driver.engine.layout.frame(ofSlot: 0).x }.count
        #expect(driver.engine.layout.blank?.position == lineLength)
        driver.key(.down)
        #expect(driver.engine.layout.blank?.position == lineLength + 1)
    }

    static func sections(_ rule: CrossSection) -> EngineDriver<SectionListLayout> {
        var tuning = keyboard
        tuning.crossSection = rule
        let sections = [Section(id: "dairy", title: "Dairy"), Section(id: "later", title: "Later"), Section(id: "bakery", title: "Bakery")]
        let rows = [Row(id: "milk", height: 44, label: "Milk", section: "dairy"), Row(id: "eggs", height: 44, label: "Eggs", section: "dairy"),
                    Row(id: "bread", height: 60, label: "Bread", section: "bakery")]
        return EngineDriver(SectionEngine(sections: sections, rows: rows, headerHeight: 28, viewport: Size(width: 400, height: 600),
                                          tuning: tuning))
    }

    @Test func inSectionsTheRowCrossesIntoAnEmptySectionAndIsSaidThere() {
        let driver = Self.sections(.move)
        driver.key(.down)
        driver.key(.down)
        driver.key(.space)
        #expect(said(driver) == ["Picked up Eggs. Position 2 of 2 in Dairy. Arrow keys move, space drops, Escape cancels."])
        driver.key(.down)
        #expect(said(driver) == ["Eggs, position 1 of 1 in Later."])
        driver.key(.down)
        #expect(said(driver) == ["Eggs, position 1 of 2 in Bakery."])
        driver.key(.up)
        _ = driver.events()
        driver.key(.space)
        #expect(said(driver) == ["Eggs dropped. Moved from position 2 in Dairy to position 1 in Later."])
        #expect(driver.engine.layout.sectionRowIDs.map(\.rows) == [["milk"], ["eggs"], ["bread"]])
    }

    @Test func theNoneRuleRefusesToLeaveTheSectionAndSaysSo() {
        let driver = Self.sections(.none)
        driver.key(.down)
        driver.key(.down)
        driver.key(.space)
        _ = driver.events()
        driver.key(.down)
        #expect(said(driver) == ["Eggs stays in Dairy."])
        driver.key(.up)
        #expect(said(driver) == ["Eggs, position 1 of 2 in Dairy."])
    }

    @Test func aKeyboardSessionReplaysBitExact() {
        func run() -> (String, [String]) {
            let driver = Self.list()
            for key: Key in [.down, .down, .space, .down, .down, .up, .enter, .end, .space, .home, .space] { driver.key(key); driver.wait(0.1) }
            driver.engine.finish()
            return (driver.engine.stateHash, said(driver))
        }
        #expect(run() == run())
    }

    @Test func focusIsHashedOnlyOnceThereIsOne() {
        let off = Self.list(tuning: Tuning()), on = Self.list()
        #expect(off.engine.stateHash == on.engine.stateHash)
        on.key(.down)
        #expect(off.engine.stateHash != on.engine.stateHash)
    }
}

extension EngineKeyboardTests {
    @Test func theSwapRulePassesTheEmptySectionAndExchangesWithTheRowItEntersOn() {
        let driver = Self.sections(.swap)
        driver.key(.down)
        driver.key(.down)
        driver.key(.space)
        _ = driver.events()
        driver.key(.down)  // "later" is empty: straight into bakery, bread going to dairy's end
        #expect(said(driver) == ["Eggs, position 1 of 1 in Bakery."])
        driver.key(.space)
        #expect(driver.engine.layout.sectionRowIDs.map(\.rows) == [["milk", "bread"], [], ["eggs"]])
    }

    @Test func tabAndCharactersChangeNothing() {
        let driver = Self.list()
        driver.key(.down)
        let hash = driver.engine.stateHash
        driver.key(.tab)
        driver.key(.character("q"))
        #expect(driver.engine.stateHash == hash)
        driver.key(.space)
        driver.key(.tab)
        #expect(driver.engine.layout.blank?.position == 0)
    }
}

extension EngineKeyboardTests {
    @Test func aKeyThatDoesNothingLeavesACoastRunning() {
        let driver = Self.list(Array(repeating: 44, count: 60))
        driver.press(at: Point(x: 100, y: 400))
        driver.glide(toY: 100, steps: 5)
        driver.release()
        #expect(driver.state == .coasting)
        driver.key(.left)  // nothing in a list
        driver.key(.space)  // nothing focused
        #expect(driver.state == .coasting)
        driver.key(.down)
        #expect(driver.state == .idle && driver.engine.focusedID != nil)
    }

    /// No pointer holds a row lifted by keys: no autoscroll is reported (the HUD drew the top zone
    /// scrolling at full speed, the keyboard drag's pointer being at (0, 0)), and no frame is asked
    /// for while nothing moves.
    @Test func aRowLiftedByKeysReportsNoAutoscrollAndAsksForNoFrames() {
        let driver = Self.list(Array(repeating: 44, count: 40))
        for key in [Key.down, .down, .space, .end] { driver.key(key) }
        driver.hold(1)
        #expect(driver.state == .dragging && driver.engine.scrollOffset > 0)
        #expect(driver.engine.autoscrollSpeed == 0)
        #expect(driver.engine.nextDeadline == nil)
        let offset = driver.engine.scrollOffset
        driver.hold(1)
        #expect(driver.engine.scrollOffset == offset, "nothing scrolls by itself")
    }
}
