/// One keyboard step of a lifted row's blank (`ReorderLayout.placement(after:_:rule:)`): every
/// placement is reachable, one press at a time, whatever the rows' sizes (no geometry is read, so a
/// tall row cannot make a step skip a slot, dnd-kit issue 985).
public enum SlotStep: Sendable {
    /// One placement toward the start or the end of the list.
    case back, forward
    /// The first or the last placement the blank may take.
    case first, last
}

extension SlotPlacedLayout {
    /// Slots in a row: one slot a step, slot 0 and slot count - 1 at the ends.
    public func placement(after current: Int, _ step: SlotStep, rule: PlacementTuning) -> Int? {
        switch step {
        case .back: current > 0 ? current - 1 : nil
        case .forward: current < count - 1 ? current + 1 : nil
        case .first: 0
        case .last: max(count - 1, 0)
        }
    }
}
