/// The blank left by a lifted row: where the row was (`from`, a committed index) and where the
/// blank is now (`position`, a slot in the visual list).
public struct Gap: Equatable, Sendable {
    public var from: Int
    public var position: Int
    /// The lifted row's height in points: the blank's height.
    public var height: Double

    package init(from: Int, position: Int, height: Double) {
        self.from = from
        self.position = position
        self.height = height
    }
}

/// Geometry of the list in content coordinates (points, row 0's top at 0, rows stacked without
/// gaps), with room for one lifted row whose blank can sit anywhere.
///
/// Three views of the same rows:
/// - committed: the order as it stands (what `order` reports);
/// - compacted: the committed order with the lifted row taken out (what placement rules measure);
/// - visual: the compacted order with the blank put back at `gap.position` (what is drawn).
/// Without a gap all three are the same.
///
/// A layout is a replaceable piece: `ListLayout` (prefix sums, binary search) is the real one,
/// `LinearScanLayout` the naive one the benchmark compares it with. Sections with headers and a grid
/// flow layout would be other conformers.
public protocol ReorderLayout {
    init(rows: [Row])
    var count: Int { get }
    var contentHeight: Double { get }
    var gap: Gap? { get }

    /// The row drawn at a visual slot (the lifted row at the blank).
    func row(atSlot slot: Int) -> Row
    /// The top of a visual slot.
    func top(ofSlot slot: Int) -> Double
    /// The visual slot whose span holds `y` (top inclusive), or nil above row 0 / below the last row.
    func slot(atContentY y: Double) -> Int?

    /// Top of blank position `position` (0...count-1) in the compacted list: the sum of the heights
    /// of the first `position` compacted rows.
    func compactedTop(_ position: Int) -> Double
    /// `compactedTop(k) + fraction * height(k)` for compacted row k: 0 its top, 0.5 its midpoint.
    func compactedKey(_ k: Int, fraction: Double) -> Double
    /// How many compacted rows k have `compactedKey(k, fraction) <= y`.
    func compactedRank(atOrBelow y: Double, fraction: Double) -> Int

    /// Takes the row at `slot` out; its blank starts where it was.
    mutating func lift(slot: Int)
    /// Moves the blank; O(1) in `ListLayout`.
    mutating func moveGap(to position: Int)
    /// Puts the lifted row where the blank is and makes that the committed order.
    mutating func commit()
    /// Puts the lifted row back where it was lifted.
    mutating func cancelLift()

    /// Row ids, top to bottom, in committed order.
    var orderedIDs: [String] { get }
}

extension ReorderLayout {
    public func height(ofSlot slot: Int) -> Double { row(atSlot: slot).height }
    public func bottom(ofSlot slot: Int) -> Double { top(ofSlot: slot) + height(ofSlot: slot) }

    /// Visual slot holding `y` from the compacted geometry, shared by both layouts.
    package func visualSlot(atContentY y: Double, gap: Gap) -> Int? {
        guard y >= 0, y < contentHeight else { return nil }
        let blankTop = compactedTop(gap.position)
        if y < blankTop { return compactedRank(atOrBelow: y, fraction: 0) - 1 }
        if y < blankTop + gap.height { return gap.position }
        return compactedRank(atOrBelow: y - gap.height, fraction: 0)
    }
}
