import ReorderKit

/// A scripted participant for headless studies (tests, the Xvfb check, demos): it looks at the task
/// and the engine each frame, as a person looks at the screen, and touches accordingly, one frame
/// (`frameSeconds`) at a time. It taps a row's centre, lifts a row by holding it past the long
/// press, drags it toward the reference (to the edge and into autoscroll while the reference is off
/// screen) and lets go once the blank is where the task asks, and scrolls by slow pans that end
/// still (no flick, so it stops where it means to). `mistakes` makes it err on purpose, once per
/// task, before doing the task right. In sections it lets go only once the blank is in the
/// reference's section; in a grid it touches a card at its centre and drags it, in both axes,
/// over the card whose place the blank should take (`flowStep`).
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
    public mutating func step<Layout: ReorderLayout>(task: StudyTask, engine: ReorderEngine<Layout>, at t: Double) -> [Action] {
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

    private mutating func begin<Layout: ReorderLayout>(_ task: StudyTask, _ engine: ReorderEngine<Layout>, at t: Double) -> [Action] {
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

    private mutating func drag<Layout: ReorderLayout>(_ task: StudyTask, _ engine: ReorderEngine<Layout>, at t: Double, since: Double, point: Point, steady: Int) -> [Action] {
        guard case .dragging = engine.interaction, let gap = engine.layout.blank, let reference = task.reference else {
            wait(until: t + 0.3)
            return []
        }
        let referenceSlot = (0..<engine.layout.count).first { $0 != gap.position && engine.layout.row(atSlot: $0).id == reference.row }!
        let wanted = reference.placement == .below ? referenceSlot + 1 : referenceSlot - 1
        var point = point
        // In sections the end of one and the start of the next are one drawn slot: the blank must
        // be in the reference's section too.
        let inSection = Self.blankSharesSection(with: reference.row, engine)
        if gap.position == wanted && inSection || t - since > dragGiveUpSeconds {
            // Held still over the place for a few frames first, as a person checks before letting go.
            if steady >= 3 || t - since > dragGiveUpSeconds {
                wait(until: t + 0.6)
                return [.input(TimedEvent(t: t, .up(pointer, point)))]
            }
            phase = .dragging(since: since, point: point, steady: steady + 1)
            return []
        }
        if let grid = (engine.layout as? GridItemLayout)?.grid, let lifted = grid.gap?.from,
           let committed = engine.order.firstIndex(of: reference.row) {
            // The grid's blank takes the place of the item under the finger in the flow without the
            // lifted item (`GridPlacement`): aim at that flow's item the blank should displace.
            let compacted = committed - (lifted < committed ? 1 : 0) + (reference.placement == .below ? 1 : 0)
            point = flowStep(from: point, toward: compacted, grid: grid, engine)
        } else {
            // Past the header into the wrong section: back toward the reference.
            let down = gap.position == wanted ? reference.placement == .above : gap.position < wanted
            point.y = min(max(point.y + (down ? dragStep : -dragStep), 1), engine.viewport.height - 1)
        }
        phase = .dragging(since: since, point: point, steady: 0)
        return [.input(TimedEvent(t: t, .move(pointer, point)))]
    }

    /// A grid: cards are touched at their own centres and dragged in both axes.
    static func isFlow<Layout: ReorderLayout>(_ engine: ReorderEngine<Layout>) -> Bool {
        engine.layout.imposterAcross == .followsPointer
    }

    /// Whether the blank is in `reference`'s section (always, without sections).
    static func blankSharesSection<Layout: ReorderLayout>(with reference: String, _ engine: ReorderEngine<Layout>) -> Bool {
        guard let sections = engine.layout as? any SectionedLayout else { return true }
        guard let target = sections.target, let slot = engine.order.firstIndex(of: reference) else { return false }
        return sections.sections.sections[target.blank.section].id == sections.sectionID(ofSlot: slot)
    }

    /// One frame's move in a grid toward the centre of item `position` of the flow without the
    /// lifted item: while it is off screen, along the scroll axis to the edge (into autoscroll);
    /// once it shows, straight toward it; on it with the blank elsewhere (the finger over the blank
    /// as drawn keeps it where it is), a step on across the item.
    private func flowStep<Layout: ReorderLayout>(from point: Point, toward position: Int, grid: GridLayout,
                                                 _ engine: ReorderEngine<Layout>) -> Point {
        // Past the last item the blank stays where it is: the generator never asks for that place.
        let frame = grid.compactedFrame(min(max(position, 0), max(0, grid.count - 2)))
        let goal = Point(x: frame.x + frame.width / 2, y: frame.y - engine.scrollOffset + frame.height / 2)
        let size = engine.viewport
        func toward(_ from: Double, _ to: Double) -> Double { from + min(max(to - from, -dragStep), dragStep) }
        var next = point
        if goal.y < 1 || goal.y > size.height - 1 {
            // At the edge, held there while the list scrolls the item in.
            next.y = goal.y < 1 ? max(point.y - dragStep, 1) : min(point.y + dragStep, size.height - 1)
            return next
        }
        next = Point(x: toward(point.x, goal.x), y: toward(point.y, goal.y))
        if next == point {
            next.y = min(max(point.y + (point.y < frame.y - engine.scrollOffset + frame.height * 0.75 ? dragStep : -dragStep), 1), size.height - 1)
        }
        return next
    }

    // MARK: Gestures

    private func tap(at point: Point) -> [(Double, InputEvent)] {
        [(0, .down(pointer, point)), (0.08, .up(pointer, point))]
    }

    /// A slow pan that brings `id` wholly on screen (nil: it is already), ending still so nothing
    /// coasts: moves of the finger over 8 frames, then 5 frames still (over the 40 ms after which
    /// a release does not fling), then up. At most 0.7 viewports a pan.
    private func pan<Layout: ReorderLayout>(toward id: String, _ engine: ReorderEngine<Layout>) -> [(Double, InputEvent)]? {
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

    private func center<Layout: ReorderLayout>(of id: String, _ engine: ReorderEngine<Layout>) -> Point? {
        guard let slot = engine.order.firstIndex(of: id) else { return nil }
        let frame = engine.layout.frame(ofSlot: slot)
        let x = Self.isFlow(engine) ? frame.x + frame.width / 2 : engine.viewport.width / 2
        return Point(x: x, y: frame.y - engine.scrollOffset + frame.height / 2)
    }

    private func neighbourCenter<Layout: ReorderLayout>(of id: String, _ engine: ReorderEngine<Layout>) -> Point? {
        guard let slot = engine.order.firstIndex(of: id) else { return nil }
        for other in [slot + 1, slot - 1] where engine.order.indices.contains(other) {
            let frame = engine.layout.frame(ofSlot: other)
            let top = frame.y - engine.scrollOffset
            let x = Self.isFlow(engine) ? frame.x + frame.width / 2 : engine.viewport.width / 2
            if top >= 0, top + frame.height <= engine.viewport.height { return Point(x: x, y: top + frame.height / 2) }
        }
        return nil
    }
}
