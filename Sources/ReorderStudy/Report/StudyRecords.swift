#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ReorderKit
import ReorderSupport
import ReorderText
import ReorderTrace

/// What `study-report` reads: study folders (`DIR/study.json`, `DIR/<participant>/tasks.jsonl`),
/// participants' folders (they hold `tasks.jsonl`) or `tasks.jsonl` files, several pooled. Only the
/// condition blocks' tasks (block 1 on) are kept: the practice block is never reported.
public struct StudyRecords: Sendable {
    public struct Participant: Sendable {
        /// The folder's name (`p1`), or its path as given when two folders read share a name.
        public var name: String
        /// As given (or built from what was given): for messages and the `tune` command line.
        public var folder: String
        /// The condition blocks' tasks, in the file's order; their conditions as reported (a
        /// condition reported apart from a same-named one has its label: `StudyRecords.pooled`).
        public var records: [StudyTaskRecord]
        /// The folder's `*.trace.jsonl` files (blocks, practice, resumes), sorted.
        public var recordings: [String]
        /// Tasks in each condition's block, when the study's study.json was read.
        public var tasksPerBlock: Int?
        /// The participant's row of the counterbalancing square and its rows, when participant.json
        /// and study.json were read.
        public var square: (row: Int, rows: Int)?
        /// Their study's conditions as reported, when its study.json was read: the blocks they
        /// were to run (a condition without a task of theirs is a block not run).
        public var studyConditions: [String]?

        public init(name: String, folder: String, records: [StudyTaskRecord], recordings: [String], tasksPerBlock: Int? = nil,
                    square: (row: Int, rows: Int)? = nil) {
            self.name = name
            self.folder = folder
            self.records = records
            self.recordings = recordings
            self.tasksPerBlock = tasksPerBlock
            self.square = square
        }
    }

    /// A condition as reported and where its tasks come from.
    public struct Pooled: Equatable, Sendable {
        /// As reported: the name, or a label that says what sets it apart from a same-named
        /// condition of another study (`ios (longPressSeconds 1.5)`).
        public var condition: String
        /// As its study names it.
        public var name: String
        /// The study.json files its tasks come from, in the order read; `no study.json` for tasks
        /// read without one.
        public var studies: [String]

        public init(condition: String, name: String, studies: [String]) {
            self.condition = condition
            self.name = name
            self.studies = studies
        }
    }

    /// In study.json's order (the first study's, then any new in later ones); without a study.json,
    /// as the tasks first name them.
    public var conditions: [String] = []
    public var participants: [Participant] = []
    /// Per reported condition, what was pooled into it, in `conditions`' order.
    public var pooled: [Pooled] = []

    public init(conditions: [String], participants: [Participant], pooled: [Pooled] = []) {
        self.conditions = conditions
        self.participants = participants
        self.pooled = pooled
    }

    /// The study.json files read (and `no study.json` when tasks were read without one).
    public var studies: [String] {
        var out: [String] = []
        for study in pooled.flatMap(\.studies) where !out.contains(study) { out.append(study) }
        return out
    }

    /// Reads every path; `onWarning` gets `FILE:LINE: warning: ...` lines (a cut last line, a
    /// participant's folder read twice, one with no finished task yet). Conditions of the same name
    /// pool only under the same study values (tuning, seed, block sizes, viewport): otherwise each
    /// is reported apart, under a label that says why.
    public static func load(_ paths: [String], onWarning: @escaping (String) -> Void) throws(TraceError) -> StudyRecords {
        var loader = Loader(onWarning: onWarning)
        for path in paths { try loader.add(path) }
        return loader.finish()
    }
}

/// A study.json read: its definition and its stamp, by its path as given.
struct StudySource {
    var file: String
    var definition: StudyDefinition
    var stamp: StudyStamp
}

/// Gathers participants path by path, keeping each folder once.
private struct Loader {
    let onWarning: (String) -> Void
    var conditions: [String] = []
    var participants: [(participant: StudyRecords.Participant, study: StudySource?)] = []
    /// Real paths of the participants' folders read, with the path they were read as.
    var seen: [String: String] = [:]
    /// Studies read, by the real path of their study.json, and in the order read.
    var studies: [String: StudySource] = [:]
    var studiesInOrder: [StudySource] = []

    init(onWarning: @escaping (String) -> Void) { self.onWarning = onWarning }

    mutating func add(_ given: String) throws(TraceError) {
        // `study/` as a shell completes it: `study/p1`, not `study//p1`, in messages and the tune line.
        var path = given
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        switch try FolderListing.kind(of: path) {
        case .file:
            let folder = FileIO.directory(of: path)
            try addParticipant(folder: folder, tasks: path, study: try study(folder + "/../" + StudyFolder.definitionFile))
        case .directory where FileIO.exists(path + "/" + StudyFolder.tasksFile):
            try addParticipant(folder: path, tasks: path + "/" + StudyFolder.tasksFile, study: try study(path + "/../" + StudyFolder.definitionFile))
        case .directory:
            let study = try study(path + "/" + StudyFolder.definitionFile)
            var found = false
            for name in try FolderListing.names(in: path).sorted(by: FolderListing.naturalOrder) {
                let folder = path + "/" + name
                guard FolderListing.isDirectory(folder) else { continue }
                guard FileIO.exists(folder + "/" + StudyFolder.tasksFile) else {
                    if FileIO.exists(folder + "/" + StudyFolder.participantFile) {
                        onWarning("\(folder.escapedForMessage): warning: no tasks.jsonl yet (no task finished): left out")
                    }
                    continue
                }
                found = true
                try addParticipant(folder: folder, tasks: folder + "/" + StudyFolder.tasksFile, study: study)
            }
            guard found || study != nil else {
                throw TraceError(file: path, line: 1, message: "not a study folder (no study.json, no participant folder with a tasks.jsonl) "
                                 + "nor a participant's folder (no tasks.jsonl)", isIOError: true)
            }
        }
    }

    /// The study.json at `file`, read by the one reader `study` uses (nil when there is none);
    /// its conditions join the report's, in order.
    mutating func study(_ file: String) throws(TraceError) -> StudySource? {
        guard FileIO.exists(file) else { return nil }
        let real = FileIO.absolutePath(file)
        if let known = studies[real] { return known }
        let bytes: [UInt8]
        do throws(FileIOError) { bytes = try FileIO.read(file) } catch { throw TraceError(error) }
        let definition = try StudyDefinition(bytes: bytes, name: file)
        let source = StudySource(file: file, definition: definition, stamp: StudyStamp(definition: definition, bytes: bytes))
        studies[real] = source
        studiesInOrder.append(source)
        for name in definition.conditions.map(\.name) where !conditions.contains(name) { conditions.append(name) }
        return source
    }

    /// `study`: the participant's study, when it has a study.json: their tasks are read against it
    /// (and against participant.json's block order, when there is one), as `study` reads them.
    mutating func addParticipant(folder: String, tasks: String, study: StudySource?) throws(TraceError) {
        let real = FileIO.absolutePath(folder)
        if let first = seen[real] {
            onWarning("\(folder.escapedForMessage): warning: the same participant's folder as \(first.escapedForMessage): counted once")
            return
        }
        seen[real] = folder
        var file: ParticipantFile?
        let participantPath = folder + "/" + StudyFolder.participantFile
        if FileIO.exists(participantPath) {
            let bytes: [UInt8]
            do throws(FileIOError) { bytes = try FileIO.read(participantPath) } catch { throw TraceError(error) }
            file = try ParticipantFile(bytes: bytes, name: participantPath)
            if let study, let file { try study.stamp.check(file, studyFile: study.file) }
        }
        let records = try TasksFile.read(path: tasks, study: study?.definition, blockOrder: study == nil ? nil : file?.blockOrder,
                                         onWarning: onWarning).filter { $0.block >= 1 }
        for record in records where !conditions.contains(record.condition) { conditions.append(record.condition) }
        let recordings = try FolderListing.names(in: folder).filter { $0.hasSuffix(".trace.jsonl") }.sorted(by: FolderListing.naturalOrder)
        let rows = study.map { LatinSquare.williams($0.definition.conditions.count).count }
        let square = file.flatMap { file in rows.map { ((file.index - 1) % $0 + 1, $0) } }
        participants.append((.init(name: FileIO.fileName(of: real), folder: folder, records: records, recordings: recordings,
                                   tasksPerBlock: study?.definition.tasksPerBlock, square: square), study))
    }

    /// Names shared by two folders (two studies' `p1`) become the paths given; conditions of one
    /// name under different studies are set apart (`ConditionPooling`).
    func finish() -> StudyRecords {
        let pooling = ConditionPooling(conditions: conditions, studies: studiesInOrder, participants: participants)
        var participants = pooling.participants
        let names = participants.map(\.name)
        for i in participants.indices where names.filter({ $0 == names[i] }).count > 1 {
            participants[i].name = participants[i].folder
        }
        return StudyRecords(conditions: pooling.conditions, participants: participants, pooled: pooling.pooled)
    }
}

