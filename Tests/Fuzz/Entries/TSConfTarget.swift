import ReorderKit
import ReorderTrace
import ReorderImport

/// tslib filter chains, the three ways the tools take them, each given the same bytes:
/// - `import-evemu --ts-conf FILE` (and `import-libinput`): `TSConf(text:file:)` on the text as the
///   command decodes the file; a chain it accepts then filters `ChainRecording`, and the trace that
///   makes must read and replay;
/// - `--filter "median depth=7; iir N=8 D=10"`: `TSConf(filter:)` on the argument (up to a NUL,
///   which an argument cannot hold), then the same recording;
/// - a tuning's `inputFilters` (trace header, profile, a live `tuning` line), as the engine takes
///   them: `JSONValue(document:name:)`, `Tuning.set("inputFilters", _)`, then strokes through an
///   engine with that tuning (`LiveFilterStrokes`).
/// Broken if any way breaks a rule; accepted if any accepts.
enum TSConfTarget {
    static let name = "fuzz.ts.conf"
    static let filterName = "--filter"
    static let filtersName = "fuzz.filters.json"

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let outcomes = [tsConf(bytes), filterOption(bytes), LiveFilterStrokes.run(bytes, name: filtersName)]
        for outcome in outcomes { if case .broken = outcome { return outcome } }
        return outcomes.contains(.accepted) ? .accepted : outcomes[0]
    }

    static func tsConf(_ bytes: [UInt8]) -> FuzzOutcome {
        let conf: TSConf
        do throws(TraceError) {
            conf = try TSConf(text: String(decoding: bytes, as: UTF8.self), file: name)
        } catch {
            return MessageRules.refusal(error.description, file: name, input: bytes)
        }
        return ChainRecording.filter(through: conf)
    }

    static func filterOption(_ bytes: [UInt8]) -> FuzzOutcome {
        let argument = String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        let conf: TSConf
        do throws(TraceError) {
            conf = try TSConf(filter: argument)
        } catch {
            // Its lines are the modules: `a; b` is read as `module a` and `module b` on lines 1 and 2.
            let lines = Array(argument.utf8).map { $0 == UInt8(ascii: ";") ? 0x0A : $0 }
            return MessageRules.refusal(error.description, file: filterName, input: lines)
        }
        return ChainRecording.filter(through: conf)
    }
}
