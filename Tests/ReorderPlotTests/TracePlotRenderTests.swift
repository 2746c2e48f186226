import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import ReorderAnalysis
@testable import ReorderPlot
import TestSupport

/// The trace plot as a picture: each series in its panel, labels that fit, extreme traces drawn at
/// every size (decoded again from the PNG bytes where it matters).
@Suite struct TracePlotRenderTests {
    typealias Style = TraceChart.Style

    func plot(_ sample: String) throws -> TraceChart { TraceChart(try TracePlot(path: SampleTraces.path(sample))) }

    func count(_ color: Color, in image: PixelImage, _ area: PixelRect) -> Int {
        image.count(color, x: area.x..<area.right, y: area.y..<area.bottom)
    }

    @Test func eachSeriesIsDrawnInItsOwnPanel() throws {
        let plot = try plot("autoscroll-bottom")
        let image = try PixelImage(png: plot.png())
        #expect(image.width == TraceChart.defaultWidth && image.height == TraceChart.defaultHeight)
        let layout = try plot.layout()
        let panels = [layout.pointerArea, layout.scrollArea, layout.autoscrollArea]
        // Panels are stacked top to bottom on one time axis.
        #expect(panels.map(\.x) == [panels[0].x, panels[0].x, panels[0].x] && Set(panels.map(\.width)).count == 1)
        #expect(layout.pointerArea.y < layout.gestureLane.y && layout.gestureLane.y < layout.scrollArea.y
            && layout.scrollArea.y < layout.autoscrollArea.y)
        let series = [Style.pointer(0), Style.scroll, Style.autoscroll]
        for (i, color) in series.enumerated() {
            for (j, panel) in panels.enumerated() {
                let n = count(color, in: image, panel)
                if i == j { #expect(n > 200, "series \(i) in its panel: \(n) pixels") } else { #expect(n == 0, "series \(i) in panel \(j)") }
            }
        }
        // The autoscroll is drawn high (≈ 245 of 300 pt/s) from the hold to the drop, at 0 after it.
        let speed = layout.autoscrollArea
        func column(_ t: Double) -> Int { speed.x + Int(Double(speed.width - 1) * t / 3) }  // the time axis is 0...3 s
        func rowsOfSpeed(at t: Double) -> [Int] {
            (speed.y..<(speed.y + speed.height)).filter { image.pixel(x: column(t), y: $0) == Style.autoscroll }
        }
        #expect(rowsOfSpeed(at: 1.7).allSatisfy { $0 < speed.y + speed.height / 3 } && !rowsOfSpeed(at: 1.7).isEmpty)
        #expect(rowsOfSpeed(at: 2.7).allSatisfy { $0 > speed.y + speed.height * 9 / 10 } && !rowsOfSpeed(at: 2.7).isEmpty)
        // The lift's triangle and the drop's sit in the lane under their times.
        let lane = layout.gestureLane
        #expect(count(Style.lift, in: image, PixelRect(x: column(0.6) - 3, y: lane.y, width: 7, height: 20)) > 10)
        #expect(count(Style.drop, in: image, PixelRect(x: column(2.5) - 3, y: lane.y, width: 7, height: 20)) > 10)
    }

    @Test func smallestPictureStillDrawsEveryPanel() throws {
        let plot = try plot("second-finger")
        let image = try plot.pixels(width: TraceChart.minimumWidth, height: TraceChart.minimumHeight)
        let layout = try plot.layout(width: TraceChart.minimumWidth, height: TraceChart.minimumHeight)
        #expect(layout.autoscrollArea.y + layout.autoscrollArea.height < TraceChart.minimumHeight)
        #expect(count(Style.pointer(1), in: image, layout.pointerArea) > 20)
        #expect(count(Style.scroll, in: image, layout.scrollArea) > 20)
    }

    @Test func farAwayPointsAreClippedNotTrapped() throws {
        var b = TraceBuilder()
        b.down(0.1, y: 100)
        b.move(0.2, y: 1e300)
        b.move(0.3, y: -1e300)
        b.up(0.4, y: 50)
        let plot = TraceChart(try TracePlot(bytes: Array(b.text(until: 0.5).utf8), name: "far"))
        let image = try plot.pixels()
        #expect(count(Style.pointer(0), in: image, try plot.layout().pointerArea) > 100)
    }

    /// A header with `viewport` and `rows` as given, then `lines` (each an event object's fields).
    static func trace(viewport: String = #"{"width":320,"height":480}"#, rows: String = #"[{"id":"a","height":44},{"id":"b","height":44}]"#,
                      _ lines: [String]) -> [UInt8] {
        let header = #"{"format":"reorder-trace","version":1,"viewport":\#(viewport),"rows":\#(rows)}"#
        return Array(([header] + lines.map { "{\($0)}" }).joined(separator: "\n").utf8 + [10])
    }

    static func frame(_ t: Double) -> String { #""t":\#(t),"type":"frame""# }
    static func pointer(_ type: String, _ t: Double, y: Double) -> String {
        #""t":\#(t),"type":"\#(type)","pointer":"touch","id":1,"x":10,"y":\#(y)"#
    }

    /// Every power of ten from 1 ms to 1e6 s, and spans that start far from 0 or end near Double's end.
    static let spans: [(Double, Double)] = (-3...6).map { (0.0, pow(10, Double($0))) }
        + [(0.0, 3.0), (0.0, 7.5), (0.0, 2.9e5), (1e9, 10.0), (1e9, 0.001), (1e9 + 0.5, 7200.0), (0.0, 1e9), (1e15, 60.0),
           (0.0, 1e300), (1e300, 1e300)]

    static let extremes: [(String, [UInt8])] = {
        let huge = 1.7976931348623157e308
        let frames = [frame(0), frame(0.5), frame(1)]
        return [
            ("viewport height", trace(viewport: #"{"width":320,"height":\#(huge)}"#,
                                      [frame(0), pointer("down", 0.1, y: 1e308), pointer("move", 0.2, y: huge), pointer("up", 0.3, y: 5), frame(1)])),
            ("viewport width", trace(viewport: #"{"width":\#(huge),"height":480}"#, frames)),
            ("tiny viewport", trace(viewport: #"{"width":1e-300,"height":1e-300}"#, rows: #"[{"id":"a","height":1e-300}]"#,
                                    [frame(0), pointer("down", 0.1, y: 1e-301), pointer("up", 0.2, y: 0), frame(1)])),
            ("row height", trace(rows: #"[{"id":"a","height":\#(huge)},{"id":"b","height":\#(huge)}]"#,
                                 [frame(0), #""t":0.1,"type":"wheel","dx":0,"dy":\#(huge)"#, #""t":0.2,"type":"wheel","dx":0,"dy":\#(huge)"#,
                                  pointer("down", 0.3, y: 10), pointer("up", 0.4, y: 10), frame(1)])),
            ("no rows", trace(rows: "[]", [frame(0), pointer("down", 0.1, y: 10), pointer("up", 0.2, y: 10), frame(1)])),
            ("one row", trace(rows: #"[{"id":"a","height":44}]"#, frames)),
            ("resize", trace([frame(0), #""t":0.1,"type":"resize","width":\#(huge),"height":\#(huge)"#, frame(1)])),
            ("autoscroll speed", trace([#""t":0,"type":"tuning","set":{"autoscrollMaxSpeed":\#(huge)}"#, frame(1)])),
            ("times", trace([frame(0), pointer("down", 1e-300, y: 10), pointer("up", huge / 2, y: 10), frame(huge)])),
            ("no events", trace([])),
        ]
    }()

    @Test(arguments: 0..<extremes.count)
    func extremeButValidTracesDrawAtEverySize(index: Int) throws {
        let (name, bytes) = Self.extremes[index]
        // Valid input: headless replay takes it.
        let reader = try TraceReader(bytes: bytes, name: name)
        var engine: Engine = try reader.header.makeEngine(file: reader.file)
        _ = Replay.run(&engine, events: try reader.readRemaining())
        let plot = TraceChart(try TracePlot(bytes: bytes, name: name))
        for (width, height) in [(TraceChart.minimumWidth, TraceChart.minimumHeight), (TraceChart.defaultWidth, TraceChart.defaultHeight)] {
            let image = try PixelImage(png: plot.png(width: width, height: height))
            #expect(image.width == width && image.height == height, "\(name)")
            let layout = try plot.layout(width: width, height: height)
            for area in [layout.pointerArea, layout.scrollArea, layout.autoscrollArea] {
                #expect(area.x >= 0 && area.y >= 0 && area.x + area.width <= width && area.y + area.height <= height, "\(name)")
            }
        }
        // The vector files too: every coordinate Cairo writes is a number (cut to the picture first).
        let svg = String(decoding: try plot.file(format: .svg), as: UTF8.self), pdf = try plot.file(format: .pdf)
        #expect(svg.hasSuffix("</svg>\n") && !svg.lowercased().contains("nan") && !svg.lowercased().contains("inf"), "\(name)")
        #expect(pdf.starts(with: Array("%PDF-".utf8)) && pdf.count > 1000, "\(name)")
    }

    /// Eight pointers down at once, each for a moment: more names than the title row holds.
    static let manyPointers: [UInt8] = {
        func touch(_ type: String, _ t: Double, id: Int) -> String {
            #""t":\#(t),"type":"\#(type)","pointer":"touch","id":\#(id),"x":10,"y":\#(40 * id)"#
        }
        let downs = (1...8).map { touch("down", Double($0) / 10, id: $0) }
        let ups = (1...8).map { touch("up", 1 + Double($0) / 10, id: $0) }
        return trace(downs + ups + [frame(2)])
    }()

    @Test func theLegendCoversNoPlotArea() throws {
        var charts = try ["autoscroll-bottom", "second-finger", "tap"].map(plot)
        charts.append(TraceChart(try TracePlot(bytes: Self.manyPointers, name: "eight fingers")))
        for chart in charts {
            for (width, height) in [(TraceChart.minimumWidth, TraceChart.minimumHeight), (TraceChart.defaultWidth, TraceChart.defaultHeight)] {
                let layout = try chart.layout(width: width, height: height)
                guard let legend = layout.legend else {
                    #expect(width == TraceChart.minimumWidth, "\(chart.name): a legend at \(width) px")
                    continue
                }
                for area in [layout.pointerArea, layout.gestureLane, layout.noteStrip, layout.scrollArea, layout.autoscrollArea] {
                    #expect(!legend.intersects(area), "\(chart.name) at \(width) px: legend \(legend) over \(area)")
                }
                #expect(legend.x >= 0 && legend.right <= width && legend.y >= 0, "\(chart.name): inside the picture")
            }
        }
    }

    @Test func textKeepsItsCapitalsAndIsAntiAliased() throws {
        let text = try PlotText(pixelSize: 15)
        // The bitmap font drew capitals as lowercase: the same width, the same pixels.
        #expect(text.width("MILK") > text.width("milk"))
        let canvas = try PlotCanvas(width: 120, height: 30, background: Style.background, text: text)
        canvas.text("Pan", x: 4, y: 8, Style.ink)
        let image = try PixelImage(png: canvas.png())
        var colours = Set<Color>()
        for y in 0..<30 { for x in 0..<120 { colours.insert(image.pixel(x: x, y: y)) } }
        // Edges blend ink into the background: many greys, not two colours.
        #expect(colours.count > 8, "\(colours.count) colours")
        #expect(colours.contains(Style.background))
    }

    @Test func theLaneNamesEachGestureWithItsRow() throws {
        let chart = try plot("drag-down")
        #expect(chart.gestures.map(\.label) == ["lift milk", "drop 0\u{2192}2"])
        #expect(chart.gestures.map(\.mark) == [.lift, .drop])
        #expect(chart.pointers.map(\.name) == ["touch 1"] && chart.name == "drag-down.trace.jsonl")
    }

    @Test func crowdedLabelsTakeFreeRowsThenAreLeftOut() {
        // Three 50-pixel labels at the same place, two rows: the third has no room and is not drawn.
        let placed = TraceChart.Renderer.stagger([(0, 50), (10, 50), (20, 50), (100, 50)], rows: 2, gap: 12)
        #expect(placed.rows == [0, 1, nil, 0] && placed.count == 2)
    }
}

/// The plot's slow tests (every time range at three sizes): `swift test --skip SlowTests` leaves them out.
@Suite(.tags(.slow)) struct TracePlotRenderSlowTests {
    @Test(arguments: TracePlotRenderTests.spans)
    func timeTicksStartAtTheDataAndTheirLabelsNeverOverlap(start: Double, span: Double) throws {
        let plot = TraceChart(try TracePlot(bytes: TracePlotRenderTests.trace([TracePlotRenderTests.frame(start), TracePlotRenderTests.pointer("down", start + span / 3, y: 50),
                                                               TracePlotRenderTests.pointer("up", start + span / 2, y: 60), TracePlotRenderTests.frame(start + span)]),
                                            name: "far"))
        #expect(plot.start == start)
        for (width, height) in [(TraceChart.minimumWidth, TraceChart.minimumHeight), (TraceChart.defaultWidth, TraceChart.defaultHeight),
                                (TraceChart.maximumSide, 900)] {
            let renderer = try plot.renderer(width: width, height: height)
            #expect(renderer.time.low == start, "the axis starts where the data starts")
            // Far from 0, the labels count from the start (the axis title says from where).
            #expect(renderer.time.origin == (start >= 1e4 && start >= 100 * span && start < 1e300 ? start : 0))
            #expect(renderer.time.high >= start + span)
            let labels = renderer.timeTickLabels
            #expect(labels.count >= 2, "\(start) + \(span) at \(width) px: \(labels.map(\.text))")
            for (a, b) in zip(labels, labels.dropFirst()) {
                #expect(a.x + a.width + renderer.labelGap <= b.x, "\(a.text) runs into \(b.text) at \(width) px")
            }
            #expect(labels.allSatisfy { $0.x >= 0 && $0.x + $0.width <= width })
            // Round steps: the ticks are evenly spaced by 1, 2 or 5 times a power of ten.
            let ticks = renderer.time.ticks
            let step = ticks[1] - ticks[0]
            let mantissa = step / pow(10, log10(step).rounded(.down))
            // (Within 1%: ticks near 1e9 carry that magnitude's rounding, 1e-7, into a 1e-4 step.)
            #expect([1, 2, 5, 10].contains { abs(mantissa - $0) < 0.01 }, "step \(step)")
            #expect(Set(labels.map(\.text)).count == labels.count, "every label reads differently: \(labels.map(\.text))")
        }
    }
}
