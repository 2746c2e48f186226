import Testing
import ReorderKit
import ReorderAnalysis
import TestSupport
@testable import ReorderPlot

/// `compare --png`'s time line: one time scale for every trace, and ticks that show it.
@Suite struct ComparisonTimelineTests {
    static func comparison(_ names: [String]) throws -> PresetComparison {
        try PresetComparison.run(paths: names.map(SampleTraces.path), presets: [.ios, .qt])
    }

    @Test func everyTracesAxisHasTicksAtTheSameStepAndItsEndWhereItsTimeEnds() throws {
        // Traces of different lengths: a second must be as wide in each.
        let comparison = try Self.comparison(["drag-down", "tap", "autoscroll-bottom"])
        let layout = ComparisonTimeline.layout(comparison)
        let image = try PixelImage(png: ComparisonTimeline.png(comparison))
        #expect(layout.tickSeconds > 0)
        var spacings: Set<Int> = []
        for (index, trace) in comparison.traces.enumerated() {
            var k = 0.0
            while k * layout.tickSeconds <= trace.duration {
                let x = layout.x(trace: index, t: k * layout.tickSeconds)
                // A tick below the axis line, in the frame's colour.
                #expect(image.count(TraceChart.Style.frame, x: x..<x + 1, y: layout.axisY + 1..<layout.axisY + 5) > 0,
                        "\(trace.name): no tick at \(k * layout.tickSeconds) s")
                k += 1
            }
            if trace.duration >= layout.tickSeconds {
                spacings.insert(layout.x(trace: index, t: layout.tickSeconds) - layout.x(trace: index, t: 0))
            }
            // The end's mark above the axis line, at the trace's last second, not at its segment's end.
            let end = layout.x(trace: index, t: trace.duration)
            #expect(end < layout.segments[index].right - ComparisonTimeline.minimumTraceWidth / 2)
            #expect(image.count(TraceChart.Style.ink, x: end..<end + 1, y: layout.axisY - 3..<layout.axisY) > 0,
                    "\(trace.name): no end mark at \(trace.duration) s")
        }
        #expect(spacings.count == 1, "a tick step is \(spacings) px: not one scale")
        #expect(comparison.traces.filter { $0.duration >= layout.tickSeconds }.count >= 2, "fewer than two traces last a tick: nothing to compare")
    }

    @Test func theTickStepLeavesRoomForItsLabels() {
        #expect(ComparisonTimeline.tickSeconds(pixelsPerSecond: 90) == 1)
        #expect(ComparisonTimeline.tickSeconds(pixelsPerSecond: 200) == 0.5)
        #expect(ComparisonTimeline.tickSeconds(pixelsPerSecond: 0.05) == 1200)
        #expect(ComparisonTimeline.tickSeconds(pixelsPerSecond: 0) == 0)
        for pps in [0.0001, 0.3, 7, 59.9, 61, 1000, 1e6] {
            #expect(ComparisonTimeline.tickSeconds(pixelsPerSecond: pps) * pps >= ComparisonTimeline.minimumTickSpacing, "\(pps)")
        }
        #expect(ComparisonTimeline.tickLabel(0.5) == "0.5" && ComparisonTimeline.tickLabel(2) == "2" && ComparisonTimeline.tickLabel(0.05) == "0.05")
    }
}
