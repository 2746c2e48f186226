import ReorderKit

/// Watches a replay input by input and turns the engine's reports into `TraceGesture`s.
///
/// The engine says what it decided (`pressDecided`, `dropped`, `panEnded`...); the input that was
/// being handled says why (an `up`, a `cancel`, focus lost, a wheel, or just time passing).
///
/// Gestures are kept in the order of the inputs that began them, so in time order: a press is
/// placed at its down although it is only complete at its decision, and an input's own line (the
/// press its down began, its `tuning` line, an ignored down) comes before what it caused (a coast
/// the down stopped, a drop the tuning forced).
struct GestureRecorder {
    private(set) var gestures: [TraceGesture] = []
    private var countByType: [String: Int] = [:]
    private(set) var pointers: [TraceInfo.PointerUse] = []
    /// Where the current input's own lines go: after everything earlier inputs began.
    private var inputStart = 0
    /// The press in progress: its place in `gestures`, filled in when it is decided.
    private var open: Int?
    private var lastDecidedTap: Int?
    private var panPointer: PointerID?
    private var owner: PointerID?

    static let typeOrder = ["down", "move", "up", "cancel", "frame", "wheel", "key", "resize", "focus", "tuning", "mark"]

    var counts: [TraceInfo.EventCount] {
        Self.typeOrder.compactMap { type in countByType[type].map { TraceInfo.EventCount(type: type, count: $0) } }
    }

    mutating func willHandle(_ event: InputEvent, engine: Engine) {
        inputStart = gestures.count
        owner = engine.activePointer
        countByType[Self.typeName(event), default: 0] += 1
        if case .down(let pointer, _) = event {
            if let i = pointers.firstIndex(where: { $0.pointer == pointer }) {
                pointers[i].downs += 1
            } else {
                pointers.append(TraceInfo.PointerUse(pointer: pointer, downs: 1))
            }
        }
    }

    mutating func didHandle(_ event: InputEvent, at t: Double, engine: Engine) {
        let cause = Self.cause(of: event)
        var began = false
        record(engine.output, cause: cause, engine: engine, began: &began)
        if case .down(let pointer, _) = event, !began, let owner {
            insertOwn(.ignoredDown(t: t, pointer: pointer, owner: owner))
        }
        if case .tuning(let values) = event, !values.isEmpty {
            insertOwn(.tuning(t: t, values: values))
        }
    }

    mutating func willFinish(engine: Engine) {
        inputStart = gestures.count
        owner = engine.activePointer
    }

    mutating func didFinish(engine: Engine) {
        var began = false
        record(engine.output, cause: .endOfTrace, engine: engine, began: &began)
    }

    private mutating func record(_ reports: [TimedEngineEvent], cause: GestureCause, engine: Engine, began: inout Bool) {
        var coastJustEnded = false
        for report in reports {
            switch report.event {
            case .pressBegan(let pointer, let slot):
                began = true
                let row = slot.map { engine.layout.row(atSlot: $0) }
                // Undecided until `pressDecided` fills it in (the end of a trace decides every press).
                open = insertOwn(.press(PressReport(
                    pointer: pointer, start: report.t, end: report.t, slot: slot, rowID: row?.id,
                    rowMovable: row?.movable ?? false, outcome: .cancelled, heldSeconds: 0, movedPoints: 0,
                    longPressSeconds: engine.tuning.longPressSeconds, allowableMovement: engine.tuning.allowableMovement,
                    reorderingEnabled: engine.tuning.reorderingEnabled, stoppedCoasting: coastJustEnded,
                    selected: nil, cause: nil)))
            case .pressDecided(let decision):
                guard let index = open, case .press(var press) = gestures[index] else { break }
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
                gestures[index] = .press(press)
                lastDecidedTap = decision.outcome == .tap ? index : nil
            case .tapped(let id, _):
                if let i = lastDecidedTap, case .press(var press) = gestures[i] {
                    press.selected = id
                    gestures[i] = .press(press)
                }
            case .dropped(let id, let from, let to):
                gestures.append(.drop(t: report.t, id: id, from: from, to: to, cause: cause))
            case .cancelled(let id, let index):
                gestures.append(.dragCancelled(t: report.t, id: id, index: index))
            case .panEnded(let velocity):
                let coasting: Bool
                if case .coasting = engine.interaction { coasting = true } else { coasting = false }
                gestures.append(.panEnded(t: report.t, pointer: panPointer, velocity: velocity, coasting: coasting,
                                          cause: cause))
                panPointer = nil
            case .coastEnded:
                coastJustEnded = true
                let atEnd = engine.scrollOffset <= 0 || engine.scrollOffset >= engine.maxOffset
                gestures.append(.coastEnded(t: report.t, offset: engine.scrollOffset, atEnd: atEnd, cause: cause))
            case .lifted, .moved, .willDrop, .settled, .scrolled:
                break
            }
        }
    }

    /// Puts one of the current input's own lines before what the input caused; returns its index.
    @discardableResult
    private mutating func insertOwn(_ gesture: TraceGesture) -> Int {
        let index = inputStart
        gestures.insert(gesture, at: index)
        inputStart += 1
        if let i = open, i >= index { open = i + 1 }
        if let i = lastDecidedTap, i >= index { lastDecidedTap = i + 1 }
        return index
    }

    static func cause(of event: InputEvent) -> GestureCause {
        switch event {
        case .up: .release
        case .cancel: .pointerCancelled
        case .key(.escape): .escape
        case .key: .key
        case .focus(false): .focusLost
        case .wheel: .wheel
        case .down: .touch
        case .tuning(let values):
            if case .bool(false) = values["reorderingEnabled"] { .reorderingDisabled } else { .tuning }
        case .frame, .move, .resize, .focus(true), .mark: .time
        }
    }

    static func typeName(_ event: InputEvent) -> String {
        switch event {
        case .down: "down"
        case .move: "move"
        case .up: "up"
        case .cancel: "cancel"
        case .frame: "frame"
        case .wheel: "wheel"
        case .key: "key"
        case .resize: "resize"
        case .focus: "focus"
        case .tuning: "tuning"
        case .mark: "mark"
        }
    }
}
