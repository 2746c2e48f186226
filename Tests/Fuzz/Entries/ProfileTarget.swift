import ReorderKit
import ReorderTrace
import ReorderLabApp

/// `reorder-lab --tuning FILE`: the bytes go to `TuningProfile.parse` as `TuningProfile.load` gives
/// them. What must hold of every profile the window takes:
/// - its values, a `TuningPatch` checked by the parse, apply to a `Tuning` over the format's
///   defaults, which the names it leaves out mean (that cannot fail: the type says so);
/// - the profile `w` writes for that tuning reads back to the same tuning, without warnings;
/// - a recording's header carrying that tuning reads back to the same tuning.
enum ProfileTarget {
    static let name = "fuzz.tuning.json"

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let loaded: TuningProfile.Loaded
        do throws(TraceError) {
            loaded = try TuningProfile.parse(bytes, name: name)
        } catch {
            return MessageRules.refusal(error.description, file: name, input: bytes)
        }
        if let problem = MessageRules.firstProblem(in: loaded.warnings, kind: "warning", file: name, input: bytes) {
            return .broken(problem)
        }
        var tuning = Tuning.formatDefault(for: .list)
        tuning.apply(loaded.values)

        let written = Array(TuningProfile.text(tuning).utf8)
        do throws(TraceError) {
            let again = try TuningProfile.parse(written, name: "written")
            var reread = Tuning.formatDefault(for: .list)
            reread.apply(again.values)
            guard reread == tuning, again.warnings.isEmpty else { return .broken("the profile w writes for it reads back different") }
        } catch {
            return .broken("the profile w writes for it does not read: \(MessageRules.visible(error.description))")
        }

        let header = TraceHeader(viewport: Size(width: 480, height: 800), rows: .explicit([Row(id: "a", height: 44)]),
                                 tuning: tuning.jsonObject)
        do throws(TraceError) {
            let reader = try TraceReader(bytes: Array((TraceWriter.headerLine(header) + "\n").utf8), name: "recorded")
            guard (try? reader.header.makeTuning()) == tuning else { return .broken("a recording's header with it reads back different") }
        } catch {
            return .broken("a recording's header with it does not read: \(MessageRules.visible(error.description))")
        }
        return .accepted
    }
}
