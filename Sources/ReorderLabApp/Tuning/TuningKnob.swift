import ReorderKit

/// A number of the tuning a person changes live, with a key for less and a key for more (and, for
/// the first two, a slider): the range the window keeps it in and the step of one key press.
///
/// The ranges bound what the keys and sliders reach, not what a trace or a profile may hold (any
/// value a `TuningPatch` takes): a value loaded outside its range stays as it is until a key moves it
/// back toward the range.
public enum TuningKnob: String, CaseIterable, Sendable {
    /// 0.05...2 s in 0.05 s steps: 50 ms is below any platform's timeout (react-beautiful-dnd's touch
    /// sensor, the shortest, waits 120 ms) and 2 s is four times UIKit's, past which nobody holds.
    case longPressSeconds
    /// 0...60 pt in 1 pt steps: Flutter's 18 px slop is the largest platform value; 60 pt (more than
    /// a row) shows what a far too tolerant press feels like.
    case allowableMovement
    /// 0...100 pt in 2 pt steps: the engine caps the whole zone at a quarter of the viewport, so on
    /// a phone-sized window more padding than this changes nothing.
    case autoscrollZonePadding
    /// 0...3000 pt/s in 50 pt/s steps: ATS's 300 pt/s times ten, a 800 pt screen in a quarter second.
    case autoscrollMaxSpeed
    /// 0...60 pt in 1 pt steps, as the allowable movement: the desktop thresholds are 5 (dnd-kit) to
    /// 15 (Chromium's touch slop) px.
    case activationDistance
    /// 0...3 s in 0.1 s steps: Android's ItemTouchHelper ramps over 2 s, hello-pangea damps 1.2 s.
    case autoscrollRampSeconds
    /// 0...1 s in 0.05 s steps: UIKit's reordering cadence is a few tenths; a second is already slow.
    case reorderDwellSeconds
    /// 0...0.1 s in 5 ms steps: what a frame or two at 60 Hz takes; `lag` recommended 10 to 20 ms on
    /// the recordings it has scored, and 100 ms ahead overshoots any finger that turns.
    case predictionSeconds

    /// The trace name (`Tuning.parameters`).
    public var name: String { rawValue }

    public var range: ClosedRange<Double> {
        switch self {
        case .longPressSeconds: 0.05...2
        case .allowableMovement: 0...60
        case .autoscrollZonePadding: 0...100
        case .autoscrollMaxSpeed: 0...3000
        case .activationDistance: 0...60
        case .autoscrollRampSeconds: 0...3
        case .reorderDwellSeconds: 0...1
        case .predictionSeconds: 0...0.1
        }
    }

    /// What one key press adds or takes away.
    public var step: Double {
        switch self {
        case .longPressSeconds: 0.05
        case .allowableMovement: 1
        case .autoscrollZonePadding: 2
        case .autoscrollMaxSpeed: 50
        case .activationDistance: 1
        case .autoscrollRampSeconds: 0.1
        case .reorderDwellSeconds: 0.05
        case .predictionSeconds: 0.005
        }
    }

    /// The parameter's unit, from the tuning table.
    public var unit: String { parameter.unit }

    /// The row of the tuning table (`Tuning.parameters`) this knob turns: a number.
    var parameter: TuningParameter {
        guard let parameter = Tuning.parameter(named: name), case .number = parameter.kind else {
            preconditionFailure("tuning knob \(name) is not a number of Tuning.parameters")
        }
        return parameter
    }

    /// Words for the panel and the event log.
    public var label: String {
        switch self {
        case .longPressSeconds: "long press"
        case .allowableMovement: "allowable movement"
        case .autoscrollZonePadding: "autoscroll zone padding"
        case .autoscrollMaxSpeed: "autoscroll max speed"
        case .activationDistance: "activation distance"
        case .autoscrollRampSeconds: "autoscroll ramp"
        case .reorderDwellSeconds: "reorder dwell"
        case .predictionSeconds: "prediction"
        }
    }

    public func value(in tuning: Tuning) -> Double {
        guard case .number(let path, _) = parameter.kind else { return 0 }
        return tuning[keyPath: path]
    }

    /// Sets `value`, one the keys or a slider reached, in `patch`. Those stay in `range`, which every
    /// knob keeps within its parameter's rule (finite, >= 0), so the check cannot fail.
    func set(_ value: Double, in patch: inout TuningPatch) {
        do throws(TuningError) {
            try patch.set(parameter, number: value)
        } catch {
            preconditionFailure("tuning knob \(name) reached \(value), which its parameter refuses: \(error)")
        }
    }

    /// `value` moved by `steps` key presses and kept in `range`; `value` itself when that would move
    /// it the wrong way (a value loaded above the range does not jump down on "more") or not at all.
    public func stepped(_ value: Double, by steps: Int) -> Double {
        let moved = Self.tidy(min(max(value + Double(steps) * step, range.lowerBound), range.upperBound))
        if steps > 0, moved <= value { return value }
        if steps < 0, moved >= value { return value }
        return moved
    }

    /// The value at `fraction` (0 at the left end of a slider, 1 at the right), on the step grid.
    public func value(atFraction fraction: Double) -> Double {
        let f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let raw = range.lowerBound + f * (range.upperBound - range.lowerBound)
        let snapped = range.lowerBound + ((raw - range.lowerBound) / step).rounded() * step
        return Self.tidy(min(max(snapped, range.lowerBound), range.upperBound))
    }

    /// Where `value` sits on a slider, 0...1 (clamped: a value outside the range pins the thumb).
    public func fraction(of value: Double) -> Double {
        let span = range.upperBound - range.lowerBound
        guard span > 0, value.isFinite else { return 0 }
        return min(max((value - range.lowerBound) / span, 0), 1)
    }

    /// The value for people: "0.45 s", "10 pt", "300 pt/s".
    public func text(_ value: Double) -> String {
        "\(HUDFormat.short(value)) \(unit)"
    }

    /// Rounded to nine decimals, so steps of 0.05 land on 0.45 and not on 0.45000000000000007, and a
    /// profile written after ten presses reads as typed.
    static func tidy(_ value: Double) -> Double {
        (value * 1e9).rounded() / 1e9
    }
}

/// A tuning parameter with a few named values that a key cycles through.
public enum TuningChoice: String, CaseIterable, Sendable {
    case autoscrollCurve, reorderStrategy, dragStyle, reorderMode, crossSection, panStart, activation, autoscrollRampCurve,
         predictionModel

    public var name: String { rawValue }

    /// The row of the tuning table (`Tuning.parameters`) this button cycles: a choice.
    var parameter: TuningParameter {
        guard let parameter = Tuning.parameter(named: name), case .choice = parameter.kind else {
            preconditionFailure("tuning choice \(name) is not a choice of Tuning.parameters")
        }
        return parameter
    }

    /// The choices in order.
    public var values: [String] { parameter.choices }

    public func value(in tuning: Tuning) -> String {
        parameter.choice(in: tuning) ?? ""
    }

    /// Sets `value`, one of `values`, in `patch`.
    func set(_ value: String, in patch: inout TuningPatch) {
        do throws(TuningError) {
            try patch.set(parameter, choice: value)
        } catch {
            preconditionFailure("tuning choice \(name) cycled to \(value), which is not one of its values: \(error)")
        }
    }

    /// The value `steps` places on from the current one, wrapping around.
    public func cycled(in tuning: Tuning, by steps: Int) -> String {
        let values = values
        let index = values.firstIndex(of: value(in: tuning)) ?? 0
        let count = values.count
        return values[(((index + steps) % count) + count) % count]
    }

    /// Short words for the panel's buttons and the event log.
    public var label: String {
        switch self {
        case .autoscrollCurve: "curve"
        case .reorderStrategy: "strategy"
        case .dragStyle: "style"
        case .reorderMode: "mode"
        case .crossSection: "across sections"
        case .panStart: "pan start"
        case .activation: "lift by"
        case .autoscrollRampCurve: "ramp curve"
        case .predictionModel: "prediction model"
        }
    }
}
