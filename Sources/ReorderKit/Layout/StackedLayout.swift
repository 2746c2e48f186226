/// The blank left by a lifted row of a stacked list: where the row was (`from`, a committed index)
/// and where the blank is now (`position`, a slot in the visual list).
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

/// A plain list: rows stacked along y without gaps from content y = 0, each as wide as the viewport,
/// scrolling vertically; its geometry is one-dimensional (tops, a hit test on y, 1-D placement keys)
/// and its two-dimensional `ReorderLayout` face follows from that here, so every stacked layout
/// answers the engine exactly as the list did before layouts had frames.
public protocol StackedLayout: SlotPlacedLayout {
    init(rows: [Row])
    var contentHeight: Double { get }
    var gap: Gap? { get }
    /// The rows' width, points: the viewport's (`resize`); 0 until one is given.
    var width: Double { get set }

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
}

extension StackedLayout {
    public var scrollAxis: ScrollAxis { .vertical }
    public var contentExtent: Double { contentHeight }

    public var blank: Blank? {
        guard let gap else { return nil }
        return Blank(from: gap.from, position: gap.position, size: Size(width: width, height: gap.height))
    }

    public func height(ofSlot slot: Int) -> Double { row(atSlot: slot).height }
    public func bottom(ofSlot slot: Int) -> Double { top(ofSlot: slot) + height(ofSlot: slot) }

    public func frame(ofSlot slot: Int) -> LayoutRect {
        LayoutRect(x: 0, y: top(ofSlot: slot), width: width, height: height(ofSlot: slot))
    }

    /// The slot whose span holds the point's y, whatever its x: a press beside the rows' column (in the
    /// window's margins) is on the row at that height, as it always was.
    public func slot(at point: Point) -> Int? { slot(atContentY: point.y) }

    public var imposterAcross: ImposterAcross { .fixed(0) }

    /// The tuning's strategy on the imposter's top. Pinned at either end of the content the imposter
    /// cannot go further: the row goes to that end (otherwise hysteresis, or a last row shorter than
    /// the dragged one, could make it unreachable).
    public func placement(imposter: LayoutRect, pointer: Point, rule: PlacementTuning) -> Int {
        let top = imposter.y
        guard let gap else { return 0 }
        return top <= 0 ? 0 : top >= contentHeight - gap.height ? count - 1
            : PlacementRule.position(rule.strategy, layout: self, imposterTop: top, hysteresis: rule.hysteresis)
    }

    /// The row under the imposter's centre, as the rows stand (nothing moves in swap mode).
    public func swapTarget(imposter: LayoutRect, pointer: Point, rule: PlacementTuning) -> Int? {
        SwapTarget.list(self, imposterCenterY: imposter.y + imposter.height / 2)
    }

    /// The rows a blank of `height` points passes going from slot `from` to `to` all move by one same
    /// amount, its height, up when it goes down and down when it goes up: the engine moves them
    /// without measuring frames (each blank move of a drag or an autoscroll costs no allocation:
    /// reorder-bench). A type's member, so that the engine asks the type (`Layout.self as?`), which
    /// costs no copy of the layout. A grid flows its lines again and sections cross headers: their
    /// rows move by their own frames, measured before and after.
    public static func uniformShuffleShift(blankHeight height: Double, from: Int, to: Int) -> Point {
        Point(x: 0, y: from < to ? -height : height)
    }

    public func firstSlot(endingAfter extent: Double) -> Int {
        guard extent >= 0 else { return 0 }
        return slot(atContentY: extent) ?? count
    }

    public mutating func resize(_ viewport: Size) { width = viewport.width }

    /// Visual slot holding `y` from the compacted geometry, shared by both layouts.
    package func visualSlot(atContentY y: Double, gap: Gap) -> Int? {
        guard y >= 0, y < contentHeight else { return nil }
        let blankTop = compactedTop(gap.position)
        if y < blankTop { return compactedRank(atOrBelow: y, fraction: 0) - 1 }
        if y < blankTop + gap.height { return gap.position }
        return compactedRank(atOrBelow: y - gap.height, fraction: 0)
    }
}
