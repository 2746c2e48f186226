import Testing
import ReorderKit
@testable import ReorderTrace
@testable import ReorderAnalysis

/// Seeded recordings of every shape the analysis may meet (marks anywhere, touches of every kind,
/// cancels, resizes, coordinates from 5e-324 to 1e308): each gives a report or one `FILE:LINE:`
/// error, never a trap, and a report's every figure is a number or says it is not.
@Suite struct PanelSessionExtremesTests {
    static let values: [Double] = [0, 1, 50, 99.5, 100, Double.leastNonzeroMagnitude, 1e-300, 1e300, 1e308, -1e308, -0.0]

    /// Up to 7 targets, each followed (mostly) by a touch of a few reports, sometimes cancelled, with
    /// a mouse press, a resize or a stray touch now and then; coordinates often extreme.
    static func recording(seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
        func value() -> Double {
            chance(30) ? values[Int(random.next() % UInt64(values.count))] : Double(random.next() % 1000) / 10
        }
        var lines = [#"{"format":"reorder-trace","version":1,"viewport":{"width":100,"height":100},"rows":[],"panel":{"fullscreen":true}}"#]
        var t = 0.0
        func add(_ fields: String) {
            t += 0.01
            lines.append(#"{"t":\#(t),\#(fields)}"#)
        }
        for _ in 0..<Int(random.next() % 8) {
            add(#""type":"mark","label":"panel:target x=\#(Double(random.next() % 101)) y=\#(Double(random.next() % 101))""#)
            if chance(5) { add(#""type":"resize","width":\#(1 + Double(random.next() % 300)),"height":\#(1 + Double(random.next() % 300))"#) }
            if chance(5) { continue }  // no tap
            if chance(10) { add(#""type":"down","pointer":"mouse","id":0,"x":1,"y":1"#); add(#""type":"up","pointer":"mouse","id":0,"x":1,"y":1"#) }
            add(#""type":"down","pointer":"touch","id":1,"x":\#(value()),"y":\#(value())"#)
            for _ in 0..<Int(random.next() % 4) { add(#""type":"move","pointer":"touch","id":1,"x":\#(value()),"y":\#(value())"#) }
            if chance(10) {
                add(#""type":"cancel","pointer":"touch","id":1"#)
            } else {
                add(#""type":"up","pointer":"touch","id":1,"x":\#(value()),"y":\#(value())"#)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func analyse(_ text: String) -> Result<PanelReport, TraceError> {
        do throws(TraceError) {
            return .success(try PanelReport(PanelSession(reader: TraceReader(bytes: Array(text.utf8), name: "p.jsonl"))))
        } catch {
            return .failure(error)
        }
    }

    @Test func everyRecordingGivesAReportOrOneLine() {
        var reports = 0, errors = 0
        for seed in 0..<2000 as Range<UInt64> {
            switch Self.analyse(Self.recording(seed: seed)) {
            case .success(let report):
                let finite = report.matrix.coefficients.allSatisfy { $0.isFinite }
                #expect(finite, "seed \(seed)")
                #expect(!report.text.contains("nan") && report.fixes.numbers.count == 6, "seed \(seed)")
                #expect(report.json.hasPrefix("{"), "seed \(seed)")
                reports += 1
            case .failure(let error):
                #expect(error.description.hasPrefix("p.jsonl:") && !error.description.contains("\n"), "seed \(seed): \(error.description)")
                errors += 1
            }
        }
        // Both ways out are exercised, not one alone.
        #expect(reports > 20 && errors > 20, "\(reports) reports, \(errors) errors")
    }
}
