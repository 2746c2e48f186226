import ReorderKit
import ReorderSDL

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

    public init(theme: Theme = .standard, text: TextCache) {
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
    ///   - imposterAhead: points the imposter is drawn ahead of the engine's (`DrawnPrediction`).
    ///   - feed: what the live feed just changed (`FeedHighlights`), lit under the imposter.
    ///   - announcement: the engine's latest announcement, drawn in its strip (`AnnouncementStrip`); nil for none.
    public func draw<L: ReorderLayout>(engine: ReorderEngine<L>, renderer: Renderer, hud: HUDData?, help: Bool, badge: String? = nil,
                     tuningPanel: TuningPanel? = nil, highlights: TuningHighlights = TuningHighlights(),
                     imposterAhead: Point = Point(x: 0, y: 0), feed: FeedHighlights = FeedHighlights(),
                     announcement: String? = nil) {
        renderer.clip(to: nil)
        renderer.clear(engine.drawsTiles ? theme.gridBackground : theme.background)
        let overlays = OverlayLayout(window: Self.windowSize(renderer), engine: engine)
        // The column first: a row lifted near the list's edge is drawn scaled up and reaches into
        // it (the collection style's 1.05, 1.2 for a tile, and its spring's overshoot on top).
        if let dock = overlays.dock {
            renderer.fill(dock, theme.dockFill)
            // An empty column says what it is for.
            if hud == nil, tuningPanel?.isOpen != true {
                text.draw("h shows the HUD, t the tuning panel", theme.hudSmallFont, theme.mutedText,
                          at: (dock.x + dock.width / 2, dock.y + 16), anchor: .topCenter, maxWidth: dock.width - 16, renderer: renderer)
            }
        }
        let marks = list.draw(engine: engine, renderer: renderer, text: text, selection: engine.selectedID, imposterAhead: imposterAhead,
                              feed: feed)
        // Over the list, under the panels; in the part of the list the window shows (a replay's
        // viewport may be larger than the window). The HUD's panel keeps off it.
        var strip: Rect?
        if let announcement, let shown = overlays.list.intersection(Rect(x: 0, y: 0, width: overlays.window.width, height: overlays.window.height)) {
            strip = AnnouncementStrip(theme: theme).draw(announcement, list: shown, marks: marks, renderer: renderer, text: text)
        }
        let panel = tuningPanel?.isOpen == true ? tuningPanel : nil
        let panelLayout = panel.map(overlays.tuningPanel)
        // The badge goes under a tuning panel folded at the list's top.
        var badgeTop = 8.0
        if overlays.dock == nil, let folded = panelLayout?.panel, folded.midY < overlays.list.midY { badgeTop = folded.maxY + 8 }
        var pill = badge.flatMap { $0.isEmpty ? nil : badgePill($0, width: engine.viewport.width, top: badgeTop, renderer: renderer) }
        if let placed = pill {
            pill?.rect = Self.badgePlace(placed.rect, list: overlays.list, strip: strip,
                                         keepClear: [marks.inHand, marks.picked, overlays.imposter].compactMap { $0 })
        }
        if let hud {
            HUD(theme: theme).draw(engine: engine, data: hud, overlays: overlays, renderer: renderer, text: text,
                                   topInset: Self.hudTopInset(badge: pill?.rect, badgeTop: badgeTop), tuningPanel: panelLayout?.panel,
                                   badge: pill?.rect, strip: strip)
        }
        if let panel, let panelLayout {
            TuningPanelView(theme: theme).draw(panel, layout: panelLayout, tuning: engine.tuning, highlights: highlights,
                                               now: hud?.now ?? engine.now, opacity: overlays.opacity(of: panelLayout.panel),
                                               renderer: renderer, text: text)
        }
        if let (rect, shown) = pill {
            renderer.fillRoundedRect(rect, radius: rect.height / 2, theme.badgeFill)
            text.draw(shown, theme.badgeFont, theme.badgeText, at: (rect.x + rect.width / 2, rect.y + rect.height / 2),
                      anchor: .center, renderer: renderer)
        }
        if help {
            HelpOverlay(theme: theme).draw(engine: engine, window: overlays.window, renderer: renderer, text: text)
        }
    }

    /// The window's size in points: what the renderer draws into.
    static func windowSize(_ renderer: Renderer) -> Size {
        let pixels = renderer.outputSize
        return Size(width: renderer.points(pixels.width), height: renderer.points(pixels.height))
    }

    /// Where the badge's pill (`pill`, placed at the top) is drawn: there, or under the announcement
    /// strip when the strip is at the top, so the strip stays readable; when that covers the row in
    /// hand or the picked row (`keepClear`), at the list's bottom (above a strip there); when neither
    /// place clears them, at the top.
    static func badgePlace(_ pill: Rect, list: Rect, strip: Rect?, keepClear: [Rect]) -> Rect {
        let gap = 8.0
        var top = pill
        if let strip, strip.midY < list.midY, strip.intersects(top) { top.y = strip.maxY + gap }
        var bottom = pill
        bottom.y = ((strip.map { $0.midY > list.midY } ?? false) ? strip!.y : list.maxY) - gap - pill.height
        func clear(_ place: Rect) -> Bool { !keepClear.contains { $0.intersects(place) } }
        return [top, bottom].first(where: clear) ?? top
    }

    /// Points at the list's top the HUD's panel starts below: a badge left at the top (`badgeTop`)
    /// and above; 0 for a badge moved down or none (the panel keeps off those as it keeps off content).
    static func hudTopInset(badge: Rect?, badgeTop: Double) -> Double {
        guard let badge, badge.y <= badgeTop else { return 0 }
        return badge.maxY
    }

    /// The badge's pill at the top centre of the list, and its label as it fits the list's width.
    func badgePill(_ label: String, width: Double, top: Double, renderer: Renderer) -> (rect: Rect, shown: String) {
        let shown = text.fitted(label, theme.badgeFont, width: width - 40, renderer: renderer)
        let size = text.size(shown, theme.badgeFont, theme.badgeText, renderer: renderer)
        return (Rect(x: (width - size.width) / 2 - 12, y: top, width: size.width + 24, height: size.height + 8), shown)
    }
}
