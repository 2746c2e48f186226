import ReorderKit
import ReorderSDL

/// The on-screen help (toggled with `?` or F1): how to drag, with the tuning's current numbers,
/// and the keys (shift goes backward through the c, s, d, m, a and p cycles).
public struct HelpOverlay {
    public var theme: Theme

    public init(theme: Theme = .standard) {
        self.theme = theme
    }

    static let keys: [(key: String, action: String)] = [
        ("q", "quit"),
        ("h", "HUD: one line, full, hidden"),
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
        ("m", "reorder mode: insert, swap"),
        ("a", "across sections: move, swap, none"),
        ("o", "pan start: slop (no jump), down"),
        ("v", "lift by: hold, distance"),
        ("j / J", "activation distance -/+ 1 pt"),
        ("r / R  e", "autoscroll ramp -/+ 0.1 s, its curve"),
        ("l / L", "reorder dwell -/+ 0.05 s"),
        ("f / F  i", "prediction -/+ 5 ms, its model"),
        ("p", "next preset: ios, android, flutter ..."),
        ("k", "keys reorder: arrows focus, Space lifts"),
        ("g", "tap to move: tap a row, tap its place"),
        ("shift+key", "c s d m a o v e i p cycle backward"),
        ("t", "tuning sliders and buttons"),
        ("w", "write the tuning to the profile file"),
        ("n", "live feed of edits: start / stop"),
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

    /// The help's type, largest first: the first size at which the window holds the keys (and the
    /// how-to above them, if it fits too) is used; 9 pt (0.64 of 14) is the smallest.
    static let scales = [1.0, 0.85, 0.72, 0.64]

    /// How the help fits a window: the type's scale, whether the how-to is shown and how many keys.
    struct Fit: Equatable {
        var scale: Double
        var prose: Bool
        var keys: Int
    }

    /// - Parameter height: the panel's height at a scale, with or without the how-to, for `keys` keys.
    static func fit(room: Double, height: (_ scale: Double, _ prose: Bool, _ keys: Int) -> Double) -> Fit {
        for scale in scales where height(scale, false, keys.count) <= room {
            return Fit(scale: scale, prose: height(scale, true, keys.count) <= room, keys: keys.count)
        }
        // Not even the smallest type holds them all: as many as fit, and a last line that says so.
        let scale = scales.last!
        let fitting = (0...keys.count).last { height(scale, false, $0 + 1) <= room } ?? 0
        return Fit(scale: scale, prose: false, keys: fitting)
    }

    /// Over the whole window (`window`, points), centred in it.
    public func draw<L: ReorderLayout>(engine: ReorderEngine<L>, window: Size, renderer: Renderer, text: TextCache) {
        renderer.fill(Rect(x: 0, y: 0, width: window.width, height: window.height), theme.helpDim)
        let howTo = Self.howTo(engine.tuning)
        func metrics(_ scale: Double) -> (line: Double, padding: Double, title: Double) {
            (text.lineHeight(theme.helpFont.sized(theme.helpFont.pointSize * scale), renderer: renderer) + 2 * scale,
             max(8, 18 * scale), 28 * scale)
        }
        let fit = Self.fit(room: window.height - 16) { scale, prose, keys in
            let m = metrics(scale)
            return m.padding * 2 + m.title + (prose ? m.line * Double(howTo.count) + 14 * scale : 0) + m.line * Double(keys)
        }
        let scale = fit.scale, m = metrics(scale)
        let helpFont = theme.helpFont.sized(theme.helpFont.pointSize * scale)
        let keyFont = theme.hudFont.sized(theme.hudFont.pointSize * scale)
        let truncated = fit.keys < Self.keys.count
        let lines = Double(fit.keys + (truncated ? 1 : 0))
        let height = m.padding * 2 + m.title + (fit.prose ? m.line * Double(howTo.count) + 14 * scale : 0) + m.line * lines
        let width = max(0, min(440, window.width - 16))
        let panel = Rect(x: (window.width - width) / 2, y: max(8, (window.height - height) / 2), width: width, height: height)
        renderer.fillRoundedRect(panel, radius: 12, theme.helpFill)

        renderer.withClip(panel) {
            let x = panel.x + m.padding, right = panel.maxX - m.padding
            var y = panel.y + m.padding
            let title = text.draw("ReorderLab", theme.titleFont.sized(theme.titleFont.pointSize * scale), theme.panelText, at: (x, y),
                                  renderer: renderer)
            text.draw("? or F1 to close", theme.hudSmallFont, theme.panelMutedText, at: (right, y + 4 * scale), anchor: .topRight,
                      maxWidth: right - title.maxX - 8, renderer: renderer)
            y += m.title
            if fit.prose {
                for sentence in howTo {
                    text.draw(sentence, helpFont, theme.panelText, at: (x, y), maxWidth: right - x, renderer: renderer)
                    y += m.line
                }
                y += 14 * scale
            }
            let actionX = x + 110 * scale
            for (key, action) in Self.keys.prefix(fit.keys) {
                text.draw(key, keyFont, theme.panelAccent, at: (x, y + scale), maxWidth: actionX - x - 4, renderer: renderer)
                text.draw(action, helpFont, theme.panelText, at: (actionX, y), maxWidth: right - actionX, renderer: renderer)
                y += m.line
            }
            if truncated {
                text.draw("\(Self.keys.count - fit.keys) more: reorder-lab --help lists them", helpFont, theme.panelMutedText,
                          at: (x, y), maxWidth: right - x, renderer: renderer)
            }
        }
    }
}
