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
    /// Shorter forms of `value`, longest first, for a panel too narrow for it (a scroll offset of
    /// 27999444 pt): the first that fits is drawn, so digits are dropped before any is cut.
    var shorter: [String] = []
}

/// The HUD's text panel: interaction state, the press being decided, the tuning, the label for the
/// next press, frames per second with a frame-time graph, and the last engine events. It goes where
/// `place` finds room clear of what it must leave in view (`OverlayLayout.hudRooms`, `HUDKeepOut`) and
/// shows what fits there (`Plan`), down to one line.
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
    /// Around the one line (`HUDData.oneLine`, or no room for more): a slim bar.
    static let oneLinePadding = 4.0

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
        /// The whole panel is this one line (`HUDData.oneLine`, or no room for more).
        var oneLine: String? = nil
    }

    /// What goes in first (see `Plan`): lines by name, events up to a count, the graph.
    enum Step {
        case lines([String])
        case events(upTo: Int)
        case graph
    }

    static let priority: [Step] = [
        .lines(["state", "press", "drag"]), .events(upTo: 2), .lines(["longPress", "allowable", "next press"]),
        .lines(["offset", "autoscroll"]), .lines(["app latency", "before app"]), .graph, .lines(["prediction", "preset", "strategy", "scrollMax", "scrollZone", "dragStyle", "mode", "lift by", "panStart", "dwell/ramp"]),
        .events(upTo: eventLines),
    ]

    /// - Parameters:
    ///   - room: points of height the panel may take.
    ///   - roomWidth: points of width: narrower than `width`, the panel is in the small type.
    ///   - names: the names of `lines`, in their order.
    ///   - normal, small: the HUD's type and the small type, each with its line height.
    static func plan(room: Double, roomWidth: Double = .infinity, names: [String], eventCount: Int, normal: (TextStyle, Double),
                     small: (TextStyle, Double)) -> Plan {
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
        return full.complete && roomWidth >= width ? full.plan : make(small, width: compactWidth).plan
    }

    /// Where the panel goes and what it shows.
    struct Placed: Equatable {
        var rect: Rect
        var plan: Plan
        /// The lines it was planned for (`plan.lines` indexes them).
        var rows: [HUDLine]
    }

    /// The panel's place: the first of `overlays.hudRooms` (clear of `keepOut`) with room for the
    /// panel's first two lines, showing what fits there (`Plan`); else, or when the person asked
    /// for it (`HUDData.oneLine`), one line in the first room it fits. Nil: no room even for that.
    func place<L: ReorderLayout>(engine: ReorderEngine<L>, data: HUDData, overlays: OverlayLayout, renderer: Renderer, text: TextCache,
                                 topInset: Double, tuningPanel: Rect?, keepOut: [Rect]) -> Placed? {
        let rows = lines(engine: engine, data: data)
        let normal = (theme.hudFont, text.lineHeight(theme.hudFont, renderer: renderer))
        let small = (theme.hudSmallFont, text.lineHeight(theme.hudSmallFont, renderer: renderer))
        func rect(_ room: OverlayLayout.Room, _ plan: Plan) -> Rect {
            let width = min(plan.width, room.rect.width)
            return Rect(x: room.rect.maxX - width, y: room.fromBottom ? room.rect.maxY - plan.height : room.rect.y,
                        width: width, height: plan.height)
        }
        if !data.oneLine {
            for room in overlays.hudRooms(widths: [Self.width, Self.compactWidth], topInset: topInset, tuningPanel: tuningPanel,
                                          keepOut: keepOut) {
                let plan = Self.plan(room: room.rect.height, roomWidth: room.rect.width, names: rows.map(\.name),
                                     eventCount: data.events.count, normal: normal, small: small)
                if plan.lines.count >= 2 { return Placed(rect: rect(room, plan), plan: plan, rows: rows) }
            }
        }
        let line = Self.oneLine(rows)
        let width = text.size(line, theme.hudSmallFont, theme.panelText, renderer: renderer).width + 2 * Self.padding
        let plan = Plan(font: small.0, lineHeight: small.1, lines: [0], graph: false, events: 0,
                        height: small.1 + 2 * Self.oneLinePadding, width: min(width, Self.width), oneLine: line)
        // A narrower room than the line is worth taking: the line is cut with an ellipsis.
        for room in overlays.hudRooms(widths: [plan.width, Self.compactWidth / 2], topInset: topInset, tuningPanel: tuningPanel,
                                      keepOut: keepOut) where room.rect.height >= plan.height {
            return Placed(rect: rect(room, plan), plan: plan, rows: rows)
        }
        return nil
    }

    /// The panel on one line: the state and the press or drag ("dragging  b1 from veg 2 to later 0").
    static func oneLine(_ rows: [HUDLine]) -> String {
        let state = rows.first?.value ?? "-"
        guard rows.count > 1, rows[1].value != "-" else { return state }
        return state + "  " + rows[1].value
    }

    /// Draws the panel where `place` put it.
    /// - Parameter opacity: 1, or less where it cannot help covering the imposter.
    func draw<L: ReorderLayout>(_ placed: Placed, engine: ReorderEngine<L>, data: HUDData, renderer: Renderer, text: TextCache,
                                opacity: (Rect) -> Double = { _ in 1 }) {
        let rows = placed.rows
        let now = data.now ?? engine.now
        let plan = placed.plan, panel = placed.rect
        let font = plan.font, line = plan.lineHeight
        let alpha = opacity(panel)
        renderer.fillRoundedRect(panel, radius: plan.oneLine == nil ? 8 : 4, theme.panelFill.scaledAlpha(alpha))
        if let single = plan.oneLine {
            renderer.withClip(panel) {
                text.draw(single, font, theme.panelAccent, at: (panel.x + Self.padding, panel.y + Self.oneLinePadding), alpha: alpha,
                          maxWidth: panel.width - 2 * Self.padding, renderer: renderer)
            }
            return
        }

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
                let value = Self.fitting(row, width: right - valueX) { text.size($0, font, color, renderer: renderer).width }
                text.draw(value, font, color, at: (valueX, y), alpha: alpha, maxWidth: right - valueX, renderer: renderer)
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
    }

    /// The first of a line's value and its shorter forms that is at most `width` wide (`measure`),
    /// else the shortest (which drawing then cuts).
    static func fitting(_ row: HUDLine, width: Double, measure: (String) -> Double) -> String {
        let forms = [row.value] + row.shorter
        return forms.first { measure($0) <= width } ?? forms.last!
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
            let row = gap.map { engine.layout.row(atSlot: $0.position).id } ?? "-"
            // In sections, by section: a row leaving one section's end for the next one's start keeps
            // its slot number ("from 2 to 2") while it changes section.
            let places = SectionPlaces(engine)
            let from = gap.map { places?.committed($0.from) ?? String($0.from) } ?? "-"
            let to = places?.blank ?? engine.blankSlot.map(String.init) ?? "-"
            rows.append(HUDLine(name: "drag", value: "\(row) from \(from) to \(to)"))
        case .idle, .scrolling, .coasting, .settling:
            rows.append(HUDLine(name: "press", value: "-"))
        }
        rows += [
            HUDLine(name: "offset", value: "\(HUDFormat.fixed(engine.scrollOffset, 1)) of \(HUDFormat.fixed(engine.scrollRange, 0)) pt",
                    shorter: ["\(HUDFormat.fixed(engine.scrollOffset, 0)) of \(HUDFormat.fixed(engine.scrollRange, 0)) pt",
                              "\(HUDFormat.fixed(engine.scrollOffset, 0))/\(HUDFormat.fixed(engine.scrollRange, 0))"]),
            HUDLine(name: "autoscroll", value: "\(HUDFormat.fixed(engine.autoscrollSpeed, 0)) pt/s"),
            HUDLine(name: "longPress", value: "\(HUDFormat.fixed(tuning.longPressSeconds, 2)) s", tuning: ["longPressSeconds"]),
            HUDLine(name: "allowable", value: length(tuning.allowableMovement, data), tuning: ["allowableMovement"]),
            HUDLine(name: "preset", value: TuningPreset.matching(tuning)?.rawValue ?? "-", tuning: ["longPressSeconds", "allowableMovement"]),
            HUDLine(name: "strategy", value: tuning.reorderStrategy.rawValue, tuning: ["reorderStrategy"]),
            HUDLine(name: "scrollMax", value: "\(HUDFormat.fixed(tuning.autoscrollMaxSpeed, 0)) pt/s \(tuning.autoscrollCurve.rawValue)",
                    tuning: ["autoscrollMaxSpeed", "autoscrollCurve"]),
            HUDLine(name: "scrollZone", value: "row/2 + \(HUDFormat.short(tuning.autoscrollZonePadding, 1)) pt", tuning: ["autoscrollZonePadding"]),
            HUDLine(name: "dragStyle", value: tuning.dragStyle.rawValue, tuning: ["dragStyle"]),
            // How a row crosses sections means something only where there are sections.
            HUDLine(name: "mode", value: tuning.reorderMode.rawValue
                        + (engine.layout is any SectionedLayout ? ", sections \(tuning.crossSection.rawValue)" : ""),
                    tuning: ["reorderMode", "crossSection"]),
            HUDLine(name: "lift by", value: tuning.activation == .distance ? "distance \(length(tuning.activationDistance, data))" : "hold",
                    tuning: ["activation", "activationDistance"]),
            HUDLine(name: "panStart", value: tuning.panStart.rawValue, tuning: ["panStart"]),
            HUDLine(name: "dwell/ramp", value: "\(HUDFormat.short(tuning.reorderDwellSeconds)) s, \(HUDFormat.short(tuning.autoscrollRampSeconds)) s "
                        + tuning.autoscrollRampCurve.rawValue, tuning: ["reorderDwellSeconds", "autoscrollRampSeconds", "autoscrollRampCurve"]),
            HUDLine(name: "next press", value: data.pendingIntent?.rawValue ?? "-", emphasised: data.pendingIntent != nil),
            HUDLine(name: "prediction", value: tuning.predictionSeconds > 0
                        ? "\(HUDFormat.fixed(tuning.predictionSeconds * 1000, 0)) ms \(tuning.predictionModel.rawValue)" : "off",
                    tuning: ["predictionSeconds", "predictionModel"]),
        ]
        if let latency = data.latency {
            // The last 5 s. The app's share: the oldest input's SDL stamp to the present's return;
            // before it, the X server's stamp to SDL's, above the least seen (docs/panel.md, "Measured live").
            rows.append(HUDLine(name: "app latency", value: latency.app))
            rows.append(HUDLine(name: "before app", value: latency.beforeApp))
        }
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
