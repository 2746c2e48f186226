import Foundation
import Testing
@testable import reorder_bench

/// `reorder-bench`'s command line follows the rules of every ReorderLab command (ArgumentRulesTests
/// has the subcommands'): accepted forms, and a mistake is one line and exit status 64.
@Suite struct BenchOptionsTests {
    @Test func bothFormsOfAValueAreAcceptedAndQuickYieldsToThem() throws {
        let spaced = try #require(try BenchOptions.parse(["--sizes", "100k,1000", "--events", "5k"]))
        #expect(spaced.sizes == [1_000, 100_000] && spaced.events == 5_000)
        let joined = try #require(try BenchOptions.parse(["--events=5k", "--quick", "--sizes=2000"]))
        #expect(joined.sizes == [2_000] && joined.events == 5_000 && joined.repetitions == 1)
        #expect(try BenchOptions.parse(["--quick", "--help"]) == nil)
    }

    @Test(arguments: [
        (["--events", "5", "--events=5"], "--events is given twice"),
        (["--frobnicate"], #"unknown option "--frobnicate""#),
        (["--sizes", "1000,,2000"], #"--sizes expects list sizes in rows, e.g. 1000,100k,1m; got "1000,,2000""#),
        (["--events=-3"], #"--events expects a positive count, e.g. 300000 or 300k; got "-3""#),
        (["--quick=yes"], #"--quick takes no value; got "--quick=yes""#),
        (["--events"], "--events expects a positive count, e.g. 300000 or 300k"),
        (["--events", "--quick"],
         #"--events expects a positive count, e.g. 300000 or 300k; got option "--quick" (write --events=VALUE for a value starting with -)"#),
        (["stray"], #"unexpected argument "stray": every option starts with --"#),
    ])
    func aMistakeIsOneLineAndExitStatus64(arguments: [String], message: String) throws {
        let bench = Process()
        bench.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("reorder-bench")
        bench.arguments = arguments
        let out = Pipe(), err = Pipe()
        bench.standardOutput = out
        bench.standardError = err
        try bench.run()
        let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let printed = out.fileHandleForReading.readDataToEndOfFile()
        bench.waitUntilExit()
        #expect(bench.terminationStatus == 64)
        #expect(said == "reorder-bench: \(message); see `reorder-bench --help`\n")
        #expect(printed.isEmpty)
    }
}
