/// The contract's flow layout parameters (`layout: {kind: "grid", inset, itemSpacing, lineSpacing,
/// scrollDirection}`), in points; each defaults to 0 and the direction to vertical.
public struct GridStyle: Equatable, Sendable {
    public var inset: Double
    public var itemSpacing: Double
    public var lineSpacing: Double
    public var scrollDirection: ScrollAxis

    public init(inset: Double = 0, itemSpacing: Double = 0, lineSpacing: Double = 0, scrollDirection: ScrollAxis = .vertical) {
        self.inset = inset
        self.itemSpacing = itemSpacing
        self.lineSpacing = lineSpacing
        self.scrollDirection = scrollDirection
    }
}

/// What a flow needs of the style and the viewport, in the flow's own terms: "along" a line (x when
/// scrolling vertically) and "across" lines (the scroll axis).
struct FlowMetrics: Equatable, Sendable {
    var axis: ScrollAxis
    var inset: Double
    var itemSpacing: Double
    var lineSpacing: Double
    /// An item goes on a new line when its far edge would pass this (viewport extent - inset), unless
    /// the line is empty: an item longer than that gets a line of its own.
    var lineEnd: Double

    init(style: GridStyle, viewport: Size) {
        axis = style.scrollDirection
        inset = style.inset
        itemSpacing = style.itemSpacing
        lineSpacing = style.lineSpacing
        lineEnd = style.scrollDirection.along(viewport) - style.inset
    }

    /// Content extent along the scroll axis for lines summing `lines` (each line's thickness plus
    /// the line spacing; items are never thin, so 0 means no lines): the last line's far edge plus
    /// the inset; with no lines, the two insets.
    func contentExtent(lines: Double) -> Double {
        lines == 0 ? inset + inset : inset + (lines - lineSpacing) + inset
    }
}
