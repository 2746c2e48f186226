import Testing
@testable import ReorderKit

/// `nextDeadline`: when time alone next changes what the engine does, worked out by hand for each
/// state, and checked against what the engine then does on either side of it.
@Suite struct EngineDeadlineTests {

    @Test func idleAndAPanWaitForNothing() {
        let tester = ListDriver(rows: 40)
        #expect(tester.engine.nextDeadline == nil)
        tester.press(row: 3)
        tester.move(by: -30)
        #expect(tester.state == .scrolling)
        #expect(tester.engine.nextDeadline == nil)
    }

    @Test func aPressOnAMovableRowWaitsForItsLongPressDeadline() {
        let tester = ListDriver(rows: 40)
        tester.wait(0.25)
        tester.press(row: 3)
        #expect(tester.engine.nextDeadline == 0.75)  // down at 0.25 s + longPressSeconds 0.5 s
        tester.wait(0.5 - 1.0 / 1024)
        tester.send(.frame)
        #expect(tester.state == .pressing && tester.engine.nextDeadline == 0.75)
        tester.wait(1.0 / 1024)
        tester.send(.frame)
        #expect(tester.state == .dragging)
    }

    @Test func aLiftFoundDueByALaterInputHappensAtItsDeadlineAndTheClockReadsTheInputsTime() {
        let tester = ListDriver(rows: 40)
        tester.press(row: 3)
        _ = tester.timedEvents()
        tester.wait(0.8)
        tester.send(.frame)  // the first input after the 0.5 s deadline
        let lifted = tester.timedEvents().first { if case .lifted = $0.event { true } else { false } }
        #expect(lifted?.t == 0.5)
        #expect(tester.engine.now == 0.8)
    }

    @Test func aPressThatCannotLiftWaitsForNothing() {
        let unmovable = ListDriver(heights: Array(repeating: 44, count: 40), movable: { $0 != 3 })
        unmovable.press(row: 3)
        #expect(unmovable.state == .pressing && unmovable.engine.nextDeadline == nil)

        var off = Tuning()
        off.reorderingEnabled = false
        let disabled = ListDriver(rows: 40, tuning: off)
        disabled.press(row: 3)
        #expect(disabled.engine.nextDeadline == nil)

        let belowTheRows = ListDriver(rows: 3)
        belowTheRows.press(at: Point(x: 100, y: 400))  // 3 rows end at 132 pt
        #expect(belowTheRows.state == .pressing && belowTheRows.engine.nextDeadline == nil)
    }

    @Test func aCoastWaitsForItsMomentumStop() {
        let tester = ListDriver(rows: 1000)  // 44,000 pt: no end within reach
        tester.engine.interaction = .coasting(Coast(start: 1, offsetAtStart: 100, velocity: 1000))
        // 1000 pt/s e^(k t) = 10 pt/s: t = ln(0.01) / k = 2.3002817 s.
        #expect(abs((tester.engine.nextDeadline ?? 0) - 3.3002817396) < 1e-9)
        tester.wait(3.30028)
        tester.send(.frame)
        #expect(tester.state == .coasting)
        tester.wait(0.00001)
        tester.send(.frame)
        #expect(tester.state == .idle)
        // Where it stopped: 100 + 1000 (0.01 - 1) / k = 594.50 pt.
        #expect(abs(tester.engine.scrollOffset - 594.5048348) < 1e-6)
    }

    @Test func aCoastNearTheEndWaitsUntilItReachesIt() {
        let tester = ListDriver(rows: 1000)
        let end = tester.engine.maxOffset  // 44,000 - 480
        tester.engine.interaction = .coasting(Coast(start: 0, offsetAtStart: end - 200, velocity: 1000))
        // 200 pt to go: 1000 (e^(k t) - 1) / k = 200, e^(k t) = 1 + 0.2 k = 0.5995995, t = 0.2554909 s.
        let deadline = tester.engine.nextDeadline ?? 0
        #expect(abs(deadline - 0.2554908698) < 1e-9)
        tester.wait(0.2554)
        tester.send(.frame)
        #expect(tester.state == .coasting && tester.engine.scrollOffset < end)
        tester.wait(0.0001)
        tester.send(.frame)
        #expect(tester.state == .idle && tester.engine.scrollOffset == end)
    }

    @Test func aDragWaitsForNothingUntilItAutoscrollsThenForTheNextFrame() {
        let tester = ListDriver(rows: 40)
        tester.press(row: 3)
        tester.hold(0.5)
        #expect(tester.state == .dragging && tester.engine.nextDeadline == nil)
        tester.move(toY: 478)  // the bottom edge of the 480 pt viewport
        #expect(tester.engine.autoscrollSpeed > 0)
        #expect(tester.engine.nextDeadline == tester.engine.now, "the list moves with every input: the next frame")
    }

    @Test func aSettleWaitsForItsEnd() {
        let tester = ListDriver(rows: 40)
        tester.press(row: 3)
        tester.hold(0.5)
        tester.wait(0.25)
        tester.release()  // at 0.75 s
        #expect(tester.state == .settling)
        #expect(tester.engine.nextDeadline == 1.0)  // + dropAnimationSeconds 0.25 s
        tester.wait(0.25 - 1.0 / 1024)
        tester.send(.frame)
        #expect(tester.state == .settling)
        tester.wait(1.0 / 1024)
        tester.send(.frame)
        #expect(tester.state == .idle && tester.engine.nextDeadline == nil)
    }
}
