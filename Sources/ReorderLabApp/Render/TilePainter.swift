import ReorderKit
import ReorderSDL

/// Draws one grid item: a rounded tile with its label centred (the row's label, else its id), cut
/// with an ellipsis where the tile ends and set smaller on a tile shorter than its line; a lock in
/// the corner of an item that cannot move. Shared by the grid and its imposter, whose rectangle is
/// scaled (text keeps its pixel size, as rows' does: see `RowPainter`).
struct TilePainter {
    var theme: Theme

    func draw(_ row: Row, in rect: Rect, state: RowPainter.State, alpha: Double = 1, renderer: Renderer, text: TextCache) {
        let fill: Color = state.highlighted ? theme.highlightFill
            : state.selected ? theme.selectedFill
            : row.movable ? theme.rowFill : theme.fixedFill
        let radius = min(theme.tileRadius, rect.width / 4, rect.height / 4)
        renderer.fillRoundedRect(rect, radius: radius, theme.tileOutline.scaledAlpha(alpha))
        let inner = rect.insetBy(min(1, rect.width / 4, rect.height / 4))
        renderer.fillRoundedRect(inner, radius: max(0, radius - 1), fill.scaledAlpha(alpha))
        if state.selected {
            renderer.fill(Rect(x: inner.x + radius, y: inner.maxY - theme.stripeWidth, width: max(0, inner.width - 2 * radius),
                               height: theme.stripeWidth), theme.selectedAccent.scaledAlpha(alpha))
        }
        if !row.movable {
            renderer.fill(Rect(x: inner.x + radius, y: inner.y, width: max(0, inner.width - 2 * radius), height: theme.stripeWidth),
                          theme.fixedStripe.scaledAlpha(alpha))
        }
        guard let label = label(row, in: rect, renderer: renderer, text: text) else { return }
        let color = row.movable ? theme.text : theme.fixedText
        renderer.withClip(label.clip) {
            text.draw(label.text, label.style, color, at: (rect.x + rect.width / 2, rect.y + rect.height / 2), anchor: .center,
                      alpha: alpha, renderer: renderer)
        }
    }

    /// The label as it fits the tile, or nil when no type fits.
    func label(_ row: Row, in rect: Rect, renderer: Renderer, text: TextCache) -> RowPainter.PlacedText? {
        let width = rect.width - 2 * theme.tileInset
        guard width > 0, let style = text.style(theme.labelFont, fitting: rect.height, renderer: renderer) else { return nil }
        let shown = text.fitted(row.label ?? row.id, style, width: width, renderer: renderer)
        guard !shown.isEmpty else { return nil }
        return RowPainter.PlacedText(text: shown, style: style, clip: Rect(x: rect.x + theme.tileInset, y: rect.y, width: width, height: rect.height))
    }

    /// The lifted item's slot: an empty well with the tile's corners.
    func drawWell(_ rect: Rect, renderer: Renderer) {
        renderer.fillRoundedRect(rect, radius: min(theme.tileRadius, rect.width / 4, rect.height / 4), theme.wellFill)
    }
}
