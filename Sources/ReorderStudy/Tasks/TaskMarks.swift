import ReorderKit

/// The `mark` lines a study writes into its recordings, so that a recording replays, `tune` scores
/// it with no hand labelling, and the judge re-run over it finds every task:
/// `task:start id=B.J kind=K row=ROWID [below=ROWID|above=ROWID] far=0|1 distance=D text=...`,
/// `intent:K` before every down while a task is shown, `task:done id=B.J`, `task:skipped id=B.J`.
/// `text=` comes last: it runs to the end of the label, spaces included.
public enum TaskMarks {
    public static func start(_ task: StudyTask) -> String {
        var label = "task:start id=\(task.id) kind=\(task.kind.rawValue) row=\(task.row)"
        if let reference = task.reference { label += " \(reference.placement.rawValue)=\(reference.row)" }
        label += " far=\(task.far ? 1 : 0) distance=\(task.distance) text=\(task.text)"
        return label
    }

    public static func intent(_ kind: StudyTaskRecord.Kind) -> String { "intent:\(kind.rawValue)" }
    public static func done(_ task: StudyTask) -> String { "task:done id=\(task.id)" }
    public static func skipped(_ task: StudyTask) -> String { "task:skipped id=\(task.id)" }

    /// A `task:start` label read back (nil: not one, or not well formed).
    public static func parseStart(_ label: String) -> (task: StudyTask, text: String)? {
        let prefix = "task:start "
        guard label.hasPrefix(prefix) else { return nil }
        var rest = Substring(label.dropFirst(prefix.count))
        var fields: [String: String] = [:]
        while !rest.isEmpty {
            if rest.hasPrefix("text=") {
                fields["text"] = String(rest.dropFirst(5))
                break
            }
            let word = rest.prefix { $0 != " " }
            rest = rest.dropFirst(word.count).drop { $0 == " " }
            guard let equals = word.firstIndex(of: "=") else { return nil }
            fields[String(word[..<equals])] = String(word[word.index(after: equals)...])
        }
        guard let id = fields["id"].flatMap(parseID), let kind = fields["kind"].flatMap(StudyTaskRecord.Kind.init(rawValue:)),
              let row = fields["row"], let text = fields["text"] else { return nil }
        var reference: (placement: StudyTask.Placement, row: String)?
        if let below = fields["below"] { reference = (.below, below) }
        if let above = fields["above"] { reference = (.above, above) }
        var task = StudyTask(block: id.block, index: id.index, kind: kind, row: row, reference: reference,
                             distance: fields["distance"].flatMap { Int($0) } ?? 0, far: fields["far"] == "1")
        // A grid's task says "after"/"before": the words tell it (they are the task's own).
        var inFlow = task
        inFlow.inFlow = true
        if reference != nil, inFlow.text == text { task = inFlow }
        return (task, text)
    }

    /// `task:done id=B.J` or `task:skipped id=B.J`: the outcome and the id.
    public static func parseEnd(_ label: String) -> (outcome: StudyTaskRecord.Outcome, id: String)? {
        for outcome in StudyTaskRecord.Outcome.allCases {
            let prefix = "task:\(outcome.rawValue) id="
            if label.hasPrefix(prefix) { return (outcome, String(label.dropFirst(prefix.count))) }
        }
        return nil
    }

    static func parseID(_ text: String) -> (block: Int, index: Int)? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let block = Int(parts[0]), let index = Int(parts[1]), block >= 0, index >= 1 else { return nil }
        return (block, index)
    }
}
