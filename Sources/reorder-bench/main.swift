#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderKit

// The performance benchmark of the reorder engine: `swift run -c release reorder-bench`.
// A benchmark, not a test: it prints figures and whether they meet the targets, and always exits 0
// once it has run (2 on a usage error, 1 if the trace file cannot be written or read).

let options: BenchOptions
do {
    guard let parsed = try BenchOptions.parse(Array(CommandLine.arguments.dropFirst())) else {
        print(BenchOptions.usage)
        exit(0)
    }
    options = parsed
} catch {
    printError("reorder-bench: \(error.message)\n\n\(BenchOptions.usage)")
    exit(2)
}

#if DEBUG
let configuration = "debug build: WARNING, the figures mean little; run `swift run -c release reorder-bench`"
#else
let configuration = "release build"
#endif
print("reorder-bench: \(configuration), \(Measure.onlineCores) cores online, one used\(options.quick ? ", --quick" : "")")

let viewport = Size(width: 480, height: 800)
let script = GestureScript(events: options.events, seed: 0x5EED_2024, viewport: viewport)
let tally = script.tally
print("script: \(Report.grouped(script.events.count)) events (\(Report.grouped(script.inputCount)) input, \(Report.grouped(script.frameCount)) frames at 120 Hz) over \(Report.fixed(script.seconds, 1)) s, touch, \(Int(viewport.width))x\(Int(viewport.height)) viewport, seed 0x\(String(script.seed, radix: 16, uppercase: true))")
print("        \(tally.gestures) gestures: \(tally.taps) taps, \(tally.slowPans) slow pans, \(tally.flicks) flicks, \(tally.drags) drags, \(tally.edgeDrags) edge-autoscroll drags, \(tally.wheelBursts) wheel and \(tally.keyBursts) key bursts")
print("lists: DemoList.rows(count:seed: \(SizeBench.listSeed)), sizes \(options.sizes.map(Report.grouped).joined(separator: ", ")) in this order")

let overhead = Measure.clockOverhead()
let overheadNanoseconds = UInt64(overhead.median)
print("clock: clock_gettime(CLOCK_MONOTONIC), empty timed region median \(Int(overhead.median)) ns, p99 \(Int(overhead.p99)) ns; the median is subtracted from every per-event sample")

/// One line on standard error (the C `stderr` global is not concurrency-safe in Swift 6).
func printError(_ message: String) {
    let line = message + "\n"
    _ = line.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
}

var reports: [SizeReport] = []
for rows in options.sizes {
    let bench = SizeBench(rows: rows, script: script, options: options, clockOverhead: overheadNanoseconds)
    do {
        let report = try bench.run()
        Report.block(report)
        reports.append(report)
    } catch {
        printError("reorder-bench: \(error)")
        exit(1)
    }
}
Report.printTargets(Report.targets(reports))
