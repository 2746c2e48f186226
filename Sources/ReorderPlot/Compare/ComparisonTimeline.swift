import ReorderAnalysis
import ReorderKit
import ReorderSDL

/// `compare --png`: the presses on a time line, one lane per preset. The traces sit side by side on
/// one axis (each from its own 0 s, its name above it); a press is a bar from its down to the
/// preset's decision, coloured by the decision (lift, pan, tap, cancelled, ignored), with a tick at
/// the decision; a red triangle above the lanes marks a press the presets decided differently.
public enum ComparisonTimeline {
    /// The picture grows with the traces' time at `pixelsPerSecond`, from `minimumWidth` up to
    /// `maximumWidth` (then time is squeezed).
    static let minimumWidth = 900, maximumWidth = 4000
    static let pixelsPerSecond = 90.0
    static let margin = 16
    /// Left of the lanes: the presets' names.
    static let nameColumn = 130
    static let laneHeight = 30, laneGap = 6
    static let gapBetweenTraces = 16
    /// The least a trace is given, so a trace of one instant still shows its presses.
    static let minimumTraceWidth = 40
    static let pixelSize = 14

    static let differs = Color(205, 40, 40)
    static let ignored = Color(190, 190, 190)

    /// Where things go, in pixels (what tests look into).
    public struct Layout: Equatable, Sendable {
        public var width: Int
        public var height: Int
        /// One per preset, top to bottom.
        public var lanes: [PixelRect]
        /// One per trace: its part of the time axis, across every lane.
        public var segments: [PixelRect]
        /// Pixels per second, the same for every trace.
        public var pixelsPerSecond: Double
        public var axisY: Int

        /// The x of `t` seconds into trace `index`.
        public func x(trace index: Int, t: Double) -> Int {
            let segment = segments[index]
            return segment.x + min(segment.width, max(0, Int((t * pixelsPerSecond).rounded())))
        }
    }

    public static func layout(_ comparison: PresetComparison) -> Layout {
        let top = margin + 26 + 28  // the title, then the traces' names
        let count = max(comparison.traces.count, 1)
        let total = comparison.traces.reduce(0.0) { $0 + max($1.duration, 0) }
        // `pixelsPerSecond` while the picture stays within `maximumWidth`, less beyond.
        let fixed = 2 * margin + nameColumn + count * minimumTraceWidth + (count - 1) * gapBetweenTraces
        let perSecond = total > 0 ? min(pixelsPerSecond, Double(max(maximumWidth - fixed, count)) / total) : 0
        let width = max(minimumWidth, fixed + Int((total * perSecond).rounded(.up)))
        let lanes = comparison.presets.indices.map { k in
            PixelRect(x: margin + nameColumn, y: top + k * (laneHeight + laneGap), width: width - 2 * margin - nameColumn, height: laneHeight)
        }
        var segments: [PixelRect] = []
        var x = margin + nameColumn
        let lanesBottom = (lanes.last?.bottom ?? top)
        for trace in comparison.traces {
            let w = minimumTraceWidth + Int((max(trace.duration, 0) * perSecond).rounded(.down))
            segments.append(PixelRect(x: x, y: top, width: w, height: lanesBottom - top))
            x += w + gapBetweenTraces
        }
        let axisY = lanesBottom + 6
        let height = axisY + 20 + 28 + margin  // the axis labels, then the legend
        return Layout(width: width, height: height, lanes: lanes, segments: segments, pixelsPerSecond: perSecond, axisY: axisY)
    }

    public static func png(_ comparison: PresetComparison) throws(SDLError) -> [UInt8] {
        try draw(comparison).png()
    }

    static func color(_ outcome: String) -> Color {
        switch outcome {
        case PressOutcome.lift.rawValue: TraceChart.Style.lift
        case PressOutcome.pan.rawValue: TraceChart.Style.pan
        case PressOutcome.tap.rawValue: TraceChart.Style.tap
        case PressOutcome.cancelled.rawValue: TraceChart.Style.cancel
        default: ignored
        }
    }

    static func draw(_ comparison: PresetComparison) throws(SDLError) -> PlotCanvas {
        let libraries = try SDLLibraries()
        let text = try PlotText(libraries: libraries, pixelSize: pixelSize, scale: 2)
        let layout = layout(comparison)
        let style = TraceChart.Style.self
        let canvas = try PlotCanvas(width: layout.width, height: layout.height, background: style.background, text: text)
        let names = comparison.presets.map(\.rawValue).joined(separator: ", ")
        canvas.text("\(comparison.traces.count) \(comparison.traces.count == 1 ? "trace" : "traces") under \(names): "
                    + "each press from its down to the decision", x: margin, y: margin, face: .bold, style.ink)

        for (k, lane) in layout.lanes.enumerated() {
            canvas.fill(lane.x, lane.y, lane.width, lane.height, style.lane)
            canvas.text(comparison.presets[k].rawValue, x: margin, y: lane.y + (lane.height - text.capHeight) / 2, style.ink)
        }
        for (index, trace) in comparison.traces.enumerated() {
            let segment = layout.segments[index]
            // Each trace's name over its part of the axis, cut at its end.
            canvas.clip = PixelRect(x: segment.x, y: 0, width: segment.width, height: layout.height)
            canvas.text(shortName(trace.name), x: segment.x, y: segment.y - 24, style.muted)
            canvas.unclipped()
            canvas.fill(segment.x, layout.axisY, segment.width, 1, style.frame)
            canvas.fill(segment.x, layout.axisY, 1, 5, style.frame)
            canvas.text("0", x: segment.x, y: layout.axisY + 8, style.muted)
            let end = TraceInfo.fixed(trace.duration, 1) + " s"
            if segment.width > text.width(end) + 16 {
                canvas.fill(segment.right - 1, layout.axisY, 1, 5, style.frame)
                canvas.text(end, x: segment.right - text.width(end), y: layout.axisY + 8, style.muted)
            }
            for press in trace.presses {
                let x0 = layout.x(trace: index, t: press.t)
                if press.differs {
                    canvas.triangle(x0, apexY: segment.y - 1, height: 7, pointingUp: false, differs)
                }
                for (k, decision) in press.decisions.enumerated() {
                    let lane = layout.lanes[k]
                    let x1 = max(layout.x(trace: index, t: decision.t), x0 + 2)
                    let color = color(decision.outcome)
                    canvas.fill(x0, lane.y + 9, x1 - x0, lane.height - 18, color)
                    canvas.fill(x1 - 2, lane.y + 3, 2, lane.height - 6, color)
                }
            }
        }
        drawLegend(layout, on: canvas)
        return canvas
    }

    /// `drag-down` for `Resources/traces/drag-down.trace.jsonl`.
    static func shortName(_ path: String) -> String {
        var name = String(path.split(separator: "/").last ?? Substring(path))
        for suffix in [".trace.jsonl", ".jsonl"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }

    static func drawLegend(_ layout: Layout, on canvas: PlotCanvas) {
        var x = margin + nameColumn
        let y = layout.axisY + 30
        for (name, color) in [("lift", color("lift")), ("pan", color("pan")), ("tap", color("tap")), ("cancelled", color("cancelled")),
                              ("ignored", ignored)] {
            canvas.fill(x, y, 18, 10, color)
            canvas.text(name, x: x + 24, y: y, TraceChart.Style.ink)
            x += 24 + canvas.font.width(name) + 22
        }
        canvas.triangle(x + 6, apexY: y + 10, height: 8, pointingUp: false, differs)
        canvas.text("the presets decide differently", x: x + 18, y: y, TraceChart.Style.ink)
    }
}
