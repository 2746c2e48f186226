import ReorderKit

/// One name and value line of the panel.
struct HUDLine: Equatable {
    var name: String
    var value: String
    /// The tuning parameters the value shows: it lights up for a moment when one changes.
    var tuning: [String] = []
    /// Drawn in the highlight colour (the intent waiting for the next press).
    var emphasised = false
}

/// The HUD's text panel in the top-right corner: interaction state, the press being decided, the
/// tuning, the label for the next press, frames per second with a frame-time graph, and the last
/// engine events.
struct HUDPanel {
    var theme: Theme

    static let width = 290.0
    static let padding = 10.0
    static let graphHeight = 40.0
    /// The graph's full height, ms: two frames at 60 Hz, so a dropped frame reaches the top.
    static let graphRangeMs = 1000.0 / 30
    /// One frame at 60 Hz, ms: the line the bars are read against.
    static let frameBudgetMs = 1000.0 / 60
    static let eventLines = 6

    /// - Parameters:
    ///   - topInset: points at the top to keep clear (the badge).
    ///   - bottomInset: points at the bottom to keep clear (the tuning panel).
    func draw(engine: borrowing Engine, data: HUDData, renderer: Renderer, text: TextCache, topInset: Double = 0,
              bottomInset: Double = 0) {
        let font = theme.hudFont
        let line = text.lineHeight(font, renderer: renderer)
        let rows = lines(engine: engine, data: data)
        let now = data.now ?? engine.now
        let width = min(Self.width, max(0, engine.viewport.width - 16))
        // The panel keeps to half the window, so it can stay in the half the finger is not in: on a
        // short window it shows fewer events (at least two).
        let fixed = Self.padding * 2 + line * Double(rows.count) + 8 + Self.graphHeight + 14 + line
        let room = (engine.viewport.height / 2 - topInset - 16 - fixed) / line
        let eventLines = room >= Double(Self.eventLines) ? Self.eventLines : room >= 2 ? Int(room) : 2  // room: any Double
        let events = Array(data.events.suffix(eventLines))
        let height = fixed + line * Double(eventLines)
        // Top right, unless the finger at work is in the top half: then bottom right, out of its way.
        var fingerY: Double?
        switch engine.interaction {
        case .pressing(let press): fingerY = press.location.y
        case .dragging(let drag): fingerY = drag.location.y
        case .idle, .scrolling, .coasting, .settling: fingerY = nil
        }
        let highest = topInset + 8
        let lowest = engine.viewport.height - bottomInset - height - 8
        let top = (fingerY ?? .infinity) < engine.viewport.height / 2 ? max(highest, lowest) : highest
        let panel = Rect(x: engine.viewport.width - width - 8, y: top, width: width, height: height)
        renderer.fillRoundedRect(panel, radius: 8, theme.panelFill)

        var y = panel.y + Self.padding
        let x = panel.x + Self.padding
        renderer.withClip(panel) {
            for (index, row) in rows.enumerated() {
                let lit = data.highlights.strength(row.tuning, now: now)
                if lit > 0 {
                    renderer.fill(Rect(x: panel.x + 4, y: y, width: panel.width - 8, height: line), theme.panelHighlight.scaledAlpha(0.3 * lit))
                }
                let color = row.emphasised || lit > 0 ? theme.panelHighlight : index == 0 ? theme.panelAccent : theme.panelText
                text.draw(HUDFormat.padRight(row.name, 11), font, theme.panelMutedText, at: (x, y), renderer: renderer)
                text.draw(row.value, font, color, at: (x + 11 * line * 0.6, y), renderer: renderer)
                y += line
            }
            y += 8
            // Room on the right of the graph for the budget line's label.
            drawGraph(data.frameTimes, in: Rect(x: x, y: y, width: panel.width - 2 * Self.padding - 30, height: Self.graphHeight),
                      renderer: renderer, text: text)
            y += Self.graphHeight + 14
            text.draw("events", font, theme.panelMutedText, at: (x, y), renderer: renderer)
            y += line
            for event in events {
                text.draw(event, font, theme.panelText, at: (x, y), renderer: renderer)
                y += line
            }
        }
    }

    /// The panel's lines, state first.
    func lines(engine: borrowing Engine, data: HUDData) -> [HUDLine] {
        let tuning = engine.tuning
        var rows = [HUDLine(name: "state", value: engine.interaction.name)]
        switch engine.interaction {
        case .pressing(let press):
            let held = engine.now - press.since
            rows.append(HUDLine(name: "press", value: "\(HUDFormat.fixed(held, 2)) s, \(HUDFormat.fixed(press.farthest, 1)) pt"))
        case .dragging(let drag):
            rows.append(HUDLine(name: "drag", value: "\(drag.rowID) from \(drag.from) to \(engine.blankSlot.map(String.init) ?? "-")"))
        case .idle, .scrolling, .coasting, .settling:
            rows.append(HUDLine(name: "press", value: "-"))
        }
        rows += [
            HUDLine(name: "offset", value: "\(HUDFormat.fixed(engine.scrollOffset, 1)) of \(HUDFormat.fixed(max(0, engine.layout.contentHeight - engine.viewport.height), 0)) pt"),
            HUDLine(name: "autoscroll", value: "\(HUDFormat.fixed(engine.autoscrollSpeed, 0)) pt/s"),
            HUDLine(name: "longPress", value: "\(HUDFormat.fixed(tuning.longPressSeconds, 2)) s", tuning: ["longPressSeconds"]),
            HUDLine(name: "allowable", value: "\(HUDFormat.fixed(tuning.allowableMovement, 1)) pt", tuning: ["allowableMovement"]),
            HUDLine(name: "preset", value: TuningPreset.matching(tuning)?.rawValue ?? "-", tuning: ["longPressSeconds", "allowableMovement"]),
            HUDLine(name: "strategy", value: tuning.reorderStrategy.rawValue, tuning: ["reorderStrategy"]),
            HUDLine(name: "scrollMax", value: "\(HUDFormat.fixed(tuning.autoscrollMaxSpeed, 0)) pt/s \(tuning.autoscrollCurve.rawValue)",
                    tuning: ["autoscrollMaxSpeed", "autoscrollCurve"]),
            HUDLine(name: "scrollZone", value: "row/2 + \(HUDFormat.short(tuning.autoscrollZonePadding, 1)) pt", tuning: ["autoscrollZonePadding"]),
            HUDLine(name: "dragStyle", value: tuning.dragStyle.rawValue, tuning: ["dragStyle"]),
            HUDLine(name: "next press", value: data.pendingIntent?.rawValue ?? "-", emphasised: data.pendingIntent != nil),
        ]
        return rows
    }

    /// One bar per frame, newest on the right, with a line at the 60 Hz budget.
    func drawGraph(_ frames: FrameTimes, in rect: Rect, renderer: Renderer, text: TextCache) {
        renderer.fill(rect, Color(255, 255, 255, 18))
        let values = frames.values
        let barWidth = rect.width / Double(frames.capacity)
        let start = rect.maxX - barWidth * Double(values.count)
        for (i, ms) in values.enumerated() {
            let h = min(1, ms / Self.graphRangeMs) * rect.height
            let color = ms <= Self.frameBudgetMs * 1.05 ? theme.graphGood : ms <= Self.graphRangeMs ? theme.graphSlow : theme.graphBad
            renderer.fill(Rect(x: start + barWidth * Double(i), y: rect.maxY - h, width: max(barWidth - 0.5, 1 / renderer.scale),
                               height: h), color.scaledAlpha(0.85))
        }
        let budgetY = rect.maxY - Self.frameBudgetMs / Self.graphRangeMs * rect.height
        renderer.fill(Rect(x: rect.x, y: budgetY, width: rect.width, height: 1 / renderer.scale), theme.panelText.scaledAlpha(0.6))
        let fps = frames.fps().map { HUDFormat.fixed($0, 1) } ?? "-"
        let last = values.last.map { HUDFormat.fixed($0, 1) } ?? "-"
        text.draw("\(fps) fps  \(last) ms", theme.hudSmallFont, theme.panelText, at: (rect.x + 3, rect.y + 2), renderer: renderer)
        text.draw("16.7", theme.hudSmallFont, theme.panelMutedText, at: (rect.maxX + 4, budgetY), anchor: .leftCenter,
                  renderer: renderer)
    }
}
