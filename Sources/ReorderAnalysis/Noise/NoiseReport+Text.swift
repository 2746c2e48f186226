import ReorderKit
import ReorderText
import ReorderTrace

extension NoiseReport {
    /// For people: the device, its report rate, the jitter of its rests, the taps, what they mean,
    /// and what the figures cannot say.
    public var text: String {
        var lines = ["\(file.escapedForMessage)\(device.map { " (\($0.escapedForMessage))" } ?? ""): \(contacts) contact\(contacts == 1 ? "" : "s")"]
        if let interval = reportInterval {
            lines.append("  reports: every \(Self.fixed(interval * 1000, 2)) ms (median), \(Self.fixed(1 / interval, 1)) Hz")
        } else {
            lines.append("  reports: interval unknown (no contact has two reports)")
        }
        let restSeconds = rests.map(\.seconds).reduce(0, +)
        lines.append("  rests (within \(restRadius) of the down point for at least \(Self.fixed(Self.minimumRestSeconds, 1)) s): \(rests.count), \(Self.fixed(restSeconds, 3)) s in all")
        if let fromDown { lines += measureLines("from the down point", fromDown) }
        if let frameToFrame { lines += measureLines("report to report", frameToFrame) }
        for rest in rests {
            lines.append("    contact \(rest.contact) at \(Self.fixed(rest.start, 3)) s: rests \(Self.fixed(rest.seconds, 3)) s, \(rest.offsets.count + 1) reports, farthest \(Self.fixed(rest.farthest, 2)) pt")
        }
        if let tapMedian, let tapP95 {
            lines.append("  taps (never beyond \(restRadius), up within \(Self.fixed(Self.longestTapSeconds, 1)) s): \(taps.count), median \(Self.fixed(tapMedian, 3)) s, p95 \(Self.fixed(tapP95, 3)) s")
        } else {
            lines.append("  taps: none")
        }
        if let movement = allowableMovement99 {
            lines.append(restsConclude
                ? "  allowableMovement that keeps 99% of the rests still: \(SweepReport.number(movement)) pt"
                : "  allowableMovement: no recommendation from \(rests.count) rest\(rests.count == 1 ? "" : "s") (\(SweepReport.number(movement)) pt would have kept 99% still)")
        }
        if let press = longPress99 {
            lines.append(tapsConclude
                ? "  longPressSeconds that keeps 99% of the taps taps: above \(SweepReport.number(press)) s"
                : "  longPressSeconds: no recommendation from \(taps.count) tap\(taps.count == 1 ? "" : "s") (above \(SweepReport.number(press)) s would have kept 99% taps)")
        }
        lines += notes.map { "  note: " + $0 }
        return lines.joined(separator: "\n")
    }

    private func measureLines(_ what: String, _ measure: Measure) -> [String] {
        func row(_ spread: Spread, _ unit: String) -> String {
            "rms \(Self.fixed(spread.rms, 2)), p95 \(Self.fixed(spread.p95, 2)), p99 \(Self.fixed(spread.p99, 2)), max \(Self.fixed(spread.max, 2)) \(unit)"
        }
        var lines = ["  jitter \(what) (\(measure.units.count)): " + row(measure.units, unit)]
        if unit != "pt" { lines.append("    " + row(measure.points, "pt")) }
        if let mm = measure.millimetres { lines.append("    " + row(mm, "mm")) }
        return lines
    }

    static func fixed(_ value: Double, _ digits: Int) -> String { TraceInfo.fixed(value, digits) }

    /// The same for scripts: one object, numbers as the trace writer writes them, null where a
    /// figure does not exist; offsets are left out (the picture draws them).
    public var json: String {
        var out = "{\"file\":" + file.quotedForMessage + ",\"device\":" + (device?.quotedForMessage ?? "null")
        out += ",\"unit\":" + unit.quotedForMessage + ",\"contacts\":\(contacts),\"reportInterval\":"
        Self.append(reportInterval, to: &out)
        out += ",\"restRadius\":" + restRadius.quotedForMessage + ",\"rests\":["
        for (i, rest) in rests.enumerated() {
            out += (i > 0 ? "," : "") + "{\"contact\":\(rest.contact),\"start\":"
            Self.append(rest.start, to: &out)
            out += ",\"seconds\":"
            Self.append(rest.seconds, to: &out)
            out += ",\"reports\":\(rest.offsets.count + 1),\"farthest\":"
            Self.append(rest.farthest, to: &out)
            out += "}"
        }
        out += "],\"fromDown\":" + Self.json(fromDown) + ",\"frameToFrame\":" + Self.json(frameToFrame) + ",\"taps\":\(taps.count),\"tapMedian\":"
        Self.append(tapMedian, to: &out)
        out += ",\"tapP95\":"
        Self.append(tapP95, to: &out)
        out += ",\"allowableMovement99\":"
        Self.append(allowableMovement99, to: &out)
        out += ",\"longPress99\":"
        Self.append(longPress99, to: &out)
        out += ",\"restsConclude\":\(restsConclude),\"tapsConclude\":\(tapsConclude)"
        out += ",\"notes\":[" + notes.map(\.quotedForMessage).joined(separator: ",") + "]}"
        return out
    }

    private static func json(_ measure: Measure?) -> String {
        guard let measure else { return "null" }
        func spread(_ s: Spread?) -> String {
            guard let s else { return "null" }
            var out = "{\"count\":\(s.count),\"rms\":"
            append(s.rms, to: &out)
            out += ",\"p95\":"
            append(s.p95, to: &out)
            out += ",\"p99\":"
            append(s.p99, to: &out)
            out += ",\"max\":"
            append(s.max, to: &out)
            return out + "}"
        }
        return "{\"units\":" + spread(measure.units) + ",\"points\":" + spread(measure.points) + ",\"millimetres\":" + spread(measure.millimetres) + "}"
    }

    private static func append(_ value: Double?, to out: inout String) {
        guard let value else { return out += "null" }
        TraceWriter.appendNumber(value, to: &out)
    }
}
