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
        var engine: Engine
        do {
            engine = try Engine(header: reader.header)
        } catch {
            throw TraceError(file: path, line: 1, message: error.description)
        }
        var moves = MoveCollector()
        while let event = try reader.next() {
            engine.handle(event)
            moves.collect(from: &engine)
        }
        return finish(&engine, moves: &moves, eventLines: reader.lineNumber - 1)
    }

    /// Replays already-parsed events (the tuning sweep parses a trace once and replays it many times).
    /// The engine is left in its final state for callers that look further.
    public static func run<Layout>(_ engine: inout ReorderEngine<Layout>, events: [TimedEvent], eventLines: Int? = nil) -> ReplayResult {
        var moves = MoveCollector()
        for event in events {
            engine.handle(event)
            moves.collect(from: &engine)
        }
        return finish(&engine, moves: &moves, eventLines: eventLines ?? events.count)
    }

    private static func finish<Layout>(_ engine: inout ReorderEngine<Layout>, moves: inout MoveCollector, eventLines: Int) -> ReplayResult {
        engine.finish()
        moves.collect(from: &engine)
        return ReplayResult(order: engine.order, scrollOffset: engine.scrollOffset, drags: engine.drags, moves: moves.moves,
                            frames: engine.frames, events: eventLines, stateHash: engine.stateHash)
    }
}

/// Picks the completed moves out of the engine's reports and empties its outbox.
struct MoveCollector {
    var moves: [ReplayMove] = []

    mutating func collect<Layout>(from engine: inout ReorderEngine<Layout>) {
        guard !engine.output.isEmpty else { return }
        for report in engine.output {
            if case .dropped(let id, let from, let to) = report.event, from != to {
                moves.append(ReplayMove(id: id, from: from, to: to, t: report.t))
            }
        }
        engine.clearOutput()
    }
}
