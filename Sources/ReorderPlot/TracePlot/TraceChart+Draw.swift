import ReorderAnalysis
import ReorderText

/// Drawing the laid-out plot: frames, grid and ticks first, then guides, data, markers and labels.
extension TraceChart.Renderer {
    func draw() {
        let name = plot.name
        // A trace that does not count from 0 says where it starts: its last time is not its length.
        let span = plot.start == 0 ? TraceInfo.fixed(plot.end, 3)
            : "\(TraceInfo.fixed(plot.start, 3))\u{2013}\(TraceInfo.fixed(plot.end, 3))"
        let facts = "\(name): \(span) s, \(plot.events) events"
        let extent = plot.horizontal ? "width" : "height"
        let header = [facts + ", viewport \(extent) \(TraceInfo.number(plot.viewportHeight)) pt", facts, name]
            .first { text.width($0, .bold) <= width - 2 * margin } ?? name
        canvas.text(header, x: margin, y: margin, face: .bold, Style.ink)

        drawFrame(layout.pointerArea, yAxis: pointerY, title: Self.titles.pointers, unit: pointerUnit,
                  titleAbove: layout.noteStrip.y)
        drawFrame(layout.scrollArea, yAxis: scrollY, title: Self.titles.scroll, unit: Self.units.scroll,
                  titleAbove: layout.scrollArea.y)
        drawFrame(layout.autoscrollArea, yAxis: speedY, title: Self.titles.speed, unit: Self.units.speed,
                  titleAbove: layout.autoscrollArea.y)
        drawGuides()
        drawNotes()
        drawPointers()
        drawLane()
        drawScroll()
        drawSpeed()
        drawLegend()
        drawTimeTicks(below: layout.gestureLane)
        drawTimeTicks(below: layout.scrollArea)
        drawTimeTicks(below: layout.autoscrollArea)
        let axisTitle = time.origin == 0 ? "time (s)" : "time (s) from t = \(TraceInfo.fixed(time.origin, 3)) s"
        let titleWidth = text.width(axisTitle)
        canvas.text(axisTitle, x: layout.autoscrollArea.x + (layout.autoscrollArea.width - titleWidth) / 2,
                    y: layout.autoscrollArea.bottom + tickRow, Style.ink)
    }

    /// Title and unit above the area, grid lines at the ticks, tick values on the left, a border.
    func drawFrame(_ area: Rect, yAxis: Axis, title: String, unit: String, titleAbove: Int) {
        canvas.unclipped()
        let titleY = titleAbove - titleRow + 1
        canvas.text(title, x: margin, y: titleY, face: .bold, Style.ink)
        canvas.text(unit, x: unitX(title), y: titleY, Style.muted)
        for tick in yAxis.ticks {
            let y = Self.pixel(yAxis.pixel(tick))
            canvas.fill(area.x, y, area.width, 1, Style.grid)
            let label = yAxis.label(tick)
            let labelY = min(max(y - capHeight / 2, area.y - capHeight / 2), area.bottom - capHeight / 2)
            canvas.text(label, x: area.x - 8 - text.width(label), y: labelY, Style.muted)
        }
        for tick in time.ticks {
            canvas.fill(px(tick), area.y, 1, area.height, Style.grid)
        }
        if yAxis.low < 0 && yAxis.high > 0 {  // the zero line, darker than the grid
            canvas.fill(area.x, Self.pixel(yAxis.pixel(0)), area.width, 1, Style.frame)
        }
        canvas.strokeFrame(area, Style.frame)
    }

    /// Where a panel's unit starts, after its title.
    func unitX(_ title: String) -> Int { margin + text.width(title, .bold) + text.width("  ") }

    func drawTimeTicks(below area: Rect) {
        canvas.unclipped()
        for label in timeTickLabels {
            canvas.fill(label.tickX, area.bottom, 1, 4, Style.frame)
            canvas.text(label.text, x: label.x, y: area.bottom + 7, Style.muted)
        }
    }

    /// A dashed line at every gesture's time through all three panels, in its marker's colour,
    /// faded so the data stays in front.
    func drawGuides() {
        guard drawsGuides else { return }
        for gesture in plot.gestures {
            let x = px(gesture.t)
            let color = Color.mix(Style.color(gesture.mark), Style.background, 0.55)
            for area in [layout.pointerArea, layout.scrollArea, layout.autoscrollArea] {
                canvas.clip = area
                canvas.dashedVertical(x: x, from: area.y + 1, to: area.bottom - 1, color)
            }
        }
    }

    /// Each stroke joined by 2-pixel lines, a filled disc at its down, a ring at its up, a cross
    /// where it was cancelled.
    func drawPointers() {
        let area = layout.pointerArea
        for (index, series) in plot.pointers.enumerated() {
            let color = Style.pointer(index)
            canvas.clip = area
            for stroke in series.strokes {
                polyline(stroke.samples, y: pointerY, color)
            }
            for stroke in series.strokes {
                guard let first = stroke.samples.first, let last = stroke.samples.last else { continue }
                canvas.clip = area
                let radius = markerRadius
                canvas.disc(px(first.t), py(first.value, pointerY), radius: radius, color)
                switch stroke.end {
                case .up:
                    canvas.ring(px(last.t), py(last.value, pointerY), radius: radius + 1, color, inside: Style.background)
                case .cancel(let t):
                    canvas.line(Double(px(last.t)), pointerY.pixel(last.value), Double(px(t)), pointerY.pixel(last.value),
                                color)
                    canvas.cross(px(t), py(last.value, pointerY), size: radius, color)
                case .open:
                    break
                }
            }
        }
        canvas.unclipped()
    }

    /// `mark` lines as labels in the strip above the pointer panel, each with a tick down to its time.
    func drawNotes() {
        let strip = layout.noteStrip
        canvas.unclipped()
        for (i, note) in plot.notes.enumerated() {
            // A note left without a label (no room) keeps a short tick.
            let y = noteRows[i].map { strip.y + $0 * laneLine + 2 } ?? strip.bottom - 4
            canvas.fill(px(note.t), y, 1, strip.bottom + 6 - y, Style.muted)
        }
        // Labels over every tick, on a clear patch: a tick from the row above must not strike
        // through a label in the row below.
        for (i, note) in plot.notes.enumerated() {
            guard let row = noteRows[i] else { continue }
            let (labelX, w) = noteLabelFrame(note), y = strip.y + row * laneLine
            canvas.fill(labelX - 2, y, w + 4, lineHeight, Style.background)
            canvas.text(note.label, x: labelX, y: y + 1, Style.muted)
        }
    }

    /// Markers on the axis, labels below, a thin leader from a lower row's label up to its marker.
    func drawLane() {
        let lane = layout.gestureLane
        canvas.unclipped()
        canvas.fill(lane.x, lane.y, lane.width, lane.height, Style.lane)
        canvas.fill(lane.x, lane.bottom - 1, lane.width, 1, Style.frame)
        canvas.clip = lane
        if plot.gestures.isEmpty {
            canvas.text("no gestures recognised", x: lane.x + 6, y: lane.y + laneMarkers, Style.muted)
        }
        func labelY(_ row: Int) -> Int { lane.y + laneMarkers + row * laneLine }
        // Leaders first, labels last on a patch of the lane's colour: a leader down to the second
        // row must not strike through a label in the first.
        for (i, gesture) in plot.gestures.enumerated() {
            guard let row = laneRows[i], row > 0 else { continue }
            canvas.fill(px(gesture.t), lane.y + 12, 1, labelY(row) - lane.y - 12, Style.frame)
        }
        for (i, gesture) in plot.gestures.enumerated() {
            guard let row = laneRows[i] else { continue }
            let (labelX, w) = laneLabelFrame(gesture)
            canvas.fill(labelX - 2, labelY(row) - 1, w + 4, lineHeight + 1, Style.lane)
            canvas.text(gesture.label, x: labelX, y: labelY(row), Style.ink)
        }
        for gesture in plot.gestures {
            let x = px(gesture.t), color = Style.color(gesture.mark)
            let top = lane.y + 2, size = 6 + unit
            switch gesture.mark {
            case .lift: canvas.triangle(x, apexY: top, height: size + 2, pointingUp: true, color)
            case .drop: canvas.triangle(x, apexY: top + size + 1, height: size + 2, pointingUp: false, color)
            case .pan: canvas.diamond(x, top + size / 2 + 1, radius: size / 2 + 2, color)
            case .tap: canvas.disc(x, top + size / 2 + 1, radius: size / 2, color)
            case .cancel: canvas.cross(x, top + size / 2 + 1, size: size / 2 + 1, color)
            }
        }
        canvas.unclipped()
    }

    func drawScroll() {
        canvas.clip = layout.scrollArea
        polyline(plot.scrollOffset, y: scrollY, Style.scroll)
        canvas.unclipped()
    }

    /// Steps: the speed holds from one input to the next (`autoscrollSpeed` is constant between them).
    func drawSpeed() {
        canvas.clip = layout.autoscrollArea
        let samples = plot.autoscrollSpeed
        var segments: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        for (a, b) in zip(samples, samples.dropFirst()) {
            let y = speedY.pixel(a.value)
            segments.append((time.pixel(a.t), y, time.pixel(b.t), y))
            if b.value != a.value { segments.append((time.pixel(b.t), y, time.pixel(b.t), speedY.pixel(b.value))) }
        }
        canvas.lines(segments, Style.autoscroll)
        canvas.unclipped()
    }

    func polyline(_ samples: [PlotSample], y axis: Axis, _ color: Color) {
        guard let first = samples.first else { return }
        let points = samples.map { (x: time.pixel($0.t), y: axis.pixel($0.value)) }
        let segments = samples.count == 1 ? [(time.pixel(first.t), axis.pixel(first.value), time.pixel(first.t), axis.pixel(first.value))]
            : zip(points, points.dropFirst()).map { ($0.x, $0.y, $1.x, $1.y) }
        canvas.lines(segments, color)
    }

    /// Pixel of a time or a value, clamped far outside the picture so it always fits an `Int`.
    func px(_ t: Double) -> Int { Self.pixel(time.pixel(t)) }
    func py(_ value: Double, _ axis: Axis) -> Int { Self.pixel(axis.pixel(value)) }
    static func pixel(_ p: Double) -> Int { p.isFinite ? Int(min(max(p, -1e6), 1e6).rounded()) : -1_000_000 }
}
