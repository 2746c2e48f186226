#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderKit
import ReorderTrace

/// Everything measured for one list size.
struct SizeReport {
    var rows: Int
    var setupMilliseconds = 0.0
    /// Nanoseconds per `handle(_:)`, clock overhead taken off.
    var inputCost: Summary?
    var frameCost: Summary?
    var hitTestNanoseconds = 0.0
    var engineEventsPerSecond = 0.0
    var fileEventsPerSecond = 0.0
    var parseEventsPerSecond = 0.0
    var fileSeconds = 0.0
    var fileBytes = 0
    var naive: NaiveComparison?
    /// The same script with one edit a second (`EditSessionBench`).
    var editSession: EditSession?
    var check = Check()
    /// VmHWM where there is one, else ru_maxrss.
    var peakMemoryMB = 0.0
    var maxRSSMB = 0.0

    struct NaiveComparison {
        var events: Int
        var naiveMeanNanoseconds: Double
        var realMeanNanoseconds: Double
        var speedup: Double { naiveMeanNanoseconds / max(realMeanNanoseconds, 0.001) }
    }

    /// Cheap evidence that the run did what it claims.
    struct Check {
        var drags = 0
        var movedRows = 0
        var uniqueIDs = 0
        var finalHash = ""
        var fileHash = ""
        var fileEvents = 0
    }
}

/// Runs every measurement for one list size. Each step builds its own engine in its own function,
/// so at most one large engine is alive at a time and the peak memory is that of one list.
struct SizeBench {
    let rows: Int
    let script: GestureScript
    let options: BenchOptions
    let clockOverhead: UInt32
    /// The same list on every size and every run.
    static let listSeed: UInt64 = 7

    func makeEngine() -> Engine {
        Engine(rows: DemoList.rows(count: rows, seed: Self.listSeed), viewport: script.viewport)
    }

    func run() throws -> SizeReport {
        var report = SizeReport(rows: rows)
        report.setupMilliseconds = measureSetup()
        measurePerEvent(into: &report)
        report.engineEventsPerSecond = measureThroughput()
        report.check = verify()
        try measureFileReplay(into: &report)
        report.naive = compareNaive()
        report.maxRSSMB = Measure.maxRSSMB()
        report.peakMemoryMB = Measure.peakMemoryOfThisProgramMB() ?? report.maxRSSMB
        // After the memory figures: the tree and the id map an edited list keeps are its own cost.
        report.editSession = measureEditSession()
        return report
    }

    /// DemoList generation plus `Engine(rows:viewport:)`, ms: the median of a few builds.
    func measureSetup() -> Double {
        let seconds = Measure.medianSeconds(runs: options.repetitions, budget: 0.3) {
            let start = Measure.nanoseconds()
            let engine = makeEngine()
            let elapsed = Measure.seconds(since: start)
            withExtendedLifetime(engine) {}  // freed after the clock is read, not inside the measurement
            return elapsed
        }
        return seconds * 1000
    }

    /// Every `handle(_:)` timed on its own, input events and frames apart; then hit tests on the
    /// list as the session left it.
    func measurePerEvent(into report: inout SizeReport) {
        var engine = makeEngine()
        // 32-bit nanoseconds (4 s at most per event): half the memory, at a million rows every MB counts.
        var inputs: [UInt32] = [], frames: [UInt32] = []
        inputs.reserveCapacity(script.inputCount)
        frames.reserveCapacity(script.frameCount)
        for event in script.events {
            let start = Measure.nanoseconds()
            engine.handle(event)
            let end = Measure.nanoseconds()
            // Outside the timed region: the outbox is the caller's business (the window drains it once a frame).
            engine.clearOutput()
            let elapsed = UInt32(clamping: end &- start)
            if case .frame = event.event { frames.append(elapsed) } else { inputs.append(elapsed) }
        }
        engine.finish()
        report.inputCost = Summary(inputs, subtracting: clockOverhead)
        report.frameCost = Summary(frames, subtracting: clockOverhead)
        report.hitTestNanoseconds = measureHitTests(engine.layout)
    }

    /// `slot(atContentY:)` at seeded random content y, ns per call (loop included: a few ns).
    func measureHitTests(_ layout: ListLayout) -> Double {
        var random = SplitMix64(seed: 0x417)
        let height = layout.contentHeight
        let ys = (0..<options.hitTests).map { _ in Double(random.next() >> 11) * 0x1p-53 * height }
        var found = 0
        let start = Measure.nanoseconds()
        for y in ys { found &+= layout.slot(atContentY: y) ?? -1 }
        let elapsed = Measure.nanoseconds() &- start
        Sink.consume(found)
        return Double(elapsed) / Double(ys.count)
    }

    /// Events per second through `handle` + `clearOutput`, the parsed script in memory, one core.
    func measureThroughput() -> Double {
        let seconds = Measure.medianSeconds(runs: options.repetitions, budget: 1) {
            var engine = makeEngine()
            let start = Measure.nanoseconds()
            for event in script.events {
                engine.handle(event)
                engine.clearOutput()
            }
            let elapsed = Measure.seconds(since: start)
            Sink.consume(engine.eventCount)
            return elapsed
        }
        return Double(script.events.count) / seconds
    }

    /// One untimed `Replay.run` of the parsed script: drags, moved rows, and the final order checked
    /// to be a permutation of the list's ids (`r0`...`rN-1`, counted in a bitmap, not a Set, to keep
    /// the memory peak that of the engine).
    func verify() -> SizeReport.Check {
        var engine = makeEngine()
        let result = Replay.run(&engine, events: script.events)
        var seen = [Bool](repeating: false, count: rows)
        var unique = 0
        for id in result.order {
            guard id.hasPrefix("r"), let index = Int(id.dropFirst()), index >= 0, index < rows, !seen[index] else { continue }
            seen[index] = true
            unique += 1
        }
        return SizeReport.Check(drags: result.drags, movedRows: result.moves.count, uniqueIDs: unique,
                                finalHash: result.stateHash)
    }

    /// The script as a trace file with a `demo` header, replayed by `Replay.run(path:)`: read, parse,
    /// build the list, replay, result.
    func measureFileReplay(into report: inout SizeReport) throws {
        let directory = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
        let path = "\(directory)/reorder-bench-\(getpid())-\(rows).trace.jsonl"
        defer { unlink(path) }
        let writer = try TraceFileWriter(path: path)
        // Every tuning name of `makeEngine`'s (the default) tuning, so the file replays as the engine in
        // memory runs, not with the format's defaults.
        try writer.write(header: TraceHeader(viewport: script.viewport, rows: .demo(count: rows, seed: Self.listSeed),
                                             tuning: Tuning().jsonObject))
        for event in script.events { try writer.write(event) }  // each line is TraceWriter.eventLine(event)
        try writer.close()
        var status = stat()
        stat(path, &status)
        report.fileBytes = Int(status.st_size)

        var hash = "", events = 0
        let seconds = try Measure.medianSeconds(runs: options.repetitions, budget: 2) {
            let start = Measure.nanoseconds()
            let result = try Replay.run(path: path)
            let elapsed = Measure.seconds(since: start)
            hash = result.stateHash
            events = result.events
            return elapsed
        }
        report.fileSeconds = seconds
        report.fileEventsPerSecond = Double(events) / seconds
        // Reading alone (parse every line into events, no engine): what the reader itself sustains.
        let parseSeconds = try Measure.medianSeconds(runs: options.repetitions, budget: 2) {
            let start = Measure.nanoseconds()
            let (_, parsed) = try TraceReader.readAll(path: path)
            precondition(parsed.count == script.events.count)
            return Measure.seconds(since: start)
        }
        report.parseEventsPerSecond = Double(script.events.count) / parseSeconds
        report.check.fileHash = hash
        report.check.fileEvents = events
    }

    /// The same script on `LinearScanLayout` (O(n) per hit test and per content height), on the
    /// prefix it gets through within the budget, against `ListLayout` on that same prefix. Both are
    /// timed as one block from a fresh engine, so no clock overhead is involved.
    func compareNaive() -> SizeReport.NaiveComparison {
        let (events, naiveMean) = runNaivePrefix()
        let prefix = script.events[..<events]
        let realSeconds = Measure.medianSeconds(runs: options.repetitions, budget: 0.2) {
            var engine = makeEngine()
            let start = Measure.nanoseconds()
            for event in prefix {
                engine.handle(event)
                engine.clearOutput()
            }
            let elapsed = Measure.seconds(since: start)
            Sink.consume(engine.eventCount)
            return elapsed
        }
        return SizeReport.NaiveComparison(events: events, naiveMeanNanoseconds: naiveMean,
                                          realMeanNanoseconds: realSeconds * 1e9 / Double(events))
    }

    /// Events done and mean ns per event. A function of its own so that the naive engine is gone
    /// before the real one is built (two million-row lists at once would be the process peak).
    private func runNaivePrefix() -> (events: Int, meanNanoseconds: Double) {
        var naive = ReorderEngine<LinearScanLayout>(rows: DemoList.rows(count: rows, seed: Self.listSeed),
                                                    viewport: script.viewport)
        let cap = min(options.naiveEventCap, script.events.count)
        let budget = UInt64(options.naiveBudgetSeconds * 1e9)
        var done = 0
        let start = Measure.nanoseconds()
        var now = start
        while done < cap, now &- start < budget {
            naive.handle(script.events[done])
            naive.clearOutput()
            done += 1
            now = Measure.nanoseconds()
        }
        return (done, Double(now &- start) / Double(done))
    }
}
