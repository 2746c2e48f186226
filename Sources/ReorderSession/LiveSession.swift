import ReorderKit
import ReorderTrace

/// Everything a session feeds and keeps, without a display: the engine, the recording, the result
/// so far, the remembered order and the engine's recent reports for the HUD. Every input goes
/// through `feed`, live or replayed alike, so the recording is exactly what the engine was given,
/// and the engine is fed by the replay driver a headless replay uses. The window's session is one;
/// the study's block session (`StudyBlockSession`) is one with the block runner's marks around it.
public struct LiveSession<Layout: ReorderLayout> {
    private var driver: ReplayDriver<Reports<Layout>>
    public var engine: ReorderEngine<Layout> { driver.engine }
    /// Inputs fed so far: the `events` of the result (every trace line after the header).
    public var eventCount: Int { driver.fed }
    var recorder: SessionRecorder?
    var stateStore: (any OrderStore)?
    /// The latest time fed (seconds): no input is fed before it (`time(_:)`).
    private var lastT = 0.0
    /// A problem worth telling the person once (a state file that could not be written).
    public private(set) var warnings: [String] = []
    /// The recording or the order could not be written (a full disk): the session's exit status is 1.
    public private(set) var writeFailed = false
    /// The recording's first failure, for a caller that stops at it (the study) rather than go on
    /// without a recording as the window does (`takeRecordingFailure()`).
    private var recordingFailure: TraceError?

    public init(engine: ReorderEngine<Layout>, recorder: SessionRecorder?, stateStore: (any OrderStore)?) {
        driver = ReplayDriver(engine: engine, observer: Reports<Layout>())
        self.recorder = recorder
        self.stateStore = stateStore
    }

    /// The time an input given at `t` is fed at, from now on the latest: never before the last (a
    /// trace never goes back; event sources can disagree by a millisecond), never below 0, and the
    /// last again for a time that is not finite. The engine takes an earlier time as its own anyway
    /// (`ReorderEngine.handle`); clamped here, the recording and the engine see the same time.
    public mutating func time(_ t: Double) -> Double {
        lastT = max(lastT, t.isFinite ? t : lastT, 0)
        return lastT
    }

    /// Gives one input to the engine at time `t` and records it; returns what the engine reported.
    @discardableResult
    public mutating func feed(_ input: InputEvent, at t: Double) -> [TimedEngineEvent] {
        let timed = TimedEvent(t: time(t), input)
        driver.feed(timed)
        do {
            try recorder?.record(timed)
        } catch {
            stopRecording(error, "recording stopped: \(error)")
        }
        let reports = driver.observer.last
        guard !reports.isEmpty else { return [] }
        if reports.contains(where: { if case .dropped = $0.event { true } else { false } }) { saveOrder() }
        return reports
    }

    /// The end of a frame: the recording is flushed, so a crash loses at most this frame.
    /// `presented`: when the frame's present returned, on the session's clock (the frame line's
    /// `presented`; nil when not measured).
    public mutating func endFrame(presented: Double? = nil) {
        do {
            try recorder?.endFrame(presented: presented)
        } catch {
            stopRecording(error, "recording stopped: \(error)")
        }
    }

    /// Completes whatever is in progress, saves the order, closes the recording, and returns the
    /// result a headless replay of the recording gives.
    /// `eventLines` overrides the count of inputs fed (a replayed trace's skipped lines count too).
    public mutating func finish(eventLines: Int? = nil) -> ReplayResult {
        driver.finish()
        let result = driver.observer.result.result(engine, eventLines: eventLines ?? eventCount)
        saveOrder()
        do {
            try recorder?.close()
        } catch {
            stopRecording(error, "could not close the recording: \(error)")
        }
        recorder = nil
        return result
    }

    /// Atomically saves the committed order (on every drop and at the end).
    private mutating func saveOrder() {
        guard let stateStore else { return }
        do {
            try stateStore.save(order: engine.order, sections: (engine.layout as? any SectionedLayout)?.sectionRowIDs)
        } catch {
            warn("could not save the order: \(error)")  // the error names the file
            writeFailed = true
            self.stateStore = nil
        }
    }

    private mutating func warn(_ message: String) {
        warnings.append(message)
    }

    /// The recording failed: it stops (what is written replays as far as it got), the session
    /// fails, and the person is told once.
    private mutating func stopRecording(_ error: TraceError, _ message: String) {
        warn(message)
        writeFailed = true
        recorder = nil
        if recordingFailure == nil { recordingFailure = error }
    }

    /// The recording's failure not yet taken, emptied: a caller that cannot go on without its
    /// recording (the study) throws it.
    public mutating func takeRecordingFailure() -> TraceError? {
        defer { recordingFailure = nil }
        return recordingFailure
    }

    /// The engine lent to `reader` (the study's judge) for reading, by address (as to a replay
    /// observer, and for the same reason: not a copy per input): `body` must not change it.
    public mutating func lendEngine<Reader, Result>(to reader: inout Reader,
                                                    _ body: (inout Reader, inout ReorderEngine<Layout>) -> Result) -> Result {
        body(&reader, &driver.engine)
    }

    /// The engine's changes of state not yet shown (`Engine.recordsTransitions`), emptied.
    public mutating func takeTransitions() -> [StateTransition] {
        driver.engine.takeTransitions()
    }

    /// Warnings not yet shown, emptied.
    public mutating func takeWarnings() -> [String] {
        defer { warnings.removeAll() }
        return warnings
    }
}

/// What the session keeps of each input's reports: the moves for its result, and the last input's
/// reports for the HUD.
private struct Reports<Layout: ReorderLayout>: ReplayObserver {
    var result = Results<Layout>()
    var last: [TimedEngineEvent] = []

    mutating func didHandle(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {
        last = engine.output
        result.didHandle(event, engine: &engine)
    }

    mutating func didFinish(engine: inout ReorderEngine<Layout>) {
        last = engine.output
        result.didFinish(engine: &engine)
    }
}
