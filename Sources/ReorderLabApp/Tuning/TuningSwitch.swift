import ReorderKit

/// A switch of the tuning a key turns on and off in the window (`k`, `g`).
public enum TuningSwitch: String, CaseIterable, Sendable {
    /// Focus, arrows and space reorder without a pointer (react-beautiful-dnd's and dnd-kit's keys).
    case keyboardReorder
    /// A tap picks a row and a second tap places it (WCAG 2.5.7's single-pointer path).
    case tapToMove

    public var name: String { rawValue }

    var path: WritableKeyPath<Tuning, Bool> & Sendable {
        switch self {
        case .keyboardReorder: \.keyboardReorder
        case .tapToMove: \.tapToMove
        }
    }

    /// Words for the event log and the help.
    public var label: String {
        switch self {
        case .keyboardReorder: "keyboard reorder"
        case .tapToMove: "tap to move"
        }
    }
}
