import ReorderKit
import ReorderTrace

/// How an importer (`EvemuImport`, `LibinputImport`) builds the trace around the touches.
public struct ImportOptions: Equatable, Sendable {
    /// A phone held upright, in points: what the import maps the touchscreen onto unless told.
    public static let defaultViewport = Size(width: 480, height: 800)
    /// The window's default list: the built-in demo, 200 rows, seed 1.
    public static let defaultRows = RowSource.demo(count: 200, seed: 1)

    /// The viewport the device's range is stretched onto. Nil: the list's viewport if it gives one,
    /// else `defaultViewport`.
    public var viewport: Size?
    /// The rows (and tuning and initial scroll offset) of the trace. Nil: `defaultRows`.
    public var list: ListFile?
    /// `frame` lines per second of the trace, from t = 1/fps to the last event; > 0 and at most 1e6.
    public var framesPerSecond: Double
    /// Protocol A only: between two frames, a contact that moved farther than this fraction of the
    /// device's diagonal is a finger that lifted as another landed, not one finger. A fifth of the
    /// diagonal in one frame (about 10 ms) is 20 diagonals a second, faster than any fling; the
    /// N-Trig drag in the shared recordings moves at most 3% of its diagonal between frames.
    public var newContactDistance: Double

    /// tslib filters applied to the device's events before anything else (`--ts-conf`, `--filter`);
    /// nil: none, the contacts as recorded.
    public var filters: TSConf?

    public init(viewport: Size? = nil, list: ListFile? = nil, framesPerSecond: Double = 60, newContactDistance: Double = 0.2,
                filters: TSConf? = nil) {
        self.filters = filters
        self.viewport = viewport
        self.list = list
        self.framesPerSecond = framesPerSecond
        self.newContactDistance = newContactDistance
    }
}

extension ImportOptions {
    /// The trace's tuning: the list's values over the format's defaults (a list file that does not
    /// name a value means its format default, as a trace header does), or a new session's without a list.
    public var tuning: Tuning {
        guard let list else { return Tuning.sessionDefault(for: .list) }
        var tuning = Tuning.formatDefault(for: .list)
        _ = try? tuning.apply(list.tuning)  // checked when the list file was read: cannot throw
        return tuning
    }
}

/// A converted recording: a trace, and what the conversion found.
public struct ImportResult: Equatable, Sendable {
    public var header: TraceHeader
    public var events: [TimedEvent]
    /// `FILE:LINE: warning: ...`, one per kind of problem (with a count when it repeats).
    public var warnings: [String]
    public var touchProtocol: TouchProtocol
    /// Contacts in all (downs), and the most down at one time.
    public var touches: Int
    public var mostAtOnce: Int
    /// Seconds from the first `E:` line to the last: the trace's last `t`.
    public var duration: Double

    /// The trace file's text: the header line, the event lines, each ended by `\n`.
    public var text: String {
        var out = TraceWriter.headerLine(header) + "\n"
        out.reserveCapacity(out.utf8.count + events.count * 64)
        for event in events {
            out += TraceWriter.eventLine(event)
            out += "\n"
        }
        return out
    }
}
