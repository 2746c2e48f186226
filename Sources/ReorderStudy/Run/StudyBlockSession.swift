import ReorderKit
import ReorderTrace

/// One block being run: a fresh engine fed through the replay driver (the path every replay takes),
/// its recording, the block's runner, and the participant's `tasks.jsonl`. The window and the
/// headless harness both feed their inputs here, so what the person did, what the recording holds
/// and what the judge decided are the same thing.
///
/// Every input: the runner's marks first, then the input, then the marks that follow it; finished
/// tasks are appended (and fsynced) to the log at once. `endFrame()` flushes the recording (a
/// crash loses at most a frame); `close()` at the block's end or on an interruption.
public struct StudyBlockSession {
    private var driver: ReplayDriver<LastReports>
    public private(set) var runner: BlockRunner
    private let recorder: TraceFileWriter
    private let log: TaskLog?
    private var lastT = 0.0
    /// Records this session finished, in order (also in the log).
    public private(set) var records: [StudyTaskRecord] = []

    /// `rows`: the list as the block starts (the study list; a resumed block, the order its partial
    /// recording ended with). The recording's header gives them, the viewport and the condition's
    /// full tuning, so it replays on its own; `pointsPerMillimetre` and `recorded` (facts about the
    /// machine) as a window's recording has them.
    public init(block: StudyBlock, participant: String, startTask: Int = 1, rows: [Row] = StudyList.rows, viewport: Size,
                recordingPath: String, recordingName: String, log: TaskLog?, pointsPerMillimetre: Double? = nil,
                recorded: JSONValue? = nil) throws(TraceError) {
        let engine = Engine(rows: rows, viewport: viewport, tuning: block.condition.tuning)
        driver = ReplayDriver(engine: engine, observer: LastReports())
        runner = BlockRunner(block: block, participant: participant, recording: recordingName, startTask: startTask)
        recorder = try TraceFileWriter(path: recordingPath)
        self.log = log
        try recorder.write(header: TraceHeader(viewport: viewport, rows: .explicit(rows), tuning: block.condition.tuning.jsonObject,
                                               pointsPerMillimetre: pointsPerMillimetre, recorded: recorded))
        try recorder.flush()
    }

    public var engine: Engine { driver.engine }
    /// The task on screen: its `text` and `highlightedRows` for the window.
    public var currentTask: StudyTask? { runner.currentTask }
    public var isFinished: Bool { runner.isFinished }
    public var recordingPath: String { recorder.path }

    /// Feeds one input (with the marks around it) and returns the engine's reports for it.
    @discardableResult
    public mutating func feed(_ input: InputEvent, at t: Double) throws(TraceError) -> [TimedEngineEvent] {
        let timed = TimedEvent(t: time(t), input)
        try apply(runner.before(timed))
        driver.feed(timed)
        try recorder.write(timed)
        let reports = driver.observer.last
        // Lent for reading, by address (as a replay observer is): the judge never changes it.
        try apply(runner.after(timed, reports: reports, engine: &driver.engine))
        return reports
    }

    /// The skip key.
    public mutating func skip(at t: Double) throws(TraceError) {
        try apply(runner.skip(at: time(t)))
    }

    /// The end of a frame: the recording reaches the kernel.
    public mutating func endFrame() throws(TraceError) { try recorder.flush() }

    /// Ends the block (finished or interrupted): what is in progress completes in place, as a
    /// replay of the recording ends, and the recording is closed. A task not finished has no record.
    public mutating func close() throws(TraceError) {
        driver.finish()
        try recorder.close()
    }

    private mutating func time(_ t: Double) -> Double {
        lastT = max(lastT, t.isFinite ? t : lastT, 0)
        return lastT
    }

    private mutating func apply(_ step: StudyStep) throws(TraceError) {
        for mark in step.marks {
            driver.feed(mark)
            try recorder.write(mark)
        }
        for record in step.records {
            try log?.append(record)
            records.append(record)
        }
    }
}

/// The engine's reports for the latest input.
struct LastReports: ReplayObserver {
    var last: [TimedEngineEvent] = []
    mutating func didHandle(_ event: TimedEvent, engine: inout Engine) { last = engine.output }
}
