import Foundation
import Testing
import ReorderKit
@testable import ReorderLabCLI
import ReorderPlot
import TestSupport

/// `reorder-lab lag` as a user meets it (the figures themselves are `LagReportTests`).
@Suite struct LagCommandTests {
    let files = TemporaryDirectory()

    func run(_ arguments: String...) -> (status: Int32, out: [String], err: [String]) { runCLI(["lag"] + arguments) }

    @Test func samplesGiveTextJSONAndAPicture() throws {
        let png = files.file("lag.png")
        let text = run(SampleTraces.path("drag-down"), SampleTraces.path("quick-pan"))
        #expect(text.status == 0 && text.err.isEmpty, "\(text.err)")
        let joined = text.out.joined(separator: "\n")
        #expect(joined.contains("lag: 2 traces (drag-down.trace.jsonl, quick-pan.trace.jsonl)"))
        #expect(joined.contains("\ndrag: ") && joined.contains("\npan: "))
        let result = run(SampleTraces.path("drag-down"), SampleTraces.path("quick-pan"), "--json", "--png", png,
                         "--prediction-seconds", "0:0.05:0.01", "--display-latency", "8")
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        #expect(result.out.count == 1)
        let json = try JSONSerialization.jsonObject(with: Data(result.out[0].utf8)) as! [String: Any]
        #expect(json["displayLatencySeconds"] as? Double == 0.008)
        #expect((json["dragFrames"] as? Int ?? 0) > 0)
        #expect(((json["pan"] as? [String: Any])?["frames"] as? Int ?? 0) > 0)
        #expect((json["prediction"] as? [Any])?.count == 6)
        #expect(json.keys.contains("recommendedPredictionSeconds"))
        #expect(json["recommendedPredictionModel"] as? String == "linear")
        let both = run(SampleTraces.path("drag-down"), "--json", "--prediction-seconds", "0:0.02:0.01", "--prediction-model", "kalman,linear")
        #expect(both.status == 0 && both.err.isEmpty, "\(both.err)")
        let rows = (try JSONSerialization.jsonObject(with: Data(both.out[0].utf8)) as! [String: Any])["prediction"] as? [[String: Any]]
        #expect(rows?.map { $0["model"] as? String } == ["kalman", "kalman", "kalman", "linear", "linear", "linear"])
        let picture = try PixelImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: png))))
        #expect(picture.width == 968)
    }

    @Test func badArgumentsExit64() {
        for arguments in [["--display-latency", "-1"], ["--display-latency", "x"], ["--prediction-seconds", "0:2:0.5"],
                          ["--prediction-seconds", "0:0.05"], ["--prediction-seconds", "0:1:0.001"], ["--png", "x.txt"],
                          ["--prediction-model", "quadratic"], ["--prediction-model", "linear,"], ["--prediction-model", "linear,linear"],
                          ["--prediction-model", ""]] {
            let result = runCLI(["lag", SampleTraces.path("drag-down")] + arguments)
            #expect(result.status == 64 && result.out.isEmpty && result.err.count == 1, "\(arguments): \(result.err)")
        }
        #expect(run().status == 64)
    }

    @Test func aMalformedTraceIsOneLineAndExit2() {
        let path = files.write(TraceText.header + "\n" + #"{"t":1,"type":"frame","presented":0.5}"# + "\n", to: "bad.trace.jsonl")
        let result = run(path)
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err == ["\(path):2: key \"presented\" must be >= the frame's t 1, got 0.5"])
    }

    @Test func helpNamesEveryOption() {
        let result = run("--help")
        #expect(result.status == 0)
        let help = result.out.joined(separator: "\n")
        for option in ["--json", "--png", "--display-latency", "--prediction-seconds", "--prediction-model"] { #expect(help.contains(option)) }
    }
}
