import ReorderAnalysis
import ReorderKit
import ReorderText

/// `compare --png`: the presses on a time line, one lane per preset. The traces sit side by side on
/// one axis (each from its own 0 s, its name above it), all at the same pixels per second: a second
/// is as wide in every trace, so bars compare across traces, and each trace's axis has ticks at the
/// same step (`Layout.tickSeconds`) with a scale bar of that step in the legend. A press is a bar
/// from its down to the preset's decision, coloured by the decision (lift, pan, tap, cancelled,
/// ignored), with a tick at the decision; a red triangle above the lanes marks a press the presets
/// decided differently.
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
        /// Seconds between two ticks of every trace's axis, and the legend's scale bar; 0 when no
        /// trace lasts (nothing to scale).
        public var tickSeconds: Double
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
        let height = axisY + 20 + 28 + 24 + margin  // the axis labels, the legend, the scale bar
        return Layout(width: width, height: height, lanes: lanes, segments: segments, pixelsPerSecond: perSecond,
                      tickSeconds: tickSeconds(pixelsPerSecond: perSecond), axisY: axisY)
    }

    /// Ticks at least this far apart: room for a label such as "120" between two.
    static let minimumTickSpacing = 60.0

    /// The shortest of the usual steps (1, 2 or 5 times a power of ten, and minutes) whose ticks are
    /// `minimumTickSpacing` apart at `pixelsPerSecond`; 0 for a scale of 0.
    static func tickSeconds(pixelsPerSecond: Double) -> Double {
        guard pixelsPerSecond > 0 else { return 0 }
        let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 30, 60, 120, 300, 600, 1200, 1800, 3600]
        return steps.first { $0 * pixelsPerSecond >= minimumTickSpacing }
            ?? (minimumTickSpacing / pixelsPerSecond / 3600).rounded(.up) * 3600
    }

    public static func png(_ comparison: PresetComparison) throws(PlotError) -> [UInt8] {
        try file(comparison, format: .png)
    }

    /// The picture as a PNG, an SVG or a PDF file's bytes.
    public static func file(_ comparison: PresetComparison, format: PictureFormat) throws(PlotError) -> [UInt8] {
        try draw(comparison, format: format).encoded()
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

    static func draw(_ comparison: PresetComparison, format: PictureFormat = .png) throws(PlotError) -> PlotCanvas {
        let text = try PlotText(pixelSize: pixelSize)
        let layout = layout(comparison)
        let style = TraceChart.Style.self
        let canvas = try PlotCanvas(width: layout.width, height: layout.height, background: style.background, text: text, format: format)
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
            drawAxis(layout, trace: index, duration: trace.duration, on: canvas)
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

    /// Trace `index`'s part of the axis: ticks every `tickSeconds` from its 0, labelled in seconds,
    /// and a taller tick at its end (the segment goes on a little past it, `minimumTraceWidth`).
    static func drawAxis(_ layout: Layout, trace index: Int, duration: Double, on canvas: PlotCanvas) {
        let style = TraceChart.Style.self
        let segment = layout.segments[index]
        canvas.fill(segment.x, layout.axisY, segment.width, 1, style.frame)
        let end = layout.x(trace: index, t: max(duration, 0))
        var labelsEnd = segment.x
        var k = 0.0
        while layout.tickSeconds > 0, k * layout.tickSeconds <= duration {
            let x = layout.x(trace: index, t: k * layout.tickSeconds)
            let label = tickLabel(k * layout.tickSeconds)
            canvas.fill(x, layout.axisY, 1, 5, style.frame)
            canvas.text(label, x: x, y: layout.axisY + 8, style.muted)
            labelsEnd = x + canvas.font.width(label)
            k += 1
        }
        if layout.tickSeconds == 0 { canvas.text("0", x: segment.x, y: layout.axisY + 8, style.muted) }
        canvas.fill(end, layout.axisY - 3, 1, 9, style.ink)
        let endLabel = TraceInfo.fixed(duration, 1) + " s"
        // Ending at the mark, or else starting from it in the room the segment has past the end.
        let width = canvas.font.width(endLabel)
        if end - width > labelsEnd + 8 {
            canvas.text(endLabel, x: end - width, y: layout.axisY + 8, style.ink)
        } else if end + 4 > labelsEnd + 4, end + 4 + width <= segment.right {
            canvas.text(endLabel, x: end + 4, y: layout.axisY + 8, style.ink)
        }
    }

    /// "0", "0.5", "2", "120": seconds, without trailing zeros (the legend's scale bar says "s").
    static func tickLabel(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100).rounded())
        if hundredths % 100 == 0 { return String(hundredths / 100) }
        return TraceInfo.fixed(seconds, hundredths % 10 == 0 ? 1 : 2)
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
        let note = "the presets decide differently"
        canvas.text(note, x: x + 18, y: y, TraceChart.Style.ink)
        // The scale bar, on a line of its own below: one tick step, as wide in every trace.
        guard layout.tickSeconds > 0 else { return }
        let bar = Int((layout.tickSeconds * layout.pixelsPerSecond).rounded())
        let left = margin + nameColumn, barY = y + 24
        canvas.fill(left, barY + 5, bar, 1, TraceChart.Style.ink)
        canvas.fill(left, barY, 1, 11, TraceChart.Style.ink)
        canvas.fill(left + bar - 1, barY, 1, 11, TraceChart.Style.ink)
        canvas.text("\(tickLabel(layout.tickSeconds)) s: one time scale for every trace, each from its own 0",
                    x: left + bar + 8, y: barY, TraceChart.Style.ink)
    }
}
