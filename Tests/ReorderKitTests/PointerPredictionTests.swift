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
}
