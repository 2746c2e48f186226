import ReorderKit
import ReorderSupport
import ReorderTrace

/// A block still to run for a participant: where it starts and what it records into.
public struct PlannedBlock: Equatable, Sendable {
    public var block: StudyBlock
    /// 1-based: the first task not in `tasks.jsonl` (a task cut by an interruption starts again).
    public var startTask: Int
    /// The list as the block's engine starts: the study list, or for a continued block the order
    /// its last recording ended with.
    public var rows: [Row]
    /// 0 for the block's first recording; N for `...resume-N.trace.jsonl`.
    public var resume: Int
    public var recordingName: String { block.recordingName(resume: resume) }
}

extension StudyFolder {
    /// What is left of the participant's study ("Resume" in the contract): blocks whose tasks are
    /// all in `tasks.jsonl` are left out; an unfinished block continues at its first unfinished task
    /// in a new recording that starts from the order its last recording ended with (replayed
    /// headless). Empty: every block is done. A cut last line of `tasks.jsonl` is warned about.
    public func plan(for participant: ParticipantFile, onWarning: ((String) -> Void)? = nil) throws(TraceError) -> [PlannedBlock] {
        let folder = participantPath(participant.name)
        let records = try TaskLog.read(path: folder + "/" + Self.tasksFile, study: definition, blockOrder: participant.blockOrder,
                                       onWarning: onWarning)
        var planned: [PlannedBlock] = []
        for block in blocks(for: participant) {
            let finished = Set(records.filter { $0.participant == participant.name && $0.block == block.number }.map(\.task))
            guard let start = block.tasks.first(where: { !finished.contains($0.index) })?.index else { continue }
            var resume = 0
            while FileIO.exists(folder + "/" + block.recordingName(resume: resume)) { resume += 1 }
            let study = definition.layout.rows
            var rows = study
            if resume > 0 {
                let last = folder + "/" + block.recordingName(resume: resume - 1)
                let ended = try Replay.run(path: last, onWarning: onWarning)
                let byID = Dictionary(uniqueKeysWithValues: study.map { ($0.id, $0) })
                guard ended.order.count == byID.count, Set(ended.order) == Set(byID.keys) else {
                    throw TraceError(file: last, line: 1, message: "the recording's rows are not the study list's")
                }
                // In sections a moved row is in the section it was dropped in.
                let sectionOf = Dictionary(uniqueKeysWithValues: (ended.sections ?? []).flatMap { section in section.rows.map { ($0, section.id) } })
                guard definition.layout != .sections || sectionOf.count == byID.count else {
                    throw TraceError(file: last, line: 1, message: "the recording is not in the study's sections")
                }
                rows = ended.order.map { id in
                    var row = byID[id]!
                    if definition.layout == .sections { row.section = sectionOf[id] }
                    return row
                }
            }
            planned.append(PlannedBlock(block: block, startTask: start, rows: rows, resume: resume))
        }
        return planned
    }

    /// Opens the planned block's recording and the participant's `tasks.jsonl`, ready for input.
    /// `pointsPerMillimetre` and `recorded` (facts about the machine): for the recording's header.
    /// The session's engine is the study's layout's (`Layout` must be it: `StudyLayout.withLayoutType`).
    public func start<Layout: ReorderLayout>(_ planned: PlannedBlock, participant: ParticipantFile, pointsPerMillimetre: Double? = nil,
                                             recorded: JSONValue? = nil) throws(TraceError) -> StudyBlockSession<Layout> {
        let folder = participantPath(participant.name)
        let log = try TaskLog(path: folder + "/" + Self.tasksFile)
        return try StudyBlockSession(block: planned.block, participant: participant.name, startTask: planned.startTask,
                                     layout: definition.layout, rows: planned.rows, viewport: definition.viewport, recordingPath: folder + "/" + planned.recordingName,
                                     recordingName: planned.recordingName, log: log, pointsPerMillimetre: pointsPerMillimetre,
                                     recorded: recorded)
    }
}
