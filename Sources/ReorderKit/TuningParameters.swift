/// The one table of tuning parameters: `Tuning.set`, `Tuning.names`, `Tuning.jsonObject`, the
/// window's tuning panel and the table in docs/trace-format.md (`Tuning.markdownTable`) all read it. A new
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
        .filters(why: "tslib's median, iir, dejitter, lowpass, debounce and skip on pointer positions (`[{\"module\":\"median\",\"depth\":5}]`); none by default"),
        .overrides(.mouse, why: "tuning names for the mouse (`{\"activation\":\"distance\"}`): GNOME Shell, dnd-kit"),
        .overrides(.pen, why: "tuning names for a pen"),
    ]

    private static let parameterIndex: [String: Int] =
        Dictionary(uniqueKeysWithValues: parameters.enumerated().map { ($0.element.name, $0.offset) })

    /// The parameter of that trace name, nil for a name not known.
    public static func parameter(named name: String) -> TuningParameter? {
        parameterIndex[name].map { parameters[$0] }
    }

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
        TuningParameter(name: name, unit: unit, why: why, kind: .number(path, rule), choices: [])
    }

    static func flag(_ name: String, _ path: WritableKeyPath<Tuning, Bool> & Sendable, why: String) -> TuningParameter {
        TuningParameter(name: name, unit: "", why: why, kind: .flag(path), choices: [])
    }

    static func choice<T: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Tuning, T> & Sendable, why: String
    ) -> TuningParameter where T.RawValue == String {
        let choice = Choice(get: { $0[keyPath: path].rawValue }, set: { tuning, text in
            guard let value = T(rawValue: text) else { return false }
            tuning[keyPath: path] = value
            return true
        })
        return TuningParameter(name: name, unit: "", why: why, kind: .choice(choice), choices: T.allCases.map(\.rawValue))
    }

    static func filters(why: String) -> TuningParameter {
        TuningParameter(name: "inputFilters", unit: "", why: why, kind: .filters, choices: [])
    }

    static func overrides(_ pointer: PointerKind, why: String) -> TuningParameter {
        TuningParameter(name: pointer.rawValue, unit: "", why: why, kind: .overrides(pointer), choices: [])
    }

    /// The value in `tuning`, as a trace writes it.
    public func value(in tuning: Tuning) -> JSONValue {
        switch kind {
        case .number(let path, _): .number(tuning[keyPath: path])
        case .flag(let path): .bool(tuning[keyPath: path])
        case .choice(let choice): .string(choice.get(tuning))
        case .overrides(let pointer): .object(tuning.pointerOverrides[pointer] ?? [:])
        case .filters: .array(tuning.inputFilters.map(\.jsonObject))
        }
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
            (tuning.pointerOverrides[pointer] ?? [:]).isEmpty ? "none"
                : (tuning.pointerOverrides[pointer] ?? [:]).keys.sorted().map { "`\($0)`" }.joined(separator: ", ")
        }
    }

    /// Sets the parameter in `tuning` from its trace value, or says what is wrong with the value.
    public func set(_ value: JSONValue, in tuning: inout Tuning) throws(TuningError) {
        switch kind {
        case .number(let path, let rule):
            guard case .number(let n) = value else { throw problem("must be a number, got \(value.typeName)") }
            guard n.isFinite, n >= 0 else { throw problem("must be a finite number >= 0, got \(n.formatted)") }
            switch rule {
            case .atLeastZero: break
            case .aboveZero: guard n > 0 else { throw problem("must be > 0, got 0") }
            case .betweenZeroAndOne:
                guard n > 0, n < 1 else { throw problem("must be between 0 and 1 (exclusive), got \(n.formatted)") }
            }
            tuning[keyPath: path] = n
        case .flag(let path):
            guard case .bool(let b) = value else { throw problem("must be a boolean, got \(value.typeName)") }
            tuning[keyPath: path] = b
        case .choice(let choice):
            guard case .string(let s) = value else { throw problem("must be a string, got \(value.typeName)") }
            guard choice.set(&tuning, s) else {
                throw problem("must be one of \(choices.joined(separator: ", ")), got \(s.quotedForMessage)")
            }
        case .filters:
            guard case .array(let items) = value else { throw problem("must be an array of filters, got \(value.typeName)") }
            var filters: [InputFilter] = []
            for item in items {
                do throws(InputFilterError) {
                    filters.append(try InputFilter(json: item))
                } catch {
                    throw problem(error.message)
                }
            }
            tuning.inputFilters = filters
        case .overrides(let pointer):
            guard case .object(let values) = value else { throw problem("must be an object of tuning names, got \(value.typeName)") }
            // Each value checked as the top level would check it; no overrides within overrides.
            var scratch = Tuning()
            for key in values.keys.sorted() {
                guard let inner = Tuning.parameter(named: key) else { throw problem("names \(key.quotedForMessage), which is not a tuning name") }
                if case .overrides = inner.kind { throw problem("cannot hold \(key.quotedForMessage): overrides do not nest") }
                do throws(TuningError) {
                    try inner.set(values[key]!, in: &scratch)
                } catch {
                    throw problem("\(error.description)")
                }
            }
            tuning.pointerOverrides[pointer] = values.isEmpty ? nil : values
        }
    }

    private func problem(_ message: String) -> TuningError { TuningError(name: name, message: message) }
}
