/// What takes the interaction from one state to another: an input of a kind, time passing (at an
/// input's time, before the input itself is handled), or the end of a trace (`finish`).
public enum Trigger: String, CaseIterable, Sendable {
    case time, down, move, up, cancel, frame, wheel, key, resize, focus, tuning, mark, end
    /// The data changed (`InputEvent.edit`).
    case edit
}

extension InputEvent {
    public var trigger: Trigger {
        switch self {
        case .down: .down
        case .move: .move
        case .up: .up
        case .cancel: .cancel
        case .frame: .frame
        case .wheel: .wheel
        case .key: .key
        case .resize: .resize
        case .focus: .focus
        case .tuning: .tuning
        case .mark: .mark
        case .edit: .edit
        }
    }
}

/// One change of state as the engine made it, for the debug transition log (`old -> event -> new`).
public struct StateTransition: Equatable, Sendable {
    /// The time of the input (or of the end of the trace), seconds.
    public var t: Double
    public var from: Interaction.Kind
    public var trigger: Trigger
    public var to: Interaction.Kind

    public init(t: Double, from: Interaction.Kind, trigger: Trigger, to: Interaction.Kind) {
        self.t = t
        self.from = from
        self.trigger = trigger
        self.to = to
    }

    /// "0.5 pressing -> time -> dragging": one line of the log.
    public var line: String { "\(t) \(from.rawValue) -> \(trigger.rawValue) -> \(to.rawValue)" }
}

/// The interaction's state diagram: every change of state the engine can make, and why. The one
/// copy: docs/engine.md's diagram is `mermaid` (a test compares them), and a test replays random input
/// and checks that every transition it sees is an edge here and every edge is seen. A trigger that
/// leaves the state as it was (a second finger, a frame) is no edge.
public enum StateDiagram {
    public struct Edge: Equatable, Sendable {
        public var from: Interaction.Kind
        public var trigger: Trigger
        public var to: Interaction.Kind
        /// Why, for the diagram; empty when the trigger says it all.
        public var why: String
    }

    private static func edge(_ from: Interaction.Kind, _ trigger: Trigger, _ to: Interaction.Kind, _ why: String = "") -> Edge {
        Edge(from: from, trigger: trigger, to: to, why: why)
    }

    /// In the order the diagram shows them: by state, then by target.
    public static let edges: [Edge] = [
        edge(.idle, .down, .pressing),
        edge(.coasting, .down, .pressing, "stops the list, this press never lifts and its tap selects nothing"),
        edge(.settling, .down, .pressing, "the settle completes first"),
        edge(.pressing, .time, .dragging, "the deadline, within allowableMovement, on a movable row, unless the press stopped the list"),
        edge(.pressing, .tuning, .dragging, "a shorter longPressSeconds already passed, or activation distance already moved"),
        edge(.pressing, .move, .dragging, "activation distance: beyond activationDistance on a movable row"),
        edge(.idle, .key, .dragging, "keyboardReorder: space or enter lifts the focused movable row"),
        edge(.settling, .key, .dragging, "keyboardReorder: the settle completes, then space or enter lifts the focused row"),
        edge(.pressing, .up, .settling, "activation distance: an up away from the last move lifts the row there, then drops it"),
        edge(.pressing, .move, .scrolling, "beyond allowableMovement before the deadline"),
        edge(.pressing, .tuning, .scrolling, "a smaller allowableMovement leaves the finger beyond it"),
        edge(.pressing, .up, .idle, "a tap, or a pan too slow to coast when the up is away from the last move"),
        edge(.pressing, .cancel, .idle),
        edge(.pressing, .key, .idle, "escape"),
        edge(.pressing, .wheel, .idle, "the content moved under the press"),
        edge(.pressing, .resize, .idle, "the offset was clamped, so the content moved under the press"),
        edge(.pressing, .focus, .idle, "lost"),
        edge(.pressing, .end, .idle),
        edge(.pressing, .edit, .idle, "its row deleted, or moved on screen"),
        edge(.pressing, .up, .coasting, "away from the last move, beyond allowableMovement and fast"),
        edge(.scrolling, .up, .coasting, "faster than flickMinimumSpeed, having moved more than allowableMovement in its last 100 ms"),
        edge(.scrolling, .up, .idle),
        edge(.scrolling, .cancel, .idle),
        edge(.scrolling, .focus, .idle, "lost"),
        edge(.scrolling, .end, .idle),
        edge(.coasting, .time, .idle, "slower than momentumStopSpeed, or an end of the list reached"),
        edge(.coasting, .wheel, .idle),
        edge(.coasting, .key, .idle, "a scrolling key"),
        edge(.coasting, .focus, .idle, "lost"),
        edge(.coasting, .end, .idle),
        edge(.dragging, .up, .settling, "a drop"),
        edge(.dragging, .key, .settling, "escape, back where it was lifted"),
        edge(.dragging, .up, .idle, "a drop with dropAnimationSeconds 0"),
        edge(.dragging, .key, .idle, "escape with dropAnimationSeconds 0"),
        edge(.dragging, .cancel, .idle, "dropped in place at once"),
        edge(.dragging, .focus, .idle, "lost, dropped in place at once"),
        edge(.dragging, .tuning, .idle, "reordering disabled, dropped in place at once"),
        edge(.dragging, .end, .idle, "dropped in place at once"),
        edge(.dragging, .edit, .idle, "the lifted row deleted: nothing moves"),
        edge(.settling, .time, .idle, "dropAnimationSeconds elapsed"),
        edge(.settling, .wheel, .idle, "the settle completes first"),
        edge(.settling, .key, .idle, "a scrolling key, the settle completes first"),
        edge(.settling, .focus, .idle, "lost"),
        edge(.settling, .end, .idle),
        edge(.settling, .edit, .idle, "the settling row deleted"),
    ]

    /// Whether the engine may go from `from` to `to` on `trigger`.
    public static func allows(_ transition: StateTransition) -> Bool {
        edges.contains { $0.from == transition.from && $0.trigger == transition.trigger && $0.to == transition.to }
    }

    /// The diagram in Mermaid (what docs/engine.md shows): one arrow per pair of states, labelled with
    /// every trigger that takes it.
    public static var mermaid: String {
        var pairs: [(from: Interaction.Kind, to: Interaction.Kind)] = []
        for edge in edges where !pairs.contains(where: { $0 == (edge.from, edge.to) }) { pairs.append((edge.from, edge.to)) }
        var lines = ["stateDiagram-v2", "    [*] --> idle"]
        for (from, to) in pairs {
            let labels = edges.filter { $0.from == from && $0.to == to }.map { $0.why.isEmpty ? $0.trigger.rawValue : "\($0.trigger.rawValue) (\($0.why))" }
            lines.append("    \(from.rawValue) --> \(to.rawValue): \(labels.joined(separator: " / "))")
        }
        return lines.joined(separator: "\n")
    }
}
