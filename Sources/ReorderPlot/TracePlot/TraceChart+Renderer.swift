extension TraceChart {
    /// Lays the picture out once (sizes follow from the text's measures and the data), then draws.
    struct Renderer {
        // The chart's types by their short names, here and in the drawing extension.
        typealias Rect = PixelRect
        typealias Axis = TraceChart.Axis
        typealias Style = TraceChart.Style
        typealias Layout = TraceChart.Layout
        typealias PlotSample = TraceChart.Sample
        typealias GestureMark = TraceChart.Gesture
        typealias Note = TraceChart.Note
        let plot: TraceChart
        let canvas: PlotCanvas
        let width: Int, height: Int
        let text: PlotText
        /// Pixels: a text line (capitals and descenders), and its capitals alone.
        let lineHeight: Int
        let capHeight: Int
        /// Pixels around the picture's edge; labels and titles keep inside it.
        let margin: Int
        /// 2 at the default size, 1 in small pictures: scales markers and gaps with the text.
        let unit: Int
        var layout: Layout
        var time: Axis
        var pointerY: Axis, scrollY: Axis, speedY: Axis
        /// Each gesture's label row in the lane (nil: no room; the marker alone shows it).
        var laneRows: [Int?]
        var laneRowCount: Int
        /// The same for the notes.
        var noteRows: [Int?]
        var noteRowCount: Int

        static let titles = (pointers: "pointers", scroll: "scroll offset", speed: "autoscroll speed")
        /// The pointers' coordinate along the scroll axis.
        var pointerUnit: String { plot.horizontal ? "x in the viewport (pt)" : "y in the viewport (pt)" }
        static let units = (scroll: "offset (pt)",
                            speed: "speed (pt/s, + toward the end of the list)")

        init(_ plot: TraceChart, canvas: PlotCanvas) {
            self.plot = plot
            self.canvas = canvas
            width = canvas.width
            height = canvas.height
            text = canvas.font
            unit = text.pixelSize >= 15 ? 2 : 1
            margin = 10 + 4 * unit
            lineHeight = text.lineHeight
            capHeight = text.capHeight
            let empty = Rect(x: 0, y: 0, width: 1, height: 1)
            layout = Layout(pointerArea: empty, gestureLane: empty, noteStrip: empty, scrollArea: empty, autoscrollArea: empty)
            time = Axis(low: 0, high: 1, count: 1, extend: true, lowPixel: 0, highPixel: 1)
            pointerY = time
            scrollY = time
            speedY = time
            laneRows = []
            laneRowCount = 1
            noteRows = []
            noteRowCount = 0
            // Twice: the left edge depends on the widest y tick label, the labels on the panel heights,
            // and the heights on how many rows the gesture labels need across the width left over.
            arrange(left: margin + 40)
            arrange(left: margin + widestYLabel() + 10)
            layout.legend = legend()?.box
        }

        // MARK: Layout

        /// Tick labels under an area, and a gap before the next panel's title.
        var tickRow: Int { 6 + capHeight + 14 }
        var titleRow: Int { lineHeight + 6 }
        var laneMarkers: Int { 18 }
        var laneLine: Int { lineHeight + 3 }

        mutating func arrange(left: Int) {
            // The y tick labels take what they need, but never most of the picture.
            let left = min(left, width / 3)
            let right = width - margin - 4
            let plotWidth = max(right - left, 10)
            time = timeAxis(left: left, plotWidth: plotWidth)
            (laneRows, laneRowCount) = Self.stagger(plot.gestures.map(laneLabelFrame), rows: 4, gap: labelGap)
            laneRowCount = max(1, laneRowCount)
            (noteRows, noteRowCount) = Self.stagger(plot.notes.map(noteLabelFrame), rows: 2, gap: labelGap)
            let lane = laneMarkers + laneRowCount * laneLine + 4
            let notes = noteRowCount * laneLine
            let header = margin + lineHeight + 8
            let footer = lineHeight + margin
            let fixed = header + 3 * (titleRow + tickRow) + notes + lane + footer
            let free = max(height - fixed, 90)
            // The pointer panel carries the most (several paths, markers, notes): a little under half.
            let pointerHeight = free * 46 / 100, scrollHeight = (free - pointerHeight) / 2
            let speedHeight = free - pointerHeight - scrollHeight

            var y = header + titleRow
            let noteStrip = Rect(x: left, y: y, width: plotWidth, height: notes)
            y += notes
            let pointerArea = Rect(x: left, y: y, width: plotWidth, height: pointerHeight)
            y += pointerHeight
            let gestureLane = Rect(x: left, y: y, width: plotWidth, height: lane)
            y += lane + tickRow + titleRow
            let scrollArea = Rect(x: left, y: y, width: plotWidth, height: scrollHeight)
            y += scrollHeight + tickRow + titleRow
            let speedArea = Rect(x: left, y: y, width: plotWidth, height: speedHeight)
            layout = Layout(pointerArea: pointerArea, gestureLane: gestureLane, noteStrip: noteStrip, scrollArea: scrollArea,
                            autoscrollArea: speedArea)

            /// `inset` pixels inside the frame at both ends, so a line along 0 does not hide in the border
            /// (and in the pointer panel a marker at the viewport's edge shows whole).
            func yAxis(low: Double, high: Double, extend: Bool, in area: Rect, inverted: Bool = false, inset: Int = 5) -> Axis {
                let top = Double(area.y + inset), bottom = Double(area.bottom - 1 - inset)
                var axis = Axis(low: low, high: high, count: max(2, min(6, area.height / (unit == 2 ? 36 : 24))), extend: extend,
                                lowPixel: inverted ? top : bottom, highPixel: inverted ? bottom : top)
                axis.thin(spacing: Double(capHeight + 4))
                return axis
            }
            // Viewport y grows downward: drawn that way, so a finger moving down the list moves down here.
            pointerY = yAxis(low: 0, high: plot.viewportHeight, extend: false, in: pointerArea, inverted: true,
                             inset: markerRadius + 3)
            let offsets = plot.scrollOffset.map(\.value)
            let low = min(0, offsets.min() ?? 0)
            scrollY = yAxis(low: low, high: max(offsets.max() ?? 0, low + 10), extend: true, in: scrollArea)
            let speeds = plot.autoscrollSpeed.map(\.value)
            let top = max(plot.autoscrollMaxSpeed, speeds.map(abs).max() ?? 0, 1)
            let anyBelow = speeds.contains { $0 < 0 }, anyAbove = speeds.contains { $0 > 0 }
            speedY = yAxis(low: anyBelow ? -top : 0, high: anyAbove || !anyBelow ? top : 0, extend: true, in: speedArea)
        }

        /// From the first event to the last (extended to a tick), with as many ticks as leave their
        /// labels apart: the step grows until every label clears the next by `labelGap`, whatever the
        /// magnitude of the times (1e9 s labels are ten digits wide).
        func timeAxis(left: Int, plotWidth: Int) -> Axis {
            var count = max(2, plotWidth / (unit == 2 ? 90 : 60))
            let origin = timeOrigin
            while true {
                var axis = Axis(low: plot.start - origin, high: plot.end - origin, count: count, extend: true,
                                lowPixel: Double(left), highPixel: Double(left + plotWidth - 1)).shifted(by: origin)
                let frames = Self.tickLabels(axis, text: text, pictureWidth: width)
                let apart = zip(frames, frames.dropFirst()).allSatisfy { $0.x + $0.width + labelGap <= $1.x }
                if apart { return axis }
                if count > 1 {
                    count -= 1
                    continue
                }
                // Even one step across leaves two labels touching (numbers wider than half the axis):
                // keep each tick whose label clears the last one kept.
                var kept: [Double] = [], end = Int.min
                for (tick, frame) in zip(axis.ticks, frames) where frame.x >= end {
                    kept.append(tick)
                    end = frame.x + frame.width + labelGap
                }
                axis.ticks = kept
                return axis
            }
        }

        /// Where the time labels count from: the trace's start when it is far from 0 compared with
        /// the trace's length (an uptime clock: 1e9 s), else 0. 1e4 and 100: a trace from 12 s to
        /// 15 s keeps its own times; one from 86,400 s lasting a minute counts from its start.
        var timeOrigin: Double {
            let span = plot.end - plot.start
            return abs(plot.start) >= 1e4 && abs(plot.start) >= 100 * span && span.isFinite ? plot.start : 0
        }

        func widestYLabel() -> Int {
            [pointerY, scrollY, speedY].flatMap { axis in axis.ticks.map { text.width(axis.label($0)) } }
                .max() ?? 0
        }

        /// Rows for labels in time order: each goes in the first row where it clears the one before,
        /// up to `rows` rows. A label with no room is left out (nil) rather than drawn over another:
        /// in a crowded trace the markers still show every gesture.
        static func stagger(_ frames: [(x: Int, width: Int)], rows: Int, gap: Int) -> (rows: [Int?], count: Int) {
            var rowEnds: [Int] = []
            var assigned: [Int?] = []
            for (x, w) in frames {
                var row = rowEnds.firstIndex { x >= $0 + gap }
                if row == nil, rowEnds.count < rows {
                    row = rowEnds.count
                    rowEnds.append(0)
                }
                if let row { rowEnds[row] = x + w }
                assigned.append(row)
            }
            return (assigned, rowEnds.count)
        }

        /// Guides only while they are a few pixels apart on average; denser, they would paint the panels.
        var drawsGuides: Bool { plot.gestures.count <= layout.pointerArea.width / 8 }

        /// A note's label starts just right of its time, pulled in at the right edge.
        func noteLabelFrame(_ note: Note) -> (x: Int, width: Int) {
            let w = text.width(note.label)
            return (min(Self.pixel(time.pixel(note.t)) + 5, Int(time.highPixel) + 1 - w), w)
        }

        var markerRadius: Int { 2 + 2 * unit }
        /// Two digits' width between labels in a row: "lift eggs" and "pan" closer read as one label.
        var labelGap: Int { 2 * text.width("0") }

        /// Each time tick's label under the panels.
        var timeTickLabels: [(text: String, x: Int, width: Int, tickX: Int)] {
            Self.tickLabels(time, text: text, pictureWidth: width)
        }

        /// Centred on its tick (below the y labels' column, which ends above this row), kept inside
        /// the picture's margin at both ends.
        static func tickLabels(_ axis: Axis, text: PlotText, pictureWidth: Int) -> [(text: String, x: Int, width: Int, tickX: Int)] {
            axis.ticks.map { tick in
                let x = pixel(axis.pixel(tick)), label = axis.label(tick)
                let w = text.width(label)
                return (label, min(max(x - w / 2, 4), pictureWidth - w - 2), w, x)
            }
        }

        func laneLabelFrame(_ gesture: GestureMark) -> (x: Int, width: Int) {
            let w = text.width(gesture.label)
            let left = Int(time.lowPixel), right = Int(time.highPixel) + 1
            let centred = Self.pixel(time.pixel(gesture.t)) - w / 2
            return (max(left, min(centred, right - w)), w)
        }
    }
}
