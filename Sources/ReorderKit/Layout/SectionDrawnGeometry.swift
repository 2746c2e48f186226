/// Where headers and rows are drawn while a row is dragged in a sectioned list: the layout as it
/// would be with `target` committed (the blank standing for the lifted row), from the compacted
/// geometry by offsets, O(1) each. The blank adds the lifted row's height after it; an exchange
/// also moves the partner's height from its section into the home one.
extension SectionCompaction {
    public func drawnHeaderTop(ofSection s: Int, for target: SectionTarget) -> Double {
        let entered = target.blank.section, home = lifted.section
        guard let partner = target.partner else { return headerTop(ofSection: s) + (s > entered ? height : 0) }
        let partnerHeight = height(of: partner)
        let shift = entered > home ? (s <= home ? 0 : s <= entered ? partnerHeight : height)
            : (s <= entered ? 0 : s <= home ? height - partnerHeight : height)
        return headerTop(ofSection: s) + shift
    }

    /// Where remaining row `index` of section s is drawn (an exchange's partner: in the home section).
    public func drawnTop(section s: Int, index i: Int, for target: SectionTarget) -> Double {
        let blank = target.blank, home = lifted.section
        let top = top(section: s, index: i)
        guard let partner = target.partner else {
            return top + (s > blank.section || (s == blank.section && i >= blank.index) ? height : 0)
        }
        let partnerHeight = height(of: partner)
        if blank.section > home {
            // The partner left the start of the entered section for the end of home.
            if s == partner.from.section, i == partner.from.index { return self.top(section: home, index: rowCount(inSection: home)) }
            if s <= home { return top }
            if s < blank.section { return top + partnerHeight }
            if s == blank.section { return top + (i - 1 >= blank.index ? height : 0) }
            return top + height
        }
        // The partner left the end of the entered section for the start of home, under its header,
        // which the blank's height less the partner's has moved.
        if s == partner.from.section, i == partner.from.index { return self.top(section: home, index: 0) + height - partnerHeight }
        if s < blank.section { return top }
        if s == blank.section { return top + (i >= blank.index ? height : 0) }
        if s < home { return top + height - partnerHeight }
        return top + height
    }

    private func height(of partner: SectionTarget.Partner) -> Double {
        height(section: partner.from.section, index: partner.from.index)
    }
}
