import ReorderKit
import ReorderSDL

/// Draws one row: its fill, stripe, label, id and the grip or lock on the right, all inside the
/// row's rectangle. Shared by the list and the imposter, whose rectangle is scaled: `scale` scales
/// the insets and glyphs with it, but text keeps its pixel size (the seeds scale a snapshot image,
/// but at 1.03-1.05x a resampled label only gets blurry, not visibly bigger).
struct RowPainter {
    var theme: Theme

    struct State {
        var selected = false
        /// A finger is down on it, or it is the ATS imposter (the highlighted cell itself).
        var highlighted = false
        /// Drawn over other things (the imposter): a tile fills itself even in the grid's background colour.
        var filled = false
    }

    func draw(_ row: Row, in rect: Rect, state: State, scale s: Double = 1, alpha: Double = 1,
              renderer: Renderer, text: TextCache) {
        let fill: Color = state.highlighted ? theme.highlightFill
            : state.selected ? theme.selectedFill
            : row.movable ? theme.rowFill : theme.fixedFill
        renderer.fill(rect, fill.scaledAlpha(alpha))
        if state.selected || !row.movable {
            let stripe = state.selected ? theme.selectedAccent : theme.fixedStripe
            renderer.fill(Rect(x: rect.x, y: rect.y, width: theme.stripeWidth * s, height: rect.height), stripe.scaledAlpha(alpha))
        }

        let mid = rect.y + rect.height / 2
        let glyphX = rect.maxX - (theme.rowInset + theme.glyphWidth) * s
        // A row shorter than its glyph shows the middle of it, not a glyph over its neighbours.
        renderer.withClip(rect) {
            if row.movable {
                drawGrip(x: glyphX, midY: mid, scale: s, alpha: alpha, renderer: renderer)
            } else {
                drawLock(x: glyphX, midY: mid, scale: s, alpha: alpha, renderer: renderer)
            }
        }

        let layout = textLayout(row, in: rect, glyphX: glyphX, scale: s, renderer: renderer, text: text)
        if let id = layout.id {
            renderer.withClip(id.clip) {
                text.draw(id.text, id.style, theme.mutedText, at: (id.clip.maxX, mid), anchor: .rightCenter, alpha: alpha,
                          renderer: renderer)
            }
        }
        if let label = layout.label {
            let color = row.movable ? theme.text : theme.fixedText
            renderer.withClip(label.clip) {
                text.draw(label.text, label.style, color, at: (label.clip.x, mid), anchor: .leftCenter, alpha: alpha, renderer: renderer)
            }
        }
    }

    /// One piece of a row's text as drawn: the string cut to fit, its size, and the rectangle it is
    /// kept in (the row's height, the room it was given).
    struct PlacedText: Equatable {
        var text: String
        var style: TextStyle
        var clip: Rect
    }

    /// Where a row's label and id go. The id (small, monospace, on the right) is shown when the row
    /// has a label besides it, and takes at most `idShare` of the text's room; the label takes the
    /// rest. Each is cut with an ellipsis where its room ends, set smaller when the row is shorter
    /// than its line (down to `TextStyle.minimumPointSize`), and left out below that or when its
    /// room is empty. Labels start at the row's leading (left) edge whatever their script: the row's
    /// layout follows the window's direction, and a right-to-left label reads right to left within
    /// its own run (as a UIKit cell's label does in a left-to-right interface).
    func textLayout(_ row: Row, in rect: Rect, glyphX: Double, scale s: Double, renderer: Renderer,
                    text: TextCache) -> (label: PlacedText?, id: PlacedText?) {
        let labelX = rect.x + theme.rowInset * s
        let room = glyphX - 8 * s - labelX
        guard room > 0 else { return (nil, nil) }
        var labelRight = labelX + room
        var id: PlacedText?
        if row.label != nil, let style = text.style(theme.detailFont, fitting: rect.height, renderer: renderer) {
            let shown = text.fitted(row.id, style, width: room * Self.idShare, renderer: renderer)
            let width = text.size(shown, style, theme.mutedText, renderer: renderer).width
            if width > 0 {
                let right = glyphX - 10 * s
                id = PlacedText(text: shown, style: style, clip: Rect(x: right - width, y: rect.y, width: width, height: rect.height))
                labelRight = right - width - 10 * s
            }
        }
        var label: PlacedText?
        let width = labelRight - labelX
        if width > 0, let style = text.style(theme.labelFont, fitting: rect.height, renderer: renderer) {
            let shown = text.fitted(row.label ?? row.id, style, width: width, renderer: renderer)
            if !shown.isEmpty {
                label = PlacedText(text: shown, style: style, clip: Rect(x: labelX, y: rect.y, width: width, height: rect.height))
            }
        }
        return (label, id)
    }

    /// The id's part of the room for text: enough for the short ids people give rows, never so much
    /// that a long one crowds out the label it explains.
    static let idShare = 0.4

    /// A one-device-pixel line along the bottom of `rect`, inset on the left.
    func drawSeparator(under rect: Rect, renderer: Renderer) {
        let h = Double(theme.separatorPixels) / renderer.scale
        renderer.fill(Rect(x: rect.x + theme.separatorInset, y: rect.maxY - h, width: rect.width - theme.separatorInset, height: h),
                      theme.separator)
    }

    /// The lifted row's slot: a recessed well, darker than the rows, with a shadow falling in from its
    /// top edge, and nothing in it.
    func drawWell(_ rect: Rect, renderer: Renderer) {
        renderer.fill(rect, theme.wellFill)
        let pixels = Int((theme.wellShadowDepth * renderer.scale).rounded())
        guard pixels > 0 else { return }
        for i in 0..<pixels {
            let fade = 1 - Double(i) / Double(pixels)
            let y = rect.y + renderer.points(i)
            renderer.fill(Rect(x: rect.x, y: y, width: rect.width, height: 1 / renderer.scale),
                          theme.wellInnerShadow.scaledAlpha(fade * fade))
        }
    }

    // MARK: Glyphs, drawn with primitives so they scale with the row and need no image files

    /// UITableView's reorder control: three bars.
    private func drawGrip(x: Double, midY: Double, scale s: Double, alpha: Double, renderer: Renderer) {
        let bar = 1.5 * s
        for dy in [-5.0, 0, 5] {
            renderer.fill(Rect(x: x, y: midY + dy * s - bar / 2, width: theme.glyphWidth * s, height: bar),
                          theme.grip.scaledAlpha(alpha))
        }
    }

    /// A padlock: a body and a shackle, 12 x 14 pt, centred in the glyph box.
    private func drawLock(x: Double, midY: Double, scale s: Double, alpha: Double, renderer: Renderer) {
        let color = theme.fixedGlyph.scaledAlpha(alpha)
        let cx = x + theme.glyphWidth * s / 2
        let body = Rect(x: cx - 6 * s, y: midY - 1.5 * s, width: 12 * s, height: 8.5 * s)
        let shackleY = midY - 4 * s, radius = 4.25 * s, thick = 1.6 * s
        renderer.fillArc(center: (cx, shackleY), radius: radius, start: -.pi / 2, sweep: .pi, width: thick, color)
        renderer.fill(Rect(x: cx - radius, y: shackleY, width: thick, height: body.y - shackleY), color)
        renderer.fill(Rect(x: cx + radius - thick, y: shackleY, width: thick, height: body.y - shackleY), color)
        renderer.fillRoundedRect(body, radius: 1.5 * s, color)
        renderer.fillCircle(center: (cx, body.y + body.height * 0.45), radius: 1.2 * s, theme.fixedFill.scaledAlpha(alpha))
    }
}

extension Color {
    /// The same colour with its alpha multiplied by `factor` (0...1).
    func scaledAlpha(_ factor: Double) -> Color {
        alpha(UInt8((Double(a) * min(max(factor, 0), 1)).rounded()))
    }
}
