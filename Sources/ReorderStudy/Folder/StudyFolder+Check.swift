import ReorderSupport
import ReorderTrace

extension StudyFolder {
    /// Live == replay for one participant: the judge re-run over each of their recordings, compared
    /// with the records `tasks.jsonl` holds for it. Returns what differs, one line each (empty: the
    /// same); the recordings and the log must be readable.
    public func checkRecordings(of participant: ParticipantFile) throws(TraceError) -> [String] {
        let folder = participantPath(participant.name)
        let logged = try TaskLog.read(path: folder + "/" + Self.tasksFile, study: definition, blockOrder: participant.blockOrder)
        var problems: [String] = []
        for planned in blocks(for: participant) {
            var resume = 0
            while FileIO.exists(folder + "/" + planned.recordingName(resume: resume)) {
                let name = planned.recordingName(resume: resume)
                let judged = try ReplayJudge.run(path: folder + "/" + name, participant: participant.name,
                                                 condition: planned.condition.name, recording: name)
                problems += judged.disagreements
                let live = logged.filter { $0.recording == name }
                if judged.records != live {
                    let first = zip(judged.records, live).first { $0 != $1 }
                    problems.append("\(name): the replayed judge gives \(judged.records.count) records, tasks.jsonl \(live.count)"
                                    + (first.map { "; first difference: task \($0.0.block).\($0.0.task): \($0.0.jsonLine) against \($0.1.jsonLine)" } ?? ""))
                }
                resume += 1
            }
        }
        return problems
    }
}
