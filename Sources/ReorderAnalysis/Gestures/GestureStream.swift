import ReorderKit
import ReorderTrace

/// The one reader of gestures: watches a replay input by input and turns the engine's reports into
/// whole gestures, each with why it ended. `info` lists them, `plot` marks them on its time axis and
/// the tuning sweep scores their presses against the intent marks.
///
/// The engine says what it decided (`pressDecided`, `dropped`, `panEnded`...); the input that was
/// being handled says why (an `up`, a `cancel`, focus lost, a wheel, or just time passing).
///
/// Gestures go to a sink as they complete: an array that keeps them (`info`, `plot`), or a reader
/// that scores each at once (the sweep, which keeps none). They come in the order of the engine's
/// reports, a press at its decision (complete, with the row a tap selected), then the input's own
/// lines (a down the engine ignored, a `tuning` line). Each carries the input that began it, for
/// readers that order by beginnings (`info`).
public struct GestureStream: Sendable {
    /// Inputs seen (the end of the trace counts as one more).
    private var input = -1
    private var intents = IntentTracker()
    /// The press in progress: from its `pressBegan`, filled in at its decision.
    private var open: StreamedGesture?
    private var panPointer: PointerID?
    /// Who held the list when the latest down came (the down is then ignored).
    private var owner: PointerID?
    /// Downs the input filters hold back (skip, debounce), with their intents and inputs, until their
    /// press begins or their stroke ends with nothing let through.
    private var heldBack: [PointerID: (intent: Intent?, t: Double, input: Int)] = [:]

    public init() {}

    /// Call before the engine handles `event`. (The engine is `inout` only to be passed by address,
    /// as `ReplayObserver` says: it is read, never changed.)
    public mutating func willHandle<Layout>(_ event: InputEvent, engine: inout ReorderEngine<Layout>) {
        input += 1
        if case .down = event { owner = engine.activePointer }
        intents.input(event)
    }

    /// Call after the engine handled `event`, with its reports for it still in `engine.output`.
    public mutating func didHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>, into sink: inout some GestureSink) {
        if !heldBack.isEmpty { noteHeldBack(event, engine: &engine, into: &sink) }
        switch event.event {
        case .down, .tuning: record(event, engine: &engine, into: &sink)
        case .move, .up, .cancel, .frame, .wheel, .key, .resize, .focus, .mark, .edit:
            if Self.anyGesture(in: engine.output) { record(event, engine: &engine, into: &sink) }
        }
    }

    /// A held-back down's press beginning now takes its intent; a stroke that ends with nothing let
    /// through is a `droppedDown`.
    private mutating func noteHeldBack<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>, into sink: inout some GestureSink) {
        switch event.event {
        case .move(let pointer, _):
            guard let held = heldBack[pointer], !engine.filtersHoldBack(pointer) else { return }
            heldBack[pointer] = nil
            intents.beginHeldBack(held.intent)
        case .up(let pointer, _), .cancel(let pointer):
            guard let held = heldBack.removeValue(forKey: pointer) else { return }
            sink.take(StreamedGesture(.droppedDown(t: held.t, pointer: pointer, intent: held.intent), input: held.input, isOwnLine: true))
        case .down, .frame, .wheel, .key, .resize, .focus, .tuning, .mark, .edit:
            break
        }
    }

    /// Whether the reports hold anything of a gesture: most moves and frames of a drag, a pan or a
    /// coast report only `moved` or `scrolled`, which the stream passes over (the sweep's time).
    private static func anyGesture(in reports: [TimedEngineEvent]) -> Bool {
        for report in reports {
            switch report.event {
            case .pressBegan, .pressDecided, .tapped, .lifted, .dropped, .cancelled, .panEnded, .coastEnded: return true
            case .moved, .swapTargeted, .willDrop, .settled, .scrolled, .announced, .dragEnded, .remoteMoved: continue
            }
        }
        return false
    }

    /// Call before the engine completes the trace.
    public mutating func willFinish<Layout>(engine: inout ReorderEngine<Layout>) {
        input += 1
    }

    /// Call after that completion, its reports in `engine.output`. A press still open is complete
    /// now, as it stands.
    public mutating func didFinish<Layout>(engine: inout ReorderEngine<Layout>, into sink: inout some GestureSink) {
        var began = false
        record(cause: .endOfTrace, engine: &engine, began: &began, into: &sink)
        for (pointer, held) in heldBack.sorted(by: { $0.value.input < $1.value.input }) {
            sink.take(StreamedGesture(.droppedDown(t: held.t, pointer: pointer, intent: held.intent), input: held.input, isOwnLine: true))
        }
        heldBack = [:]
        if let open {
            sink.take(open)
            self.open = nil
        }
    }

    private mutating func record<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>, into sink: inout some GestureSink) {
        var began = false
        record(cause: GestureCause(of: event.event), engine: &engine, began: &began, into: &sink)
        let intent = intents.ignoredDown()
        if case .down(let pointer, _) = event.event, !began, engine.filtersHoldBack(pointer) {
            heldBack[pointer] = (intent, event.t, input)
        } else if case .down(let pointer, _) = event.event, !began {
            sink.take(StreamedGesture(.ignoredDown(t: event.t, pointer: pointer, owner: owner, intent: intent),
                                      input: input, isOwnLine: true))
        }
        if case .tuning(let values) = event.event, !values.isEmpty {
            sink.take(StreamedGesture(.tuning(t: event.t, values: values.jsonObject), input: input, isOwnLine: true))
        }
    }

    private mutating func record<Layout>(cause: GestureCause, engine: inout ReorderEngine<Layout>, began: inout Bool,
                                 into sink: inout some GestureSink) {
        let reports = engine.output
        var coastJustEnded = false
        /// The tap just decided, held back for the report of what it selects (which follows it at once).
        var decidedTap: StreamedGesture?
        for report in reports {
            _ = intents.report(report.event)
            if let tap = decidedTap {
                decidedTap = nil
                if case .tapped(let id, _) = report.event, case .press(var press) = tap.gesture {
                    press.selected = id
                    sink.take(StreamedGesture(.press(press), input: tap.input, isOwnLine: true))
                    continue
                }
                sink.take(tap)
            }
            switch report.event {
            case .pressBegan(let pointer, let slot):
                began = true
                let row = slot.map { engine.layout.row(atSlot: $0) }
                // Undecided until `pressDecided` fills it in (the end of a trace decides every press).
                open = StreamedGesture(.press(PressReport(
                    pointer: pointer, start: report.t, end: report.t, slot: slot, rowID: row?.id,
                    rowMovable: row?.movable ?? false, outcome: .cancelled, heldSeconds: 0, movedPoints: 0,
                    longPressSeconds: engine.active.longPressSeconds, allowableMovement: engine.active.allowableMovement,
                    reorderingEnabled: engine.active.reorderingEnabled, stoppedCoasting: coastJustEnded,
                    selected: nil, cause: nil, intent: intents.current)), input: input, isOwnLine: true)
            case .pressDecided(let decision):
                guard let begun = open, case .press(var press) = begun.gesture else { break }
                open = nil
                press.end = report.t
                press.outcome = decision.outcome
                press.heldSeconds = decision.heldSeconds
                press.movedPoints = decision.movedPoints
                press.longPressSeconds = decision.longPressSeconds
                press.allowableMovement = decision.allowableMovement
                press.reorderingEnabled = decision.reorderingEnabled
                if decision.outcome == .cancelled { press.cause = cause }
                if decision.outcome == .pan { panPointer = press.pointer }
                let decided = StreamedGesture(.press(press), input: begun.input, isOwnLine: true)
                if decision.outcome == .tap { decidedTap = decided } else { sink.take(decided) }
            case .tapped:
                break  // taken with its tap, above
            case .lifted(let id, let index):
                sink.take(caused(.lift(t: report.t, id: id, index: index)))
            case .dropped(let id, let from, let to, _, _, _):
                sink.take(caused(.drop(t: report.t, id: id, from: from, to: to, cause: cause)))
            case .cancelled(let id, let index):
                sink.take(caused(.dragCancelled(t: report.t, id: id, index: index)))
            case .panEnded(let velocity):
                let coasting: Bool
                if case .coasting = engine.interaction { coasting = true } else { coasting = false }
                sink.take(caused(.panEnded(t: report.t, pointer: panPointer, velocity: velocity, coasting: coasting,
                                           cause: cause)))
                panPointer = nil
            case .coastEnded:
                coastJustEnded = true
                let atEnd = engine.scrollOffset <= 0 || engine.scrollOffset >= engine.maxOffset
                sink.take(caused(.coastEnded(t: report.t, offset: engine.scrollOffset, atEnd: atEnd, cause: cause)))
            case .moved, .swapTargeted, .willDrop, .settled, .scrolled, .announced, .dragEnded, .remoteMoved:
                break
            }
        }
        if let tap = decidedTap { sink.take(tap) }
    }

    /// A gesture the current input caused.
    private func caused(_ gesture: Gesture) -> StreamedGesture {
        StreamedGesture(gesture, input: input, isOwnLine: false)
    }
}

/// Where the gesture stream puts each gesture as it completes.
public protocol GestureSink {
    mutating func take(_ gesture: StreamedGesture)
}

/// Keeps every gesture, in the stream's order.
extension Array: GestureSink where Element == StreamedGesture {
    public mutating func take(_ gesture: StreamedGesture) { append(gesture) }
}

/// One gesture of the stream, with where it began.
public struct StreamedGesture: Equatable, Sendable {
    public var gesture: Gesture
    /// The input (0 for the first event line) that began it: a press's down, or the input that
    /// caused it.
    public var input: Int
    /// The input's own line (its press, an ignored down, a `tuning` line) rather than something it
    /// caused (a drop, the end of a pan or a coast).
    public var isOwnLine: Bool

    init(_ gesture: Gesture, input: Int, isOwnLine: Bool) {
        self.gesture = gesture
        self.input = input
        self.isOwnLine = isOwnLine
    }
}

/// One thing the engine recognised.
public enum Gesture: Equatable, Sendable {
    case press(PressReport)
    /// The long press lifted row `id` from `index`.
    case lift(t: Double, id: String, index: Int)
    /// A lifted row was put down at `to` (released, or in place when something took the drag away).
    case drop(t: Double, id: String, from: Int, to: Int, cause: GestureCause)
    /// Escape: the row goes back where it was lifted.
    case dragCancelled(t: Double, id: String, index: Int)
    /// `velocity` in points per second of content offset, positive toward the end of the list.
    case panEnded(t: Double, pointer: PointerID?, velocity: Double, coasting: Bool, cause: GestureCause)
    case coastEnded(t: Double, offset: Double, atEnd: Bool, cause: GestureCause)
    /// A down that began no press (`owner`: the pointer that held the list), with the intent marked
    /// for it, which goes unserved.
    case ignoredDown(t: Double, pointer: PointerID, owner: PointerID?, intent: Intent?)
    /// A down whose whole stroke the input filters dropped (skip's head, debounce): the engine never
    /// saw it, and the intent marked for it goes unserved.
    case droppedDown(t: Double, pointer: PointerID, intent: Intent?)
    case tuning(t: Double, values: [String: JSONValue])
}

/// What ended a press, a drag, a pan or a coast: the input that came, or time.
public enum GestureCause: String, Equatable, Sendable {
    case release
    case pointerCancelled = "pointer cancelled"
    case escape
    case focusLost = "focus lost"
    case wheel
    case key
    case touch
    case tuning = "tuning changed"
    case reorderingDisabled = "reordering disabled"
    case time
    case endOfTrace = "end of trace"
    /// The data changed: the pressed row deleted or moved on screen (docs/trace-format.md "Edits").
    case edit = "data changed"

    init(of event: InputEvent) {
        switch event {
        case .up: self = .release
        case .cancel: self = .pointerCancelled
        case .key(.escape): self = .escape
        case .key: self = .key
        case .focus(false): self = .focusLost
        case .wheel: self = .wheel
        case .down: self = .touch
        case .tuning(let values):
            self = values[\.reorderingEnabled] == false ? .reorderingDisabled : .tuning
        case .frame, .move, .resize, .focus(true), .mark: self = .time
        case .edit: self = .edit
        }
    }
}

/// A press from its down to the engine's decision.
public struct PressReport: Equatable, Sendable {
    public var pointer: PointerID
    /// Down and decision times, seconds.
    public var start: Double
    public var end: Double
    /// The row under the down point (nil: below the rows) and its id.
    public var slot: Int?
    public var rowID: String?
    public var rowMovable: Bool
    public var outcome: PressOutcome
    public var heldSeconds: Double
    public var movedPoints: Double
    /// The tuning that decided it.
    public var longPressSeconds: Double
    public var allowableMovement: Double
    public var reorderingEnabled: Bool
    /// The press stopped a coasting list (its tap selects nothing).
    public var stoppedCoasting: Bool
    /// A tap's selection.
    public var selected: String?
    /// What cancelled it (`cancelled` only).
    public var cause: GestureCause?
    /// What the person meant, from the `intent:` mark before its down (nil: unlabelled).
    public var intent: Intent?
}
