import ReorderAnalysis

extension SweepHeatmap {
    static func draw(_ report: SweepReport, fonts: Fonts, format: PictureFormat = .png) throws(PlotError) -> PlotCanvas {
        let layout = layout(report, fonts: fonts)
        let errors = report.results.map(\.score.errors)
        let low = errors.min() ?? 0, high = errors.max() ?? 0
        let canvas = try PlotCanvas(width: layout.width, height: layout.height, background: background, text: fonts.text, format: format)
        canvas.text(layout.title.text, x: layout.title.x, y: layout.title.y, face: .bold, ink)
        let counts = layout.countPixelSize == smallPixelSize ? fonts.small : fonts.text
        let lines = layout.grid.width / layout.columns >= 8 && layout.grid.height / layout.rows >= 8
        try canvas.draw(asPixelsIf: report.results.count > vectorCells) {
            drawCells(report, cell: layout.cell, lines: lines, counts: layout.countPixelSize == nil ? nil : counts, low: low, high: high, on: $0)
        }
        if let best = report.best, let i = report.results.firstIndex(where: { $0.pair == best.pair }) {
            let rows = max(report.movement.count, 1)
            outline(layout.cell(column: i / rows, row: i % rows), color: ink, on: canvas)
        }
        for label in layout.xLabels + layout.yLabels { canvas.text(label.text, x: label.x, y: label.y, muted) }
        for label in [layout.xTitle, layout.yTitle] { canvas.text(label.text, x: label.x, y: label.y, ink) }
        drawColorBar(layout.colorBar, labels: layout.colorBarLabels, title: layout.colorBarTitle, low: low, high: high, on: canvas)
        return canvas
    }

    /// Past this many cells an SVG's or a PDF's cells are one image (`PlotCanvas.draw(asPixelsIf:)`);
    /// up to it, 50 x 50, each is a rectangle (an SVG of about 2.5 MB).
    static let vectorCells = 2_500

    /// Column i of `columns` spans [grid.x + i * grid.width / columns, the next one's start), at
    /// least a pixel; row 0 (the smallest movement) at the bottom.
    static func cell(in grid: PixelRect, columns: Int, rows: Int, column: Int, row: Int) -> PixelRect {
        let x0 = grid.x + column * grid.width / columns, x1 = grid.x + (column + 1) * grid.width / columns
        let flipped = rows - 1 - row  // movement grows upward
        let y0 = grid.y + flipped * grid.height / rows, y1 = grid.y + (flipped + 1) * grid.height / rows
        return PixelRect(x: x0, y: y0, width: max(1, x1 - x0), height: max(1, y1 - y0))
    }

    /// A report's cells coloured on the scale from `low` to `high` errors, framed when `lines`, with
    /// their counts in `counts` when given.
    static func drawCells(_ report: SweepReport, cell: (Int, Int) -> PixelRect, lines: Bool, counts: PlotText?, low: Int, high: Int,
                          on canvas: PlotCanvas) {
        // Results are long press major: column i / rows, row i % rows. Most errors first, so where
        // several pairs share a pixel the fewest errors are what shows.
        let errors = report.results.map(\.score.errors)
        let rows = max(report.movement.count, 1)
        let order = report.results.indices.sorted { (errors[$0], $1) > (errors[$1], $0) }
        for i in order {
            let box = cell(i / rows, i % rows)
            canvas.fill(box.x, box.y, box.width, box.height, color(errors[i], low, high))
            if lines { canvas.strokeFrame(box, grid) }
            if let counts {
                let count = String(errors[i])
                canvas.text(count, x: box.x + (box.width - counts.width(count)) / 2, y: box.y + (box.height - counts.capHeight) / 2, font: counts, ink)
            }
        }
    }

    /// A best cell's outline, 3 pixels, grown to at least 9 pixels a side so that it shows even
    /// around a one-pixel cell.
    static func outline(_ cell: PixelRect, color: Color, on canvas: PlotCanvas) {
        let grow = max(0, (9 - min(cell.width, cell.height) + 1) / 2)
        for inset in 0..<3 {
            canvas.strokeFrame(PixelRect(x: cell.x - grow + inset, y: cell.y - grow + inset, width: cell.width + 2 * (grow - inset),
                                         height: cell.height + 2 * (grow - inset)), color)
        }
    }

    /// The scale bottom (fewest errors) to top (most), a frame, a tick and a count at each label.
    static func drawColorBar(_ bar: PixelRect, labels: [Label], title: Label, low: Int, high: Int, on canvas: PlotCanvas) {
        for row in 0..<bar.height {
            let fraction = high > low ? Double(bar.height - 1 - row) / Double(bar.height - 1) : 0
            canvas.fill(bar.x, bar.y + row, bar.width, 1, scale(fraction))
        }
        // Around the bar, not on it: its first row is the most errors' colour, its last the fewest's.
        canvas.strokeFrame(PixelRect(x: bar.x - 1, y: bar.y - 1, width: bar.width + 2, height: bar.height + 2), TraceChart.Style.frame)
        for label in labels {
            canvas.fill(bar.right, label.y + label.height / 2, 4, 1, TraceChart.Style.frame)
            canvas.text(label.text, x: label.x, y: label.y, muted)
        }
        canvas.text(title.text, x: title.x, y: title.y, ink)
    }
}
