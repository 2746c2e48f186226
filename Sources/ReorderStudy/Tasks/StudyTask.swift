import ReorderKit

/// One task as the person sees it ("Move Milk below Eggs") and as the judge checks it.
public struct StudyTask: Equatable, Sendable {
    public enum Placement: String, Equatable, Sendable {
        case below, above

        /// The word in a grid's flow: the place just after (before) the reference in reading order.
        public var flowWord: String { self == .below ? "after" : "before" }
    }

    /// 0: practice; 1...: the condition blocks in the order run.
    public var block: Int
    /// 1-based within the block.
    public var index: Int
    public var kind: StudyTaskRecord.Kind
    /// The row to move (reorder), to bring on screen (scroll) or to tap (tap).
    public var row: String
    /// A reorder's reference row and where the moved row goes relative to it.
    public var reference: (placement: Placement, row: String)?
    /// How hard, for pairing: the distance in rows from the row the task starts on, as generated, and
    /// whether a reorder needs autoscroll (`far`). Task `index` of every condition block has the same
    /// kind and `far`, and a near reorder the same distance; a far reorder's or a scroll's distance
    /// follows from the heights (the first row beyond one or 1.5 viewports, plus the template's 0-2).
    public var distance: Int
    public var far: Bool
    /// A grid's reorder: the reference's place is read in the flow, so the words say "after" and
    /// "before" where a column says "below" and "above" (the marks keep `below=`/`above=`: the
    /// place in the order is the same). Words only: the judge does not read it.
    public var inFlow: Bool

    public init(block: Int, index: Int, kind: StudyTaskRecord.Kind, row: String, reference: (placement: Placement, row: String)? = nil,
                distance: Int = 0, far: Bool = false, inFlow: Bool = false) {
        self.block = block
        self.index = index
        self.kind = kind
        self.row = row
        self.reference = reference
        self.distance = distance
        self.far = far
        self.inFlow = inFlow
    }

    public static func == (a: StudyTask, b: StudyTask) -> Bool {
        a.block == b.block && a.index == b.index && a.kind == b.kind && a.row == b.row && a.reference?.placement == b.reference?.placement
            && a.reference?.row == b.reference?.row && a.distance == b.distance && a.far == b.far && a.inFlow == b.inFlow
    }

    /// `B.J`: what the marks name it by.
    public var id: String { "\(block).\(index)" }

    /// What the window shows.
    public var text: String {
        switch kind {
        case .reorder:
            let reference = reference ?? (.below, row)
            return "Move \(StudyList.label(row)) \(inFlow ? reference.placement.flowWord : reference.placement.rawValue) \(StudyList.label(reference.row))"
        case .scroll: return "Scroll to \(StudyList.label(row))"
        case .tap: return "Tap \(StudyList.label(row))"
        }
    }

    /// The rows the window highlights: the one to act on, and a reorder's reference.
    public var highlightedRows: [String] {
        [row] + (reference.map { [$0.row] } ?? [])
    }
}
