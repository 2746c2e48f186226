import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderAnalysis
@testable import ReorderPlot
import ReorderTrace
import TestSupport

/// The sweep heatmap: colours, the best pair outlined, a colour bar with its counts, and cells and
/// labels that fit whatever the grid, within 4,000 pixels a side.
@Suite struct SweepHeatmapTests {
    @Test func heatmapHasAxesColoursAndTheBestPairOutlined() throws {
        let trace = try SweepTrace(bytes: Array(LabelledTraces.handWorked().utf8), name: "labelled")
        let report = try TuningSweep.run([trace], longPress: [0.2, 0.3, 0.4], movement: [5, 10, 15])
        let image = try PixelImage(png: SweepHeatmap.png(report))
        let layout = try SweepHeatmap.layout(report)
        #expect(image.width == layout.width && image.height == layout.height)
        // Fewest errors green, most red: both colours are in the picture.
        var colours = Set<Color>()
        for y in 0..<image.height { for x in 0..<image.width { colours.insert(image.pixel(x: x, y: y)) } }
        #expect(colours.contains(SweepHeatmap.few) && colours.contains(SweepHeatmap.many))
        #expect(SweepHeatmap.titleText(report) == "Errors per pair; best: 0.2 s, 5 pt, 2 errors")
    }

    @Test func aHeatmapWithoutLabelledPressesSaysThereIsNoBest() throws {
        var b = TraceBuilder()
        b.down(1.0, y: 66)
        b.up(1.1, y: 66)
        let trace = try SweepTrace(bytes: Array(b.text(until: 2).utf8), name: "unlabelled")
        let report = try TuningSweep.run([trace], longPress: [0.3, 0.5], movement: [10])
        #expect(SweepHeatmap.titleText(report) == "Errors per pair; no best: no labelled presses")
    }

    /// A grid of `columns` x `rows` pairs with made-up error counts (up to 3 digits).
    static func report(columns: Int, rows: Int) -> SweepReport {
        let xs = (0..<columns).map { Double(100 + 5 * $0) / 1000 }, ys = (0..<rows).map { 1 + Double($0) * 0.25 }
        var results: [SweepResult] = []
        for (i, x) in xs.enumerated() {
            for (j, y) in ys.enumerated() {
                var score = SweepScore()
                score.correct = 1
                score.missedLifts = (i * 7 + j * 13) % 997
                results.append(SweepResult(pair: SweepPair(longPressSeconds: x, allowableMovement: y), score: score))
            }
        }
        return SweepReport(longPress: xs, movement: ys, results: results, eventsReplayed: 0)
    }

    @Test(arguments: [(3, 3), (20, 20), (200, 200), (1000, 7), (7, 1000), (5000, 2), (1, 1)])
    func heatmapCellsAndLabelsFitWhateverTheGrid(columns: Int, rows: Int) throws {
        let layout = try SweepHeatmap.layout(Self.report(columns: columns, rows: rows))
        #expect(layout.width <= SweepHeatmap.maximumSide && layout.height <= SweepHeatmap.maximumSide)
        // Every cell at least a pixel, inside the grid, in order.
        for (column, row) in [(0, 0), (columns - 1, 0), (0, rows - 1), (columns - 1, rows - 1), (columns / 2, rows / 2)] {
            let cell = layout.cell(column: column, row: row)
            #expect(cell.width >= 1 && cell.height >= 1)
            #expect(cell.x >= layout.grid.x && cell.x + cell.width <= layout.grid.x + layout.grid.width)
            #expect(cell.y >= layout.grid.y && cell.y + cell.height <= layout.grid.y + layout.grid.height)
        }
        #expect(layout.cell(column: 0, row: 0).y > layout.cell(column: 0, row: rows - 1).y || rows == 1, "movement grows upward")
        // Labels: the first of each axis, as many more as fit, none touching another or leaving the picture.
        #expect(layout.xLabels.first?.text == SweepReport.number(0.1) && layout.yLabels.first?.text == "1")
        #expect(layout.xLabels.count >= min(columns, 2) && layout.yLabels.count >= min(rows, 2))
        for (a, b) in zip(layout.xLabels, layout.xLabels.dropFirst()) { #expect(a.x + a.width < b.x, "\(a.text) | \(b.text)") }
        for (a, b) in zip(layout.yLabels, layout.yLabels.dropFirst()) { #expect(b.y + b.height < a.y, "\(a.text) | \(b.text)") }
        for label in layout.labels {
            #expect(label.x >= 0 && label.x + label.width <= layout.width && label.y >= 0 && label.y + label.height <= layout.height,
                    "\(label.text)")
        }
        // No text on other text, on the cells or on the colour bar.
        let boxes = layout.labels.map(\.box)
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] { #expect(!a.intersects(b), "\(a) | \(b)") }
            #expect(!a.intersects(layout.grid) && !a.intersects(layout.colorBar), "\(a)")
        }
        #expect(!layout.colorBar.intersects(layout.grid) && layout.colorBar.right <= layout.width)
        // Counts only where they fit their cells.
        if let size = layout.countPixelSize {
            let cell = layout.cell(column: 0, row: 0)
            let text = try PlotText(pixelSize: size)
            #expect(text.width("999") <= cell.width && text.capHeight <= cell.height)
        }
    }

    @Test func smallGridsKeepFullSizeCellsWithTheirCounts() throws {
        let layout = try SweepHeatmap.layout(Self.report(columns: 3, rows: 3))
        #expect(layout.cell(column: 0, row: 0).width >= 48 && layout.countPixelSize == SweepHeatmap.pixelSize)
        #expect(layout.xLabels.count == 3 && layout.yLabels.count == 3)
    }

    @Test func theColourBarReadsFromFewestErrorsAtTheBottomToMostAtTheTop() throws {
        let report = Self.report(columns: 20, rows: 20)
        let errors = report.results.map(\.score.errors)
        let layout = try SweepHeatmap.layout(report)
        let labels = layout.colorBarLabels
        #expect(labels.first?.text == String(errors.min()!) && labels.last?.text == String(errors.max()!))
        #expect(labels.count >= 3, "round counts between the ends: \(labels.map(\.text))")
        // Upward, counts grow; every label beside the bar.
        for (a, b) in zip(labels, labels.dropFirst()) { #expect(b.y < a.y && Int(b.text)! > Int(a.text)!) }
        #expect(labels.allSatisfy { $0.x > layout.colorBar.right })
        #expect(layout.colorBarTitle.text == "errors" && layout.colorBarTitle.y + layout.colorBarTitle.height < layout.colorBar.y)
        let image = try PixelImage(png: SweepHeatmap.png(report))
        let bar = layout.colorBar, middle = bar.x + bar.width / 2
        #expect(image.pixel(x: middle, y: bar.y) == SweepHeatmap.many && image.pixel(x: middle, y: bar.bottom - 1) == SweepHeatmap.few)
    }

    @Test func aBarOfOneCountHasOneLabel() throws {
        var report = Self.report(columns: 2, rows: 2)
        for i in report.results.indices { report.results[i].score.missedLifts = 3 }
        #expect(try SweepHeatmap.layout(report).colorBarLabels.map(\.text) == ["3"])
    }

    /// A large grid's cells go into an SVG or a PDF as one image, not one rectangle each: the file
    /// stays small (200 x 200 as rectangles was about 40 MB of SVG); a small grid's stay vectors.
    @Test func aLargeGridsCellsAreOneImageInAVectorFile() throws {
        let large = Self.report(columns: 200, rows: 200)
        let svg = String(decoding: try SweepHeatmap.file(large, format: .svg), as: UTF8.self)
        #expect(svg.utf8.count < 3_000_000 && svg.contains("<image"), "\(svg.utf8.count) bytes")
        #expect(try SweepHeatmap.file(large, format: .pdf).count < 3_000_000)
        let small = String(decoding: try SweepHeatmap.file(Self.report(columns: 3, rows: 3), format: .svg), as: UTF8.self)
        #expect(!small.contains("<image"))
    }
}

/// The heatmap's slow tests (grids of thousands of cells): `swift test --skip SlowTests` leaves them out.
@Suite(.tags(.slow)) struct SweepHeatmapSlowTests {
    @Test func aLargeGridStaysWithinFourThousandPixelsASide() throws {
        let image = try PixelImage(png: SweepHeatmap.png(SweepHeatmapTests.report(columns: 200, rows: 200)))
        #expect(image.width <= 4000 && image.height <= 4000, "\(image.width) x \(image.height)")
        #expect(image.width >= 1000 && image.height >= 1000, "cells shrink, they do not vanish")
    }
}
