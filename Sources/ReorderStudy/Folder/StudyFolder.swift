#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderKit
import ReorderSupport
import ReorderText
import ReorderTrace

/// A study's folder (`reorder-lab study ... -o DIR`): `study.json`, and a folder per participant
/// with `participant.json`, the blocks' recordings and `tasks.jsonl`.
public struct StudyFolder: Sendable {
    public let path: String
    public let definition: StudyDefinition
    /// `study.json` as a participant keeps it, to tell later that it changed.
    public let stamp: StudyStamp

    public static let definitionFile = "study.json"
    public static let participantFile = "participant.json"
    public static let tasksFile = "tasks.jsonl"

    /// Creates the folder and its `study.json`, or checks that the one there defines the same study
    /// as `asked`: another seed, task count, viewport or conditions is a `StudySetupError` naming
    /// each difference (participants' results mix only under one definition). A malformed
    /// `study.json` is a `TraceError` (`FILE:LINE:`).
    public static func open(_ path: String, asking asked: StudyDefinition) throws -> StudyFolder {
        if let problem = asked.problem { throw StudySetupError(problem) }
        let file = path + "/" + definitionFile
        if let bytes = try readIfPresent(file) {
            let existing = try StudyDefinition(bytes: bytes, name: file)
            let differences = existing.differences(from: asked)
            guard differences.isEmpty else {
                throw StudySetupError("\(file.escapedForMessage) holds another study: " + differences.joined(separator: "; ")
                                      + "; use another folder, or the same options")
            }
            return StudyFolder(path: path, definition: existing, stamp: StudyStamp(definition: existing, bytes: bytes))
        }
        let bytes = Array(asked.jsonText.utf8)
        do throws(FileIOError) {
            try FileIO.makeDirectories(path, mode: 0o755)
            try FileIO.replaceAtomically(file, with: bytes, directoryMode: 0o755)
        } catch {
            throw TraceError(error)
        }
        return StudyFolder(path: path, definition: asked, stamp: StudyStamp(definition: asked, bytes: bytes))
    }

    /// The definition in `DIR/study.json`, nil when there is none yet (for the window to size
    /// itself to a study it resumes).
    public static func existingDefinition(in path: String) throws(TraceError) -> StudyDefinition? {
        let file = path + "/" + definitionFile
        return try readIfPresent(file).map { bytes throws(TraceError) in try StudyDefinition(bytes: bytes, name: file) }
    }

    /// The file's bytes, nil when it does not exist.
    static func readIfPresent(_ file: String) throws(TraceError) -> [UInt8]? {
        do throws(FileIOError) {
            return try FileIO.read(file)
        } catch {
            if error.isMissing { return nil }
            throw TraceError(error)
        }
    }

    public func participantPath(_ name: String) -> String { path + "/" + name }

    /// The participant's file: read when they have run before (refused when `study.json` changed
    /// since they started: `checkStudy`), else made now (index: `nextIndex()`; block order: that
    /// row of the Williams square; the study's stamp) and written atomically.
    public func participant(_ name: String) throws -> ParticipantFile {
        guard StudyNames.isValid(name) else {
            throw StudySetupError("participant name \(name.quotedForMessage) must be 1 to 64 letters, digits, '-', '_' or '.', not starting with '.'")
        }
        let file = participantPath(name) + "/" + Self.participantFile
        if let bytes = try Self.readIfPresent(file) {
            let existing = try ParticipantFile(bytes: bytes, name: file)
            let known = Set(definition.conditions.map(\.name))
            guard existing.name == name, existing.blockOrder.count == known.count, Set(existing.blockOrder) == known else {
                throw TraceError(file: file, line: 1, message: "the participant's name or block order does not fit \(Self.definitionFile)'s conditions")
            }
            try checkStudy(of: existing)
            return existing
        }
        let index = try nextIndex()
        let participant = ParticipantFile(name: name, index: index,
                                          blockOrder: LatinSquare.order(of: definition.conditions.map(\.name), participant: index),
                                          study: stamp)
        do throws(FileIOError) {
            try FileIO.makeDirectories(participantPath(name), mode: 0o755)
            try FileIO.replaceAtomically(file, with: Array(participant.jsonText.utf8), directoryMode: 0o755)
        } catch {
            throw TraceError(error)
        }
        return participant
    }

    /// A participant whose `study.json` is not the one they started under is refused, saying what
    /// changed (`StudyStamp.check`, which `study-report` uses too).
    public func checkStudy(of participant: ParticipantFile) throws(TraceError) {
        try stamp.check(participant, studyFile: path + "/" + Self.definitionFile)
    }

    /// The index a new participant takes: the smallest one no participant here holds whose row
    /// of the square is among the least taken, so rows fill in turn (every row once before any
    /// twice) whatever the names. Participants' indices are read from their files.
    public func nextIndex() throws(TraceError) -> Int {
        let rows = LatinSquare.williams(definition.conditions.count).count
        var taken = Set<Int>()
        for name in existingParticipants() {
            let file = participantPath(name) + "/" + Self.participantFile
            guard let bytes = try Self.readIfPresent(file) else { continue }
            taken.insert(try ParticipantFile(bytes: bytes, name: file).index)
        }
        var uses = [Int](repeating: 0, count: rows)
        for index in taken { uses[(index - 1) % rows] += 1 }
        let fewest = uses.min() ?? 0
        var index = 1
        while taken.contains(index) || uses[(index - 1) % rows] != fewest { index += 1 }
        return index
    }

    /// The participant's row of the square (1-based) and how many rows it has: what the command says.
    public func squareRow(of participant: ParticipantFile) -> (row: Int, rows: Int) {
        let rows = LatinSquare.williams(definition.conditions.count).count
        return ((participant.index - 1) % rows + 1, rows)
    }

    /// A name for a participant the command line did not name: `pN`, N one more than the
    /// participants here (or the first free one after that).
    public func newParticipantName() -> String {
        let existing = Set(existingParticipants())
        var n = existing.count + 1
        while existing.contains("p\(n)") || FileIO.exists(participantPath("p\(n)")) { n += 1 }
        return "p\(n)"
    }

    /// Names of the folders here that hold a `participant.json`, sorted.
    public func existingParticipants() -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            if name != ".", name != "..", FileIO.exists(participantPath(name) + "/" + Self.participantFile) { names.append(name) }
        }
        return names.sorted()
    }

    /// The participant's blocks, practice first: every block as defined.
    public func blocks(for participant: ParticipantFile) -> [StudyBlock] {
        let generator = definition.generator
        var blocks: [StudyBlock] = []
        if definition.practiceTasks > 0 {
            blocks.append(StudyBlock(number: 0, condition: StudyCondition(name: StudyCondition.practiceName, tuning: Tuning()),
                                     tasks: generator.tasks(block: 0, count: definition.practiceTasks)))
        }
        for (offset, name) in participant.blockOrder.enumerated() {
            guard let condition = definition.conditions.first(where: { $0.name == name }) else { continue }
            blocks.append(StudyBlock(number: offset + 1, condition: condition, tasks: generator.tasks(block: offset + 1, count: definition.tasksPerBlock)))
        }
        return blocks
    }
}
