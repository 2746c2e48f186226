import Testing
@testable import ReorderKit

/// A patch is checked when it is made and applies every parameter it sets, and nothing else.
@Suite struct TuningPatchTests {
    /// The parameters a value other than the default can be given: all but a choice of one name
    /// (none today; `predictionModel` had only `linear` once).
    static var changeable: [TuningParameter] { Tuning.parameters.filter { $0.choices.count != 1 } }

    /// Sets `parameter` in `patch` to a value other than `Tuning()`'s, for every kind of row (a
    /// choice of one name to that name).
    static func change(_ parameter: TuningParameter, in patch: inout TuningPatch) throws {
        let defaults = Tuning()
        switch parameter.kind {
        case .number(let path, let rule):
            try patch.set(parameter, number: rule == .betweenZeroAndOne ? 0.5 : defaults[keyPath: path] + 1.5)
        case .flag(let path):
            patch.set(parameter, flag: !defaults[keyPath: path])
        case .choice:
            let other = try #require(parameter.choices.first { $0 != parameter.choice(in: defaults) } ?? parameter.choices.first)
            try patch.set(parameter, choice: other)
        case .filters:
            patch.set(parameter, filters: [InputFilter(module: .median, depth: 5)])
        case .overrides:
            var inner = TuningPatch()
            try inner.set(\.longPressSeconds, 0.9)
            try patch.set(parameter, overrides: inner)
        }
    }

    @Test func aPatchAppliesEveryParameterItSetsAndNoOther() throws {
        let defaults = Tuning()
        for parameter in Self.changeable {
            var patch = TuningPatch()
            try Self.change(parameter, in: &patch)
            #expect(patch.names == [parameter.name])
            var tuning = Tuning()
            tuning.apply(patch)
            #expect(tuning != defaults, "\(parameter.name)")
            for other in Tuning.parameters {
                let changed = other.text(in: tuning) != other.text(in: defaults)
                #expect(changed == (other.name == parameter.name), "\(parameter.name) applied, \(other.name) \(changed ? "changed" : "kept")")
            }
        }
    }

    @Test func aPatchOfEveryParameterAppliedMakesTheTuningItWasReadFrom() throws {
        var all = TuningPatch()
        var expected = Tuning()
        for parameter in Tuning.parameters {
            var one = TuningPatch()
            try Self.change(parameter, in: &one)
            expected.apply(one)
            try Self.change(parameter, in: &all)
        }
        var tuning = Tuning()
        tuning.apply(all)
        #expect(tuning == expected)
        #expect(all.names == Tuning.names, "every name, in table order")
        #expect(all[\.longPressSeconds] == Tuning().longPressSeconds + 1.5)
        #expect(all[\.reorderingEnabled] == false)
        #expect(TuningPatch()[\.longPressSeconds] == nil, "not set")
    }

    @Test func numbersAreCheckedWhenSetAndARefusedOneLeavesThePatchAsItWas() {
        var patch = TuningPatch()
        #expect(throws: TuningError(name: "longPressSeconds", message: "must be a finite number >= 0, got -1")) {
            try patch.set(\.longPressSeconds, -1)
        }
        #expect(throws: TuningError(name: "momentumStopSpeed", message: "must be > 0, got 0")) { try patch.set(\.momentumStopSpeed, 0) }
        #expect(throws: TuningError(name: "decelerationRate", message: "must be between 0 and 1 (exclusive), got 1")) {
            try patch.set(\.decelerationRate, 1)
        }
        #expect(throws: TuningError.self) { try patch.set(\.autoscrollMaxSpeed, .infinity) }
        #expect(throws: TuningError.self) { try patch.set(\.autoscrollMaxSpeed, .nan) }
        #expect(patch.isEmpty)
    }

    @Test func overridesDoNotNestAndAnEmptyOneClearsTheKindsOverrides() throws {
        var inner = TuningPatch()
        try inner.set(overrides: TuningPatch(), for: .pen)
        var patch = TuningPatch()
        #expect(throws: TuningError(name: "mouse", message: #"cannot hold "pen": overrides do not nest"#)) {
            try patch.set(overrides: inner, for: .mouse)
        }
        var mouse = TuningPatch()
        mouse.set(\.activation, .distance)
        var tuning = Tuning()
        try patch.set(overrides: mouse, for: .mouse)
        tuning.apply(patch)
        #expect(tuning.resolved(for: .mouse).activation == .distance)
        #expect(tuning.resolved(for: .touch).activation == .hold)
        var clearing = TuningPatch()
        try clearing.set(overrides: TuningPatch(), for: .mouse)
        #expect(clearing.overrides(for: .mouse) == TuningPatch(), "set, to none")
        tuning.apply(clearing)
        #expect(tuning.pointerOverrides.isEmpty)
    }

    @Test func removingNamesTakesThemOutOfOverridesTooButKeepsTheOverride() throws {
        var mouse = TuningPatch()
        try mouse.set(\.longPressSeconds, 0.2)
        var patch = TuningPatch()
        try patch.set(\.longPressSeconds, 0.3)
        patch.set(\.reorderingEnabled, false)
        try patch.set(overrides: mouse, for: .mouse)
        let kept = patch.removing(["longPressSeconds"])
        #expect(kept.names == ["reorderingEnabled", "mouse"])
        #expect(kept.overrides(for: .mouse) == TuningPatch())
        #expect(patch.removing(["longPressSeconds"], fromOverrides: false).overrides(for: .mouse) == mouse)
    }

    @Test func presetsBuildTheirPatchInTheirPlatformsUnits() throws {
        for preset in TuningPreset.allCases {
            #expect(preset.patch.names.sorted() == TuningPreset.keys.sorted(), "\(preset)")
        }
        let huge = DisplayDensity(pointsPerMillimetre: .greatestFiniteMagnitude)
        let error = #expect(throws: TuningError.self) { try TuningPreset.firefox.patch(density: huge) }
        #expect(error?.name == "allowableMovement")
        var tuning = Tuning()
        TuningPreset.firefox.apply(to: &tuning, density: huge)
        #expect(tuning == Tuning(), "a density that makes no length changes nothing")
    }
}
