import ReorderKit
import Testing
@testable import ReorderLabApp
import ReorderTrace

/// What the HUD learns from the inputs the engine is given: the next press's label, the tuning
/// values that just changed, the trails; and the lines the panel shows for them.
@Suite struct HUDObserveTests {
    static let finger = PointerID(.touch, 0)

    @Test func aMarkWaitsForTheNextDownAndOnlyADownTakesIt() {
        var data = HUDData()
        data.observe(.mark("intent:scroll"), at: 0)
        #expect(data.pendingIntent == .scroll)
        data.observe(.mark("note: not an intent"), at: 0.1)
        #expect(data.pendingIntent == .scroll, "other annotations change nothing")
        for input: InputEvent in [.frame, .key(.character("2")), .wheel(dx: 0, dy: 3), .tuning(TuningPatch()), .focus(true)] {
            data.observe(input, at: 0.2)
        }
        #expect(data.pendingIntent == .scroll)
        data.observe(.down(Self.finger, Point(x: 1, y: 2)), at: 0.3)
        #expect(data.pendingIntent == nil)
        #expect(data.trails.trails.count == 1, "and the trail starts")
    }

    @Test func aChangedValueIsLitForASecondFading() throws {
        var data = HUDData()
        data.observe(.tuning(try TuningPatch(json: ["longPressSeconds": .number(0.3), "dragStyle": .string("lifted")])), at: 10)
        let lit = data.highlights
        #expect(lit.strength("longPressSeconds", now: 10) == 1)
        #expect(lit.strength("dragStyle", now: 10.5) == 0.5)
        #expect(lit.strength("dragStyle", now: 11) == 0)
        #expect(lit.strength("allowableMovement", now: 10) == 0, "unchanged")
        #expect(lit.strength(["allowableMovement", "longPressSeconds"], now: 10.25) == 0.75)
        data.observe(.tuning(try TuningPatch(json: ["longPressSeconds": .number(0.35)])), at: 10.8)
        #expect(data.highlights.strength("longPressSeconds", now: 11) > 0.7, "a second change lights it again")
    }

    @Test func thePanelLinesShowEveryTunedValueAndTheNextPress() {
        var tuning = TuningPreset.flutter.tuning
        tuning.autoscrollZonePadding = 12
        let engine = Engine(rows: [Row(id: "a", height: 44)], viewport: Size(width: 480, height: 800), tuning: tuning)
        var data = HUDData()
        data.pendingIntent = .tap
        let lines = HUDPanel(theme: .standard).lines(engine: engine, data: data)
        func line(_ name: String) -> HUDLine? { lines.first { $0.name == name } }
        #expect(line("longPress") == HUDLine(name: "longPress", value: "0.50 s", tuning: ["longPressSeconds"]))
        #expect(line("allowable")?.value == "18.0 pt")
        #expect(line("preset")?.value == "flutter")
        #expect(line("scrollZone") == HUDLine(name: "scrollZone", value: "row/2 + 12 pt", tuning: ["autoscrollZonePadding"]))
        #expect(line("scrollMax")?.tuning == ["autoscrollMaxSpeed", "autoscrollCurve"])
        #expect(line("next press") == HUDLine(name: "next press", value: "tap", emphasised: true))
        // Every parameter a key changes has a line that lights up for it.
        let lit = Set(lines.flatMap(\.tuning))
        for knob in TuningKnob.allCases { #expect(lit.contains(knob.name), "\(knob)") }
        for choice in TuningChoice.allCases { #expect(lit.contains(choice.name), "\(choice)") }
    }

    @Test func lengthsShowMillimetresWhenTheDisplaysDensityIsKnown() {
        var tuning = Tuning()
        tuning.activation = .distance
        tuning.reorderDwellSeconds = 0.15
        tuning.autoscrollRampSeconds = 2
        tuning.autoscrollRampCurve = .quintic
        let engine = Engine(rows: [Row(id: "a", height: 44)], viewport: Size(width: 480, height: 800), tuning: tuning)
        let panel = HUDPanel(theme: .standard)
        func line(_ name: String, _ data: HUDData) -> String? { panel.lines(engine: engine, data: data).first { $0.name == name }?.value }
        #expect(line("allowable", HUDData()) == "10.0 pt", "no density: points only")
        var data = HUDData()
        data.pointsPerMillimetre = 160 / 25.4  // a 160 ppi phone at 1x: 6.3 pt a millimetre
        #expect(line("allowable", data) == "10.0 pt 1.6 mm")
        #expect(line("lift by", data) == "distance 8.0 pt 1.3 mm")
        #expect(line("dwell/ramp", data) == "0.15 s, 2 s quintic")
        #expect(line("panStart", data) == "slop")
    }

    @Test func shortFormattingDropsTrailingZeros() {
        #expect(HUDFormat.short(0.45) == "0.45")
        #expect(HUDFormat.short(10) == "10")
        #expect(HUDFormat.short(0.125) == "0.125")
        #expect(HUDFormat.short(-2.5) == "-2.5")
        #expect(HUDFormat.short(6.04, 1) == "6")
    }

    @Test func helpListsEveryTuningKey() {
        let keys = HelpOverlay.keys.map(\.key)
        for key in ["[ / ]", "- / =", "z / Z", "x / X", "c  s  d", "o", "v", "j / J", "r / R  e", "l / L", "p", "t", "w", "1  2  3"] {
            #expect(keys.contains(key), "\(key)")
        }
    }
}
