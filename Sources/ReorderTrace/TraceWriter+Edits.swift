import ReorderKit

extension TraceWriter {
    /// An edit line's `type` and keys, in the order of docs/trace-format.md's "Edits" table.
    static func appendEdit(_ edit: RowEdit, to out: inout String) {
        out += ",\"type\":\"\(edit.name)\""
        switch edit {
        case .insert(let rows, let index, let section):
            out += ",\"index\":\(index),\"rows\":["
            for (i, row) in rows.enumerated() {
                if i > 0 { out += "," }
                appendRow(row, to: &out)
            }
            out += "]"
            appendSection(section, to: &out)
        case .delete(let ids):
            out += ",\"ids\":["
            for (i, id) in ids.enumerated() {
                if i > 0 { out += "," }
                appendString(id, to: &out)
            }
            out += "]"
        case .update(let id, let changes):
            out += ",\"id\":"
            appendString(id, to: &out)
            for (key, value) in [("height", changes.height), ("width", changes.width)] {
                guard let value else { continue }
                out += ",\"\(key)\":"
                appendNumber(value, to: &out)
            }
            if let label = changes.label {
                out += ",\"label\":"
                appendString(label, to: &out)
            }
            if let movable = changes.movable { out += ",\"movable\":\(movable)" }
        case .reorder(let id, let index, let section):
            out += ",\"id\":"
            appendString(id, to: &out)
            out += ",\"index\":\(index)"
            appendSection(section, to: &out)
        }
    }

    private static func appendSection(_ section: String?, to out: inout String) {
        guard let section else { return }
        out += ",\"section\":"
        appendString(section, to: &out)
    }
}
