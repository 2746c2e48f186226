import ReorderAnalysis

/// The trace plot as a picture: three panels over one time axis. Top, the pointers' y positions
/// with the recognised gestures in a lane under the axis; then the scroll offset; then the
/// autoscroll speed. Each has a title, a unit, tick values and light grid lines; gesture times run
/// down through all three as dashed guides, so a lift lines up with the autoscroll it starts.
extension TracePlot {
    /// 1200 x 800: three panels with room for two rows of gesture labels at 2x text.
    public static let defaultWidth = 1200, defaultHeight = 800
    /// Below this the tick labels and the gesture lane no longer fit.
    public static let minimumWidth = 400, minimumHeight = 300
    /// Larger than any screen; keeps a typo from asking for gigabytes (RGBA, stored blocks).
    public static let maximumSide = 8000

    /// Where each panel's plot area is, in pixels (what tests look into).
    public struct Layout: Equatable, Sendable {
        public var pointerArea: Rect
        /// Under the pointer panel's time axis: gesture markers and their labels.
        public var gestureLane: Rect
        /// Above the pointer panel: the `mark` labels (zero height when the trace has none).
        public var noteStrip: Rect
        public var scrollArea: Rect
        public var autoscrollArea: Rect
    }

    /// The colours, public so tests can look for a series by its colour.
    public enum Style {
        public static let background = RGBA(255, 255, 255)
        public static let ink = RGBA(33, 33, 33)
        public static let muted = RGBA(105, 105, 105)
        public static let grid = RGBA(232, 232, 232)
        public static let frame = RGBA(170, 170, 170)
        public static let lane = RGBA(246, 246, 246)
        public static let scroll = RGBA(0, 128, 128)
        public static let autoscroll = RGBA(200, 30, 45)
        /// Pointers in order of their first down (Tableau's palette, less its red and teal-ish
        /// green, which the other two series use); the 9th pointer takes the 1st colour again.
        public static let pointers = [RGBA(31, 119, 180), RGBA(255, 127, 14), RGBA(148, 103, 189), RGBA(140, 86, 75),
                                      RGBA(227, 119, 194), RGBA(127, 127, 127), RGBA(188, 189, 34), RGBA(23, 190, 207)]
        public static func pointer(_ index: Int) -> RGBA { pointers[index % pointers.count] }

        static let lift = RGBA(30, 140, 60), drop = RGBA(106, 61, 154), pan = RGBA(214, 120, 0)
        /// Taps are the commonest gesture: dark grey, so their guides do not pass for a pointer's colour.
        static let tap = RGBA(85, 85, 85), cancel = RGBA(205, 40, 40)
    }

    public func png(width: Int = defaultWidth, height: Int = defaultHeight) -> [UInt8] {
        PNGEncoder.encode(image(width: width, height: height))
    }

    public func layout(width: Int = defaultWidth, height: Int = defaultHeight) -> Layout {
        Renderer(self, width: width, height: height).layout
    }

    public func image(width: Int = defaultWidth, height: Int = defaultHeight) -> RGBAImage {
        var renderer = Renderer(self, width: width, height: height)
        renderer.draw()
        return renderer.canvas.image
    }
}

extension TracePlot.GestureMark {
    /// The lane's label: `lift milk`, `drop 0->2`, `tap eggs`...
    public var label: String {
        switch kind {
        case .lift(let id, _): "lift \(id)"
        case .pan: "pan"
        case .tap(let selected): selected.map { "tap \($0)" } ?? "tap"
        case .pressCancelled: "press cancelled"
        case .drop(_, let from, let to): "drop \(from)->\(to)"
        case .dragCancelled(_, let index): "escape: back to \(index)"
        }
    }
}
