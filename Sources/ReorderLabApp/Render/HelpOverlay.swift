import ReorderKit

/// The on-screen help (toggled with `?` or F1): how to drag, with the tuning's current numbers,
/// and the keys (shift goes backward through the c, s, d and p cycles).
public struct HelpOverlay {
    public var theme: Theme

    public init(theme: Theme = .standard) {
        self.theme = theme
    }

    static let keys: [(key: String, action: String)] = [
        ("q", "quit"),
        ("h", "HUD: touches, timings, tuning, events"),
        ("? / F1", "this help"),
        ("Escape", "cancel a drag (the row goes back)"),
        ("Up / Down", "scroll a line"),
        ("Space", "scroll a page"),
        ("Home / End", "go to the top / the end"),
        ("wheel, drag", "scroll"),
        ("[ / ]", "long press -/+ 0.05 s"),
        ("- / =", "allowable movement -/+ 1 pt"),
        ("z / Z", "autoscroll zone padding -/+ 2 pt"),
        ("x / X", "autoscroll max speed -/+ 50 pt/s"),
        ("c  s  d", "cycle curve, strategy, drag style"),
        ("p", "next preset: ios, android, flutter ..."),
        ("shift+c s d p", "the same cycles backward"),
        ("t", "tuning sliders and buttons"),
        ("w", "write the tuning to the profile file"),
        ("1  2  3", "next press is a reorder, scroll, tap"),
    ]

    static func howTo(_ tuning: Tuning) -> [String] {
        [
            "Press a row and hold it still for \(HUDFormat.fixed(tuning.longPressSeconds, 2)) s:",
            "it lifts, and follows your finger to a new place.",
            "Moving more than \(HUDFormat.fixed(tuning.allowableMovement, 0)) pt before that scrolls instead.",
            "Hold the row near the top or bottom edge to scroll.",
            "Rows with a lock cannot move.",
        ]
    }

    public func draw(engine: borrowing Engine, renderer: Renderer, text: TextCache) {
        let viewport = engine.viewport
        renderer.fill(Rect(x: 0, y: 0, width: viewport.width, height: viewport.height), theme.helpDim)

        let line = text.lineHeight(theme.helpFont, renderer: renderer) + 2
        var howTo = Self.howTo(engine.tuning)
        let padding = 18.0
        let width = min(440, viewport.width - 24)
        var height = padding * 2 + 28 + line * Double(howTo.count) + 14 + line * Double(Self.keys.count)
        // A short window keeps the keys, which cannot be found anywhere else, and drops the prose.
        if height > viewport.height - 24 {
            height -= line * Double(howTo.count) + 14
            howTo = []
        }
        let panel = Rect(x: (viewport.width - width) / 2, y: max(12, (viewport.height - height) / 2), width: width, height: height)
        renderer.fillRoundedRect(panel, radius: 12, theme.helpFill)

        renderer.withClip(panel) {
            let x = panel.x + padding
            var y = panel.y + padding
            text.draw("ReorderLab", theme.titleFont, theme.panelText, at: (x, y), renderer: renderer)
            text.draw("? or F1 to close", theme.hudSmallFont, theme.panelMutedText, at: (panel.maxX - padding, y + 4),
                      anchor: .topRight, renderer: renderer)
            y += 28
            for sentence in howTo {
                text.draw(sentence, theme.helpFont, theme.panelText, at: (x, y), renderer: renderer)
                y += line
            }
            if !howTo.isEmpty { y += 14 }
            for (key, action) in Self.keys {
                text.draw(key, theme.hudFont, theme.panelAccent, at: (x, y + 1), renderer: renderer)
                text.draw(action, theme.helpFont, theme.panelText, at: (x + 110, y), renderer: renderer)
                y += line
            }
        }
    }
}
