import ReorderKit
import ReorderText
import ReorderTrace

extension LagReport {
    /// For people: lag while dragging and while panning, the measured latency, what stood in for a
    /// missing `presented`, and the prediction table with its recommendation.
    public var text: String {
        let names = files.map { ($0.split(separator: "/").last.map(String.init) ?? $0).escapedForMessage }.joined(separator: ", ")
        var lines = ["lag: \(files.count) trace\(files.count == 1 ? "" : "s") (\(names)), display latency \(Self.fixed(displayLatency * 1000, 1)) ms"]
        lines += motionLines("drag", drag)
        lines += motionLines("pan", pan)
        if withoutPresented > 0 {
            lines.append("note: \(Self.frames(withoutPresented)) without presented: each taken to reach the screen at the next frame's t")
        }
        if !drawnAhead.isEmpty {
            let values = drawnAhead.map { Self.fixed($0 * 1000, 1) + " ms" }.joined(separator: ", ")
            lines.append("note: frames drawn ahead of the finger by the trace's predictionSeconds (\(values)): the lag is of what was drawn")
        }
        if unpresentable > 0 {
            lines.append("note: \(Self.frames(unpresentable)) without presented and without a next frame: left out")
        }
        guard !prediction.isEmpty else { return lines.joined(separator: "\n") }
        let unit = hasMillimetres ? "mm" : "pt"
        for model in predictionModels {
            lines.append("prediction (\(model.rawValue); drag and pan frames together; overshoot: how far the drawing ran ahead of the finger, \(unit)):")
            lines.append("  seconds   lag p50     p95     p99     max (pt)   overshoot p99     max (\(unit))")
            for row in prediction where row.model == model {
                let lag = row.all.lagPoints, overshoot = hasMillimetres ? row.all.overshootMillimetres : row.all.overshootPoints
                let figures = [lag?.p50, lag?.p95, lag?.p99, lag?.max].map { Self.column($0, 8) }.joined()
                lines.append("  " + Self.pad(SweepReport.number(row.seconds), 8) + figures + "   " + Self.column(overshoot?.p99, 13) + Self.column(overshoot?.max, 8))
            }
        }
        let limit = hasMillimetres ? "\(SweepReport.number(Self.overshootLimitMillimetres)) mm" : "\(SweepReport.number(Self.overshootLimitPoints)) pt (no pointsPerMillimetre)"
        // One model: its seconds alone, as before there was a choice; several: the model too.
        let which = predictionModels.count > 1 ? "predictionModel and predictionSeconds" : "predictionSeconds"
        if let recommendedSeconds, let recommendedModel {
            let value = (predictionModels.count > 1 ? recommendedModel.rawValue + ", " : "") + SweepReport.number(recommendedSeconds)
            lines.append("recommended \(which): \(value) (the smallest p95 lag whose overshoot p99 stays under \(limit))")
        } else {
            lines.append("recommended \(which): none (no value measured, or none keeps the overshoot p99 under \(limit))")
        }
        return lines.joined(separator: "\n")
    }

    private func motionLines(_ name: String, _ motion: Motion) -> [String] {
        let held = motion.held > 0 ? " (\(Self.frames(motion.held)) held at an edge by the engine, not counted)" : ""
        var lines = ["\(name): \(Self.frames(motion.frames))\(held)"]
        guard let lag = motion.lagPoints else { return lines }
        var line = "  lag: p50 \(Self.fixed(lag.p50, 2)), p95 \(Self.fixed(lag.p95, 2)), p99 \(Self.fixed(lag.p99, 2)), max \(Self.fixed(lag.max, 2)) pt"
        if let mm = motion.lagMillimetres {
            line += " (\(Self.fixed(mm.p50, 2)), \(Self.fixed(mm.p95, 2)), \(Self.fixed(mm.p99, 2)), \(Self.fixed(mm.max, 2)) mm)"
        }
        lines.append(line)
        if let latency = motion.latencySeconds {
            lines.append("  latency (presented - t, \(Self.frames(latency.count))): p50 \(Self.fixed(latency.p50 * 1000, 1)), p95 \(Self.fixed(latency.p95 * 1000, 1)), p99 \(Self.fixed(latency.p99 * 1000, 1)) ms")
        }
        return lines
    }

    static func frames(_ n: Int) -> String { "\(n) frame\(n == 1 ? "" : "s")" }
    static func fixed(_ value: Double, _ digits: Int) -> String { TraceInfo.fixed(value, digits) }
    static func pad(_ s: String, _ width: Int) -> String { s.count >= width ? s + " " : s + String(repeating: " ", count: width - s.count) }
    static func column(_ value: Double?, _ width: Int) -> String {
        let s = value.map { fixed($0, 2) } ?? "-"
        return String(repeating: " ", count: max(1, width - s.count)) + s
    }

    /// The same for scripts: one object. Keys: `files`, `displayLatencySeconds`,
    /// `framesWithoutPresented`, `framesLeftOut`, `drawnPredictionSeconds` (the traces'
    /// `predictionSeconds` the frames were drawn ahead by, other than 0, sorted; empty: none, the
    /// text's "drawn ahead" note), `dragFrames`, `heldFrames`, `lagPoints`,
    /// `lagMillimetres` (every trace with `pointsPerMillimetre`), `latencySeconds` (frames with
    /// `presented`), `pan` (the same for pans), and with `--prediction-seconds`: `prediction` (one
    /// object per model and value, with its `model`), `recommendedPredictionSeconds` and
    /// `recommendedPredictionModel`. A summary without frames is null.
    public var json: String {
        var out = "{\"files\":[" + files.map(\.quotedForMessage).joined(separator: ",") + "],\"displayLatencySeconds\":"
        TraceWriter.appendNumber(displayLatency, to: &out)
        out += ",\"framesWithoutPresented\":\(withoutPresented),\"framesLeftOut\":\(unpresentable),\"drawnPredictionSeconds\":["
        for (i, seconds) in drawnAhead.enumerated() {
            if i > 0 { out += "," }
            TraceWriter.appendNumber(seconds, to: &out)
        }
        out += "],\"dragFrames\":\(drag.frames)"
        Self.appendMotion(drag, to: &out)
        out += ",\"pan\":{\"frames\":\(pan.frames)"
        Self.appendMotion(pan, to: &out)
        out += "}"
        if !prediction.isEmpty {
            out += ",\"prediction\":["
            for (i, row) in prediction.enumerated() {
                out += (i > 0 ? "," : "") + "{\"model\":\"\(row.model.rawValue)\",\"seconds\":"
                TraceWriter.appendNumber(row.seconds, to: &out)
                Self.appendScored(row.all, to: &out)
                out += ",\"drag\":{"
                Self.appendScored(row.drag, to: &out, first: true)
                out += "},\"pan\":{"
                Self.appendScored(row.pan, to: &out, first: true)
                out += "}}"
            }
            out += "],\"recommendedPredictionSeconds\":"
            if let recommendedSeconds { TraceWriter.appendNumber(recommendedSeconds, to: &out) } else { out += "null" }
            out += ",\"recommendedPredictionModel\":" + (recommendedModel.map { "\"\($0.rawValue)\"" } ?? "null")
        }
        return out + "}"
    }

    private static func appendMotion(_ motion: Motion, to out: inout String) {
        out += ",\"heldFrames\":\(motion.held),\"lagPoints\":" + json(motion.lagPoints, max: true)
        if let mm = motion.lagMillimetres { out += ",\"lagMillimetres\":" + json(mm, max: true) }
        if let latency = motion.latencySeconds { out += ",\"latencySeconds\":" + json(latency, max: false) }
    }

    private static func appendScored(_ scored: Scored, to out: inout String, first: Bool = false) {
        out += (first ? "" : ",") + "\"lagPoints\":" + json(scored.lagPoints, max: true)
        out += ",\"overshootPoints\":" + overshoot(scored.overshootPoints)
        if let mm = scored.overshootMillimetres { out += ",\"overshootMillimetres\":" + overshoot(mm) }
    }

    /// `{p50, p95, p99}`, and `max` when asked.
    static func json(_ summary: Summary?, max: Bool) -> String {
        guard let summary else { return "null" }
        var out = "{\"p50\":"
        TraceWriter.appendNumber(summary.p50, to: &out)
        out += ",\"p95\":"
        TraceWriter.appendNumber(summary.p95, to: &out)
        out += ",\"p99\":"
        TraceWriter.appendNumber(summary.p99, to: &out)
        if max {
            out += ",\"max\":"
            TraceWriter.appendNumber(summary.max, to: &out)
        }
        return out + "}"
    }

    static func overshoot(_ summary: Summary?) -> String {
        guard let summary else { return "null" }
        var out = "{\"p99\":"
        TraceWriter.appendNumber(summary.p99, to: &out)
        out += ",\"max\":"
        TraceWriter.appendNumber(summary.max, to: &out)
        return out + "}"
    }
}
