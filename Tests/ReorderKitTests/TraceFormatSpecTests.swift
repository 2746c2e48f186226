import Foundation
import ReorderText
import Testing
@testable import ReorderKit
import ReorderTrace

/// docs/trace-format.md is the format's specification: its tables of what each tuning name and each
/// input filter parameter may be are the ones the code enforces (`TuningParameter.set`,
/// `InputFilter.init(json:)`). A change to a rule, a choice, a filter or a default fails here and
/// prints the table to paste.
@Suite struct TraceFormatSpecTests {
    static let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/trace-format.md")

    /// The first table after the line `heading` in the specification, as it stands in the file.
    static func table(after heading: String) throws -> String {
        let text = try String(contentsOf: spec, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == heading }) else { return "" }
        return lines[start...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.joined(separator: "\n")
    }

    /// What a value of each tuning name may be, one row per name in the table's order.
    static var valuesTable: String {
        var lines = ["| name | a value is |", "| --- | --- |"]
        for parameter in Tuning.parameters {
            let values: String
            switch parameter.kind {
            case .number(_, .atLeastZero): values = "a finite number >= 0"
            case .number(_, .aboveZero): values = "a finite number > 0"
            case .number(_, .betweenZeroAndOne): values = "a number between 0 and 1, both excluded"
            case .flag: values = "`true` or `false`"
            case .choice: values = "one of " + parameter.choices.map { "`\($0)`" }.joined(separator: ", ")
            case .filters: values = "an array of filter objects, run in order (see Input filters)"
            case .overrides: values = "an object of tuning names and values, `mouse` and `pen` excepted"
            }
            lines.append("| `\(parameter.name)` | \(values) |")
        }
        return lines.joined(separator: "\n")
    }

    /// Each input filter module's keys, their defaults and the values they take.
    static var filtersTable: String {
        var lines = ["| module | key | default | a value is |", "| --- | --- | --- | --- |"]
        for module in InputFilter.Module.allCases {
            let filter = InputFilter(module: module)
            for parameter in InputFilter.parameters(of: module) {
                let values: String
                if let range = parameter.range {
                    values = "\(parameter.isWhole ? "a whole number" : "a number") from \(range.lowerBound.formatted) to \(range.upperBound.formatted)"
                } else {
                    values = "a finite number (the module's own rule below)"
                }
                lines.append("| `\(module.rawValue)` | `\(parameter.key)` | \(filter[keyPath: parameter.path].formatted) | \(values) |")
            }
        }
        return lines.joined(separator: "\n")
    }

    @Test func theSpecificationListsWhatEachTuningNameTakes() throws {
        let generated = Self.valuesTable
        #expect(try Self.table(after: "### What each name takes") == generated,
                "docs/trace-format.md's table under ### What each name takes is not the code's; replace it with:\n\(generated)")
    }

    @Test func theSpecificationListsEachInputFilterKey() throws {
        let generated = Self.filtersTable
        #expect(try Self.table(after: "### Input filters") == generated,
                "docs/trace-format.md's table under ### Input filters is not the code's; replace it with:\n\(generated)")
    }

    /// The rows above are the rules `set` applies: a value each row allows is taken, one just past it refused.
    @Test func theValuesTableSaysWhatSetAccepts() throws {
        for parameter in Tuning.parameters {
            var tuning = Tuning()
            switch parameter.kind {
            case .number(_, let rule):
                let (inside, outside): (Double, Double) = switch rule {
                case .atLeastZero: (0, -1)
                case .aboveZero: (0.5, 0)
                case .betweenZeroAndOne: (0.5, 1)
                }
                #expect(throws: Never.self) { try parameter.set(.number(inside), in: &tuning) }
                #expect(throws: TuningError.self) { try parameter.set(.number(outside), in: &tuning) }
            case .flag:
                #expect(throws: Never.self) { try parameter.set(.bool(false), in: &tuning) }
                #expect(throws: TuningError.self) { try parameter.set(.number(0), in: &tuning) }
            case .choice:
                for choice in parameter.choices {
                    #expect(throws: Never.self) { try parameter.set(.string(choice), in: &tuning) }
                }
                #expect(throws: TuningError.self) { try parameter.set(.string("no-such-choice"), in: &tuning) }
            case .filters:
                #expect(throws: Never.self) { try parameter.set(.array([.object(["module": .string("median")])]), in: &tuning) }
                #expect(throws: TuningError.self) { try parameter.set(.object([:]), in: &tuning) }
            case .overrides:
                #expect(throws: Never.self) { try parameter.set(.object(["longPressSeconds": .number(1)]), in: &tuning) }
                #expect(throws: TuningError.self) { try parameter.set(.object(["mouse": .object([:])]), in: &tuning) }
            }
        }
    }
}
