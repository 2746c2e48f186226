import Testing
@testable import ReorderKit
import ReorderTrace

/// The behaviour variants behind the platform presets (issue 10): a drag started by distance, the
/// mouse's and the pen's own tuning, an autoscroll ramp, a dwell before the blank moves.
@Suite struct EnginePlatformVariantsTests {
    static func tuning(_ values: [String: JSONValue]) throws -> Tuning {
        var tuning = Tuning()
        _ = try tuning.apply(values)
        return tuning
    }

    // MARK: activation: distance, and per-pointer overrides

    @Test func aMouseDragStartsByDistanceWhileTouchStillHolds() throws {
        // GNOME Shell: the mouse drags by distance, touch by a hold.
        let tuning = try Self.tuning(["mouse": .object(["activation": .string("distance"), "activationDistance": .number(5)])])
        let mouse = ListDriver(rows: 20, tuning: tuning)
        mouse.pointer = .mouse
        mouse.press(row: 3)
        mouse.move(by: 4)
        #expect(mouse.state == .pressing)
        mouse.move(by: 2)  // 6 pt: past 5
        #expect(mouse.state == .dragging)
        #expect(mouse.keyEvents().contains(.lifted(id: "r3", index: 3)))
        #expect(mouse.engine.active.activation == .distance && mouse.engine.tuning.activation == .hold)

        let touch = ListDriver(rows: 20, tuning: tuning)
        touch.press(row: 3)
        touch.move(by: 6)
        #expect(touch.state == .pressing)  // within touch's 10 pt
        touch.hold(0.5)
        #expect(touch.state == .dragging)  // by the hold
    }

    @Test func byDistanceARowNeverPansAndHoldingDoesNotLift() throws {
        let tester = ListDriver(rows: 20, tuning: try Self.tuning(["activation": .string("distance"), "activationDistance": .number(20)]))
        tester.press(row: 3)
        tester.move(by: 15)  // past allowableMovement (10), short of 20: still a press, no pan
        #expect(tester.state == .pressing && tester.engine.scrollOffset == 0)
        tester.hold(2)
        #expect(tester.state == .pressing)
        #expect(tester.engine.longPressProgress == nil)
        tester.release()
        #expect(tester.decisions.last == .tap)
    }

    @Test func byDistanceAPressOnNoRowStillPans() throws {
        let tester = ListDriver(rows: 5, tuning: try Self.tuning(["activation": .string("distance")]))  // 220 pt of rows in 480
        tester.press(at: Point(x: 100, y: 400))  // below the rows
        tester.move(by: -30)
        #expect(tester.state == .scrolling)
    }

    @Test func overridesAreCheckedWhenSetAndNeverNest() {
        var tuning = Tuning()
        #expect(throws: TuningError.self) { try tuning.set("mouse", .object(["longPressSeconds": .number(-1)])) }
        #expect(throws: TuningError.self) { try tuning.set("mouse", .object(["nope": .number(1)])) }
        #expect(throws: TuningError.self) { try tuning.set("pen", .object(["mouse": .object([:])])) }
        #expect(throws: TuningError.self) { try tuning.set("pen", .number(3)) }
        do {
            try tuning.set("pen", .object(["longPressSeconds": .number(0.3)]))
        } catch {
            Issue.record("\(error)")
        }
        #expect(tuning.resolved(for: .pen).longPressSeconds == 0.3)
        #expect(tuning.resolved(for: .touch).longPressSeconds == 0.5)
        // The JSON object carries them, and sets back the same tuning.
        var again = Tuning()
        _ = try? again.apply(tuning.jsonObject)
        #expect(again == tuning)
    }

    @Test func aLiveTuningLineAppliesToThePointerDrivingTheInteraction() throws {
        let tester = ListDriver(rows: 20)
        tester.pointer = .mouse
        tester.press(row: 3)
        tester.send(.tuning(try TuningPatch(json: ["mouse": .object(["longPressSeconds": .number(0.1)])])))
        tester.hold(0.15)
        #expect(tester.state == .dragging)
    }

    // MARK: Autoscroll ramp

    func holdAtBottom(fps: Double, tuning: Tuning, until: Double = 3) -> Engine {
        var engine = Engine(rows: (0..<400).map { Row(id: "r\($0)", height: 44) }, viewport: Size(width: 320, height: 480), tuning: tuning)
        var inputs: [TimedEvent] = [TimedEvent(t: 0, .down(PointerID(.touch, 1), Point(x: 100, y: 110)))]
        for i in 1...15 {
            inputs.append(TimedEvent(t: 0.5 + Double(i) * 0.02, .move(PointerID(.touch, 1), Point(x: 100, y: 110 + 365 * Double(i) / 15))))
        }
        var frame = 1.0
        while frame / fps <= until {
            inputs.append(TimedEvent(t: frame / fps, .frame))
            frame += 1
        }
        inputs.sort { $0.t < $1.t }
        for input in inputs { engine.handle(input) }
        return engine
    }

    @Test(arguments: AutoscrollRampCurve.allCases)
    func aRampScrollsTheSameDistanceAtEveryRefreshRate(curve: AutoscrollRampCurve) throws {
        let tuning = try Self.tuning(["autoscrollRampSeconds": .number(1.2), "autoscrollRampCurve": .string(curve.rawValue)])
        let reference = holdAtBottom(fps: 60, tuning: tuning).scrollOffset
        for fps in [30.0, 120, 144, 240] {
            let distance = holdAtBottom(fps: fps, tuning: tuning).scrollOffset
            #expect(abs(distance - reference) <= reference * 1e-9, "\(curve) at \(fps) Hz: \(distance), 60 Hz \(reference)")
        }
        // Slower than without the ramp, by what the ramp's first 1.2 s are worth.
        let unramped = holdAtBottom(fps: 60, tuning: Tuning()).scrollOffset
        #expect(reference < unramped && reference > unramped / 2, "\(reference) vs \(unramped)")
    }

    @Test func aRampReachesFullSpeedAfterItsTime() throws {
        let tuning = try Self.tuning(["autoscrollRampSeconds": .number(1)])
        var speeds: [Double] = []
        for until in [0.9, 1.2, 1.5, 1.9, 2.5] { speeds.append(holdAtBottom(fps: 60, tuning: tuning, until: until).autoscrollSpeed) }
        let full = holdAtBottom(fps: 60, tuning: Tuning(), until: 1.2).autoscrollSpeed
        #expect(speeds[0] > 0 && speeds[0] < speeds[1] && speeds[1] < speeds[2])
        #expect(speeds[3] == full && speeds[4] == full)  // the zone was entered at about 0.8 s
        // Linear: halfway through the ramp, half the speed (the zone entered at the move into it).
        #expect(speeds[2] > full * 0.6 && speeds[2] < full * 0.8)
    }

    @Test func theIntegralOfARampIsItsClosedForm() {
        // Linear over 2 s: the first second is worth 0.25 s at full speed, the second 0.75 s.
        typealias E = ReorderEngine<ListLayout>
        #expect(E.rampedSeconds(from: 0, to: 1, ramp: 2, curve: .linear) == 0.25)
        #expect(E.rampedSeconds(from: 1, to: 2, ramp: 2, curve: .linear) == 0.75)
        #expect(E.rampedSeconds(from: 2, to: 3, ramp: 2, curve: .quintic) == 1)
        #expect(abs(E.rampedSeconds(from: 0, to: 2, ramp: 2, curve: .quintic) - 2.0 / 6) < 1e-15)
    }

    // MARK: Dwell

    @Test func aDwellAbsorbsAQuickPassOverARow() throws {
        let tester = ListDriver(rows: 20, tuning: try Self.tuning(["reorderDwellSeconds": .number(0.2)]))
        tester.press(row: 3)
        tester.hold(0.5)
        _ = tester.events()
        tester.glide(toY: tester.location.y + 44, steps: 3)  // over row 4 for 50 ms
        tester.glide(toY: tester.location.y - 44, steps: 3)  // and back
        tester.hold(0.5)
        #expect(!tester.keyEvents().contains { if case .moved = $0 { true } else { false } })
        tester.glide(toY: tester.location.y + 44, steps: 3)
        tester.hold(0.5)
        #expect(tester.keyEvents().filter { if case .moved = $0 { true } else { false } } == [.moved(from: 3, to: 4)])
    }

    @Test func aDwellEndsAtItsTimeWhateverTheFrameRate() throws {
        var times: [Double] = []
        for fps in [30.0, 60, 144] {
            let tester = ListDriver(rows: 20, tuning: try Self.tuning(["reorderDwellSeconds": .number(0.25)]))
            tester.fps = fps
            tester.press(row: 3)
            tester.hold(0.5)
            tester.move(by: 44)  // one move, at t = 0.5: the dwell ends at 0.75
            _ = tester.timedEvents()
            tester.hold(0.5)
            let moved = tester.timedEvents().first { if case .moved = $0.event { true } else { false } }
            times.append(moved?.t ?? -1)
        }
        #expect(times.allSatisfy { abs($0 - 0.75) < 1e-12 }, "\(times)")
    }

    @Test func aWaitingPlacementIsTheDeadlineTimeHandsTheDrag() throws {
        let tester = ListDriver(rows: 20, tuning: try Self.tuning(["reorderDwellSeconds": .number(0.25)]))
        tester.press(row: 3)
        tester.hold(0.5)
        tester.move(by: 44)  // over row 4 at t = 0.5: blank slot 4 waits until 0.75
        #expect(tester.engine.pendingPlacement == 4 && tester.engine.pendingSince == 0.5)
        #expect(tester.engine.nextDeadline == 0.75)
        tester.hold(0.5)
        #expect(tester.engine.pendingPlacement == nil && tester.engine.nextDeadline == nil)
    }
}
