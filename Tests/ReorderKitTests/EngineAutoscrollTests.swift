import Testing
@testable import ReorderKit

/// Autoscroll near the edges: speed by proximity, paced by time not frames, stops at the ends.
@Suite struct EngineAutoscrollTests {
    /// Lift row 2 at t = 0.5, move the finger to `edgeY` in 15 moves 20 ms apart (time-based, so the
    /// gesture is identical at every frame rate), rest there until `until`, with frames at `fps`.
    func holdNearEdge(fps: Double, edgeY: Double = 470, until: Double = 2.5, rows: Int = 400) -> Engine {
        var engine = Engine(rows: (0..<rows).map { Row(id: "r\($0)", height: 44) }, viewport: Size(width: 320, height: 480))
        var inputs: [TimedEvent] = [TimedEvent(t: 0, .down(PointerID(.touch, 1), Point(x: 100, y: 110)))]
        for i in 1...15 {
            let y = 110 + (edgeY - 110) * Double(i) / 15
            inputs.append(TimedEvent(t: 0.5 + Double(i) * 0.02, .move(PointerID(.touch, 1), Point(x: 100, y: y))))
        }
        var frame = 1.0
        while frame / fps <= until {
            inputs.append(TimedEvent(t: frame / fps, .frame))
            frame += 1
        }
        inputs.sort { $0.t < $1.t }  // stable: a move and a frame at the same t keep their order
        for input in inputs { engine.handle(input) }
        return engine
    }

    @Test func sameGestureScrollsTheSameDistanceAtEveryRefreshRate() {
        let reference = holdNearEdge(fps: 60).scrollOffset
        #expect(reference > 300)  // it did autoscroll, for about two seconds
        // The bar is 1%; autoscroll is integrated over the time between inputs, so it is exact to rounding.
        for fps in [30.0, 120, 144, 240] {
            let distance = holdNearEdge(fps: fps).scrollOffset
            #expect(abs(distance - reference) <= reference * 1e-9, "\(fps) Hz scrolled \(distance), 60 Hz \(reference)")
        }
    }

    @Test func speedRisesWithProximity() {
        let shallow = holdNearEdge(fps: 60, edgeY: 462).scrollOffset
        let deep = holdNearEdge(fps: 60, edgeY: 475).scrollOffset
        #expect(shallow > 0)
        #expect(deep > shallow * 2)
    }

    @Test func outsideTheZoneNothingScrolls() {
        // Zone: half of 44 + 6 = 28 pt from the edge, measured at the imposter's centre.
        #expect(holdNearEdge(fps: 60, edgeY: 480 - 29).scrollOffset == 0)
    }

    @Test func fingerHeldAtTheVeryEdgeScrollsAtFullSpeedWhereverItHoldsTheRow() {
        let tester = ListDriver(rows: 400)
        tester.press(row: 2, dy: 20)  // near the row's bottom: its centre trails the finger by 20 pt
        tester.hold(0.5)
        tester.move(toY: 479)  // the last pixel row
        let start = tester.engine.scrollOffset
        tester.hold(1)
        #expect(abs(tester.engine.scrollOffset - start - 300) < 1e-6)  // autoscrollMaxSpeed
        #expect(tester.engine.autoscrollSpeed == 300)
    }

    @Test func imposterKeepsItsPlaceAndTheBlankFollowsWhileTheFingerRests() {
        let tester = ListDriver(rows: 400)
        tester.press(row: 2)
        tester.hold(0.5)
        tester.move(toY: 470)
        _ = tester.events()
        let imposterTop = tester.engine.imposter!.top
        tester.hold(1)
        #expect(tester.engine.imposter!.top == imposterTop)
        let moves = tester.events().filter { if case .moved = $0 { true } else { false } }
        #expect(moves.count > 3)  // re-evaluated after each step with no finger movement (RT seed)
        let blank = tester.engine.blankSlot!
        let imposterContentTop = imposterTop + tester.engine.scrollOffset
        #expect(abs(tester.engine.layout.top(ofSlot: blank) - imposterContentTop) <= 22 + 3)
        tester.release()
        #expect(tester.order.firstIndex(of: "r2") == blank)
    }

    @Test func scrollingStopsAtTheEnd() {
        let tester = ListDriver(rows: 30)  // 1320 pt: max offset 840
        tester.press(row: 2)
        tester.hold(0.5)
        tester.move(toY: 479)
        tester.hold(10)
        #expect(tester.engine.scrollOffset == 840)
        #expect(tester.engine.autoscrollSpeed == 0)
        tester.release()
        #expect(tester.order.last == "r2")
    }

    @Test func scrollingUpStopsAtTheTop() {
        let tester = ListDriver(heights: Array(repeating: 44, count: 30), scrollOffset: 400)
        tester.press(row: 12)
        tester.hold(0.5)
        tester.glide(toY: 0)
        tester.hold(5)
        #expect(tester.engine.scrollOffset == 0)
        tester.release()
        #expect(tester.order.first == "r12")
    }

    @Test(arguments: AutoscrollCurve.allCases)
    func curvesMapDepthToSpeedFraction(curve: AutoscrollCurve) {
        #expect(curve.speedFraction(depth: 0) == 0)
        #expect(curve.speedFraction(depth: 1) == 1)
        #expect(curve.speedFraction(depth: 2) == 1)
        // Rising curves give less than the depth; `constant` is full speed anywhere in the zone.
        #expect(curve.speedFraction(depth: 0.5) <= 0.5 || curve == .constant)
        #expect(curve != .constant || curve.speedFraction(depth: 0.01) == 1)
    }
}
