import ReorderAnalysis

/// The sweep as a picture: one cell per pair, long press across (x), movement up (y), coloured
/// from green (fewest errors) through yellow to red (most), each with its error count where it
/// fits; the recommended pair outlined; a colour bar right of the grid reads colours as counts.
///
/// At most `maximumSide` pixels a side: a large grid gets smaller cells (at least a pixel; where
/// pairs outnumber pixels, a pixel shows the fewest errors among its pairs), its counts in a
/// smaller size or none, and every k-th axis label, so no two labels touch.
public enum SweepHeatmap {
    static let background = Color(255, 255, 255)
    static let ink = Color(33, 33, 33)
    static let muted = Color(95, 95, 95)
    static let grid = Color(255, 255, 255)
    // A three-stop scale (green, yellow, red) light enough that dark numbers read on every cell.
    public static let few = Color(99, 190, 123), middle = Color(255, 220, 110), many = Color(240, 96, 96)

    /// Wider than any screen shows whole; a 200 x 200 grid at full-size cells was 12,488 x 6,592 px
    /// (330 MB of pixels, 21 s to draw and encode).
    public static let maximumSide = 4000

    /// Text size, pixels an em (capitals 11 px); counts in small cells drop to `smallPixelSize`.
    static let pixelSize = 15, smallPixelSize = 11
    static let margin = 16
    /// The colour bar, pixels: across, and the most it grows to beside a tall grid.
    static let barWidth = 18, maximumBarHeight = 360

    /// Where everything goes, in pixels (what tests look into).
    public struct Layout: Equatable, Sendable {
        public var width: Int
        public var height: Int
        /// The cells, column 0 at the left, row 0 (the smallest movement) at the bottom.
        public var grid: PixelRect
        public var columns: Int
        public var rows: Int
        /// The text size the error counts are drawn at, nil when they do not fit the cells.
        public var countPixelSize: Int?
        /// The axis labels drawn, each under its column or left of its row.
        public var xLabels: [Label]
        public var yLabels: [Label]
        /// The picture's title and the axis titles (with units).
        public var title: Label
        public var yTitle: Label
        public var xTitle: Label
        /// The colour scale right of the grid: fewest errors at the bottom, most at the top, its
        /// title above it and counts beside it.
        public var colorBar: PixelRect
        public var colorBarTitle: Label
        public var colorBarLabels: [Label]

        public func cell(column: Int, row: Int) -> PixelRect { SweepHeatmap.cell(in: grid, columns: columns, rows: rows, column: column, row: row) }

        /// Every text's box, for tests that check nothing overlaps or leaves the picture.
        public var labels: [Label] { xLabels + yLabels + [title, xTitle, yTitle, colorBarTitle] + colorBarLabels }
    }

    /// A line of text: its box from the top of its capitals, `height` the capitals' height.
    public struct Label: Equatable, Sendable {
        public var text: String
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int

        public var box: PixelRect { PixelRect(x: x, y: y, width: width, height: height) }
    }

    public static func png(_ report: SweepReport) throws(PlotError) -> [UInt8] { try file(report, format: .png) }

    /// The picture as a PNG, an SVG or a PDF file's bytes.
    public static func file(_ report: SweepReport, format: PictureFormat) throws(PlotError) -> [UInt8] {
        try draw(report, fonts: try Fonts(), format: format).encoded()
    }

    /// The picture, for tests to read pixels from.
    public static func pixels(_ report: SweepReport) throws(PlotError) -> PixelImage {
        try draw(report, fonts: try Fonts()).picture()
    }

    public static func layout(_ report: SweepReport) throws(PlotError) -> Layout {
        layout(report, fonts: try Fonts())
    }

    /// The labels' size and the counts' smaller one.
    struct Fonts {
        let text: PlotText
        let small: PlotText

        init() throws(PlotError) {
            text = try PlotText(pixelSize: SweepHeatmap.pixelSize)
            small = try PlotText(pixelSize: SweepHeatmap.smallPixelSize)
        }
    }

    static let xAxisTitle = "long press (s)", yAxisTitle = "movement (pt)", barTitle = "errors"

    /// The smallest k such that k cells of `spacing` pixels hold a label and its gap.
    static func every(_ count: Int, spacing: Double, needs: Int) -> Int {
        guard spacing > 0 else { return max(count, 1) }
        return max(1, min(count, Int((Double(needs) / spacing).rounded(.up))))
    }

    static func titleText(_ report: SweepReport) -> String {
        guard let best = report.best else {
            return "Errors per pair; no best: " + (report.labelledPresses == 0 ? "no labelled presses" : "no press decided")
        }
        let errors = best.score.errors
        return "Errors per pair; best: \(SweepReport.number(best.pair.longPressSeconds)) s, "
            + "\(SweepReport.number(best.pair.allowableMovement)) pt, \(errors) \(errors == 1 ? "error" : "errors")"
    }

    static func color(_ errors: Int, _ low: Int, _ high: Int) -> Color {
        guard high > low else { return few }
        return scale(Double(errors - low) / Double(high - low))
    }

    /// 0 green, 0.5 yellow, 1 red.
    static func scale(_ fraction: Double) -> Color {
        let f = min(max(fraction, 0), 1)
        return f < 0.5 ? Color.mix(few, middle, f * 2) : Color.mix(middle, many, (f - 0.5) * 2)
    }
}
