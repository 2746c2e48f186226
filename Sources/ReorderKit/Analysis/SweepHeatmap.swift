/// The sweep as a picture: one cell per pair, long press across (x), movement up (y), coloured
/// from green (fewest errors) through yellow to red (most), each with its error count; the
/// recommended pair outlined.
public enum SweepHeatmap {
    static let background = RGBA(255, 255, 255)
    static let ink = RGBA(33, 33, 33)
    static let grid = RGBA(255, 255, 255)
    // A three-stop scale (green, yellow, red) light enough that dark numbers read on every cell.
    static let few = RGBA(99, 190, 123), middle = RGBA(255, 220, 110), many = RGBA(240, 96, 96)

    public static func png(_ report: SweepReport) -> [UInt8] { PNGEncoder.encode(image(report)) }

    public static func image(_ report: SweepReport) -> RGBAImage {
        let xs = report.longPress, ys = report.movement
        let xLabels = xs.map(SweepReport.number), yLabels = ys.map(SweepReport.number)
        let errors = report.results.map(\.score.errors)
        let low = errors.min() ?? 0, high = errors.max() ?? 0

        let text = 2  // font scale for everything: 10x14 pixel glyphs
        let lineHeight = BitmapFont.height(scale: text)
        let capHeight = BitmapFont.glyphHeight * text  // numbers have no descenders: centre on this
        let widest = { (labels: [String]) in labels.map { BitmapFont.width(of: $0, scale: text) }.max() ?? 0 }
        let cellWidth = max(48, widest(xLabels) + 16, widest(errors.map(String.init)) + 12)
        let cellHeight = capHeight + 18
        let yAxisTitle = "movement (pt)", xAxisTitle = "long press (s)"
        let yLabelWidth = widest(yLabels)
        let margin = 16
        let gridLeft = margin + yLabelWidth + 10
        let title = titleText(report)
        let titleHeight = lineHeight + 12
        let gridTop = margin + titleHeight + lineHeight + 10  // title, then the y axis title above the grid
        let gridWidth = cellWidth * xs.count, gridHeight = cellHeight * ys.count
        let legendHeight = lineHeight + 14
        let width = max(gridLeft + gridWidth + margin, margin * 2 + BitmapFont.width(of: title, scale: text),
                        gridLeft + 360)
        let height = gridTop + gridHeight + 8 + lineHeight + 10 + lineHeight + 16 + legendHeight + margin

        var image = RGBAImage(width: width, height: height, fill: background)
        BitmapFont.draw(title, into: &image, x: margin, y: margin, scale: text, color: ink)
        BitmapFont.draw(yAxisTitle, into: &image, x: margin, y: margin + titleHeight, scale: text, color: ink)

        let best = report.best?.pair
        for (i, result) in report.results.enumerated() {
            // Results are long press major: column i / rows, row i % rows (movement grows upward).
            let column = i / max(ys.count, 1), row = i % max(ys.count, 1)
            let x = gridLeft + column * cellWidth, y = gridTop + (ys.count - 1 - row) * cellHeight
            image.fillRect(x: x, y: y, width: cellWidth, height: cellHeight, color(result.score.errors, low, high))
            image.strokeRect(x: x, y: y, width: cellWidth, height: cellHeight, grid)
            let count = String(result.score.errors)
            BitmapFont.draw(count, into: &image, x: x + (cellWidth - BitmapFont.width(of: count, scale: text)) / 2,
                            y: y + (cellHeight - capHeight) / 2, scale: text, color: ink)
            if result.pair == best { image.strokeRect(x: x, y: y, width: cellWidth, height: cellHeight, thickness: 3, ink) }
        }
        // Axes: tick labels under the columns and left of the rows, titles beside them.
        for (column, label) in xLabels.enumerated() {
            let x = gridLeft + column * cellWidth + (cellWidth - BitmapFont.width(of: label, scale: text)) / 2
            BitmapFont.draw(label, into: &image, x: x, y: gridTop + gridHeight + 8, scale: text, color: ink)
        }
        for (row, label) in yLabels.enumerated() {
            let y = gridTop + (ys.count - 1 - row) * cellHeight + (cellHeight - capHeight) / 2
            BitmapFont.draw(label, into: &image, x: gridLeft - 10 - BitmapFont.width(of: label, scale: text), y: y,
                            scale: text, color: ink)
        }
        let xTitleY = gridTop + gridHeight + 8 + lineHeight + 10
        let xTitleX = gridLeft + max(0, (gridWidth - BitmapFont.width(of: xAxisTitle, scale: text)) / 2)
        BitmapFont.draw(xAxisTitle, into: &image, x: xTitleX, y: xTitleY, scale: text, color: ink)

        // Legend: the colour scale from the fewest to the most errors.
        let legendY = xTitleY + lineHeight + 16
        let lowText = "errors: \(low)", highText = "\(high)"
        BitmapFont.draw(lowText, into: &image, x: gridLeft, y: legendY + 3, scale: text, color: ink)
        let barX = gridLeft + BitmapFont.width(of: lowText, scale: text) + 10, barWidth = 160
        for dx in 0..<barWidth {
            let fraction = Double(dx) / Double(barWidth - 1)
            image.fillRect(x: barX + dx, y: legendY, width: 1, height: lineHeight + 6, scale(fraction))
        }
        BitmapFont.draw(highText, into: &image, x: barX + barWidth + 10, y: legendY + 3, scale: text, color: ink)
        return image
    }

    static func titleText(_ report: SweepReport) -> String {
        guard let best = report.best else {
            return "errors per pair; no best: " + (report.labelledPresses == 0 ? "no labelled presses" : "no press decided")
        }
        let errors = best.score.errors
        return "errors per pair; best: \(SweepReport.number(best.pair.longPressSeconds)) s, "
            + "\(SweepReport.number(best.pair.allowableMovement)) pt, \(errors) \(errors == 1 ? "error" : "errors")"
    }

    static func color(_ errors: Int, _ low: Int, _ high: Int) -> RGBA {
        guard high > low else { return few }
        return scale(Double(errors - low) / Double(high - low))
    }

    /// 0 green, 0.5 yellow, 1 red.
    static func scale(_ fraction: Double) -> RGBA {
        let f = min(max(fraction, 0), 1)
        return f < 0.5 ? mix(few, middle, f * 2) : mix(middle, many, (f - 0.5) * 2)
    }

    static func mix(_ a: RGBA, _ b: RGBA, _ f: Double) -> RGBA {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
        return RGBA(channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b))
    }
}
