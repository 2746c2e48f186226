/// One trace of a tuning sweep, parsed once and replayed under every pair of the grid.
///
/// The swept parameters replace the trace's own everywhere: the header's values and every live
/// `tuning` line's. Other live tuning keys still apply when their line comes.
public struct SweepTrace: Sendable {
    public static let sweptNames: Set<String> = ["longPressSeconds", "allowableMovement"]

    /// The path or name, for messages.
    public let name: String
    public let rows: [Row]
    public let viewport: Size
    public let scrollOffset: Double
    /// The header's tuning; the swept values are set over it for each replay.
    public let baseTuning: Tuning
    /// The events with the swept names taken out of `tuning` lines (a line left empty stays: it
    /// is still an input, as in the file).
    public let events: [TimedEvent]

    public init(name: String, header: TraceHeader, events: [TimedEvent]) throws(TuningError) {
        self.name = name
        rows = header.rows.makeRows()
        viewport = header.viewport
        scrollOffset = header.scrollOffset
        baseTuning = try header.makeTuning()
        self.events = events.map { timed in
            guard case .tuning(let values) = timed.event,
                  values.keys.contains(where: Self.sweptNames.contains) else { return timed }
            return TimedEvent(t: timed.t, .tuning(values.filter { !Self.sweptNames.contains($0.key) }))
        }
    }

    /// Parses the file once (`TraceReader.readAll`).
    public init(path: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        let (header, events) = try TraceReader.readAll(path: path, onWarning: onWarning)
        do {
            try self.init(name: path, header: header, events: events)
        } catch {
            throw TraceError(file: path, line: 1, message: error.description)
        }
    }

    /// An in-memory trace (tests, generated corpora).
    public init(bytes: [UInt8], name: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        let reader = try TraceReader(bytes: bytes, name: name, onWarning: onWarning)
        let events = try reader.readRemaining()
        do {
            try self.init(name: name, header: reader.header, events: events)
        } catch {
            throw TraceError(file: name, line: 1, message: error.description)
        }
    }

    /// Replays the trace with the two swept values and scores its labelled presses.
    public func score(longPressSeconds: Double, allowableMovement: Double) -> SweepScore {
        var tuning = baseTuning
        tuning.longPressSeconds = longPressSeconds
        tuning.allowableMovement = allowableMovement
        var engine = Engine(rows: rows, viewport: viewport, tuning: tuning, scrollOffset: scrollOffset)
        var intents = IntentTracker()
        var score = SweepScore()
        for timed in events {
            intents.input(timed.event)
            engine.handle(timed)
            if !engine.output.isEmpty {
                for report in engine.output {
                    if let (intent, decision) = intents.report(report.event) { score.add(intent: intent, decision) }
                }
                engine.clearOutput()
            }
        }
        // The end of the trace can only cancel a press, which is not scored; finishing keeps the
        // replay the same as `replay`'s all the same.
        engine.finish()
        for report in engine.output {
            if let (intent, decision) = intents.report(report.event) { score.add(intent: intent, decision) }
        }
        return score
    }
}

extension SweepTrace {
    /// Downs preceded by each intent mark (a down the engine ignores counts too: it uses up its mark).
    public var labelledDowns: [Intent: Int] {
        var pending: Intent?
        var counts: [Intent: Int] = [:]
        for timed in events {
            switch timed.event {
            case .mark(let label): if let intent = Intent(markLabel: label) { pending = intent }
            case .down:
                if let intent = pending { counts[intent, default: 0] += 1 }
                pending = nil
            case .move, .up, .cancel, .frame, .wheel, .key, .resize, .focus, .tuning: break
            }
        }
        return counts
    }
}
