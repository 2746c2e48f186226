import Testing
@testable import ReorderAnalysis
@testable import ReorderPlot
import TestSupport

/// `tune --filter-sweep --png`: a grid per filter value, labelled, each best outlined, the best of
/// all in blue, all on one colour scale, within 4,000 pixels a side.
@Suite struct SweepHeatmapFiltersTests {
    /// `count` filter values over a `columns` x `rows` grid; value k adds k errors everywhere but at
    /// its own best cell, so value `bestValue` is the best of all.
    static func panels(_ count: Int, columns: Int, rows: Int, bestValue: Int) -> [SweepHeatmap.FilterPanel] {
        (0..<count).map { k in
            var report = SweepHeatmapTests.report(columns: columns, rows: rows)
            for i in report.results.indices { report.results[i].score.missedLifts += 3 + k }
            report.results[k % report.results.count].score.missedLifts = k == bestValue ? 0 : 2
            return SweepHeatmap.FilterPanel(label: "median depth=\(2 * k + 1)", report: report)
        }
    }

    @Test func eachFilterValueHasItsLabelledGridAndTheBestOfAllIsBlue() throws {
        let panels = Self.panels(5, columns: 4, rows: 3, bestValue: 2)
        let layout = try SweepHeatmap.layout(panels, best: 2)
        #expect(layout.panels.count == 5 && layout.best == 2)
        #expect(layout.panels.map(\.title.text) == [
            "median depth=1: 0.1 s, 1 pt, 2 errors", "median depth=3: 0.1 s, 1.25 pt, 2 errors", "median depth=5: 0.1 s, 1.5 pt, 0 errors",
            "median depth=7: 0.105 s, 1 pt, 2 errors", "median depth=9: 0.105 s, 1.25 pt, 2 errors"])
        #expect(layout.title.text == "Errors per pair and filter; best: median depth=5: 0.1 s, 1.5 pt, 0 errors")
        // Three to a line, the lines below each other, nothing overlapping.
        #expect(layout.panels[1].box.x > layout.panels[0].box.right && layout.panels[3].box.y > layout.panels[0].box.bottom)
        for (i, a) in layout.panels.enumerated() {
            for b in layout.panels[(i + 1)...] { #expect(!a.box.intersects(b.box)) }
            #expect(!a.box.intersects(layout.colorBar))
        }
        let boxes = layout.labels.map(\.box)
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] { #expect(!a.intersects(b), "\(a) | \(b)") }
            for panel in layout.panels { #expect(!a.intersects(panel.grid), "\(a)") }
            #expect(a.x >= 0 && a.right <= layout.width && a.y >= 0 && a.bottom <= layout.height)
        }
        // The blue outline is around the best of all's best cell (value 2's cell 2: column 0, row 2), and nowhere in the others.
        let image = try PixelImage(png: SweepHeatmap.png(panels, best: 2))
        #expect(image.width == layout.width && image.height == layout.height)
        let cell = layout.panels[2].cell(column: 0, row: 2)
        #expect(image.pixel(x: cell.x, y: cell.y + cell.height / 2) == SweepHeatmap.highlight)
        let other = layout.panels[0].cell(column: 0, row: 0)
        #expect(image.pixel(x: other.x, y: other.y + other.height / 2) == SweepHeatmap.ink, "another value's best: outlined in ink")
        // One scale: the best of all's 0 is green, the others' fewest (2) are not.
        #expect(image.pixel(x: cell.x + 4, y: cell.y + 4) == SweepHeatmap.few)
        #expect(image.pixel(x: other.x + 4, y: other.y + 4) != SweepHeatmap.few)
    }

    @Test(arguments: [(30, 50, 50), (3, 400, 300), (1, 1, 1), (12, 7, 1000)])
    func manyValuesAndLargeGridsStayWithinTheCap(count: Int, columns: Int, rows: Int) throws {
        let layout = try SweepHeatmap.layout(Self.panels(count, columns: columns, rows: rows, bestValue: 0), best: 0)
        #expect(layout.width <= SweepHeatmap.maximumSide && layout.height <= SweepHeatmap.maximumSide)
        for panel in layout.panels {
            #expect(panel.box.right <= layout.width && panel.box.bottom <= layout.height)
            let corner = panel.cell(column: columns - 1, row: rows - 1)
            #expect(corner.width >= 1 && corner.height >= 1 && corner.right <= panel.grid.right)
        }
    }

    @Test func withoutABestTheTitleSaysSo() throws {
        var report = SweepHeatmapTests.report(columns: 2, rows: 2)
        for i in report.results.indices { report.results[i].score = SweepScore() }
        let layout = try SweepHeatmap.layout([SweepHeatmap.FilterPanel(label: "skip nhead=9 ntail=0", report: report)], best: nil)
        #expect(layout.title.text == "Errors per pair and filter; no best: no press decided")
        #expect(layout.panels[0].title.text == "skip nhead=9 ntail=0: no best")
    }
}
