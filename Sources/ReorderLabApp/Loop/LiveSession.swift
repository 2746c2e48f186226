import ReorderKit
import ReorderTrace

/// Everything a window session feeds and keeps, without SDL: the engine, the recording, the result
/// so far, the remembered order and the engine's recent reports for the HUD. Every input goes
/// through `feed`, live or replayed alike, so the recording is exactly what the engine was given,
/// and the engine is fed by the replay driver a headless replay uses.
public struct LiveSession<Layout: ReorderLayout> {
    private var driver: ReplayDriver<Reports<Layout>>
    public var engine: ReorderEngine<Layout> { driver.engine }
    /// Inputs fed so far: the `events` of the result (every trace line after the header).
    public var eventCount: Int { driver.fed }
    var recorder: SessionRecorder?
    var stateStore: StateStore?
    /// A problem worth telling the person once (a state file that could not be written).
    public private(set) var warnings: [String] = []
    /// The recording or the order could not be written (a full disk): the session's exit status is 1.
    public private(set) var writeFailed = false

    public init(engine: ReorderEngine<Layout>, recorder: SessionRecorder?, stateStore: StateStore?) {
        driver = ReplayDriver(engine: engine, observer: Reports<Layout>())
        self.recorder = recorder
        self.stateStore = stateStore
    }

    /// Gives one input to the engine at time `t` and records it; returns what the engine reported.
    @discardableResult
    public mutating func feed(_ input: InputEvent, at t: Double) -> [TimedEngineEvent] {
        let timed = TimedEvent(t: t, input)
        driver.feed(timed)
        do {
            try recorder?.record(timed)
        } catch {
            warn("recording stopped: \(error)")
            writeFailed = true
            recorder = nil
        }
        let reports = driver.observer.last
        guard !reports.isEmpty else { return [] }
        if reports.contains(where: { if case .dropped = $0.event { true } else { false } }) { saveOrder() }
        return reports
    }

    /// The end of a frame: the recording is flushed, so a crash loses at most this frame.
    public mutating func endFrame() {
        do {
            try recorder?.endFrame()
        } catch {
            warn("recording stopped: \(error)")
            writeFailed = true
            recorder = nil
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
            warn("could not close the recording: \(error)")
            writeFailed = true
        }
        recorder = nil
        return result
    }

    /// Atomically saves the committed order (on every drop and at the end).
    private mutating func saveOrder() {
        guard let stateStore else { return }
        do {
            try stateStore.save(order: engine.order, sections: engine.layout.sectionRowIDs)
        } catch {
            warn("could not save the order: \(error)")  // the error names the file
            writeFailed = true
            self.stateStore = nil
        }
    }

    private mutating func warn(_ message: String) {
        warnings.append(message)
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
