
/// The trace plot as a picture: three panels over one time axis. Top, the pointers' y positions
/// with the recognised gestures in a lane under the axis; then the scroll offset; then the
/// autoscroll speed. Each has a title with its unit, tick values and light grid lines; gesture
/// times run down through all three as dashed guides, so a lift lines up with the autoscroll it
/// starts. The legend sits in the title row above the pointer panel, outside every plot area.
extension TraceChart {
    /// 1200 x 800: three panels with room for two rows of gesture labels.
    public static let defaultWidth = 1200, defaultHeight = 800
    /// Below this the tick labels and the gesture lane no longer fit.
    public static let minimumWidth = 400, minimumHeight = 300
    /// Larger than any screen; keeps a typo from asking for gigabytes (RGBA: 256 MB at the most).
    public static let maximumSide = 8000

    /// Where each part of the picture is, in pixels (what tests look into).
    public struct Layout: Equatable, Sendable {
        public var pointerArea: PixelRect
        /// Under the pointer panel's time axis: gesture markers and their labels.
        public var gestureLane: PixelRect
        /// Above the pointer panel: the `mark` labels (zero height when the trace has none).
        public var noteStrip: PixelRect
        public var scrollArea: PixelRect
        public var autoscrollArea: PixelRect
        /// The legend's box, in the pointer panel's title row; nil when the picture has no room for it.
        public var legend: PixelRect?
    }

    /// The colours, public so tests can look for a series by its colour.
    public enum Style {
        public static let background = Color(255, 255, 255)
        public static let ink = Color(33, 33, 33)
        public static let muted = Color(95, 95, 95)
        public static let grid = Color(232, 232, 232)
        public static let frame = Color(170, 170, 170)
        public static let lane = Color(246, 246, 246)
        public static let scroll = Color(0, 128, 128)
        public static let autoscroll = Color(200, 30, 45)
        /// Pointers in order of their first down (Tableau's palette, less its red and teal-ish
        /// green, which the other two series use); the 9th pointer takes the 1st colour again.
        public static let pointers = [Color(31, 119, 180), Color(255, 127, 14), Color(148, 103, 189), Color(140, 86, 75),
                                      Color(227, 119, 194), Color(127, 127, 127), Color(188, 189, 34), Color(23, 190, 207)]
        public static func pointer(_ index: Int) -> Color { pointers[index % pointers.count] }

        public static let lift = Color(30, 140, 60), drop = Color(106, 61, 154), pan = Color(214, 120, 0)
        /// Taps are the commonest gesture: dark grey, so their guides do not pass for a pointer's colour.
        public static let tap = Color(85, 85, 85), cancel = Color(205, 40, 40)

        static func color(_ mark: Gesture.Mark) -> Color {
            switch mark {
            case .lift: lift
            case .drop: drop
            case .pan: pan
            case .tap: tap
            case .cancel: cancel
            }
        }
    }

    /// Text size, pixels an em: 15 (capitals 11 px) when there is room, else 11.
    static func pixelSize(width: Int, height: Int) -> Int { width >= 800 && height >= 560 ? 15 : 11 }

    /// The picture as PNG bytes (drawn by Cairo).
    public func png(width: Int = defaultWidth, height: Int = defaultHeight) throws(PlotError) -> [UInt8] {
        try file(width: width, height: height, format: .png)
    }

    /// The picture as a PNG, an SVG or a PDF file's bytes.
    public func file(width: Int = defaultWidth, height: Int = defaultHeight, format: PictureFormat) throws(PlotError) -> [UInt8] {
        try drawn(width: width, height: height, format: format).encoded()
    }

    /// The picture, for tests to read pixels from.
    public func pixels(width: Int = defaultWidth, height: Int = defaultHeight) throws(PlotError) -> PixelImage {
        try drawn(width: width, height: height, format: .png).picture()
    }

    public func layout(width: Int = defaultWidth, height: Int = defaultHeight) throws(PlotError) -> Layout {
        try renderer(width: width, height: height).layout
    }

    /// Laid out on a blank canvas (fonts are opened here: the layout measures text).
    func renderer(width: Int, height: Int, format: PictureFormat = .png) throws(PlotError) -> Renderer {
        let width = max(width, 1), height = max(height, 1)
        let text = try PlotText(pixelSize: Self.pixelSize(width: width, height: height))
        return Renderer(self, canvas: try PlotCanvas(width: width, height: height, background: Style.background, text: text, format: format))
    }

    private func drawn(width: Int, height: Int, format: PictureFormat) throws(PlotError) -> PlotCanvas {
        let renderer = try renderer(width: width, height: height, format: format)
        renderer.draw()
        return renderer.canvas
    }
}
