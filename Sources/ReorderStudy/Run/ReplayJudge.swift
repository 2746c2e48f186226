import ReorderKit
import ReorderText
import ReorderTrace

/// The judge re-run over a block's recording: replayed headless, its `task:start` marks begin each
/// task, the same `TaskJudge` watches the engine, and its `task:done` / `task:skipped` marks end
/// them. The records it makes must equal those the live run wrote to `tasks.jsonl` for that
/// recording (live == replay); where the judge's own decision disagrees with the recording's marks
/// (done at an input the recording does not end the task after, or a `task:done` it did not find
/// done) it says so in `disagreements`, with the line.
public struct ReplayJudge: TraceObserver {
    public let participant: String
    public let condition: String
    public let recording: String
    private let file: String
    private var judge = TaskJudge()
    /// The line of the event being handled (the header is line 1).
    private var line = 1
    public private(set) var records: [StudyTaskRecord] = []
    public private(set) var disagreements: [String] = []

    public init(participant: String, condition: String, recording: String, file: String) {
        self.participant = participant
        self.condition = condition
        self.recording = recording
        self.file = file
    }

    /// Replays the recording at `path` in the engine of its layout and judges it. `recording`: its
    /// name as the records give it (relative to the participant's folder); the condition is the block's.
    public static func run(path: String, participant: String, condition: String, recording: String) throws(TraceError) -> ReplayJudge {
        var judge = ReplayJudge(participant: participant, condition: condition, recording: recording, file: path)
        _ = try Replay.run(TraceReader(path: path), observer: &judge)
        return judge
    }

    public mutating func willHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {
        line += 1
        var label: String?
        if case .mark(let text) = event.event { label = text }
        let end = label.flatMap(TaskMarks.parseEnd)
        if let open = judge.task, judge.isSatisfied, end?.id != open.id {
            // Live, the done mark follows the input that did the task at once: one judge or the other is wrong.
            disagree("the judge found task \(open.id) done at the input before, but the recording goes on without task:done")
            _ = judge.end(.done, at: event.t, participant: participant, condition: condition, recording: recording)
        }
        guard let label else { return }
        if let (task, text) = TaskMarks.parseStart(label) {
            if let open = judge.task { disagree("task \(task.id) starts while task \(open.id) has not ended") }
            judge.begin(task, text: text, at: event.t)
        } else if let (outcome, id) = end {
            guard judge.task?.id == id else { return disagree("task:\(outcome.rawValue) for task \(id), which is not shown") }
            if outcome == .done, !judge.isSatisfied { disagree("task:done for task \(id), which the judge does not find done") }
            if let record = judge.end(outcome, at: event.t, participant: participant, condition: condition, recording: recording) {
                records.append(record)
            }
        }
    }

    public mutating func didHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {
        if case .mark = event.event { return }
        if judge.task != nil { judge.observe(event, reports: engine.output, engine: &engine) }
    }

    private mutating func disagree(_ message: String) {
        disagreements.append("\(file.escapedForMessage):\(line): \(message)")
    }
}
