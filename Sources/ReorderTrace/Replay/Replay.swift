import ReorderKit

/// One completed drag that left its row at another index.
public struct ReplayMove: Equatable, Sendable {
    public var id: String
    /// Index when lifted and when dropped.
    public var from: Int
    public var to: Int
    /// Time of the drop (the release), seconds.
    public var t: Double
}

/// The state after the last line of a trace (the trace format's replay result).
public struct ReplayResult: Equatable, Sendable {
    public var order: [String]
    public var scrollOffset: Double
    public var drags: Int
    public var moves: [ReplayMove]
    public var frames: Int
    public var events: Int
    public var stateHash: String
}

/// Replays traces headless: the same engine, fed line by line, then completed in place.
public enum Replay {
    /// Streams a trace file through the engine (a large file is never loaded whole).
    /// `onTransition`: the debug transition log (`replay --log-transitions`), each change of the
    /// engine's state as it happens; without it the engine keeps no log.
    public static func run(path: String, onWarning: ((String) -> Void)? = nil,
                           onTransition: ((StateTransition) -> Void)? = nil) throws(TraceError) -> ReplayResult {
        let reader = try TraceReader(path: path, onWarning: onWarning)
        var engine = try reader.makeEngine()
        guard let onTransition else {
            var driver = ReplayDriver(engine: engine, observer: ResultCollector())
            try driver.feed(reader)
            driver.finish()
            return driver.result(eventLines: reader.lineNumber - 1)
        }
        engine.recordsTransitions = true
        var driver = ReplayDriver(engine: engine, observer: TransitionLogger(emit: onTransition))
        try driver.feed(reader)
        driver.finish()
        return driver.observer.collector.result(driver.engine, eventLines: reader.lineNumber - 1)
    }

    /// Replays already-parsed events. The engine is left in its final state for callers that look
    /// further.
    public static func run(_ engine: inout Engine, events: [TimedEvent], eventLines: Int? = nil) -> ReplayResult {
        var driver = ReplayDriver(engine: engine, observer: ResultCollector())
        for event in events { driver.feed(event) }
        driver.finish()
        engine = driver.engine
        return driver.result(eventLines: eventLines ?? events.count)
    }
}

/// Builds a replay result while an engine runs: picks the completed moves out of its reports. The
/// live window uses it too, so its printed result matches a headless replay.
public struct ResultCollector: ReplayObserver, Sendable {
    public private(set) var moves: [ReplayMove] = []

    public init() {}

    @inlinable
    public mutating func didHandle(_ event: TimedEvent, engine: inout Engine) {
        if !engine.output.isEmpty { collect(engine.output) }
    }

    public mutating func didFinish(engine: inout Engine) {
        collect(engine.output)
    }

    /// Records the moves among the engine's reports.
    @usableFromInline
    mutating func collect(_ reports: [TimedEngineEvent]) {
        for report in reports {
            if case .dropped(let id, let from, let to) = report.event, from != to {
                moves.append(ReplayMove(id: id, from: from, to: to, t: report.t))
            }
        }
    }

    /// The final state of `engine`, which has finished, with the moves collected.
    public func result(_ engine: Engine, eventLines: Int) -> ReplayResult {
        ReplayResult(order: engine.order, scrollOffset: engine.scrollOffset, drags: engine.drags, moves: moves,
                     frames: engine.frames, events: eventLines, stateHash: engine.stateHash)
    }
}

/// The result collector, and each change of the engine's state handed to `emit` after the input
/// (or the end of the trace) that made it.
struct TransitionLogger: ReplayObserver {
    var collector = ResultCollector()
    let emit: (StateTransition) -> Void

    mutating func didHandle(_ event: TimedEvent, engine: inout Engine) {
        collector.didHandle(event, engine: &engine)
        for transition in engine.takeTransitions() { emit(transition) }
    }

    mutating func didFinish(engine: inout Engine) {
        collector.didFinish(engine: &engine)
        for transition in engine.takeTransitions() { emit(transition) }
    }
}

extension ReplayDriver where Observer == ResultCollector {
    /// The replay result, once `finish()` has run.
    public func result(eventLines: Int) -> ReplayResult {
        observer.result(engine, eventLines: eventLines)
    }
}

extension TraceReader {
    /// The engine the header describes. The reader has validated the tuning; a failure still names
    /// line 1, like every header problem.
    public func makeEngine() throws(TraceError) -> Engine {
        do {
            return try Engine(header: header)
        } catch {
            throw TraceError(file: file, line: 1, message: error.description)
        }
    }
}
