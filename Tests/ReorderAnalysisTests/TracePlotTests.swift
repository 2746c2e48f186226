import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import ReorderAnalysis
import TestSupport

/// A trace as series over time (what `reorder-lab plot` draws), built from the sample traces.
@Suite struct TracePlotTests {
    func plot(_ sample: String) throws -> TracePlot { try TracePlot(path: SampleTraces.path(sample)) }

    /// The samples at or after `from` and before `to`.
    func values(_ series: [TracePlot.PlotSample], from: Double, to: Double = .infinity) -> [Double] {
        series.filter { $0.t >= from && $0.t < to }.map(\.value)
    }

    @Test func quickPanScrollRisesThenLevelsOffAsTheCoastEnds() throws {
        let plot = try plot("quick-pan")
        let offsets = plot.scrollOffset.map(\.value)
        #expect(offsets.first == 0)
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "a flick toward the end never scrolls back")
        // The finger drags the list 160 pt (520 -> 360) by its release at 0.228 s, then it coasts:
        // recorded before panStart existed, the trace names none, which means `down` (from the down point).
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
            let info = try TraceInfo(path: SampleTraces.path(sample))
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
        #expect(plot.gestures.map(\.kind) == [.lift(id: "milk", index: 0), .drop(id: "milk", from: 0, to: 2)])
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
        let text = TraceText.backwards
        #expect(throws: TraceError.self) { try TracePlot(bytes: Array(text.utf8), name: "bad") }
        do {
            _ = try TracePlot(bytes: Array(text.utf8), name: "bad")
        } catch {
            #expect(error.file == "bad" && error.line == 3)
        }
    }
}
