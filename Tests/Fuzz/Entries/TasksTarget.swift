import ReorderKit
import ReorderStudy
import ReorderTrace

/// A participant's `tasks.jsonl`, read by `study-report` and when a run resumes:
/// `TasksFile.parse(_:name:onWarning:)`. What must hold of every file accepted: its warnings obey
/// the message rules, each record written back (`jsonLine`) reads back equal, and the report
/// (`StudyReport`, text and JSON) can be made from the records, one participant per name.
enum TasksTarget {
    static let name = "fuzz.tasks.jsonl"

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        var warnings: [String] = []
        let records: [StudyTaskRecord]
        do throws(TraceError) {
            records = try TasksFile.parse(bytes, name: name) { warnings.append($0) }
        } catch {
            return MessageRules.refusal(error.description, file: name, input: bytes)
        }
        if let problem = MessageRules.firstProblem(in: warnings, kind: "warning", file: name, input: bytes) { return .broken(problem) }
        for record in records {
            do throws(TraceError) {
                guard try StudyTaskRecord(jsonLine: record.jsonLine, file: "written", line: 1) == record else {
                    return .broken("task \(record.task)'s line written back reads back different")
                }
            } catch {
                return .broken("task \(record.task)'s line written back does not read: \(MessageRules.visible(error.description))")
            }
        }
        // As study-report groups them: the condition blocks' tasks (block 1 on), conditions in order of first use.
        let kept = records.filter { $0.block >= 1 }
        var conditions: [String] = []
        for record in kept where !conditions.contains(record.condition) { conditions.append(record.condition) }
        var names: [String] = []
        for record in kept where !names.contains(record.participant) { names.append(record.participant) }
        let participants = names.map { participant in
            StudyRecords.Participant(name: participant, folder: participant, records: kept.filter { $0.participant == participant }, recordings: [])
        }
        let report = StudyReport(StudyRecords(conditions: conditions, participants: participants))
        _ = report.text
        _ = report.json
        return .accepted
    }
}
