import ReorderKit
import Testing

/// The presets copy each platform's numbers, and say where from.
@Suite struct TuningPresetsTests {
    @Test(arguments: [
        (TuningPreset.ios, "ios", 0.5, 10.0),
        (.android, "android", 0.4, 8),
        (.flutter, "flutter", 0.5, 18),
        (.ats, "ats", 0.5, 5),
        (.rbdTouch, "rbd-touch", 0.12, 5),
    ])
    func presetHasItsPlatformsNumbers(preset: TuningPreset, name: String, seconds: Double, points: Double) {
        #expect(preset.rawValue == name)
        #expect(TuningPreset(rawValue: name) == preset)
        #expect(preset.tuning.longPressSeconds == seconds)
        #expect(preset.tuning.allowableMovement == points)
        #expect(preset.jsonObject == ["longPressSeconds": .number(seconds), "allowableMovement": .number(points)])
    }

    @Test func everyOtherParameterKeepsItsDefault() {
        for preset in TuningPreset.allCases {
            var expected = Tuning()
            expected.longPressSeconds = preset.values.longPressSeconds
            expected.allowableMovement = preset.values.allowableMovement
            #expect(preset.tuning == expected, "\(preset)")
        }
    }

    @Test func applyChangesOnlyTheTwoNumbers() {
        var tuning = Tuning()
        tuning.reorderStrategy = .centerSlot
        tuning.autoscrollMaxSpeed = 900
        TuningPreset.android.apply(to: &tuning)
        #expect(tuning.longPressSeconds == 0.4 && tuning.allowableMovement == 8)
        #expect(tuning.reorderStrategy == .centerSlot && tuning.autoscrollMaxSpeed == 900)
    }

    @Test func sourcesNameWhereTheNumbersComeFrom() {
        #expect(TuningPreset.ios.source.contains("UILongPressGestureRecognizer"))
        #expect(TuningPreset.android.source.contains("ViewConfiguration"))
        #expect(TuningPreset.flutter.source.contains("kLongPressTimeout") && TuningPreset.flutter.source.contains("kTouchSlop"))
        #expect(TuningPreset.ats.source.contains("ATSDragToReorder"))
        #expect(TuningPreset.rbdTouch.source.contains("react-beautiful-dnd") && TuningPreset.rbdTouch.source.contains("sloppyClickThreshold"))
        #expect(TuningPreset.allCases.allSatisfy { !$0.source.contains("\n") })
    }

    @Test func theDefaultsAreUIKitsAndEveryPresetIsDistinct() {
        #expect(TuningPreset.matching(Tuning()) == .ios)
        for preset in TuningPreset.allCases { #expect(TuningPreset.matching(preset.tuning) == preset) }
        var custom = Tuning()
        custom.allowableMovement = 11
        #expect(TuningPreset.matching(custom) == nil)
    }
}
