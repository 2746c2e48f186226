import Testing
@testable import ReorderLabCLI
import ReorderKit
import TestSupport
import ReorderSupport
@testable import ReorderAnalysis
import ReorderPlot
import Foundation
import ReorderTrace

/// `tune --filter-sweep`: an input filter's parameter swept beside the long press and the movement.
@Suite struct FilterSweepTests {
    @Test func theOptionNamesAModuleOneRangeAndFixedValues() throws {
        let sweep = try FilterSweep(parsing: "iir N=2:8:2 D=10")
        #expect(sweep.module == "iir" && sweep.swept == "N" && sweep.values == [2, 4, 6, 8] && sweep.fixed == ["D": 10])
        #expect(try sweep.filter(6) == InputFilter(module: .iir, n: 6, d: 10))
        #expect(sweep.label(6) == "iir N=6 D=10")
        for bad in ["blur depth=1:3:1", "median", "median depth=1:3:1 depth2=1:5:2", "median depth=x", "iir N=2:12:2 D=10",
                    "median depth=0:4:2"] {
            #expect(throws: ArgumentError.self, "\(bad)") { try FilterSweep(parsing: bad) }
        }
    }

    @Test func everyLiveFilterCanBeSweptAndPthresSaysWhereItBelongs() throws {
        let skip = try FilterSweep(parsing: "skip nhead=0:2:1 ntail=0")
        var expected = InputFilter(module: .skip)
        expected.nhead = 2
        expected.ntail = 0
        #expect(try skip.filter(2) == expected && skip.lighterValues == "smaller")
        #expect(try FilterSweep(parsing: "dejitter delta=0:20:5").values == [0, 5, 10, 15, 20])
        #expect(try FilterSweep(parsing: "debounce drop_threshold=0:100:50").filter(50).dropThreshold == 50)
        let lowpass = try FilterSweep(parsing: "lowpass factor=0.5:1:0.5 threshold=1")
        #expect(try lowpass.filter(0.5).factor == 0.5 && lowpass.lighterValues == "larger", "a factor of 1 passes every change")
        // Ties go to the lighter filter: the larger factor, the smaller anything else.
        var report = SweepReport(longPress: [0.3], movement: [10], results: [], eventsReplayed: 0)
        var score = SweepScore()
        score.correct = 1
        report.results = [SweepResult(pair: SweepPair(longPressSeconds: 0.3, allowableMovement: 10), score: score)]
        #expect(lowpass.best([(0.5, report), (1, report)])?.value == 1)
        #expect(skip.best([(0, report), (1, report)])?.value == 0)
        let pthres = runCLI(["tune", SampleTraces.directory.path, "--long-press", "0.3:0.6:0.3", "--movement", "5:15:10",
                             "--filter-sweep", "pthres pmin=1:5:1"])
        #expect(pthres.status == 64 && pthres.err.first?.contains("pthres needs pressure: use it on import with --ts-conf") == true, "\(pthres)")
    }

    @Test func theSweepGivesEachValuesBestAndDrawsAGridPerValue() throws {
        let directory = TemporaryDirectory()
        let png = directory.file("filters.png")
        let result = runCLI(["tune", SampleTraces.directory.path, "--long-press", "0.3:0.6:0.3", "--movement", "5:15:10",
                             "--filter-sweep", "dejitter delta=0:10:10", "--png", png])
        #expect(result.status == 0, "\(result)")
        let text = result.out.joined(separator: "\n")
        #expect(text.contains("best pair per filter value:\n  dejitter delta=0: longPressSeconds="), "\(text)")
        #expect(text.contains("\n  dejitter delta=10: longPressSeconds="))
        // The small multiples, not one grid: the best of all is outlined in blue.
        let image = try PixelImage(png: Array(try Data(contentsOf: URL(fileURLWithPath: png))))
        var blue = 0
        for y in 0..<image.height { for x in 0..<image.width where image.pixel(x: x, y: y) == SweepHeatmap.highlight { blue += 1 } }
        #expect(blue > 100, "\(blue) blue pixels")
        let json = runCLI(["tune", SampleTraces.directory.path, "--long-press", "0.3:0.6:0.3", "--movement", "5:15:10",
                           "--filter-sweep", "dejitter delta=0:10:10", "--json"])
        let object = try JSONValue(document: Array(json.out.joined(separator: "\n").utf8), name: "out")
        guard case .object(let top) = object, case .array(let entries)? = top["filterSweep"] else {
            Issue.record("\(object)")
            return
        }
        #expect(entries.count == 2)
        for entry in entries {
            guard case .object(let e) = entry, case .object(let best)? = e["best"] else { Issue.record("\(entry)"); continue }
            #expect(best["longPressSeconds"] != nil && best["allowableMovement"] != nil && best["errors"] != nil)
        }
    }

    @Test func tuneSweepsTheFilterAndNamesTheBestValue() {
        let result = runCLI(["tune", SampleTraces.directory.path, "--long-press", "0.3:0.6:0.3", "--movement", "5:15:10",
                             "--filter-sweep", "median depth=1:5:2"])
        #expect(result.status == 0, "\(result)")
        let text = result.out.joined(separator: "\n")
        for depth in [1, 3, 5] { #expect(text.contains("inputFilters median depth=\(depth):")) }
        #expect(text.contains("best filter: median depth="))
        let bad = runCLI(["tune", SampleTraces.directory.path, "--long-press", "0.3:0.6:0.3", "--movement", "5:15:10",
                          "--filter-sweep", "median depth=0:4:2"])
        #expect(bad.status == 64 && bad.err.first?.contains("median depth must be a whole number from 1 to 99") == true, "\(bad)")
    }
}
