import ReorderKit
import ReorderText

/// The contract's "Layouts: sections and grids" keys: `layout`, `sections`, and what they ask of the
/// rows (a declared `section` each, grouped; a `width` each in a grid).
///
/// Keys of `layout` a reader does not know are ignored, as everywhere in the format (a newer
/// version's additions). A key this reader knows but that belongs to another kind (`inset` in a
/// sectioned list) is a mistake in the file, not a newer key, and is refused.
extension TraceHeaderParser {
    /// The kind each known `layout` key belongs to.
    private static let layoutKeyKinds: [String: String] = [
        "headerHeight": "sections", "inset": "grid", "itemSpacing": "grid", "lineSpacing": "grid", "scrollDirection": "grid",
    ]

    static func validateLayout(_ value: JSONValue?, sections sectionsValue: JSONValue?, rows: RowSource) throws(LineError) -> LayoutSpec {
        var layout: [String: JSONValue] = [:]
        if let value {
            guard case .object(let object) = value else { throw wrongType("layout", "an object", value) }
            layout = object
        }
        var kind = "list"
        if let value = layout["kind"] {
            guard case .string(let name) = value else { throw wrongType("layout.kind", "a string", value) }
            guard LayoutSpec.kinds.contains(name) else {
                throw LineError("key \"layout.kind\" must be one of \(LayoutSpec.kinds.joined(separator: ", ")), got \(name.quotedForMessage)")
            }
            kind = name
        }
        for key in layout.keys.sorted() {
            if let owner = layoutKeyKinds[key], owner != kind {
                throw LineError("key \"layout.\(key)\" is for kind \"\(owner)\", not \"\(kind)\"")
            }
        }
        if sectionsValue != nil, kind != "sections" {
            throw LineError("key \"sections\" needs layout \"sections\", not \"\(kind)\"")
        }

        switch kind {
        case "sections":
            guard let sectionsValue else { throw LineError("missing key \"sections\" (layout \"sections\")") }
            var headerHeight: Double?
            if let value = layout["headerHeight"] { headerHeight = try aboveZero(value, "layout.headerHeight") }
            let sections = try parseSections(sectionsValue)
            guard case .explicit(let rows) = rows else {
                throw LineError("layout \"sections\" needs explicit \"rows\" (a \"demo\" list has no sections)")
            }
            try checkGrouping(rows, in: sections)
            return .sections(headerHeight: headerHeight, sections: sections)
        case "grid":
            var direction = ScrollAxis.vertical
            if let value = layout["scrollDirection"] {
                guard case .string(let name) = value else { throw wrongType("layout.scrollDirection", "a string", value) }
                guard let axis = ScrollAxis(rawValue: name) else {
                    let names = ScrollAxis.allCases.map(\.rawValue).joined(separator: ", ")
                    throw LineError("key \"layout.scrollDirection\" must be one of \(names), got \(name.quotedForMessage)")
                }
                direction = axis
            }
            let style = GridStyle(inset: try atLeastZero(layout, "inset"), itemSpacing: try atLeastZero(layout, "itemSpacing"),
                                  lineSpacing: try atLeastZero(layout, "lineSpacing"), scrollDirection: direction)
            guard case .explicit(let rows) = rows else {
                throw LineError("layout \"grid\" needs explicit \"rows\" (a \"demo\" list has no item widths)")
            }
            // The row parser checked every width that is there; a grid needs one on every item.
            if let index = rows.firstIndex(where: { $0.width == nil }) {
                throw LineError("row \(index + 1) (\(rows[index].id.quotedForMessage)): missing key \"width\" (layout \"grid\")")
            }
            return .grid(style)
        default:
            return .list
        }
    }

    /// `sections`: `{id, title?, headerHeight?}` each, ids non-empty and unique; other keys ignored.
    private static func parseSections(_ value: JSONValue) throws(LineError) -> [Section] {
        guard case .array(let items) = value else { throw wrongType("sections", "an array", value) }
        var sections: [Section] = []
        var firstIndex: [String: Int] = [:]
        for (index, item) in items.enumerated() {
            let number = index + 1
            guard case .object(let object) = item else { throw LineError("section \(number) must be an object, got \(item.typeName)") }
            guard let idValue = object["id"] else { throw LineError("section \(number): missing key \"id\"") }
            guard case .string(let id) = idValue else {
                throw LineError("section \(number): key \"id\" must be a string, got \(idValue.typeName)")
            }
            guard !id.isEmpty else { throw LineError("section \(number): id must not be empty") }
            let place = "section \(number) (\(id.quotedForMessage))"
            var title: String?
            if let value = object["title"] {
                guard case .string(let text) = value else { throw LineError("\(place): key \"title\" must be a string, got \(value.typeName)") }
                title = text
            }
            var headerHeight: Double?
            if let value = object["headerHeight"] {
                guard case .number(let n) = value else {
                    throw LineError("\(place): key \"headerHeight\" must be a number, got \(value.typeName)")
                }
                guard n.isFinite, n > 0 else { throw LineError("\(place): key \"headerHeight\" must be a finite number > 0, got \(n.formatted)") }
                headerHeight = n
            }
            if let first = firstIndex.updateValue(index, forKey: id) {
                throw LineError("duplicate section id \(id.quotedForMessage) (sections \(first + 1) and \(number))")
            }
            sections.append(Section(id: id, title: title, headerHeight: headerHeight))
        }
        return sections
    }

    /// The engine's own rule (`SectionLayout.grouping`), its answer worded as a row problem.
    private static func checkGrouping(_ rows: [Row], in sections: [Section]) throws(LineError) {
        do throws(SectionGroupingError) {
            _ = try SectionLayout.grouping(rows: rows, in: sections)
        } catch {
            switch error {
            case .unknownSection(let index, nil):
                throw LineError("row \(index + 1) (\(rows[index].id.quotedForMessage)): missing key \"section\" (layout \"sections\")")
            case .unknownSection(let index, let id?):
                throw LineError("row \(index + 1) (\(rows[index].id.quotedForMessage)): section \(id.quotedForMessage) is not in \"sections\"")
            case .outOfOrder(let index, let id):
                // The row before is in the section that came later (grouping found it in order so far).
                let previous = rows[index - 1].section ?? ""
                throw LineError("row \(index + 1) (\(rows[index].id.quotedForMessage)): section \(id.quotedForMessage) comes after section "
                                + "\(previous.quotedForMessage): the rows of a section must be consecutive, in the order of \"sections\"")
            }
        }
    }

    private static func aboveZero(_ value: JSONValue, _ key: String) throws(LineError) -> Double {
        guard case .number(let n) = value else { throw wrongType(key, "a number", value) }
        guard n.isFinite, n > 0 else { throw LineError("key \"\(key)\" must be a finite number > 0, got \(n.formatted)") }
        return n
    }

    /// A grid spacing: 0 when absent.
    private static func atLeastZero(_ layout: [String: JSONValue], _ name: String) throws(LineError) -> Double {
        guard let value = layout[name] else { return 0 }
        guard case .number(let n) = value else { throw wrongType("layout.\(name)", "a number", value) }
        guard n.isFinite, n >= 0 else { throw LineError("key \"layout.\(name)\" must be a finite number >= 0, got \(n.formatted)") }
        return n
    }
}
