import ReorderKit
import ReorderSDL

/// The thin bar in the right margin showing where the viewport is in the content: shown while the
/// list moves (a finger, a coast, a drag, a settle, the wheel or keys) and faded out afterwards.
/// Time is the engine's: the indicator fades as the app feeds frames, and a test can step it.
final class ScrollIndicator {
    private var lastActive = -Double.infinity
    private var lastOffset: Double?

    /// 0...1 at the engine's current time; call once per frame (it notes whether the list moved).
    func opacity<L: ReorderLayout>(engine: ReorderEngine<L>, theme: Theme) -> Double {
        let now = engine.now
        if lastActive > now { lastActive = -.infinity }  // a new engine (a replay restarted): time went back
        let moving: Bool = switch engine.interaction {
        case .scrolling, .coasting, .dragging, .settling: true
        case .idle, .pressing: false
        }
        if moving || (lastOffset.map { $0 != engine.scrollOffset } ?? false) { lastActive = now }
        lastOffset = engine.scrollOffset
        let since = now - lastActive - theme.scrollIndicatorLinger
        guard since > 0 else { return 1 }
        return theme.scrollIndicatorFade > 0 ? max(0, 1 - since / theme.scrollIndicatorFade) : 0
    }

    /// The thumb's rectangle in the right margin (the bottom one for a list scrolling along x), or
    /// nil when all the content fits.
    static func thumb<L: ReorderLayout>(engine: ReorderEngine<L>, theme: Theme) -> Rect? {
        let viewport = engine.scrollExtent, content = engine.layout.contentExtent
        guard content > viewport, viewport > 0 else { return nil }
        let inset = 3.0
        let track = viewport - 2 * inset
        let length = min(track, max(theme.scrollIndicatorMinLength, track * viewport / content))
        let fraction = min(max(engine.scrollOffset / (content - viewport), 0), 1)
        let along = inset + (track - length) * fraction
        if engine.layout.scrollAxis == .horizontal {
            let y = engine.viewport.height - inset - theme.scrollIndicatorWidth
            return Rect(x: along, y: y, width: length, height: theme.scrollIndicatorWidth)
        }
        let x = engine.viewport.width - inset - theme.scrollIndicatorWidth
        return Rect(x: x, y: along, width: theme.scrollIndicatorWidth, height: length)
    }

    func draw<L: ReorderLayout>(engine: ReorderEngine<L>, theme: Theme, renderer: Renderer) {
        let opacity = opacity(engine: engine, theme: theme)
        guard opacity > 0, let thumb = Self.thumb(engine: engine, theme: theme) else { return }
        renderer.fillRoundedRect(thumb, radius: theme.scrollIndicatorWidth / 2, theme.scrollIndicator.scaledAlpha(opacity))
    }
}
