import ReorderKit
import ReorderText

/// A live input filter as the trace format writes it, in a `tuning` object's `inputFilters` array
/// (the filters themselves are the engine's: `InputFilters.swift`).
extension InputFilter {
    /// `{"module":"median","depth":5}`, `{"module":"iir","N":8,"D":10}`, `{"module":"skip","nhead":1,"ntail":1}`.
    public var jsonObject: JSONValue {
        var object: [String: JSONValue] = ["module": .string(module.rawValue)]
        for parameter in Self.parameters(of: module) { object[parameter.key] = .number(self[keyPath: parameter.path]) }
        return .object(object)
    }

    /// One filter from its trace object, or what is wrong with it.
    public init(json: JSONValue) throws(InputFilterError) {
        guard case .object(let values) = json else { throw InputFilterError("each filter must be an object, got \(json.typeName)") }
        guard case .string(let name)? = values["module"] else {
            throw InputFilterError("a filter's \"module\" must be one of \(Module.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.init(module: try Self.module(named: name))
        let parameters = Self.parameters(of: module)
        for key in values.keys.sorted() where key != "module" {
            guard let parameter = parameters.first(where: { $0.key == key }) else { throw InputFilterError("\(name) has no parameter \(key.quotedForMessage)") }
            guard case .number(let x) = values[key]!, x.isFinite else {
                throw InputFilterError("\(name) \(key) must be a finite number, got \(values[key]!.typeName)")
            }
            if let range = parameter.range {
                guard range.contains(x), !parameter.isWhole || x == x.rounded() else {
                    throw InputFilterError("\(name) \(key) must be \(parameter.isWhole ? "a whole number" : "a number") from "
                                           + "\(range.lowerBound.formatted) to \(range.upperBound.formatted), got \(x.formatted)")
                }
            }
            self[keyPath: parameter.path] = x
        }
        if module == .iir {
            guard d > 0, d <= 1000, n >= 0, n < d else { throw InputFilterError("iir needs 0 <= N < D <= 1000, got N \(n.formatted), D \(d.formatted)") }
        }
    }
}

