import Testing
@testable import ReorderKit
import ReorderTrace

/// Edge cases a review found, each pinned: absurd numbers, tall rows, short end rows, live tuning.
@Suite struct EngineEdgeCaseTests {
    @Test func coordinatesNearDoublesLimitsNeverPoisonTheOffset() {
        let tester = ListDriver(rows: 50)
        tester.press(at: Point(x: 10, y: 1e308))
        tester.wait(5e-324)
        tester.move(toY: -1e308)
        tester.release()
        tester.send(.frame)
        tester.hold(1)
        #expect(tester.engine.scrollOffset.isFinite)
        #expect(tester.engine.scrollOffset >= 0 && tester.engine.scrollOffset <= tester.engine.maxOffset)
    }

    @Test func wheelDuringAPressCancelsItSoNothingOffScreenLifts() {
        let tester = ListDriver(rows: 50)
        tester.press(row: 2)
        tester.send(.wheel(dx: 0, dy: 300))
        tester.hold(1)
        tester.move(by: 20)
        #expect(tester.state == .idle)
        #expect(tester.engine.drags == 0)
        #expect(tester.engine.scrollOffset == 300)
    }

    @Test func resizeThatMovesTheContentUnderAPressEndsIt() {
        // Scrolled to the end; a taller window re-clamps the offset and the rows slide down 320 pt.
        let tester = ListDriver(heights: Array(repeating: 44, count: 50), scrollOffset: 1720)
        tester.press(row: 45)
        tester.wait(0.1)
        tester.send(.resize(Size(width: 320, height: 800)))
        #expect(tester.engine.scrollOffset == 1400)
        tester.hold(1)
        #expect(tester.state == .idle)
        #expect(tester.engine.drags == 0)
        #expect(tester.decisions == [.cancelled])
    }

    @Test func aPressDuringASettleThatAResizeLeftPastTheEndIsNotCancelled() {
        // Scrolled to the end (1720 pt), a row dropped in place settles there; a taller window
        // re-clamps the offset to 1400, then a finger presses before the settle ends.
        let tester = ListDriver(heights: Array(repeating: 44, count: 50), scrollOffset: 1720)
        tester.press(row: 45)
        tester.hold(0.6)
        tester.release()
        tester.wait(0.1)
        tester.send(.resize(Size(width: 320, height: 800)))
        #expect(tester.state == .settling && tester.engine.scrollOffset == 1400)
        tester.press(row: 40)
        #expect(tester.state == .pressing, "the content did not move under the new press")
        #expect(tester.engine.scrollOffset == 1400)
        tester.hold(0.6)
        #expect(tester.keyEvents().last == .lifted(id: "r40", index: 40))
    }

    @Test func resizeThatLeavesTheContentInPlaceKeepsThePress() {
        let tester = ListDriver(rows: 50)
        tester.press(row: 2)
        tester.send(.resize(Size(width: 400, height: 800)))
        tester.hold(0.5)
        #expect(tester.keyEvents() == [.lifted(id: "r2", index: 2)])
    }

    @Test func wheelThatCannotScrollLeavesThePressAlone() {
        let tester = ListDriver(rows: 50)
        tester.press(row: 2)
        tester.send(.wheel(dx: 0, dy: -120))  // already at the top: nothing moves under the finger
        tester.hold(0.5)
        #expect(tester.keyEvents() == [.lifted(id: "r2", index: 2)])
    }

    @Test func liftHappensAtTheDeadlineEvenWhenTheNextInputComesLater() {
        let tester = ListDriver(rows: 10)
        tester.wait(0.2)
        tester.press(row: 1)
        tester.wait(0.5)
        tester.send(.frame)  // 0.2 + 0.5: must lift despite 0.7 - 0.2 < 0.5 in floating point
        #expect(tester.state == .dragging)
        let late = ListDriver(rows: 10)
        late.press(row: 1)
        late.wait(0.9)
        late.engine.handle(.frame, at: late.t)
        let lifted = late.engine.takeOutput().first { if case .lifted = $0.event { true } else { false } }
        #expect(lifted?.t == 0.5)
    }

    @Test func centerSlotFollowsAJumpOverManyRows() {
        var tuning = Tuning()
        tuning.reorderStrategy = .centerSlot
        let tester = ListDriver(rows: 30, tuning: tuning)
        tester.press(row: 0)
        tester.hold(0.5)
        tester.move(by: 462)
        tester.release()
        #expect(tester.order.firstIndex(of: "r0") == 10)
    }

    @Test func centerSlotJitterOnAThresholdDoesNotFlicker() {
        var tuning = Tuning()
        tuning.reorderStrategy = .centerSlot
        let tester = ListDriver(heights: [50] + Array(repeating: 44, count: 20), viewport: Size(width: 320, height: 2000),
                            tuning: tuning)
        tester.press(row: 0)
        tester.hold(0.5)
        tester.glide(toY: tester.location.y + 44)  // one row down: the centre at the first swap point
        _ = tester.events()
        for i in 0..<40 { tester.move(by: i % 2 == 0 ? 0.8 : -0.8) }
        #expect(tester.keyEvents().count <= 1)
    }

    @Test func aRowTallerThanTheViewportStaysUnderTheFinger() {
        let tester = ListDriver(heights: [44, 44, 1000, 44, 44, 44], viewport: Size(width: 320, height: 480))
        tester.press(at: Point(x: 100, y: 200))  // on the tall row, whose top is at 88
        tester.hold(0.5)
        #expect(tester.keyEvents() == [.lifted(id: "r2", index: 2)])  // no reorder at lift
        #expect(tester.engine.imposter?.top == 88)
        tester.hold(1)  // a still finger mid-screen does not autoscroll
        #expect(tester.engine.scrollOffset == 0)
        tester.move(toY: 470)
        tester.hold(1)
        #expect(tester.engine.scrollOffset > 0)
        let down = tester.engine.scrollOffset
        tester.move(toY: 5)  // and it can come back up
        tester.hold(0.5)
        #expect(tester.engine.scrollOffset < down)
    }

    @Test(arguments: ReorderStrategy.allCases)
    func aShortLastRowIsStillReachable(strategy: ReorderStrategy) {
        var tuning = Tuning()
        tuning.reorderStrategy = strategy
        tuning.reorderHysteresis = 10
        let tester = ListDriver(heights: [44, 44, 44, 4], tuning: tuning)
        tester.press(row: 0)
        tester.hold(0.5)
        tester.glide(toY: 400)
        tester.release()
        #expect(tester.order.last == "r0")
    }

    @Test func momentumStopSpeedZeroIsRejected() {
        var tuning = Tuning()
        #expect(throws: TuningError.self) { try tuning.set("momentumStopSpeed", .number(0)) }
    }

    @Test func changingTuningWhileCoastingDoesNotJump() throws {
        let tester = ListDriver(rows: 300)
        tester.press(row: 8)
        tester.glide(toY: tester.location.y - 150, steps: 6)
        tester.release()
        tester.hold(0.2)
        let before = tester.engine.scrollOffset
        tester.send(.tuning(try TuningPatch(json: ["decelerationRate": .number(0.99), "momentumStopSpeed": .number(50)])))
        tester.send(.frame)
        #expect(abs(tester.engine.scrollOffset - before) < 1)
        tester.hold(0.1)
        #expect(tester.engine.scrollOffset >= before)
    }

    @Test func dropScrollsTheLandingSlotIntoView() {
        // The imposter over the upper part of a tall row: the blank waits below it, off screen.
        let tester = ListDriver(heights: [44, 44, 2000, 44], viewport: Size(width: 320, height: 480), scrollOffset: 1652)
        tester.press(row: 3)
        tester.hold(0.5)
        tester.send(.wheel(dx: 0, dy: -600))
        #expect(tester.engine.layout.gap?.position == 3)
        #expect(tester.engine.layout.top(ofSlot: 3) - tester.engine.scrollOffset > 480)
        tester.release()
        tester.hold(0.3)
        let top = tester.engine.layout.top(ofSlot: 3) - tester.engine.scrollOffset
        #expect(top >= 0 && top + 44 <= 480)
        #expect(tester.engine.imposter == nil)
    }

    @Test func liftingAndReleasingARowTallerThanTheViewportInPlaceDoesNotScroll() {
        // The 2000 pt row fills the 640 pt viewport (its top is 1212 pt above it): nothing to reveal.
        let tester = ListDriver(heights: [44, 44, 2000, 44, 44], viewport: Size(width: 320, height: 640), scrollOffset: 1300)
        tester.press(at: Point(x: 100, y: 320))
        tester.hold(0.5)
        #expect(tester.state == .dragging)
        tester.release()
        tester.hold(0.3)
        #expect(tester.engine.scrollOffset == 1300)
        #expect(tester.order == ["r0", "r1", "r2", "r3", "r4"])
    }

    @Test func aTallSlotThatLeavesPartOfTheViewportEmptyIsScrolledOnlyUntilItFillsIt() {
        // The 2000 pt row ends 300 pt into the viewport: the drop scrolls 340 pt, not back to its top.
        let tester = ListDriver(heights: [44, 44, 2000] + Array(repeating: 44, count: 8),
                            viewport: Size(width: 320, height: 640), scrollOffset: 1788)
        tester.press(at: Point(x: 100, y: 250))
        tester.hold(0.5)
        tester.release()
        tester.hold(0.3)
        #expect(tester.engine.scrollOffset == 2088 - 640)
        #expect(tester.order.prefix(3) == ["r0", "r1", "r2"])
    }

    @Test func tuningErrorsWriteNumbersLikeTheTraceMessages() {
        var tuning = Tuning()
        #expect(throws: TuningError(name: "allowableMovement", message: "must be a finite number >= 0, got -1")) {
            try tuning.set("allowableMovement", .number(-1))
        }
        #expect(throws: TuningError(name: "decelerationRate", message: "must be between 0 and 1 (exclusive), got 2")) {
            try tuning.set("decelerationRate", .number(2))
        }
        #expect(throws: TuningError(name: "longPressSeconds", message: "must be a finite number >= 0, got -0.25")) {
            try tuning.set("longPressSeconds", .number(-0.25))
        }
    }

    @Test func longAutoscrollKeepsTheAnimationTableSmall() {
        var tuning = Tuning()
        tuning.autoscrollMaxSpeed = 5000
        let tester = ListDriver(rows: 4_000, tuning: tuning)
        tester.press(row: 2)
        tester.hold(0.5)
        tester.move(toY: 479)
        tester.hold(60)
        #expect(tester.engine.shuffles.entries.count <= ShuffleAnimations.pruneThreshold + 1)
        #expect(tester.engine.scrollOffset == tester.engine.maxOffset)
    }
}
