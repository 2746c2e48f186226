import ReorderKit
import ReorderSession
import ReorderTrace

/// One block being run: the session every window runs (`LiveSession`: a fresh engine fed through
/// the replay driver, its recording, the timestamp clamp) with the block's runner around it, and
/// the participant's `tasks.jsonl`. The window and the headless harness both feed their inputs
/// here, so what the person did, what the recording holds and what the judge decided are the same
/// thing.
///
/// Every input: the runner's marks first, then the input, then the marks that follow it; finished
/// tasks are appended (and fsynced) to the log at once. `endFrame()` flushes the recording (a
/// crash loses at most a frame); `close()` at the block's end or on an interruption. Unlike the
/// playground, a block does not go on without its recording: a write failure is thrown.
///
/// Generic over the engine's layout (the study's: a list, sections or a grid), as the playground's
/// window is: the engine runs specialized, and what draws it or scripts a person sees its geometry.
public struct StudyBlockSession<Layout: ReorderLayout> {
    private var live: LiveSession<Layout>
    public private(set) var runner: BlockRunner
    private let log: TaskLog?
    public let recordingPath: String
    /// Records this session finished, in order (also in the log).
    public private(set) var records: [StudyTaskRecord] = []

    /// `rows`: the list as the block starts in `layout` (the study list; a resumed block, the order
    /// (and sections) its partial recording ended with). The recording's header gives them, the
    /// layout, the viewport and the condition's full tuning, so it replays on its own;
    /// `pointsPerMillimetre` and `recorded` (facts about the machine) as a window's recording has
    /// them. A `layout` whose engine is not `Layout`'s is refused (`FILE:1:`, the recording's header).
    public init(block: StudyBlock, participant: String, startTask: Int = 1, layout: StudyLayout, rows: [Row], viewport: Size,
                recordingPath: String, recordingName: String, log: TaskLog?, pointsPerMillimetre: Double? = nil,
                recorded: JSONValue? = nil) throws(TraceError) {
        let header = TraceHeader(viewport: viewport, rows: .explicit(rows), layout: layout.spec, tuning: block.condition.tuning.jsonObject,
                                 pointsPerMillimetre: pointsPerMillimetre, recorded: recorded)
        // The condition's tuning as it is (not read back from the header's JSON), as the list's always was.
        guard let engine: ReorderEngine<Layout> = layout.makeEngine(rows: rows, viewport: viewport, tuning: block.condition.tuning) else {
            throw TraceError(file: recordingPath, line: 1, message: "layout \(layout.rawValue) is not \(Layout.self)'s: it runs in the engine of its own layout")
        }
        runner = BlockRunner(block: block, participant: participant, recording: recordingName, startTask: startTask)
        let recorder = try SessionRecorder(path: recordingPath, header: header)
        live = LiveSession(engine: engine, recorder: recorder, stateStore: nil)
        self.recordingPath = recorder.path
        self.log = log
    }

    public var engine: ReorderEngine<Layout> { live.engine }
    /// The task on screen: its `text` and `highlightedRows` for the window.
    public var currentTask: StudyTask? { runner.currentTask }
    public var isFinished: Bool { runner.isFinished }

    /// Feeds one input (with the marks around it) and returns the engine's reports for it.
    @discardableResult
    public mutating func feed(_ input: InputEvent, at t: Double) throws(TraceError) -> [TimedEngineEvent] {
        let timed = TimedEvent(t: live.time(t), input)
        try apply(runner.before(timed))
        let reports = live.feed(input, at: timed.t)
        try throwRecordingFailure()
        // Lent for reading, by address (as a replay observer is): the judge never changes it.
        try apply(live.lendEngine(to: &runner) { $0.after(timed, reports: reports, engine: &$1) })
        return reports
    }

    /// The skip key.
    public mutating func skip(at t: Double) throws(TraceError) {
        try apply(runner.skip(at: live.time(t)))
    }

    /// The end of a frame: the recording reaches the kernel. `presented`: when the frame's present
    /// returned (seconds, the clock `feed` is given), the frame line's `presented`; nil headless.
    public mutating func endFrame(presented: Double? = nil) throws(TraceError) {
        live.endFrame(presented: presented)
        try throwRecordingFailure()
    }

    /// Ends the block (finished or interrupted): what is in progress completes in place, as a
    /// replay of the recording ends, and the recording is closed. A task not finished has no record.
    public mutating func close() throws(TraceError) {
        _ = live.finish()
        try throwRecordingFailure()
    }

    private mutating func throwRecordingFailure() throws(TraceError) {
        if let failure = live.takeRecordingFailure() { throw failure }
    }

    private mutating func apply(_ step: StudyStep) throws(TraceError) {
        for mark in step.marks {
            live.feed(mark.event, at: mark.t)
            try throwRecordingFailure()
        }
        for record in step.records {
            try log?.append(record)
            records.append(record)
        }
    }
}

extension StudyBlockSession where Layout == ListLayout {
    /// A block on the study's list (the layout a study folder without `layout` has).
    public init(block: StudyBlock, participant: String, startTask: Int = 1, rows: [Row] = StudyList.rows, viewport: Size,
                recordingPath: String, recordingName: String, log: TaskLog?, pointsPerMillimetre: Double? = nil,
                recorded: JSONValue? = nil) throws(TraceError) {
        try self.init(block: block, participant: participant, startTask: startTask, layout: .list, rows: rows, viewport: viewport,
                      recordingPath: recordingPath, recordingName: recordingName, log: log, pointsPerMillimetre: pointsPerMillimetre,
                      recorded: recorded)
    }
}

/// What a stop condition sees of a running block, whatever its layout (`HeadlessStudy.run`'s `stop`).
public protocol StudyBlockProgress {
    var currentTask: StudyTask? { get }
    var isFinished: Bool { get }
    /// A finger (or the mouse) is down.
    var isPointerDown: Bool { get }
}

extension StudyBlockSession: StudyBlockProgress {
    public var isPointerDown: Bool { engine.activePointer != nil }
}
