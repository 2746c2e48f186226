import ReorderKit

/// What the runner asks the caller to feed (its marks, in order, each to the engine and the
/// recording) and the tasks it finished (to append to `tasks.jsonl` at once).
public struct StudyStep: Equatable, Sendable {
    public var marks: [TimedEvent] = []
    public var records: [StudyTaskRecord] = []
    public init() {}
}

/// The runner API: sits around a session's feed (the window's and the headless harness's alike)
/// and runs one block's tasks.
///
/// For each input: `before(_:)` gives the marks to feed first (the first task's `task:start` at
/// the block's first input, `intent:KIND` before every down while a task is shown); feed those, then
/// the input; then `after(_:reports:engine:)` with the engine's reports for it gives the marks to
/// feed next (`task:done`, the next `task:start`) and the records finished. The marks it hands out
/// are already accounted for: do not pass them back to `before`/`after`. `skip(at:)` for the skip
/// key. Times come from the inputs only, as the session clamps them (`LiveSession.time`: never
/// before the last, as the recording writes them), so a replay of the recording judges the same.
public struct BlockRunner: Sendable {
    public let block: StudyBlock
    public let participant: String
    /// The recording's name relative to the participant's folder, for the records.
    public let recording: String
    /// Index into `block.tasks` of the task shown (or to show first).
    private var next: Int
    private var judge = TaskJudge()

    /// `startTask`: 1-based, the first task to run (a resumed block starts at its first unfinished one).
    public init(block: StudyBlock, participant: String, recording: String, startTask: Int = 1) {
        self.block = block
        self.participant = participant
        self.recording = recording
        next = max(0, startTask - 1)
    }

    /// The task on screen (before the first input: the one about to be shown); nil when finished.
    public var currentTask: StudyTask? { judge.task ?? (next < block.tasks.count ? block.tasks[next] : nil) }
    public var isFinished: Bool { next >= block.tasks.count }

    public mutating func before(_ input: TimedEvent) -> StudyStep {
        let t = input.t
        var step = StudyStep()
        guard !isFinished else { return step }
        if judge.task == nil { start(at: t, into: &step) }
        if case .down = input.event { step.marks.append(TimedEvent(t: t, .mark(TaskMarks.intent(block.tasks[next].kind)))) }
        return step
    }

    public mutating func after<Layout: ReorderLayout>(_ input: TimedEvent, reports: [TimedEngineEvent], engine: inout ReorderEngine<Layout>) -> StudyStep {
        var step = StudyStep()
        guard !isFinished, judge.task != nil else { return step }
        if judge.observe(input, reports: reports, engine: &engine) { end(.done, at: input.t, into: &step) }
        return step
    }

    /// The skip key: the task shown ends as skipped, the next one starts.
    public mutating func skip(at t: Double) -> StudyStep {
        var step = StudyStep()
        guard !isFinished else { return step }
        if judge.task == nil { start(at: t, into: &step) }
        end(.skipped, at: t, into: &step)
        return step
    }

    private mutating func start(at t: Double, into step: inout StudyStep) {
        let task = block.tasks[next]
        judge.begin(task, text: task.text, at: t)
        step.marks.append(TimedEvent(t: t, .mark(TaskMarks.start(task))))
    }

    private mutating func end(_ outcome: StudyTaskRecord.Outcome, at t: Double, into step: inout StudyStep) {
        let task = block.tasks[next]
        step.marks.append(TimedEvent(t: t, .mark(outcome == .done ? TaskMarks.done(task) : TaskMarks.skipped(task))))
        if let record = judge.end(outcome, at: t, participant: participant, condition: block.condition.name, recording: recording) {
            step.records.append(record)
        }
        next += 1
        if !isFinished { start(at: t, into: &step) }
    }
}
