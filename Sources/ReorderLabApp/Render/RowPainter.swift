import ReorderKit

/// Draws one row: its fill, stripe, label, id and the grip or lock on the right. Shared by the list
/// and the imposter, whose rectangle is scaled: `scale` scales the insets and glyphs with it (text
/// keeps its pixel size, see `place`).
struct RowPainter {
    var theme: Theme

    struct State {
        var selected = false
        /// A finger is down on it, or it is the ATS imposter (the highlighted cell itself).
        var highlighted = false
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
        if row.movable {
            drawGrip(x: glyphX, midY: mid, scale: s, alpha: alpha, renderer: renderer)
        } else {
            drawLock(x: glyphX, midY: mid, scale: s, alpha: alpha, renderer: renderer)
        }

        // The id on the right, in small monospace, when the label does not already show it.
        var labelLimit = glyphX - 8 * s
        if row.label != nil {
            let idRight = glyphX - 10 * s
            let idRect = place(row.id, theme.detailFont, theme.mutedText, right: idRight, midY: mid, alpha: alpha,
                               renderer: renderer, text: text)
            labelLimit = idRect.x - 10 * s
        }

        let label = row.label ?? row.id
        let labelX = rect.x + theme.rowInset * s
        let color = row.movable ? theme.text : theme.fixedText
        // Clipped to the room left of the id: a long label is cut there rather than run under it.
        renderer.withClip(Rect(x: labelX, y: rect.y, width: max(0, labelLimit - labelX), height: rect.height)) {
            place(label, theme.labelFont, color, left: labelX, midY: mid, alpha: alpha, renderer: renderer, text: text)
        }
    }

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

    // MARK: Text

    /// Glyphs are always copied 1:1, even on the scaled imposter: the seeds scale a snapshot image,
    /// but at 1.03-1.05x a resampled label only gets blurry, not visibly bigger. The layout scales.
    @discardableResult
    private func place(_ string: String, _ style: TextStyle, _ color: Color, left: Double? = nil, right: Double? = nil,
                       midY: Double, alpha: Double, renderer: Renderer, text: TextCache) -> Rect {
        let anchor: TextAnchor = left != nil ? .leftCenter : .rightCenter
        return text.draw(string, style, color, at: (left ?? right ?? 0, midY), anchor: anchor, alpha: alpha, renderer: renderer)
    }
}

extension Color {
    /// The same colour with its alpha multiplied by `factor` (0...1).
    func scaledAlpha(_ factor: Double) -> Color {
        alpha(UInt8((Double(a) * min(max(factor, 0), 1)).rounded()))
    }
}
