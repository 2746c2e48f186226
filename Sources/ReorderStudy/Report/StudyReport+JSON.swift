import ReorderKit
import ReorderTrace

/// The report for scripts: one object, keys sorted (stable), numbers as the trace writer writes
/// them, null where a figure does not exist (no done task, fewer than 5 pairs).
extension StudyReport {
    public var json: String { jsonValue.jsonText }

    public var jsonValue: JSONValue {
        .object([
            "format": .string("reorder-study-report"), "version": .number(1),
            "conditions": .array(conditions.map(Self.json)),
            "comparisons": .array(comparisons.map(Self.json)),
            "participants": .array(participants.map(Self.json)),
            "pooled": .array(pooled.map { .object(["condition": .string($0.condition), "name": .string($0.name),
                                                    "studies": .array($0.studies.map(JSONValue.string))]) }),
            "tune": .array(tuneCommands.map { .object(["participant": $0.participant.map(JSONValue.string) ?? .null,
                                                       "command": .string($0.command)]) }),
        ])
    }

    static func json(_ c: Condition) -> JSONValue {
        var errors: [String: JSONValue] = [:]
        for kind in StudyTaskRecord.ErrorKind.allCases { errors[kind.rawValue] = .number(Double(c.errors[kind] ?? 0)) }
        return .object([
            "name": .string(c.name), "done": .number(Double(c.done)), "skipped": .number(Double(c.skipped)),
            "medianSeconds": number(c.medianSeconds), "interval": interval(c.interval),
            "errors": .object(errors), "errorCount": .number(Double(c.errorCount)),
            "errorsPerTask": number(c.errorsPerTask), "pressesPerTask": number(c.pressesPerTask),
        ])
    }

    static func json(_ c: Comparison) -> JSONValue {
        func side(_ verdict: PairedComparison.Verdict) -> JSONValue {
            switch verdict {
            case .aLower: .string(c.a)
            case .bLower: .string(c.b)
            case .noClearDifference, .notEnoughPairs: .null
            }
        }
        func paired(_ p: PairedComparison, _ words: String, lower: String) -> JSONValue {
            .object([
                "pairs": .number(Double(p.pairs)), "enoughPairs": .bool(p.hasEnoughPairs),
                lower + "A": .number(Double(p.aLower)), lower + "B": .number(Double(p.bLower)), "ties": .number(Double(p.ties)),
                "statistic": .string(p.statistic.rawValue), "difference": number(p.difference), "interval": interval(p.interval), "signTestP": number(p.signTestP),
                "verdict": .string(p.verdict.rawValue), "better": side(p.verdict), "text": .string(words),
            ])
        }
        return .object([
            "a": .string(c.a), "b": .string(c.b),
            "time": paired(c.time, timeWords(c), lower: "faster"),
            "errors": paired(c.errors, errorWords(c), lower: "fewer"),
        ])
    }

    static func json(_ p: Participant) -> JSONValue {
        .object([
            "name": .string(p.name), "folder": .string(p.folder), "tasks": .number(Double(p.tasks)),
            "medianSeconds": .object(Dictionary(uniqueKeysWithValues: p.medians.map { ($0.condition, JSONValue.number($0.seconds)) })),
            "fastest": p.fastest.map(JSONValue.string) ?? .null,
            "recordings": .array(p.recordings.map(JSONValue.string)),
            "row": number(p.square.map { Double($0.row) }), "rows": number(p.square.map { Double($0.rows) }),
            "incomplete": .array(p.incomplete.map { .object(["condition": .string($0.condition), "finished": .number(Double($0.finished)),
                                                             "tasks": .number(Double($0.tasks))]) }),
        ])
    }

    static func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }

    static func interval(_ value: BootstrapInterval?) -> JSONValue {
        value.map { .array([.number($0.lower), .number($0.upper)]) } ?? .null
    }
}
