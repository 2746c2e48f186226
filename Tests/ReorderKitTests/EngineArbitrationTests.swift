import Testing
@testable import ReorderKit
import ReorderTrace

/// Scroll versus long press: tap, lift, pan, the same-touch rule, unmovable rows, momentum.
@Suite struct EngineArbitrationTests {
    @Test func shortPressWithoutMovementIsTapThatSelects() {
        let tester = ListDriver(rows: 10)
        tester.press(row: 3)
        tester.hold(0.2)
        tester.release()
        #expect(tester.keyEvents() == [.tapped(id: "r3", slot: 3)])
        #expect(tester.engine.selectedID == "r3")
        #expect(tester.state == .idle)
        #expect(tester.engine.drags == 0)
    }

    @Test func longPressLiftsExactlyAtTheDeadline() {
        let tester = ListDriver(rows: 10)
        tester.press(row: 2)
        tester.hold(0.49)
        #expect(tester.state == .pressing)
        #expect(tester.keyEvents().isEmpty)
        tester.hold(0.01)
        #expect(tester.keyEvents() == [.lifted(id: "r2", index: 2)])
        #expect(tester.state == .dragging)
        #expect(tester.engine.drags == 1)
    }

    @Test func jitterInsideAllowableMovementStillLifts() {
        let tester = ListDriver(rows: 10)
        tester.press(row: 2)
        let origin = tester.location
        for (i, d) in [(3.0, -2.0), (-4.0, 5.0), (6.0, 7.0), (-7.0, -7.0), (0.0, 9.9)].enumerated() {
            tester.wait(0.08)
            tester.move(to: Point(x: origin.x + d.0, y: origin.y + d.1))
            #expect(tester.state == .pressing, "jitter step \(i)")
        }
        tester.hold(0.2)
        #expect(tester.keyEvents() == [.lifted(id: "r2", index: 2)])
    }

    @Test func movingBeyondAllowableMovementBeforeDeadlineIsPanThatNeverLifts() {
        let tester = ListDriver(rows: 40)
        tester.press(row: 5)
        tester.glide(toY: tester.location.y - 100, steps: 10)  // 10 frames: well before 0.5 s
        #expect(tester.state == .scrolling)
        // The list follows the finger from where it left the 10 pt circle (`panStart: slop`).
        #expect(tester.engine.scrollOffset == 90)
        tester.hold(2)  // however long it then rests
        #expect(tester.state == .scrolling)
        tester.release()
        #expect(tester.engine.drags == 0)
        #expect(tester.decisions == [.pan])
    }

    @Test func panDecisionReportsDistanceAndTime() {
        let tester = ListDriver(rows: 40)
        tester.press(row: 5)
        tester.wait(0.1)
        tester.move(by: -14.25)
        let decided = tester.events().compactMap { if case .pressDecided(let d) = $0 { d } else { nil } }
        #expect(decided == [PressDecision(outcome: .pan, pointer: tester.pointer, heldSeconds: 0.1, movedPoints: 14.25, slot: 5,
                                           longPressSeconds: 0.5, allowableMovement: 10, reorderingEnabled: true)])
    }

    @Test func panOffsetIsClampedToTheContent() {
        let tester = ListDriver(rows: 20)  // 880 pt of content in 480: max offset 400
        tester.press(row: 1)
        tester.glide(toY: tester.location.y + 200)
        #expect(tester.engine.scrollOffset == 0)
        tester.glide(toY: tester.location.y - 1000, steps: 20)
        #expect(tester.engine.scrollOffset == 400)
    }

    @Test func secondFingerCannotStealDrag() {
        let tester = ListDriver(rows: 10)
        tester.press(row: 1)
        tester.hold(0.5)
        _ = tester.events()
        let second = PointerID(.touch, 2)
        tester.send(.down(second, Point(x: 100, y: tester.centerY(ofRow: 6))))
        tester.send(.move(second, Point(x: 100, y: 10)))
        tester.hold(1)  // a resting second finger reaches no long press either
        tester.send(.up(second, Point(x: 100, y: 10)))
        #expect(tester.keyEvents().isEmpty)
        #expect(tester.state == .dragging)
        tester.release()
        #expect(tester.order == (0..<10).map { "r\($0)" })
    }

    @Test func secondFingerCannotStealPress() {
        let tester = ListDriver(rows: 10)
        tester.press(row: 1)
        tester.send(.down(PointerID(.touch, 2), Point(x: 100, y: tester.centerY(ofRow: 6))))
        tester.hold(0.5)
        #expect(tester.keyEvents() == [.lifted(id: "r1", index: 1)])
    }

    @Test func rowWithMovableFalseNeverLifts() {
        let tester = ListDriver(heights: Array(repeating: 44, count: 10), movable: { $0 != 4 })
        tester.press(row: 4)
        tester.hold(3)
        #expect(tester.state == .pressing)
        tester.release()
        #expect(tester.keyEvents() == [.tapped(id: "r4", slot: 4)])
        #expect(tester.engine.drags == 0)
    }

    @Test func mouseWorksLikeTouch() {
        let tester = ListDriver(rows: 10)
        tester.pointer = .mouse
        tester.press(row: 0)
        tester.hold(0.5)
        tester.glide(toY: tester.centerY(ofRow: 2))
        tester.release()
        tester.hold(0.3)
        #expect(tester.order.prefix(3) == ["r1", "r2", "r0"])
    }

    @Test func pressOutsideTheRowsTapsNothingAndClearsSelection() {
        let tester = ListDriver(rows: 3)
        tester.press(row: 1)
        tester.release()
        tester.press(at: Point(x: 100, y: 400))  // below the last row
        tester.hold(1)
        tester.release()
        #expect(tester.engine.selectedID == nil)
        #expect(tester.engine.drags == 0)
    }

    @Test func flickCoastsThenStops() {
        let tester = ListDriver(rows: 200)
        tester.press(row: 8)
        tester.glide(toY: tester.location.y - 150, steps: 6)  // 900 pt/s upward
        tester.release()
        #expect(tester.state == .coasting)
        let atRelease = tester.engine.scrollOffset
        tester.hold(0.5)
        #expect(tester.engine.scrollOffset > atRelease + 100)
        tester.hold(5)
        #expect(tester.state == .idle)
        #expect(tester.events().contains(.coastEnded))
    }

    @Test func coastingDistanceDoesNotDependOnFrameRate() {
        func coast(fps: Double) -> Double {
            let tester = ListDriver(rows: 400)
            tester.press(row: 8)
            tester.glide(toY: tester.location.y - 150, steps: 6)
            tester.release()
            tester.fps = fps
            tester.hold(0.7)
            return tester.engine.scrollOffset
        }
        let reference = coast(fps: 60)
        for fps in [30.0, 120, 144, 240] {
            #expect(abs(coast(fps: fps) - reference) < 1e-6, "\(fps) Hz")
        }
    }

    @Test func pressOnCoastingListStopsItAndSelectsNothing() {
        let tester = ListDriver(rows: 200)
        tester.press(row: 8)
        tester.glide(toY: tester.location.y - 150, steps: 6)
        tester.release()
        tester.hold(0.1)
        tester.press(row: 10)
        let stoppedAt = tester.engine.scrollOffset
        tester.hold(0.1)
        tester.release()
        #expect(tester.engine.scrollOffset == stoppedAt)
        #expect(tester.engine.selectedID == nil)
        #expect(tester.state == .idle)
    }

    @Test func pressThatStopsACoastingListNeverLifts() {
        // iOS: a touch that stops a scroll does not highlight its cell, and ATS lifts only highlighted cells.
        let tester = ListDriver(rows: 200)
        tester.press(row: 8)
        tester.glide(toY: tester.location.y - 150, steps: 6)
        tester.release()
        tester.hold(0.1)
        #expect(tester.state == .coasting)
        tester.press(row: 10)
        #expect(tester.engine.longPressProgress == nil)  // no ring: it is not a long press
        tester.hold(1)
        #expect(tester.state == .pressing)
        tester.release()
        #expect(tester.engine.drags == 0)
        #expect(tester.engine.selectedID == nil)
        #expect(tester.state == .idle)
    }

    @Test func pressThatStopsACoastingListCanStillPan() {
        let tester = ListDriver(rows: 200)
        tester.press(row: 8)
        tester.glide(toY: tester.location.y - 150, steps: 6)
        tester.release()
        tester.hold(0.1)
        tester.press(row: 10)
        tester.hold(0.6)
        let stoppedAt = tester.engine.scrollOffset
        tester.glide(toY: tester.location.y - 40)
        #expect(tester.state == .scrolling)
        #expect(tester.engine.scrollOffset == stoppedAt + 30)  // 40 pt less the 10 pt slop
    }

    @Test func aPanStartsWithoutAJumpUnlessPanStartIsDown() {
        // Android and Flutter (`slop`): the first move past the circle scrolls only what lies beyond it.
        let tester = ListDriver(rows: 40)
        tester.press(row: 5)
        tester.move(by: -12)  // 2 pt past the 10 pt circle
        #expect(tester.state == .scrolling)
        #expect(tester.engine.scrollOffset == 2)
        tester.move(by: -5)
        #expect(tester.engine.scrollOffset == 7)
        // `down`: the list jumps to the finger, slop and all.
        var tuning = Tuning()
        tuning.panStart = .down
        let jumping = ListDriver(rows: 40, tuning: tuning)
        jumping.press(row: 5)
        jumping.move(by: -12)
        #expect(jumping.engine.scrollOffset == 12)
    }

    @Test func aDiagonalPanStartsFromWhereItCrossedTheCircleOnItsWay() {
        let tester = ListDriver(rows: 40)
        tester.press(row: 5)
        tester.move(to: Point(x: tester.location.x + 12, y: tester.location.y - 16))  // 20 pt away, half past the circle
        #expect(abs(tester.engine.scrollOffset - 8) < 1e-12)  // half of the 16 pt along y
    }

    @Test func slowReleaseDoesNotCoast() {
        let tester = ListDriver(rows: 100)
        tester.press(row: 8)
        tester.glide(toY: tester.location.y - 100, steps: 10)
        tester.hold(0.3)  // rests before lifting the finger
        tester.release()
        #expect(tester.state == .idle)
    }

    @Test func liveTuningLineChangesTheDeadline() throws {
        let tester = ListDriver(rows: 10)
        tester.send(.tuning(try TuningPatch(json: ["longPressSeconds": .number(0.2)])))
        tester.press(row: 1)
        tester.hold(0.2)
        #expect(tester.state == .dragging)
        tester.release()
        tester.hold(0.3)
        tester.send(.tuning(try TuningPatch(json: ["longPressSeconds": .number(1), "allowableMovement": .number(30)])))
        tester.press(row: 1)
        tester.move(by: 25)  // within the new allowable movement
        tester.hold(0.9)
        #expect(tester.state == .pressing)
        tester.hold(0.1)
        #expect(tester.state == .dragging)
    }

    @Test func disabledReorderingNeverLifts() {
        var tuning = Tuning()
        tuning.reorderingEnabled = false
        let tester = ListDriver(rows: 10, tuning: tuning)
        tester.press(row: 1)
        tester.hold(2)
        tester.release()
        #expect(tester.keyEvents() == [.tapped(id: "r1", slot: 1)])
    }

    @Test func focusLostDuringPressCancelsItWithoutTap() {
        let tester = ListDriver(rows: 10)
        tester.press(row: 1)
        tester.hold(0.2)
        tester.send(.focus(false))
        tester.release()
        #expect(tester.keyEvents().isEmpty)
        #expect(tester.engine.selectedID == nil)
    }
}
