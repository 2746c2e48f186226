import ReorderAnalysis

/// `tune --filter-sweep --png`: small multiples, one grid per filter value (labelled with it and its
/// best pair), all coloured on one scale so they compare, each with its best cell outlined and the
/// best of all outlined in blue with its panel framed: the picture reads "which filter, then which
/// allowable movement". Panels go three to a line; the whole stays within `maximumSide`.
extension SweepHeatmap {
    /// One filter value's grid: what the value is, and its sweep.
    public struct FilterPanel: Sendable {
        public var label: String
        public var report: SweepReport

        public init(label: String, report: SweepReport) {
            self.label = label
            self.report = report
        }
    }

    /// The overall best's outline and its panel's frame.
    public static let highlight = Color(37, 99, 235)
    static let panelsPerLine = 3, panelGap = 24

    /// Where everything of the small multiples goes, in pixels.
    public struct FiltersLayout: Equatable, Sendable {
        public var width: Int
        public var height: Int
        public var title: Label
        public var note: Label
        public var panels: [Panel]
        /// The best filter value's panel, nil without a best.
        public var best: Int?
        public var countPixelSize: Int?
        public var xTitle: Label
        public var yTitle: Label
        public var colorBar: PixelRect
        public var colorBarTitle: Label
        public var colorBarLabels: [Label]

        public var labels: [Label] {
            panels.flatMap { [$0.title] + $0.xLabels + $0.yLabels } + [title, note, xTitle, yTitle, colorBarTitle] + colorBarLabels
        }
    }

    public struct Panel: Equatable, Sendable {
        public var title: Label
        /// The panel's whole box (title, grid and tick labels), which the best one's frame goes around.
        public var box: PixelRect
        public var grid: PixelRect
        public var columns: Int
        public var rows: Int
        public var xLabels: [Label]
        public var yLabels: [Label]

        public func cell(column: Int, row: Int) -> PixelRect { SweepHeatmap.cell(in: grid, columns: columns, rows: rows, column: column, row: row) }
    }

    /// `best`: the panel of the best filter value, as the sweep chose it (its ties go to the lighter
    /// filter, which only the sweep knows); nil when there is none.
    public static func png(_ panels: [FilterPanel], best: Int?) throws(PlotError) -> [UInt8] {
        try file(panels, best: best, format: .png)
    }

    /// The picture as a PNG, an SVG or a PDF file's bytes.
    public static func file(_ panels: [FilterPanel], best: Int?, format: PictureFormat) throws(PlotError) -> [UInt8] {
        try draw(panels, best: best, fonts: try Fonts(), format: format).encoded()
    }

    public static func pixels(_ panels: [FilterPanel], best: Int?) throws(PlotError) -> PixelImage {
        try draw(panels, best: best, fonts: try Fonts()).picture()
    }

    public static func layout(_ panels: [FilterPanel], best: Int?) throws(PlotError) -> FiltersLayout {
        layout(panels, best: best, fonts: try Fonts())
    }

    static func panelTitle(_ panel: FilterPanel) -> String {
        guard let best = panel.report.best else { return "\(panel.label): no best" }
        let errors = best.score.errors
        return "\(panel.label): \(SweepReport.number(best.pair.longPressSeconds)) s, \(SweepReport.number(best.pair.allowableMovement)) pt, "
            + "\(errors) \(errors == 1 ? "error" : "errors")"
    }

    static func filtersTitle(_ panels: [FilterPanel], best: Int?) -> String {
        guard let best else { return "Errors per pair and filter; no best: no press decided" }
        return "Errors per pair and filter; best: " + panelTitle(panels[best])
    }

    static func layout(_ panels: [FilterPanel], best: Int?, fonts: Fonts) -> FiltersLayout {
        let text = fonts.text
        let lineHeight = text.lineHeight, capHeight = text.capHeight
        func label(_ s: String, x: Int, y: Int, bold: Bool = false) -> Label {
            Label(text: s, x: x, y: y, width: bold ? text.width(s, .bold) : text.width(s), height: capHeight)
        }
        let errors = panels.flatMap { $0.report.results.map(\.score.errors) }
        let low = errors.min() ?? 0, high = errors.max() ?? 0
        // The panels share the sweep's axes (every value replays the same grid).
        let xs = (panels.first?.report.longPress ?? []).map(SweepReport.number), ys = (panels.first?.report.movement ?? []).map(SweepReport.number)
        let columns = max(xs.count, 1), rows = max(ys.count, 1)
        let widestX = xs.map { text.width($0) }.max() ?? 0, widestY = ys.map { text.width($0) }.max() ?? 0
        // Measured once a count: many values of a large grid hold far fewer distinct counts than cells.
        let distinct = Set(errors)
        let widestCount = distinct.map { text.width(String($0)) }.max() ?? 0
        let titles = panels.map(panelTitle)
        let widestTitle = titles.map { text.width($0, .bold) }.max() ?? 0

        let perLine = max(1, min(panels.count, panelsPerLine)), lines = max(1, (panels.count + perLine - 1) / perLine)
        let barBlock = 24 + barWidth + 8 + max(text.width(String(high)), text.width(String(low)), text.width(barTitle) - barWidth - 8)
        let yLabelWidth = widestY + 10
        let top = margin + 2 * lineHeight + 12 + lineHeight + 6  // title, note, the y axis title
        let panelTitleHeight = lineHeight + 6, below = 8 + lineHeight  // a panel's title above its grid, tick labels under
        // Cells as small as keeps a tick label and a count, then smaller where the cap needs it.
        let fullWidth = max(28, widestX + 8, widestCount + 8), fullHeight = capHeight + 10
        let roomX = (maximumSide - 2 * margin - barBlock - (perLine - 1) * panelGap) / perLine - yLabelWidth
        let roomY = (maximumSide - top - lineHeight - 10 - margin - (lines - 1) * panelGap) / lines - panelTitleHeight - below
        // Past the cap, pairs share pixels (`cell` keeps each at least one), as in the single grid.
        let gridWidth = max(1, min(fullWidth * columns, roomX)), gridHeight = max(1, min(fullHeight * rows, roomY))
        let panelWidth = max(yLabelWidth + gridWidth, min(widestTitle, roomX + yLabelWidth))
        let panelHeight = panelTitleHeight + gridHeight + below
        let cellWidth = gridWidth / columns, cellHeight = gridHeight / rows
        let smallCount = distinct.map { fonts.small.width(String($0)) }.max() ?? 0
        let countPixelSize: Int? = if widestCount + 4 <= cellWidth && capHeight + 4 <= cellHeight { pixelSize }
            else if smallCount + 4 <= cellWidth && fonts.small.capHeight + 4 <= cellHeight { smallPixelSize } else { nil }
        let gap = text.width("0")
        let xEvery = every(columns, spacing: Double(gridWidth) / Double(columns), needs: widestX + gap)
        let yEvery = every(rows, spacing: Double(gridHeight) / Double(rows), needs: lineHeight + 2)

        var laidOut: [Panel] = []
        for (index, title) in titles.enumerated() {
            let x0 = margin + (index % perLine) * (panelWidth + panelGap), y0 = top + (index / perLine) * (panelHeight + panelGap)
            let grid = PixelRect(x: x0 + yLabelWidth, y: y0 + panelTitleHeight, width: gridWidth, height: gridHeight)
            var panel = Panel(title: label(title, x: x0, y: y0, bold: true), box: PixelRect(x: x0, y: y0, width: panelWidth, height: panelHeight),
                              grid: grid, columns: columns, rows: rows, xLabels: [], yLabels: [])
            // A title wider than the panel is cut to it, with an ellipsis.
            if panel.title.width > panelWidth {
                var cut = title
                while !cut.isEmpty, text.width(cut + "…", .bold) > panelWidth { cut.removeLast() }
                panel.title = label(cut + "…", x: x0, y: y0, bold: true)
            }
            let xLabels = stride(from: 0, to: xs.count, by: xEvery).map { column -> Label in
                let cell = panel.cell(column: column, row: 0), w = text.width(xs[column])
                return label(xs[column], x: max(cell.x + (cell.width - w) / 2, x0), y: grid.bottom + 8)
            }
            panel.xLabels = xLabels.reduce(into: []) { kept, next in
                if kept.last.map({ $0.x + $0.width + gap <= next.x }) ?? true, next.x + next.width <= x0 + panelWidth + panelGap - gap { kept.append(next) }
            }
            panel.yLabels = stride(from: 0, to: ys.count, by: yEvery).map { row -> Label in
                let cell = panel.cell(column: 0, row: row)
                return label(ys[row], x: grid.x - 10 - text.width(ys[row]), y: cell.y + (cell.height - capHeight) / 2)
            }
            laidOut.append(panel)
        }
        let panelsRight = margin + perLine * panelWidth + (perLine - 1) * panelGap
        let panelsBottom = top + lines * panelHeight + (lines - 1) * panelGap
        let bar = PixelRect(x: panelsRight + 24, y: top + panelTitleHeight, width: barWidth, height: min(gridHeight, maximumBarHeight))
        let barLabels = barTicks(low: low, high: high, count: max(1, bar.height / (2 * lineHeight))).map { value -> Label in
            label(String(value), x: bar.right + 8, y: barY(value, low: low, high: high, in: bar) - capHeight / 2)
        }
        let title = filtersTitle(panels, best: best)
        let note = "each grid is one filter value, its best pair outlined; the best of all in blue; one colour scale"
        let xTitleY = panelsBottom + 10
        let width = min(maximumSide, max(bar.x - 24 + barBlock + margin, margin * 2 + max(text.width(title, .bold), text.width(note))))
        return FiltersLayout(
            width: width, height: xTitleY + lineHeight + margin,
            title: label(title, x: margin, y: margin, bold: true), note: label(note, x: margin, y: margin + lineHeight + 4),
            panels: laidOut, best: best, countPixelSize: countPixelSize,
            xTitle: label(xAxisTitle, x: margin + max(0, (panelsRight - margin - text.width(xAxisTitle)) / 2), y: xTitleY),
            yTitle: label(yAxisTitle, x: margin, y: top - lineHeight - 6),
            colorBar: bar, colorBarTitle: label(barTitle, x: bar.x, y: bar.y - lineHeight - 4), colorBarLabels: barLabels)
    }

    static func draw(_ panels: [FilterPanel], best: Int?, fonts: Fonts, format: PictureFormat = .png) throws(PlotError) -> PlotCanvas {
        let layout = layout(panels, best: best, fonts: fonts)
        let errors = panels.flatMap { $0.report.results.map(\.score.errors) }
        let low = errors.min() ?? 0, high = errors.max() ?? 0
        let canvas = try PlotCanvas(width: layout.width, height: layout.height, background: background, text: fonts.text, format: format)
        canvas.text(layout.title.text, x: layout.title.x, y: layout.title.y, face: .bold, ink)
        canvas.text(layout.note.text, x: layout.note.x, y: layout.note.y, muted)
        let counts = layout.countPixelSize == smallPixelSize ? fonts.small : fonts.text
        for (index, panel) in layout.panels.enumerated() {
            let report = panels[index].report
            let lines = panel.grid.width / panel.columns >= 8 && panel.grid.height / panel.rows >= 8
            try canvas.draw(asPixelsIf: report.results.count > vectorCells) {
                drawCells(report, cell: panel.cell, lines: lines, counts: layout.countPixelSize == nil ? nil : counts, low: low, high: high, on: $0)
            }
            if let best = report.best, let i = report.results.firstIndex(where: { $0.pair == best.pair }) {
                let rows = max(report.movement.count, 1)
                outline(panel.cell(column: i / rows, row: i % rows), color: index == layout.best ? highlight : ink, on: canvas)
            }
            if index == layout.best {
                for inset in 0..<2 {
                    canvas.strokeFrame(PixelRect(x: panel.box.x - 8 + inset, y: panel.box.y - 6 + inset, width: panel.box.width + 16 - 2 * inset,
                                                 height: panel.box.height + 10 - 2 * inset), highlight)
                }
            }
            canvas.text(panel.title.text, x: panel.title.x, y: panel.title.y, face: .bold, index == layout.best ? highlight : ink)
            for label in panel.xLabels + panel.yLabels { canvas.text(label.text, x: label.x, y: label.y, muted) }
        }
        for label in [layout.xTitle, layout.yTitle] { canvas.text(label.text, x: label.x, y: label.y, ink) }
        drawColorBar(layout.colorBar, labels: layout.colorBarLabels, title: layout.colorBarTitle, low: low, high: high, on: canvas)
        return canvas
    }
}
