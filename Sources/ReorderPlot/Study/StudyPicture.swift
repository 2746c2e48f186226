import ReorderKit
import ReorderStudy

/// `study-report --png`: one row per condition, its name at the left; in the middle its median task
/// time as a dot on a whisker from the 95% interval's lower to its upper end, the figures beside
/// it; at the right its errors per task as a bar in one colour per kind, the count beside it; a
/// legend of the kinds below. The rows line up, so a condition reads across.
public enum StudyPicture {
    static let background = Color(255, 255, 255)
    static let ink = Color(33, 33, 33)
    static let muted = Color(95, 95, 95)
    static let gridLine = Color(228, 228, 228)
    static let lane = Color(246, 246, 246)
    public static let whisker = Color(31, 119, 180)
    /// One per `StudyTaskRecord.ErrorKind`, in its order: distinct hues that read on white.
    public static let kindColors = [Color(205, 40, 40), Color(214, 120, 0), Color(90, 140, 210), Color(148, 103, 189), Color(140, 86, 75)]

    static let pixelSize = 14
    static let margin = 16
    static let rowHeight = 34
    /// The conditions' names get what they need up to this; a longer one ends in "…".
    static let maximumNameWidth = 240
    static let timeWidth = 440, errorWidth = 320, panelGap = 36

    /// Where everything goes, in pixels (what tests look into).
    public struct Layout: Equatable, Sendable {
        public var width: Int
        public var height: Int
        public var timePanel: PixelRect
        public var errorPanel: PixelRect
        /// One per condition, top to bottom: the band across both panels.
        public var rows: [PixelRect]
        /// Per condition, where its whisker's ends and its dot are (nil with no done task).
        public var whiskers: [(lower: Int, median: Int, upper: Int)?]
        /// Per condition, the bar's pieces, one per error kind present, left to right.
        public var bars: [[(kind: StudyTaskRecord.ErrorKind, box: PixelRect)]]
        /// Every text drawn, for tests that check nothing overlaps or leaves the picture.
        public var labels: [Label]
        /// The legend's colour squares, one per error kind in its order.
        public var legendSwatches: [PixelRect]
        /// Seconds per pixel's inverse on the time axis, and errors per task on the other.
        public var secondsScale: Double
        public var errorScale: Double

        public static func == (a: Layout, b: Layout) -> Bool {
            a.width == b.width && a.height == b.height && a.rows == b.rows && a.labels == b.labels
                && a.timePanel == b.timePanel && a.errorPanel == b.errorPanel && a.legendSwatches == b.legendSwatches
        }
    }

    /// A line of text: its box from the top of its capitals down past its descenders.
    public struct Label: Equatable, Sendable {
        public var text: String
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        public var isTitle = false
        public var isMuted = false

        public var box: PixelRect { PixelRect(x: x, y: y, width: width, height: height) }
    }

    public static func png(_ report: StudyReport) throws(PlotError) -> [UInt8] { try file(report, format: .png) }

    /// The picture as a PNG, an SVG or a PDF file's bytes.
    public static func file(_ report: StudyReport, format: PictureFormat) throws(PlotError) -> [UInt8] {
        try draw(report, format: format).encoded()
    }

    /// The picture, for tests to read pixels from.
    public static func pixels(_ report: StudyReport) throws(PlotError) -> PixelImage { try draw(report).picture() }

    public static func layout(_ report: StudyReport) throws(PlotError) -> Layout {
        try layout(report, text: text())
    }

    static func text() throws(PlotError) -> PlotText { try PlotText(pixelSize: pixelSize) }

    static func color(_ kind: StudyTaskRecord.ErrorKind) -> Color {
        kindColors[StudyTaskRecord.ErrorKind.allCases.firstIndex(of: kind)!]
    }

    static func draw(_ report: StudyReport, format: PictureFormat = .png) throws(PlotError) -> PlotCanvas {
        let text = try text()
        let layout = layout(report, text: text)
        let canvas = try PlotCanvas(width: layout.width, height: layout.height, background: background, text: text, format: format)
        for (index, row) in layout.rows.enumerated() where index % 2 == 0 {
            canvas.fill(row.x, row.y, row.width, row.height, lane)
        }
        drawGrid(layout.timePanel, ticks: ticks(upTo: Double(layout.timePanel.width) / layout.secondsScale), scale: layout.secondsScale,
                 on: canvas)
        drawGrid(layout.errorPanel, ticks: ticks(upTo: Double(layout.errorPanel.width) / layout.errorScale), scale: layout.errorScale,
                 on: canvas)
        for (index, row) in layout.rows.enumerated() {
            let middle = row.y + row.height / 2
            if let w = layout.whiskers[index] {
                canvas.line(Double(w.lower), Double(middle), Double(w.upper), Double(middle), width: 2, whisker)
                for x in [w.lower, w.upper] { canvas.fill(x - 1, middle - 7, 2, 14, whisker) }
                canvas.disc(w.median, middle, radius: 5, whisker)
            }
            for piece in layout.bars[index] {
                canvas.fill(piece.box.x, piece.box.y, piece.box.width, piece.box.height, color(piece.kind))
            }
        }
        for label in layout.labels {
            canvas.text(label.text, x: label.x, y: label.y, face: label.isTitle ? .bold : .regular, label.isMuted ? muted : ink)
        }
        for (index, kind) in StudyTaskRecord.ErrorKind.allCases.enumerated() {
            let swatch = layout.legendSwatches[index]
            canvas.fill(swatch.x, swatch.y, swatch.width, swatch.height, color(kind))
        }
        return canvas
    }

    /// Light vertical lines at each tick, the axis along the bottom.
    static func drawGrid(_ panel: PixelRect, ticks: [Double], scale: Double, on canvas: PlotCanvas) {
        for tick in ticks {
            canvas.fill(panel.x + Int((tick * scale).rounded()), panel.y, 1, panel.height, gridLine)
        }
        canvas.fill(panel.x, panel.bottom, panel.width, 1, muted)
        canvas.fill(panel.x, panel.y, 1, panel.height + 1, muted)
    }

    /// Round values from 0 to at most `top`: a step of 1, 2 or 5 times a power of ten, 2 to 6 ticks.
    static func ticks(upTo top: Double) -> [Double] {
        guard top.isFinite, top > 0 else { return [0] }
        var step = 1.0
        while top / step > 6 { step *= 10 }
        while top / step < 2 { step /= 10 }
        for factor in [1.0, 2.0, 5.0, 10.0] where top / (step * factor) <= 6 {
            step *= factor
            break
        }
        return (0...Int((top / step + 1e-9).rounded(.down))).map { Double($0) * step }
    }
}
