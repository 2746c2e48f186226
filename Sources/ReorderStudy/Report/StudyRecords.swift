#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ReorderKit
import ReorderSupport
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
        /// The condition blocks' tasks, in the file's order.
        public var records: [StudyTaskRecord]
        /// The folder's `*.trace.jsonl` files (blocks, practice, resumes), sorted.
        public var recordings: [String]

        public init(name: String, folder: String, records: [StudyTaskRecord], recordings: [String]) {
            self.name = name
            self.folder = folder
            self.records = records
            self.recordings = recordings
        }
    }

    /// In study.json's order (the first study's, then any new in later ones); without a study.json,
    /// as the tasks first name them.
    public var conditions: [String] = []
    public var participants: [Participant] = []

    public init(conditions: [String], participants: [Participant]) {
        self.conditions = conditions
        self.participants = participants
    }

    /// Reads every path; `onWarning` gets `FILE:LINE: warning: ...` lines (a cut last line, a
    /// participant's folder read twice, one with no finished task yet).
    public static func load(_ paths: [String], onWarning: @escaping (String) -> Void) throws(TraceError) -> StudyRecords {
        var loader = Loader(onWarning: onWarning)
        for path in paths { try loader.add(path) }
        return loader.finish()
    }
}

/// Gathers participants path by path, keeping each folder once.
private struct Loader {
    let onWarning: (String) -> Void
    var conditions: [String] = []
    var participants: [StudyRecords.Participant] = []
    /// Real paths of the participants' folders read, with the path they were read as.
    var seen: [String: String] = [:]

    init(onWarning: @escaping (String) -> Void) { self.onWarning = onWarning }

    mutating func add(_ given: String) throws(TraceError) {
        // `study/` as a shell completes it: `study/p1`, not `study//p1`, in messages and the tune line.
        var path = given
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        switch try FolderListing.kind(of: path) {
        case .file:
            let folder = FileIO.directory(of: path)
            try addParticipant(folder: folder, tasks: path, known: try studyBeside(folder))
        case .directory where FileIO.exists(path + "/tasks.jsonl"):
            try addParticipant(folder: path, tasks: path + "/tasks.jsonl", known: try studyBeside(path))
        case .directory:
            let studyFile = path + "/study.json"
            let known = FileIO.exists(studyFile) ? Set(try read(studyFile)) : nil
            var found = false
            for name in try FolderListing.names(in: path).sorted(by: FolderListing.naturalOrder) {
                let folder = path + "/" + name
                guard FolderListing.isDirectory(folder) else { continue }
                guard FileIO.exists(folder + "/tasks.jsonl") else {
                    if FileIO.exists(folder + "/participant.json") {
                        onWarning("\(folder.escapedForMessage): warning: no tasks.jsonl yet (no task finished): left out")
                    }
                    continue
                }
                found = true
                try addParticipant(folder: folder, tasks: folder + "/tasks.jsonl", known: known)
            }
            guard found || known != nil else {
                throw TraceError(file: path, line: 1, message: "not a study folder (no study.json, no participant folder with a tasks.jsonl) "
                                 + "nor a participant's folder (no tasks.jsonl)", isIOError: true)
            }
        }
    }

    /// The conditions of the study a participant's folder given alone belongs to, if its study.json is there.
    mutating func studyBeside(_ folder: String) throws(TraceError) -> Set<String>? {
        let studyFile = folder + "/../study.json"
        return FileIO.exists(studyFile) ? Set(try read(studyFile)) : nil
    }

    /// A study.json's conditions, added to the report's in order.
    mutating func read(_ studyFile: String) throws(TraceError) -> [String] {
        let named = try ConditionOrder.conditions(path: studyFile)
        for name in named where !conditions.contains(name) { conditions.append(name) }
        return named
    }

    /// `known`: the study's conditions, when it has a study.json; a task under another is an error.
    mutating func addParticipant(folder: String, tasks: String, known: Set<String>?) throws(TraceError) {
        let real = FileIO.absolutePath(folder)
        if let first = seen[real] {
            onWarning("\(folder.escapedForMessage): warning: the same participant's folder as \(first.escapedForMessage): counted once")
            return
        }
        seen[real] = folder
        var records: [StudyTaskRecord] = []
        var lineOf: [String: Int] = [:]
        // Line numbers: only a cut last line is ever dropped, so record k is line k + 1.
        for (index, record) in try TasksFile.read(path: tasks, onWarning: onWarning).enumerated() where record.block >= 1 {
            let line = index + 1
            if let known, !known.contains(record.condition) {
                throw TraceError(file: tasks, line: line, message: "condition \(record.condition.quotedForMessage) is not in the study's "
                                 + "study.json (\(conditionsList(known)))")
            }
            let key = "\(record.task) " + record.condition
            if let first = lineOf[key] {
                throw TraceError(file: tasks, line: line, message: "task \(record.task) of \(record.condition.quotedForMessage) again "
                                 + "(first on line \(first))")
            }
            lineOf[key] = line
            records.append(record)
            if !conditions.contains(record.condition) { conditions.append(record.condition) }
        }
        let recordings = try FolderListing.names(in: folder).filter { $0.hasSuffix(".trace.jsonl") }.sorted(by: FolderListing.naturalOrder)
        participants.append(.init(name: FileIO.fileName(of: real), folder: folder, records: records, recordings: recordings))
    }

    func conditionsList(_ known: Set<String>) -> String {
        let ordered = conditions.filter(known.contains)
        return ordered.isEmpty ? "none" : ordered.joined(separator: ", ")
    }

    /// Names shared by two folders (two studies' `p1`) become the paths given.
    func finish() -> StudyRecords {
        var participants = participants
        let names = participants.map(\.name)
        for i in participants.indices where names.filter({ $0 == names[i] }).count > 1 {
            participants[i].name = participants[i].folder
        }
        return StudyRecords(conditions: conditions, participants: participants)
    }
}

/// The part of `study.json` the report needs: the conditions' names, in order.
enum ConditionOrder {
    static func conditions(path: String) throws(TraceError) -> [String] {
        let bytes: [UInt8]
        do throws(FileIOError) { bytes = try FileIO.read(path) } catch { throw TraceError(error) }
        let value = try JSONValue(document: bytes, name: path)
        func fail(_ message: String) -> TraceError { TraceError(file: path, line: 1, message: message) }
        guard case .object(let study) = value else { throw fail("expected a study object, found \(value.typeName)") }
        if let format = study["format"], format != .string("reorder-study") {
            throw fail("`format` must be \"reorder-study\"")
        }
        guard case .array(let list)? = study["conditions"] else { throw fail("`conditions` must be an array of {\"name\": ...}") }
        var names: [String] = []
        for (index, entry) in list.enumerated() {
            guard case .object(let condition) = entry, case .string(let name)? = condition["name"], !name.isEmpty else {
                throw fail("conditions[\(index)] must be an object with a non-empty `name`")
            }
            guard !names.contains(name) else { throw fail("conditions[\(index)]: \(name.quotedForMessage) twice") }
            names.append(name)
        }
        return names
    }
}
