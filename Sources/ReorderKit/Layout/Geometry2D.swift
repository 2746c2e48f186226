/// An axis-aligned rectangle in points (origin top-left, y down), as a layout reports a slot's frame.
/// Named apart from ReorderSDL's drawing `Rect`, which the app imports alongside this module.
/// Containment is half-open, like the list's spans: the left and top edges are inside, the right and
/// bottom edges belong to whatever comes next, so adjacent frames never both hold a point.
public struct LayoutRect: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var center: Point { Point(x: x + width / 2, y: y + height / 2) }

    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }
}

/// The axis a layout scrolls along: the list and sections scroll vertically; a grid either way.
public enum ScrollAxis: String, Sendable, CaseIterable {
    case vertical, horizontal

    /// A point's coordinate along the scroll axis (y when vertical).
    public func across(_ point: Point) -> Double { self == .vertical ? point.y : point.x }
    /// A point's coordinate along a line of a flow, perpendicular to the scroll axis (x when vertical).
    public func along(_ point: Point) -> Double { self == .vertical ? point.x : point.y }
    /// A size's extent along the scroll axis.
    public func across(_ size: Size) -> Double { self == .vertical ? size.height : size.width }
    /// A size's extent along a line.
    public func along(_ size: Size) -> Double { self == .vertical ? size.width : size.height }

    /// The frame whose extent along a line is `along` (from `alongStart`) and across lines `across`
    /// (from `acrossStart`).
    public func rect(alongStart: Double, along: Double, acrossStart: Double, across: Double) -> LayoutRect {
        self == .vertical ? LayoutRect(x: alongStart, y: acrossStart, width: along, height: across)
            : LayoutRect(x: acrossStart, y: alongStart, width: across, height: along)
    }
}
