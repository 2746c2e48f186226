import ReorderKit
import ReorderStudy
import ReorderTrace

/// `reorder-lab study --conditions FILE`: `ConditionsFile.parse(_:name:)` on the file's bytes. What
/// must hold of every conditions file accepted: its conditions make a study definition that has no
/// problem, and whose `study.json` (`StudyDefinition.jsonText`) reads back to the same conditions.
enum ConditionsTarget {
    static let name = "fuzz.conditions.json"

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let conditions: [StudyCondition]
        do throws(TraceError) {
            conditions = try ConditionsFile.parse(bytes, name: name)
        } catch {
            return MessageRules.refusal(error.description, file: name, input: bytes)
        }
        let study = StudyDefinition(seed: 1, viewport: Size(width: 480, height: 800), conditions: conditions)
        if let problem = study.problem { return .broken("accepted, yet its study has a problem: \(MessageRules.visible(problem))") }
        return StudyTarget.readsBack(study)
    }
}
