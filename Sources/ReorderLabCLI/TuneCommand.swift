import Foundation
import ReorderKit
import ReorderAnalysis
import ReorderPlot

/// `reorder-lab tune TRACES... --long-press A:B:STEP --movement A:B:STEP [--png FILE.png] [--json] [--workers N]`:
/// replays labelled traces over a grid of the two long-press parameters and recommends a pair.
enum TuneCommand {
    static let usage = """
        usage: reorder-lab tune TRACES... --long-press A:B:STEP --movement A:B:STEP [--png FILE.png] [--json] [--workers N]

        Replays every trace under every (longPressSeconds, allowableMovement) pair of the grid (both
        ranges inclusive) and scores the engine's decisions against the `mark` lines
        (intent:reorder, intent:scroll, intent:tap) that precede each down. The swept values replace
        the traces' own, in the header and in live `tuning` lines.

          TRACES              trace files, or directories of *.jsonl traces
          --long-press A:B:STEP   seconds, e.g. 0.2:0.8:0.05
          --movement A:B:STEP     points, e.g. 4:20:1
          --png FILE.png      also write a heatmap of errors per pair
          --json              {"results":[{"longPressSeconds":..,"allowableMovement":..,"correct":..,
                              "missedLifts":..,"falseLifts":..,"lostTaps":..,"other":..,"ignored":..,
                              "cancelled":..,"meanTimeToLift":..}],
                              "best":{"longPressSeconds":..,"allowableMovement":..},"labelledPresses":..}
          --workers N         threads sharing the pairs (default 2); the result does not depend on it

        Every labelled down is in one column: correct: reorder -> lift, scroll -> pan, tap -> tap.
        missedLifts: meant to reorder, panned or tapped. falseLifts: meant to scroll or tap, lifted.
        lostTaps: meant to tap, panned. other: meant to scroll, tapped. (errors: those four.) ignored:
        a down the engine ignored (another finger held the list). cancelled: taken away before a
        decision (cancel, Escape, focus lost, wheel, end of trace). best: fewest errors, then the
        shortest press, then the smallest movement; none when no labelled press was decided. A mark
        naming another intent (intent:Reorder) is warned about and ignored.
        A range has at most 10000 values, a grid at most 1000000 pairs. The --png file is checked
        before any trace is read.

        A trace that cannot be read or is malformed is reported (FILE:LINE: ..., skipped) and left
        out. Exit status: 0 done; 1 the heatmap could not be written, or no usable trace and one of
        them could not be read; 2 no usable trace, all of them malformed; 64 bad arguments.
        """

    struct Options {
        var files: [String] = []
        var longPress: SweepRange?
        var movement: SweepRange?
        var png: String?
        var json = false
        var workers = 2
    }

    static func run(_ arguments: [String], console: Console) -> Int32 {
        let options: Options
        switch parse(arguments) {
        case .success(let parsed): options = parsed
        case .failure(.help):
            console.out(usage)
            return ExitStatus.success
        case .failure(.message(let message)):
            console.err("reorder-lab tune: \(message); see `reorder-lab tune --help`")
            return ExitStatus.usage
        }
        guard let longPress = options.longPress, let movement = options.movement else {
            console.err("reorder-lab tune: --long-press and --movement are both required; see `reorder-lab tune --help`")
            return ExitStatus.usage
        }
        let pairs = longPress.values.count * movement.values.count
        guard pairs <= TuningSweep.maximumPairs else {
            console.err("reorder-lab tune: --long-press and --movement make \(longPress.values.count) x \(movement.values.count) = "
                        + "\(pairs) pairs, more than \(TuningSweep.maximumPairs); see `reorder-lab tune --help`")
            return ExitStatus.usage
        }

        let files = expand(options.files, console: console)
        if let png = options.png, let input = files.first(where: { OutputFile.isSameFile(png, $0) }) {
            console.err("reorder-lab tune: --png \(png) would replace the trace \(input)")
            return ExitStatus.usage
        }
        if let png = options.png, let problem = OutputCheck.problem(writing: png) {
            console.err("reorder-lab tune: \(png): \(problem)")
            return ExitStatus.ioError
        }
        var traces: [SweepTrace] = []
        var anyUnreadable = false
        for file in files {
            do {
                traces.append(try SweepTrace(path: file, onWarning: console.err))
            } catch {
                console.err("\(error.description), skipped")
                anyUnreadable = anyUnreadable || error.isIOError
            }
        }
        guard !traces.isEmpty else {
            console.err("reorder-lab tune: no usable trace")
            return anyUnreadable ? ExitStatus.ioError : ExitStatus.malformed
        }

        let clock = ContinuousClock()
        let start = clock.now
        let report: SweepReport
        do {
            report = try TuningSweep.run(traces, longPress: longPress.values, movement: movement.values,
                                         workers: options.workers)
        } catch {
            console.err("\(error.description) (the trace changed during the sweep)")
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
        let elapsed = start.duration(to: clock.now)

        if let png = options.png {
            let problem: String?
            do {
                problem = OutputFile.replaceAtomically(png, with: try SweepHeatmap.png(report))
            } catch {
                problem = "cannot draw the picture: \(error)"
            }
            if let problem {
                console.err("reorder-lab tune: \(png): \(problem)")
                return ExitStatus.ioError
            }
        }
        let speed = throughput(report, elapsed: elapsed, workers: min(options.workers, report.results.count))
        if options.json {
            console.out(report.json)
            console.err(speed)
        } else {
            console.out(corpusLine(traces) + "\n" + report.table)
            console.out(speed)
        }
        return ExitStatus.success
    }

    enum ParseError: Error {
        case help
        case message(String)
    }

    static func parse(_ arguments: [String]) -> Result<Options, ParseError> {
        var options = Options()
        var i = 0
        // `--name VALUE` or `--name=VALUE`.
        func value(_ name: String, _ argument: String) -> String? {
            if argument.hasPrefix(name + "=") { return String(argument.dropFirst(name.count + 1)) }
            i += 1
            return i < arguments.count ? arguments[i] : nil
        }
        while i < arguments.count {
            let argument = arguments[i]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            switch name {
            case "-h", "--help":
                return .failure(.help)
            case "--json":
                options.json = true
            case "--long-press", "--movement":
                guard let text = value(name, argument) else { return .failure(.message("\(name) needs A:B:STEP")) }
                do {
                    let range = try SweepRange(parsing: text)
                    if name == "--long-press" { options.longPress = range } else { options.movement = range }
                } catch {
                    return .failure(.message("\(name): \(error.message)"))
                }
            case "--png":
                guard let file = value(name, argument), !file.isEmpty else { return .failure(.message("--png needs a FILE")) }
                guard file.lowercased().hasSuffix(".png") else {
                    return .failure(.message("--png \(file): the heatmap is a PNG: name it *.png"))
                }
                options.png = file
            case "--workers":
                guard let text = value(name, argument), let n = Int(text), n >= 1, n <= 256 else {
                    return .failure(.message("--workers needs a count from 1 to 256"))
                }
                options.workers = n
            case _ where argument.hasPrefix("-") && argument != "-":
                return .failure(.message("unknown option '\(argument)'"))
            default:
                options.files.append(argument)
            }
            i += 1
        }
        if options.files.isEmpty { return .failure(.message("expected at least one trace")) }
        return .success(options)
    }

    /// Directories stand for the `.jsonl` files in them, sorted by name so the order is the same
    /// on every machine.
    static func expand(_ paths: [String], console: Console) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(path)  // a missing file is reported when it fails to open
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let traces = names.filter { $0.hasSuffix(".jsonl") }.sorted()
            if traces.isEmpty { console.err("\(path): no .jsonl traces in this directory, skipped") }
            files += traces.map { (path as NSString).appendingPathComponent($0) }
        }
        return files
    }

    static func corpusLine(_ traces: [SweepTrace]) -> String {
        var labelled: [Intent: Int] = [:]
        for trace in traces {
            for (intent, count) in trace.labelledDowns { labelled[intent, default: 0] += count }
        }
        let events = traces.reduce(0) { $0 + $1.eventCount }
        let intents = Intent.allCases.map { "\($0.rawValue) \(labelled[$0] ?? 0)" }.joined(separator: ", ")
        return "\(traces.count) \(traces.count == 1 ? "trace" : "traces"), \(events) events; labelled downs: \(intents)"
    }

    /// `replayed N events in T s on W workers: R events/s per core`.
    static func throughput(_ report: SweepReport, elapsed: Duration, workers: Int) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let perCore = seconds > 0 ? Double(report.eventsReplayed) / seconds / Double(max(workers, 1)) : 0
        return "replayed \(report.eventsReplayed) events (\(report.results.count) pairs) in "
            + String(format: "%.2f", seconds) + " s on \(workers) \(workers == 1 ? "worker" : "workers"): "
            + String(format: "%.2f", perCore / 1e6) + " M events/s per core"
    }
}
