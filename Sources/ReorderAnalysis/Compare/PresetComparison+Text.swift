import ReorderKit
import ReorderText
import ReorderTrace

extension PresetComparison {
    /// For people: per trace, every press with each preset's decision (`*` where they differ) and
    /// the final order under each; then a summary per preset, scored where presses are labelled.
    /// File names and row ids escaped (`escapedForMessage`); `json` keeps them exact.
    public var text: String {
        var lines = ["presets: " + presets.map { "\($0.rawValue) (\(Self.describe($0)))" }.joined(separator: "; ")]
        let nameWidth = presets.map(\.rawValue.count).max() ?? 0
        for trace in traces {
            let differing = trace.presses.filter(\.differs).count
            lines.append("")
            lines.append("\(trace.name.escapedForMessage): \(trace.presses.count) \(trace.presses.count == 1 ? "press" : "presses"), \(differing) decided differently")
            for press in trace.presses {
                var head = "  \(press.differs ? "*" : " ") \(TraceInfo.fixed(press.t, 3)) \(press.pointer.kind.rawValue) \(press.pointer.id)"
                if let row = press.rowID { head += " on \(row.escapedForMessage)" }
                if let intent = press.intent { head += " (meant \(intent.rawValue))" }
                lines.append(head)
                for (preset, decision) in zip(presets, press.decisions) {
                    let name = preset.rawValue + String(repeating: " ", count: nameWidth - preset.rawValue.count)
                    lines.append("      \(name)  \(decision.outcome) at \(TraceInfo.fixed(decision.t, 3))")
                }
            }
            lines.append(contentsOf: orderLines(trace))
        }
        lines.append("")
        lines.append(contentsOf: summaryTable)
        return lines.joined(separator: "\n")
    }

    /// `0.5 s, 10 pt; mouse by 8 pt; autoscroll 1680 pt/s quadratic, ramp 1.2 s quadratic`.
    static func describe(_ preset: TuningPreset) -> String {
        let tuning = preset.tuning
        var parts = ["\(tuning.longPressSeconds.formatted) s, \(tuning.allowableMovement.formatted) pt"]
        let mouse = tuning.resolved(for: .mouse)
        if mouse.activation == .distance { parts.append("mouse by \(mouse.activationDistance.formatted) pt") }
        if preset.spec.autoscroll != nil {
            var autoscroll = "autoscroll \(tuning.autoscrollMaxSpeed.formatted) pt/s \(tuning.autoscrollCurve.rawValue)"
            if tuning.autoscrollRampSeconds > 0 {
                autoscroll += ", ramp \(tuning.autoscrollRampSeconds.formatted) s \(tuning.autoscrollRampCurve.rawValue)"
            }
            parts.append(autoscroll)
        }
        return parts.joined(separator: "; ")
    }

    /// `  order: the same under every preset: milk 0 -> 2`, or one line per preset.
    private func orderLines(_ trace: ComparedTrace) -> [String] {
        func moves(_ result: ReplayResult) -> String {
            result.moves.isEmpty ? "nothing moved" : result.moves.map { "\($0.id.escapedForMessage) \($0.from) -> \($0.to)" }.joined(separator: ", ")
        }
        guard let first = trace.results.first else { return [] }
        if trace.results.allSatisfy({ $0.order == first.order }) {
            return ["  final order the same under every preset (\(moves(first)))"]
        }
        return ["  final order differs:"] + zip(presets, trace.results).map { "      \($0.rawValue): \(moves($1))" }
    }

    /// One row per preset: its decisions, moves, presses unlike the first preset's, and with labelled
    /// presses `tune`'s columns.
    var summaryTable: [String] {
        let labelled = labelledPresses > 0
        var header = ["preset", "taps", "pans", "lifts", "cancelled", "ignored", "moves", "unlike first"]
        if labelled { header += ["correct", "missedLifts", "falseLifts", "lostTaps", "other", "errors"] }
        var rows = [header]
        for summary in summaries {
            var row = [summary.preset.rawValue, "\(summary.taps)", "\(summary.pans)", "\(summary.lifts)", "\(summary.cancelled)",
                       "\(summary.ignored)", "\(summary.moves)", "\(summary.unlikeFirst)"]
            let score = summary.score
            if labelled {
                row += ["\(score.correct)", "\(score.missedLifts)", "\(score.falseLifts)", "\(score.lostTaps)", "\(score.other)",
                        "\(score.errors)"]
            }
            rows.append(row)
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = ["summary (\(traces.count) \(traces.count == 1 ? "trace" : "traces")"
                     + (labelled ? ", \(labelledPresses) labelled presses):" : ", no labelled presses):")]
        lines += rows.map { row in
            zip(row, widths).enumerated().map { column, cell in
                let pad = String(repeating: " ", count: cell.1 - cell.0.count)
                return column == 0 ? cell.0 + pad : pad + cell.0
            }.joined(separator: "  ")
        }
        return lines
    }

    /// `{"presets":[{"name","values"}],"traces":[{"file","presses":[{"t","pointer","row","intent",
    /// "differs","decisions":{PRESET:{"outcome","t"}}}],"results":{PRESET:RESULT}}],
    /// "summary":{PRESET:{...}},"labelledPresses":N}`; a result is `replay --json`'s object.
    public var json: String {
        var out = "{\"presets\":["
        for (i, preset) in presets.enumerated() {
            if i > 0 { out += "," }
            out += "{\"name\":"
            TraceWriter.appendString(preset.rawValue, to: &out)
            out += ",\"values\":"
            TraceWriter.appendValue(.object(preset.jsonObject), to: &out)
            out += "}"
        }
        out += "],\"traces\":["
        for (i, trace) in traces.enumerated() {
            if i > 0 { out += "," }
            out += "{\"file\":"
            TraceWriter.appendString(trace.name, to: &out)
            out += ",\"presses\":["
            for (j, press) in trace.presses.enumerated() {
                if j > 0 { out += "," }
                out += "{\"t\":"
                TraceWriter.appendNumber(press.t, to: &out)
                out += ",\"pointer\":\"\(press.pointer.kind.rawValue) \(press.pointer.id)\",\"row\":"
                if let row = press.rowID { TraceWriter.appendString(row, to: &out) } else { out += "null" }
                out += ",\"intent\":" + (press.intent.map { "\"\($0.rawValue)\"" } ?? "null")
                out += ",\"differs\":\(press.differs),\"decisions\":{"
                for (k, (preset, decision)) in zip(presets, press.decisions).enumerated() {
                    if k > 0 { out += "," }
                    out += "\"\(preset.rawValue)\":{\"outcome\":\"\(decision.outcome)\",\"t\":"
                    TraceWriter.appendNumber(decision.t, to: &out)
                    out += "}"
                }
                out += "}}"
            }
            out += "],\"results\":{"
            for (k, (preset, result)) in zip(presets, trace.results).enumerated() {
                if k > 0 { out += "," }
                out += "\"\(preset.rawValue)\":" + result.json
            }
            out += "}}"
        }
        out += "],\"summary\":{"
        for (k, summary) in summaries.enumerated() {
            if k > 0 { out += "," }
            let score = summary.score
            out += "\"\(summary.preset.rawValue)\":{\"taps\":\(summary.taps),\"pans\":\(summary.pans),\"lifts\":\(summary.lifts)"
            out += ",\"cancelled\":\(summary.cancelled),\"ignored\":\(summary.ignored),\"moves\":\(summary.moves)"
            out += ",\"unlikeFirst\":\(summary.unlikeFirst),\"correct\":\(score.correct),\"missedLifts\":\(score.missedLifts)"
            out += ",\"falseLifts\":\(score.falseLifts),\"lostTaps\":\(score.lostTaps),\"other\":\(score.other),\"errors\":\(score.errors)}"
        }
        return out + "},\"labelledPresses\":\(labelledPresses)}"
    }
}
