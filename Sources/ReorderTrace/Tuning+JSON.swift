import ReorderKit
import ReorderText

/// The JSON side of the tuning table (`Tuning.parameters`): how a trace's `tuning` object, a live
/// `{"type":"tuning","set":{...}}`, a list file, a profile or a study names and writes each value.
/// The engine only takes checked values (`TuningPatch`, `Tuning`); they are read here, once.
extension TuningPatch {
    /// A `tuning` object read: every known name checked in name order (so the first problem
    /// reported does not depend on the order the file gives them); the names not known are added
    /// to `unknown`, in name order (newer files must still replay: the reader warns about them).
    public init(json values: [String: JSONValue], unknown: inout [String]) throws(TuningError) {
        self.init()
        for name in values.keys.sorted() {
            guard let parameter = Tuning.parameter(named: name) else {
                unknown.append(name)
                continue
            }
            try parameter.read(values[name]!, into: &self)
        }
    }

    /// A `tuning` object read, names not known ignored.
    public init(json values: [String: JSONValue]) throws(TuningError) {
        var unknown: [String] = []
        try self.init(json: values, unknown: &unknown)
    }

    /// The parameters set, as a trace's `tuning` object (what a live `tuning` line writes).
    public var jsonObject: [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: parameters.map { ($0.name, $0.value(in: values)) })
    }
}

extension TuningParameter {
    /// The value in `tuning`, as a trace writes it.
    public func value(in tuning: Tuning) -> JSONValue {
        switch kind {
        case .number(let path, _): .number(tuning[keyPath: path])
        case .flag(let path): .bool(tuning[keyPath: path])
        case .choice: .string(choice(in: tuning) ?? "")
        case .overrides(let pointer): .object(tuning.pointerOverrides[pointer]?.jsonObject ?? [:])
        case .filters: .array(tuning.inputFilters.map(\.jsonObject))
        }
    }

    /// Sets the parameter in `tuning` from its trace value, or says what is wrong with the value.
    public func set(_ value: JSONValue, in tuning: inout Tuning) throws(TuningError) {
        var patch = TuningPatch()
        try read(value, into: &patch)
        tuning.apply(patch)
    }

    /// Sets the parameter in `patch` from its trace value, or says what is wrong with the value: its
    /// JSON type here, its range in `TuningPatch`.
    public func read(_ value: JSONValue, into patch: inout TuningPatch) throws(TuningError) {
        switch kind {
        case .number:
            guard case .number(let n) = value else { throw problem("must be a number, got \(value.typeName)") }
            try patch.set(self, number: n)
        case .flag:
            guard case .bool(let b) = value else { throw problem("must be a boolean, got \(value.typeName)") }
            patch.set(self, flag: b)
        case .choice:
            guard case .string(let s) = value else { throw problem("must be a string, got \(value.typeName)") }
            try patch.set(self, choice: s)
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
            patch.set(self, filters: filters)
        case .overrides:
            guard case .object(let values) = value else { throw problem("must be an object of tuning names, got \(value.typeName)") }
            // Each value checked as the top level would check it; no overrides within overrides.
            var overrides = TuningPatch()
            for key in values.keys.sorted() {
                guard let inner = Tuning.parameter(named: key) else { throw problem("names \(key.quotedForMessage), which is not a tuning name") }
                if case .overrides = inner.kind { throw problem("cannot hold \(key.quotedForMessage): overrides do not nest") }
                do throws(TuningError) {
                    try inner.read(values[key]!, into: &overrides)
                } catch {
                    throw problem(error.description)
                }
            }
            try patch.set(self, overrides: overrides)
        }
    }
}

extension Tuning {
    /// Every parameter as a trace `tuning` object: writers write the whole tuning.
    public var jsonObject: [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: Self.parameters.map { ($0.name, $0.value(in: self)) })
    }

    /// Sets one parameter from its trace value. Unknown names are not an error (newer files must
    /// still replay): the result says whether the name was known.
    @discardableResult
    public mutating func set(_ name: String, _ value: JSONValue) throws(TuningError) -> Bool {
        var unknown: [String] = []
        apply(try TuningPatch(json: [name: value], unknown: &unknown))
        return unknown.isEmpty
    }

    /// Applies every entry of a `tuning` object, or none when one is wrong; the names not known are
    /// returned (for a warning).
    public mutating func apply(_ values: [String: JSONValue]) throws(TuningError) -> [String] {
        var unknown: [String] = []
        apply(try TuningPatch(json: values, unknown: &unknown))
        return unknown
    }
}

extension TuningPreset {
    /// The preset's values as a trace `tuning` object (a live `{"type":"tuning","set":...}` line):
    /// every name of `keys`, lengths in points on a display of `density`.
    public func jsonObject(density: DisplayDensity) throws(TuningError) -> [String: JSONValue] {
        try patch(density: density).jsonObject
    }

    /// The preset's values at the assumed density, as a trace `tuning` object.
    public var jsonObject: [String: JSONValue] { patch.jsonObject }
}
