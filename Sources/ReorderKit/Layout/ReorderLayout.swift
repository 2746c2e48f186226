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
/// - drawn: the compacted order with the blank put back at `blank.position`.
/// Without a blank all three are the same.
///
/// `ListLayout` (a `StackedLayout`) is the real one for the plain list, `LinearScanLayout` the naive
/// one the benchmark compares it with; sections and the grid's flow layout would be other conformers.
public protocol ReorderLayout {
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
    /// The drawn slot under a content point, nil over nothing.
    func slot(at point: Point) -> Int?

    /// Where the imposter stays across the scroll axis (content points), or nil when it follows the
    /// pointer there too (a grid). The list keeps it in its column: 0.
    var fixedImposterAcross: Double? { get }
    /// The blank's position for an imposter at `imposter` (content points, clamped as the engine
    /// keeps it) dragged by a pointer at `pointer` (content points). Called only with a blank.
    func blankPosition(imposter: LayoutRect, pointer: Point, rule: PlacementTuning) -> Int
    /// How far the row drawn at `slot` moves, in both axes, when the blank goes from `from` to `to`
    /// and `slot` lies between them (the neighbours' slide, drawn by the window).
    func shuffleShift(ofSlot slot: Int, blankFrom from: Int, to: Int) -> Point

    /// Takes the row at `slot` out; its blank starts where it was.
    mutating func lift(slot: Int)
    /// Moves the blank (to a slot 0..<count).
    mutating func moveGap(to position: Int)
    /// Puts the lifted row where the blank is and makes that the committed order.
    mutating func commit()
    /// Puts the lifted row back where it was lifted.
    mutating func cancelLift()
    /// A new viewport: a layout whose frames depend on it (the list's width, a grid's lines) follows.
    mutating func resize(_ viewport: Size)

    /// Row ids in committed order.
    var orderedIDs: [String] { get }
}

/// What placement reads of the tuning (the list's strategy and hysteresis), taken out of it once per
/// placement: a layout gets two words, not the whole `Tuning` (a sectioned layout would add
/// `crossSection` and `reorderMode` here).
public struct PlacementTuning: Equatable, Sendable {
    public var strategy: ReorderStrategy
    /// Points, as `Tuning.reorderHysteresis`.
    public var hysteresis: Double

    public init(_ tuning: borrowing Tuning) {
        strategy = tuning.reorderStrategy
        hysteresis = tuning.reorderHysteresis
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
