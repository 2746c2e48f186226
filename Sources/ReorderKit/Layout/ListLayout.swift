/// The real layout: heights as prefix sums over the committed order, so a slot's top is one array
/// read, a hit test is a binary search (O(log n)), and moving the blank by any distance is O(1)
/// (only `gap.position` changes; the rows in between are offset by arithmetic, not rewritten).
/// Committing a drop rewrites the order and prefix sums between the two indices: O(|to - from|).
///
/// Live data (`ListLayout+Edits`): the first edit moves the order into an `OrderTree` (O(n), once),
/// and from then on every edit, drop, top and hit test is O(log n). A list that is never edited
/// keeps the flat arrays and their one-read tops: the drag's per-frame cost does not pay for edits
/// that never come (reorder-bench's drops are as fast as before the tree existed).
public struct ListLayout: StackedLayout, Sendable {
    /// The rows as given, then each inserted row after them; a row is never moved in here (an
    /// update rewrites it in place, a deleted one stays unused). Memory: about 70 bytes a row (a
    /// million rows ~ 70 MB).
    public internal(set) var rows: [Row]
    /// `order[slot]` is the index into `rows` of the row at that committed slot (flat form only).
    private var order: [Int32]
    /// `tops[i]` is the top of committed slot i; `tops[count]` is the content height (flat form only).
    private var tops: [Double]
    /// The order once edited, behind one reference, so that the layout stays as small a value as it
    /// was (the engine moves it by value). nil in the flat form.
    private var editedOrder: EditedOrder?
    /// `editedOrder != nil`, read first by every query.
    private var edited = false
    var isEdited: Bool { edited }
    public private(set) var gap: Gap?
    /// The viewport's width (`resize`): every row's frame is that wide.
    public var width = 0.0

    public init(rows: [Row]) {
        precondition(rows.count < Int(Int32.max), "more rows than a layout can index")
        self.rows = rows
        order = (0..<Int32(rows.count)).map { $0 }
        var tops = [Double](repeating: 0, count: rows.count + 1)
        var y = 0.0
        for (i, row) in rows.enumerated() {
            tops[i] = y
            y += row.height
        }
        tops[rows.count] = y
        self.tops = tops
    }

    /// The order tree; only once edited.
    var tree: OrderTree {
        get { editedOrder.unsafelyUnwrapped.tree }
        _modify {
            if !isKnownUniquelyReferenced(&editedOrder) { editedOrder = editedOrder.map { EditedOrder(copying: $0) } }
            yield &editedOrder.unsafelyUnwrapped.tree
        }
    }

    /// Each present row's node in `tree`; only once edited.
    var nodeOfID: [String: Int32] {
        get { editedOrder.unsafelyUnwrapped.nodeOfID }
        _modify {
            if !isKnownUniquelyReferenced(&editedOrder) { editedOrder = editedOrder.map { EditedOrder(copying: $0) } }
            yield &editedOrder.unsafelyUnwrapped.nodeOfID
        }
    }

    // Inlined by force: without it the branch to the tree kept these out of their callers, and the
    // unedited list's throughput fell by a quarter (reorder-bench); with it, by an eighth.
    public var count: Int {
        @inline(__always) get { edited ? tree.count : order.count }
    }
    public var contentHeight: Double { committedTop(count) }

    /// The index into `rows` of committed slot `slot`.
    @inline(__always)
    func rowIndex(atCommitted slot: Int) -> Int {
        guard edited else { return Int(order[slot]) }
        return Int(tree.node(at: slot)) - 1
    }

    @inline(__always)
    private func committedRow(_ slot: Int) -> Row { rows[rowIndex(atCommitted: slot)] }

    /// The top of committed slot `slot` (0...count).
    @inline(__always)
    private func committedTop(_ slot: Int) -> Double { edited ? tree.prefix(slot) : tops[slot] }

    /// Committed index of compacted row k.
    private func committedIndex(compacted k: Int) -> Int {
        guard let gap, k >= gap.from else { return k }
        return k + 1
    }

    public func row(atSlot slot: Int) -> Row {
        guard let gap else { return committedRow(slot) }
        if slot == gap.position { return committedRow(gap.from) }
        return committedRow(committedIndex(compacted: slot < gap.position ? slot : slot - 1))
    }

    public func top(ofSlot slot: Int) -> Double {
        guard let gap else { return committedTop(slot) }
        if slot <= gap.position { return compactedTop(slot) }
        return compactedTop(slot - 1) + gap.height
    }

    public func slot(atContentY y: Double) -> Int? {
        if let gap { return visualSlot(atContentY: y, gap: gap) }
        guard y >= 0, y < contentHeight else { return nil }
        if edited { return tree.position(atOrAbove: y) }
        // Last slot whose top is <= y: a plain search over the prefix sums.
        var low = 0, high = count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if tops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func compactedTop(_ position: Int) -> Double {
        guard let gap, position > gap.from else { return committedTop(position) }
        return committedTop(position + 1) - gap.height
    }

    public func compactedKey(_ k: Int, fraction: Double) -> Double {
        let index = committedIndex(compacted: k)
        return compactedTop(k) + fraction * (committedTop(index + 1) - committedTop(index))
    }

    public func compactedRank(atOrBelow y: Double, fraction: Double) -> Int {
        if edited { return treeCompactedRank(atOrBelow: y, fraction: fraction) }
        // Binary search for the first k whose key exceeds y; keys rise with k.
        var low = 0, high = gap == nil ? count : count - 1
        while low < high {
            let mid = (low + high) >> 1
            if compactedKey(mid, fraction: fraction) <= y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// `compactedRank` in the tree: one descent (O(log n)) instead of a binary search whose every key
    /// is three prefix sums (O(log^2 n): 15 us p99 per input at a million rows, reorder-bench), then
    /// the boundary checked with `compactedKey`, so the answer is the binary search's to the bit.
    private func treeCompactedRank(atOrBelow y: Double, fraction: Double) -> Int {
        let high = gap == nil ? count : count - 1
        var rank = min(high, tree.rank(atOrBelow: y, fraction: fraction,
                                       skip: gap?.from ?? .max, skipHeight: gap?.height ?? 0))
        while rank > 0, compactedKey(rank - 1, fraction: fraction) > y { rank -= 1 }
        while rank < high, compactedKey(rank, fraction: fraction) <= y { rank += 1 }
        return rank
    }

    public mutating func lift(slot: Int) {
        precondition(gap == nil && slot >= 0 && slot < count, "lift needs no gap and a slot in range")
        gap = Gap(from: slot, position: slot, height: committedRow(slot).height)
    }

    public mutating func moveGap(to position: Int) {
        precondition(gap != nil && position >= 0 && position < count, "moveGap needs a gap and a position in range")
        gap!.position = position
    }

    @discardableResult
    public mutating func commit() -> DropResult {
        guard let gap else { return DropResult() }
        self.gap = nil
        let from = gap.from, to = gap.position
        guard from != to else { return DropResult() }
        if edited {
            let node = tree.node(at: from)
            tree.remove(node)
            tree.insert(node, at: to)
            return DropResult()
        }
        order.moveElement(from: from, to: to)
        var y = tops[min(from, to)]
        for i in min(from, to)...max(from, to) {
            tops[i] = y
            y += rows[Int(order[i])].height
        }
        return DropResult()
    }

    public mutating func cancelLift() { gap = nil }

    public var orderedIDs: [String] {
        guard edited else { return order.map { rows[Int($0)].id } }
        return tree.inOrder().map { rows[Int($0) - 1].id }
    }

    static func roomToGrow(_ count: Int) -> Int { count + count / 4 + 16 }

    /// Moves the order into the tree (the first edit's O(n)); the flat arrays are let go. `rows` is
    /// rewritten in committed order, so that node `i + 1` is `rows[i]`.
    mutating func makeTree() {
        guard !edited else { return }
        edited = true
        var inOrder: [Row] = []
        // Room for a quarter more rows: an array that grows copies itself, which at a million rows
        // is one edit of tens of milliseconds (the rows' strings retained); this puts it off.
        inOrder.reserveCapacity(Self.roomToGrow(order.count))
        for index in order { inOrder.append(rows[Int(index)]) }
        rows = inOrder
        let tree = OrderTree(heights: rows.map(\.height), room: Self.roomToGrow(rows.count))
        var ids = [String: Int32](minimumCapacity: rows.count)
        for (index, row) in rows.enumerated() { ids[row.id] = Int32(index + 1) }
        editedOrder = EditedOrder(tree: tree, nodeOfID: ids)
        order = []
        tops = []
    }
}

/// A list's edited order, shared by copies of the layout until one of them edits (then copied):
/// the value semantics of `ListLayout` kept by hand, so it is Sendable as a value is.
final class EditedOrder: @unchecked Sendable {
    var tree: OrderTree
    var nodeOfID: [String: Int32]

    init(tree: OrderTree, nodeOfID: [String: Int32]) {
        self.tree = tree
        self.nodeOfID = nodeOfID
    }

    convenience init(copying other: EditedOrder) { self.init(tree: other.tree, nodeOfID: other.nodeOfID) }
}
