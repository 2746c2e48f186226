import ReorderKit
import ReorderAnalysis
import ReorderSupport
import ReorderText
import ReorderTrace

/// `tune --filter-sweep "median depth=1:9:2"`: one input-filter parameter swept beside the long
/// press and the movement (issue 11), so the sweep answers which filter first and then which
/// allowable movement. The module, one `NAME=A:B:STEP` and any fixed `NAME=VALUE`: each value of the
/// range is a filter every pair replays with (`inputFilters`, replacing the traces' own).
struct FilterSweep: Equatable {
    let module: String
    let swept: String
    let values: [Double]
    let fixed: [String: Double]

    /// What the option's text says, or what is wrong with it (`--filter-sweep: ...`).
    init(parsing text: String) throws(ArgumentError) {
        let words = text.split(separator: " ").map(String.init)
        guard let module = words.first, !module.contains("=") else {
            throw ArgumentError("--filter-sweep: expected a module (\(InputFilter.Module.allCases.map(\.rawValue).joined(separator: ", "))) and NAME=A:B:STEP, got \(text.quotedForMessage)")
        }
        do throws(InputFilterError) {
            _ = try InputFilter.module(named: module)
        } catch {
            throw ArgumentError("--filter-sweep: \(error.message), got \(text.quotedForMessage)")
        }
        var swept: (String, [Double])?
        var fixed: [String: Double] = [:]
        for word in words.dropFirst() {
            let pair = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { throw ArgumentError("--filter-sweep: expected NAME=VALUE or NAME=A:B:STEP, got \(word.quotedForMessage)") }
            if pair[1].contains(":") {
                guard swept == nil else { throw ArgumentError("--filter-sweep: one parameter is swept, got a second range in \(word.quotedForMessage)") }
                do throws(SweepRangeError) {
                    swept = (pair[0], try SweepRange(parsing: pair[1]).values)
                } catch {
                    throw ArgumentError("--filter-sweep: \(pair[0].quotedForMessage): \(error.message)")
                }
            } else {
                guard let value = Double(pair[1]), value.isFinite else { throw ArgumentError("--filter-sweep: \(pair[0].quotedForMessage) is not a finite number: \(pair[1].quotedForMessage)") }
                fixed[pair[0]] = value
            }
        }
        guard let (name, values) = swept else { throw ArgumentError("--filter-sweep: no NAME=A:B:STEP to sweep in \(text.quotedForMessage)") }
        self.module = module
        self.swept = name
        self.values = values
        self.fixed = fixed
        // Every value must make a filter the engine takes: checked before any trace is read.
        for value in values {
            do throws(InputFilterError) {
                _ = try filter(value)
            } catch {
                throw ArgumentError("--filter-sweep: \(error.message)")
            }
        }
    }

    func filter(_ value: Double) throws(InputFilterError) -> InputFilter {
        var object: [String: JSONValue] = ["module": .string(module), swept: .number(value)]
        for (name, fixedValue) in fixed { object[name] = .number(fixedValue) }
        return try InputFilter(json: .object(object))
    }

    /// `median depth=3`, for the report.
    func label(_ value: Double) -> String {
        ([module, "\(swept)=\(value.formatted)"] + fixed.keys.sorted().map { "\($0)=\(fixed[$0]!.formatted)" }).joined(separator: " ")
    }

    /// `smaller`, or `larger` for lowpass's factor: the values of the lighter filter (less
    /// smoothing, less latency, fewer samples dropped). A lowpass factor of 1 passes every change.
    var lighterValues: String { module == "lowpass" && swept == "factor" ? "larger" : "smaller" }

    /// The filter value whose best pair has the fewest errors; ties go to the lighter filter
    /// (`lighterValues`). Nil when no value has a best pair.
    func best(_ reports: [(value: Double, report: SweepReport)]) -> (value: Double, result: SweepResult)? {
        let sign = lighterValues == "larger" ? -1.0 : 1.0
        return reports.compactMap { entry in entry.report.best.map { (entry.value, $0) } }
            .min { a, b in (a.1.score.errors, sign * a.0) < (b.1.score.errors, sign * b.0) }
    }
}
