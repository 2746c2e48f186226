import Foundation
import ReorderKit
import ReorderAnalysis
import ReorderSDL

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
    static let pixelSize = 14
    static let margin = 16
    static let histogramWidth = 300, scatterSide = 220, panelHeight = 220
    static let bins = 20
    /// Rows beyond this are left out of the picture (the text report has them all).
    public static let maximumRows = 12

    public static func png(_ reports: [NoiseReport]) throws(SDLError) -> [UInt8] { try draw(reports).png() }

    /// The picture, for tests to read pixels from.
    public static func surface(_ reports: [NoiseReport]) throws(SDLError) -> Surface { try draw(reports).picture() }

    static var width: Int { margin * 4 + histogramWidth * 2 + scatterSide }
    static var rowHeight: Int { pixelSize * 2 + panelHeight + pixelSize * 2 }

    static func draw(_ reports: [NoiseReport]) throws(SDLError) -> PlotCanvas {
        let libraries = try SDLLibraries()
        let text = try PlotText(libraries: libraries, pixelSize: pixelSize)
        let shown = Array(reports.prefix(maximumRows))
        let canvas = try PlotCanvas(width: width, height: margin + max(shown.count, 1) * (rowHeight + margin), background: background, text: text)
        if shown.isEmpty { canvas.text("no recordings", x: margin, y: margin, ink) }
        for (row, report) in shown.enumerated() {
            drawRow(report, top: margin + row * (rowHeight + margin), on: canvas)
        }
        return canvas
    }

    static func drawRow(_ report: NoiseReport, top: Int, on canvas: PlotCanvas) {
        let rests = report.rests.count == 1 ? "1 rest" : "\(report.rests.count) rests"
        let movement = report.allowableMovement99.map { value in
            report.restsConclude ? "allowableMovement 99%: \(Self.number(value)) pt" : "too few to conclude (\(Self.number(value)) pt)"
        } ?? "nothing to measure"
        canvas.text("\(FileName.last(report.file)): \(rests), \(movement)", x: margin, y: top, face: .bold, ink)
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
        histogram(fromDown, title: "from the down point (pt), \(fromDown.count) reports", unit: "reports", x: margin, top: panelTop, on: canvas)
        histogram(steps, title: "report to report (pt), \(steps.count) steps", unit: "steps", x: margin * 2 + histogramWidth, top: panelTop, on: canvas)
        scatter(report, x: margin * 3 + histogramWidth * 2, top: panelTop, on: canvas)
    }

    static func histogram(_ values: [Double], title: String, unit: String, x: Int, top: Int, on canvas: PlotCanvas) {
        let frame = PixelRect(x: x, y: top, width: histogramWidth, height: panelHeight)
        canvas.strokeFrame(frame, muted)
        let largest = max(values.max() ?? 0, 0.5)
        var counts = [Int](repeating: 0, count: bins)
        for value in values { counts[min(bins - 1, Int(value / largest * Double(bins)))] += 1 }
        let tallest = max(counts.max() ?? 0, 1)
        let binWidth = histogramWidth / bins
        for (i, count) in counts.enumerated() where count > 0 {
            // Clear of the scale label at the top.
            let height = max(1, count * (panelHeight - pixelSize - 12) / tallest)
            canvas.fill(x + i * binWidth + 1, top + panelHeight - height, binWidth - 2, height, bar)
        }
        canvas.text("0", x: x, y: top + panelHeight + 4, muted)
        let right = number(largest)
        canvas.text(right, x: x + histogramWidth - canvas.font.width(right), y: top + panelHeight + 4, muted)
        canvas.text(title, x: x + (histogramWidth - canvas.font.width(title)) / 2, y: top + panelHeight + 8 + pixelSize, ink)
        // The scale, right-aligned in the top corner: the tallest bar is its first, at 0, most of the time.
        let scale = "tallest bar: \(tallest) \(unit)"
        canvas.text(scale, x: x + histogramWidth - 4 - canvas.font.width(scale), y: top + 4, muted)
    }

    static func scatter(_ report: NoiseReport, x: Int, top: Int, on canvas: PlotCanvas) {
        let frame = PixelRect(x: x, y: top, width: scatterSide, height: scatterSide)
        canvas.strokeFrame(frame, muted)
        let offsets = report.rests.flatMap(\.offsets)
        let reach = max(offsets.map { max(abs($0.x), abs($0.y)) }.max() ?? 0, report.allowableMovement99 ?? 0, 1) * 1.1
        let scale = Double(scatterSide) / 2 / reach
        let cx = Double(x) + Double(scatterSide) / 2, cy = Double(top) + Double(scatterSide) / 2
        canvas.line(cx, Double(top), cx, Double(top + scatterSide), width: 1, muted)
        canvas.line(Double(x), cy, Double(x + scatterSide), cy, width: 1, muted)
        if let movement = report.allowableMovement99, movement > 0 {
            let r = movement * scale
            let segments = (0..<72).map { i -> (x0: Double, y0: Double, x1: Double, y1: Double) in
                let a = Double(i) * .pi / 36, b = Double(i + 1) * .pi / 36
                return (cx + r * cos(a), cy + r * sin(a), cx + r * cos(b), cy + r * sin(b))
            }
            canvas.lines(segments, width: 1.5, ink)
        }
        for offset in offsets {
            canvas.fill(Int(cx + offset.x * scale) - 1, Int(cy + offset.y * scale) - 1, 3, 3, dot)
        }
        let label = "±\(number(reach)) pt around the down"
        canvas.text(label, x: x + (scatterSide - canvas.font.width(label)) / 2, y: top + scatterSide + 4, ink)
    }

    /// The last component of a path: the picture has room for names, not directories.
    enum FileName {
        static func last(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
    }

    static func number(_ value: Double) -> String { SweepReport.number((value * 100).rounded() / 100) }
}
