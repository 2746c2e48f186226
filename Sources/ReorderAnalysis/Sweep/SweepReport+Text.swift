import ReorderText
import ReorderTrace

extension SweepReport {
    /// The machine-readable report: `{"results":[{...}],"best":{...},"labelledPresses":N}`, numbers
    /// as the trace writer writes them, the table's columns, `meanTimeToLift` null when no press
    /// lifted correctly, `best` null when there is nothing to recommend (see `best`).
    public var json: String {
        var out = "{\"results\":["
        for (i, result) in results.enumerated() {
            if i > 0 { out += "," }
            out += "{\"longPressSeconds\":"
            TraceWriter.appendNumber(result.pair.longPressSeconds, to: &out)
            out += ",\"allowableMovement\":"
            TraceWriter.appendNumber(result.pair.allowableMovement, to: &out)
            let score = result.score
            out += ",\"correct\":\(score.correct),\"missedLifts\":\(score.missedLifts),\"falseLifts\":\(score.falseLifts)"
            out += ",\"lostTaps\":\(score.lostTaps),\"other\":\(score.other),\"ignored\":\(score.ignored)"
            out += ",\"cancelled\":\(score.cancelled),\"meanTimeToLift\":"
            if let mean = score.meanTimeToLift { TraceWriter.appendNumber(mean, to: &out) } else { out += "null" }
            out += "}"
        }
        out += "],\"best\":"
        if let best {
            out += "{\"longPressSeconds\":"
            TraceWriter.appendNumber(best.pair.longPressSeconds, to: &out)
            out += ",\"allowableMovement\":"
            TraceWriter.appendNumber(best.pair.allowableMovement, to: &out)
            out += "}"
        } else {
            out += "null"
        }
        return out + ",\"labelledPresses\":\(labelledPresses)}"
    }

    /// One row per pair, columns aligned, then the recommendation.
    public var table: String {
        let header = ["longPress", "movement", "correct", "missedLifts", "falseLifts", "lostTaps", "other", "errors",
                      "ignored", "cancelled", "meanTimeToLift"]
        var rows = [header]
        for result in results {
            let score = result.score
            rows.append([
                Self.number(result.pair.longPressSeconds), Self.number(result.pair.allowableMovement),
                "\(score.correct)", "\(score.missedLifts)", "\(score.falseLifts)", "\(score.lostTaps)",
                "\(score.other)", "\(score.errors)", "\(score.ignored)", "\(score.cancelled)",
                score.meanTimeToLift.map(Self.seconds) ?? "-",
            ])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var lines = rows.map { row in
            zip(row, widths).map { String(repeating: " ", count: $1 - $0.count) + $0 }.joined(separator: "  ")
        }
        lines.append(bestLine)
        return lines.joined(separator: "\n")
    }

    /// `best: longPressSeconds=0.3 allowableMovement=10 (2 errors)`, or why there is none.
    public var bestLine: String {
        guard let best else { return "best: none: " + noBestReason }
        let errors = best.score.errors
        return "best: longPressSeconds=\(Self.number(best.pair.longPressSeconds)) "
            + "allowableMovement=\(Self.number(best.pair.allowableMovement)) (\(errors) \(errors == 1 ? "error" : "errors"))"
    }

    /// Why `best` is nil.
    public var noBestReason: String {
        if results.isEmpty { return "empty grid" }
        let labelled = labelledPresses
        if labelled == 0 { return "no labelled presses (put intent:reorder, intent:scroll or intent:tap marks before downs)" }
        return "none of the \(labelled) labelled \(labelled == 1 ? "press was" : "presses were") decided (all ignored or cancelled)"
    }

    package static func number(_ n: Double) -> String {
        var text = ""
        TraceWriter.appendNumber(n, to: &text)
        return text
    }

    /// Seconds to the millisecond, which is finer than any frame.
    static func seconds(_ s: Double) -> String { TraceInfo.fixed(s, 3) }
}
