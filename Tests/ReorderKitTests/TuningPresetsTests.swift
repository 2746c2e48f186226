import ReorderKit
import Testing
import ReorderTrace

/// The presets copy each platform's numbers (the table, as checked against the sources),
/// and say where from.
@Suite struct TuningPresetsTests {
    /// name, long press s, movement pt (at the assumed 160 pt an inch), mouse override.
    static let table: [(TuningPreset, String, Double, Double, [String: JSONValue])] = [
        (.ios, "ios", 0.5, 10, [:]),
        (.android, "android", 0.4, 8, [:]),
        (.flutter, "flutter", 0.5, 18, [:]),
        (.ats, "ats", 0.5, 5, [:]),
        (.rbdTouch, "rbd-touch", 0.12, 5, [:]),
        (.gtk4, "gtk4", 0.5, 8, ["activation": .string("distance"), "activationDistance": .number(8)]),
        (.qt, "qt", 0.8, 10, ["activation": .string("distance"), "activationDistance": .number(10)]),
        (.chromium, "chromium", 0.5, 15, [:]),
        (.firefox, "firefox", 0.5, 16, [:]),  // 0.1 inch x 160 pt an inch
        (.gnomeShell, "gnome-shell", 0.2, 8, ["activation": .string("distance"), "activationDistance": .number(8)]),
        (.dndKit, "dnd-kit", 0.25, 5,
         ["activation": .string("distance"), "activationDistance": .number(5), "longPressSeconds": .number(0.2), "allowableMovement": .number(10)]),
        (.helloPangea, "hello-pangea", 0.12, 0, ["activation": .string("distance"), "activationDistance": .number(5)]),
    ]

    @Test func everyRowOfTheTableIsAPresetInTheCycleOrder() {
        #expect(TuningPreset.allCases == Self.table.map(\.0))
    }

    @Test(arguments: table.indices)
    func presetHasItsPlatformsNumbers(row: Int) {
        let (preset, name, seconds, points, mouse) = Self.table[row]
        #expect(preset.rawValue == name)
        #expect(TuningPreset(rawValue: name) == preset)
        let tuning = preset.tuning
        #expect(tuning.longPressSeconds == seconds, "\(name)")
        #expect(tuning.allowableMovement == points, "\(name)")
        #expect((tuning.pointerOverrides[.mouse]?.jsonObject ?? [:]) == mouse, "\(name)")
        #expect(tuning.pointerOverrides[.pen] == nil)
        #expect(preset.values == (seconds, points))
    }

    @Test func aMouseThatDragsByDistanceLiftsByDistanceWhileTouchStillHolds() {
        let gnome = TuningPreset.gnomeShell.tuning
        #expect(gnome.activation == .hold && gnome.longPressSeconds == 0.2)
        let mouse = gnome.resolved(for: .mouse)
        #expect(mouse.activation == .distance && mouse.activationDistance == 8)
        #expect(gnome.resolved(for: .touch) == gnome)
        let dndKit = TuningPreset.dndKit.tuning.resolved(for: .mouse)
        #expect(dndKit.activationDistance == 5 && dndKit.longPressSeconds == 0.2 && dndKit.allowableMovement == 10)
    }

    @Test func autoscrollPoliciesWhereThePlatformDefinesOne() {
        let android = TuningPreset.android.tuning
        #expect(android.autoscrollRampSeconds == 2 && android.autoscrollRampCurve == .quintic)
        let pangea = TuningPreset.helloPangea.tuning
        #expect(pangea.autoscrollMaxSpeed == 1680 && pangea.autoscrollCurve == .quadratic)
        #expect(pangea.autoscrollRampSeconds == 1.2 && pangea.autoscrollRampCurve == .quadratic)
        let defaults = Tuning()
        for preset in TuningPreset.allCases where preset != .android && preset != .helloPangea {
            let tuning = preset.tuning
            #expect(tuning.autoscrollMaxSpeed == defaults.autoscrollMaxSpeed && tuning.autoscrollRampSeconds == 0, "\(preset)")
        }
    }

    @Test func aPresetsJSONSetsEveryValueAnyPresetChanges() throws {
        for preset in TuningPreset.allCases {
            #expect(preset.jsonObject.keys.sorted() == TuningPreset.keys.sorted(), "\(preset)")
            var fromJSON = Tuning()
            #expect(try fromJSON.apply(preset.jsonObject) == [])
            #expect(fromJSON == preset.tuning, "\(preset)")
        }
    }

    @Test func switchingPresetsLeavesNothingOfTheLastOneBehind() {
        var tuning = TuningPreset.helloPangea.tuning
        TuningPreset.ios.apply(to: &tuning)
        #expect(tuning == Tuning())
        #expect(TuningPreset.matching(tuning) == .ios)
    }

    @Test func applyKeepsEveryParameterNoPresetSets() {
        var tuning = Tuning()
        tuning.reorderStrategy = .centerSlot
        tuning.autoscrollZonePadding = 20
        tuning.panStart = .down
        TuningPreset.gnomeShell.apply(to: &tuning)
        #expect(tuning.reorderStrategy == .centerSlot && tuning.autoscrollZonePadding == 20 && tuning.panStart == .down)
    }

    @Test func sourcesNameWhereTheNumbersComeFrom() {
        let expected: [TuningPreset: [String]] = [
            .ios: ["UILongPressGestureRecognizer"], .android: ["ViewConfiguration", "DRAG_SCROLL_ACCELERATION_LIMIT_TIME_MS"],
            .flutter: ["kLongPressTimeout", "kTouchSlop"], .ats: ["ATSDragToReorder"],
            .rbdTouch: ["react-beautiful-dnd", "sloppyClickThreshold"], .gtk4: ["gtk-long-press-time", "gtk-dnd-drag-threshold"],
            .qt: ["MousePressAndHoldInterval", "StartDragDistance"], .chromium: ["long_press_time_in_ms", "15 DIP"],
            .firefox: ["ui.click_hold_context_menus.delay", "apz.touch_start_tolerance 0.1 inch"],
            .gnomeShell: ["timeoutThreshold 200", "drag-threshold 8"], .dndKit: ["PointerSensor.ts", "Distance 5"],
            .helloPangea: ["timeForLongPress 120", "sloppyClickThreshold 5", "1200"],
        ]
        for preset in TuningPreset.allCases {
            for word in expected[preset] ?? ["missing"] { #expect(preset.source.contains(word), "\(preset): \(word)") }
            #expect(!preset.source.contains("\n"))
        }
    }

    @Test func theDefaultsAreUIKitsAndEveryPresetIsDistinct() {
        #expect(TuningPreset.matching(Tuning()) == .ios)
        for preset in TuningPreset.allCases { #expect(TuningPreset.matching(preset.tuning) == preset) }
        var custom = Tuning()
        custom.allowableMovement = 11
        #expect(TuningPreset.matching(custom) == nil)
        var withMouse = TuningPreset.gtk4.tuning
        withMouse.pointerOverrides = [:]
        #expect(TuningPreset.matching(withMouse) == nil, "GTK's numbers without its mouse are no preset")
    }

    @Test func physicalAndDensityIndependentLengthsConvertWithTheDisplaysDensity() throws {
        // A 254 dpi phone panel at 1 pt a pixel: 10 pt a millimetre.
        let phone = DisplayDensity(pointsPerMillimetre: 10)
        #expect(try TuningPreset.android.jsonObject(density: phone)["allowableMovement"] == .number(8 * 25.4 / 160 * 10))
        #expect(try TuningPreset.firefox.jsonObject(density: phone)["allowableMovement"] == .number(25.4))
        // 254 device pixels an inch is over mutter's 192: scale 2, so 16 device pixels = 16 pt.
        #expect(try TuningPreset.gnomeShell.jsonObject(density: phone)["allowableMovement"] == .number(16))
        // The same panel at 2 device pixels a point (5 pt a millimetre): 16 device pixels = 8 pt.
        let retina = DisplayDensity(pointsPerMillimetre: 5, pixelScale: 2)
        #expect(try TuningPreset.gnomeShell.jsonObject(density: retina)["allowableMovement"] == .number(8))
        #expect(try TuningPreset.gnomeShell.jsonObject(density: retina)["mouse"]
                == .object(["activation": .string("distance"), "activationDistance": .number(8)]))
        // Pixels and points keep their numbers whatever the density.
        #expect(try TuningPreset.gtk4.jsonObject(density: phone)["allowableMovement"] == .number(8))
        // Unknown density: 1 pt = 1/160 inch.
        #expect(DisplayDensity.assumed.effectivePointsPerMillimetre == 160 / 25.4)
        #expect(TuningPreset.matching(TuningPreset.firefox.tuning, density: phone) == nil)
        var onPhone = Tuning()
        TuningPreset.firefox.apply(to: &onPhone, density: phone)
        #expect(TuningPreset.matching(onPhone, density: phone) == .firefox)
    }
}
