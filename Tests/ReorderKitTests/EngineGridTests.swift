import Testing
@testable import ReorderKit

/// The grid through the engine: items lifted and dragged in both axes, the blank under the finger,
/// autoscroll along either scroll axis, a resize mid-drag.
@Suite struct EngineGridTests {
    /// 100 x 100 tiles, inset and spacing 10, in a 400 pt wide viewport: three a line (10, 120, 230
    /// along; lines 110 apart).
    static func driver(count: Int = 30, direction: ScrollAxis = .vertical, viewport: Size = Size(width: 400, height: 600),
                       sizes: ((Int) -> Size)? = nil, tuning: Tuning = Tuning()) -> EngineDriver<GridItemLayout> {
        let rows = (0..<count).map { i in
            let size = sizes?(i) ?? Size(width: 100, height: 100)
            return Row(id: "t\(i)", height: size.height, width: size.width)
        }
        let style = GridStyle(inset: 10, itemSpacing: 10, lineSpacing: 10, scrollDirection: direction)
        return EngineDriver(GridEngine(rows: rows, grid: style, viewport: viewport, tuning: tuning))
    }

    @Test func theBlankGoesToTheItemUnderTheFinger() {
        let driver = Self.driver()
        driver.lift(at: Point(x: 60, y: 60))  // t0
        driver.glide(to: Point(x: 280, y: 170), steps: 20)  // over t5 (second line, third column)
        #expect(driver.engine.layout.blank?.position == 5)
        driver.drop()
        #expect(driver.engine.order.prefix(7) == ["t1", "t2", "t3", "t4", "t5", "t0", "t6"])
    }

    @Test func theImposterFollowsTheFingerInBothAxesKeepingTheGrabOffset() {
        let driver = Self.driver()
        driver.lift(at: Point(x: 50, y: 40))  // t0, grabbed 40 pt right of and 30 pt below its corner
        driver.glide(to: Point(x: 173, y: 321), steps: 5)
        #expect(driver.engine.imposter?.left == 133)
        #expect(driver.engine.imposter?.top == 291)
        // ... and stays inside the viewport.
        driver.glide(to: Point(x: 900, y: 300), steps: 5)
        #expect(driver.engine.imposter?.left == 300)
    }

    @Test func aRestingFingerMovesTheBlankAtMostOnceOnAMixedGrid() {
        // Mixed widths: every blank move flows the lines again.
        let driver = Self.driver(count: 40, sizes: { i in Size(width: [60, 150, 100, 210, 80][i % 5], height: [100, 60, 140][i % 3]) })
        driver.lift(at: driver.engine.layout.frame(ofSlot: 3).center)
        for x in stride(from: 15.0, through: 390, by: 25) {
            for y in stride(from: 15.0, through: 590, by: 25) {
                driver.glide(to: Point(x: x, y: y), steps: 1)
                _ = driver.events()
                driver.hold(0.5)
                let moves = driver.events().filter { if case .moved = $0 { true } else { false } }
                #expect(moves.count <= 1, "resting at \(x), \(y): \(moves)")
            }
        }
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func holdingAtTheFarEdgeAutoscrollsAlongTheScrollAxisAtAnyFrameRate(direction: ScrollAxis) {
        var offsets: [Double] = []
        for fps in [60.0, 144.0, 37.0] {
            let driver = Self.driver(count: 300, direction: direction, viewport: Size(width: 400, height: 400))
            driver.fps = fps
            driver.lift(at: Point(x: 60, y: 60))
            let edge = direction == .vertical ? Point(x: 60, y: 399) : Point(x: 399, y: 60)
            driver.glide(to: edge, steps: 1)
            let start = driver.engine.scrollOffset
            driver.hold(1)
            offsets.append(driver.engine.scrollOffset - start)
            #expect(driver.engine.scrollOffset > start + 100, "\(direction) at \(fps) Hz")
        }
        #expect(abs(offsets[0] - offsets[1]) < 1e-6 && abs(offsets[0] - offsets[2]) < 1e-6, "\(offsets)")
    }

    @Test func aResizeMidDragFlowsTheItemsAgain() {
        let driver = Self.driver(count: 12)
        driver.lift(at: Point(x: 60, y: 60))
        driver.send(.resize(Size(width: 250, height: 600)))  // two a line now
        #expect(driver.engine.layout.frame(ofSlot: 2).origin == Point(x: 10, y: 120))
        driver.glide(to: Point(x: 170, y: 170), steps: 10)  // second line, second column: slot 3
        driver.drop()
        #expect(driver.engine.order.prefix(5) == ["t1", "t2", "t3", "t0", "t4"])
    }

    @Test func swapModeExchangesTwoItemsAndNothingElseMoves() {
        var tuning = Tuning()
        tuning.reorderMode = .swap
        let driver = Self.driver(count: 12, tuning: tuning)
        driver.lift(at: Point(x: 60, y: 60))
        driver.glide(to: Point(x: 280, y: 280), steps: 10)  // over t8
        let drawn = driver.engine.visibleRows()
        #expect(drawn[0].row.id == "t8" && drawn[8].isBlank)
        #expect(drawn.filter { $0.slot != 0 && $0.slot != 8 }.allSatisfy { $0.row.id == "t\($0.slot)" })
        driver.release()
        #expect(driver.drops() == [.dropped(id: "t0", from: 0, to: 8, swappedWith: "t8")])
        driver.hold(1)
        #expect(driver.engine.order == ["t8", "t1", "t2", "t3", "t4", "t5", "t6", "t7", "t0", "t9", "t10", "t11"])
    }

    @Test func aPressOnSpacingOrInsetIsOnNoItem() {
        let driver = Self.driver()
        driver.press(at: Point(x: 115, y: 60))  // the spacing between t0 and t1
        driver.hold(1)
        #expect(driver.state == .pressing)
        driver.release()
        #expect(driver.engine.selectedID == nil)
    }
}

/// Swap mode in the plain list.
@Suite struct EngineListSwapTests {
    @Test func theTargetShowsInTheLiftedRowsSlotAndTheDropExchangesThem() {
        var tuning = Tuning()
        tuning.reorderMode = .swap
        let rows = (0..<10).map { Row(id: "r\($0)", height: 44) }
        let driver = EngineDriver(Engine(rows: rows, viewport: Size(width: 320, height: 480), tuning: tuning))
        driver.lift(at: Point(x: 100, y: 22))
        driver.glide(to: Point(x: 100, y: 22 + 44 * 4), steps: 20)
        #expect(driver.events().filter { if case .swapTargeted = $0 { true } else { false } }
                == [.swapTargeted(slot: 1), .swapTargeted(slot: 2), .swapTargeted(slot: 3), .swapTargeted(slot: 4)])
        let drawn = driver.engine.visibleRows()
        #expect(drawn.map(\.top) == (0..<10).map { Double($0) * 44 })  // nothing slid
        #expect(drawn[0].row.id == "r4" && drawn[4].isBlank)
        driver.release()
        #expect(driver.drops() == [.dropped(id: "r0", from: 0, to: 4, swappedWith: "r4")])
        driver.hold(1)
        #expect(driver.engine.order == ["r4", "r1", "r2", "r3", "r0", "r5", "r6", "r7", "r8", "r9"])
    }

    @Test func withoutATargetTheRowGoesBack() {
        var tuning = Tuning()
        tuning.reorderMode = .swap
        let rows = (0..<3).map { Row(id: "r\($0)", height: 44) }
        let driver = EngineDriver(Engine(rows: rows, viewport: Size(width: 320, height: 480), tuning: tuning))
        driver.lift(at: Point(x: 100, y: 66))
        driver.glide(to: Point(x: 100, y: 120), steps: 5)
        driver.glide(to: Point(x: 100, y: 66), steps: 5)  // back over itself: no target
        driver.release()
        #expect(driver.drops() == [.dropped(id: "r1", from: 1, to: 1)])
        #expect(driver.engine.order == ["r0", "r1", "r2"])
    }
}
