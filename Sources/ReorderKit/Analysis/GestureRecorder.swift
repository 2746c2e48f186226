/// Watches a replay input by input and turns the engine's reports into `TraceGesture`s.
///
/// The engine says what it decided (`pressDecided`, `dropped`, `panEnded`...); the input that was
/// being handled says why (an `up`, a `cancel`, focus lost, a wheel, or just time passing).
struct GestureRecorder {
    private(set) var gestures: [TraceGesture] = []
    private var countByType: [String: Int] = [:]
    private(set) var pointers: [TraceInfo.PointerUse] = []
    /// The press in progress: its gesture index once decided, or its facts until then.
    private var open: PressReport?
    private var lastDecidedTap: Int?
    private var panPointer: PointerID?
    /// Captured before each input: the decision is made under these.
    private var tuning = Tuning()
    private var owner: PointerID?

    static let typeOrder = ["down", "move", "up", "cancel", "frame", "wheel", "key", "resize", "focus", "tuning", "mark"]

    var counts: [TraceInfo.EventCount] {
        Self.typeOrder.compactMap { type in countByType[type].map { TraceInfo.EventCount(type: type, count: $0) } }
    }

    mutating func willHandle(_ event: InputEvent, engine: Engine) {
        tuning = engine.tuning
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
            gestures.append(.ignoredDown(t: t, pointer: pointer, owner: owner))
        }
        if case .tuning(let values) = event, !values.isEmpty {
            gestures.append(.tuning(t: t, values: values))
        }
    }

    mutating func willFinish(engine: Engine) {
        tuning = engine.tuning
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
                open = PressReport(pointer: pointer, start: report.t, end: report.t, slot: slot, rowID: row?.id,
                                   rowMovable: row?.movable ?? false, outcome: .cancelled, heldSeconds: 0, movedPoints: 0,
                                   longPressSeconds: tuning.longPressSeconds, allowableMovement: tuning.allowableMovement,
                                   reorderingEnabled: tuning.reorderingEnabled, stoppedCoasting: coastJustEnded,
                                   selected: nil, cause: nil)
            case .pressDecided(let decision):
                guard var press = open else { break }
                open = nil
                press.end = report.t
                press.outcome = decision.outcome
                press.heldSeconds = decision.heldSeconds
                press.movedPoints = decision.movedPoints
                if decision.outcome == .cancelled { press.cause = cause }
                if decision.outcome == .pan { panPointer = press.pointer }
                gestures.append(.press(press))
                lastDecidedTap = decision.outcome == .tap ? gestures.count - 1 : nil
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
