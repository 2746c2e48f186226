/// Keyboard steps in sections: the blank's placements in order (section, then index), as a drag
/// reaches them, under the same `crossSection` rule.
extension SectionListLayout {
    public func placement(after current: SectionTarget, _ step: SlotStep, rule: PlacementTuning) -> SectionTarget? {
        guard let c = compaction else { return nil }
        let home = c.lifted.section
        let sections: [Int] = switch rule.crossSection {
        case .none: [home]
        case .move: Array(0..<c.sectionCount)
        // An exchange needs a row to exchange: empty sections are passed over, as a drag passes them.
        case .swap: (0..<c.sectionCount).filter { $0 == home || c.rowCount(inSection: $0) > 0 }
        }
        guard let first = sections.first, let last = sections.last else { return nil }
        let s = current.blank.section, i = current.blank.index
        switch step {
        case .first: return target(section: first, index: 0, in: c, rule: rule)
        case .last: return target(section: last, index: lastIndex(last, in: c, rule: rule), in: c, rule: rule)
        case .forward:
            if i < lastIndex(s, in: c, rule: rule) { return target(section: s, index: i + 1, in: c, rule: rule) }
            guard let next = sections.first(where: { $0 > s }) else { return nil }
            return target(section: next, index: 0, in: c, rule: rule)
        case .back:
            if i > 0 { return target(section: s, index: i - 1, in: c, rule: rule) }
            guard let previous = sections.last(where: { $0 < s }) else { return nil }
            return target(section: previous, index: lastIndex(previous, in: c, rule: rule), in: c, rule: rule)
        }
    }

    /// The last index the blank takes in section s: after its rows (`move`, `none`, the home section),
    /// or, entering another section by an exchange, its last row's place (the section keeps its size).
    private func lastIndex(_ s: Int, in c: SectionCompaction, rule: PlacementTuning) -> Int {
        rule.crossSection == .swap && s != c.lifted.section ? c.rowCount(inSection: s) - 1 : c.rowCount(inSection: s)
    }

    /// The placement at (s, index), with an exchange's partner where `swap` makes one: entering below
    /// the home section, its first row goes to the home section's end; above, its last row to the start
    /// (`SectionPlacement.exchange`).
    private func target(section s: Int, index: Int, in c: SectionCompaction, rule: PlacementTuning) -> SectionTarget {
        let blank = SectionRow(section: s, index: index)
        guard rule.crossSection == .swap, s != c.lifted.section else { return SectionTarget(blank: blank) }
        let home = c.lifted.section
        if s > home {
            return SectionTarget(blank: blank, partner: .init(from: SectionRow(section: s, index: 0), to: c.rowCount(inSection: home)))
        }
        return SectionTarget(blank: blank, partner: .init(from: SectionRow(section: s, index: c.rowCount(inSection: s) - 1), to: 0))
    }
}
