import Foundation
import ReorderKit
import ReorderTrace

/// Writes panel-check recordings for tests: each target announced by its `panel:target` mark, then
/// tapped where a known distortion reports it, with a fixed jitter pattern whose mean is zero (so the
/// tap's mean report is exactly the distorted point and a fit recovers the distortion's inverse).
public struct PanelRecording {
    public var viewport: Size
    public var pointsPerMillimetre: Double?
    public var panel: PanelFacts?
    /// Where each target's touch is reported, viewport points in and out.
    public var distortion: (Point) -> Point
    /// Points each report strays from the distorted point (in turn right, left, down, up, on it).
    public var jitter: Double
    /// Seconds between two reports of one touch.
    public var reportInterval: Double

    public init(viewport: Size, pointsPerMillimetre: Double? = nil, panel: PanelFacts? = PanelRecording.touchscreen,
                jitter: Double = 0.5, reportInterval: Double = 0.008, distortion: @escaping (Point) -> Point) {
        self.viewport = viewport
        self.pointsPerMillimetre = pointsPerMillimetre
        self.panel = panel
        self.jitter = jitter
        self.reportInterval = reportInterval
        self.distortion = distortion
    }

    /// A full-screen window under X11 with one touchscreen (a made-up one).
    public static let touchscreen = PanelFacts(fullscreen: true, videoDriver: "x11", touchDevices: [
        PanelFacts.TouchDevice(id: 3, name: "Example Touchscreen", type: "direct"),
    ])

    /// Offsets of a tap's five reports from the distorted point: they sum to zero.
    var pattern: [Point] {
        [Point(x: jitter, y: 0), Point(x: -jitter, y: 0), Point(x: 0, y: jitter), Point(x: 0, y: -jitter), Point(x: 0, y: 0)]
    }

    /// The trace: header (no rows: the window shows targets, not a list), then per target its mark
    /// at 1 s intervals and a tap 0.4 s later, with a frame line before each mark.
    public func text(targets: [Point]) -> String {
        var header = TraceHeader(viewport: viewport, rows: .explicit([]), pointsPerMillimetre: pointsPerMillimetre)
        header.panel = panel
        var lines = [TraceWriter.headerLine(header)]
        let touch = PointerID(.touch, 0)
        for (index, target) in targets.enumerated() {
            let shown = Double(index) + 0.5, reported = distortion(target)
            lines.append(TraceWriter.eventLine(TimedEvent(t: shown, .frame)))
            lines.append(TraceWriter.eventLine(TimedEvent(t: shown, .mark(PanelTargetMark.label(target)))))
            for (k, offset) in pattern.enumerated() {
                let t = ((shown + 0.4 + Double(k) * reportInterval) * 1e6).rounded() / 1e6  // whole microseconds, as SDL's clock gives
                let at = Point(x: reported.x + offset.x, y: reported.y + offset.y)
                let event: InputEvent = k == 0 ? .down(touch, at) : k == pattern.count - 1 ? .up(touch, at) : .move(touch, at)
                lines.append(TraceWriter.eventLine(TimedEvent(t: t, event)))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Tests/PanelCheck: three recorded-by-generator sessions (scale and offset, swapped axes, an
/// inverted axis), kept as files so the command can be run on them by hand.
public enum PanelCheckTraces {
    public static let directory = root.appendingPathComponent("Tests/PanelCheck")

    public static func path(_ name: String) -> String { directory.appendingPathComponent("\(name).trace.jsonl").path }
}
