import ReorderAnalysis

extension TraceChart {
    /// The analysis's series as the chart draws them.
    public init(_ plot: TracePlot) {
        name = plot.file.split(separator: "/").last.map(String.init) ?? plot.file
        start = plot.start
        end = plot.duration
        events = plot.events
        viewportHeight = plot.viewportHeight
        horizontal = plot.axis == .horizontal
        pointers = plot.pointers.map { series in
            Pointer(name: "\(series.pointer.kind.rawValue) \(series.pointer.id)", strokes: series.strokes.map { stroke in
                let end: Stroke.End = switch stroke.end {
                case .up: .up
                case .cancel(let t): .cancel(t: t)
                case .open: .open
                }
                return Stroke(samples: stroke.samples.map(Sample.init), end: end)
            })
        }
        scrollOffset = plot.scrollOffset.map(Sample.init)
        autoscrollSpeed = plot.autoscrollSpeed.map(Sample.init)
        autoscrollMaxSpeed = plot.autoscrollMaxSpeed
        gestures = plot.gestures.map { Gesture(t: $0.t, mark: Gesture.Mark($0.kind), label: $0.label) }
        notes = plot.notes.map { Note(t: $0.t, label: $0.label) }
    }
}

extension TraceChart.Sample {
    init(_ sample: TracePlot.PlotSample) { self.init(t: sample.t, value: sample.value) }
}

extension TraceChart.Gesture.Mark {
    init(_ kind: TracePlot.GestureMark.Kind) {
        self = switch kind {
        case .lift: .lift
        case .drop: .drop
        case .pan: .pan
        case .tap: .tap
        case .pressCancelled, .dragCancelled: .cancel
        }
    }
}

extension TracePlot.GestureMark {
    /// The lane's label: `lift milk`, `drop 0→2`, `tap eggs`...
    fileprivate var label: String {
        switch kind {
        case .lift(let id, _): "lift \(id)"
        case .pan: "pan"
        case .tap(let selected): selected.map { "tap \($0)" } ?? "tap"
        case .pressCancelled: "press cancelled"
        case .drop(_, let from, let to): "drop \(from)\u{2192}\(to)"
        case .dragCancelled(_, let index): "escape: back to \(index)"
        }
    }
}

extension TracePlot {
    /// 1200 x 800: three panels with room for two rows of gesture labels.
    public static let defaultWidth = TraceChart.defaultWidth, defaultHeight = TraceChart.defaultHeight
    public static let minimumWidth = TraceChart.minimumWidth, minimumHeight = TraceChart.minimumHeight
    public static let maximumSide = TraceChart.maximumSide

    /// The picture as PNG bytes.
    public func png(width: Int = defaultWidth, height: Int = defaultHeight) throws(PlotError) -> [UInt8] {
        try TraceChart(self).png(width: width, height: height)
    }

    /// The picture as a PNG, an SVG or a PDF file's bytes.
    public func file(width: Int = defaultWidth, height: Int = defaultHeight, format: PictureFormat) throws(PlotError) -> [UInt8] {
        try TraceChart(self).file(width: width, height: height, format: format)
    }
}
