import ReorderKit
import ReorderText

/// The rows a trace has at each line, as far as edit lines are concerned: which ids are present
/// (the header's, plus those inserted, less those deleted) does not depend on gestures, so the
/// reader checks every id of an edit line, and a list's and a grid's indices. Built at the first
/// edit line: a file without one never pays for the set of a million ids.
struct EditLedger {
    let layout: LayoutSpec
    private let source: RowSource
    private var ids: Set<String>?

    init(header: TraceHeader) {
        layout = header.layout
        source = header.rows
    }

    /// The ids present now.
    private mutating func present() -> Set<String> {
        if let ids { return ids }
        let made = Set(source.makeRows().lazy.map(\.id))
        ids = made
        return made
    }

    fileprivate mutating func contains(_ id: String) -> Bool { present().contains(id) }
    fileprivate mutating func count() -> Int { present().count }
    /// In place: `present()` has made the set, which the ledger alone holds (`parseEdit` takes the
    /// ledger out of the parser while it works), so a change copies nothing.
    fileprivate mutating func insert(_ id: String) {
        _ = present()
        ids!.insert(id)
    }
    fileprivate mutating func remove(_ id: String) {
        _ = present()
        ids!.remove(id)
    }
}

extension TraceEventParser {
    /// An `insert`, `delete`, `update` or `reorder` line (docs/trace-format.md "Edits"), read again
    /// whole: its arrays are the only ones an event has, and edits are rare beside moves and frames.
    mutating func parseEdit(_ type: EventType, line: UnsafeBufferPointer<UInt8>) throws(LineError) -> InputEvent {
        var scanner = JSONScanner(line)
        guard case .object(let object) = try scanner.parseValue() else { throw LineError("a line must be a JSON object") }
        var ledger = editLedger ?? EditLedger(header: TraceHeader(viewport: Size(width: 1, height: 1), rows: .explicit([])))
        editLedger = nil  // the ledger's set is then referenced once, and changes in place
        defer { editLedger = ledger }
        let sections: [String]? = if case .sections(_, let sections) = ledger.layout { sections.map(\.id) } else { nil }
        let isGrid = if case .grid = ledger.layout { true } else { false }

        func section() throws(LineError) -> String? {
            guard let sections else { return nil }
            guard let value = object["section"] else { throw LineError("missing key \"section\" for \(Self.article(type)) \(type.name) in sections") }
            guard case .string(let id) = value else { throw LineError("key \"section\" must be a string, got \(value.typeName)") }
            guard sections.contains(id) else { throw LineError("section \(id.quotedForMessage) is not one of the header's sections") }
            return id
        }
        func presentID(_ key: String = "id") throws(LineError) -> String {
            let id = try Self.string(object, key, for: type)
            guard ledger.contains(id) else { throw LineError("no row \(id.quotedForMessage) is present to \(type.name)") }
            return id
        }

        switch type {
        case .insert:
            let section = try section()
            let index = try Self.index(object, upTo: ledger.count(), for: type)
            guard case .array(let items)? = object["rows"] else {
                throw object["rows"].map { LineError("key \"rows\" must be an array, got \($0.typeName)") }
                    ?? LineError("missing key \"rows\" for an insert event")
            }
            guard !items.isEmpty else { throw LineError("key \"rows\" must not be empty") }
            var rows: [Row] = []
            var entering = Set<String>()
            for (i, item) in items.enumerated() {
                var row = try Self.row(item, number: i + 1, needsWidth: isGrid)
                guard !ledger.contains(row.id) else { throw LineError("row \(i + 1): id \(row.id.quotedForMessage) is already present") }
                guard entering.insert(row.id).inserted else { throw LineError("row \(i + 1): id \(row.id.quotedForMessage) is given twice") }
                row.section = section
                rows.append(row)
            }
            for row in rows { ledger.insert(row.id) }
            return .edit(.insert(rows, at: index, section: section))
        case .delete:
            guard case .array(let items)? = object["ids"] else {
                throw object["ids"].map { LineError("key \"ids\" must be an array, got \($0.typeName)") }
                    ?? LineError("missing key \"ids\" for a delete event")
            }
            guard !items.isEmpty else { throw LineError("key \"ids\" must not be empty") }
            var ids: [String] = []
            var leaving = Set<String>()
            for item in items {
                guard case .string(let id) = item else { throw LineError("key \"ids\" must hold strings, got \(item.typeName)") }
                guard ledger.contains(id) else { throw LineError("no row \(id.quotedForMessage) is present to delete") }
                guard leaving.insert(id).inserted else { throw LineError("id \(id.quotedForMessage) is given twice") }
                ids.append(id)
            }
            for id in ids { ledger.remove(id) }
            return .edit(.delete(ids: ids))
        case .update:
            let id = try presentID()
            var changes = RowChanges()
            changes.height = try Self.positive(object, "height")
            changes.width = try Self.positive(object, "width")
            if let value = object["label"] {
                guard case .string(let label) = value else { throw LineError("key \"label\" must be a string, got \(value.typeName)") }
                changes.label = label
            }
            if let value = object["movable"] {
                guard case .bool(let movable) = value else { throw LineError("key \"movable\" must be a boolean, got \(value.typeName)") }
                changes.movable = movable
            }
            guard !changes.isEmpty else { throw LineError("an update needs one of \"height\", \"width\", \"label\", \"movable\"") }
            return .edit(.update(id: id, changes))
        case .reorder:
            let id = try presentID()
            let section = try section()
            let index = try Self.index(object, upTo: ledger.count() - 1, for: type)
            return .edit(.reorder(id: id, to: index, section: section))
        default:
            preconditionFailure("parseEdit is for edit lines")
        }
    }

    static func article(_ type: EventType) -> String { type == .insert || type == .update ? "an" : "a" }

    private static func string(_ object: [String: JSONValue], _ key: String, for type: EventType) throws(LineError) -> String {
        guard let value = object[key] else { throw LineError("missing key \"\(key)\" for \(article(type)) \(type.name) event") }
        guard case .string(let s) = value else { throw LineError("key \"\(key)\" must be a string, got \(value.typeName)") }
        return s
    }

    /// `index`: an integer from 0 to `upTo`.
    private static func index(_ object: [String: JSONValue], upTo last: Int, for type: EventType) throws(LineError) -> Int {
        guard let value = object["index"] else { throw LineError("missing key \"index\" for \(article(type)) \(type.name) event") }
        guard case .number(let n) = value else { throw LineError("key \"index\" must be a number, got \(value.typeName)") }
        guard n == n.rounded(.towardZero), n >= 0, n <= Double(last) else {
            throw LineError("key \"index\" must be an integer from 0 to \(last), got \(n.formatted)")
        }
        return Int(n)
    }

    private static func positive(_ object: [String: JSONValue], _ key: String) throws(LineError) -> Double? {
        guard let value = object[key] else { return nil }
        guard case .number(let n) = value else { throw LineError("key \"\(key)\" must be a number, got \(value.typeName)") }
        guard n > 0 else { throw LineError("\(key) must be > 0, got \(n.formatted)") }
        return n
    }

    /// A row object of an insert, as the header's rows are read (`number` counts from 1).
    private static func row(_ value: JSONValue, number: Int, needsWidth: Bool) throws(LineError) -> Row {
        guard case .object(let object) = value else { throw LineError("row \(number) must be an object, got \(value.typeName)") }
        guard let idValue = object["id"] else { throw LineError("row \(number): missing key \"id\"") }
        guard case .string(let id) = idValue else { throw LineError("row \(number): key \"id\" must be a string, got \(idValue.typeName)") }
        guard !id.isEmpty else { throw LineError("row \(number): id must not be empty") }
        func problem(_ message: String) -> LineError { LineError("row \(number) (\(id.quotedForMessage)): \(message)") }
        guard let heightValue = object["height"] else { throw problem("missing key \"height\"") }
        guard case .number(let height) = heightValue else { throw problem("key \"height\" must be a number, got \(heightValue.typeName)") }
        guard height > 0 else { throw problem("height must be > 0, got \(height.formatted)") }
        var row = Row(id: id, height: height)
        switch object["width"] {
        case .number(let width)?:
            guard width > 0 else { throw problem("width must be > 0, got \(width.formatted)") }
            row.width = width
        case nil: if needsWidth { throw problem("missing key \"width\" (every item of a grid has one)") }
        case let other?: throw problem("key \"width\" must be a number, got \(other.typeName)")
        }
        switch object["movable"] {
        case .bool(let movable)?: row.movable = movable
        case nil: break
        case let other?: throw problem("key \"movable\" must be a boolean, got \(other.typeName)")
        }
        switch object["label"] {
        case .string(let label)?: row.label = label
        case nil: break
        case let other?: throw problem("key \"label\" must be a string, got \(other.typeName)")
        }
        return row
    }
}
