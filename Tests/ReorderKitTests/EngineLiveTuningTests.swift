import Testing
@testable import ReorderKit
import ReorderTrace

/// A `tuning` input while a press is undecided applies to that press at once, at the input's time,
/// as if the finger had been judged by the new values all along: where it is now, how long it has been down.
@Suite struct EngineLiveTuningTests {
    @Test func allowableMovementLoweredBelowTheFingersDistanceMakesThePressAPanAtOnce() throws {
        let tester = ListDriver(rows: 40)
        tester.press(row: 5)
        tester.wait(0.1)
        tester.move(by: -8)  // within the 10 pt allowed
        tester.wait(0.1)
        tester.send(.tuning(try TuningPatch(json: ["allowableMovement": .number(5)])))
        #expect(tester.state == .scrolling)
        #expect(tester.engine.scrollOffset == 0)  // the list does not jump under a still finger
        tester.hold(1)  // long past the deadline
        #expect(tester.engine.drags == 0)
        tester.move(by: -20)  // and the list follows the finger from where it was
        #expect(tester.engine.scrollOffset == 20)
        let decided = tester.events().compactMap { if case .pressDecided(let d) = $0 { d } else { nil } }
        #expect(decided == [PressDecision(outcome: .pan, pointer: tester.pointer, heldSeconds: 0.2, movedPoints: 8, slot: 5,
                                            longPressSeconds: 0.5, allowableMovement: 5, reorderingEnabled: true)])
    }

    @Test func allowableMovementLoweredWhileTheFingerIsStillWithinItKeepsThePress() throws {
        let tester = ListDriver(rows: 40)
        tester.press(row: 5)
        tester.move(by: -3)
        tester.send(.tuning(try TuningPatch(json: ["allowableMovement": .number(5)])))
        tester.hold(0.5)
        #expect(tester.keyEvents() == [.lifted(id: "r5", index: 5)])
    }

    @Test func longPressSecondsLoweredBelowTheTimeHeldLiftsAtOnce() throws {
        let tester = ListDriver(rows: 10)
        tester.press(row: 2)
        tester.hold(0.3)
        tester.send(.tuning(try TuningPatch(json: ["longPressSeconds": .number(0.2)])))
        #expect(tester.state == .dragging)
        let lifted = tester.timedEvents().filter { if case .lifted = $0.event { true } else { false } }
        #expect(lifted == [TimedEngineEvent(t: 0.3, event: .lifted(id: "r2", index: 2))])  // at the tuning input
    }

    @Test func bothLoweredTheFingersDistanceWins() throws {
        // Beyond the new allowed movement and past the new deadline: a finger outside the circle cannot
        // lift (a lift needs the deadline reached within it), so the press is a pan.
        let tester = ListDriver(rows: 40)
        tester.press(row: 5)
        tester.move(by: -8)
        tester.hold(0.3)
        tester.send(.tuning(try TuningPatch(json: ["allowableMovement": .number(5), "longPressSeconds": .number(0.2)])))
        #expect(tester.state == .scrolling)
        #expect(tester.decisions == [.pan])
    }

    @Test func reorderingEnabledPastTheDeadlineLiftsAtOnce() throws {
        var tuning = Tuning()
        tuning.reorderingEnabled = false
        let tester = ListDriver(rows: 10, tuning: tuning)
        tester.press(row: 2)
        tester.hold(0.7)
        tester.send(.tuning(try TuningPatch(json: ["reorderingEnabled": .bool(true)])))
        #expect(tester.state == .dragging)
    }
}
