import ReorderAnalysis

extension SweepHeatmap {
    static func layout(_ report: SweepReport, fonts: Fonts) -> Layout {
        let text = fonts.text
        let xs = report.longPress.map(SweepReport.number), ys = report.movement.map(SweepReport.number)
        let columns = max(xs.count, 1), rows = max(ys.count, 1)
        let lineHeight = text.lineHeight, capHeight = text.capHeight
        func width(_ s: String) -> Int { text.width(s) }
        let errors = report.results.map(\.score.errors)
        let widestCount = errors.map { width(String($0)) }.max() ?? 0
        let widestX = xs.map { width($0) }.max() ?? 0, widestY = ys.map { width($0) }.max() ?? 0

        // The colour bar's counts, as wide as the widest count can be.
        let low = errors.min() ?? 0, high = errors.max() ?? 0
        let barBlock = 24 + barWidth + 8 + max(width(String(high)), width(String(low)), width(barTitle) - barWidth - 8)

        // Full-size cells fit a tick label and a count; the grid then shrinks to what the cap leaves.
        let gridLeft = margin + widestY + 10
        let titleHeight = lineHeight + 12
        let gridTop = margin + titleHeight + lineHeight + 10  // title, then the y axis title above the grid
        let below = 8 + lineHeight + 10 + lineHeight + margin  // x labels, x title
        let fullWidth = max(48, widestX + 16, widestCount + 12), fullHeight = capHeight + 18
        // Past the cap, pairs share pixels (`cell` keeps each at least one): the picture stays inside it.
        let gridWidth = min(fullWidth * columns, maximumSide - gridLeft - barBlock - margin)
        let gridHeight = min(fullHeight * rows, maximumSide - gridTop - below)
        let grid = PixelRect(x: gridLeft, y: gridTop, width: gridWidth, height: gridHeight)

        // The smallest cell decides whether counts fit, at full size or smaller.
        let cellWidth = gridWidth / columns, cellHeight = gridHeight / rows
        let smallCount = errors.map { fonts.small.width(String($0)) }.max() ?? 0
        let countPixelSize: Int? = if widestCount + 4 <= cellWidth && capHeight + 4 <= cellHeight { pixelSize }
            else if smallCount + 4 <= cellWidth && fonts.small.capHeight + 4 <= cellHeight { smallPixelSize } else { nil }

        // Every k-th label, the smallest k that keeps them a digit's width apart.
        let gap = width("0")
        let xEvery = every(columns, spacing: Double(gridWidth) / Double(columns), needs: widestX + gap)
        let yEvery = every(rows, spacing: Double(gridHeight) / Double(rows), needs: lineHeight + 2)
        let title = titleText(report)
        // The bar right of the grid and clear of the y axis title above it, as tall as the grid (so
        // the x labels and title under the grid never reach it) up to `barHeight`, with a round
        // count every two lines or more.
        let barX = max(gridLeft + gridWidth + 24, margin + width(yAxisTitle) + 24)
        let bar = PixelRect(x: barX, y: gridTop, width: barWidth, height: min(gridHeight, maximumBarHeight))
        let barValues = barTicks(low: low, high: high, count: max(1, bar.height / (2 * lineHeight)))
        let picture = min(maximumSide, max(barX - 24 + barBlock + margin, margin * 2 + text.width(title, .bold), gridLeft + 360))
        func label(_ text: String, x: Int, y: Int, bold: Bool = false) -> Label {
            Label(text: text, x: x, y: y, width: bold ? fonts.text.width(text, .bold) : width(text), height: capHeight)
        }
        let labelTop = gridTop + gridHeight + 8
        let xTitleY = labelTop + lineHeight + 10

        let barLabels = barValues.map { value -> Label in
            let y = barY(value, low: low, high: high, in: bar)
            return label(String(value), x: bar.right + 8, y: y - capHeight / 2)
        }
        var layout = Layout(
            width: picture, height: xTitleY + lineHeight + margin, grid: grid,
            columns: columns, rows: rows, countPixelSize: countPixelSize, xLabels: [], yLabels: [],
            title: label(title, x: margin, y: margin, bold: true), yTitle: label(yAxisTitle, x: margin, y: margin + titleHeight),
            xTitle: label(xAxisTitle, x: gridLeft + max(0, (gridWidth - width(xAxisTitle)) / 2), y: xTitleY),
            colorBar: bar, colorBarTitle: label(barTitle, x: bar.x, y: gridTop - lineHeight - 4), colorBarLabels: barLabels)
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

    /// Round counts from `low` to `high` for the bar: both ends, and between them multiples of a
    /// 1, 2 or 5 step about `count` apart (the ends stay; a step value too close to one goes).
    static func barTicks(low: Int, high: Int, count: Int) -> [Int] {
        guard high > low else { return [low] }
        let axis = TraceChart.Axis(low: Double(low), high: Double(high), count: count, extend: false, lowPixel: 0, highPixel: 1)
        let step = max(1, (axis.ticks.count > 1 ? axis.ticks[1] - axis.ticks[0] : Double(high - low)))
        let inner = axis.ticks.map { Int($0.rounded()) }.filter { Double($0 - low) >= step / 2 && Double(high - $0) >= step / 2 }
        return [low] + inner + [high]
    }

    /// The bar's pixel row for a count: `low` at the bottom, `high` at the top.
    static func barY(_ value: Int, low: Int, high: Int, in bar: PixelRect) -> Int {
        guard high > low else { return bar.bottom - 1 }
        return bar.bottom - 1 - Int((Double(value - low) / Double(high - low) * Double(bar.height - 1)).rounded())
    }
}
