import Foundation
import Testing
import ReorderKit
@testable import ReorderTrace
@testable import ReorderAnalysis
import TestSupport

/// Panel-check recordings made with a known distortion: the report recovers its inverse and names it.
@Suite struct PanelReportTests {
    static let viewport = Size(width: 1280, height: 800)
    static let targets = PanelTargets.sequence(viewport: viewport, pointsPerMillimetre: 5, autoscrollZone: 28).map(\.point)

    /// The three distortions kept as files in Tests/PanelCheck, in normalised coordinates
    /// (reported = distortion x target).
    static let distortions: [(name: String, map: AffineMap, pointsPerMillimetre: Double?)] = [
        ("scale-offset", AffineMap(a: 0.9, b: 0, c: 0.04, d: 0, e: 1.05, f: -0.03), 5),
        ("swapped-axes", AffineMap(a: 0, b: 1, c: 0, d: 1, e: 0, f: 0), nil),
        ("inverted-x", AffineMap(a: -1, b: 0, c: 1, d: 0, e: 1, f: 0), 5),
    ]

    static func recording(_ map: AffineMap, pointsPerMillimetre: Double? = 5, panel: PanelFacts? = PanelRecording.touchscreen,
                          viewport: Size = viewport) -> PanelRecording {
        PanelRecording(viewport: viewport, pointsPerMillimetre: pointsPerMillimetre, panel: panel) { p in
            let reported = map.apply(Point(x: p.x / viewport.width, y: p.y / viewport.height))
            return Point(x: reported.x * viewport.width, y: reported.y * viewport.height)
        }
    }

    static func report(_ text: String) throws(TraceError) -> PanelReport {
        try PanelReport(PanelSession(reader: TraceReader(bytes: Array(text.utf8), name: "panel.trace.jsonl")))
    }

    static func report(_ map: AffineMap, pointsPerMillimetre: Double? = 5, panel: PanelFacts? = PanelRecording.touchscreen) throws -> PanelReport {
        try report(recording(map, pointsPerMillimetre: pointsPerMillimetre, panel: panel).text(targets: targets))
    }

    func expectInverse(_ report: PanelReport, of distortion: AffineMap) throws {
        let inverse = try #require(distortion.inverse)
        for (got, want) in zip(report.matrix.coefficients, inverse.coefficients) {
            #expect(abs(got - want) < 1e-3, "matrix \(report.matrix.coefficients), want \(inverse.coefficients)")
        }
    }

    func has(_ report: PanelReport, _ prefix: String) -> Bool { report.diagnosis.contains { $0.hasPrefix(prefix) } }

    @Test func scaleAndOffsetAreUndoneAndNamed() throws {
        let distortion = Self.distortions[0].map
        let report = try Self.report(distortion)
        try expectInverse(report, of: distortion)
        #expect(has(report, "x scaled: touches span 90.0% of the width") && has(report, "y scaled: touches span 105.0% of the height"))
        // The centre (640, 400) is reported at (627.2, 396): 12.8 pt left, 4 pt up, 2.7 mm at 5 pt/mm.
        #expect(report.diagnosis.contains("offset: at the centre, touches are reported 2.7 mm from the finger (12.8 pt left, 4.0 pt above)"))
        #expect(!has(report, "axes swapped") && !report.diagnosis.contains { $0.contains("inverted") })
        #expect(report.unit == "mm" && report.residual.max < 1e-6 && report.error.max > 10)
        #expect(report.warnings.isEmpty)
        // The top autoscroll zone's target (y 14 pt) is reported at y -9.3 and the bottom one's below
        // the window: the offset pushed them out, no output mapping did.
        #expect(report.diagnosis.contains("2 of 11 taps were reported outside the window, pushed out by the distortion above: the matrix brings them back in"))
        #expect(!report.fixes.xinput.contains("map-to-output") && !report.fixes.sway.contains("map_to_output"))
    }

    @Test func swappedAxesAreUndoneAndNamed() throws {
        let distortion = Self.distortions[1].map
        let report = try Self.report(distortion, pointsPerMillimetre: nil)
        try expectInverse(report, of: distortion)
        #expect(has(report, "axes swapped"))
        #expect(!report.diagnosis.contains { $0.contains("inverted:") || $0.hasPrefix("together:") })
        #expect(report.unit == "pt")
    }

    @Test func anInvertedAxisIsUndoneAndNamed() throws {
        let distortion = Self.distortions[2].map
        let report = try Self.report(distortion)
        try expectInverse(report, of: distortion)
        #expect(has(report, "x inverted: left and right are mirrored"))
        #expect(!has(report, "axes swapped") && !has(report, "y inverted") && !has(report, "offset") && !report.diagnosis.contains { $0.contains("scaled") })
    }

    @Test func aQuarterTurnIsSwappedAxesWithOneInverted() throws {
        // libinput's "90 degree clockwise" matrix, as the distortion.
        let distortion = AffineMap(a: 0, b: -1, c: 1, d: 1, e: 0, f: 0)
        let report = try Self.report(distortion)
        try expectInverse(report, of: distortion)
        #expect(has(report, "axes swapped") && report.diagnosis.contains("together: a quarter turn"))
    }

    @Test func aTrueCalibrationFindsNoDistortionAndReportsJitterAndRate() throws {
        let report = try Self.report(.identity)
        try expectInverse(report, of: .identity)
        #expect(report.diagnosis.first == "no distortion: touches land within a median 0.00 mm of the targets (max 0.00 mm)")
        // Five reports 0.5 pt from the point but one: RMS sqrt(4 x 0.25 / 5) = 0.447 pt = 0.09 mm at 5 pt/mm.
        #expect(report.diagnosis.contains("jitter at rest: RMS p50 0.09 mm, max 0.09 mm over the taps"))
        #expect(report.diagnosis.contains("report rate: 125.0 Hz (a report every 8.00 ms, median)"))
    }

    @Test func tapsOutsideTheWindowAskForMapToOutputFirst() throws {
        // The touchscreen stretched over two outputs side by side: x reported at 1.6 times.
        let report = try Self.report(AffineMap(a: 1.6, b: 0, c: 0, d: 0, e: 1, f: 0))
        // The three targets on the right and the bottom autoscroll zone's (at three quarters of the width).
        #expect(report.targets.filter(\.outsideWindow).count == 4)
        #expect(has(report, "4 of 11 taps were reported outside the window"))
        #expect(report.fixes.xinput.hasPrefix("xinput map-to-output 'Example Touchscreen' OUTPUT\n"))
        #expect(report.fixes.sway.hasPrefix("input type:touch map_to_output OUTPUT\n"))
    }

    @Test func aWindowNotFullScreenOrNotSayingIsWarnedAbout() throws {
        let windowed = try Self.report(.identity, panel: PanelFacts(fullscreen: false))
        #expect(windowed.warnings == ["the window was not full screen: a calibration matrix is relative to the whole output, so this one is right only where the window covered it"])
        let unknown = try Self.report(.identity, panel: nil)
        #expect(unknown.warnings.count == 1 && unknown.warnings[0].hasPrefix("the header has no \"panel\""))
        #expect(unknown.fixes.xinput.hasPrefix("xinput set-prop DEVICE --type=float"))
        #expect(!unknown.fixes.udev.contains("ATTRS{name}"))
    }

    // MARK: Recordings that cannot give a calibration

    static let header = #"{"format":"reorder-trace","version":1,"viewport":{"width":100,"height":100},"rows":[]}"#

    static func tap(_ t: Double, _ x: Double, _ y: Double) -> String {
        #"{"t":\#(t),"type":"down","pointer":"touch","id":0,"x":\#(x),"y":\#(y)}"# + "\n"
            + #"{"t":\#(t + 0.05),"type":"up","pointer":"touch","id":0,"x":\#(x),"y":\#(y)}"#
    }

    static func mark(_ t: Double, _ label: String) -> String { #"{"t":\#(t),"type":"mark","label":"\#(label)"}"# }

    func failure(_ lines: [String]) -> String? {
        do throws(TraceError) {
            _ = try Self.report(([Self.header] + lines).joined(separator: "\n") + "\n")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aTargetWithoutATapIsAnErrorAtItsMark() {
        #expect(failure([Self.mark(0, "panel:target x=10 y=10"), Self.mark(1, "panel:target x=90 y=10"), Self.tap(1.2, 90, 10)])
                == "panel.trace.jsonl:2: target x=10 y=10 has no tap before the next target (line 3)")
        #expect(failure([Self.mark(0, "panel:target x=10 y=10"), Self.tap(0.2, 10, 10), Self.mark(1, "panel:target x=90 y=10")])
                == "panel.trace.jsonl:5: target x=90 y=10 has no tap before the end")
    }

    @Test func fewerThanThreeTapsOrTapsOnALineCannotCalibrate() {
        #expect(failure([Self.mark(0, "panel:target x=10 y=10"), Self.tap(0.2, 10, 10), Self.mark(1, "panel:target x=90 y=10"), Self.tap(1.2, 90, 10)])
                == "panel.trace.jsonl:5: only 2 targets tapped: a calibration needs at least 3, not on one line")
        #expect(failure([Self.mark(0, "panel:target x=10 y=10"), Self.tap(0.2, 10, 10), Self.mark(1, "panel:target x=50 y=50"), Self.tap(1.2, 50, 50),
                         Self.mark(2, "panel:target x=90 y=90"), Self.tap(2.2, 90, 90)])
                == "panel.trace.jsonl:8: the taps were reported on one line: a calibration needs 3 or more that are not")
        #expect(failure([Self.tap(0.2, 10, 10)]) == "panel.trace.jsonl:1: no panel:target marks: not a panel-check recording")
    }

    @Test func aMarkThatDoesNotParseOrLiesOutsideIsAnErrorAtItsLine() {
        #expect(failure([Self.mark(0, "panel:target x=10")]) == #"panel.trace.jsonl:2: panel:target needs x=X y=Y (viewport points), got "panel:target x=10""#)
        #expect(failure([Self.mark(0, "panel:target x=nan y=1")]) == #"panel.trace.jsonl:2: panel:target: x must be a finite number, got "nan""#)
        #expect(failure([Self.mark(0, "panel:target x=101 y=1")]) == "panel.trace.jsonl:2: panel:target x=101 y=1 is outside the 100 x 100 viewport")
    }

    /// A cancelled contact is no tap: the target waits for the next; a touch before any target and a
    /// second one for a target are left out, with a warning.
    @Test func cancelledAndStrayTouchesAreNotTaps() throws {
        let lines = [
            Self.tap(0, 50, 50),
            Self.mark(1, "panel:target x=10 y=10"),
            #"{"t":1.1,"type":"down","pointer":"touch","id":0,"x":80,"y":80}"#, #"{"t":1.2,"type":"cancel","pointer":"touch","id":0}"#,
            Self.tap(1.3, 10, 10), Self.tap(1.5, 70, 70),
            Self.mark(2, "panel:target x=90 y=10"), Self.tap(2.2, 90, 10),
            Self.mark(3, "panel:target x=10 y=90"), Self.tap(3.2, 10, 90),
        ]
        let report = try Self.report(([Self.header] + lines).joined(separator: "\n") + "\n")
        #expect(report.targets.map(\.reported) == [Point(x: 10, y: 10), Point(x: 90, y: 10), Point(x: 10, y: 90)])
        #expect(report.warnings.contains("2 touches belonged to no target (before the first, or a second one for a target): left out"))
        for (got, want) in zip(report.matrix.coefficients, AffineMap.identity.coefficients) { #expect(abs(got - want) < 1e-12) }
    }

    /// `panel-check --mouse` (the header's `panel.mouseTaps`): the mouse's presses are the taps, with a
    /// warning that no touchscreen was measured; without it they are left out as before.
    @Test func mousePressesAreTapsOnlyWhenThePanelSaysMouseTaps() throws {
        let lines = [(1.0, 10.0, 10.0), (2, 90, 10), (3, 10, 90)].flatMap { t, x, y in
            [Self.mark(t, "panel:target x=\(x) y=\(y)"), Self.tap(t + 0.1, x, y).replacingOccurrences(of: #""touch""#, with: #""mouse""#)]
        }
        let mouseHeader = Self.header.replacingOccurrences(of: #""rows":[]"#, with: #""rows":[],"panel":{"fullscreen":true,"mouseTaps":true}"#)
        let report = try Self.report(([mouseHeader] + lines).joined(separator: "\n") + "\n")
        #expect(report.targets.map(\.reported) == [Point(x: 10, y: 10), Point(x: 90, y: 10), Point(x: 10, y: 90)])
        #expect(report.warnings == ["the taps were the mouse's (panel-check --mouse): the mouse is exact, so this measures no touchscreen"])
        #expect(failure(lines) == "panel.trace.jsonl:2: target x=10 y=10 has no tap before the next target (line 5)")
    }

    /// A window that changes size mid-session: each target and tap is checked against the size in
    /// force when the target was shown (x = 180 is inside once the window is 200 wide), with a warning.
    @Test func aResizeMidSessionMeasuresEachTapAgainstItsOwnSize() throws {
        let lines = [
            Self.mark(1, "panel:target x=10 y=10"), Self.tap(1.2, 10, 10),
            Self.mark(2, "panel:target x=90 y=10"), Self.tap(2.2, 90, 10),
            #"{"t":2.5,"type":"resize","width":200,"height":100}"#,
            Self.mark(3, "panel:target x=20 y=90"), Self.tap(3.2, 20, 90),
            Self.mark(4, "panel:target x=180 y=90"), Self.tap(4.2, 180, 90),
        ]
        let report = try Self.report(([Self.header] + lines).joined(separator: "\n") + "\n")
        for (got, want) in zip(report.matrix.coefficients, AffineMap.identity.coefficients) { #expect(abs(got - want) < 1e-12) }
        #expect(report.targets.count == 4 && !report.targets.contains(where: \.outsideWindow))
        #expect(report.warnings.contains("the window changed size during the session: each tap is measured against the size in force when its target was shown"))
    }

    // MARK: The recordings kept in Tests/PanelCheck

    /// Each file is what the generator writes for its distortion (set PANEL_CHECK_WRITE_FIXTURES=1 to
    /// rewrite them after a deliberate change), and its report names the distortion.
    @Test func theKeptRecordingsAreTheGeneratorsAndReportTheirDistortion() throws {
        for (name, map, density) in Self.distortions {
            let text = Self.recording(map, pointsPerMillimetre: density).text(targets: Self.targets)
            if ProcessInfo.processInfo.environment["PANEL_CHECK_WRITE_FIXTURES"] == "1" {
                try text.write(toFile: PanelCheckTraces.path(name), atomically: true, encoding: .utf8)
            }
            let kept = try String(contentsOfFile: PanelCheckTraces.path(name), encoding: .utf8)
            #expect(kept == text, "\(name): the kept recording differs from the generator's")
            let report = try PanelReport(PanelSession(reader: TraceReader(path: PanelCheckTraces.path(name))))
            try expectInverse(report, of: map)
        }
    }
}
