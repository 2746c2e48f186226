/// A change of the app's data while the engine runs (docs/trace-format.md "Edits"): rows inserted,
/// deleted, changed, or moved by another party. Indices count the order as the data holds it: during
/// a drag, the order before the drag, the lifted row still at the index it was lifted from.
///
/// The engine applies what it can and never traps: an unknown or repeated id is left out, an index
/// is kept within the order (the trace reader refuses such lines before they get here).
public enum RowEdit: Equatable, Sendable {
    /// `rows` enter at `index` of the order (in sections, of `section`'s rows).
    case insert([Row], at: Int, section: String?)
    case delete(ids: [String])
    case update(id: String, RowChanges)
    /// Another party moved the row: it ends at `index` of the order that results (in sections, of
    /// `section`'s rows; nil keeps its section).
    case reorder(id: String, to: Int, section: String?)

    /// The trace's `type` of the line.
    public var name: String {
        switch self {
        case .insert: "insert"
        case .delete: "delete"
        case .update: "update"
        case .reorder: "reorder"
        }
    }
}

/// What an `update` changes of a row; nil leaves it as it was.
public struct RowChanges: Equatable, Sendable {
    /// Points, > 0 (a value that is not is left out).
    public var height: Double?
    /// Points, > 0; a grid item's only.
    public var width: Double?
    public var label: String?
    public var movable: Bool?

    public init(height: Double? = nil, width: Double? = nil, label: String? = nil, movable: Bool? = nil) {
        self.height = height
        self.width = width
        self.label = label
        self.movable = movable
    }

    public var isEmpty: Bool { height == nil && width == nil && label == nil && movable == nil }

    /// `row` with these changes; a size that is not finite and > 0 is left as it was.
    public func applied(to row: Row) -> Row {
        var row = row
        if let height, height.isFinite, height > 0 { row.height = height }
        if let width, width.isFinite, width > 0 { row.width = width }
        if let label { row.label = label }
        if let movable { row.movable = movable }
        return row
    }
}

/// Why a drag ended without a drop (`EngineEvent.dragEnded`).
public enum DragEndReason: String, Equatable, Sendable {
    /// The lifted row was deleted from the data (an `insert`/`delete` edit): nothing moved.
    case deleted
}
