import Testing
@testable import ReorderKit

/// Release velocity: what a flick is worth, from the finger's samples (VelocityTracker).
@Suite struct EngineVelocityTests {
    /// The velocity the engine reported when the pan ended (content points per second).
    func releaseVelocity(_ tester: ListDriver) -> Double? {
        tester.events().compactMap { if case .panEnded(let v) = $0 { v } else { nil } }.last
    }

    /// A pan up at `speed` points per second, one move every `1 / fps` seconds.
    func flick(_ tester: ListDriver, speed: Double, moves: Int, fps: Double = 60) {
        for _ in 0..<moves {
            tester.wait(1 / fps)
            tester.move(by: -speed / fps)
        }
    }

    @Test func aPanThatRestsThenJittersAtReleaseDoesNotFling() {
        let tester = ListDriver(rows: 200)
        tester.press(row: 8)
        tester.glide(toY: tester.location.y - 150, steps: 6)
        tester.hold(0.5)  // the finger rests
        tester.move(by: -1)  // and trembles 1 pt, twice, within 1 ms, as it lifts
        tester.wait(0.001)
        tester.move(by: -1)
        tester.release()
        #expect(releaseVelocity(tester) == 0)
        #expect(tester.state == .idle)
        let atRelease = tester.engine.scrollOffset
        tester.hold(2)
        #expect(tester.engine.scrollOffset == atRelease)
    }

    @Test func aFlickWhoseLastMovesShareOneTimestampAfterAStallKeepsItsSpeed() {
        // A window that stamps a poll's events with the poll's time: the loop stalls 120 ms, and the
        // flick's last two moves and the release arrive in one poll, with one time.
        let tester = ListDriver(rows: 400)
        tester.press(row: 8)
        flick(tester, speed: 1800, moves: 6)
        tester.wait(0.12)
        tester.move(by: -30)
        tester.move(by: -30)
        tester.release()
        let velocity = releaseVelocity(tester) ?? 0
        #expect(abs(velocity - 1800) < 90, "\(velocity) pt/s")
        #expect(tester.state == .coasting)
    }

    @Test func aPanThatRestsThenJittersInOneStalledPollDoesNotFling() {
        // The same tremble, delivered after a stall with one timestamp: spacing the batch must not
        // join it to the fast motion before the rest.
        let tester = ListDriver(rows: 200)
        tester.press(row: 8)
        tester.glide(toY: tester.location.y - 150, steps: 6)
        tester.hold(0.5)
        tester.move(by: -1)
        tester.move(by: 1)
        tester.move(by: -1)
        tester.release()
        #expect(releaseVelocity(tester) == 0)
        #expect(tester.state == .idle)
    }

    @Test(arguments: [60.0, 120, 240])
    func aSteadyFlickWithJitterIsMeasuredWithinAFewPercent(fps: Double) {
        let tester = ListDriver(rows: 400)
        tester.press(row: 8)
        for i in 0..<Int(fps / 5) {  // 0.2 s at 1200 pt/s, each sample 1.5 pt off, alternately
            tester.wait(1 / fps)
            tester.move(by: -1200 / fps + (i % 2 == 0 ? 1.5 : -1.5))
        }
        tester.release()
        let velocity = releaseVelocity(tester) ?? 0
        #expect(abs(velocity - 1200) < 60, "\(velocity) pt/s at \(fps) Hz")
    }

    @Test func aReleaseAfterTheFingerStoppedDoesNotFling() {
        let tester = ListDriver(rows: 200)
        tester.press(row: 8)
        flick(tester, speed: 1800, moves: 6)
        tester.wait(0.05)  // over 40 ms without a move: the finger had stopped
        tester.release()
        #expect(releaseVelocity(tester) == 0)
        #expect(tester.state == .idle)
    }

    @Test func aReleaseReportingTheLastPositionLaterDoesNotSlowTheFlick() {
        // A touchscreen's lift comes a report after the last move, at the same place.
        let tester = ListDriver(rows: 400)
        tester.press(row: 8)
        flick(tester, speed: 1800, moves: 6, fps: 120)
        tester.wait(1 / 120)
        tester.release()
        let velocity = releaseVelocity(tester) ?? 0
        #expect(abs(velocity - 1800) < 90, "\(velocity) pt/s")
    }

    @Test func samplesThatAllShareOneTimeGiveNoSpeed() {
        var tracker = VelocityTracker(t: 1, y: 100)
        tracker.add(t: 1, y: 50)
        tracker.add(t: 1, y: 0)
        #expect(tracker.velocity(at: 1, minimumTravel: 10) == 0)
    }

    @Test func moreSamplesThanTheRingHoldsKeepTheNewest() {
        var tracker = VelocityTracker(t: 0, y: 0)
        for i in 1...100 { tracker.add(t: Double(i) / 1000, y: Double(i) * (i > 80 ? 2 : 1)) }
        // The ring holds the newest 20 (81...100 ms, 2 pt per ms); the slower stretch before is gone.
        #expect(abs(tracker.velocity(at: 0.1, minimumTravel: 0) - 2000) < 1)
    }
}
