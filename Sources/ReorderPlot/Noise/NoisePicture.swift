import Foundation
import ReorderKit
import ReorderAnalysis

/// The noise report as a picture: one row per recording, with the histogram of the rests' distances
/// from their down points, the histogram of their report-to-report steps (both in points, 20 bins
/// from 0 to the largest), and a scatter of every resting report around its down point with the
/// circle of the allowableMovement that keeps 99% of the rests still.
public enum NoisePicture {
    static let background = Color(255, 255, 255)
    static let ink = Color(33, 33, 33)
    static let muted = Color(120, 120, 120)
    static let bar = Color(90, 140, 210)
    static let dot = Color(210, 80, 60)
    /// What must not be read as a recommendation: the title's warning, the rest radius's circle.
    static let warn = Color(190, 30, 30)
    static let pixelSize = 14
    static let margin = 16
    static let histogramWidth = 300, scatterSide = 220, panelHeight = 220
    static let bins = 20
    /// Rows beyond this are left out of the picture (the text report has them all).
    public static let maximumRows = 12

    public static func png(_ reports: [NoiseReport]) throws(PlotError) -> [UInt8] { try file(reports, format: .png) }

    /// The picture as a PNG, an SVG or a PDF file's bytes.
    public static func file(_ reports: [NoiseReport], format: PictureFormat) throws(PlotError) -> [UInt8] {
        try draw(reports, format: format).encoded()
    }

    /// The picture, for tests to read pixels from.
    public static func pixels(_ reports: [NoiseReport]) throws(PlotError) -> PixelImage { try draw(reports).picture() }

    static var width: Int { margin * 4 + histogramWidth * 2 + scatterSide }
    static var rowHeight: Int { pixelSize * 2 + panelHeight + pixelSize * 2 }

    static func draw(_ reports: [NoiseReport], format: PictureFormat = .png) throws(PlotError) -> PlotCanvas {
        let text = try PlotText(pixelSize: pixelSize)
        let shown = Array(reports.prefix(maximumRows))
        let canvas = try PlotCanvas(width: width, height: margin + max(shown.count, 1) * (rowHeight + margin), background: background, text: text, format: format)
        if shown.isEmpty { canvas.text("no recordings", x: margin, y: margin, ink) }
        for (row, report) in shown.enumerated() {
            drawRow(report, top: margin + row * (rowHeight + margin), on: canvas)
        }
        return canvas
    }

    static func drawRow(_ report: NoiseReport, top: Int, on canvas: PlotCanvas) {
        let heading = fitted(report, within: width - 2 * margin) { canvas.font.width($0, .bold) }
        canvas.text(heading.text, x: margin, y: top, face: .bold, ink)
        if let warning = heading.warning {
            canvas.text(warning, x: margin + canvas.font.width(heading.text, .bold), y: top, face: .bold, warn)
        }
        let panelTop = top + pixelSize * 2
        var fromDown: [Double] = [], steps: [Double] = []
        for rest in report.rests {
            var previous = Point(x: 0, y: 0)
            for offset in rest.offsets {
                fromDown.append(hypot(offset.x, offset.y))
                steps.append(hypot(offset.x - previous.x, offset.y - previous.y))
                previous = offset
            }
        }
        histogram(fromDown, title: "from the down point (pt), \(count(fromDown.count, "report"))", unit: "report", x: margin, top: panelTop, on: canvas)
        histogram(steps, title: "report to report (pt), \(count(steps.count, "step"))", unit: "step", x: margin * 2 + histogramWidth, top: panelTop, on: canvas)
        scatter(report, x: margin * 3 + histogramWidth * 2, top: panelTop, on: canvas)
    }

    /// The row's title, and what must be read with it in the warning colour: a figure the rest
    /// radius capped is no recommendation (the text report's note says the same).
    static func title(_ report: NoiseReport, name file: String? = nil) -> (text: String, warning: String?) {
        let name = "\(file ?? FileName.last(report.file)): \(count(report.rests.count, "rest")), "
        guard let value = report.allowableMovement99 else { return (name + "nothing to measure", nil) }
        if report.cappedByRestRadius {
            return (name + "99% within \(number(value)) pt: ", "capped by the \(report.restRadius) rest radius, not a recommendation")
        }
        if !report.restsConclude { return (name + "too few to conclude (\(number(value)) pt)", nil) }
        return (name + "allowableMovement 99%: \(number(value)) pt", nil)
    }

    /// The title with the file's name cut in its middle (`atmel-max…-down.events`) as far as the
    /// whole title, warning included, needs to fit `width` pixels as `measure` measures text.
    static func fitted(_ report: NoiseReport, within width: Int, measure: (String) -> Int) -> (text: String, warning: String?) {
        let name = FileName.last(report.file)
        var cut = 0
        while true {
            let kept = name.count - cut
            let shown = cut == 0 ? name : String(name.prefix((kept + 1) / 2)) + "…" + String(name.suffix(kept / 2))
            let heading = title(report, name: shown)
            if kept <= 6 || measure(heading.text) + measure(heading.warning ?? "") <= width { return heading }
            cut += 1
        }
    }

    /// "1 report", "0 reports".
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    static func histogram(_ values: [Double], title: String, unit: String, x: Int, top: Int, on canvas: PlotCanvas) {
        let frame = PixelRect(x: x, y: top, width: histogramWidth, height: panelHeight)
        canvas.strokeFrame(frame, muted)
        canvas.text(title, x: x + (histogramWidth - canvas.font.width(title)) / 2, y: top + panelHeight + 8 + pixelSize, ink)
        // No values, no bars and no scale: a scale of "1" over nothing would claim a bar that is not there.
        guard !values.isEmpty else {
            let nothing = "nothing to count"
            canvas.text(nothing, x: x + (histogramWidth - canvas.font.width(nothing)) / 2, y: top + (panelHeight - pixelSize) / 2, muted)
            return
        }
        let largest = max(values.max() ?? 0, 0.5)
        var counts = [Int](repeating: 0, count: bins)
        for value in values { counts[min(bins - 1, Int(value / largest * Double(bins)))] += 1 }
        let tallest = counts.max()!
        let binWidth = histogramWidth / bins
        for (i, count) in counts.enumerated() where count > 0 {
            // Clear of the scale label at the top.
            let height = max(1, count * (panelHeight - pixelSize - 12) / tallest)
            canvas.fill(x + i * binWidth + 1, top + panelHeight - height, binWidth - 2, height, bar)
        }
        canvas.text("0", x: x, y: top + panelHeight + 4, muted)
        let right = number(largest)
        canvas.text(right, x: x + histogramWidth - canvas.font.width(right), y: top + panelHeight + 4, muted)
        // The scale, right-aligned in the top corner: the tallest bar is its first, at 0, most of the time.
        let scale = "tallest bar: \(count(tallest, unit))"
        canvas.text(scale, x: x + histogramWidth - 4 - canvas.font.width(scale), y: top + 4, muted)
    }

    static func scatter(_ report: NoiseReport, x: Int, top: Int, on canvas: PlotCanvas) {
        let frame = PixelRect(x: x, y: top, width: scatterSide, height: scatterSide)
        canvas.strokeFrame(frame, muted)
        let offsets = report.rests.flatMap(\.offsets)
        // No rests, no dots: a scale around nothing would be a measurement that was not made.
        guard !report.rests.isEmpty else {
            let nothing = "no rests"
            canvas.text(nothing, x: x + (scatterSide - canvas.font.width(nothing)) / 2, y: top + (scatterSide - pixelSize) / 2, muted)
            return
        }
        // A capped report shows the cap: the rest radius's circle, which the dots cannot leave.
        let radius = report.cappedByRestRadius ? NoiseReport.restRadiusPoints : 0
        let reach = max(offsets.map { max(abs($0.x), abs($0.y)) }.max() ?? 0, report.allowableMovement99 ?? 0, radius, 1) * 1.1
        let scale = Double(scatterSide) / 2 / reach
        let cx = Double(x) + Double(scatterSide) / 2, cy = Double(top) + Double(scatterSide) / 2
        canvas.line(cx, Double(top), cx, Double(top + scatterSide), width: 1, muted)
        canvas.line(Double(x), cy, Double(x + scatterSide), cy, width: 1, muted)
        if let movement = report.allowableMovement99, movement > 0 {
            canvas.lines(circle(cx, cy, r: movement * scale, dashed: false), width: 1.5, ink)
        }
        if radius > 0 {
            canvas.lines(circle(cx, cy, r: radius * scale, dashed: true), width: 1.5, warn)
            // On the background's colour: the circle passes under the corner's label.
            let radiusLabel = "rest radius \(report.restRadius)"
            canvas.fill(x + 1, top + 1, canvas.font.width(radiusLabel) + 6, pixelSize + 6, background)
            canvas.text(radiusLabel, x: x + 4, y: top + 4, warn)
        }
        for offset in offsets {
            canvas.fill(Int(cx + offset.x * scale) - 1, Int(cy + offset.y * scale) - 1, 3, 3, dot)
        }
        let label = "±\(number(reach)) pt around the down"
        canvas.text(label, x: x + (scatterSide - canvas.font.width(label)) / 2, y: top + scatterSide + 4, ink)
    }

    /// A circle as 72 segments, every other one left out when `dashed`.
    static func circle(_ cx: Double, _ cy: Double, r: Double, dashed: Bool) -> [(x0: Double, y0: Double, x1: Double, y1: Double)] {
        (0..<72).filter { !dashed || $0 % 2 == 0 }.map { i in
            let a = Double(i) * .pi / 36, b = Double(i + 1) * .pi / 36
            return (cx + r * cos(a), cy + r * sin(a), cx + r * cos(b), cy + r * sin(b))
        }
    }

    /// The last component of a path: the picture has room for names, not directories.
    enum FileName {
        static func last(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
    }

    static func number(_ value: Double) -> String { SweepReport.number((value * 100).rounded() / 100) }
}
