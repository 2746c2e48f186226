import ReorderKit
import ReorderText
import ReorderTrace

/// What a participant keeps of the study they started under (`participant.json`'s `study`): a
/// digest of `study.json`, and the values that decide their tasks and conditions, so that a run
/// after `study.json` was edited is refused with what changed. A changed seed or task count gives
/// a resumed block other tasks (task 3 would no longer pair with the other blocks' task 3); a
/// changed tuning mixes two conditions under one name.
///
/// The digests are of `study.json` as read (its JSON, keys sorted, blanks left out), not of this
/// program's definition: a later version that knows more tuning parameters reads the same file to
/// the same digest, and an edit that changes only the spacing changes nothing.
public struct StudyStamp: Equatable, Sendable {
    /// FNV-1a, 64 bits, as 16 hex digits, of the whole study.
    public var digest: String
    public var seed: UInt64
    public var tasksPerBlock: Int
    public var practiceTasks: Int
    public var viewport: Size
    /// Each condition's tuning, by name, the same digest of its `tuning` object.
    public var tunings: [String: String]
    /// The study's layout: written only when not the list, as `study.json` does, so a list study's
    /// `participant.json` is what it was before layouts.
    public var layout: StudyLayout

    public init(digest: String, seed: UInt64, tasksPerBlock: Int, practiceTasks: Int, viewport: Size, tunings: [String: String],
                layout: StudyLayout = .list) {
        self.digest = digest
        self.seed = seed
        self.tasksPerBlock = tasksPerBlock
        self.practiceTasks = practiceTasks
        self.viewport = viewport
        self.tunings = tunings
        self.layout = layout
    }

    /// The stamp of `definition`, read from (or written as) `bytes`.
    public init(definition: StudyDefinition, bytes: [UInt8]) {
        let document = (try? JSONValue(document: bytes, name: "")) ?? .string(definition.jsonText)
        var tunings: [String: String] = [:]
        if case .object(let top) = document, case .array(let items)? = top["conditions"] {
            for case .object(let fields) in items {
                if case .string(let name)? = fields["name"] { tunings[name] = Self.digest(of: fields["tuning"] ?? .null) }
            }
        }
        self.init(digest: Self.digest(of: document), seed: definition.seed, tasksPerBlock: definition.tasksPerBlock,
                  practiceTasks: definition.practiceTasks, viewport: definition.viewport, tunings: tunings, layout: definition.layout)
    }

    /// What differs from `earlier` (the participant's), in words, the earlier value first; empty
    /// when the digests agree.
    public func changes(since earlier: StudyStamp) -> [String] {
        guard digest != earlier.digest else { return [] }
        var out = TaskShape(seed: earlier.seed, tasksPerBlock: earlier.tasksPerBlock, practiceTasks: earlier.practiceTasks,
                            viewport: earlier.viewport)
            .differences(from: TaskShape(seed: seed, tasksPerBlock: tasksPerBlock, practiceTasks: practiceTasks, viewport: viewport),
                         label: "now ")
        if layout != earlier.layout { out.append("layout \(earlier.layout.rawValue) (now \(layout.rawValue))") }
        for name in earlier.tunings.keys.sorted() {
            guard let now = tunings[name] else {
                out.append("condition \(name.quotedForMessage) is gone")
                continue
            }
            if now != earlier.tunings[name] { out.append("condition \(name.quotedForMessage)'s tuning") }
        }
        for name in tunings.keys.sorted() where earlier.tunings[name] == nil { out.append("condition \(name.quotedForMessage) is new") }
        return out.isEmpty ? ["the conditions' order or another value"] : out
    }

    /// Refuses `participant` when they started under another study.json than this stamp's (at
    /// `studyFile`), saying what changed: their remaining tasks would be drawn from another seed
    /// (and pair with nothing) or run under another tuning, and their report would name a tuning
    /// they did not have. A file from before stamps were kept is taken as it is.
    public func check(_ participant: ParticipantFile, studyFile: String) throws(TraceError) {
        guard let earlier = participant.study else { return }
        let changes = changes(since: earlier)
        guard !changes.isEmpty else { return }
        throw TraceError(file: studyFile, line: 1,
                         message: "changed since \(participant.name) started (participant.json keeps digest \(earlier.digest), "
                            + "now \(digest)): " + changes.joined(separator: "; ")
                            + "; their tasks would no longer pair across conditions: put study.json back as it was, or start a new folder")
    }

    var jsonValue: JSONValue {
        var fields: [String: JSONValue] = ["digest": .string(digest), "seed": .number(Double(seed)), "tasksPerBlock": .number(Double(tasksPerBlock)),
                                           "practiceTasks": .number(Double(practiceTasks)),
                                           "viewport": .object(["width": .number(viewport.width), "height": .number(viewport.height)]),
                                           "tunings": .object(tunings.mapValues(JSONValue.string))]
        if layout != .list { fields["layout"] = .string(layout.rawValue) }
        return .object(fields)
    }

    /// `fail` makes the error from its message.
    init(_ value: JSONValue, fail: (String) -> TraceError) throws(TraceError) {
        let shape = "`study` must be {\"digest\":HEX,\"seed\":S,\"tasksPerBlock\":N,\"practiceTasks\":P,\"viewport\":{...},\"tunings\":{NAME:HEX}}"
        guard case .object(let fields) = value, case .string(let digest)? = fields["digest"],
              case .number(let seed)? = fields["seed"], seed >= 0, seed <= Double(StudyDefinition.seedRange.upperBound), seed == seed.rounded(),
              case .number(let tasks)? = fields["tasksPerBlock"], tasks >= 0, tasks <= 1e9, tasks == tasks.rounded(),
              case .number(let practice)? = fields["practiceTasks"], practice >= 0, practice <= 1e9, practice == practice.rounded(),
              case .object(let size)? = fields["viewport"], case .number(let width)? = size["width"], case .number(let height)? = size["height"],
              case .object(let tuningFields)? = fields["tunings"] else { throw fail(shape) }
        var tunings: [String: String] = [:]
        for (name, value) in tuningFields {
            guard case .string(let hex) = value else { throw fail(shape) }
            tunings[name] = hex
        }
        // No key: a list (every participant before layouts); a name this program does not know is refused.
        var layout = StudyLayout.list
        if let value = fields["layout"] {
            guard case .string(let name) = value, let known = StudyLayout(rawValue: name) else {
                throw fail("`study`'s `layout` must be one of \(StudyLayout.names)")
            }
            layout = known
        }
        self.init(digest: digest, seed: UInt64(seed), tasksPerBlock: Int(tasks), practiceTasks: Int(practice),
                  viewport: Size(width: width, height: height), tunings: tunings, layout: layout)
    }

    /// FNV-1a, 64 bits (Fowler, Noll, Vo): to tell two studies apart, not to keep anyone out.
    static func digest(of value: JSONValue) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in value.jsonText.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
