/// One row of the list, as a trace header or list file gives it.
public struct Row: Equatable, Sendable {
    /// Unique, non-empty. The order the engine reports is a list of these.
    public var id: String
    /// Height in points; finite and > 0 (the trace reader enforces it).
    public var height: Double
    public var label: String?
    /// The id of the section the row is in; required in a sectioned layout (`LayoutSpec.sections`).
    public var section: String?
    /// Width in points of a grid item; required, finite and > 0, in a grid (`LayoutSpec.grid`).
    public var width: Double?
    /// A row with `movable: false` never lifts (UITableView's `canMoveRowAtIndexPath:` answering NO).
    /// Declared last, after the optional Double's tag byte, so a row takes 72 bytes, not 80 (8 MB a
    /// million rows).
    public var movable: Bool

    public init(id: String, height: Double, movable: Bool = true, label: String? = nil, section: String? = nil,
                width: Double? = nil) {
        self.id = id
        self.height = height
        self.movable = movable
        self.label = label
        self.section = section
        self.width = width
    }
}

/// A size in points.
public struct Size: Equatable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A point in viewport coordinates (points, origin top-left, y down).
public struct Point: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public func distance(to other: Point) -> Double {
        let dx = x - other.x, dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
