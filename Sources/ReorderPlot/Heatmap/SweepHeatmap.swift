import ReorderAnalysis

/// The sweep as a picture: one cell per pair, long press across (x), movement up (y), coloured
/// from green (fewest errors) through yellow to red (most), each with its error count where it
/// fits; the recommended pair outlined.
///
/// At most `maximumSide` pixels a side: a large grid gets smaller cells (at least a pixel; where
/// pairs outnumber pixels, a pixel shows the fewest errors among its pairs), its counts at a
/// smaller scale or none, and every k-th axis label, so no two labels touch.
public enum SweepHeatmap {
    static let background = RGBA(255, 255, 255)
    static let ink = RGBA(33, 33, 33)
    static let grid = RGBA(255, 255, 255)
    // A three-stop scale (green, yellow, red) light enough that dark numbers read on every cell.
    static let few = RGBA(99, 190, 123), middle = RGBA(255, 220, 110), many = RGBA(240, 96, 96)

    /// Wider than any screen shows whole; a 200 x 200 grid at full-size cells was 12,488 x 6,592 px
    /// (330 MB of pixels, 21 s to draw and encode).
    public static let maximumSide = 4000

    /// Text scale for titles and labels: 10 x 14 pixel glyphs.
    static let text = 2
    static let margin = 16

    /// Where everything goes, in pixels (what tests look into).
    public struct Layout: Equatable, Sendable {
        public var width: Int
        public var height: Int
        /// The cells, column 0 at the left, row 0 (the smallest movement) at the bottom.
        public var grid: TracePlot.Rect
        public var columns: Int
        public var rows: Int
        /// The scale the error counts are drawn at, nil when they do not fit the cells.
        public var countScale: Int?
        /// The axis labels drawn, each under its column or left of its row.
        public var xLabels: [Label]
        public var yLabels: [Label]
        /// The picture's title, the axis titles, and where the legend starts (its first text).
        public var title: Label
        public var yTitle: Label
        public var xTitle: Label
        public var legend: Label

        /// Column i spans [grid.x + i * grid.width / columns, the next one's start): at least a pixel.
        public func cell(column: Int, row: Int) -> TracePlot.Rect {
            let x0 = grid.x + column * grid.width / columns, x1 = grid.x + (column + 1) * grid.width / columns
            let flipped = rows - 1 - row  // movement grows upward
            let y0 = grid.y + flipped * grid.height / rows, y1 = grid.y + (flipped + 1) * grid.height / rows
            return TracePlot.Rect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
        }
    }

    public struct Label: Equatable, Sendable {
        public var text: String
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
    }

    public static func png(_ report: SweepReport) -> [UInt8] { PNGEncoder.encode(image(report)) }

    public static func layout(_ report: SweepReport) -> Layout {
        let xs = report.longPress.map(SweepReport.number), ys = report.movement.map(SweepReport.number)
        let columns = max(xs.count, 1), rows = max(ys.count, 1)
        let lineHeight = BitmapFont.height(scale: text)
        let capHeight = BitmapFont.glyphHeight * text  // numbers have no descenders: centre on this
        func width(_ s: String, _ scale: Int = text) -> Int { BitmapFont.width(of: s, scale: scale) }
        let widestCount = report.results.map { width(String($0.score.errors)) }.max() ?? 0
        let widestX = xs.map { width($0) }.max() ?? 0, widestY = ys.map { width($0) }.max() ?? 0

        // Full-size cells fit a tick label and a count; the grid then shrinks to what the cap leaves.
        let gridLeft = margin + widestY + 10
        let titleHeight = lineHeight + 12
        let gridTop = margin + titleHeight + lineHeight + 10  // title, then the y axis title above the grid
        let below = 8 + lineHeight + 10 + lineHeight + 16 + lineHeight + 14 + margin  // x labels, x title, legend
        let fullWidth = max(48, widestX + 16, widestCount + 12), fullHeight = capHeight + 18
        let gridWidth = min(fullWidth * columns, max(columns, maximumSide - gridLeft - margin))
        let gridHeight = min(fullHeight * rows, max(rows, maximumSide - gridTop - below))
        let grid = TracePlot.Rect(x: gridLeft, y: gridTop, width: gridWidth, height: gridHeight)

        // The smallest cell decides whether counts fit, at full scale or at half.
        let cellWidth = gridWidth / columns, cellHeight = gridHeight / rows
        let countScale = [text, 1].first { widestCount * $0 / text + 4 <= cellWidth && BitmapFont.glyphHeight * $0 + 4 <= cellHeight }

        // Every k-th label, the smallest k that keeps them a glyph apart.
        let gap = BitmapFont.advance * text
        let xEvery = every(columns, spacing: Double(gridWidth) / Double(columns), needs: widestX + gap)
        let yEvery = every(rows, spacing: Double(gridHeight) / Double(rows), needs: lineHeight + 2)
        let title = titleText(report)
        let picture = min(maximumSide, max(gridLeft + gridWidth + margin, margin * 2 + width(title), gridLeft + 360))
        func label(_ text: String, x: Int, y: Int) -> Label {
            Label(text: text, x: x, y: y, width: width(text), height: capHeight)
        }
        let labelTop = gridTop + gridHeight + 8
        let xTitleY = labelTop + lineHeight + 10
        let legendY = xTitleY + lineHeight + 16
        var layout = Layout(
            width: picture, height: legendY + lineHeight + 14 + margin, grid: grid, columns: columns, rows: rows,
            countScale: countScale, xLabels: [], yLabels: [],
            title: label(title, x: margin, y: margin), yTitle: label(yAxisTitle, x: margin, y: margin + titleHeight),
            xTitle: label(xAxisTitle, x: gridLeft + max(0, (gridWidth - width(xAxisTitle)) / 2), y: xTitleY),
            legend: label("errors: \(report.results.map(\.score.errors).min() ?? 0)", x: gridLeft, y: legendY + 3))
        let xLabels = stride(from: 0, to: xs.count, by: xEvery).map { column -> Label in
            let cell = layout.cell(column: column, row: 0), w = width(xs[column])
            return label(xs[column], x: min(max(cell.x + (cell.width - w) / 2, 0), picture - w), y: labelTop)
        }
        let yLabels = stride(from: 0, to: ys.count, by: yEvery).map { row -> Label in
            let cell = layout.cell(column: 0, row: row)
            return label(ys[row], x: gridLeft - 10 - width(ys[row]), y: cell.y + (cell.height - capHeight) / 2)
        }
        // Pulled in at the picture's edge, a last label could reach the one before: then it goes.
        layout.xLabels = xLabels.reduce(into: []) { kept, next in
            if kept.last.map({ $0.x + $0.width + gap <= next.x }) ?? true { kept.append(next) }
        }
        layout.yLabels = yLabels
        return layout
    }

    static let xAxisTitle = "long press (s)", yAxisTitle = "movement (pt)"

    /// The smallest k such that k cells of `spacing` pixels hold a label and its gap.
    static func every(_ count: Int, spacing: Double, needs: Int) -> Int {
        guard spacing > 0 else { return max(count, 1) }
        return max(1, min(count, Int((Double(needs) / spacing).rounded(.up))))
    }

    public static func image(_ report: SweepReport) -> RGBAImage {
        let layout = layout(report)
        let errors = report.results.map(\.score.errors)
        let low = errors.min() ?? 0, high = errors.max() ?? 0
        let lineHeight = BitmapFont.height(scale: text)

        var image = RGBAImage(width: layout.width, height: layout.height, fill: background)
        for label in [layout.title, layout.yTitle] {
            BitmapFont.draw(label.text, into: &image, x: label.x, y: label.y, scale: text, color: ink)
        }

        // Results are long press major: column i / rows, row i % rows. Most errors first, so where
        // several pairs share a pixel the fewest errors are what shows.
        let rows = max(report.movement.count, 1)
        let order = report.results.indices.sorted { (errors[$0], $1) > (errors[$1], $0) }
        let lines = layout.grid.width / layout.columns >= 8 && layout.grid.height / layout.rows >= 8
        for i in order {
            let cell = layout.cell(column: i / rows, row: i % rows)
            image.fillRect(x: cell.x, y: cell.y, width: cell.width, height: cell.height, color(errors[i], low, high))
            if lines { image.strokeRect(x: cell.x, y: cell.y, width: cell.width, height: cell.height, grid) }
            if let scale = layout.countScale {
                let count = String(errors[i])
                BitmapFont.draw(count, into: &image, x: cell.x + (cell.width - BitmapFont.width(of: count, scale: scale)) / 2,
                                y: cell.y + (cell.height - BitmapFont.glyphHeight * scale) / 2, scale: scale, color: ink)
            }
        }
        if let best = report.best, let i = report.results.firstIndex(where: { $0.pair == best.pair }) {
            // Grown to at least 9 pixels a side, so the outline shows even around a one-pixel cell.
            let cell = layout.cell(column: i / rows, row: i % rows)
            let grow = max(0, (9 - min(cell.width, cell.height) + 1) / 2)
            image.strokeRect(x: cell.x - grow, y: cell.y - grow, width: cell.width + 2 * grow, height: cell.height + 2 * grow,
                             thickness: 3, ink)
        }
        for label in layout.xLabels + layout.yLabels + [layout.xTitle, layout.legend] {
            BitmapFont.draw(label.text, into: &image, x: label.x, y: label.y, scale: text, color: ink)
        }

        // Legend: the colour scale from the fewest errors (its text) to the most.
        let legend = layout.legend, barX = legend.x + legend.width + 10, barWidth = 160
        for dx in 0..<barWidth {
            let fraction = Double(dx) / Double(barWidth - 1)
            image.fillRect(x: barX + dx, y: legend.y - 3, width: 1, height: lineHeight + 6, scale(fraction))
        }
        BitmapFont.draw("\(high)", into: &image, x: barX + barWidth + 10, y: legend.y, scale: text, color: ink)
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
