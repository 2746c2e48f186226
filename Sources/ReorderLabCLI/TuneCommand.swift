import Foundation
import ReorderKit
import ReorderAnalysis
import ReorderPlot
import ReorderSupport
import ReorderText
import ReorderTrace

/// `reorder-lab tune TRACES... --long-press A:B:STEP --movement A:B:STEP [--png FILE] [--json] [--workers N]`:
/// replays labelled traces over a grid of the two long-press parameters and recommends a pair.
enum TuneCommand {
    static var syntax: CommandSyntax<Options> {
        CommandSyntax(program: "reorder-lab tune", operands: CommandOperands("TRACES", noun: "trace", count: .oneOrMore, help: [
            "trace files, or directories of *.jsonl traces",
        ]), options: [
            range("--long-press", \.longPress, help: "seconds, e.g. 0.2:0.8:0.05"),
            range("--movement", \.movement, help: "points, e.g. 4:20:1"),
            PictureFile.option(\.png, help: ["also write a heatmap of errors per pair"]),
            .flag("--json", \.json, help: [
                #"{"results":[{"longPressSeconds":..,"allowableMovement":..,"correct":..,"#,
                #""missedLifts":..,"falseLifts":..,"lostTaps":..,"other":..,"ignored":..,"#,
                #""cancelled":..,"meanTimeToLift":..}],"#,
                #""best":{"longPressSeconds":..,"allowableMovement":..},"labelledPresses":..}"#,
            ]),
            .value("--filter-sweep", "\"MODULE NAME=A:B:STEP\"", expects: "e.g. \"median depth=1:9:2\"",
                   help: ["also sweep one input filter's parameter (median depth, iir N, dejitter delta,",
                          "lowpass factor or threshold, debounce drop_threshold, skip nhead or ntail; the",
                          "others fixed); each value replays the whole grid; --png draws a grid per value"]) { (options, text) throws(ArgumentError) in
                options.filterSweep = try FilterSweep(parsing: text)
                return true
            },
            .value("--workers", "N", expects: "a count from 1 to 256",
                   help: ["threads sharing the pairs (default 2); the result does not depend on it"]) {
                guard let n = Int($1), n >= 1, n <= 256 else { return false }
                $0.workers = n
                return true
            },
        ], column: 22)
    }

    /// `--long-press A:B:STEP`, `--movement A:B:STEP`: required; what is wrong with a range is
    /// `SweepRange`'s to say.
    private static func range(_ name: String, _ field: WritableKeyPath<Options, SweepRange?>,
                              help: String) -> CommandOption<Options> {
        .value(name, "A:B:STEP", expects: "A:B:STEP", required: true, help: [help]) { (options, text) throws(ArgumentError) in
            do throws(SweepRangeError) {
                options[keyPath: field] = try SweepRange(parsing: text)
                return true
            } catch {
                throw ArgumentError("\(name): \(error.message)")
            }
        }
    }

    static let usage = """
        \(syntax.synopsis)

        Replays every trace under every (longPressSeconds, allowableMovement) pair of the grid (both
        ranges inclusive) and scores the engine's decisions against the `mark` lines
        (intent:reorder, intent:scroll, intent:tap) that precede each down. The swept values replace
        the traces' own, in the header and in live `tuning` lines.

        \(syntax.table)

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
        var filterSweep: FilterSweep?
    }

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        let options: Options
        switch syntax.arguments(parse(arguments), usage: usage, console: console) {
        case .success(let parsed): options = parsed
        case .failure(let exit): return exit
        }
        // The syntax requires both.
        guard let longPress = options.longPress, let movement = options.movement else { return ExitStatus.usage }
        let pairs = longPress.values.count * movement.values.count * (options.filterSweep?.values.count ?? 1)
        guard pairs <= TuningSweep.maximumPairs else {
            console.err("reorder-lab tune: --long-press and --movement make \(longPress.values.count) x \(movement.values.count) = "
                        + "\(pairs) pairs, more than \(TuningSweep.maximumPairs); see `reorder-lab tune --help`")
            return ExitStatus.usage
        }

        let files = expand(options.files, console: console)
        if let exit = PictureFile.check(options.png, inputs: files, program: "reorder-lab tune", console: console) { return exit }
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
        var report: SweepReport
        var filtered: [(value: Double, report: SweepReport)] = []
        do {
            if let sweep = options.filterSweep {
                for value in sweep.values {
                    let filter = try! sweep.filter(value)  // every value was checked when parsed
                    let imposed = traces.map { trace in
                        var trace = trace
                        trace.imposedFilters = [filter]
                        return trace
                    }
                    filtered.append((value, try TuningSweep.run(imposed, longPress: longPress.values, movement: movement.values,
                                                                workers: options.workers)))
                }
                report = (sweep.best(filtered).flatMap { best in filtered.first { $0.value == best.value } } ?? filtered[0]).report
                report.eventsReplayed = filtered.reduce(0) { $0 + $1.report.eventsReplayed }
            } else {
                report = try TuningSweep.run(traces, longPress: longPress.values, movement: movement.values,
                                             workers: options.workers)
            }
        } catch {
            console.err("\(error.description) (the trace changed during the sweep)")
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
        let elapsed = start.duration(to: clock.now)

        let picture = PictureFile.write(options.png, program: "reorder-lab tune", console: console) { format in
            if let sweep = options.filterSweep {
                try SweepHeatmap.file(filtered.map { SweepHeatmap.FilterPanel(label: sweep.label($0.value), report: $0.report) },
                                      best: sweep.best(filtered).flatMap { best in filtered.firstIndex { $0.value == best.value } }, format: format)
            } else {
                try SweepHeatmap.file(report, format: format)
            }
        }
        if let exit = picture { return exit }
        let speed = throughput(report, elapsed: elapsed, workers: min(options.workers, report.results.count))
        if let sweep = options.filterSweep {
            console.out(filterSweepOutput(sweep, filtered, traces: traces, json: options.json))
            console.err(speed)
            return ExitStatus.success
        }
        if options.json {
            console.out(report.json)
            console.err(speed)
        } else {
            console.out(corpusLine(traces) + "\n" + report.table)
            if let line = millimetreLine(report, traces) { console.out(line) }
            console.out(speed)
        }
        return ExitStatus.success
    }

    /// Per filter value its table (or JSON report), then the best value and its pair.
    static func filterSweepOutput(_ sweep: FilterSweep, _ reports: [(value: Double, report: SweepReport)],
                                  traces: [SweepTrace], json: Bool) -> String {
        let best = sweep.best(reports)
        if json {
            var out = "{\"filterSweep\":["
            out += reports.map { entry in
                "{\"filter\":\(jsonText((try? sweep.filter(entry.value))?.jsonObject ?? .null)),\"best\":\(bestJSON(entry.report.best)),"
                    + "\"report\":\(entry.report.json)}"
            }.joined(separator: ",")
            out += "],\"best\":"
            if let best, let filter = try? sweep.filter(best.value) {
                out += "{\"filter\":\(jsonText(filter.jsonObject)),\"longPressSeconds\":\(best.result.pair.longPressSeconds.formatted),"
                    + "\"allowableMovement\":\(best.result.pair.allowableMovement.formatted),\"errors\":\(best.result.score.errors)}"
            } else {
                out += "null"
            }
            return out + "}"
        }
        var lines = [corpusLine(traces)]
        for entry in reports {
            lines.append("")
            lines.append("inputFilters \(sweep.label(entry.value)):")
            lines.append(entry.report.table)
        }
        lines.append("")
        lines.append("best pair per filter value:")
        for entry in reports {
            lines.append("  \(sweep.label(entry.value)): " + (entry.report.best.map(pairText) ?? "none (no labelled press was decided)"))
        }
        lines.append("")
        if let best {
            lines.append("best filter: \(sweep.label(best.value)), longPressSeconds=\(best.result.pair.longPressSeconds.formatted) "
                         + "allowableMovement=\(best.result.pair.allowableMovement.formatted) (\(best.result.score.errors) "
                         + (best.result.score.errors == 1 ? "error; " : "errors; ")
                         + "ties go to the \(sweep.lighterValues) \(sweep.swept), the lighter filter)")
        } else {
            lines.append("best filter: none (no labelled press was decided)")
        }
        return lines.joined(separator: "\n")
    }

    /// `longPressSeconds=0.3 allowableMovement=10 (2 errors)`.
    private static func pairText(_ result: SweepResult) -> String {
        "longPressSeconds=\(result.pair.longPressSeconds.formatted) allowableMovement=\(result.pair.allowableMovement.formatted) "
            + "(\(result.score.errors) \(result.score.errors == 1 ? "error" : "errors"))"
    }

    /// `{"longPressSeconds":..,"allowableMovement":..,"errors":..}`, or null.
    private static func bestJSON(_ result: SweepResult?) -> String {
        guard let result else { return "null" }
        return "{\"longPressSeconds\":\(result.pair.longPressSeconds.formatted),\"allowableMovement\":\(result.pair.allowableMovement.formatted),"
            + "\"errors\":\(result.score.errors)}"
    }

    private static func jsonText(_ value: JSONValue) -> String {
        switch value {
        case .object(let object):
            "{" + object.keys.sorted().map { "\"\($0)\":\(jsonText(object[$0]!))" }.joined(separator: ",") + "}"
        case .string(let text): "\"\(text)\""
        case .number(let x): x.formatted
        default: "null"
        }
    }

    static func parse(_ arguments: [String]) -> Parsed<Options> {
        syntax.parse(arguments, into: Options()) { options, operands in options.files = operands }
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
            if traces.isEmpty { console.err("\(path.escapedForMessage): no .jsonl traces in this directory, skipped") }
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

    /// `best allowableMovement 10 pt = 1.59 mm at 6.3 pt/mm`, when every trace gives the same density.
    static func millimetreLine(_ report: SweepReport, _ traces: [SweepTrace]) -> String? {
        guard let best = report.best, let density = traces.first?.pointsPerMillimetre,
              traces.allSatisfy({ $0.pointsPerMillimetre == density }) else { return nil }
        let points = best.pair.allowableMovement
        return "best allowableMovement \(TraceInfo.fixed(points, 1)) pt = \(TraceInfo.fixed(points / density, 2)) mm at "
            + "\(TraceInfo.fixed(density, 2)) pt/mm (the traces' pointsPerMillimetre)"
    }

    /// `replayed N events in T s on W workers: R events/s per core`.
    static func throughput(_ report: SweepReport, elapsed: Duration, workers: Int) -> String {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        let perCore = seconds > 0 ? Double(report.eventsReplayed) / seconds / Double(max(workers, 1)) : 0
        return "replayed \(report.eventsReplayed) events (\(report.results.count) pairs) in "
            + seconds.fixed(2) + " s on \(workers) \(workers == 1 ? "worker" : "workers"): "
            + (perCore / 1e6).fixed(2) + " M events/s per core"
    }
}
