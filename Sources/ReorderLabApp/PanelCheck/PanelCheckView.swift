import ReorderKit
import ReorderSDL

/// Draws the panel check's frame: the target as a crosshair in a ring, a line of instruction and the
/// count ("3 of 11"), the text kept clear of the target.
struct PanelCheckView {
    let scene: Scene
    var theme: Theme { scene.theme }

    var targetColour: Color { theme.selectedAccent }
    /// Points. The ring is about a fingertip's contact across (8-10 mm; 44 pt is 7 mm at a phone's
    /// 6-7 pt/mm, 12 mm at a 96 dpi monitor's 3.8), so the finger covers it; the arms reach past it
    /// so the centre stays findable under the finger.
    static let ringRadius = 22.0, ringWidth = 3.0, armLength = 34.0, armWidth = 2.0, dotRadius = 3.0
    static let instructionFont = TextStyle(pointSize: 20, path: TextStyle.boldPath)

    func draw(_ model: PanelCheckModel, renderer: Renderer) {
        renderer.clip(to: nil)
        renderer.clear(theme.background)
        guard let target = model.target else { return }
        drawTarget(at: target, in: model.viewport, renderer: renderer)
        drawText(model, away: target, renderer: renderer)
    }

    private func drawTarget(at point: Point, in size: Size, renderer: Renderer) {
        let colour = targetColour, arm = Self.armLength, half = Self.armWidth / 2
        renderer.fill(Rect(x: point.x - arm, y: point.y - half, width: 2 * arm, height: Self.armWidth), colour)
        renderer.fill(Rect(x: point.x - half, y: point.y - arm, width: Self.armWidth, height: 2 * arm), colour)
        renderer.fillArc(center: (point.x, point.y), radius: Self.ringRadius(at: point, in: size), width: Self.ringWidth, colour)
        renderer.fillCircle(center: (point.x, point.y), radius: Self.dotRadius, colour)
    }

    /// The ring, whole inside the window: a target in an autoscroll zone is as little as 14 pt from
    /// the edge (half the zone's depth), where a full ring would be cut and read as off screen. The
    /// arms may be cut; they still point at the centre.
    static func ringRadius(at point: Point, in size: Size) -> Double {
        let room = min(point.x, point.y, size.width - point.x, size.height - point.y) - 1
        return min(ringRadius, max(room, dotRadius + ringWidth + 2))
    }

    /// The instruction and the count, centred across the window, in the middle of the larger band
    /// between the target's arms and the window's top or bottom edge, so that no target is covered.
    private func drawText(_ model: PanelCheckModel, away target: Point, renderer: Renderer) {
        let text = scene.text, size = model.viewport
        let width = max(size.width - 16, 1)
        let style = text.size(model.instruction, Self.instructionFont, theme.text, renderer: renderer).width <= width
            ? Self.instructionFont : theme.labelFont
        let first = text.lineHeight(style, renderer: renderer), gap = 4.0
        let block = first + gap + text.lineHeight(theme.helpFont, renderer: renderer)
        let above = max(target.y - Self.armLength, 0), below = max(size.height - target.y - Self.armLength, 0)
        var y = above > below ? (above - block) / 2 : size.height - below + (below - block) / 2
        y = min(max(y, 0), max(size.height - block, 0))
        text.draw(model.instruction, style, theme.text, at: (size.width / 2, y), anchor: .topCenter, maxWidth: width, renderer: renderer)
        y += first + gap
        text.draw(model.progress, theme.helpFont, theme.mutedText, at: (size.width / 2, y), anchor: .topCenter,
                  maxWidth: width, renderer: renderer)
    }
}
