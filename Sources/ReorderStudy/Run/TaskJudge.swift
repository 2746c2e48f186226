import ReorderKit

/// Watches the engine while one task is shown: counts its presses and wrong outcomes, and says when
/// the engine's state shows the task done. The live runner and the replay judge both use it, fed
/// the same inputs and reports, so they reach the same decisions at the same inputs.
///
/// Done: a reorder when the engine reports the row dropped and the committed order has it directly
/// below (above) the reference, in sections in the reference's section; a scroll when no pointer is down, the list is idle and the target's
/// row lies wholly inside the viewport; a tap when the engine reports the row tapped.
/// Errors, from each press's decision against the kind: a lift in a scroll or tap task is a
/// `falseLift`; a tap task's press that panned a `lostTap`; a reorder task's press that tapped or
/// panned a `missedLift`; a reorder task's other drop a `wrongDrop`; a tap on another row a `wrongTap`.
public struct TaskJudge: Sendable {
    public private(set) var task: StudyTask?
    /// The words shown (as the `task:start` mark carries them).
    public private(set) var text = ""
    private var startT = 0.0
    /// The person's first input while the task was shown: the task's time starts there, whatever
    /// the input (a touch, a wheel turn, a key), so a scroll done with the wheel is timed as one
    /// done with a finger, reading time left out of both.
    private var firstInputT: Double?
    private var presses = 0
    private var errors: [StudyTaskRecord.ErrorKind: Int] = [:]
    /// The engine's state showed the task done at the latest input.
    public private(set) var isSatisfied = false

    public init() {}

    public mutating func begin(_ task: StudyTask, text: String, at t: Double) {
        self.task = task
        self.text = text
        startT = t
        firstInputT = nil
        presses = 0
        errors = [:]
        isSatisfied = false
    }

    /// After the engine handled `input` and made `reports`: whether the task is now done. Marks are
    /// not judged (the engine ignores them; a replay meets the study's own marks here too).
    @discardableResult
    public mutating func observe<Layout>(_ input: TimedEvent, reports: [TimedEngineEvent], engine: inout ReorderEngine<Layout>) -> Bool {
        if case .mark = input.event { return isSatisfied }
        guard let task, !isSatisfied else { return isSatisfied }
        if firstInputT == nil, Self.isPersonsAction(input.event) { firstInputT = input.t }
        for report in reports { judge(report.event, task, &engine) }
        if task.kind == .scroll, !isSatisfied, Self.isWhollyVisible(task.row, engine: &engine) { isSatisfied = true }
        return isSatisfied
    }

    private mutating func judge<Layout>(_ event: EngineEvent, _ task: StudyTask, _ engine: inout ReorderEngine<Layout>) {
        guard !isSatisfied else { return }
        switch event {
        case .pressBegan:
            presses += 1
        case .pressDecided(let decision):
            switch (task.kind, decision.outcome) {
            case (.reorder, .tap), (.reorder, .pan): errors[.missedLift, default: 0] += 1
            case (.scroll, .lift), (.tap, .lift): errors[.falseLift, default: 0] += 1
            case (.tap, .pan): errors[.lostTap, default: 0] += 1
            case (.reorder, .lift), (.scroll, .pan), (.scroll, .tap), (.tap, .tap), (_, .cancelled): break
            }
        case .tapped(let id, _):
            guard task.kind == .tap else { return }
            if id == task.row { isSatisfied = true } else { errors[.wrongTap, default: 0] += 1 }
        case .dropped(let id, _, _, _, _, _):
            guard task.kind == .reorder else { return }
            if id == task.row, Self.isPlaced(task, order: engine.order), Self.sharesSection(task, layout: engine.layout, order: engine.order) {
                isSatisfied = true
            } else {
                errors[.wrongDrop, default: 0] += 1
            }
        case .lifted, .moved, .willDrop, .swapTargeted, .cancelled, .settled, .panEnded, .coastEnded, .scrolled, .announced, .dragEnded, .remoteMoved:
            break
        }
    }

    /// A press, a wheel turn or a key: what a person starts an action with. Not a move or an up
    /// (they go on from a press, perhaps one of the task before), nor what the system sends
    /// (frames, focus, a cancel, a resize) or the study writes (marks, tunings).
    static func isPersonsAction(_ event: InputEvent) -> Bool {
        switch event {
        case .down, .wheel, .key: true
        case .move, .up, .cancel, .frame, .resize, .focus, .tuning, .mark, .edit: false
        }
    }

    /// The row directly below (above) its reference in the committed order.
    static func isPlaced(_ task: StudyTask, order: [String]) -> Bool {
        guard let reference = task.reference, let at = order.firstIndex(of: task.row) else { return false }
        let neighbour = reference.placement == .below ? at - 1 : at + 1
        return order.indices.contains(neighbour) && order[neighbour] == reference.row
    }

    /// In sections, the row is in its reference's section: "below Eggs" is under Eggs in Eggs's
    /// section, not at the top of the next one (the end of one section and the start of the next
    /// are next to each other in the order). Without sections, always.
    static func sharesSection<Layout: ReorderLayout>(_ task: StudyTask, layout: Layout, order: [String]) -> Bool {
        guard let sections = layout as? any SectionedLayout else { return true }
        guard let reference = task.reference, let row = order.firstIndex(of: task.row), let other = order.firstIndex(of: reference.row) else {
            return false
        }
        return sections.sectionID(ofSlot: row) == sections.sectionID(ofSlot: other)
    }

    /// Nothing held, nothing moving, and the row's frame inside the viewport along the scroll axis
    /// (y for a list and sections, x for a grid that scrolls sideways).
    static func isWhollyVisible<Layout>(_ id: String, engine: inout ReorderEngine<Layout>) -> Bool {
        guard case .idle = engine.interaction, engine.activePointer == nil, let slot = engine.order.firstIndex(of: id) else { return false }
        let axis = engine.layout.scrollAxis
        let top = axis.across(engine.layout.frame(ofSlot: slot).origin) - engine.scrollOffset
        return top >= 0 && top + engine.layout.extent(ofSlot: slot) <= axis.across(engine.viewport)
    }

    /// The task's record, ended at `t`; the judge then shows no task.
    public mutating func end(_ outcome: StudyTaskRecord.Outcome, at t: Double, participant: String, condition: String,
                             recording: String) -> StudyTaskRecord? {
        guard let task else { return nil }
        self.task = nil
        let firstInput = firstInputT ?? startT
        return StudyTaskRecord(participant: participant, block: task.block, condition: condition, task: task.index, kind: task.kind,
                               text: text, outcome: outcome, seconds: max(0, t - firstInput), reactionSeconds: firstInput - startT,
                               presses: presses, errors: errors, recording: recording)
    }
}
