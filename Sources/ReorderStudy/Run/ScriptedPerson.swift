import ReorderKit

/// A scripted participant for headless studies (tests, the Xvfb check, demos): it looks at the task
/// and the engine each frame, as a person looks at the screen, and touches accordingly, one frame
/// (`frameSeconds`) at a time. It taps a row's centre, lifts a row by holding it past the long
/// press, drags it toward the reference (to the edge and into autoscroll while the reference is off
/// screen) and lets go once the blank is where the task asks, and scrolls by slow pans that end
/// still (no flick, so it stops where it means to). `mistakes` makes it err on purpose, once per
/// task, before doing the task right.
public struct ScriptedPerson: Sendable {
    public enum Mistake: String, Sendable, CaseIterable {
        /// Holds a row until it lifts, then lets go in place (in a scroll or tap task: `falseLift`;
        /// in a reorder task the same gesture is a drop in the wrong place: `wrongDrop`).
        case falseLift
        /// A tap task's press moves away before it lifts: a pan (`lostTap`).
        case lostTap
        /// Taps the row next to the one asked (`wrongTap`).
        case wrongTap
        /// A reorder task's press lets go before the long press (a tap: `missedLift`).
        case missedLift
        /// Lifts the row and drops it where it was (`wrongDrop`).
        case wrongDrop
        /// Gives up on the task (the skip key).
        case skip
    }

    public enum Action: Equatable, Sendable {
        case input(TimedEvent)
        case skip(at: Double)
    }

    /// By task id (`B.J`).
    public var mistakes: [String: Mistake]
    /// The display's refresh interval: a frame each step.
    public var frameSeconds = 1.0 / 60
    /// From a task appearing to the person's first touch.
    public var reactionSeconds = 0.5
    /// Points the finger moves per frame while dragging (480 pt/s at 60 Hz).
    public var dragStep = 8.0
    /// A drag still unplaced after this long is let go (a wrong drop), so a study always ends.
    public var dragGiveUpSeconds = 30.0
    public let pointer = PointerID(.touch, 1)

    private var taskID: String?
    private var erred = false
    private var phase = Phase.waiting(since: 0)
    private var queue: [TimedEvent] = []

    private enum Phase: Sendable {
        case waiting(since: Double)
        /// Down at `point` since `since`, until the row lifts (then `drag` or let go in place).
        case holding(since: Double, point: Point, thenDrag: Bool)
        case dragging(since: Double, point: Point, steady: Int)
        /// Playing `queue` (a tap, a pan), then waiting.
        case scripted
    }

    public init(mistakes: [String: Mistake] = [:]) {
        self.mistakes = mistakes
    }

    /// What the person does in the frame that ends at `t`: inputs (in time order, the frame last)
    /// or a skip.
    public mutating func step(task: StudyTask, engine: borrowing Engine, at t: Double) -> [Action] {
        if taskID != task.id {
            taskID = task.id
            erred = false
            // A gesture of the last task still playing (the frames after a tap) goes on.
            if case .scripted = phase, !queue.isEmpty {} else { phase = .waiting(since: t) }
        }
        var actions: [Action] = []
        switch phase {
        case .waiting(let since):
            if t - since >= reactionSeconds { actions += begin(task, engine, at: t) }
        case .holding(let since, let point, let thenDrag):
            if case .dragging = engine.interaction {
                if thenDrag {
                    phase = .dragging(since: t, point: point, steady: 0)
                } else {
                    actions.append(.input(TimedEvent(t: t, .up(pointer, point))))
                    wait(until: t + 0.6)
                }
            } else if engine.activePointer == nil || t - since > engine.active.longPressSeconds + 1 {
                // Decided as something else (or the row cannot lift): let go.
                actions.append(.input(TimedEvent(t: t, .up(pointer, point))))
                wait(until: t + 0.3)
            }
        case .dragging(let since, let point, let steady):
            actions += drag(task, engine, at: t, since: since, point: point, steady: steady)
        case .scripted:
            break
        }
        if case .scripted = phase {
            while let first = queue.first, first.t <= t {
                actions.append(.input(first))
                queue.removeFirst()
            }
            if queue.isEmpty { phase = .waiting(since: t - reactionSeconds + 0.3) }
        }
        if !actions.contains(where: { if case .skip = $0 { true } else { false } }) { actions.append(.input(TimedEvent(t: t, .frame))) }
        return actions
    }

    private mutating func begin(_ task: StudyTask, _ engine: borrowing Engine, at t: Double) -> [Action] {
        let mistake = erred ? nil : mistakes[task.id]
        erred = true
        if mistake == .skip { return [.skip(at: t)] }
        if task.kind == .scroll, mistake == .falseLift {
            // Holds whatever row is in the middle of the screen.
            let point = Point(x: engine.viewport.width / 2, y: engine.viewport.height / 2)
            phase = .holding(since: t, point: point, thenDrag: false)
            return [.input(TimedEvent(t: t, .down(pointer, point)))]
        }
        // The row to touch must be wholly on screen first.
        if task.kind != .scroll, let pan = pan(toward: task.row, engine) {
            script(pan, from: t)
            return []
        }
        guard let center = center(of: task.row, engine) else { return [] }
        switch (task.kind, mistake) {
        case (.tap, .falseLift?):
            phase = .holding(since: t, point: center, thenDrag: false)
            return [.input(TimedEvent(t: t, .down(pointer, center)))]
        case (.tap, .lostTap?):
            let far = Point(x: center.x, y: center.y + engine.active.allowableMovement + 10)
            script([(0, .down(pointer, center)), (0.05, .move(pointer, far)), (0.1, .move(pointer, far)), (0.2, .up(pointer, far))], from: t)
        case (.tap, .wrongTap?):
            script(tap(at: neighbourCenter(of: task.row, engine) ?? center), from: t)
        case (.reorder, .missedLift?):
            script(tap(at: center), from: t)
        case (.reorder, .wrongDrop?), (.reorder, .falseLift?):
            phase = .holding(since: t, point: center, thenDrag: false)
            return [.input(TimedEvent(t: t, .down(pointer, center)))]
        case (.tap, _):
            script(tap(at: center), from: t)
        case (.reorder, _):
            phase = .holding(since: t, point: center, thenDrag: true)
            return [.input(TimedEvent(t: t, .down(pointer, center)))]
        case (.scroll, _):
            if let pan = pan(toward: task.row, engine) { script(pan, from: t) }
        }
        return []
    }

    private mutating func drag(_ task: StudyTask, _ engine: borrowing Engine, at t: Double, since: Double, point: Point, steady: Int) -> [Action] {
        guard case .dragging = engine.interaction, let gap = engine.layout.gap, let reference = task.reference else {
            wait(until: t + 0.3)
            return []
        }
        let referenceSlot = (0..<engine.layout.count).first { $0 != gap.position && engine.layout.row(atSlot: $0).id == reference.row }!
        let wanted = reference.placement == .below ? referenceSlot + 1 : referenceSlot - 1
        var point = point
        if gap.position == wanted || t - since > dragGiveUpSeconds {
            // Held still over the place for a few frames first, as a person checks before letting go.
            if steady >= 3 || t - since > dragGiveUpSeconds {
                wait(until: t + 0.6)
                return [.input(TimedEvent(t: t, .up(pointer, point)))]
            }
            phase = .dragging(since: since, point: point, steady: steady + 1)
            return []
        }
        point.y = min(max(point.y + (gap.position < wanted ? dragStep : -dragStep), 1), engine.viewport.height - 1)
        phase = .dragging(since: since, point: point, steady: 0)
        return [.input(TimedEvent(t: t, .move(pointer, point)))]
    }

    // MARK: Gestures

    private func tap(at point: Point) -> [(Double, InputEvent)] {
        [(0, .down(pointer, point)), (0.08, .up(pointer, point))]
    }

    /// A slow pan that brings `id` wholly on screen (nil: it is already), ending still so nothing
    /// coasts: moves of the finger over 8 frames, then 5 frames still (over the 40 ms after which
    /// a release does not fling), then up. At most 0.7 viewports a pan.
    private func pan(toward id: String, _ engine: borrowing Engine) -> [(Double, InputEvent)]? {
        guard let slot = engine.order.firstIndex(of: id) else { return nil }
        let frame = engine.layout.frame(ofSlot: slot)
        let top = frame.y - engine.scrollOffset, height = engine.viewport.height, margin = 10.0
        let slop = engine.active.allowableMovement + 2
        var finger: Double
        if top < 0 {
            finger = -top + margin + slop       // content down: the finger moves down
        } else if top + frame.height > height {
            finger = -(top + frame.height - height + margin + slop)
        } else {
            return nil
        }
        finger = min(max(finger, -0.7 * height), 0.7 * height)
        let x = engine.viewport.width / 2, start = finger > 0 ? 0.15 * height : 0.85 * height
        var events: [(Double, InputEvent)] = [(0, .down(pointer, Point(x: x, y: start)))]
        for k in 1...8 { events.append((Double(k) * frameSeconds, .move(pointer, Point(x: x, y: start + finger * Double(k) / 8)))) }
        events.append((13 * frameSeconds, .up(pointer, Point(x: x, y: start + finger))))
        return events
    }

    private mutating func script(_ events: [(Double, InputEvent)], from t: Double) {
        queue = events.map { TimedEvent(t: t + $0.0, $0.1) }
        phase = .scripted
    }

    private mutating func wait(until end: Double) {
        // `waiting` acts after `reactionSeconds`: start it so that it acts at `end`.
        phase = .waiting(since: end - reactionSeconds)
    }

    private func center(of id: String, _ engine: borrowing Engine) -> Point? {
        guard let slot = engine.order.firstIndex(of: id) else { return nil }
        let frame = engine.layout.frame(ofSlot: slot)
        return Point(x: engine.viewport.width / 2, y: frame.y - engine.scrollOffset + frame.height / 2)
    }

    private func neighbourCenter(of id: String, _ engine: borrowing Engine) -> Point? {
        guard let slot = engine.order.firstIndex(of: id) else { return nil }
        for other in [slot + 1, slot - 1] where engine.order.indices.contains(other) {
            let frame = engine.layout.frame(ofSlot: other)
            let top = frame.y - engine.scrollOffset
            if top >= 0, top + frame.height <= engine.viewport.height { return Point(x: engine.viewport.width / 2, y: top + frame.height / 2) }
        }
        return nil
    }
}
