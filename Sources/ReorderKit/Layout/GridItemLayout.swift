/// The grid as the engine sees it: `GridLayout`'s flow with the items' rows (ids, labels), the
/// UICollectionView seed's placement (`GridPlacement`) and the imposter free in both axes.
public struct GridItemLayout: SlotPlacedLayout, Sendable {
    public private(set) var grid: GridLayout
    /// The items as given (every one with a `width`); never reordered.
    public let rows: [Row]

    /// `rows` must all have a `width` (the trace reader checks it); a missing one counts as its height.
    public init(rows: [Row], style: GridStyle, viewport: Size) {
        self.rows = rows
        grid = GridLayout(sizes: rows.lazy.map { Size(width: $0.width ?? $0.height, height: $0.height) }, style: style,
                          viewport: viewport)
    }

    public var count: Int { grid.count }
    public var scrollAxis: ScrollAxis { grid.scrollAxis }
    public var contentExtent: Double { grid.contentExtent }

    public var blank: Blank? {
        guard let gap = grid.gap else { return nil }
        return Blank(from: gap.from, position: gap.position, size: grid.size(ofSlot: gap.position))
    }

    public func row(atSlot slot: Int) -> Row { rows[grid.item(atSlot: slot)] }
    public func frame(ofSlot slot: Int) -> LayoutRect { grid.frame(ofSlot: slot) }
    public func slot(at point: Point) -> Int? { grid.slot(at: point) }
    public func firstSlot(endingAfter extent: Double) -> Int { grid.firstSlot(endingAfter: extent) }

    /// The imposter follows the pointer in both axes (inside the viewport).
    public var imposterAcross: ImposterAcross { .followsPointer }

    public func placement(imposter: LayoutRect, pointer: Point, rule: PlacementTuning) -> Int {
        GridPlacement.blankPosition(in: grid, pointer: pointer)
    }

    public func swapTarget(imposter: LayoutRect, pointer: Point, rule: PlacementTuning) -> Int? {
        SwapTarget.grid(grid, pointer: pointer)
    }

    public mutating func lift(slot: Int) { grid.lift(slot: slot) }
    public mutating func moveGap(to position: Int) { grid.moveGap(to: position) }
    @discardableResult
    public mutating func commit() -> DropResult {
        grid.commit()
        return DropResult()
    }
    public mutating func cancelLift() { grid.cancelLift() }
    public mutating func resize(_ viewport: Size) { grid.resize(viewport) }

    public var orderedIDs: [String] { grid.orderedItems.map { rows[$0].id } }
}
