import ReorderKit

/// Everything drawn in one frame, in order: the list (rows, blank well, imposter, scroll
/// indicator), the HUD, the help overlay and a badge. The app calls `draw` once per frame and then
/// presents; the scene keeps what lives across frames (text and shadow textures, the indicator's
/// fade), bound to the renderer it draws with.
public final class Scene {
    public var theme: Theme {
        didSet { list.theme = theme }
    }
    public let text: TextCache
    public let list: ListView

    public init(theme: Theme = .standard, text: TextCache = TextCache()) {
        self.theme = theme
        self.text = text
        list = ListView(theme: theme)
    }

    /// Clears and draws the frame (does not present).
    /// - Parameters:
    ///   - hud: what the HUD shows besides the engine; nil while the HUD is hidden.
    ///   - help: whether the help overlay is up.
    ///   - badge: a label at the top, such as "REPLAY 2x" while replaying; nil for none.
    ///   - tuningPanel: the tuning panel, drawn when open.
    ///   - highlights: the tuning values that just changed, lit in the tuning panel (the HUD has its own).
    public func draw(engine: borrowing Engine, renderer: Renderer, hud: HUDData?, help: Bool, badge: String? = nil,
                     tuningPanel: TuningPanel? = nil, highlights: TuningHighlights = TuningHighlights()) {
        renderer.clip(to: nil)
        renderer.clear(theme.background)
        list.draw(engine: engine, renderer: renderer, text: text, selection: engine.selectedID)
        var pill: Rect?
        if let badge, !badge.isEmpty { pill = badgeRect(badge, width: engine.viewport.width, renderer: renderer) }
        let panel = tuningPanel?.isOpen == true ? tuningPanel : nil
        let panelRect = panel.map { _ in TuningPanel.layout(viewport: engine.viewport).panel }
        if let hud {
            HUD(theme: theme).draw(engine: engine, data: hud, renderer: renderer, text: text, topInset: pill?.maxY ?? 0,
                                   bottomInset: panelRect.map { engine.viewport.height - $0.y } ?? 0)
        }
        if let panel {
            TuningPanelView(theme: theme).draw(panel, tuning: engine.tuning, viewport: engine.viewport, highlights: highlights,
                                               now: hud?.now ?? engine.now, renderer: renderer, text: text)
        }
        if let badge, let pill {
            renderer.fillRoundedRect(pill, radius: pill.height / 2, theme.badgeFill)
            text.draw(badge, theme.badgeFont, theme.badgeText, at: (pill.x + pill.width / 2, pill.y + pill.height / 2),
                      anchor: .center, renderer: renderer)
        }
        if help {
            HelpOverlay(theme: theme).draw(engine: engine, renderer: renderer, text: text)
        }
    }

    /// The badge's pill, at the top centre.
    func badgeRect(_ label: String, width: Double, renderer: Renderer) -> Rect {
        let size = text.size(label, theme.badgeFont, theme.badgeText, renderer: renderer)
        return Rect(x: (width - size.width) / 2 - 12, y: 8, width: size.width + 24, height: size.height + 8)
    }
}
