import ReorderKit

/// What a person meant by a press, as a trace's `mark` line states it (`intent:reorder`,
/// `intent:scroll`, `intent:tap`): the ground truth the tuning sweep scores the engine against.
public enum Intent: String, Equatable, Sendable, CaseIterable {
    case reorder, scroll, tap

    static let prefix = "intent:"

    /// The intent a mark label states, or nil for any other annotation.
    public init?(markLabel: String) {
        guard markLabel.hasPrefix(Self.prefix) else { return nil }
        self.init(rawValue: String(markLabel.dropFirst(Self.prefix.count)))
    }

    /// A label that means to state an intent but names none of them (`intent:Reorder`): worth a
    /// warning, since the press it was meant for goes unscored.
    public static func isUnknown(markLabel: String) -> Bool {
        markLabel.hasPrefix(prefix) && Intent(markLabel: markLabel) == nil
    }

    /// The press outcome that serves this intent.
    public var expectedOutcome: PressOutcome {
        switch self {
        case .reorder: .lift
        case .scroll: .pan
        case .tap: .tap
        }
    }
}

/// Hands each intent mark to the next `down` only (the trace format: a mark states what the person
/// meant by the next down), and each press its down's intent once the engine reports it began.
///
/// Fed the inputs and the engine's reports in order. A down the engine ignores (a second finger)
/// still uses up the mark, so a mark never drifts onto a later, unrelated press; `ignoredDown()`
/// says which intent went unserved that way.
public struct IntentTracker: Sendable {
    /// Set by a mark, waiting for the next down.
    private var pending: Intent?
    /// Taken from `pending` by the latest down, until its press begins (or the next input).
    private var atDown: Intent?
    /// The intent of the press in progress (the engine has one at a time).
    public private(set) var current: Intent?

    public init() {}

    /// Call before the engine handles `event`.
    public mutating func input(_ event: InputEvent) {
        atDown = nil
        switch event {
        case .mark(let label):
            if let intent = Intent(markLabel: label) { pending = intent }
        case .down:
            atDown = pending
            pending = nil
        case .move, .up, .cancel, .frame, .wheel, .key, .resize, .focus, .tuning, .edit:
            break
        }
    }

    /// Call after the engine's reports for an input: the intent marked for a down that began no
    /// press (the engine ignored it: another pointer held the list), once; nil otherwise.
    public mutating func ignoredDown() -> Intent? {
        defer { atDown = nil }
        return atDown
    }

    /// The press now beginning is that of a down the input filters held back: its intent is the
    /// one that down took (`ignoredDown()` gave it then).
    public mutating func beginHeldBack(_ intent: Intent?) {
        atDown = intent
    }

    /// Call for each report the engine made while handling that input, in order. Returns a decided
    /// press with the intent marked for it (nil: unlabelled).
    public mutating func report(_ event: EngineEvent) -> (intent: Intent?, decision: PressDecision)? {
        switch event {
        case .pressBegan:
            current = atDown
            atDown = nil
            return nil
        case .pressDecided(let decision):
            defer { current = nil }
            return (current, decision)
        case .tapped, .lifted, .moved, .swapTargeted, .willDrop, .dropped, .cancelled, .settled, .panEnded, .coastEnded, .scrolled,
             .dragEnded, .remoteMoved, .announced:
            return nil
        }
    }
}
