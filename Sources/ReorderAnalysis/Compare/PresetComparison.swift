import ReorderKit
import ReorderTrace

/// What one preset made of one press.
public struct PresetDecision: Equatable, Sendable {
    /// `lift`, `pan`, `tap` or `cancelled` (`PressOutcome`), or `ignored`: the down began no press
    /// under this preset (another pointer held the list).
    public var outcome: String
    /// Seconds: when it was decided (a lift's time); an ignored down's own time. Rounded to 1e-9 s
    /// (`TraceInfo.round`) so a deadline's sum (0.1 + 0.2 = 0.30000000000000004) reads as it is meant.
    public var t: Double
}

/// One down of a trace and each preset's decision on it, in the order of the presets.
public struct ComparedPress: Equatable, Sendable {
    /// The down's event line, 0 for the first.
    public var input: Int
    public var t: Double
    public var pointer: PointerID
    public var rowID: String?
    public var intent: Intent?
    public var decisions: [PresetDecision]

    /// The presets decided differently: another outcome, or a lift at another time.
    public var differs: Bool {
        guard let first = decisions.first else { return false }
        return decisions.contains { $0.outcome != first.outcome || ($0.outcome == PressOutcome.lift.rawValue && $0.t != first.t) }
    }
}

/// One trace replayed under each preset.
public struct ComparedTrace: Equatable, Sendable {
    public var name: String
    /// Seconds of the last event line.
    public var duration: Double
    public var presses: [ComparedPress]
    /// Each preset's replay result (the final order, moves, stateHash), in the order of the presets.
    public var results: [ReplayResult]
    /// Each preset's score against the intent marks, as `tune` scores.
    public var scores: [SweepScore]
}

/// Traces replayed under each of some presets: the preset's values (`TuningPreset.keys`, converted
/// with the header's density) replace the trace's own, in the header and in live `tuning` lines,
/// as a sweep's swept names do; every other value is the trace's.
public struct PresetComparison: Equatable, Sendable {
    public var presets: [TuningPreset]
    public var traces: [ComparedTrace]

    /// Replays each trace once per preset, each in the engine of the trace's layout. A trace that
    /// cannot be read or is malformed throws `FILE:LINE:` as `replay` does.
    public static func run(paths: [String], presets: [TuningPreset], onWarning: ((String) -> Void)? = nil) throws(TraceError) -> PresetComparison {
        var traces: [ComparedTrace] = []
        for path in paths { traces.append(try compare(path: path, presets: presets, onWarning: onWarning)) }
        return PresetComparison(presets: presets, traces: traces)
    }

    static func compare(path: String, presets: [TuningPreset], onWarning: ((String) -> Void)?) throws(TraceError) -> ComparedTrace {
        var gestures: [[StreamedGesture]] = [], results: [ReplayResult] = [], duration = 0.0
        for (k, preset) in presets.enumerated() {
            let reader = try TraceReader(path: path, onWarning: k == 0 ? onWarning : nil)
            var header = reader.header
            do throws(TuningError) {
                header.tuning.merge(try preset.jsonObject(density: header.density)) { $1 }
            } catch {
                throw TraceError(file: reader.file, line: 1, message: error.description)  // as `withEngine` words it
            }
            var watch = Both(LastEventTime(), GestureObserver())
            results.append(try Replay.run(reader, header: header, observer: &watch, edit: Self.withoutPresetKeys))
            gestures.append(watch.second.sink)
            if k == 0 { duration = watch.first.t }
        }
        return ComparedTrace(name: path, duration: duration, presses: Self.presses(gestures), results: results,
                             scores: gestures.map(Self.score))
    }

    /// A live `tuning` line without the names the preset sets (a line left empty stays an input).
    static func withoutPresetKeys(_ timed: TimedEvent) -> TimedEvent {
        guard case .tuning(let values) = timed.event, values.names.contains(where: TuningPreset.keys.contains) else { return timed }
        return TimedEvent(t: timed.t, .tuning(values.removing(Set(TuningPreset.keys), fromOverrides: false)))
    }

    /// The downs of every replay, in input order, each with every replay's decision.
    static func presses(_ replays: [[StreamedGesture]]) -> [ComparedPress] {
        var byInput: [Int: ComparedPress] = [:]
        for (k, gestures) in replays.enumerated() {
            for streamed in gestures {
                let decision: PresetDecision
                var press: ComparedPress
                switch streamed.gesture {
                case .press(let report):
                    decision = PresetDecision(outcome: report.outcome.rawValue, t: TraceInfo.round(report.end, scale: 1e9))
                    press = ComparedPress(input: streamed.input, t: TraceInfo.round(report.start, scale: 1e9), pointer: report.pointer, rowID: report.rowID,
                                          intent: report.intent, decisions: [])
                case .ignoredDown(let t, let pointer, _, let intent):
                    decision = PresetDecision(outcome: "ignored", t: t)
                    press = ComparedPress(input: streamed.input, t: t, pointer: pointer, rowID: nil, intent: intent, decisions: [])
                case .droppedDown(let t, let pointer, let intent):
                    decision = PresetDecision(outcome: "dropped", t: t)
                    press = ComparedPress(input: streamed.input, t: t, pointer: pointer, rowID: nil, intent: intent, decisions: [])
                case .lift, .drop, .dragCancelled, .panEnded, .coastEnded, .tuning:
                    continue
                }
                if let known = byInput[streamed.input] {
                    press = known
                    if press.rowID == nil, case .press(let report) = streamed.gesture { press.rowID = report.rowID }
                }
                // A replay that has no decision for a down yet gets a placeholder, filled in below.
                while press.decisions.count < k { press.decisions.append(PresetDecision(outcome: "ignored", t: press.t)) }
                press.decisions.append(decision)
                byInput[streamed.input] = press
            }
        }
        return byInput.keys.sorted().map { input in
            var press = byInput[input]!
            while press.decisions.count < replays.count { press.decisions.append(PresetDecision(outcome: "ignored", t: press.t)) }
            return press
        }
    }

    static func score(_ gestures: [StreamedGesture]) -> SweepScore {
        var score = SweepScore()
        for gesture in gestures { score.add(gesture.gesture) }
        return score
    }

    /// Labelled downs in all the traces.
    public var labelledPresses: Int { traces.reduce(0) { $0 + ($1.scores.first?.labelled ?? 0) } }

    /// One preset's totals over every trace.
    public struct Summary: Equatable, Sendable {
        public var preset: TuningPreset
        public var taps = 0, pans = 0, lifts = 0, cancelled = 0, ignored = 0
        /// Completed drags that moved a row.
        public var moves = 0
        /// Presses on which this preset decided unlike the first preset.
        public var unlikeFirst = 0
        public var score = SweepScore()
    }

    public var summaries: [Summary] {
        presets.indices.map { k in
            var summary = Summary(preset: presets[k])
            for trace in traces {
                summary.moves += trace.results[k].moves.count
                summary.score.merge(trace.scores[k])
                for press in trace.presses {
                    let decision = press.decisions[k]
                    switch decision.outcome {
                    case PressOutcome.tap.rawValue: summary.taps += 1
                    case PressOutcome.pan.rawValue: summary.pans += 1
                    case PressOutcome.lift.rawValue: summary.lifts += 1
                    case PressOutcome.cancelled.rawValue: summary.cancelled += 1
                    default: summary.ignored += 1
                    }
                    let first = press.decisions[0]
                    if decision.outcome != first.outcome || (decision.outcome == PressOutcome.lift.rawValue && decision.t != first.t) {
                        summary.unlikeFirst += 1
                    }
                }
            }
            return summary
        }
    }
}

/// The time of the trace's last event line, seconds (0 without any).
private struct LastEventTime: TraceObserver {
    var t = 0.0

    mutating func willHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) { t = event.t }
}
