import ReorderKit
import ReorderText
import ReorderTrace

/// Which tasks of several study folders pool into one reported condition. A condition's tasks
/// pool only when their studies give it the same tuning and the same tasks (seed, block sizes,
/// viewport, layout: a grid's tasks are not a list's): `ios` at 0.5 s in one folder and at 1.5 s in another are two conditions, and so are
/// `ios` under seed 7 and under seed 8 (other tasks). Each is then reported apart, its label
/// naming what sets it apart: `ios (longPressSeconds 0.5)`, `ios (seed 8)`, `ios (no study.json)`
/// for tasks read without their study (their tuning is not known).
struct ConditionPooling {
    /// The conditions as reported, in order: each name's variants in the order their studies were read.
    private(set) var conditions: [String] = []
    /// The participants, their records' conditions relabelled.
    private(set) var participants: [StudyRecords.Participant] = []
    private(set) var pooled: [StudyRecords.Pooled] = []

    /// What sets a condition's tasks apart; nil values: read without a study.json.
    struct Variant: Hashable {
        var tuning: String?
        var seed: UInt64?
        var tasksPerBlock: Int?
        var practiceTasks: Int?
        var viewport: [Double]?
        var layout: StudyLayout?

        init(_ name: String, _ study: StudySource?) {
            tuning = study?.stamp.tunings[name]
            seed = study?.definition.seed
            tasksPerBlock = study?.definition.tasksPerBlock
            practiceTasks = study?.definition.practiceTasks
            viewport = study.map { [$0.definition.viewport.width, $0.definition.viewport.height] }
            layout = study?.definition.layout
        }
    }

    /// The most tuning values a label names; more are counted ("and 3 more").
    static let labelledValues = 3

    /// `studies`: every study.json read, in order; `participants`: each with their study, if read.
    init(conditions names: [String], studies: [StudySource], participants read: [(participant: StudyRecords.Participant, study: StudySource?)]) {
        var labels: [String: [Variant: String]] = [:]
        for name in names {
            // Each variant with the studies it comes from (and its tuning, to name differences).
            var variants: [(variant: Variant, files: [String], tuning: [String: JSONValue]?, source: StudySource?)] = []
            func add(_ study: StudySource?) {
                let variant = Variant(name, study)
                if let at = variants.firstIndex(where: { $0.variant == variant }) {
                    if let file = study?.file, !variants[at].files.contains(file) { variants[at].files.append(file) }
                    return
                }
                let tuning = study?.definition.conditions.first { $0.name == name }?.tuning.jsonObject
                variants.append((variant, [study?.file ?? "no study.json"], tuning, study))
            }
            for study in studies where study.definition.conditions.contains(where: { $0.name == name }) { add(study) }
            for (participant, study) in read where study == nil && participant.records.contains(where: { $0.condition == name }) { add(nil) }
            var byVariant: [Variant: String] = [:]
            for (variant, files, tuning, source) in variants {
                let label = variants.count == 1 ? name : Self.label(name, variant, tuning, among: variants.map { ($0.variant, $0.tuning) },
                                                                     fallback: source?.file ?? "no study.json")
                byVariant[variant] = label
                conditions.append(label)
                pooled.append(StudyRecords.Pooled(condition: label, name: name, studies: files))
            }
            labels[name] = byVariant
        }
        participants = read.map { participant, study in
            var participant = participant
            participant.studyConditions = study.map { study in
                study.definition.conditions.map { labels[$0.name]?[Variant($0.name, study)] ?? $0.name }
            }
            for i in participant.records.indices {
                let name = participant.records[i].condition
                participant.records[i].condition = labels[name]?[Variant(name, study)] ?? name
            }
            return participant
        }
    }

    /// `name (what differs)`: the study values and tuning values where this variant's differ from
    /// another's; the study's file when nothing it knows differs (the files differ in keys this
    /// program does not read); the name alone for the one variant with a study among others without.
    static func label(_ name: String, _ variant: Variant, _ tuning: [String: JSONValue]?,
                      among all: [(variant: Variant, tuning: [String: JSONValue]?)], fallback: String) -> String {
        guard variant.seed != nil else { return "\(name) (no study.json)" }
        let known = all.filter { $0.variant.seed != nil }
        func differs<T: Equatable>(_ value: (Variant) -> T) -> Bool { known.contains { value($0.variant) != value(variant) } }
        var parts: [String] = []
        if differs(\.seed) { parts.append("seed \(variant.seed!)") }
        if differs(\.tasksPerBlock) { parts.append("\(variant.tasksPerBlock!) tasks per block") }
        if differs(\.practiceTasks) { parts.append("\(variant.practiceTasks!) practice tasks") }
        if differs(\.viewport), let size = variant.viewport { parts.append("viewport \(size[0].formatted) x \(size[1].formatted)") }
        if differs(\.layout), let layout = variant.layout { parts.append(layout.rawValue) }
        if let tuning {
            let keys = tuning.keys.sorted().filter { key in known.contains { $0.tuning?[key] != tuning[key] } }
            parts += keys.prefix(labelledValues).map { "\($0) \(tuning[$0]!.jsonText)" }
            if keys.count > labelledValues { parts.append("and \(keys.count - labelledValues) more") }
        }
        // The one variant with a study beside others without: the name alone, theirs are labelled.
        if parts.isEmpty, known.count == 1 { return name }
        if parts.isEmpty { parts.append(fallback) }
        return "\(name) (\(parts.joined(separator: ", ")))"
    }
}
