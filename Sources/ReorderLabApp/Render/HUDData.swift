import ReorderKit
import ReorderTrace

/// Recent frame times for the HUD's graph: a ring buffer the app appends to once per frame.
public struct FrameTimes: Sendable {
    private var buffer: [Double]
    private var next = 0
    public private(set) var count = 0

    /// - Parameter capacity: frames kept; 120 is two seconds at 60 Hz.
    public init(capacity: Int = 120) {
        buffer = Array(repeating: 0, count: max(1, capacity))
    }

    public var capacity: Int { buffer.count }

    /// One frame's time in milliseconds (from one frame's start to the next).
    public mutating func record(ms: Double) {
        buffer[next] = ms
        next = (next + 1) % buffer.count
        count = min(count + 1, buffer.count)
    }

    /// Oldest first.
    public var values: [Double] {
        (0..<count).map { buffer[(next - count + $0 + buffer.count) % buffer.count] }
    }

    /// Frames per second over the last `window` frames (nil before any).
    public func fps(window: Int = 30) -> Double? {
        let recent = values.suffix(window)
        let total = recent.reduce(0, +)
        return total > 0 ? Double(recent.count) * 1000 / total : nil
    }
}

/// The last few things the engine reported, as HUD lines. Consecutive scrolls (one per frame while
/// autoscrolling or coasting) are folded into one line so they do not push everything else out, and
/// a scroll to an offset that reads the same as the last one logged is left out: the engine reports
/// every change (a settle ends 0.03 pt past its last animated frame), the line shows 0.1 pt.
public struct EventLog: Sendable {
    public private(set) var lines: [String] = []
    public var capacity: Int
    private var lastWasScroll = false
    /// What the last scroll line said, without its time.
    private var lastScroll: String?
    /// In a sectioned list (`SectionPlaces`), while a row is lifted: where it came from and where
    /// its blank is, by section ("veg 2"), for the next move's, drop's or cancel's line.
    private var liftedPlace: String?
    private var blankPlace: String?

    public init(capacity: Int = 6) {
        self.capacity = capacity
    }

    public mutating func record(_ events: [TimedEngineEvent]) {
        for event in events { record(event) }
    }

    /// `places`: the sectioned list the events came from, as it is after them (nil without sections).
    mutating func record(_ events: [TimedEngineEvent], places: SectionPlaces?) {
        for event in events { record(event.event, at: event.t, places: places) }
    }

    public mutating func record(_ event: TimedEngineEvent) { record(event.event, at: event.t) }

    public mutating func record(_ event: EngineEvent, at t: Double) { record(event, at: t, places: nil) }

    mutating func record(_ event: EngineEvent, at t: Double, places: SectionPlaces?) {
        let text = places.flatMap { describe(event, in: $0) } ?? Self.describe(event)
        let line = Self.time(t) + " " + text
        if case .scrolled = event {
            guard text != lastScroll else { return }
            lastScroll = text
            if lastWasScroll, !lines.isEmpty { lines.removeLast() }
            lastWasScroll = true
        } else {
            lastWasScroll = false
        }
        append(line)
    }

    /// A line of the app's own (a replay started, a tuning changed).
    public mutating func note(_ text: String, at t: Double) {
        lastWasScroll = false
        append(Self.time(t) + " " + text)
    }

    private mutating func append(_ line: String) {
        lines.append(line)
        if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
    }

    /// A lift, a move of the blank, a drop or a cancel named by section ("blank veg 2 -> later 0");
    /// nil for the other events, which `describe` says as they are.
    private mutating func describe(_ event: EngineEvent, in places: SectionPlaces) -> String? {
        switch event {
        case .lifted(let id, let index):
            liftedPlace = places.committed(index)
            blankPlace = liftedPlace
            return liftedPlace.map { "lift \(id) @\($0)" }
        case .moved(let from, let to):
            // Only the last move of a batch sees the blank where it ended; one input moves it once.
            let before = blankPlace ?? String(from), after = places.blank ?? String(to)
            blankPlace = places.blank
            return "blank \(before) -> \(after)"
        case .dropped(let id, let from, let to, let partner, _, _):
            defer { liftedPlace = nil; blankPlace = nil }
            return "drop \(id) \(liftedPlace ?? String(from)) -> \(places.committed(to) ?? String(to))" + (partner.map { " swap \($0)" } ?? "")
        case .cancelled(let id, let index):
            defer { liftedPlace = nil; blankPlace = nil }
            return "cancel \(id) back to \(liftedPlace ?? places.committed(index) ?? String(index))"
        case .dragEnded:
            liftedPlace = nil
            blankPlace = nil
            return nil
        case .pressBegan, .pressDecided, .tapped, .willDrop, .swapTargeted, .settled, .panEnded, .coastEnded, .scrolled, .announced, .remoteMoved:
            return nil
        }
    }

    static func time(_ t: Double) -> String { HUDFormat.padLeft(HUDFormat.fixed(t, 3), 8) }

    public static func describe(_ event: EngineEvent) -> String {
        switch event {
        case .pressBegan(let pointer, let slot): "press \(pointer.hudName) slot \(slot.map(String.init) ?? "-")"
        case .pressDecided(let d): "\(d.outcome.rawValue) after \(HUDFormat.fixed(d.heldSeconds, 2)) s, \(HUDFormat.fixed(d.movedPoints, 1)) pt"
        case .tapped(let id, let slot): "tap \(id) @\(slot)"
        case .lifted(let id, let index): "lift \(id) @\(index)"
        case .moved(let from, let to): "blank \(from) -> \(to)"
        case .willDrop(let index): "willDrop @\(index)"
        case .dropped(let id, let from, let to, let partner, let fromSection, let toSection):
            "drop \(id) \(from) -> \(to)" + (partner.map { " swap \($0)" } ?? "")
                + (fromSection != toSection ? " \(fromSection ?? "") -> \(toSection ?? "")" : "")
        case .swapTargeted(let slot): "swap target \(slot.map(String.init) ?? "-")"
        case .cancelled(let id, let index): "cancel \(id) back to \(index)"
        case .settled(let id): "settled \(id)"
        case .panEnded(let velocity): "pan end \(HUDFormat.fixed(velocity, 0)) pt/s"
        case .coastEnded: "coast end"
        case .announced(let text): "say \"\(text)\""
        case .scrolled(let offset): "scroll \(HUDFormat.fixed(offset, 1))"
        case .dragEnded(let id, let reason): "drag \(id) ended: \(reason.rawValue)"
        case .remoteMoved(let id, let from, let to, _, _): "remote move \(id) \(from) -> \(to)"
        }
    }
}

/// What the HUD shows besides the engine: touch trails, recent events, frame times, the intent the
/// next press is labelled with and the tuning values that just changed (`observe` keeps the last
/// three up to date from the inputs the engine is given).
public struct HUDData: Sendable {
    public var trails: TouchTrails
    /// Recent lines, oldest first (`EventLog.lines`); the last six are shown.
    public var events: [String]
    public var frameTimes: FrameTimes
    /// The time trails and highlights fade against; nil for the engine's time.
    public var now: Double?
    /// Set by an `intent:` mark (keys 1, 2, 3), consumed by the next down.
    public var pendingIntent: Intent?
    public var highlights: TuningHighlights
    /// The display's density (`--ppi`, SDL's, or a replayed trace's `pointsPerMillimetre`): lengths
    /// show millimetres beside points when it is known.
    public var pointsPerMillimetre: Double?
    /// The panel on one line (`h` steps one line, full, hidden): a small window starts so
    /// (`OverlayLayout.hudStartsOnOneLine`). The panel also shrinks to one line by itself where there
    /// is room for nothing more.
    public var oneLine = false
    /// The live latency over the last few seconds (`LiveLatency.hudValues`): the app's share and the
    /// window system's before it; nil in a replay, whose latency was the recording's.
    var latency: (app: String, beforeApp: String)?

    public init(trails: TouchTrails = TouchTrails(), events: [String] = [], frameTimes: FrameTimes = FrameTimes(),
                now: Double? = nil, pendingIntent: Intent? = nil, highlights: TuningHighlights = TuningHighlights()) {
        self.trails = trails
        self.events = events
        self.frameTimes = frameTimes
        self.now = now
        self.pendingIntent = pendingIntent
        self.highlights = highlights
    }
}

extension PointerID {
    var hudName: String { kind == .mouse ? "mouse" : "\(kind.rawValue) \(id)" }
}
