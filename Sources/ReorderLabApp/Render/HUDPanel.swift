import ReorderKit
import ReorderSDL

/// One name and value line of the panel.
struct HUDLine: Equatable {
    var name: String
    var value: String
    /// The tuning parameters the value shows: it lights up for a moment when one changes.
    var tuning: [String] = []
    /// Drawn in the highlight colour (the intent waiting for the next press).
    var emphasised = false
}

/// The HUD's text panel: interaction state, the press being decided, the tuning, the label for the
/// next press, frames per second with a frame-time graph, and the last engine events. It goes where
/// `OverlayLayout.hudRoom` says and shows what fits there (`Plan`).
struct HUDPanel {
    var theme: Theme

    static let width = 290.0
    /// In the small type (a short window): 10 pt monospace is 6 px a character, 33 of them with the
    /// padding.
    static let compactWidth = 230.0
    static let padding = 10.0
    static let graphHeight = 40.0
    /// Above the graph, and below it before the events.
    static let graphGaps = (above: 8.0, below: 14.0)
    /// The graph's full height, ms: two frames at 60 Hz, so a dropped frame reaches the top.
    static let graphRangeMs = 1000.0 / 30
    /// One frame at 60 Hz, ms: the line the bars are read against.
    static let frameBudgetMs = 1000.0 / 60
    static let eventLines = 6
    /// The least room worth a panel: the padding and the state's two lines in the small type.
    static let minimumHeight = 2 * padding + 2 * 13.0

    /// What the panel shows in the room it has, most telling first: the state and the press or drag;
    /// two events; the long press, the allowable movement and the next press's label; the offset and
    /// autoscroll; the frame graph; the other tuning lines; more events. In the HUD's type when
    /// everything fits, else in the small type with what fits of that order, in the usual places.
    struct Plan: Equatable {
        var font: TextStyle
        var lineHeight: Double
        /// Indices into `lines`, top to bottom.
        var lines: [Int]
        var graph: Bool
        /// Event lines (under an "events" heading when any).
        var events: Int
        var height: Double
        var width: Double
    }

    /// What goes in first (see `Plan`): lines by name, events up to a count, the graph.
    enum Step {
        case lines([String])
        case events(upTo: Int)
        case graph
    }

    static let priority: [Step] = [
        .lines(["state", "press", "drag"]), .events(upTo: 2), .lines(["longPress", "allowable", "next press"]),
        .lines(["offset", "autoscroll"]), .graph, .lines(["preset", "strategy", "scrollMax", "scrollZone", "dragStyle", "mode", "lift by", "panStart", "dwell/ramp"]),
        .events(upTo: eventLines),
    ]

    /// - Parameters:
    ///   - room: points of height the panel may take.
    ///   - names: the names of `lines`, in their order.
    ///   - normal, small: the HUD's type and the small type, each with its line height.
    static func plan(room: Double, names: [String], eventCount: Int, normal: (TextStyle, Double), small: (TextStyle, Double)) -> Plan {
        func make(_ font: (TextStyle, Double), width: Double) -> (plan: Plan, complete: Bool) {
            let line = font.1
            var plan = Plan(font: font.0, lineHeight: line, lines: [], graph: false, events: 0, height: 2 * padding, width: width)
            var complete = true
            func fits(_ extra: Double) -> Bool {
                guard plan.height + extra <= room else { complete = false; return false }
                plan.height += extra
                return true
            }
            for step in priority {
                switch step {
                case .lines(let wanted):
                    for (index, name) in names.enumerated() where wanted.contains(name) && fits(line) { plan.lines.append(index) }
                case .events(let count):
                    // The first one brings the heading.
                    while plan.events < min(count, eventCount), fits(line + (plan.events == 0 ? line : 0)) { plan.events += 1 }
                case .graph:
                    plan.graph = fits(graphGaps.above + graphHeight + graphGaps.below)
                }
            }
            plan.lines.sort()
            return (plan, complete)
        }
        let full = make(normal, width: width)
        return full.complete ? full.plan : make(small, width: compactWidth).plan
    }

    /// Draws the panel in `room` and returns where it went.
    /// - Parameter opacity: 1, or less where it cannot help covering the imposter.
    @discardableResult
    func draw<L: ReorderLayout>(engine: ReorderEngine<L>, data: HUDData, renderer: Renderer, text: TextCache, room: OverlayLayout.Room,
              opacity: (Rect) -> Double = { _ in 1 }) -> Rect? {
        let rows = lines(engine: engine, data: data)
        let now = data.now ?? engine.now
        let plan = Self.plan(room: room.rect.height, names: rows.map(\.name), eventCount: data.events.count,
                             normal: (theme.hudFont, text.lineHeight(theme.hudFont, renderer: renderer)),
                             small: (theme.hudSmallFont, text.lineHeight(theme.hudSmallFont, renderer: renderer)))
        guard !plan.lines.isEmpty else { return nil }
        let font = plan.font, line = plan.lineHeight
        let width = min(plan.width, room.rect.width)
        let panel = Rect(x: room.rect.maxX - width, y: room.fromBottom ? room.rect.maxY - plan.height : room.rect.y,
                         width: width, height: plan.height)
        let alpha = opacity(panel)
        renderer.fillRoundedRect(panel, radius: 8, theme.panelFill.scaledAlpha(alpha))

        var y = panel.y + Self.padding
        let x = panel.x + Self.padding, right = panel.maxX - Self.padding
        let valueX = x + 11 * line * 0.6
        renderer.withClip(panel) {
            for index in plan.lines {
                let row = rows[index]
                let lit = data.highlights.strength(row.tuning, now: now)
                if lit > 0 {
                    renderer.fill(Rect(x: panel.x + 4, y: y, width: panel.width - 8, height: line),
                                  theme.panelHighlight.scaledAlpha(0.3 * lit * alpha))
                }
                let color = row.emphasised || lit > 0 ? theme.panelHighlight : index == 0 ? theme.panelAccent : theme.panelText
                text.draw(HUDFormat.padRight(row.name, 11), font, theme.panelMutedText, at: (x, y), alpha: alpha,
                          maxWidth: valueX - x, renderer: renderer)
                text.draw(row.value, font, color, at: (valueX, y), alpha: alpha, maxWidth: right - valueX, renderer: renderer)
                y += line
            }
            if plan.graph {
                y += Self.graphGaps.above
                // Room on the right of the graph for the budget line's label.
                drawGraph(data.frameTimes, in: Rect(x: x, y: y, width: panel.width - 2 * Self.padding - 30, height: Self.graphHeight),
                          alpha: alpha, renderer: renderer, text: text)
                y += Self.graphHeight + Self.graphGaps.below
            }
            guard plan.events > 0 else { return }
            text.draw("events", font, theme.panelMutedText, at: (x, y), alpha: alpha, renderer: renderer)
            y += line
            for event in data.events.suffix(plan.events) {
                text.draw(event, font, theme.panelText, at: (x, y), alpha: alpha, maxWidth: right - x, renderer: renderer)
                y += line
            }
        }
        return panel
    }

    /// The panel's lines, state first.
    func lines<L: ReorderLayout>(engine: ReorderEngine<L>, data: HUDData) -> [HUDLine] {
        let tuning = engine.tuning
        var rows = [HUDLine(name: "state", value: engine.interaction.name)]
        switch engine.interaction {
        case .pressing(let press):
            let held = engine.now - press.since
            rows.append(HUDLine(name: "press", value: "\(HUDFormat.fixed(held, 2)) s, \(HUDFormat.fixed(press.farthest, 1)) pt"))
        case .dragging:
            let gap = engine.layout.blank
            let row = gap.map { engine.layout.row(atSlot: $0.position).id } ?? "-", from = gap.map { String($0.from) } ?? "-"
            rows.append(HUDLine(name: "drag", value: "\(row) from \(from) to \(engine.blankSlot.map(String.init) ?? "-")"))
        case .idle, .scrolling, .coasting, .settling:
            rows.append(HUDLine(name: "press", value: "-"))
        }
        rows += [
            HUDLine(name: "offset", value: "\(HUDFormat.fixed(engine.scrollOffset, 1)) of \(HUDFormat.fixed(engine.scrollRange, 0)) pt"),
            HUDLine(name: "autoscroll", value: "\(HUDFormat.fixed(engine.autoscrollSpeed, 0)) pt/s"),
            HUDLine(name: "longPress", value: "\(HUDFormat.fixed(tuning.longPressSeconds, 2)) s", tuning: ["longPressSeconds"]),
            HUDLine(name: "allowable", value: length(tuning.allowableMovement, data), tuning: ["allowableMovement"]),
            HUDLine(name: "preset", value: TuningPreset.matching(tuning)?.rawValue ?? "-", tuning: ["longPressSeconds", "allowableMovement"]),
            HUDLine(name: "strategy", value: tuning.reorderStrategy.rawValue, tuning: ["reorderStrategy"]),
            HUDLine(name: "scrollMax", value: "\(HUDFormat.fixed(tuning.autoscrollMaxSpeed, 0)) pt/s \(tuning.autoscrollCurve.rawValue)",
                    tuning: ["autoscrollMaxSpeed", "autoscrollCurve"]),
            HUDLine(name: "scrollZone", value: "row/2 + \(HUDFormat.short(tuning.autoscrollZonePadding, 1)) pt", tuning: ["autoscrollZonePadding"]),
            HUDLine(name: "dragStyle", value: tuning.dragStyle.rawValue, tuning: ["dragStyle"]),
            HUDLine(name: "mode", value: "\(tuning.reorderMode.rawValue), sections \(tuning.crossSection.rawValue)",
                    tuning: ["reorderMode", "crossSection"]),
            HUDLine(name: "lift by", value: tuning.activation == .distance ? "distance \(length(tuning.activationDistance, data))" : "hold",
                    tuning: ["activation", "activationDistance"]),
            HUDLine(name: "panStart", value: tuning.panStart.rawValue, tuning: ["panStart"]),
            HUDLine(name: "dwell/ramp", value: "\(HUDFormat.short(tuning.reorderDwellSeconds)) s, \(HUDFormat.short(tuning.autoscrollRampSeconds)) s "
                        + tuning.autoscrollRampCurve.rawValue, tuning: ["reorderDwellSeconds", "autoscrollRampSeconds", "autoscrollRampCurve"]),
            HUDLine(name: "next press", value: data.pendingIntent?.rawValue ?? "-", emphasised: data.pendingIntent != nil),
        ]
        return rows
    }

    /// "10.0 pt", and "10.0 pt 1.6 mm" when the display's density is known.
    func length(_ points: Double, _ data: HUDData) -> String {
        let text = "\(HUDFormat.fixed(points, 1)) pt"
        guard let density = data.pointsPerMillimetre, density > 0, density.isFinite else { return text }
        return text + " \(HUDFormat.fixed(points / density, 1)) mm"
    }

    /// One bar per frame, newest on the right, with a line at the 60 Hz budget.
    func drawGraph(_ frames: FrameTimes, in rect: Rect, alpha: Double, renderer: Renderer, text: TextCache) {
        renderer.fill(rect, Color(255, 255, 255, 18).scaledAlpha(alpha))
        let values = frames.values
        let barWidth = rect.width / Double(frames.capacity)
        let start = rect.maxX - barWidth * Double(values.count)
        for (i, ms) in values.enumerated() {
            let h = min(1, ms / Self.graphRangeMs) * rect.height
            let color = ms <= Self.frameBudgetMs * 1.05 ? theme.graphGood : ms <= Self.graphRangeMs ? theme.graphSlow : theme.graphBad
            renderer.fill(Rect(x: start + barWidth * Double(i), y: rect.maxY - h, width: max(barWidth - 0.5, 1 / renderer.scale),
                               height: h), color.scaledAlpha(0.85 * alpha))
        }
        let budgetY = rect.maxY - Self.frameBudgetMs / Self.graphRangeMs * rect.height
        renderer.fill(Rect(x: rect.x, y: budgetY, width: rect.width, height: 1 / renderer.scale), theme.panelText.scaledAlpha(0.6 * alpha))
        let fps = frames.fps().map { HUDFormat.fixed($0, 1) } ?? "-"
        let last = values.last.map { HUDFormat.fixed($0, 1) } ?? "-"
        text.draw("\(fps) fps  \(last) ms", theme.hudSmallFont, theme.panelText, at: (rect.x + 3, rect.y + 2), alpha: alpha,
                  renderer: renderer)
        text.draw("16.7", theme.hudSmallFont, theme.panelMutedText, at: (rect.maxX + 4, budgetY), anchor: .leftCenter, alpha: alpha,
                  renderer: renderer)
    }
}
