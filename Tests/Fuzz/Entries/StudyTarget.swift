import ReorderKit
import ReorderStudy
import ReorderTrace

/// A study folder's `study.json`, read at every later run and by `study-report`:
/// `StudyDefinition(bytes:name:)`. What must hold of every definition accepted: it has no problem,
/// its text (`jsonText`, as the first run writes it) reads back equal, and its seeded task lists
/// can be drawn (the practice block and block 1, up to 200 tasks).
enum StudyTarget {
    static let name = "fuzz.study.json"

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let study: StudyDefinition
        do throws(TraceError) {
            study = try StudyDefinition(bytes: bytes, name: name)
        } catch {
            return MessageRules.refusal(error.description, file: name, input: bytes)
        }
        if let problem = study.problem { return .broken("accepted, yet it has a problem: \(MessageRules.visible(problem))") }
        _ = study.generator.tasks(block: 0, count: study.practiceTasks)
        guard study.generator.tasks(block: 1, count: study.tasksPerBlock).count == study.tasksPerBlock else {
            return .broken("block 1 does not get its \(study.tasksPerBlock) tasks")
        }
        return readsBack(study)
    }

    /// `study.json` as written for `study` reads back to it.
    static func readsBack(_ study: StudyDefinition) -> FuzzOutcome {
        do throws(TraceError) {
            let again = try StudyDefinition(bytes: Array(study.jsonText.utf8), name: "written")
            guard again == study else { return .broken("its study.json reads back different: \(again.differences(from: study).joined(separator: "; "))") }
        } catch {
            return .broken("its study.json does not read: \(MessageRules.visible(error.description))")
        }
        return .accepted
    }
}
