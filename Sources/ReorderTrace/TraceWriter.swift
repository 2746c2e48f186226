import ReorderKit

/// Writes trace lines (`docs/trace-format.md`) in one deterministic form: the same header or event
/// gives the same bytes on every machine, so recordings diff cleanly and hash the same.
///
/// Key order: the header's `format, version, viewport, layout (if not a list), sections (with layout
/// sections), rows|demo, tuning (sorted), scrollOffset (if not 0), pixelScale (if not 1), pointsPerMillimetre (if known), panel (if given), recorded`; an event's `t, type`, then its keys in the format table's order (a frame's `presented` after `type`).
/// Lines have no trailing newline.
public enum TraceWriter {
    public static func headerLine(_ header: TraceHeader) -> String {
        var out = "{\"format\":\"reorder-trace\",\"version\":1,\"viewport\":{\"width\":"
        appendNumber(header.viewport.width, to: &out)
        out += ",\"height\":"
        appendNumber(header.viewport.height, to: &out)
        out += "}"
        appendLayout(header.layout, to: &out)
        switch header.rows {
        case .explicit(let rows):
            out.reserveCapacity(out.utf8.count + rows.count * 48)
            out += ",\"rows\":["
            for (index, row) in rows.enumerated() {
                if index > 0 { out += "," }
                appendRow(row, to: &out)
            }
            out += "]"
        case .demo(let count, let seed):
            out += ",\"demo\":{\"count\":\(count),\"seed\":\(seed)}"
        }
        if !header.tuning.isEmpty {
            out += ",\"tuning\":"
            appendValue(.object(header.tuning), to: &out)
        }
        if header.scrollOffset != 0 {
            out += ",\"scrollOffset\":"
            appendNumber(header.scrollOffset, to: &out)
        }
        if header.pixelScale != 1 {
            out += ",\"pixelScale\":"
            appendNumber(header.pixelScale, to: &out)
        }
        if let pointsPerMillimetre = header.pointsPerMillimetre {
            out += ",\"pointsPerMillimetre\":"
            appendNumber(pointsPerMillimetre, to: &out)
        }
        if let panel = header.panel {
            out += ",\"panel\":"
            appendValue(panel.jsonValue, to: &out)
        }
        if let recorded = header.recorded {
            out += ",\"recorded\":"
            appendValue(recorded, to: &out)
        }
        out += "}"
        return out
    }

    public static func eventLine(_ timed: TimedEvent) -> String {
        var out = "{\"t\":"
        appendNumber(timed.t, to: &out)
        switch timed.event {
        case .down(let pointer, let point): appendPointer("down", pointer, point, to: &out)
        case .move(let pointer, let point): appendPointer("move", pointer, point, to: &out)
        case .up(let pointer, let point): appendPointer("up", pointer, point, to: &out)
        case .cancel(let pointer): appendPointer("cancel", pointer, nil, to: &out)
        case .frame:
            out += ",\"type\":\"frame\""
            if let presented = timed.presented {
                out += ",\"presented\":"
                appendNumber(presented, to: &out)
            }
        case .wheel(let dx, let dy):
            out += ",\"type\":\"wheel\",\"dx\":"
            appendNumber(dx, to: &out)
            out += ",\"dy\":"
            appendNumber(dy, to: &out)
        case .key(let key):
            out += ",\"type\":\"key\",\"key\":"
            appendString(key.name, to: &out)
        case .resize(let size):
            out += ",\"type\":\"resize\",\"width\":"
            appendNumber(size.width, to: &out)
            out += ",\"height\":"
            appendNumber(size.height, to: &out)
        case .focus(let focused):
            out += ",\"type\":\"focus\",\"focused\":\(focused)"
        case .tuning(let patch):
            out += ",\"type\":\"tuning\",\"set\":"
            appendValue(.object(patch.jsonObject), to: &out)
        case .mark(let label):
            out += ",\"type\":\"mark\",\"label\":"
            appendString(label, to: &out)
        case .edit(let edit):
            appendEdit(edit, to: &out)
        }
        out += "}"
        return out
    }

    private static func appendPointer(_ type: String, _ pointer: PointerID, _ point: Point?, to out: inout String) {
        out += ",\"type\":\"\(type)\",\"pointer\":\"\(pointer.kind.rawValue)\",\"id\":\(pointer.id)"
        if let point {
            out += ",\"x\":"
            appendNumber(point.x, to: &out)
            out += ",\"y\":"
            appendNumber(point.y, to: &out)
        }
    }

    /// `layout` and `sections`, keys in the contract's order, each only when it is not the default:
    /// a list writes nothing, so a plain list's header is what it was before layouts.
    private static func appendLayout(_ layout: LayoutSpec, to out: inout String) {
        switch layout {
        case .list:
            return
        case .sections(let headerHeight, let sections):
            out += ",\"layout\":{\"kind\":\"sections\""
            appendNumber(",\"headerHeight\":", headerHeight, to: &out)
            out += "},\"sections\":["
            for (index, section) in sections.enumerated() {
                if index > 0 { out += "," }
                out += "{\"id\":"
                appendString(section.id, to: &out)
                if let title = section.title {
                    out += ",\"title\":"
                    appendString(title, to: &out)
                }
                appendNumber(",\"headerHeight\":", section.headerHeight, to: &out)
                out += "}"
            }
            out += "]"
        case .grid(let style):
            out += ",\"layout\":{\"kind\":\"grid\""
            appendNumber(",\"inset\":", style.inset == 0 ? nil : style.inset, to: &out)
            appendNumber(",\"itemSpacing\":", style.itemSpacing == 0 ? nil : style.itemSpacing, to: &out)
            appendNumber(",\"lineSpacing\":", style.lineSpacing == 0 ? nil : style.lineSpacing, to: &out)
            if style.scrollDirection != .vertical { out += ",\"scrollDirection\":\"\(style.scrollDirection.rawValue)\"" }
            out += "}"
        }
    }

    /// `key` and the number, when there is one.
    private static func appendNumber(_ key: String, _ n: Double?, to out: inout String) {
        guard let n else { return }
        out += key
        appendNumber(n, to: &out)
    }

    static func appendRow(_ row: Row, to out: inout String) {
        out += "{\"id\":"
        appendString(row.id, to: &out)
        appendNumber(",\"width\":", row.width, to: &out)
        out += ",\"height\":"
        appendNumber(row.height, to: &out)
        if !row.movable { out += ",\"movable\":false" }
        if let label = row.label {
            out += ",\"label\":"
            appendString(label, to: &out)
        }
        if let section = row.section {
            out += ",\"section\":"
            appendString(section, to: &out)
        }
        out += "}"
    }

    /// Integers up to 2^53 in magnitude without a fraction (`480`, not `480.0`); anything else as
    /// Swift's shortest text that reads back to the same double (`0.016`, `1e-07`).
    /// JSON has no infinities or NaN: those are written as `null`, which the reader rejects at that
    /// line, rather than crashing a live recording.
    package static func appendNumber(_ n: Double, to out: inout String) {
        guard n.isFinite else {
            out += "null"
            return
        }
        if n == n.rounded(.towardZero), abs(n) <= 9_007_199_254_740_992 {
            out += String(Int64(n))
        } else {
            out += n.description
        }
    }

    /// `s` as a JSON string: `"` and `\` escaped, control characters as `\n`-style or `\u00XX` escapes;
    /// everything else (including non-ASCII) written as UTF-8.
    package static func appendString(_ s: String, to out: inout String) {
        out += "\""
        guard s.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }

    /// Any JSON value, objects with their keys sorted (so equal values give equal text).
    package static func appendValue(_ value: JSONValue, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let n): appendNumber(n, to: &out)
        case .string(let s): appendString(s, to: &out)
        case .array(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += "," }
                appendValue(item, to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out += "," }
                appendString(key, to: &out)
                out += ":"
                appendValue(members[key]!, to: &out)
            }
            out += "}"
        }
    }
}
