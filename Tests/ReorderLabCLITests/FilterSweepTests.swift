import Testing
@testable import ReorderLabCLI
import ReorderKit
import TestSupport
import ReorderSupport

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
