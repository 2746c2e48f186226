import ReorderKit
import ReorderText
import ReorderTrace

/// One finished task of a guided study (`reorder-lab study`): one line of a participant's
/// `tasks.jsonl`, written when the task ends, read by `study-report` and by a resumed study.
///
/// Tasks pair across blocks by `task`: task 3 of every block has the same kind and difficulty (the
/// rows differ), so a within-subject comparison can pair them.
public struct StudyTaskRecord: Equatable, Sendable {
    /// What the task asked: "Move Milk below Eggs", "Scroll to Tea", "Tap Coffee".
    public enum Kind: String, Sendable, CaseIterable {
        case reorder, scroll, tap
    }

    /// Done: the engine's state said so. Skipped: the person gave up on it (the skip key).
    public enum Outcome: String, Sendable, CaseIterable {
        case done, skipped
    }

    /// A wrong outcome on the way, counted; the person goes on with the same task.
    public enum ErrorKind: String, Sendable, CaseIterable, Comparable {
        /// A row lifted in a scroll or tap task.
        case falseLift
        /// A reorder task's press became a tap or a pan instead of lifting the row.
        case missedLift
        /// A tap task's press became a pan (the tap was lost).
        case lostTap
        /// A tap task's tap selected another row.
        case wrongTap
        /// A drop that did not put the row where the task asked.
        case wrongDrop

        public static func < (a: ErrorKind, b: ErrorKind) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    public var participant: String
    /// 0: the practice block (never in a report); 1...: the condition blocks, in the order run.
    public var block: Int
    /// The condition's name (`practice` for block 0).
    public var condition: String
    /// 1-based within the block.
    public var task: Int
    public var kind: Kind
    public var text: String
    public var outcome: Outcome
    /// Execution time in seconds: from the person's first input during the task (a press, a wheel
    /// turn or a key) to the moment it was done (or skipped); from the task's start when it had none.
    public var seconds: Double
    /// Seconds from the task appearing on screen to the person's first input (0 when it had none).
    public var reactionSeconds: Double
    /// Presses the engine began during the task.
    public var presses: Int
    /// Wrong outcomes by kind; a kind not in the dictionary counted 0.
    public var errors: [ErrorKind: Int]
    /// The recording that holds the task, relative to the participant's folder.
    public var recording: String

    public init(participant: String, block: Int, condition: String, task: Int, kind: Kind, text: String, outcome: Outcome,
                seconds: Double, reactionSeconds: Double, presses: Int, errors: [ErrorKind: Int], recording: String) {
        self.participant = participant
        self.block = block
        self.condition = condition
        self.task = task
        self.kind = kind
        self.text = text
        self.outcome = outcome
        self.seconds = seconds
        self.reactionSeconds = reactionSeconds
        self.presses = presses
        self.errors = errors.filter { $0.value > 0 }
        self.recording = recording
    }

    /// All errors of the task.
    public var errorCount: Int { errors.values.reduce(0, +) }

    /// The line `tasks.jsonl` holds (keys sorted; every error kind written, zeros included).
    public var jsonLine: String {
        var errorObject: [String: JSONValue] = [:]
        for kind in ErrorKind.allCases { errorObject[kind.rawValue] = .number(Double(errors[kind] ?? 0)) }
        let object: [String: JSONValue] = [
            "participant": .string(participant), "block": .number(Double(block)), "condition": .string(condition),
            "task": .number(Double(task)), "kind": .string(kind.rawValue), "text": .string(text),
            "outcome": .string(outcome.rawValue), "seconds": .number(seconds), "reactionSeconds": .number(reactionSeconds),
            "presses": .number(Double(presses)), "errors": .object(errorObject), "recording": .string(recording),
        ]
        return JSONValue.object(object).jsonText
    }

    /// Reads one line of `tasks.jsonl`; problems name `file:line:`. Keys it does not know are ignored.
    public init(jsonLine: String, file: String, line: Int) throws(TraceError) {
        func fail(_ message: String) -> TraceError { TraceError(file: file, line: line, message: message) }
        let value: JSONValue
        do {
            value = try JSONValue(document: Array(jsonLine.utf8), name: file)
        } catch {
            throw fail(error.message)
        }
        guard case .object(let object) = value else { throw fail("expected a task object, found \(value.typeName)") }
        func string(_ key: String) throws(TraceError) -> String {
            guard case .string(let s)? = object[key] else { throw fail("`\(key)` must be a string") }
            return s
        }
        func number(_ key: String) throws(TraceError) -> Double {
            guard case .number(let n)? = object[key], n.isFinite, n >= 0 else { throw fail("`\(key)` must be a number >= 0") }
            return n
        }
        func count(_ key: String, in dictionary: [String: JSONValue]) throws(TraceError) -> Int {
            guard let raw = dictionary[key] else { return 0 }
            guard case .number(let n) = raw, n >= 0, n <= 1e9, n == n.rounded() else { throw fail("`\(key)` must be a whole number >= 0") }
            return Int(n)
        }
        func named<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(TraceError) -> T where T.RawValue == String {
            let raw = try string(key)
            guard let value = T(rawValue: raw) else {
                throw fail("`\(key)` is \(raw.quotedForMessage); expected one of \(T.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return value
        }
        participant = try string("participant")
        block = try count("block", in: object)
        condition = try string("condition")
        task = try count("task", in: object)
        guard task >= 1 else { throw fail("`task` must be a whole number >= 1") }
        kind = try named("kind", Kind.self)
        text = try string("text")
        outcome = try named("outcome", Outcome.self)
        seconds = try number("seconds")
        reactionSeconds = try number("reactionSeconds")
        presses = try count("presses", in: object)
        var errors: [ErrorKind: Int] = [:]
        if let raw = object["errors"] {
            guard case .object(let counts) = raw else { throw fail("`errors` must be an object of counts") }
            for kind in ErrorKind.allCases {
                let n = try count(kind.rawValue, in: counts)
                if n > 0 { errors[kind] = n }
            }
        }
        self.errors = errors
        recording = try string("recording")
    }
}
