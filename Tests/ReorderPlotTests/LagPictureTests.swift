import Testing
import ReorderKit
import ReorderAnalysis
import TestSupport
@testable import ReorderPlot

/// The lag picture: each panel draws what the report holds, and nothing where it holds nothing.
@Suite struct LagPictureTests {
    /// A drag at 200 pt/s with frames presented 30 ms late (activation by distance: no hold), no pan.
    static func dragReport() throws -> LagReport {
        var lines = [#"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"rows":["#
            + (0..<20).map { #"{"id":"r\#($0)","height":44}"# }.joined(separator: ",") + #"],"tuning":{"activation":"distance"}}"#,
                     #"{"t":0,"type":"down","pointer":"touch","id":1,"x":100,"y":100}"#]
        for k in 1...72 {
            let t = Double(k) / 120
            lines.append(#"{"t":\#(t),"type":"move","pointer":"touch","id":1,"x":100,"y":\#(100 + 200 * t)}"#)
            if k % 2 == 0 { lines.append(#"{"t":\#(t),"type":"frame","presented":\#(t + 0.03)}"#) }
        }
        let trace = try LagTrace(bytes: Array(lines.map { $0 + "\n" }.joined().utf8), name: "drag.jsonl")
        return LagReport([trace], displayLatency: 0, predictionSeconds: [])
    }

    static let panelTop = LagPicture.margin + LagPicture.pixelSize * 2
    static let panTop = LagPicture.margin * 2 + LagPicture.rowHeight + LagPicture.pixelSize * 2

    @Test func dragDotsSpeedAndLatencyAreDrawnAndTheEmptyPanPanelStaysEmpty() throws {
        let report = try Self.dragReport()
        #expect(report.drag.frames > 20 && report.pan.frames == 0)
        let image = try LagPicture.pixels(report)
        #expect(image.width == LagPicture.width)
        let inside = (LagPicture.margin + 1)..<(LagPicture.margin + LagPicture.timelineWidth - 1)
        let panel = (Self.panelTop + LagPicture.pixelSize + 8)..<(Self.panelTop + LagPicture.panelHeight - 1)
        // Lag and speed are both constant here, so the speed's line runs through the row of dots;
        // Cairo blends the line's anti-aliased edges into the dot pixels it touches (the halved 2x
        // drawing before left them whole): what stays exactly the lag's colour is the dots' corners.
        #expect(image.count(LagPicture.lagColor, x: inside, y: panel) > 5)
        #expect(image.count(LagPicture.speedColor, x: inside, y: panel) > 20)
        let pan = (Self.panTop + 1)..<(Self.panTop + LagPicture.panelHeight - 1)
        #expect(image.count(LagPicture.lagColor, x: inside, y: pan) == 0)
        let histogram = (LagPicture.margin * 2 + LagPicture.timelineWidth + 1)..<(LagPicture.width - LagPicture.margin - 1)
        #expect(image.count(LagPicture.lagColor, x: histogram, y: panel) > 0)
    }

    @Test func anEmptyReportDrawsNoBars() throws {
        let image = try LagPicture.pixels(LagReport([], displayLatency: 0, predictionSeconds: []))
        #expect(image.count(LagPicture.lagColor, x: 0..<image.width, y: 0..<image.height) == 0)
    }
}
