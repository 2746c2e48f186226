extension ReplayResult {
    /// The result as one JSON object, keys in the order of the trace format's example.
    public var json: String {
        var out = "{\"order\":["
        for (i, id) in order.enumerated() {
            if i > 0 { out += "," }
            TraceWriter.appendString(id, to: &out)
        }
        out += "],\"scrollOffset\":"
        TraceWriter.appendNumber(scrollOffset, to: &out)
        out += ",\"drags\":\(drags),\"moves\":["
        for (i, move) in moves.enumerated() {
            if i > 0 { out += "," }
            out += "{\"id\":"
            TraceWriter.appendString(move.id, to: &out)
            out += ",\"from\":\(move.from),\"to\":\(move.to),\"t\":"
            TraceWriter.appendNumber(move.t, to: &out)
            out += "}"
        }
        out += "],\"frames\":\(frames),\"events\":\(events),\"stateHash\":"
        TraceWriter.appendString(stateHash, to: &out)
        return out + "}"
    }

    /// The same result for people. Long orders show their first and last rows.
    public func summary(name: String) -> String {
        var lines = ["\(name): \(Self.count(events, "event")) (\(Self.count(frames, "frame"))), \(Self.count(drags, "drag"))"]
        for move in moves {
            lines.append("  moved \(move.id) from \(move.from) to \(move.to) at \(Self.seconds(move.t)) s")
        }
        if moves.isEmpty { lines.append("  no row changed place") }
        let shown = order.count <= 24 ? order.joined(separator: " ")
            : (order.prefix(12) + ["... (\(order.count - 24) more) ..."] + order.suffix(12)).joined(separator: " ")
        lines.append("order: \(shown)")
        var offset = ""
        TraceWriter.appendNumber(scrollOffset, to: &offset)
        lines.append("scroll offset: \(offset) pt")
        lines.append("state hash: \(stateHash)")
        return lines.joined(separator: "\n")
    }

    /// `1 frame`, `2 frames`.
    private static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    private static func seconds(_ t: Double) -> String {
        var text = ""
        TraceWriter.appendNumber((t * 1000).rounded() / 1000, to: &text)
        return text
    }
}
