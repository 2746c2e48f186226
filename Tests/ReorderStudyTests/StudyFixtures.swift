import ReorderStudy

/// A finished task as the study writes it, with only what a test cares about spelled out.
func task(_ participant: String, block: Int, _ condition: String, _ index: Int, seconds: Double, outcome: StudyTaskRecord.Outcome = .done,
          presses: Int = 1, errors: [StudyTaskRecord.ErrorKind: Int] = [:]) -> StudyTaskRecord {
    StudyTaskRecord(participant: participant, block: block, condition: condition, task: index, kind: .reorder, text: "Move Milk below Eggs",
                    outcome: outcome, seconds: seconds, reactionSeconds: 0.5, presses: presses, errors: errors,
                    recording: "block-\(block)-\(condition).trace.jsonl")
}

/// tasks.jsonl's text for these tasks: one line each, each ended by a newline.
func tasksFile(_ records: [StudyTaskRecord]) -> String { records.map { $0.jsonLine + "\n" }.joined() }
