import Foundation
import Testing
import ReorderKit
@testable import ReorderAnalysis

/// `reorder-lab lag`'s figures, on traces written here with known motion.
@Suite struct LagReportTests {
    /// 20 rows of 44 pt in a 320 x 480 viewport.
    static func header(_ extra: String = "") -> String {
        #"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"rows":["#
            + (0..<20).map { #"{"id":"r\#($0)","height":44}"# }.joined(separator: ",") + "]" + extra + "}"
    }

    /// A finger down at y = `y0`; from `moveFrom` s it moves at `speed` pt/s (120 Hz samples) until
    /// `stopAt`, then rests until `upAt`. Frames at 60 Hz, each after the input of its instant (a
    /// frame drawn from the sample that came with it), `presented` `latency` s after `t` (none: nil).
    static func trace(y0: Double = 100, speed: Double, moveFrom: Double, stopAt: Double, upAt: Double,
                      latency: Double?, extraHeader: String = "") -> String {
        var lines = [header(extraHeader), #"{"t":0,"type":"down","pointer":"touch","id":1,"x":100,"y":\#(y0)}"#]
        var k = 1
        while true {
            let t = (Double(k) / 120 * 1e6).rounded() / 1e6
            if t >= upAt { break }
            if t >= moveFrom && t <= stopAt {
                let y = y0 + speed * (t - moveFrom)
                lines.append(#"{"t":\#(t),"type":"move","pointer":"touch","id":1,"x":100,"y":\#(y)}"#)
            }
            if k % 2 == 0 {
                lines.append(#"{"t":\#(t),"type":"frame""# + (latency.map { #","presented":\#(t + $0)"# } ?? "") + "}")
            }
            k += 1
        }
        let y = y0 + speed * (stopAt - moveFrom)
        lines.append(#"{"t":\#(upAt),"type":"up","pointer":"touch","id":1,"x":100,"y":\#(y)}"#)
        return lines.map { $0 + "\n" }.joined()
    }

    static func report(_ text: String, displayLatency: Double = 0, prediction: [Double] = [],
                       models: [PredictionModel] = [.linear]) throws -> LagReport {
        let trace = try LagTrace(bytes: Array(text.utf8), name: "lag.jsonl")
        return LagReport([trace], displayLatency: displayLatency, predictionSeconds: prediction, predictionModels: models)
    }

    /// A row dragged (`activation` `distance`) by a finger that speeds up from rest at `a` pt/s² for
    /// `seconds`, sampled at 120 Hz, frames at 60 Hz presented `latency` s after `t`; frames only
    /// while the finger still moves when they are presented (its lift is not what is measured).
    static func accelerating(a: Double, seconds: Double, latency: Double) -> String {
        var lines = [header(byDistance), #"{"t":0,"type":"down","pointer":"touch","id":1,"x":100,"y":40}"#]
        var y = 40.0
        for k in 1...Int(seconds * 120) {
            let t = Double(k) / 120
            y = 40 + a * t * t / 2
            lines.append(#"{"t":\#(t),"type":"move","pointer":"touch","id":1,"x":100,"y":\#(y)}"#)
            if k % 2 == 0, t + latency < seconds { lines.append(#"{"t":\#(t),"type":"frame","presented":\#(t + latency)}"#) }
        }
        lines.append(#"{"t":\#(seconds),"type":"up","pointer":"touch","id":1,"x":100,"y":\#(y)}"#)
        return lines.map { $0 + "\n" }.joined()
    }

    @Test func severalModelsAreScoredOnOneReplayAndTheBetterIsRecommended() throws {
        // A finger speeding up at 2,000 pt/s² for 0.6 s, frames presented 40 ms late: the drawing
        // trails by the speed times 40 ms plus the speed-up in that time, which only a model with
        // acceleration extrapolates.
        let text = Self.accelerating(a: 2_000, seconds: 0.6, latency: 0.04)
        let report = try Self.report(text, prediction: [0, 0.02, 0.04], models: [.linear, .kalman])
        #expect(report.prediction.map(\.model) == [.linear, .linear, .linear, .kalman, .kalman, .kalman])
        #expect(report.prediction.map(\.seconds) == [0, 0.02, 0.04, 0, 0.02, 0.04])
        let linear = try #require(report.prediction[2].drag.lagPoints), kalman = try #require(report.prediction[5].drag.lagPoints)
        #expect(kalman.p95 < linear.p95 / 2, "kalman \(kalman), linear \(linear)")
        #expect(report.prediction[0].drag.lagPoints == report.prediction[3].drag.lagPoints, "0 s is no prediction under any model")
        #expect(report.recommendedModel == .kalman && report.recommendedSeconds == 0.04)
        #expect(report.text.contains("prediction (kalman; "))
        #expect(report.text.contains("recommended predictionModel and predictionSeconds: kalman, 0.04 ("))
        let json = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as! [String: Any]
        #expect(json["recommendedPredictionModel"] as? String == "kalman")
        #expect((json["prediction"] as? [[String: Any]])?.map { $0["model"] as? String } == ["linear", "linear", "linear", "kalman", "kalman", "kalman"])
        // Scored alone, a model is recommended by its seconds, in the words used before there was a choice.
        let alone = try Self.report(text, prediction: [0, 0.02, 0.04])
        #expect(alone.text.contains("recommended predictionSeconds: "))
        #expect(alone.recommendedModel == .linear)
    }

    @Test func aTraceDrawnWithTheKalmanModelIsMeasuredAsDrawn() throws {
        let text = Self.accelerating(a: 2_000, seconds: 0.6, latency: 0.04)
        let drawnWith = text.replacingOccurrences(of: Self.byDistance,
                                                  with: #","tuning":{"activation":"distance","predictionSeconds":0.04,"predictionModel":"kalman"}"#)
        let drawn = try #require(try Self.report(drawnWith).drag.lagPoints)
        let scored = try #require(try Self.report(text, prediction: [0.04], models: [.kalman]).prediction[0].drag.lagPoints)
        #expect(drawn == scored)
    }

    /// Lifts after 8 pt of motion (`activation` `distance`), so the finger moves at one speed from its
    /// down: the row is dragged down at 200 pt/s from the first frame to the last.
    static let byDistance = #","tuning":{"activation":"distance"}"#
    static let drag = trace(speed: 200, moveFrom: 0, stopAt: 0.6, upAt: 0.6, latency: 0.03, extraHeader: byDistance)

    @Test func aConstantSpeedDragPresented30MillisecondsLateLagsBySpeedTimes30Milliseconds() throws {
        let report = try Self.report(Self.drag)
        let lag = try #require(report.drag.lagPoints)
        #expect(report.drag.frames > 30)
        #expect(abs(lag.p50 - 6) <= 0.3 && abs(lag.p95 - 6) <= 0.3, "\(lag)")
        #expect(report.pan.frames == 0 && report.pan.lagPoints == nil)
        let latency = try #require(report.drag.latencySeconds)
        #expect(abs(latency.p50 - 0.03) < 1e-9 && abs(latency.p99 - 0.03) < 1e-9)
        #expect(report.withoutPresented == 0)
    }

    @Test func displayLatencyAddsToThePresentTime() throws {
        let lag = try #require(try Self.report(Self.drag, displayLatency: 0.02).drag.lagPoints)
        #expect(abs(lag.p50 - 10) <= 0.5, "\(lag)")
    }

    @Test func linearPredictionOf30MillisecondsLeavesUnderATenthOfTheLag() throws {
        let report = try Self.report(Self.drag, prediction: [0, 0.03])
        let none = try #require(report.prediction[0].drag.lagPoints), predicted = try #require(report.prediction[1].drag.lagPoints)
        #expect(none == report.drag.lagPoints)
        #expect(predicted.p95 < 0.1 * none.p95, "\(predicted) against \(none)")
    }

    @Test func aTraceDrawnWithPredictionIsMeasuredAsDrawn() throws {
        // The window drew 30 ms ahead (the header's predictionSeconds): lag measures that drawing,
        // which is what the same trace without it scores at --prediction-seconds 0.03.
        let predicted = Self.trace(speed: 200, moveFrom: 0, stopAt: 0.6, upAt: 0.6, latency: 0.03,
                              extraHeader: #","tuning":{"activation":"distance","predictionSeconds":0.03}"#)
        let drawn = try #require(try Self.report(predicted).drag.lagPoints)
        let scored = try #require(try Self.report(Self.drag, prediction: [0.03]).prediction[0].drag.lagPoints)
        #expect(drawn == scored)
        #expect(try Self.report(predicted).text.contains("note: frames drawn ahead of the finger by the trace's predictionSeconds (30.0 ms)"))
        #expect(!(try Self.report(Self.drag).text.contains("drawn ahead")))
        #expect(drawn.p95 < 0.1 * (try #require(try Self.report(Self.drag).drag.lagPoints)).p95)
        // A live change of it is measured from its line on.
        let changed = Self.drag.replacingOccurrences(of: #"{"t":0.3,"type":"frame"#,
                                                     with: #"{"t":0.3,"type":"tuning","set":{"predictionSeconds":0.03}}"# + "\n" + #"{"t":0.3,"type":"frame"#)
        let trace = try LagTrace(bytes: Array(changed.utf8), name: "lag.jsonl")
        #expect(trace.frames.filter { $0.t < 0.3 }.allSatisfy { $0.drawnAhead == 0 })
        #expect(trace.frames.filter { $0.t >= 0.3 }.allSatisfy { $0.drawnAhead == 0.03 })
        #expect(trace.frames.contains { $0.t >= 0.3 })
    }

    @Test func jsonNamesThePredictionTheFramesWereDrawnWith() throws {
        let predicted = Self.trace(speed: 200, moveFrom: 0, stopAt: 0.6, upAt: 0.6, latency: 0.03,
                                   extraHeader: #","tuning":{"activation":"distance","predictionSeconds":0.03}"#)
        let drawn = try JSONSerialization.jsonObject(with: Data(try Self.report(predicted).json.utf8)) as! [String: Any]
        #expect(drawn["drawnPredictionSeconds"] as? [Double] == [0.03])
        let plain = try JSONSerialization.jsonObject(with: Data(try Self.report(Self.drag).json.utf8)) as! [String: Any]
        #expect(plain["drawnPredictionSeconds"] as? [Double] == [])
    }

    @Test func aMouseDragIsMeasuredAsDrawnWithTheMousesOverride() throws {
        // The window draws a mouse's drag with the mouse's predictionSeconds (the engine applies a
        // pointer kind's overrides to its own values); lag reads the same.
        let touchDrag = Self.trace(speed: 200, moveFrom: 0, stopAt: 0.6, upAt: 0.6, latency: 0.03,
                                   extraHeader: #","tuning":{"activation":"distance","mouse":{"predictionSeconds":0.03}}"#)
        let mouseDrag = touchDrag.replacingOccurrences(of: #""pointer":"touch""#, with: #""pointer":"mouse""#)
        let mouse = try Self.report(mouseDrag)
        #expect(mouse.drawnAhead == [0.03])
        let scored = try #require(try Self.report(Self.drag, prediction: [0.03]).prediction[0].drag.lagPoints)
        #expect(mouse.drag.lagPoints == scored)
        #expect(try Self.report(touchDrag).drawnAhead == [], "a finger keeps the top level's 0")
    }

    @Test func theRecommendationIsTheSmallestP95LagUnderTheOvershootLimit() throws {
        let report = try Self.report(Self.drag, prediction: [0, 0.01, 0.02, 0.03, 0.04, 0.05])
        #expect(report.recommendedSeconds == 0.03)
        // Running ahead of a steady finger is overshoot too: 0.05 s draws 20 ms x 200 pt/s = 4 pt ahead.
        let ahead = try #require(report.prediction[5].all.overshootPoints)
        #expect(abs(ahead.p50 - 4) < 0.3, "\(ahead)")
    }

    @Test func aDragThatStopsDeadShowsTheOvershoot() throws {
        let text = Self.trace(speed: 300, moveFrom: 0, stopAt: 0.5, upAt: 1, latency: 0.03, extraHeader: Self.byDistance)
        let report = try Self.report(text, prediction: [0, 0.03])
        let without = try #require(report.prediction[0].drag.overshootPoints)
        let with = try #require(report.prediction[1].drag.overshootPoints)
        #expect(without.max == 0)
        // Drawn 30 ms x 300 pt/s = 9 pt ahead of where the finger stopped, until 40 ms without a sample.
        #expect(with.max > 8 && with.max < 10, "\(with)")
    }

    @Test func aPanIsReportedApart() throws {
        // No hold: the finger moves up at once, 400 pt/s, and the list follows.
        let text = Self.trace(y0: 400, speed: -400, moveFrom: 0.05, stopAt: 0.6, upAt: 0.6, latency: 0.03)
        let report = try Self.report(text)
        #expect(report.drag.frames == 0)
        let lag = try #require(report.pan.lagPoints)
        #expect(report.pan.frames > 20)
        #expect(abs(lag.p50 - 12) <= 0.6, "\(lag)")
        let json = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as! [String: Any]
        #expect(json["dragFrames"] as? Int == 0)
        let pan = try #require(json["pan"] as? [String: Any])
        #expect(pan["frames"] as? Int == report.pan.frames)
        #expect((pan["lagPoints"] as? [String: Any])?["p50"] as? Double == lag.p50)
    }

    @Test func framesWithoutPresentedReachTheScreenAtTheNextFrame() throws {
        let text = Self.trace(speed: 240, moveFrom: 0.6, stopAt: 1.2, upAt: 1.2, latency: nil)
        let report = try Self.report(text)
        let lag = try #require(report.drag.lagPoints)
        // One frame interval (1/60 s) at 240 pt/s.
        #expect(abs(lag.p50 - 4) <= 0.2, "\(lag)")
        #expect(report.drag.latencySeconds == nil)
        #expect(report.withoutPresented == report.drag.frames)
        #expect(report.text.contains("without presented: each taken to reach the screen at the next frame's t"))
        let json = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as! [String: Any]
        #expect(json["latencySeconds"] == nil && json["lagMillimetres"] == nil)
    }

    @Test func millimetresWithTheTracesDensity() throws {
        let text = Self.trace(speed: 200, moveFrom: 0.6, stopAt: 1.2, upAt: 1.2, latency: 0.03, extraHeader: #","pointsPerMillimetre":4"#)
        let report = try Self.report(text)
        let points = try #require(report.drag.lagPoints), mm = try #require(report.drag.lagMillimetres)
        #expect(mm.p50 == points.p50 / 4)
        let json = try JSONSerialization.jsonObject(with: Data(report.json.utf8)) as! [String: Any]
        for key in ["dragFrames", "lagPoints", "lagMillimetres", "latencySeconds", "pan"] { #expect(json[key] != nil, "\(key)") }
    }

    @Test func aTraceWithoutDragsOrPansHasNoFigures() throws {
        let report = try Self.report(Self.header() + "\n" + #"{"t":0,"type":"frame"}"# + "\n")
        #expect(report.drag.frames == 0 && report.pan.frames == 0 && report.unpresentable == 0)
        #expect(report.text.contains("drag: 0 frames"))
        #expect(report.json.contains(#""lagPoints":null"#))
    }
}
