import Testing
@testable import ReorderKit

/// Prediction: where the finger will be, from the release velocity's samples.
@Suite struct PointerPredictionTests {
    /// A finger moving at (`vx`, `vy`) points per second from (100, 100), sampled at `hz` for `seconds`.
    func moving(vx: Double, vy: Double, hz: Double = 120, seconds: Double = 0.2) -> (PointerPrediction, t: Double) {
        var prediction = PointerPrediction(t: 1, at: Point(x: 100, y: 100))
        var t = 1.0
        for k in 1...Int(seconds * hz) {
            t = 1 + Double(k) / hz
            prediction.add(t: t, at: Point(x: 100 + vx * (t - 1), y: 100 + vy * (t - 1)))
        }
        return (prediction, t)
    }

    @Test func linearPredictsAConstantSpeedFingerWhereItWillBe() {
        let (prediction, t) = moving(vx: 300, vy: -600)
        let ahead = prediction.predicted(at: t, seconds: 0.03)
        #expect(abs(ahead.x - (prediction.newest.x + 9)) < 0.01)
        #expect(abs(ahead.y - (prediction.newest.y - 18)) < 0.01)
    }

    @Test func zeroSecondsIsNoPrediction() {
        let (prediction, t) = moving(vx: 0, vy: 800)
        #expect(prediction.predicted(at: t, seconds: 0) == prediction.newest)
        #expect(prediction.predicted(at: t, seconds: -1) == prediction.newest)
        #expect(prediction.predicted(at: t, seconds: .nan) == prediction.newest)
    }

    /// No sample for longer than the velocity's pause (40 ms): the finger stopped, nothing is predicted.
    @Test func aFingerThatSentNothingFor40MillisecondsIsNotExtrapolated() {
        let (prediction, t) = moving(vx: 0, vy: 800)
        #expect(prediction.predicted(at: t + 0.03, seconds: 0.05).y > prediction.newest.y + 30)
        #expect(prediction.predicted(at: t + 0.041, seconds: 0.05) == prediction.newest)
    }

    @Test func samplesNearDoublesLimitsPredictTheNewestSample() {
        var prediction = PointerPrediction(t: 0, at: Point(x: 0, y: -1e308))
        prediction.add(t: 1e-9, at: Point(x: 0, y: 1e308))
        prediction.add(t: 2e-9, at: Point(x: 0, y: -1e308))
        let ahead = prediction.predicted(at: 2e-9, seconds: 1)
        #expect(ahead.x.isFinite && ahead.y.isFinite)
    }

    /// A finger that starts at rest at y 100 and accelerates along y at `a` pt/s², sampled at `hz`
    /// for `seconds`, and where it is `ahead` s after the last sample.
    func accelerating(a: Double, hz: Double = 120, seconds: Double = 0.2, ahead: Double)
        -> (PointerPrediction, t: Double, truth: Point) {
        var prediction = PointerPrediction(t: 1, at: Point(x: 100, y: 100))
        var t = 1.0
        for k in 1...Int(seconds * hz) {
            t = 1 + Double(k) / hz
            prediction.add(t: t, at: Point(x: 100, y: 100 + a * (t - 1) * (t - 1) / 2))
        }
        let later = t - 1 + ahead
        return (prediction, t, Point(x: 100, y: 100 + a * later * later / 2))
    }

    @Test func kalmanPredictsAConstantSpeedFingerAsLinearDoes() {
        let (prediction, t) = moving(vx: 300, vy: -600)
        let ahead = prediction.predicted(at: t, seconds: 0.03, model: .kalman)
        #expect(abs(ahead.x - (prediction.newest.x + 9)) < 0.2, "\(ahead)")
        #expect(abs(ahead.y - (prediction.newest.y - 18)) < 0.2, "\(ahead)")
    }

    /// What the second model is for: a finger speeding up. Linear misses the acceleration's share
    /// (a s² / 2 = 1.8 pt at 4,000 pt/s² and 30 ms) and its velocity lags the speed-up; the Kalman
    /// filter estimates the acceleration and extrapolates with it.
    @Test func kalmanFollowsAnAcceleratingFingerCloserThanLinear() {
        let (prediction, t, truth) = accelerating(a: 4_000, ahead: 0.03)
        let linear = prediction.predicted(at: t, seconds: 0.03, model: .linear)
        let kalman = prediction.predicted(at: t, seconds: 0.03, model: .kalman)
        let linearError = abs(linear.y - truth.y), kalmanError = abs(kalman.y - truth.y)
        #expect(kalmanError < linearError / 2, "kalman \(kalmanError) pt, linear \(linearError) pt")
        #expect(kalmanError < 0.5, "kalman \(kalmanError) pt")
    }

    @Test func kalmanDoesNotExtrapolateAFingerThatSentNothingFor40Milliseconds() {
        let (prediction, t) = moving(vx: 0, vy: 800)
        #expect(prediction.predicted(at: t + 0.03, seconds: 0.05, model: .kalman).y > prediction.newest.y + 30)
        #expect(prediction.predicted(at: t + 0.041, seconds: 0.05, model: .kalman) == prediction.newest)
    }

    /// A pause longer than 40 ms starts the filter again: the finger's earlier speed is not carried
    /// into a new stroke after a rest, however long the gap (1e300 s included).
    @Test func kalmanStartsAgainAfterAPause() {
        for gap in [0.05, 10, 1e300] {
            var (prediction, t) = moving(vx: 0, vy: 800)
            let rest = prediction.newest
            prediction.add(t: t + gap, at: rest)
            prediction.add(t: t + gap + 0.008, at: rest)
            let ahead = prediction.predicted(at: t + gap + 0.008, seconds: 0.05, model: .kalman)
            #expect(ahead.x.isFinite && ahead.y.isFinite)
            #expect(abs(ahead.y - rest.y) < 1, "gap \(gap): \(ahead)")
        }
    }

    @Test func kalmanSamplesNearDoublesLimitsOrOutOfOrderStayFinite() {
        var prediction = PointerPrediction(t: 0, at: Point(x: 0, y: -1e308))
        prediction.add(t: 1e-9, at: Point(x: 0, y: 1e308))
        prediction.add(t: 2e-9, at: Point(x: 0, y: -1e308))
        prediction.add(t: 1e-9, at: Point(x: 5, y: 5))
        prediction.add(t: 1e-9, at: Point(x: 6, y: 6))
        for seconds in [0.001, 0.05, 1] {
            let ahead = prediction.predicted(at: 2e-9, seconds: seconds, model: .kalman)
            #expect(ahead.x.isFinite && ahead.y.isFinite)
        }
    }
}
