/// Where a lifted row or item is: the committed slot it was lifted from (`from`) and the drawn slot
/// its blank holds now (`position`), with the lifted one's size in points (the blank's size).
public struct Blank: Equatable, Sendable {
    public var from: Int
    public var position: Int
    public var size: Size

    package init(from: Int, position: Int, size: Size) {
        self.from = from
        self.position = position
        self.size = size
    }
}

/// What the engine reorders, in two dimensions: frames per slot in content points (origin top-left,
/// y down; content point = viewport point + the scroll offset along `scrollAxis`), a hit test at a
/// point, room for one lifted row whose blank can sit in any slot, and the rule that places it.
///
/// Three views of the same slots, as in every layout:
/// - committed: the order as it stands (what `orderedIDs` reports);
/// - compacted: the committed order with the lifted row taken out (what placement rules measure);
/// - drawn: the compacted order with the blank put back where placement put it.
/// Without a blank all three are the same.
///
/// Conformers: `ListLayout` (a `StackedLayout`) for the plain list, `SectionListLayout` for sections
/// with headers, `GridItemLayout` for the flow layout; the benchmark's `LinearScanLayout` is the
/// naive list it compares with.
public protocol ReorderLayout {
    /// What placement decides: the drawn slot of the blank (`Int`) in a list or a grid; in sections
    /// also the blank's section and a cross-section exchange's partner (`SectionTarget`), which a
    /// slot alone cannot say (the end of one section and the start of the next are one slot).
    associatedtype Placement: Equatable = Int

    var count: Int { get }
    /// The axis the content scrolls along: vertical for the list, either way for a grid.
    var scrollAxis: ScrollAxis { get }
    /// The content's extent along `scrollAxis`, points.
    var contentExtent: Double { get }
    /// The lifted row and its blank, nil while nothing is lifted.
    var blank: Blank? { get }

    /// The row drawn at a slot (the lifted row at the blank).
    func row(atSlot slot: Int) -> Row
    /// A drawn slot's frame in content points.
    func frame(ofSlot slot: Int) -> LayoutRect
    /// The drawn slot under a content point, nil over nothing (a header, an inset, spacing).
    func slot(at point: Point) -> Int?
    /// The first drawn slot whose frame (its line's, in a grid) ends after `extent` along the scroll
    /// axis, `count` when none does: where the rows on screen begin. Slots rise along the axis.
    func firstSlot(endingAfter extent: Double) -> Int

    /// Where the imposter goes across the scroll axis: the list keeps it in its column
    /// (`.fixed(0)`), a grid lets it follow the pointer (`.followsPointer`).
    var imposterAcross: ImposterAcross { get }
    /// The blank's placement now; nil while nothing is lifted.
    var placement: Placement? { get }
    /// Where the blank goes for an imposter at `imposter` (content points, clamped as the engine
    /// keeps it) dragged by a pointer at `pointer` (content points). Called only with a blank.
    func placement(imposter: LayoutRect, pointer: Point, rule: PlacementTuning) -> Placement
    /// The drawn slot the blank has at `placement`.
    func drawnSlot(of placement: Placement) -> Int
    /// Moves the blank (and, for an exchange, its partner) to `placement`.
    mutating func place(_ placement: Placement)
    /// `reorderMode: swap`: the committed slot of the row the lifted one would exchange with (the
    /// blank stays where it was lifted), nil over nothing that can take its place.
    func swapTarget(imposter: LayoutRect, pointer: Point, rule: PlacementTuning) -> Int?

    /// Takes the row at `slot` out; its blank starts where it was.
    mutating func lift(slot: Int)
    /// Puts the lifted row where the blank is and makes that the committed order; says what the
    /// drop did for the `dropped` event (sections, an exchange's partner).
    @discardableResult mutating func commit() -> DropResult
    /// Puts the lifted row back where it was lifted.
    mutating func cancelLift()
    /// Exchanges the rows at committed slots `a` and `b` (a swap's drop); nothing is lifted. The
    /// result names the row that was at `b` (none when `a == b`) and the sections of `a` and `b`.
    @discardableResult mutating func exchange(_ a: Int, _ b: Int) -> DropResult
    /// A new viewport: a layout whose frames depend on it (the list's width, a grid's lines) follows.
    mutating func resize(_ viewport: Size)

    /// Row ids in committed order.
    var orderedIDs: [String] { get }

    /// A keyboard move (`keyboardReorder`): the placement one step from `current` toward an end of
    /// the list, or at an end; nil when the blank cannot go that way (at the end, or a section's end
    /// that `rule.crossSection` does not let it cross). Called only with a blank.
    func placement(after current: Placement, _ step: SlotStep, rule: PlacementTuning) -> Placement?

    // Live data (`RowEdit`): what the engine's edits read and rebuild (ReorderLayout+Edits.swift).
    /// The rows in committed order, by group: one group in a list or a grid, one a section in sections
    /// (each row's `section` its section's id, as it stands now). Read with nothing lifted.
    var rowGroups: [[Row]] { get }
    /// This layout (its sections, its style, its width) over other rows, grouped as `rowGroups`;
    /// nothing lifted.
    func rebuilt(rowGroups: [[Row]]) -> Self
    /// The blank's group and its index among the rows drawn in that group; nil with nothing lifted.
    var blankPlace: SectionRow? { get }
    /// The placement that puts the blank at `place` (a group, an index among its drawn rows).
    func placement(blankAt place: SectionRow) -> Placement
    /// Applies `edit` to the layout itself, nothing lifted, when it can do so cheaper than a rebuild
    /// (the list: O(log n) a row), and says so; false leaves it untouched for `rebuilt`.
    mutating func applyInPlace(_ edit: RowEdit) -> Bool
    /// The committed slot of the row `id`, nil when it is not there (after `applyInPlace`).
    func committedIndex(ofID id: String) -> Int?
}

/// The layouts whose placement is the blank's drawn slot: moving the blank is `moveGap`.
public protocol SlotPlacedLayout: ReorderLayout where Placement == Int {
    /// Moves the blank (to a slot 0..<count).
    mutating func moveGap(to position: Int)
}

extension SlotPlacedLayout {
    public var placement: Int? { blank?.position }
    public func drawnSlot(of placement: Int) -> Int { placement }
    public mutating func place(_ placement: Int) { moveGap(to: placement) }

    /// Two drags' worth of moves: `a` to `b`, then the row pushed next to it back to `a`.
    @discardableResult
    public mutating func exchange(_ a: Int, _ b: Int) -> DropResult {
        guard a != b else { return DropResult() }
        let partner = row(atSlot: b).id
        let (low, high) = (min(a, b), max(a, b))
        lift(slot: low)
        moveGap(to: high)
        commit()
        lift(slot: high - 1)
        moveGap(to: low)
        commit()
        return DropResult(swappedWith: partner)
    }
}

/// Where a layout puts the imposter across its scroll axis (x in a vertical list).
public enum ImposterAcross: Equatable, Sendable {
    /// It stays at this coordinate, content points: the rows' column, which a lifted row keeps.
    case fixed(Double)
    /// It follows the pointer there too, kept inside the viewport; items are drawn as tiles at their
    /// own frames and the imposter may go past the content's end while the viewport is longer.
    case followsPointer
}

/// What placement reads of the tuning, taken out of it once per placement: a layout gets a few
/// words, not the whole `Tuning`.
public struct PlacementTuning: Equatable, Sendable {
    public var strategy: ReorderStrategy
    /// Points, as `Tuning.reorderHysteresis`.
    public var hysteresis: Double
    /// Sections only: what a drag may do across them.
    public var crossSection: CrossSection

    public init(_ tuning: borrowing Tuning) {
        strategy = tuning.reorderStrategy
        hysteresis = tuning.reorderHysteresis
        crossSection = tuning.crossSection
    }
}

extension ReorderLayout {
    /// The extent of a drawn slot along the scroll axis.
    public func extent(ofSlot slot: Int) -> Double { scrollAxis.across(frame(ofSlot: slot).size) }
}

extension LayoutRect {
    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }
}
