import ReorderKit
import ReorderSDL

/// The autoscroll band's label ("autoscroll 87 pt/s") and where it goes.
struct AutoscrollLabel: Equatable {
    var text: String
    var rect: Rect
}

extension HUD {
    /// Around the finger while dragging: its trail's ring (18 pt, 2 pt wide) and, below right of it,
    /// its name ("touch 12": at most 10 characters of 6 pt), which the autoscroll label keeps off.
    static func pointerMark(at finger: Point) -> Rect {
        Rect(x: finger.x - 21, y: finger.y - 21, width: 42 + 1 + 60, height: 42 + 8)
    }

    /// The label of the band scrolling now, in that band, nil while nothing autoscrolls. Across a
    /// top or bottom band it goes to the side away from the finger; along a left or right band (a
    /// grid scrolling along x), to the end away from the finger; the other side or end when the
    /// first would meet the finger's ring or one of `avoiding` (the badge, the tuning panel).
    func autoscrollLabel<L: ReorderLayout>(engine: ReorderEngine<L>, overlays: OverlayLayout, avoiding: [Rect], renderer: Renderer,
                                           text: TextCache) -> AutoscrollLabel? {
        guard case .dragging = engine.interaction, engine.layout.blank != nil else { return nil }
        let speed = engine.autoscrollSpeed
        guard speed != 0, !speed.isNaN else { return nil }
        let label = "autoscroll \(HUDFormat.fixed(speed, 0)) pt/s"
        let size = text.size(label, theme.hudSmallFont, theme.autoscrollZone, renderer: renderer)
        let zone = engine.autoscrollZone, list = overlays.list
        let finger = overlays.finger ?? Point(x: list.midX, y: list.midY)
        let candidates: [Rect]
        if engine.layout.scrollAxis == .vertical {
            let y = (speed < 0 ? list.y : list.maxY - zone) + zone / 2 - size.height / 2
            let left = Rect(x: list.x + 8, y: y, width: size.width, height: size.height)
            let right = Rect(x: list.maxX - 8 - size.width, y: y, width: size.width, height: size.height)
            candidates = finger.x < list.midX ? [right, left] : [left, right]
        } else {
            let x = speed < 0 ? list.x + 4 : list.maxX - 4 - size.width
            let top = Rect(x: x, y: list.y + 6, width: size.width, height: size.height)
            let bottom = Rect(x: x, y: list.maxY - 6 - size.height, width: size.width, height: size.height)
            candidates = finger.y < list.midY ? [bottom, top] : [top, bottom]
        }
        let blocked = avoiding + (overlays.finger.map { [Self.pointerMark(at: $0)] } ?? [])
        let rect = candidates.first { candidate in !blocked.contains { $0.intersects(candidate) } } ?? candidates[0]
        return AutoscrollLabel(text: label, rect: rect)
    }

    /// Over a list (not a grid's tiles): the band the row ids are drawn in (`RowPainter`), from the
    /// widest id's left edge to their common right edge, the list's height; nil when no row on
    /// screen shows an id. Rows are measured as drawn, at most `idRowsMeasured` of them.
    func rowIDColumn<L: ReorderLayout>(engine: ReorderEngine<L>, renderer: Renderer, text: TextCache) -> Rect? {
        guard !engine.drawsTiles else { return nil }
        let column = ListView(theme: theme).column(width: engine.viewport.width)
        let painter = RowPainter(theme: theme)
        var left = Double.infinity, right = -Double.infinity
        for visible in engine.visibleRows(height: engine.viewport.height, spacing: 1 / renderer.scale, limit: Self.idRowsMeasured)
        where !visible.isBlank {
            let rect = Rect(x: column.x, y: visible.top, width: column.width, height: visible.height)
            let glyphX = rect.maxX - theme.rowInset - theme.glyphWidth
            guard let id = painter.textLayout(visible.row, in: rect, glyphX: glyphX, scale: 1, renderer: renderer, text: text).id else { continue }
            left = min(left, id.clip.x)
            right = max(right, id.clip.maxX)
        }
        guard left < right else { return nil }
        return Rect(x: left, y: 0, width: right - left, height: engine.viewport.height)
    }

    /// Rows a frame measures for their ids: a window of 4K pixels holds about 50 rows of 44 pt; a
    /// list of thinner rows is bounded here rather than by its length.
    static let idRowsMeasured = 200
}

extension Rect {
    var midX: Double { x + width / 2 }
}
