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
    public static func run(path: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) -> ReplayResult {
        let reader = try TraceReader(path: path, onWarning: onWarning)
        var engine = try reader.makeEngine()
        var collector = ResultCollector()
        while let event = try reader.next() {
            engine.handle(event)
            collector.collect(from: &engine)
        }
        return collector.finish(&engine, eventLines: reader.lineNumber - 1)
    }

    /// Replays already-parsed events (the tuning sweep parses a trace once and replays it many times).
    /// The engine is left in its final state for callers that look further. Specialized for
    /// `ListLayout`, as the engine's entry points are, for callers in other modules.
    @_specialize(exported: true, where Layout == ListLayout)
    public static func run<Layout>(_ engine: inout ReorderEngine<Layout>, events: [TimedEvent], eventLines: Int? = nil) -> ReplayResult {
        var collector = ResultCollector()
        for event in events {
            engine.handle(event)
            collector.collect(from: &engine)
        }
        return collector.finish(&engine, eventLines: eventLines ?? events.count)
    }
}

/// Builds a replay result while an engine runs: picks the completed moves out of its reports after
/// each input. The live window uses it too, so its printed result matches a headless replay.
public struct ResultCollector: Sendable {
    public private(set) var moves: [ReplayMove] = []

    public init() {}

    /// Records the moves among the engine's reports and empties its outbox.
    @_specialize(exported: true, where Layout == ListLayout)
    public mutating func collect<Layout>(from engine: inout ReorderEngine<Layout>) {
        collect(engine.output)
        engine.clearOutput()
    }

    /// Records the moves among reports the caller has taken from the engine itself.
    public mutating func collect(_ reports: [TimedEngineEvent]) {
        for report in reports {
            if case .dropped(let id, let from, let to) = report.event, from != to {
                moves.append(ReplayMove(id: id, from: from, to: to, t: report.t))
            }
        }
    }

    /// Completes whatever is in progress (the end of a trace) and reports the final state.
    @_specialize(exported: true, where Layout == ListLayout)
    public mutating func finish<Layout>(_ engine: inout ReorderEngine<Layout>, eventLines: Int) -> ReplayResult {
        engine.finish()
        collect(from: &engine)
        return ReplayResult(order: engine.order, scrollOffset: engine.scrollOffset, drags: engine.drags, moves: moves,
                            frames: engine.frames, events: eventLines, stateHash: engine.stateHash)
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
