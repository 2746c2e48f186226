import ReorderKit
import ReorderTrace

/// Everything a window session feeds and keeps, without SDL: the engine, the recording, the result
/// so far, the remembered order and the engine's recent reports for the HUD. Every input goes
/// through `feed`, live or replayed alike, so the recording is exactly what the engine was given.
public struct LiveSession {
    public private(set) var engine: Engine
    public private(set) var collector = ResultCollector()
    /// Inputs fed so far: the `events` of the result (every trace line after the header).
    public private(set) var eventCount = 0
    var recorder: SessionRecorder?
    var stateStore: StateStore?
    /// A problem worth telling the person once (a state file that could not be written).
    public private(set) var warnings: [String] = []
    /// The recording or the order could not be written (a full disk): the session's exit status is 1.
    public private(set) var writeFailed = false

    public init(engine: Engine, recorder: SessionRecorder?, stateStore: StateStore?) {
        self.engine = engine
        self.recorder = recorder
        self.stateStore = stateStore
    }

    /// Gives one input to the engine at time `t` and records it; returns what the engine reported.
    @discardableResult
    public mutating func feed(_ input: InputEvent, at t: Double) -> [TimedEngineEvent] {
        engine.handle(input, at: t)
        eventCount += 1
        do {
            try recorder?.record(TimedEvent(t: t, input))
        } catch {
            warn("recording stopped: \(error)")
            writeFailed = true
            recorder = nil
        }
        guard !engine.output.isEmpty else { return [] }
        let reports = engine.takeOutput()
        collector.collect(reports)
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
        var collector = self.collector
        let result = collector.finish(&engine, eventLines: eventLines ?? eventCount)
        self.collector = collector
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
            try stateStore.save(order: engine.order)
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
        engine.takeTransitions()
    }

    /// Warnings not yet shown, emptied.
    public mutating func takeWarnings() -> [String] {
        defer { warnings.removeAll() }
        return warnings
    }
}
