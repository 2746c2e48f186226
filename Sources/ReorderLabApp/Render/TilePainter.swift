import ReorderKit
import ReorderSDL

/// Draws one grid item: a tile with its label centred (the row's label, else its id), cut
/// with an ellipsis where the tile ends and set smaller on a tile shorter than its line; a lock in
/// the corner of an item that cannot move. Shared by the grid and its imposter, whose rectangle is
/// scaled (text keeps its pixel size, as rows' does: see `RowPainter`).
struct TilePainter {
    var theme: Theme

    func draw(_ row: Row, in rect: Rect, state: RowPainter.State, alpha: Double = 1, renderer: Renderer, text: TextCache) {
        let fill: Color = state.highlighted ? theme.highlightFill
            : state.selected ? theme.selectedFill
            : row.movable ? theme.rowFill : theme.fixedFill
        // Square, as UICollectionView's cells are, and outlined by four one-pixel lines. A plain
        // tile is the grid's background (`Theme.gridBackground`, the frame is cleared to it) and is
        // not filled at all: tiles cover most of a grid's window, and SDL's software renderer spends
        // a grid's frame filling pixels (rounded tiles, an outline tile under a fill tile, took 12 ms
        // a frame at 1280x800, filled square ones 6 to 9, `Resources/benchmarks/grid-frame-stats.sh`).
        // The imposter is filled: it floats over other tiles.
        if fill != theme.gridBackground || alpha < 1 || state.filled { renderer.fill(rect, fill.scaledAlpha(alpha)) }
        renderer.stroke(rect, theme.tileOutline.scaledAlpha(alpha), width: 1 / renderer.scale)
        let stripe = theme.stripeWidth
        if state.selected {
            renderer.fill(Rect(x: rect.x, y: rect.maxY - stripe, width: rect.width, height: stripe), theme.selectedAccent.scaledAlpha(alpha))
        }
        if !row.movable {
            renderer.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: stripe), theme.fixedStripe.scaledAlpha(alpha))
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

    /// The lifted item's slot: an empty well.
    func drawWell(_ rect: Rect, renderer: Renderer) {
        renderer.fill(rect, theme.wellFill)
    }
}
