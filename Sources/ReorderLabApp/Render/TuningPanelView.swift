import ReorderKit
import ReorderSDL

/// Draws the tuning panel (`TuningPanel`, toggled with `t`) from its layout and the engine's tuning:
/// a title with the preset in force, a slider per knob with its value (lit for a moment after it
/// changes, like the HUD's), and the buttons with the value each one cycles. Folded (a row being
/// dragged under a floating panel), the title line alone.
public struct TuningPanelView {
    public var theme: Theme

    public init(theme: Theme = .standard) {
        self.theme = theme
    }

    /// - Parameter opacity: 1, or less where the panel cannot help covering the imposter.
    public func draw(_ panel: TuningPanel, layout: TuningPanel.Layout, tuning: Tuning, highlights: TuningHighlights, now: Double,
                     opacity: Double = 1, renderer: Renderer, text: TextCache) {
        let held = panel.held
        renderer.fillRoundedRect(layout.panel, radius: 10, theme.panelFill.scaledAlpha(opacity))
        renderer.withClip(layout.panel) {
            let preset = TuningPreset.matching(tuning).map { "preset \($0.rawValue)" } ?? "no preset matches"
            let hint = layout.sliders.isEmpty ? "\(preset)   back after the drop" : "\(preset)   t closes"
            let title = text.draw("tuning", theme.hudFont, theme.panelAccent, at: (layout.title.x, layout.title.y), alpha: opacity,
                                  renderer: renderer)
            text.draw(hint, theme.hudSmallFont, theme.panelMutedText, at: (layout.title.maxX, layout.title.y + 2), anchor: .topRight,
                      alpha: opacity, maxWidth: layout.title.maxX - title.maxX - 8, renderer: renderer)
            for slider in layout.sliders {
                drawSlider(slider, layout: layout, tuning: tuning, held: held.contains(.slider(slider.knob)),
                           lit: highlights.strength(slider.knob.name, now: now), renderer: renderer, text: text)
            }
            for frame in layout.buttons {
                drawButton(frame, tuning: tuning, lastPreset: panel.lastPreset, held: held.contains(.button(frame.button)),
                           renderer: renderer, text: text)
            }
        }
    }

    func drawSlider(_ slider: TuningPanel.Slider, layout: TuningPanel.Layout, tuning: Tuning, held: Bool, lit: Double,
                    renderer: Renderer, text: TextCache) {
        let knob = slider.knob
        let value = knob.value(in: tuning)
        let valueColor = lit > 0 ? theme.panelHighlight : theme.panelText
        text.draw(knob.label, theme.hudFont, theme.panelMutedText, at: (slider.row.x, slider.row.y + 2), renderer: renderer)
        text.draw(knob.text(value), theme.hudFont, valueColor, at: (slider.row.maxX, slider.row.y + 2), anchor: .topRight,
                  renderer: renderer)
        let track = slider.track
        let thumbX = layout.thumbX(knob, value: value) ?? track.x
        renderer.fillRoundedRect(track, radius: track.height / 2, theme.sliderTrack)
        renderer.fillRoundedRect(Rect(x: track.x, y: track.y, width: thumbX - track.x, height: track.height), radius: track.height / 2,
                                 theme.panelAccent)
        let center = (x: thumbX, y: track.y + track.height / 2)
        if lit > 0 || held {
            renderer.fillCircle(center: center, radius: TuningPanel.thumbRadius + 5, theme.panelHighlight.scaledAlpha(held ? 0.35 : 0.35 * lit))
        }
        renderer.fillCircle(center: center, radius: TuningPanel.thumbRadius, theme.sliderThumb)
    }

    func drawButton(_ frame: TuningPanel.ButtonFrame, tuning: Tuning, lastPreset: TuningPreset?, held: Bool, renderer: Renderer,
                    text: TextCache) {
        let rect = frame.rect
        renderer.fillRoundedRect(rect, radius: 8, held ? theme.buttonHeldFill : theme.buttonFill)
        let (caption, value) = Self.caption(frame.button, tuning: tuning, lastPreset: lastPreset)
        let middle = rect.x + rect.width / 2
        renderer.withClip(rect.insetBy(2)) {
            if let value {
                text.draw(caption, theme.hudSmallFont, theme.panelMutedText, at: (middle, rect.y + 5), anchor: .topCenter,
                          maxWidth: rect.width - 4, renderer: renderer)
                text.draw(value, theme.hudSmallFont, theme.panelText, at: (middle, rect.maxY - 6), anchor: .bottomCenter,
                          maxWidth: rect.width - 4, renderer: renderer)
            } else {
                text.draw(caption, theme.hudFont, theme.panelText, at: (middle, rect.y + rect.height / 2), anchor: .center,
                          maxWidth: rect.width - 4, renderer: renderer)
            }
        }
    }

    /// A button's words: what it changes and the value in force (nil for a plain button).
    static func caption(_ button: TuningPanel.Button, tuning: Tuning, lastPreset: TuningPreset?) -> (String, String?) {
        switch button {
        case .strategy: ("strategy", tuning.reorderStrategy.rawValue)
        case .style: ("drag style", tuning.dragStyle.rawValue)
        case .mode: ("mode", tuning.reorderMode.rawValue)
        case .crossSection: ("sections", tuning.crossSection.rawValue)
        case .panStart: ("pan start", tuning.panStart.rawValue)
        case .activation: ("lift by", tuning.activation == .distance ? "distance \(HUDFormat.short(tuning.activationDistance)) pt" : "hold")
        case .preset: ("next preset", TuningCommand.preset(by: 1).change(from: tuning, lastPreset: lastPreset).preset?.rawValue)
        case .liveFeed: ("feed", nil)
        case .close: ("close", nil)
        }
    }
}
