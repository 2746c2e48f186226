#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderKit
import ReorderSupport

// The performance benchmark of the reorder engine: `swift run -c release reorder-bench`.
// A benchmark, not a test: it prints figures and whether they meet the targets, and exits 0 once
// it has run (64 on a usage error, as every ReorderLab command; 1 if the trace file cannot be
// written or read, or standard output not written).

StandardStream.ignoreBrokenPipes()
let options: BenchOptions
do {
    guard let parsed = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
        StandardStream.output.write(BenchOptions.usage + "\n")
        exit(StandardStream.exitStatus(after: 0))
    }
    options = parsed
} catch {
    Report.error(BenchOptions.syntax.errorLine(error))
    exit(StandardStream.exitStatus(after: 64))
}

#if DEBUG
let isRelease = false
#else
let isRelease = true
#endif
let script = GestureScript(events: options.events, seed: 0x5EED_2024, viewport: Size(width: 480, height: 800))
let overhead = Measure.clockOverhead()
Report.header(isRelease: isRelease, options: options, script: script, clockOverhead: overhead)

var reports: [SizeReport] = []
for rows in options.sizes {
    let bench = SizeBench(rows: rows, script: script, options: options, clockOverhead: UInt32(overhead.median))
    do {
        let report = try bench.run()
        Report.block(report)
        reports.append(report)
    } catch {
        Report.error("reorder-bench: \(error)")
        exit(StandardStream.exitStatus(after: 1))
    }
}
var layoutReports: [LayoutReport] = []
for layout in options.layouts {
    let bench = LayoutBench(layout: layout, items: options.layoutItems, script: script, options: options,
                            clockOverhead: UInt32(overhead.median))
    let report = bench.run()
    Report.block(report)
    layoutReports.append(report)
}
Report.printTargets(Report.targets(reports) + Report.targets(layoutReports))
exit(StandardStream.exitStatus(after: 0))
