import ReorderText

extension ReplayResult {
    /// The result as one JSON object, keys in the order of the trace format's example.
    public var json: String {
        var out = "{\"order\":"
        Self.appendStrings(order, to: &out)
        if let sections {
            out += ",\"sections\":["
            for (i, section) in sections.enumerated() {
                out += i > 0 ? ",{\"id\":" : "{\"id\":"
                TraceWriter.appendString(section.id, to: &out)
                out += ",\"rows\":"
                Self.appendStrings(section.rows, to: &out)
                out += "}"
            }
            out += "]"
        }
        out += ",\"scrollOffset\":"
        TraceWriter.appendNumber(scrollOffset, to: &out)
        out += ",\"drags\":\(drags),\"moves\":["
        for (i, move) in moves.enumerated() {
            if i > 0 { out += "," }
            out += "{\"id\":"
            TraceWriter.appendString(move.id, to: &out)
            out += ",\"from\":\(move.from),\"to\":\(move.to),\"t\":"
            TraceWriter.appendNumber(move.t, to: &out)
            for (key, value) in [("swappedWith", move.swappedWith), ("fromSection", move.fromSection), ("toSection", move.toSection)] {
                guard let value else { continue }
                out += ",\"\(key)\":"
                TraceWriter.appendString(value, to: &out)
            }
            if move.remote { out += ",\"remote\":true" }
            out += "}"
        }
        out += "]"
        if !announcements.isEmpty {
            out += ",\"announcements\":["
            for (i, announcement) in announcements.enumerated() {
                out += i > 0 ? ",{\"t\":" : "{\"t\":"
                TraceWriter.appendNumber(announcement.t, to: &out)
                out += ",\"text\":"
                TraceWriter.appendString(announcement.text, to: &out)
                out += "}"
            }
            out += "]"
        }
        appendEdits(to: &out)
        out += ",\"shuffles\":\(shuffles),\"frames\":\(frames),\"events\":\(events),\"stateHash\":"
        TraceWriter.appendString(stateHash, to: &out)
        return out + "}"
    }

    /// `edits` and `ended`, after `moves`, only when a trace had edits (docs/trace-format.md "Edits").
    private func appendEdits(to out: inout String) {
        if edits > 0 { out += ",\"edits\":\(edits)" }
        guard !ended.isEmpty else { return }
        out += ",\"ended\":["
        for (i, end) in ended.enumerated() {
            out += i > 0 ? ",{\"id\":" : "{\"id\":"
            TraceWriter.appendString(end.id, to: &out)
            out += ",\"t\":"
            TraceWriter.appendNumber(end.t, to: &out)
            out += ",\"reason\":\"\(end.reason.rawValue)\"}"
        }
        out += "]"
    }

    private static func appendStrings(_ strings: [String], to out: inout String) {
        out += "["
        for (i, string) in strings.enumerated() {
            if i > 0 { out += "," }
            TraceWriter.appendString(string, to: &out)
        }
        out += "]"
    }

    /// The same result for people. Long orders show their first and last rows. Ids, section ids
    /// and the name are escaped (`escapedForMessage`): a newline or an escape sequence in a trace
    /// must not reach the terminal; `json` keeps them exact.
    public func summary(name: String) -> String {
        var lines = ["\(name.escapedForMessage): \(Self.count(events, "event")) (\(Self.count(frames, "frame"))), \(Self.count(drags, "drag"))"]
        for move in moves {
            var line = "  moved \(move.id.escapedForMessage) from \(move.from) to \(move.to)"
            if let from = move.fromSection?.escapedForMessage, let to = move.toSection?.escapedForMessage {
                line += from == to ? " (in \(from))" : " (\(from) -> \(to))"
            }
            if let partner = move.swappedWith { line += ", swapped with \(partner.escapedForMessage)" }
            if move.remote { line += " (remote)" }
            lines.append(line + " at \(Self.seconds(move.t)) s")
        }
        if moves.isEmpty { lines.append("  no row changed place") }
        for end in ended { lines.append("  drag of \(end.id.escapedForMessage) ended (\(end.reason.rawValue)) at \(Self.seconds(end.t)) s") }
        if edits > 0 { lines.append("edits: \(edits)") }
        let shown = Self.shortened(order)
        lines.append("order: \(shown)")
        for section in sections ?? [] {
            lines.append("  \(section.id.escapedForMessage): \(section.rows.isEmpty ? "(empty)" : Self.shortened(section.rows))")
        }
        lines.append("shuffles: \(shuffles)")
        var offset = ""
        TraceWriter.appendNumber(scrollOffset, to: &offset)
        lines.append("scroll offset: \(offset) pt")
        lines.append("state hash: \(stateHash)")
        return lines.joined(separator: "\n")
    }

    /// Long lists show their first and last twelve.
    private static func shortened(_ ids: [String]) -> String {
        ids.count <= 24 ? ids.map(\.escapedForMessage).joined(separator: " ")
            : (ids.prefix(12).map(\.escapedForMessage) + ["... (\(ids.count - 24) more) ..."] + ids.suffix(12).map(\.escapedForMessage))
                .joined(separator: " ")
    }

    /// `1 frame`, `2 frames`.
    private static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }

    private static func seconds(_ t: Double) -> String {
        var text = ""
        TraceWriter.appendNumber((t * 1000).rounded() / 1000, to: &text)
        return text
    }
}

extension ReplayResult {
    /// `replay --announcements`: each announcement on its own line, its `t` first; texts escaped as
    /// file text in reports is (`escapedForMessage`: a label's newline cannot split a line).
    public var announcementLines: [String] {
        announcements.map { announcement in
            var line = ""
            TraceWriter.appendNumber(announcement.t, to: &line)  // as the trace writes a `t`
            return line + " " + announcement.text.escapedForMessage
        }
    }
}
