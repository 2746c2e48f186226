import ReorderKit
import ReorderAnalysis

/// The lag report as a picture: for drags and for pans, the lag of every frame over time (dots, points)
/// with the finger's speed (a line, points per second, its own scale), and beside them the histogram
/// of the measured latency (`presented` - `t`, milliseconds).
public enum LagPicture {
    static let background = Color(255, 255, 255)
    static let ink = Color(33, 33, 33)
    static let muted = Color(120, 120, 120)
    static let lagColor = Color(90, 140, 210)
    static let speedColor = Color(230, 140, 40)
    static let pixelSize = 14
    static let margin = 16
    static let timelineWidth = 620, histogramWidth = 300, panelHeight = 200
    static let bins = 20
    /// Samples further apart than this (seconds) are not joined by the speed's line: another stroke.
    static let gap = 0.2

    public static func png(_ report: LagReport) throws(PlotError) -> [UInt8] { try file(report, format: .png) }

    /// The picture as a PNG, an SVG or a PDF file's bytes.
    public static func file(_ report: LagReport, format: PictureFormat) throws(PlotError) -> [UInt8] {
        try draw(report, format: format).encoded()
    }

    /// The picture, for tests to read pixels from.
    public static func pixels(_ report: LagReport) throws(PlotError) -> PixelImage { try draw(report).picture() }

    static var width: Int { margin * 3 + timelineWidth + histogramWidth }
    static var rowHeight: Int { pixelSize * 2 + panelHeight + pixelSize * 2 }

    static func draw(_ report: LagReport, format: PictureFormat = .png) throws(PlotError) -> PlotCanvas {
        let text = try PlotText(pixelSize: pixelSize)
        let canvas = try PlotCanvas(width: width, height: margin + 2 * (rowHeight + margin), background: background, text: text, format: format)
        timeline(report.drag, title: "drag", top: margin, on: canvas)
        timeline(report.pan, title: "pan", top: margin * 2 + rowHeight, on: canvas)
        let latencies = (report.drag.samples.isEmpty && report.pan.samples.isEmpty) ? [] : latencyMilliseconds(report)
        histogram(latencies, x: margin * 2 + timelineWidth, top: margin, on: canvas)
        return canvas
    }

    /// Every measured latency, drags' and pans', in milliseconds.
    static func latencyMilliseconds(_ report: LagReport) -> [Double] {
        report.drag.latencies.map { $0 * 1000 } + report.pan.latencies.map { $0 * 1000 }
    }

    static func timeline(_ motion: LagReport.Motion, title: String, top: Int, on canvas: PlotCanvas) {
        let heading: String
        if let lag = motion.lagPoints {
            heading = "\(title): \(count(motion.frames, "frame")), lag p50 \(number(lag.p50)), p95 \(number(lag.p95)), max \(number(lag.max)) pt"
        } else {
            heading = "\(title): no frames"
        }
        canvas.text(heading, x: margin, y: top, face: .bold, ink)
        let panelTop = top + pixelSize * 2
        let frame = PixelRect(x: margin, y: panelTop, width: timelineWidth, height: panelHeight)
        canvas.strokeFrame(frame, muted)
        let samples = motion.samples.filter { $0.t.isFinite && $0.lagPoints.isFinite && $0.fingerSpeed.isFinite }
        guard let first = samples.first, let last = samples.last else { return }
        let span = max(last.t - first.t, 1e-3)
        let lagTop = max(samples.map(\.lagPoints).max() ?? 0, 1) * 1.05
        let speedTop = max(samples.map(\.fingerSpeed).max() ?? 0, 1) * 1.05
        func x(_ t: Double) -> Double { Double(margin) + (t - first.t) / span * Double(timelineWidth) }
        func y(_ value: Double, _ top: Double) -> Double { Double(panelTop + panelHeight) - value / top * Double(panelHeight - pixelSize - 8) }
        var segments: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        for (a, b) in zip(samples, samples.dropFirst()) where b.t - a.t <= gap {
            segments.append((x(a.t), y(a.fingerSpeed, speedTop), x(b.t), y(b.fingerSpeed, speedTop)))
        }
        for sample in samples {
            canvas.fill(Int(x(sample.t)) - 1, Int(y(sample.lagPoints, lagTop)) - 1, 3, 3, lagColor)
        }
        // Over the dots: in a long trace they fill the panel, and the speed must still show.
        canvas.lines(segments, width: 1.5, speedColor)
        canvas.text("lag (dots), 0 to \(number(lagTop)) pt", x: margin + 4, y: panelTop + 4, lagColor)
        let speed = "finger speed (line), 0 to \(number(speedTop)) pt/s"
        canvas.text(speed, x: margin + timelineWidth - 4 - canvas.font.width(speed), y: panelTop + 4, speedColor)
        let start = "\(number(first.t)) s", end = "\(number(last.t)) s"
        canvas.text(start, x: margin, y: panelTop + panelHeight + 4, muted)
        canvas.text(end, x: margin + timelineWidth - canvas.font.width(end), y: panelTop + panelHeight + 4, muted)
    }

    static func histogram(_ values: [Double], x: Int, top: Int, on canvas: PlotCanvas) {
        let title = values.isEmpty ? "latency: no presented" : "latency (presented - t), \(count(values.count, "frame"))"
        canvas.text(title, x: x, y: top, face: .bold, ink)
        let panelTop = top + pixelSize * 2
        canvas.strokeFrame(PixelRect(x: x, y: panelTop, width: histogramWidth, height: panelHeight), muted)
        // No values, no bars and no scale: a scale over nothing would claim a measurement not made.
        let finite = values.filter(\.isFinite)
        guard !finite.isEmpty else { return }
        let largest = max(finite.max() ?? 0, 1)
        var counts = [Int](repeating: 0, count: bins)
        for value in finite { counts[min(bins - 1, max(0, Int(value / largest * Double(bins))))] += 1 }
        let tallest = counts.max()!
        let binWidth = histogramWidth / bins
        for (i, n) in counts.enumerated() where n > 0 {
            let height = max(1, n * (panelHeight - pixelSize - 12) / tallest)
            canvas.fill(x + i * binWidth + 1, panelTop + panelHeight - height, binWidth - 2, height, lagColor)
        }
        canvas.text("0", x: x, y: panelTop + panelHeight + 4, muted)
        let right = "\(number(largest)) ms"
        canvas.text(right, x: x + histogramWidth - canvas.font.width(right), y: panelTop + panelHeight + 4, muted)
        let scale = "tallest bar: \(count(tallest, "frame"))"
        canvas.text(scale, x: x + histogramWidth - 4 - canvas.font.width(scale), y: panelTop + 4, muted)
    }

    /// "1 frame", "0 frames".
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    static func number(_ value: Double) -> String { SweepReport.number((value * 100).rounded() / 100) }
}
