import ReorderKit

/// One completed drag that left its row at another index (or, in sections, in another section).
public struct ReplayMove: Equatable, Sendable {
    public var id: String
    /// Index when lifted and when dropped.
    public var from: Int
    public var to: Int
    /// Time of the drop (the release), seconds.
    public var t: Double
    /// The row that went the other way (a swap, or sections' cross-section exchange).
    public var swappedWith: String?
    /// Sectioned layouts: the row's section when lifted and when dropped.
    public var fromSection: String?
    public var toSection: String?
    /// A remote `reorder` of the lifted row, held during its drag and applied after the person's move
    /// (docs/trace-format.md "Edits", rule 5); false for the person's own moves.
    public var remote: Bool

    public init(id: String, from: Int, to: Int, t: Double, swappedWith: String? = nil, fromSection: String? = nil,
                toSection: String? = nil, remote: Bool = false) {
        self.id = id
        self.from = from
        self.to = to
        self.t = t
        self.swappedWith = swappedWith
        self.fromSection = fromSection
        self.toSection = toSection
        self.remote = remote
    }
}

/// A drag that ended without a drop (docs/trace-format.md "Edits", rule 3).
public struct ReplayEnded: Equatable, Sendable {
    public var id: String
    public var t: Double
    public var reason: DragEndReason

    public init(id: String, t: Double, reason: DragEndReason) {
        self.id = id
        self.t = t
        self.reason = reason
    }
}

/// One section's rows in a result (sectioned layouts only).
public struct ReplaySection: Equatable, Sendable {
    public var id: String
    public var rows: [String]

    public init(id: String, rows: [String]) {
        self.id = id
        self.rows = rows
    }
}

/// The state after the last line of a trace (the trace format's replay result).
public struct ReplayResult: Equatable, Sendable {
    public var order: [String]
    public var scrollOffset: Double
    public var drags: Int
    public var moves: [ReplayMove]
    /// What a screen reader would have said, in order (the engine's `announced` events).
    public var announcements: [ReplayAnnouncement] = []
    /// How many times the blank (with `reorderMode: swap`, the target) changed.
    public var shuffles: Int
    /// Every section in order with its rows, empty ones included; nil without sections.
    public var sections: [ReplaySection]?
    public var frames: Int
    public var events: Int
    public var stateHash: String
    /// Edit lines applied, and drags ended without a drop (docs/trace-format.md "Edits"): written
    /// only when there are any.
    public var edits = 0
    public var ended: [ReplayEnded] = []
}

/// One announcement and its time, seconds.
public struct ReplayAnnouncement: Equatable, Sendable {
    public var t: Double
    public var text: String

    public init(t: Double, text: String) {
        self.t = t
        self.text = text
    }
}

/// Replays traces headless: the same engine, fed line by line, then completed in place.
public enum Replay {
    /// Streams a trace file through the engine (a large file is never loaded whole).
    /// `onTransition`: the debug transition log (`replay --log-transitions`), each change of the
    /// engine's state as it happens; without it the engine keeps no log.
    public static func run(path: String, onWarning: ((String) -> Void)? = nil,
                           onTransition: ((StateTransition) -> Void)? = nil) throws(TraceError) -> ReplayResult {
        var log = TransitionLog(emit: onTransition)
        return try run(TraceReader(path: path, onWarning: onWarning), observer: &log)
    }

    /// Streams the reader's events through the engine of the header's layout, watched by
    /// `observer`: the one replay of a trace file that `replay`, `info`, `plot`, `compare` and the
    /// study's judge share. `header`: the engine's, when not the file's own (a preset over it).
    /// `edit`: what each input becomes before the engine sees it (the event lines are still the file's).
    public static func run<Observer: TraceObserver>(_ reader: TraceReader, header: TraceHeader? = nil, observer: inout Observer,
                                                    edit: ((TimedEvent) -> TimedEvent)? = nil) throws(TraceError) -> ReplayResult {
        var task = ObservedFile(reader: reader, observer: observer, edit: edit)
        defer { observer = task.observer }
        return try (header ?? reader.header).withEngine(file: reader.file, &task)
    }

    /// Replays already-parsed events. The engine is left in its final state for callers that look
    /// further.
    public static func run<Layout>(_ engine: inout ReorderEngine<Layout>, events: [TimedEvent], eventLines: Int? = nil) -> ReplayResult {
        var driver = ReplayDriver(engine: engine, observer: Results<Layout>())
        for event in events { driver.feed(event) }
        driver.finish()
        engine = driver.engine
        return driver.result(eventLines: eventLines ?? events.count)
    }

    /// Replays already-parsed events in the engine of the header's layout.
    public static func run(header: TraceHeader, events: [TimedEvent], file: String, eventLines: Int? = nil) throws(TraceError) -> ReplayResult {
        struct Parsed: EngineTask {
            let events: [TimedEvent]
            let eventLines: Int?
            func run<Layout: ReorderLayout>(_ engine: ReorderEngine<Layout>) throws(TraceError) -> ReplayResult {
                var engine = engine
                return Replay.run(&engine, events: events, eventLines: eventLines)
            }
        }
        var task = Parsed(events: events, eventLines: eventLines)
        return try header.withEngine(file: file, &task)
    }
}

/// Builds a replay result while an engine runs: picks the completed moves and the shuffles out of
/// its reports. The live window uses it too, so its printed result matches a headless replay.
public struct Results<Layout: ReorderLayout>: ReplayObserver {
    public private(set) var moves: [ReplayMove] = []
    public private(set) var shuffles = 0
    public private(set) var announcements: [ReplayAnnouncement] = []
    public private(set) var ended: [ReplayEnded] = []

    public init() {}

    @inlinable
    public mutating func didHandle(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {
        if !engine.output.isEmpty { collect(engine.output) }
    }

    public mutating func didFinish(engine: inout ReorderEngine<Layout>) {
        collect(engine.output)
    }

    /// Records the moves and shuffles among the engine's reports.
    @usableFromInline
    mutating func collect(_ reports: [TimedEngineEvent]) {
        for report in reports {
            switch report.event {
            case .moved, .swapTargeted:
                shuffles += 1
            case .dropped(let id, let from, let to, let swappedWith, let fromSection, let toSection)
                where from != to || fromSection != toSection:
                moves.append(ReplayMove(id: id, from: from, to: to, t: report.t, swappedWith: swappedWith,
                                        fromSection: fromSection, toSection: toSection))
            case .announced(let text):
                announcements.append(ReplayAnnouncement(t: report.t, text: text))
            case .remoteMoved(let id, let from, let to, let fromSection, let toSection) where from != to || fromSection != toSection:
                moves.append(ReplayMove(id: id, from: from, to: to, t: report.t, fromSection: fromSection, toSection: toSection,
                                        remote: true))
            case .dragEnded(let id, let reason):
                ended.append(ReplayEnded(id: id, t: report.t, reason: reason))
            default:
                break
            }
        }
    }

    /// The final state of `engine`, which has finished, with the moves collected.
    public func result(_ engine: ReorderEngine<Layout>, eventLines: Int) -> ReplayResult {
        ReplayResult(order: engine.order, scrollOffset: engine.scrollOffset, drags: engine.drags, moves: moves,
                     announcements: announcements, shuffles: shuffles, sections: (engine.layout as? any SectionedLayout)?.sectionRowIDs.map { ReplaySection(id: $0.id, rows: $0.rows) }, frames: engine.frames,
                     events: eventLines, stateHash: engine.stateHash, edits: engine.edits, ended: ended)
    }
}

/// The plain list's result collector.
public typealias ResultCollector = Results<ListLayout>

extension ReplayDriver {
    /// The replay result, once `finish()` has run.
    public func result<L>(eventLines: Int) -> ReplayResult where Observer == Results<L> {
        observer.result(engine, eventLines: eventLines)
    }
}
