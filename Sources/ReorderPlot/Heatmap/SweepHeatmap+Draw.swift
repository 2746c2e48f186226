import ReorderAnalysis
import ReorderSDL

extension SweepHeatmap {
    static func draw(_ report: SweepReport, fonts: Fonts) throws(SDLError) -> PlotCanvas {
        let layout = layout(report, fonts: fonts)
        let errors = report.results.map(\.score.errors)
        let low = errors.min() ?? 0, high = errors.max() ?? 0
        let canvas = try PlotCanvas(width: layout.width, height: layout.height, background: background, text: fonts.text)
        canvas.text(layout.title.text, x: layout.title.x, y: layout.title.y, face: .bold, ink)

        // Results are long press major: column i / rows, row i % rows. Most errors first, so where
        // several pairs share a pixel the fewest errors are what shows.
        let rows = max(report.movement.count, 1)
        let order = report.results.indices.sorted { (errors[$0], $1) > (errors[$1], $0) }
        let lines = layout.grid.width / layout.columns >= 8 && layout.grid.height / layout.rows >= 8
        let counts = layout.countPixelSize == smallPixelSize ? fonts.small : fonts.text
        for i in order {
            let cell = layout.cell(column: i / rows, row: i % rows)
            canvas.fill(cell.x, cell.y, cell.width, cell.height, color(errors[i], low, high))
            if lines { canvas.strokeFrame(cell, grid) }
            if layout.countPixelSize != nil {
                let count = String(errors[i])
                canvas.text(count, x: cell.x + (cell.width - counts.width(count)) / 2, y: cell.y + (cell.height - counts.capHeight) / 2,
                                 font: counts, ink)
            }
        }
        if let best = report.best, let i = report.results.firstIndex(where: { $0.pair == best.pair }) {
            // Grown to at least 9 pixels a side, so the outline shows even around a one-pixel cell.
            let cell = layout.cell(column: i / rows, row: i % rows)
            let grow = max(0, (9 - min(cell.width, cell.height) + 1) / 2)
            for inset in 0..<3 {
                canvas.strokeFrame(PixelRect(x: cell.x - grow + inset, y: cell.y - grow + inset, width: cell.width + 2 * (grow - inset),
                                             height: cell.height + 2 * (grow - inset)), ink)
            }
        }
        for label in layout.xLabels + layout.yLabels { canvas.text(label.text, x: label.x, y: label.y, muted) }
        for label in [layout.xTitle, layout.yTitle] { canvas.text(label.text, x: label.x, y: label.y, ink) }
        drawColorBar(layout, low: low, high: high, on: canvas)
        return canvas
    }

    /// The scale bottom (fewest errors) to top (most), a frame, a tick and a count at each label.
    static func drawColorBar(_ layout: Layout, low: Int, high: Int, on canvas: PlotCanvas) {
        let bar = layout.colorBar
        for row in 0..<bar.height {
            let fraction = high > low ? Double(bar.height - 1 - row) / Double(bar.height - 1) : 0
            canvas.fill(bar.x, bar.y + row, bar.width, 1, scale(fraction))
        }
        // Around the bar, not on it: its first row is the most errors' colour, its last the fewest's.
        canvas.strokeFrame(PixelRect(x: bar.x - 1, y: bar.y - 1, width: bar.width + 2, height: bar.height + 2), TraceChart.Style.frame)
        for label in layout.colorBarLabels {
            canvas.fill(bar.right, label.y + label.height / 2, 4, 1, TraceChart.Style.frame)
            canvas.text(label.text, x: label.x, y: label.y, muted)
        }
        canvas.text(layout.colorBarTitle.text, x: layout.colorBarTitle.x, y: layout.colorBarTitle.y, ink)
    }
}
