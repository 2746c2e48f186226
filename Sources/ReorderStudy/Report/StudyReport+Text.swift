import ReorderKit
import ReorderText

/// The report for people: a table per condition, the comparisons in plain words, the `tune` lines.
/// Participant and condition names and folders come from files: escaped (`escapedForMessage`)
/// wherever they are written here; `json` keeps them exact.
extension StudyReport {
    public var text: String {
        var lines = [headline] + poolingLines + [""]
        lines += table
        lines.append("")
        lines += comparisonLines
        lines.append("")
        lines += participantLines
        let tune = tuneCommands
        if !tune.isEmpty {
            lines.append("")
            lines.append("the tuning these recordings recommend: `tune` sweeps them (practice included) against their intent marks:")
            lines += tune.map { "  " + ($0.participant.map { $0.escapedForMessage + ": " } ?? "all: ") + $0.command.escapedForMessage }
        }
        return lines.joined(separator: "\n")
    }

    var headline: String {
        let people = participants.map(\.name.escapedForMessage)
        let tasks = participants.reduce(0) { $0 + $1.tasks }
        let who = people.isEmpty ? "no participant with a finished task" : "\(Self.count(people.count, "participant")) (\(people.joined(separator: ", ")))"
        return "study: \(who), "
            + "\(Self.count(conditions.count, "condition")) (\(conditions.map(\.name.escapedForMessage).joined(separator: ", "))), "
            + "\(Self.count(tasks, "condition task")) (practice not counted)"
    }

    /// With several studies read, what was pooled and what was kept apart (and why).
    var poolingLines: [String] {
        guard studies.count > 1 else { return [] }
        let together = pooled.filter { $0.studies.count > 1 }.map(\.condition)
        let apart = pooled.filter { p in pooled.contains { $0.name == p.name && $0.condition != p.condition } }
        var lines = ["pooled from \(studies.count) studies (\(studies.joined(separator: ", "))): "
                     + (together.isEmpty ? "no condition shared under the same tuning, seed, block sizes and viewport"
                        : together.joined(separator: ", ") + " each under the same tuning, seed, block sizes and viewport")]
        if !apart.isEmpty {
            lines.append("reported apart (one name, another tuning or other tasks): "
                         + apart.map { "\($0.condition) from \($0.studies.joined(separator: " and "))" }.joined(separator: ", "))
        }
        return lines.map(\.escapedForMessage)
    }

    /// One row per condition; times over done tasks, errors and presses over every finished task.
    var table: [String] {
        let kinds = StudyTaskRecord.ErrorKind.allCases
        let header = ["condition", "done", "skipped", "median time [95% CI]", "errors/task"] + kinds.map(\.rawValue) + ["presses/task"]
        var rows = [header]
        for c in conditions {
            let time = c.medianSeconds.map { m in
                Self.seconds(m) + " s" + (c.interval.map { " [\(Self.seconds($0.lower)), \(Self.seconds($0.upper))]" } ?? "")
            } ?? "-"
            rows.append([c.name.escapedForMessage, String(c.done), String(c.skipped), time, c.errorsPerTask.map { $0.fixed(2) } ?? "-"]
                        + kinds.map { String(c.errors[$0] ?? 0) } + [c.pressesPerTask.map { $0.fixed(2) } ?? "-"])
        }
        let widths = header.indices.map { column in rows.map { $0[column].terminalColumns }.max()! }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let pad = String(repeating: " ", count: widths[column] - cell.terminalColumns)
                // The names and the interval read left to right; counts line up on the right.
                return column == 0 || column == 3 ? cell + pad : pad + cell
            }.joined(separator: "  ").trimmingTrailingSpaces
        }
    }

    var comparisonLines: [String] {
        guard !comparisons.isEmpty else { return ["paired comparisons: none (one condition)"] }
        var lines = ["paired comparisons (a pair: one participant's task of the same index under both conditions; "
                     + "time: the median difference over tasks done under both; errors: the mean difference per task over tasks finished "
                     + "under both, skips included):"]
        for c in comparisons {
            lines.append("  \(c.a.escapedForMessage) vs \(c.b.escapedForMessage)")
            // The words name the two conditions, and hold no line breaks of their own.
            lines.append("    time: " + Self.timeWords(c).escapedForMessage)
            lines.append("    errors: " + Self.errorWords(c).escapedForMessage)
        }
        return lines
    }

    static func timeWords(_ c: Comparison) -> String {
        let t = c.time
        guard let d = t.difference, let ci = t.interval, let p = t.signTestP else { return notEnough(t) }
        switch t.verdict {
        case .aLower:
            return "\(c.a) is faster than \(c.b) by \(seconds(-d)) s per task (95% CI \(seconds(-ci.upper)) to \(seconds(-ci.lower)); "
                + "\(t.aLower) of \(t.pairs) pairs; sign test \(pValue(p)))"
        case .bLower:
            return "\(c.b) is faster than \(c.a) by \(seconds(d)) s per task (95% CI \(seconds(ci.lower)) to \(seconds(ci.upper)); "
                + "\(t.bLower) of \(t.pairs) pairs; sign test \(pValue(p)))"
        case .noClearDifference, .notEnoughPairs:
            return "no clear difference: " + split(c, t, lower: "faster", unit: " s", p: p, d: d, ci: ci)
        }
    }

    static func errorWords(_ c: Comparison) -> String {
        let e = c.errors
        guard let d = e.difference, let ci = e.interval, let p = e.signTestP else { return notEnough(e) }
        switch e.verdict {
        case .aLower:
            return "\(c.a) makes fewer errors than \(c.b): \(number(-d)) fewer per task (95% CI \(number(-ci.upper)) to "
                + "\(number(-ci.lower)); fewer in \(e.aLower) of \(e.pairs) pairs; sign test \(pValue(p)))"
        case .bLower:
            return "\(c.b) makes fewer errors than \(c.a): \(number(d)) fewer per task (95% CI \(number(ci.lower)) to "
                + "\(number(ci.upper)); fewer in \(e.bLower) of \(e.pairs) pairs; sign test \(pValue(p)))"
        case .noClearDifference, .notEnoughPairs:
            return "no clear difference: " + split(c, e, lower: "fewer", unit: "", p: p, d: d, ci: ci)
        }
    }

    /// What the pairs show when no side is named, saying which test stood in the way.
    static func split(_ c: Comparison, _ pairs: PairedComparison, lower: String, unit: String, p: Double, d: Double,
                      ci: BootstrapInterval) -> String {
        let ways = "\(c.a) \(lower) in \(pairs.aLower) of \(pairs.pairs) pairs, \(c.b) in \(pairs.bLower)"
            + (pairs.ties > 0 ? ", the same in \(pairs.ties)" : "")
        let difference = "\(c.a) - \(c.b): \(pairs.statistic.rawValue) \(number(d))\(unit), 95% CI \(number(ci.lower)) to \(number(ci.upper))"
        if p < PairedComparison.significance {
            return "\(ways) (sign test \(pValue(p))), but the \(pairs.statistic.rawValue) difference's interval includes 0 (\(difference))"
        }
        if ci.excludesZero {
            return "\(difference), but the sign test does not confirm it (\(ways); \(pValue(p)))"
        }
        return "\(ways); \(difference); sign test \(pValue(p))"
    }

    static func notEnough(_ comparison: PairedComparison) -> String {
        "not enough pairs (\(comparison.pairs); at least \(PairedComparison.minimumPairs) needed)"
    }

    var participantLines: [String] {
        var lines = ["per participant, the condition with the lowest median time (a few tasks each: a hint, not a finding):"]
        if participants.isEmpty { lines.append("  none yet") }
        for p in participants {
            let who = "  \(p.name.escapedForMessage)" + (p.square.map { " (row \($0.row) of \($0.rows))" } ?? "")
            // An unfinished block's median rests on other tasks than the others': said next to it.
            let incomplete = p.incomplete.isEmpty ? "" : "; incomplete: " + p.incomplete.map {
                $0.finished == 0 ? "\($0.condition.escapedForMessage) not run"
                    : "\($0.condition.escapedForMessage) \($0.finished) of \($0.tasks) tasks"
            }.joined(separator: ", ")
            guard let fastest = p.fastest else {
                lines.append("\(who): no task done" + incomplete)
                continue
            }
            let others = p.medians.filter { $0.condition != fastest }.map { "\($0.condition) \(Self.seconds($0.seconds)) s" }
            let best = p.medians.first { $0.condition == fastest }!.seconds
            lines.append("\(who): " + ("\(fastest) (\(Self.seconds(best)) s" + (others.isEmpty ? "" : "; " + others.joined(separator: ", "))
                                        + ")").escapedForMessage + incomplete)
        }
        return lines
    }

    static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
    static func seconds(_ value: Double) -> String { value.fixed(2) }
    static func number(_ value: Double) -> String { value.fixed(2) }
    /// "p = 0.031": three decimals, below 0.001 as "p < 0.001" (the p of 12 of 12 pairs is 0.00049).
    static func pValue(_ p: Double) -> String { p < 0.001 ? "p < 0.001" : "p = " + p.fixed(3) }
}

extension String {
    /// The cells a terminal gives the text, so names in any script line up: East Asian wide and
    /// fullwidth characters and emoji take two (Unicode's UAX #11 blocks, roughly), combining marks none.
    var terminalColumns: Int {
        unicodeScalars.reduce(0) { sum, scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return sum
            default: break
            }
            let v = scalar.value
            let wide = (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
                || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
                || (0xFFE0...0xFFE6).contains(v) || (0x20000...0x3FFFD).contains(v) || scalar.properties.isEmojiPresentation
            return sum + (wide ? 2 : 1)
        }
    }

    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
