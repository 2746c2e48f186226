import ReorderKit
import ReorderTrace

/// One trace of a tuning sweep: read once when made, to check it and count what it holds, then
/// streamed again for each pass of the sweep, every event fed to all the pass's engines in turn.
///
/// Nothing keeps the events: held parsed, they took 2.7 times the file (a 400 MB generated trace
/// peaked at 1.13 GB, a 2 GB one at 5.1 GB); streamed, the same sweep peaks at 28 MB. Reading
/// costs a fraction of replaying (4.5 M lines/s against some 13 M events/s per engine) and is paid
/// once per pass, not once per pair: on 100 traces x 400 pairs the sweep takes the same time as
/// from memory.
///
/// The swept parameters replace the trace's own everywhere: the header's values and every live
/// `tuning` line's. Other live tuning keys still apply when their line comes.
public struct SweepTrace: Sendable {
    public static let sweptNames: Set<String> = ["longPressSeconds", "allowableMovement"]
    /// With `tune --filter-sweep`, the input filters every pair replays with: they replace the
    /// trace's own `inputFilters`, in the header and in live lines, as the swept names do.
    public var imposedFilters: [InputFilter]?

    /// The path or name, for messages.
    public let name: String
    public let rows: [Row]
    /// How the rows are arranged: each pair replays in the engine of this layout.
    public let layout: LayoutSpec
    public let viewport: Size
    public let scrollOffset: Double
    /// The header's `pointsPerMillimetre` (nil: not known), for `tune` to give millimetres.
    public let pointsPerMillimetre: Double?
    /// The header's tuning; the swept values are set over it for each replay.
    public let baseTuning: Tuning
    /// Event lines, as `replay` counts them.
    public let eventCount: Int
    /// Downs preceded by each intent mark (a down the engine ignores counts too: it uses up its mark).
    public let labelledDowns: [Intent: Int]
    private let source: Source

    private enum Source: Sendable {
        case file(String)
        /// Tests and generated corpora.
        case memory([UInt8])
    }

    /// Reads the file through once; a malformed line throws as in `replay`. Warns (through
    /// `onWarning`, as the reader warns) about marks that name an unknown intent.
    public init(path: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        try self.init(source: .file(path), name: path, onWarning: onWarning)
    }

    /// An in-memory trace.
    public init(bytes: [UInt8], name: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        try self.init(source: .memory(bytes), name: name, onWarning: onWarning)
    }

    private init(source: Source, name: String, onWarning: ((String) -> Void)?) throws(TraceError) {
        let reader = try Self.reader(source, name: name, onWarning: onWarning)
        baseTuning = try reader.header.makeTuning(file: name)
        var count = 0
        var pending: Intent?
        var labelled: [Intent: Int] = [:]
        while let timed = try reader.next() {
            count += 1
            switch timed.event {
            case .mark(let label):
                if let intent = Intent(markLabel: label) {
                    pending = intent
                } else if Intent.isUnknown(markLabel: label) {
                    onWarning?(Self.unknownIntentWarning(label, file: name, line: reader.lineNumber))
                }
            case .down:
                if let intent = pending { labelled[intent, default: 0] += 1 }
                pending = nil
            case .move, .up, .cancel, .frame, .wheel, .key, .resize, .focus, .tuning, .edit: break
            }
        }
        self.name = name
        self.source = source
        rows = reader.header.rows.makeRows()
        layout = reader.header.layout
        viewport = reader.header.viewport
        scrollOffset = reader.header.scrollOffset
        pointsPerMillimetre = reader.header.pointsPerMillimetre
        eventCount = count
        labelledDowns = labelled
    }

    private static func reader(_ source: Source, name: String, onWarning: ((String) -> Void)?) throws(TraceError) -> TraceReader {
        switch source {
        case .file(let path): try TraceReader(path: path, onWarning: onWarning)
        case .memory(let bytes): try TraceReader(bytes: bytes, name: name, onWarning: onWarning)
        }
    }

    /// `FILE:LINE: warning: ...`, as the trace reader words its own warnings.
    static func unknownIntentWarning(_ label: String, file: String, line: Int) -> String {
        var quoted = ""
        TraceWriter.appendString(label, to: &quoted)
        return TraceError(file: file, line: line, message: "warning: unknown intent \(quoted) "
                          + "(expected intent:reorder, intent:scroll or intent:tap), ignored").description
    }

    /// The event with the swept names taken out of a `tuning` line (a line left empty stays: it is
    /// still an input, as in the file).
    /// The mouse's and the pen's overrides lose them too: the swept value applies to every pointer.
    public static func withoutSweptNames(_ timed: TimedEvent, also extra: Set<String> = []) -> TimedEvent {
        let names = sweptNames.union(extra)
        guard case .tuning(let values) = timed.event else { return timed }
        let kept = values.removing(names)
        return kept == values ? timed : TimedEvent(t: timed.t, .tuning(kept))
    }

    /// The names a pair's values replace: the two swept ones, and `inputFilters` when imposed.
    var replacedNames: Set<String> { imposedFilters == nil ? Self.sweptNames : Self.sweptNames.union(["inputFilters"]) }

    /// Replays the trace once under each pair, in one pass over the file: every event goes to every
    /// pair's engine before the next is read. Scores in the order of `pairs`.
    public func score(_ pairs: [SweepPair]) throws(TraceError) -> [SweepScore] {
        var pass = Pass(trace: self, pairs: pairs)
        return try layout.withEngineBuilder(rows: rows, viewport: viewport, scrollOffset: scrollOffset, &pass)
    }

    /// One pass in the engines of the trace's layout.
    private struct Pass: EngineBuilderTask {
        let trace: SweepTrace
        let pairs: [SweepPair]

        func run<Layout: ReorderLayout>(_ builder: EngineBuilder<Layout>) throws(TraceError) -> [SweepScore] {
            try trace.score(pairs, builder: builder)
        }
    }

    private func score<Layout>(_ pairs: [SweepPair], builder: EngineBuilder<Layout>) throws(TraceError) -> [SweepScore] {
        let reader = try Self.reader(source, name: name, onWarning: nil)
        var replays = pairs.map { pair in
            var tuning = baseTuning
            tuning.longPressSeconds = pair.longPressSeconds
            tuning.allowableMovement = pair.allowableMovement
            if let imposedFilters { tuning.inputFilters = imposedFilters }
            for kind in PointerKind.allCases {
                tuning.pointerOverrides[kind] = tuning.pointerOverrides[kind].map { $0.removing(replacedNames) }
                if tuning.pointerOverrides[kind]?.isEmpty == true { tuning.pointerOverrides[kind] = nil }
            }
            return ReplayDriver(engine: builder.make(tuning: tuning), observer: PairScorer<Layout>())
        }
        while let timed = try reader.next() {
            let event = Self.withoutSweptNames(timed, also: replacedNames)
            for i in replays.indices { replays[i].feed(event) }
        }
        for i in replays.indices { replays[i].finish() }
        return replays.map(\.observer.score)
    }

    /// One pair alone (tests, one-off checks).
    public func score(longPressSeconds: Double, allowableMovement: Double) throws(TraceError) -> SweepScore {
        try score([SweepPair(longPressSeconds: longPressSeconds, allowableMovement: allowableMovement)])[0]
    }

    /// Pairs one pass replays at once. Each engine has its own layout arrays (the rows themselves are
    /// shared): an Int32 and a Double per row in a list or in sections, about 110 bytes an item in a
    /// grid of mixed sizes (two flows), plus about 2 KB of state and outbox; `passBudget` bounds them,
    /// so a list of a million rows replays a few pairs a pass and a list of twenty every pair in one.
    public var pairsPerPass: Int {
        let perRow: Int
        if case .grid = layout { perRow = 112 } else { perRow = 12 }
        return max(1, Self.passBudget / (perRow * rows.count + 2048))
    }

    /// Bytes of engines one pass may hold: 64 MiB, small beside the machine and still every pair of
    /// a 400-pair grid at once for lists up to about 13,000 rows.
    static let passBudget = 64 << 20
}

/// Scores one pair's replay in a pass: each labelled press of the gesture stream as it is decided
/// (the score is the stream's sink: no gesture is kept).
private struct PairScorer<Layout: ReorderLayout>: ReplayObserver {
    var gestures = GestureStream()
    var score = SweepScore()

    mutating func willHandle(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {
        gestures.willHandle(event.event, engine: &engine)
    }

    mutating func didHandle(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {
        gestures.didHandle(event, engine: &engine, into: &score)
    }

    mutating func willFinish(engine: inout ReorderEngine<Layout>) { gestures.willFinish(engine: &engine) }

    /// The end of the trace decides whatever press is still open (cancelled), as `replay` does.
    mutating func didFinish(engine: inout ReorderEngine<Layout>) {
        gestures.didFinish(engine: &engine, into: &score)
    }
}
