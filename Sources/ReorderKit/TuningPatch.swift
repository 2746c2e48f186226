import ReorderText

/// Some of the tuning's parameters, each checked when it was set: what a live `tuning` input, a
/// preset, a pointer kind's overrides and the window's tuning panel change. Applying one to a
/// `Tuning` cannot fail (`Tuning.apply(_:)`).
///
/// Its values are kept in a `Tuning` beside which rows of `Tuning.parameters` are set, so that a
/// new parameter is still a stored property of `Tuning` and one row of the table, and nothing here.
/// Read a value typed with its key path: `patch[\.longPressSeconds]` is a `Double?`. The trace
/// format's names and JSON values are `ReorderTrace`'s (`TuningPatch(json:)`, `jsonObject`).
public struct TuningPatch: Equatable, Sendable {
    /// The values of the parameters set; every other property stays `Tuning()`'s, so that two
    /// patches that set the same values are equal.
    public private(set) var values = Tuning()
    /// Indices into `Tuning.parameters` of the parameters this patch sets.
    private var setRows: Set<Int> = []

    public init() {}

    public var isEmpty: Bool { setRows.isEmpty }

    /// The parameters set, in table order.
    public var parameters: [TuningParameter] { setRows.sorted().map { Tuning.parameters[$0] } }

    /// The names set, in table order.
    public var names: [String] { parameters.map(\.name) }

    /// The value this patch sets at `path`, nil when it does not set it (or `path` is no parameter).
    public subscript<Value>(_ path: KeyPath<Tuning, Value>) -> Value? {
        guard let row = Tuning.row(of: path), setRows.contains(row) else { return nil }
        return values[keyPath: path]
    }

    /// The overrides this patch sets for a pointer kind; an empty patch clears them. Nil: left as they are.
    public func overrides(for kind: PointerKind) -> TuningPatch? {
        guard let row = Tuning.row(named: kind.rawValue), setRows.contains(row) else { return nil }
        return values.pointerOverrides[kind] ?? TuningPatch()
    }

    // MARK: Setting, with the checks of each parameter's kind (`TuningError` names the parameter)

    /// Sets a number, if it is finite, >= 0 and within the parameter's rule.
    public mutating func set(_ parameter: TuningParameter, number n: Double) throws(TuningError) {
        guard case .number(let path, let rule) = parameter.kind else { preconditionFailure("\(parameter.name) is not a number") }
        guard n.isFinite, n >= 0 else { throw parameter.problem("must be a finite number >= 0, got \(n.formatted)") }
        switch rule {
        case .atLeastZero: break
        case .aboveZero: guard n > 0 else { throw parameter.problem("must be > 0, got 0") }
        case .betweenZeroAndOne:
            guard n > 0, n < 1 else { throw parameter.problem("must be between 0 and 1 (exclusive), got \(n.formatted)") }
        }
        values[keyPath: path] = n
        mark(parameter)
    }

    public mutating func set(_ parameter: TuningParameter, flag: Bool) {
        guard case .flag(let path) = parameter.kind else { preconditionFailure("\(parameter.name) is not a switch") }
        values[keyPath: path] = flag
        mark(parameter)
    }

    /// Sets a choice by its name, if it is one of `parameter.choices`.
    public mutating func set(_ parameter: TuningParameter, choice name: String) throws(TuningError) {
        guard case .choice(let choice) = parameter.kind else { preconditionFailure("\(parameter.name) is not a choice") }
        guard choice.set(&values, name) else {
            throw parameter.problem("must be one of \(parameter.choices.joined(separator: ", ")), got \(name.quotedForMessage)")
        }
        mark(parameter)
    }

    /// Sets `inputFilters`; each filter was checked when it was made.
    public mutating func set(_ parameter: TuningParameter, filters: [InputFilter]) {
        guard case .filters = parameter.kind else { preconditionFailure("\(parameter.name) is not the filters") }
        values.inputFilters = filters
        mark(parameter)
    }

    /// Sets a pointer kind's overrides (`mouse`, `pen`): what applies over the top level while that
    /// kind drives. Overrides do not nest.
    public mutating func set(_ parameter: TuningParameter, overrides: TuningPatch) throws(TuningError) {
        guard case .overrides(let kind) = parameter.kind else { preconditionFailure("\(parameter.name) is not overrides") }
        if let nested = overrides.parameters.first(where: { if case .overrides = $0.kind { true } else { false } }) {
            throw parameter.problem("cannot hold \(nested.name.quotedForMessage): overrides do not nest")
        }
        values.pointerOverrides[kind] = overrides.isEmpty ? nil : overrides
        mark(parameter)
    }

    // MARK: Setting typed values by key path: `try patch.set(\.longPressSeconds, 0.4)`

    public mutating func set(_ path: WritableKeyPath<Tuning, Double>, _ n: Double) throws(TuningError) {
        try set(Self.parameter(at: path), number: n)
    }

    public mutating func set(_ path: WritableKeyPath<Tuning, Bool>, _ flag: Bool) {
        set(Self.parameter(at: path), flag: flag)
    }

    public mutating func set<Choice: RawRepresentable & CaseIterable>(_ path: WritableKeyPath<Tuning, Choice>, _ choice: Choice)
    where Choice.RawValue == String {
        values[keyPath: path] = choice
        mark(Self.parameter(at: path))
    }

    /// Sets a pointer kind's overrides (an empty patch clears them).
    public mutating func set(overrides: TuningPatch, for kind: PointerKind) throws(TuningError) {
        try set(Tuning.parameter(named: kind.rawValue)!, overrides: overrides)
    }

    private static func parameter(at path: AnyKeyPath) -> TuningParameter {
        guard let row = Tuning.row(of: path) else { preconditionFailure("\(path) is no parameter of Tuning.parameters") }
        return Tuning.parameters[row]
    }

    /// This patch without the parameters of `names`, and, with `fromOverrides`, without them in
    /// its overrides too (overrides left empty stay set: they still clear the kind's overrides).
    public func removing(_ names: Set<String>, fromOverrides: Bool = true) -> TuningPatch {
        var kept = TuningPatch()
        for parameter in parameters where !names.contains(parameter.name) {
            parameter.copy(values, &kept.values)
            kept.mark(parameter)
            if fromOverrides, case .overrides(let kind) = parameter.kind, let inner = values.pointerOverrides[kind] {
                let left = inner.removing(names)
                kept.values.pointerOverrides[kind] = left.isEmpty ? nil : left
            }
        }
        return kept
    }

    private mutating func mark(_ parameter: TuningParameter) {
        setRows.insert(Tuning.row(named: parameter.name)!)
    }

    /// Sets every parameter of this patch in `tuning`.
    fileprivate func apply(to tuning: inout Tuning) {
        for row in setRows.sorted() { Tuning.parameters[row].copy(values, &tuning) }
    }
}

extension Tuning {
    /// Sets every parameter `patch` sets; the others keep their values. Checked when the patch was
    /// made, so it cannot fail.
    public mutating func apply(_ patch: TuningPatch) {
        patch.apply(to: &self)
    }
}
