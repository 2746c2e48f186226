import ReorderKit
import ReorderSupport
import ReorderText

/// The printed report: one block per size, then the targets. The lines are the same on every run
/// (only the figures change), so two runs diff line by line.
enum Report {
    static let labelWidth = 40

    static func header(isRelease: Bool, options: BenchOptions, script: GestureScript, clockOverhead: Summary) {
        say("reorder-bench: \(isRelease ? "release" : "DEBUG") build, \(Measure.onlineCores) cores online, one used\(options.quick ? ", --quick" : "")")
        if !isRelease {
            say("WARNING: not built with -c release: the figures say little about the engine; run `swift run -c release reorder-bench`")
        }
        let t = script.tally, v = script.viewport
        say("script: \(grouped(script.events.count)) events (\(grouped(script.inputCount)) input, \(grouped(script.frameCount)) frames at 120 Hz)"
              + " over \(fixed(script.seconds, 1)) s, touch, \(Int(v.width))x\(Int(v.height)) viewport, seed 0x\(String(script.seed, radix: 16, uppercase: true))")
        say("        \(t.gestures) gestures: \(t.taps) taps, \(t.slowPans) slow pans, \(t.flicks) flicks, \(t.drags) drags,"
              + " \(t.edgeDrags) edge-autoscroll drags, \(t.wheelBursts) wheel and \(t.keyBursts) key bursts")
        say("lists: DemoList.rows(count:seed: \(SizeBench.listSeed)), sizes \(options.sizes.map(grouped).joined(separator: ", ")) in this order")
        say("clock: clock_gettime(CLOCK_MONOTONIC), empty timed region median \(Int(clockOverhead.median)) ns,"
              + " p99 \(Int(clockOverhead.p99)) ns; the median is subtracted from every per-event sample")
    }

    /// One line on standard output, through `write(2)`: a failed write (a full disk, a closed pipe)
    /// makes the exit status 1 (`StandardStream`), as in the other tools.
    static func say(_ line: String) {
        StandardStream.output.write(line + "\n")
    }

    /// One line on standard error.
    static func error(_ message: String) {
        StandardStream.error.write(message + "\n")
    }

    static func line(_ label: String, _ value: String) {
        say("  " + label.padding(to: labelWidth) + value)
    }

    static func block(_ r: SizeReport) {
        say("")
        say("== \(grouped(r.rows)) rows ==")
        line("list setup (DemoList + Engine)", "\(fixed(r.setupMilliseconds, 2)) ms")
        costLines(input: r.inputCost, frame: r.frameCost)
        line("hit test, layout.slot(atContentY:)", "\(fixed(r.hitTestNanoseconds, 1)) ns per call")
        line("engine throughput, parsed events", "\(millions(r.engineEventsPerSecond)) M events/s")
        line("end-to-end replay, Replay.run(path:)",
             "\(millions(r.fileEventsPerSecond)) M events/s  (\(fixed(r.fileSeconds * 1000, 1)) ms for a \(fixed(Double(r.fileBytes) / 1e6, 1)) MB trace, list setup included)")
        // The demo header makes the replay build the list too; this shows what the trace itself costs.
        let withoutSetup = r.fileSeconds - r.setupMilliseconds / 1000
        let rate = withoutSetup > 0 ? millions(r.fileEventsPerSecond * r.fileSeconds / withoutSetup) : "-"
        line("", "\(rate) M events/s  without the list setup measured above")
        line("trace reading alone, TraceReader.readAll", "\(millions(r.parseEventsPerSecond)) M events/s  (parse only, no engine)")
        if let n = r.naive {
            line("LinearScanLayout, first \(grouped(n.events)) events",
                 "\(micro(n.naiveMeanNanoseconds)) vs \(micro(n.realMeanNanoseconds)) µs per event: ListLayout is \(ratio(n.speedup)) x faster")
        }
        let k = r.check
        line("check", "\(grouped(k.drags)) drags, \(grouped(k.movedRows)) rows moved, \(grouped(k.uniqueIDs)) unique ids of \(grouped(r.rows))"
             + (k.uniqueIDs == r.rows ? " (a permutation)" : " (NOT A PERMUTATION)"))
        line("", "state hash \(k.finalHash) in memory, \(k.fileHash) from the file"
             + (k.finalHash == k.fileHash ? " (same)" : " (DIFFERENT)"))
        line("peak memory (VmHWM)", "\(fixed(r.peakMemoryMB, 1)) MB  (ru_maxrss \(fixed(r.maxRSSMB, 1)) MB; under `swift run` it counts SwiftPM too)")
        if let e = r.editSession {
            line("with one edit a second (\(grouped(e.edits)))", "p99 per input \(micro(e.inputCost.p99)) µs, per edit p99 \(micro(e.editCost.p99)) µs, max \(micro(e.editCost.max)) µs")
            line("", "the first edit (the list into its tree, once) \(micro(e.firstEditNanoseconds)) µs")
        }
    }

    struct Target {
        var name: String
        var goal: String
        var value: String
        var met: Bool
    }

    /// Sizes named 1k and 1M in the targets are the smallest and largest run.
    static func targets(_ reports: [SizeReport]) -> [Target] {
        guard let small = reports.first, let large = reports.last else { return [] }
        let largeName = shortName(large.rows)
        var targets: [Target] = []
        let p99 = max(large.inputCost?.p99 ?? 0, large.frameCost?.p99 ?? 0)
        targets.append(Target(name: "p99 per event at \(largeName) rows", goal: "<= 10 µs", value: "\(micro(p99)) µs", met: p99 <= 10_000))
        let slowestEngine = reports.min { $0.engineEventsPerSecond < $1.engineEventsPerSecond }!
        targets.append(Target(name: "engine throughput (slowest size)", goal: ">= 10 M events/s",
                              value: "\(millions(slowestEngine.engineEventsPerSecond)) M at \(shortName(slowestEngine.rows))",
                              met: slowestEngine.engineEventsPerSecond >= 10_000_000))
        let slowestFile = reports.min { $0.fileEventsPerSecond < $1.fileEventsPerSecond }!
        targets.append(Target(name: "end-to-end replay (slowest size)", goal: ">= 1 M events/s",
                              value: "\(millions(slowestFile.fileEventsPerSecond)) M at \(shortName(slowestFile.rows))",
                              met: slowestFile.fileEventsPerSecond >= 1_000_000))
        if reports.count > 1, let a = small.inputCost?.median, let b = large.inputCost?.median {
            let r = b / max(a, 1)
            targets.append(Target(name: "cost ratio \(largeName)/\(shortName(small.rows)) (median input event)", goal: "<= 1.5",
                                  value: "\(fixed(b / 1000, 3)) / \(fixed(a / 1000, 3)) µs = \(fixed(r, 2))", met: r <= 1.5))
        }
        if let e = large.editSession {
            targets.append(Target(name: "p99 per input, one edit a second, at \(largeName) rows", goal: "<= 10 µs",
                                  value: "\(micro(e.inputCost.p99)) µs", met: e.inputCost.p99 <= 10_000))
        }
        targets.append(Target(name: "peak memory at \(largeName) rows", goal: "<= 150 MB", value: "\(fixed(large.peakMemoryMB, 1)) MB",
                              met: large.peakMemoryMB <= 150))
        return targets
    }

    /// The per-event costs, inputs and frames apart, as every block prints them.
    static func costLines(input: Summary?, frame: Summary?) {
        if let c = input {
            line("per input event  median / p99 / max", "\(micro(c.median)) / \(micro(c.p99)) / \(micro(c.max)) µs  (\(grouped(c.count)) down/move/up/wheel/key)")
        }
        if let c = frame {
            line("per frame        median / p99 / max", "\(micro(c.median)) / \(micro(c.p99)) / \(micro(c.max)) µs  (\(grouped(c.count)) frames)")
        }
    }

    static func block(_ r: LayoutReport) {
        say("")
        say("== \(r.layout.rawValue), \(grouped(r.items)) \(r.layout == .sections ? "rows in \(grouped(max(1, r.items / 1_000))) sections" : "items") ==")
        line("setup (content + engine)", "\(fixed(r.setupMilliseconds, 1)) ms")
        costLines(input: r.inputCost, frame: r.frameCost)
        line("hit test, layout.slot(at:)", "\(fixed(r.hitTestLarge, 1)) ns per call (\(fixed(r.hitTestSmall, 1)) ns at 1,000)")
        if let m = r.blankMove {
            line("blank move, GridLayout.moveGap", "\(micro(m.median)) / \(micro(m.p99)) / \(micro(m.max)) µs median / p99 / max, "
                 + "\(fixed(r.reflowSlots, 1)) slots flowed again a move")
        }
        if let p = r.placement {
            line("placement rule + blank move", "\(micro(p.median)) / \(micro(p.p99)) / \(micro(p.max)) µs median / p99 / max "
                 + "(\(grouped(p.count)) pointer events); drop's commit \(fixed(r.commitMicroseconds, 0)) µs")
        }
        if r.layout == .sections {
            line("placement rule, move + 3 pt hysteresis", "\(fixed(r.placementNanoseconds, 1)) ns per call")
        }
        line("memory, peak added (rows + layout)", "\(fixed(r.memoryMB, 1)) MB")
        line("check", "\(grouped(r.drags)) drags, " + (r.permutation ? "a permutation" : "NOT A PERMUTATION")
             + ", state hash \(r.hashes.0) twice" + (r.hashes.0 == r.hashes.1 ? " (same)" : " (DIFFERENT: \(r.hashes.1))"))
    }

    static func targets(_ reports: [LayoutReport]) -> [Target] {
        reports.flatMap { r -> [Target] in
            let p99 = max(r.inputCost?.p99 ?? 0, r.frameCost?.p99 ?? 0), goal = r.layout.p99TargetMicroseconds
            return [
                Target(name: "p99 per event, \(r.layout.rawValue) \(shortName(r.items))", goal: "<= \(Int(goal)) µs",
                       value: "\(micro(p99)) µs", met: p99 <= goal * 1000),
                Target(name: "memory, \(r.layout.rawValue) \(shortName(r.items))", goal: "<= 200 MB",
                       value: "\(fixed(r.memoryMB, 1)) MB", met: r.memoryMB <= 200),
            ]
        }
    }

    static func printTargets(_ targets: [Target]) {
        say("")
        say("== targets ==")
        for t in targets {
            say("  " + t.name.padding(to: 44) + t.goal.padding(to: 18) + t.value.padding(to: 24) + (t.met ? "met" : "MISSED"))
        }
    }

    // MARK: Numbers

    static func micro(_ nanoseconds: Double) -> String { fixed(nanoseconds / 1000, 3) }
    static func millions(_ perSecond: Double) -> String { fixed(perSecond / 1e6, 2) }
    static func ratio(_ x: Double) -> String { x >= 100 ? grouped(Int(x.rounded())) : fixed(x, 1) }

    static func shortName(_ rows: Int) -> String {
        if rows >= 1_000_000, rows % 1_000_000 == 0 { return "\(rows / 1_000_000)M" }
        if rows >= 1_000, rows % 1_000 == 0 { return "\(rows / 1_000)k" }
        return "\(rows)"
    }

    /// `1234567` as `1,234,567`.
    static func grouped(_ n: Int) -> String {
        let digits = String(n.magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return n < 0 ? "-" + out : out
    }

    /// `x` with `digits` decimals (ReorderKit's `fixed`), its whole part grouped: "1,234.50"; "-"
    /// when not finite.
    static func fixed(_ x: Double, _ digits: Int) -> String {
        guard x.isFinite else { return "-" }
        let text = x.fixed(digits)
        let sign = text.hasPrefix("-") ? "-" : ""
        let unsigned = text.dropFirst(sign.count)
        let whole = unsigned.prefix { $0 != "." }
        guard let n = Int(whole) else { return text }  // "1e+16": no digits to group
        return sign + grouped(n) + unsigned.dropFirst(whole.count)
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
