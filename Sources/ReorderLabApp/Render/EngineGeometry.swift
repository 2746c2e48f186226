import ReorderKit

/// What the drawing code asks of an engine of any layout, in viewport points.
extension ReorderEngine {
    /// Items drawn as tiles at their own frames, free in both axes (a grid), rather than rows as wide
    /// as the list's column (a list, sections).
    var drawsTiles: Bool { layout.imposterAcross == .followsPointer }

    /// The viewport's extent along the scroll axis, points.
    var scrollExtent: Double { layout.scrollAxis.across(viewport) }

    /// The farthest the content scrolls, points (0 when it fits).
    var scrollRange: Double { max(0, layout.contentExtent - scrollExtent) }

    /// A content point in viewport points: moved back by the offset along the scroll axis.
    func viewportPoint(_ content: Point) -> Point {
        layout.scrollAxis == .vertical ? Point(x: content.x, y: content.y - scrollOffset)
            : Point(x: content.x - scrollOffset, y: content.y)
    }

    /// The floating row's size: its blank's while dragging, its landing slot's while settling.
    var imposterSize: Size? {
        if let blank = layout.blank { return blank.size }
        if case .settling(let settle) = interaction { return layout.frame(ofSlot: settle.slot).size }
        return nil
    }
}
