import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderLabCLI
@testable import ReorderTrace
@testable import ReorderAnalysis
@testable import ReorderPlot

/// `reorder-lab plot`: the series built from the sample traces, the picture drawn from them (taken
/// apart again from the PNG bytes), and the command's exit statuses.
@Suite struct PlotCommandTests {
    final class Captured: @unchecked Sendable {
        var out: [String] = []
        var err: [String] = []
    }

    func run(_ arguments: String...) -> (status: Int32, out: [String], err: [String]) {
        let captured = Captured()
        let console = Console(out: { captured.out.append($0) }, err: { captured.err.append($0) })
        let status = ReorderLabCLI.main(["reorder-lab", "plot"] + arguments, console: console)
        return (status, captured.out, captured.err)
    }

    func plot(_ sample: String) throws -> TracePlot { try TracePlot(path: SampleTraceTests.path(sample)) }

    func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("plot-test-\(UUID().uuidString)-\(name)").path
    }

    /// The samples at or after `from` and before `to`.
    func values(_ series: [TracePlot.PlotSample], from: Double, to: Double = .infinity) -> [Double] {
        series.filter { $0.t >= from && $0.t < to }.map(\.value)
    }

    // MARK: Series

    @Test func quickPanScrollRisesThenLevelsOffAsTheCoastEnds() throws {
        let plot = try plot("quick-pan")
        let offsets = plot.scrollOffset.map(\.value)
        #expect(offsets.first == 0)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "a flick toward the end never scrolls back")
        // The finger drags the list 160 pt (520 -> 360) by its release at 0.228 s, then it coasts.
        let atRelease = try #require(values(plot.scrollOffset, from: 0.228, to: 0.229).last)
        #expect(abs(atRelease - 160) < 1e-9)
        let end = try #require(offsets.last)
        let firstGain = try #require(values(plot.scrollOffset, from: 0.5, to: 0.51).first) - atRelease
        let lastGain = end - (try #require(values(plot.scrollOffset, from: 1.2, to: 1.21).first))
        #expect(end > atRelease + 300, "the coast carries the list on")
        #expect(lastGain < firstGain / 5, "and slows down: rise \(firstGain) pt in its first 0.27 s, \(lastGain) pt in the last 0.3 s")
        #expect(plot.gestures.map(\.kind) == [.pan])
        #expect(abs(plot.gestures[0].t - 0.116) < 1e-9)
        #expect(values(plot.autoscrollSpeed, from: 0).allSatisfy { $0 == 0 }, "a pan never autoscrolls")
    }

    @Test func autoscrollRunsWhileTheFingerHoldsAtTheEdgeAndStopsAtTheDrop() throws {
        let plot = try plot("autoscroll-bottom")
        // Lifted at 0.6 s; the finger reaches the bottom edge (634 of 640 pt) with the move at 0.95 s
        // (after that instant's frame) and holds there until it lifts at 2.5 s (after that frame).
        #expect(values(plot.autoscrollSpeed, from: 0, to: 0.95).allSatisfy { $0 == 0 })
        let holding = values(plot.autoscrollSpeed, from: 0.96, to: 2.5)
        #expect(holding.count > 80 && holding.allSatisfy { $0 > 0 })
        let atEdge = values(plot.autoscrollSpeed, from: 0.95, to: 0.951), atUp = values(plot.autoscrollSpeed, from: 2.5, to: 2.501)
        #expect(atEdge.count == 2 && atEdge[0] == 0 && atEdge[1] > 0, "frame, then the move into the edge")
        #expect(atUp.count == 2 && atUp[0] > 0 && atUp[1] == 0, "frame, then the up: the drop stops it")
        #expect(values(plot.autoscrollSpeed, from: 2.501).allSatisfy { $0 == 0 })
        #expect(plot.autoscrollMaxSpeed == 300 && holding.allSatisfy { $0 <= 300 })
        // The offset climbs while it runs, by about speed x time.
        let before = try #require(values(plot.scrollOffset, from: 0.95, to: 0.96).first)
        let after = try #require(values(plot.scrollOffset, from: 2.48, to: 2.5).last)
        #expect(after - before > 0.9 * holding[0] * 1.5 && after - before <= 300 * 1.55)
    }

    @Test func onePointerSeriesForEachPointerOfTheTrace() throws {
        for sample in ["drag-down", "second-finger", "escape-cancels", "tap"] {
            let plot = try plot(sample)
            let info = try TraceInfo(path: SampleTraceTests.path(sample))
            #expect(plot.pointers.map(\.pointer) == info.pointers.map(\.pointer), "\(sample)")
            #expect(plot.pointers.map(\.strokes.count) == info.pointers.map(\.downs), "\(sample)")
        }
        let second = try plot("second-finger")
        let two = second.pointers[1].strokes[0]
        #expect(two.samples.map(\.value) == [400, 340, 280, 220, 160, 100, 100])
        #expect(two.samples.first?.t == 0.65 && two.samples.last?.t == 1.0 && two.end == .up)
    }

    @Test func gestureMarksAreTheLiftAndTheDropAtTheirTimes() throws {
        let plot = try plot("drag-down")
        #expect(plot.gestures.map(\.kind) == [.lift(id: "milk", index: 0), .drop(id: "milk", from: 0, to: 2)])
        #expect(abs(plot.gestures[0].t - 0.6) < 1e-9, "0.5 s after the down at 0.1 s")
        #expect(plot.gestures[1].t == 1.2)
        #expect(plot.gestures.map(\.label) == ["lift milk", "drop 0->2"])
        #expect(plot.notes == [TracePlot.Note(t: 0, label: "intent:reorder")])
        #expect(plot.duration == 1.6 && plot.events == 108 && plot.viewportHeight == 640)
        // One sample before the first event, one after each of the 108, one after the end.
        #expect(plot.scrollOffset.count == 110 && plot.autoscrollSpeed.count == 110)
    }

    @Test func tapsEscapesAndCancelsAreMarkedToo() throws {
        #expect(try plot("tap").gestures.map(\.kind) == [.tap(selected: "eggs")])
        #expect(try plot("escape-cancels").gestures.map(\.kind)
            == [.lift(id: "milk", index: 0), .dragCancelled(id: "milk", index: 0)])
        #expect(try plot("focus-lost").gestures.last?.kind == .drop(id: "eggs", from: 1, to: 3))

        var b = TraceBuilder()
        b.down(1.0, y: 66)
        b.move(1.1, y: 70)
        b.add(1.2, #""type":"cancel","pointer":"touch","id":1"#)
        b.down(2.0, y: 200)
        let plot = try TracePlot(bytes: Array(b.text(until: 2.3).utf8), name: "cancel")  // before its long press
        #expect(plot.gestures.map(\.kind) == [.pressCancelled, .pressCancelled])
        #expect(plot.gestures.map(\.t) == [1.2, 2.3])
        let strokes = plot.pointers[0].strokes
        #expect(strokes.map(\.end) == [.cancel(t: 1.2), .open])
        #expect(strokes[0].samples.map(\.value) == [66, 70])
    }

    @Test func malformedTraceThrowsWithFileAndLine() {
        let text = CLITests.header + "\n{\"t\":1,\"type\":\"frame\"}\n{\"t\":0.5,\"type\":\"frame\"}\n"
        #expect(throws: TraceError.self) { try TracePlot(bytes: Array(text.utf8), name: "bad") }
        do {
            _ = try TracePlot(bytes: Array(text.utf8), name: "bad")
        } catch {
            #expect(error.file == "bad" && error.line == 3)
        }
    }

    // MARK: Picture

    /// The picture back out of the PNG (signature, chunk CRCs, zlib stream, row filters all checked
    /// by the PNG encoder tests' decoder).
    func decode(_ png: [UInt8]) throws -> RGBAImage {
        #expect(Array(png.prefix(8)) == PNGEncoder.signature)
        return try #require(AnalysisPNGEncoderTests.decode(png)).image
    }

    func count(_ color: RGBA, in image: RGBAImage, _ area: TracePlot.Rect) -> Int {
        var n = 0
        for y in area.y..<(area.y + area.height) {
            for x in area.x..<(area.x + area.width) where image[x, y] == color { n += 1 }
        }
        return n
    }

    @Test func pngIsWrittenAtTheAskedSizeAndDecodes() throws {
        let out = temporary("drag-down.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = run(SampleTraceTests.path("drag-down"), "-o", out, "--width", "900", "--height", "600")
        #expect(result.status == 0 && result.err.isEmpty)
        #expect(result.out == ["\(out): 900 x 600 px, 1 pointer, 2 gestures"])
        let image = try decode(try [UInt8](Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(image.width == 900 && image.height == 600)
        #expect(image == (try plot("drag-down")).image(width: 900, height: 600))
        let left = try FileManager.default.contentsOfDirectory(atPath: FileManager.default.temporaryDirectory.path)
        #expect(!left.contains { $0.contains(".tmp-") && $0.contains((out as NSString).lastPathComponent) }, "no temporary file left")
    }

    @Test func eachSeriesIsDrawnInItsOwnPanel() throws {
        let plot = try plot("autoscroll-bottom")
        let image = try decode(plot.png())
        #expect(image.width == TracePlot.defaultWidth && image.height == TracePlot.defaultHeight)
        let layout = plot.layout()
        let panels = [layout.pointerArea, layout.scrollArea, layout.autoscrollArea]
        // Panels are stacked top to bottom on one time axis.
        #expect(panels.map(\.x) == [panels[0].x, panels[0].x, panels[0].x] && Set(panels.map(\.width)).count == 1)
        #expect(layout.pointerArea.y < layout.gestureLane.y && layout.gestureLane.y < layout.scrollArea.y
            && layout.scrollArea.y < layout.autoscrollArea.y)
        let series = [TracePlot.Style.pointer(0), TracePlot.Style.scroll, TracePlot.Style.autoscroll]
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
            (speed.y..<(speed.y + speed.height)).filter { image[column(t), $0] == TracePlot.Style.autoscroll }
        }
        #expect(rowsOfSpeed(at: 1.7).allSatisfy { $0 < speed.y + speed.height / 3 } && !rowsOfSpeed(at: 1.7).isEmpty)
        #expect(rowsOfSpeed(at: 2.7).allSatisfy { $0 > speed.y + speed.height * 9 / 10 } && !rowsOfSpeed(at: 2.7).isEmpty)
        // The lift's triangle and the drop's sit in the lane under their times.
        let lane = layout.gestureLane
        #expect(count(TracePlot.Style.lift, in: image, TracePlot.Rect(x: column(0.6) - 3, y: lane.y, width: 7, height: 20)) > 10)
        #expect(count(TracePlot.Style.drop, in: image, TracePlot.Rect(x: column(2.5) - 3, y: lane.y, width: 7, height: 20)) > 10)
    }

    @Test func smallestPictureStillDrawsEveryPanel() throws {
        let plot = try plot("second-finger")
        let image = plot.image(width: TracePlot.minimumWidth, height: TracePlot.minimumHeight)
        let layout = plot.layout(width: TracePlot.minimumWidth, height: TracePlot.minimumHeight)
        #expect(layout.autoscrollArea.y + layout.autoscrollArea.height < TracePlot.minimumHeight)
        #expect(count(TracePlot.Style.pointer(1), in: image, layout.pointerArea) > 20)
        #expect(count(TracePlot.Style.scroll, in: image, layout.scrollArea) > 20)
    }

    @Test func farAwayPointsAreClippedNotTrapped() throws {
        var b = TraceBuilder()
        b.down(0.1, y: 100)
        b.move(0.2, y: 1e300)
        b.move(0.3, y: -1e300)
        b.up(0.4, y: 50)
        let plot = try TracePlot(bytes: Array(b.text(until: 0.5).utf8), name: "far")
        let image = plot.image()
        #expect(count(TracePlot.Style.pointer(0), in: image, plot.layout().pointerArea) > 100)
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

    @Test(arguments: [(0.0, 3.0), (1e9, 10.0), (1e9, 0.001), (1e9 + 0.5, 7200.0), (0.0, 1e9), (1e15, 60.0), (0.0, 1e300),
                      (1e300, 1e300)])
    func timeTicksStartAtTheDataAndTheirLabelsNeverOverlap(start: Double, span: Double) throws {
        let plot = try TracePlot(bytes: Self.trace([Self.frame(start), Self.pointer("down", start + span / 3, y: 50),
                                                    Self.pointer("up", start + span / 2, y: 60), Self.frame(start + span)]),
                                 name: "far")
        #expect(plot.start == start)
        for (width, height) in [(TracePlot.minimumWidth, TracePlot.minimumHeight), (TracePlot.defaultWidth, TracePlot.defaultHeight),
                                (TracePlot.maximumSide, 900)] {
            let renderer = TracePlot.Renderer(plot, width: width, height: height)
            #expect(renderer.time.low == start, "the axis starts where the data starts")
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
        var engine = try reader.makeEngine()
        _ = Replay.run(&engine, events: try reader.readRemaining())
        let plot = try TracePlot(bytes: bytes, name: name)
        for (width, height) in [(TracePlot.minimumWidth, TracePlot.minimumHeight), (TracePlot.defaultWidth, TracePlot.defaultHeight)] {
            let image = plot.image(width: width, height: height)
            #expect(image.width == width && image.height == height, "\(name)")
            let layout = plot.layout(width: width, height: height)
            for area in [layout.pointerArea, layout.scrollArea, layout.autoscrollArea] {
                #expect(area.x >= 0 && area.y >= 0 && area.x + area.width <= width && area.y + area.height <= height, "\(name)")
            }
        }
    }

    @Test func crowdedLabelsTakeFreeRowsThenAreLeftOut() {
        // Three 50-pixel labels at the same place, two rows: the third has no room and is not drawn.
        let placed = TracePlot.Renderer.stagger([(0, 50), (10, 50), (20, 50), (100, 50)], rows: 2, gap: 12)
        #expect(placed.rows == [0, 1, nil, 0] && placed.count == 2)
    }

    // MARK: Command line

    @Test func malformedTraceIsExitTwoAndWritesNothing() throws {
        let trace = temporary("bad.trace.jsonl"), out = temporary("bad.png")
        defer { try? FileManager.default.removeItem(atPath: trace) }
        try (CLITests.header + "\n{\"t\":1,\"type\":\"frame\"}\n{\"t\":0.5,\"type\":\"frame\"}\n")
            .write(toFile: trace, atomically: true, encoding: .utf8)
        let result = run(trace, "-o", out)
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err.count == 1 && result.err[0].hasPrefix("\(trace):3: "))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func argumentsAndFiles() throws {
        let trace = SampleTraceTests.path("tap")
        #expect(run(trace).status == 64, "-o is required")
        #expect(run(trace).err == ["reorder-lab plot: -o OUT.png is required; see `reorder-lab plot --help`"])
        #expect(run("-o", temporary("x.png")).status == 64)
        #expect(run(trace, trace, "-o", temporary("x.png")).status == 64)
        #expect(run(trace, "-o").status == 64)
        #expect(run(trace, "-o", temporary("x.png"), "--width", "10").status == 64)
        #expect(run(trace, "-o", temporary("x.png"), "--height", "tall").status == 64)
        #expect(run(trace, "-o", temporary("x.png"), "--frobnicate").status == 64)
        #expect(run(trace, "-o", trace).status == 64, "never replaces its input")
        let help = run("--help")
        #expect(help.status == 0 && help.out.first?.hasPrefix("usage: reorder-lab plot") == true)
        let missing = run(temporary("missing.trace.jsonl"), "-o", temporary("x.png"))
        #expect(missing.status == 1 && missing.err.count == 1 && missing.err[0].contains("cannot open"))
        let unwritable = run(trace, "-o", "/nonexistent/dir/plot.png")
        #expect(unwritable.status == 1 && unwritable.out.isEmpty)
        #expect(unwritable.err.count == 1 && unwritable.err[0].hasPrefix("/nonexistent/dir/plot.png: cannot create"))
    }

    @Test func onlyPNGIsWritten() {
        let trace = SampleTraceTests.path("tap")
        let jpeg = temporary("x.jpg")
        let result = run(trace, "-o", jpeg)
        #expect(result.status == 64 && result.out.isEmpty)
        #expect(result.err == ["reorder-lab plot: -o \(jpeg): the picture is a PNG: name it *.png; see `reorder-lab plot --help`"])
        #expect(!FileManager.default.fileExists(atPath: jpeg))
        let upper = temporary("X.PNG")
        defer { try? FileManager.default.removeItem(atPath: upper) }
        #expect(run(trace, "-o", upper, "--width", "400", "--height", "300").status == 0)
    }

    @Test func anUnwritablePictureIsReportedBeforeTheTraceIsRead() throws {
        let trace = temporary("bad.trace.jsonl")
        defer { try? FileManager.default.removeItem(atPath: trace) }
        try (CLITests.header + "\n{\"t\":1,\"type\":\"frame\"}\n{\"t\":0.5,\"type\":\"frame\"}\n")
            .write(toFile: trace, atomically: true, encoding: .utf8)
        let result = run(trace, "-o", "/nonexistent/dir/plot.png")
        #expect(result.status == 1 && result.out.isEmpty)
        #expect(result.err == ["/nonexistent/dir/plot.png: cannot create: No such file or directory"])
    }

    @Test func replacesAnExistingPictureWhole() throws {
        let out = temporary("again.png")
        defer { try? FileManager.default.removeItem(atPath: out) }
        try Data(repeating: 7, count: 10_000_000).write(to: URL(fileURLWithPath: out))
        #expect(run(SampleTraceTests.path("tap"), "-o", out, "--width", "400", "--height", "300").status == 0)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(bytes == (try plot("tap")).png(width: 400, height: 300))
    }

    @Test func mainUsageListsPlot() {
        #expect(ReorderLabCLI.usage.contains("reorder-lab plot TRACE -o OUT.png"))
    }
}
