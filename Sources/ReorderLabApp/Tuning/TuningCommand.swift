import ReorderKit

/// A change to the tuning a person asks for with a key or a panel button. It says what to change,
/// not the new value: that depends on the tuning in force, which only the window knows
/// (`change(from:lastPreset:)` works it out, without SDL).
public enum TuningCommand: Equatable, Sendable {
    /// `steps` key presses up (positive) or down.
    case step(TuningKnob, by: Int)
    /// The next (`by: 1`) or previous (`by: -1`) named value.
    case cycle(TuningChoice, by: Int)
    /// The next or previous preset's long press and allowable movement.
    case preset(by: Int)
    /// A switch of the tuning turned over: on if off, off if on.
    case toggle(TuningSwitch)
}

/// What a tuning command comes to: the values to feed the engine as one `tuning` input (empty when
/// nothing changes, e.g. at the end of a range), and a short line for the HUD's event log.
public struct TuningChange: Equatable, Sendable {
    public var values: TuningPatch
    public var note: String
    /// The preset applied, for `preset` commands.
    public var preset: TuningPreset?

    public init(values: TuningPatch, note: String, preset: TuningPreset? = nil) {
        self.values = values
        self.note = note
        self.preset = preset
    }
}

extension TuningCommand {
    /// The change this command makes to `tuning`. `lastPreset` is the preset applied last, so that
    /// `p` goes on from it after its values were nudged (then no preset matches the tuning).
    public func change(from tuning: Tuning, lastPreset: TuningPreset? = nil) -> TuningChange {
        switch self {
        case let .step(knob, steps):
            let old = knob.value(in: tuning)
            let new = knob.stepped(old, by: steps)
            guard new != old else {
                let range = knob.range
                let reason = if !range.contains(old) {
                    "\(knob.text(old)), outside \(knob.text(range.lowerBound))...\(knob.text(range.upperBound))"
                } else {
                    steps > 0 ? "at its maximum, \(knob.text(range.upperBound))" : "at its minimum, \(knob.text(range.lowerBound))"
                }
                return TuningChange(values: TuningPatch(), note: "\(knob.label) \(reason)")
            }
            var values = TuningPatch()
            knob.set(new, in: &values)
            return TuningChange(values: values, note: "\(knob.label) \(knob.text(new))")
        case let .cycle(choice, steps):
            let new = choice.cycled(in: tuning, by: steps)
            var values = TuningPatch()
            choice.set(new, in: &values)
            return TuningChange(values: values, note: "\(choice.label) \(new)")
        case let .preset(steps):
            let preset = TuningPreset.cycled(from: TuningPreset.matching(tuning) ?? lastPreset, by: steps)
            let (seconds, points) = preset.values
            return TuningChange(values: preset.patch, note: "preset \(preset.rawValue): \(HUDFormat.short(seconds)) s, \(HUDFormat.short(points)) pt",
                                preset: preset)
        case let .toggle(flag):
            let new = !tuning[keyPath: flag.path]
            var values = TuningPatch()
            values.set(flag.path, new)
            return TuningChange(values: values, note: "\(flag.label) \(new ? "on" : "off")")
        }
    }
}

extension TuningPreset {
    /// `steps` presets on from `current`, wrapping; from none, forward starts at the first and
    /// backward at the last.
    public static func cycled(from current: TuningPreset?, by steps: Int) -> TuningPreset {
        let all = allCases
        guard let current, let index = all.firstIndex(of: current) else { return steps >= 0 ? all[all.startIndex] : all[all.index(before: all.endIndex)] }
        let count = all.count
        return all[(((index + steps) % count) + count) % count]
    }
}
