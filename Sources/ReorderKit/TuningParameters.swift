import ReorderText

/// The one table of tuning parameters: `TuningPatch`, `Tuning.names`, the trace format's reader and
/// writers (ReorderTrace's `Tuning+JSON.swift`), the window's tuning panel and the table in
/// docs/trace-format.md (`Tuning.markdownTable`) all read it. A new
/// parameter is a stored property of `Tuning` (its doc comment gives the unit and the source of
/// its default) and one row here.
extension Tuning {
    public static let parameters: [TuningParameter] = [
        .number("longPressSeconds", \.longPressSeconds, unit: "s", why: "UIKit, Flutter (Android 0.4)"),
        .number("allowableMovement", \.allowableMovement, unit: "pt", why: "UIKit (ATS 5, Android 8 dp, Flutter 18 px)"),
        .flag("reorderingEnabled", \.reorderingEnabled, why: "ATS `setReorderingEnabled:`"),
        .choice("reorderStrategy", \.reorderStrategy, why: "see above"),
        .number("reorderHysteresis", \.reorderHysteresis, unit: "pt", why: "absorbs 1-2 pt touch jitter"),
        .number("shuffleAnimationSeconds", \.shuffleAnimationSeconds, unit: "s", why: "DH, RT"),
        .number("liftAnimationSeconds", \.liftAnimationSeconds, unit: "s", why: "ATS"),
        .number("dropAnimationSeconds", \.dropAnimationSeconds, unit: "s", why: "ATS, ease-out"),
        .number("autoscrollZonePadding", \.autoscrollZonePadding, unit: "pt", why: "ATS"),
        .number("autoscrollMaxSpeed", \.autoscrollMaxSpeed, unit: "pt/s", why: "ATS 5 pt x 60 Hz"),
        .choice("autoscrollCurve", \.autoscrollCurve, why: "ATS (`constant`: SortableJS, Kirigami)"),
        .number("autoscrollRampSeconds", \.autoscrollRampSeconds, unit: "s",
                why: "ATS: none; Android ItemTouchHelper 2 s, hello-pangea 1.2 s"),
        .choice("autoscrollRampCurve", \.autoscrollRampCurve, why: "Android `quintic`, hello-pangea `quadratic`"),
        .number("reorderDwellSeconds", \.reorderDwellSeconds, unit: "s", why: "UIKit's reordering cadence; 0: at once"),
        .choice("panStart", \.panStart, why: "Android, Flutter `slop`: no jump when a pan starts; `down`: jumps by the slop"),
        .choice("activation", \.activation, why: "`hold` (long press); `distance`: GTK, Qt, GNOME Shell's mouse, dnd-kit"),
        .number("activationDistance", \.activationDistance, unit: "pt", why: "GTK `gtk-dnd-drag-threshold`, GNOME Shell 8 px"),
        .number("flickMinimumSpeed", \.flickMinimumSpeed, unit: "pt/s",
                why: "below it, or after moving no more than `allowableMovement` in the last 100 ms, a pan ends without coasting"),
        .number("flickMaximumSpeed", \.flickMaximumSpeed, unit: "pt/s",
                why: "Android's maximum fling velocity (8000 dp/s); keeps absurd input finite"),
        .number("decelerationRate", \.decelerationRate, unit: "per ms", rule: .betweenZeroAndOne, why: "UIScrollView `.normal`"),
        .number("momentumStopSpeed", \.momentumStopSpeed, unit: "pt/s", rule: .aboveZero, why: "coasting ends below it"),
        .number("keyScrollStep", \.keyScrollStep, unit: "pt", why: "up/down keys"),
        .choice("dragStyle", \.dragStyle, why: "look of the imposter (`ats`, `lifted`, `collection`), for the window"),
        .choice("crossSection", \.crossSection, why: "sections: RT moves a row into another section, DH swaps (sizes never change), `none` keeps it in its own"),
        .choice("reorderMode", \.reorderMode, why: "DH, RT: the blank travels (`insert`); SortableJS, dnd-kit: `swap` with the target"),
        .flag("keyboardReorder", \.keyboardReorder, why: "react-beautiful-dnd, dnd-kit: focus, space lifts, arrows move, space drops"),
        .flag("tapToMove", \.tapToMove, why: "WCAG 2.5.7: tap to pick a row, tap to place it"),
        .filters(why: "tslib's median, iir, dejitter, lowpass, debounce and skip on pointer positions (`[{\"module\":\"median\",\"depth\":5}]`); none by default"),
        .overrides(.mouse, why: "tuning names for the mouse (`{\"activation\":\"distance\"}`): GNOME Shell, dnd-kit"),
        .overrides(.pen, why: "tuning names for a pen"),
        .number("predictionSeconds", \.predictionSeconds, unit: "s",
                why: "the window draws the imposter and panned content this far ahead of the finger (`lag` scores it); 0: off. Never read by the engine"),
        .choice("predictionModel", \.predictionModel, why: "how the finger is extrapolated: `linear` (the release velocity's estimate); `kalman` (a constant-acceleration Kalman filter's velocity and acceleration). `lag --prediction-model linear,kalman` scores both"),
    ]

    private static let parameterIndex: [String: Int] =
        Dictionary(uniqueKeysWithValues: parameters.enumerated().map { ($0.element.name, $0.offset) })

    /// The parameter of that trace name, nil for a name not known.
    public static func parameter(named name: String) -> TuningParameter? {
        parameterIndex[name].map { parameters[$0] }
    }

    /// The index in `parameters` of the parameter of that name.
    static func row(named name: String) -> Int? { parameterIndex[name] }

    /// The index in `parameters` of the parameter kept at `path`. A search: a key path is no
    /// `Sendable` dictionary key, and no hot path looks one up (applying a patch goes by row).
    static func row(of path: AnyKeyPath) -> Int? { parameters.firstIndex { row in row.path.map { $0 as AnyKeyPath == path } ?? false } }

    /// docs/trace-format.md's table of parameters ("Tuning values"): name, a new session's default, the
    /// format's default (what a file that does not name it means: `formatDefault(for:)`), unit and why,
    /// one row each in table order.
    public static var markdownTable: String {
        let defaults = Tuning(), formatDefaults = formatDefault(for: .list)
        var lines = ["| name | default | format default | unit | why |", "| --- | --- | --- | --- | --- |"]
        for parameter in parameters {
            let cells = ["`\(parameter.name)`", parameter.text(in: defaults), parameter.text(in: formatDefaults), parameter.unit, parameter.why]
            lines.append("|" + cells.map { $0.isEmpty ? " " : " \($0) " }.joined(separator: "|") + "|")
        }
        return lines.joined(separator: "\n")
    }
}

/// One tuning parameter: its trace name, unit, a line on where its default comes from, where it is
/// kept in `Tuning` and which values it takes.
public struct TuningParameter: Sendable {
    public let name: String
    /// `s`, `pt`, `pt/s`, `per ms`; empty for a switch or a choice.
    public let unit: String
    /// The source of the default, or what the parameter is for, in a few words.
    public let why: String
    public let kind: Kind
    /// A choice's names, in order; empty for a number or a switch. Kept here rather than in the
    /// `.choice` payload: Swift stores an enum's case in the spare bits of its payload's pointer,
    /// which LeakSanitizer cannot follow, so this static table's arrays were reported as leaks by
    /// every fuzz target and the ASan test run (reproduced in a ten-line program).
    public let choices: [String]
    /// Where the value is kept in `Tuning`; nil for a pointer kind's overrides (kept in `pointerOverrides`).
    let path: (AnyKeyPath & Sendable)?
    /// Copies this parameter's value from the first tuning into the second (`TuningPatch` applied).
    let copy: @Sendable (Tuning, inout Tuning) -> Void

    public enum Kind: Sendable {
        case number(WritableKeyPath<Tuning, Double> & Sendable, NumberRule)
        case flag(WritableKeyPath<Tuning, Bool> & Sendable)
        /// How to read and write the choice (its names are `choices`).
        case choice(Choice)
        /// The tuning names that apply instead of the top level's for one pointer kind (an object).
        case overrides(PointerKind)
        /// `inputFilters`: an array of filter objects.
        case filters
    }

    /// The values a number takes: always finite and >= 0, and for some more.
    public enum NumberRule: Sendable {
        case atLeastZero
        /// > 0 (a stop speed of 0 would never stop).
        case aboveZero
        /// Strictly between 0 and 1 (a fraction kept per millisecond).
        case betweenZeroAndOne
    }

    public struct Choice: Sendable {
        let get: @Sendable (Tuning) -> String
        /// False for a name not among `choices`.
        let set: @Sendable (inout Tuning, String) -> Bool
    }

    static func number(_ name: String, _ path: WritableKeyPath<Tuning, Double> & Sendable, unit: String,
                       rule: NumberRule = .atLeastZero, why: String) -> TuningParameter {
        TuningParameter(name: name, unit: unit, why: why, kind: .number(path, rule), choices: [], path: path,
                        copy: { $1[keyPath: path] = $0[keyPath: path] })
    }

    static func flag(_ name: String, _ path: WritableKeyPath<Tuning, Bool> & Sendable, why: String) -> TuningParameter {
        TuningParameter(name: name, unit: "", why: why, kind: .flag(path), choices: [], path: path,
                        copy: { $1[keyPath: path] = $0[keyPath: path] })
    }

    static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Tuning, T> & Sendable, why: String
    ) -> TuningParameter where T.RawValue == String {
        let choice = Choice(get: { $0[keyPath: path].rawValue }, set: { tuning, text in
            guard let value = T(rawValue: text) else { return false }
            tuning[keyPath: path] = value
            return true
        })
        return TuningParameter(name: name, unit: "", why: why, kind: .choice(choice), choices: T.allCases.map(\.rawValue), path: path,
                               copy: { $1[keyPath: path] = $0[keyPath: path] })
    }

    static func filters(why: String) -> TuningParameter {
        TuningParameter(name: "inputFilters", unit: "", why: why, kind: .filters, choices: [], path: \Tuning.inputFilters,
                        copy: { $1.inputFilters = $0.inputFilters })
    }

    static func overrides(_ pointer: PointerKind, why: String) -> TuningParameter {
        TuningParameter(name: pointer.rawValue, unit: "", why: why, kind: .overrides(pointer), choices: [], path: nil,
                        copy: { $1.pointerOverrides[pointer] = $0.pointerOverrides[pointer] })
    }

    /// A choice's name in `tuning`; nil for a parameter that is not a choice.
    public func choice(in tuning: Tuning) -> String? {
        guard case .choice(let choice) = kind else { return nil }
        return choice.get(tuning)
    }

    /// The value in `tuning` for people: `0.5`, `true`, `` `linear` ``.
    public func text(in tuning: Tuning) -> String {
        switch kind {
        case .number(let path, _): tuning[keyPath: path].formatted
        case .flag(let path): "\(tuning[keyPath: path])"
        case .choice(let choice): "`\(choice.get(tuning))`"
        case .filters:
            tuning.inputFilters.isEmpty ? "none" : tuning.inputFilters.map { "`\($0.module.rawValue)`" }.joined(separator: ", ")
        case .overrides(let pointer):
            (tuning.pointerOverrides[pointer]?.names ?? []).isEmpty ? "none"
                : (tuning.pointerOverrides[pointer]?.names ?? []).sorted().map { "`\($0)`" }.joined(separator: ", ")
        }
    }

    /// An error about this parameter's value: "tuning NAME MESSAGE".
    public func problem(_ message: String) -> TuningError { TuningError(name: name, message: message) }
}
