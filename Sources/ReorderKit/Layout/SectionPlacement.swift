/// Where a dragged row would land in a sectioned list: the blank's section and its index among the
/// rows drawn there (the blank counted), and, for a cross-section exchange, the row that goes the
/// other way.
public struct SectionTarget: Equatable, Sendable {
    public var blank: SectionRow
    public var partner: Partner?

    /// The row a cross-section exchange sends into the lifted row's section.
    public struct Partner: Equatable, Sendable {
        /// Its place in the committed layout.
        public var from: SectionRow
        /// Its index among the rows drawn in the lifted row's section (the lifted row left out).
        public var to: Int
    }

    public init(blank: SectionRow, partner: Partner? = nil) {
        self.blank = blank
        self.partner = partner
    }
}

/// Where the blank goes in a sectioned list for an imposter whose top is at content y `imposterTop`:
/// pure functions of `SectionCompaction` (the list without the lifted row), so nothing the blank
/// does can change the answer while the finger rests.
///
/// The rule, everywhere: the list's covered midpoint (ATS), with each header as a neighbour that
/// cannot lift. The blank trades places with a row when the imposter's centre crosses the midpoint
/// of the rect the two cover together; for a neighbour of height H at compacted top t that reduces to
/// "the imposter's top passes t + H / 2". A header of height G at compacted top g is passed the same
/// way, at g + G / 2: the blank goes under a header (into its section, at its top) once the
/// imposter's top has passed the header's middle, and back over it once it has not.
/// Why this and not "the centre passes the header's top": the thresholds must rise strictly along
/// the list for every blank position to be reachable. A header's g + G / 2 lies strictly between the
/// last row above's t + H / 2 (t + H = g) and the first row below's g + G + H' / 2, whatever the
/// heights; "the centre passes g" (top passes g - h / 2) falls before the last row above's midpoint
/// whenever the dragged row is taller than that row, and the end of that section could then never be
/// reached. Over an empty section's header the blank opens under it: it holds there while the
/// imposter's top is between that header's middle and the next header's middle, and an imposter
/// resting exactly over the drawn blank keeps it there (`SectionPlacementTests`).
///
/// `hysteresis` (points) widens every threshold around where the blank is, as the list's rule does.
public enum SectionPlacement {
    public static func target(_ rule: CrossSection, in compaction: SectionCompaction, imposterTop: Double,
                              current: SectionTarget, hysteresis: Double = 0) -> SectionTarget {
        let down = target(rule, in: compaction, imposterTop: imposterTop - hysteresis)
        if down.blank > current.blank { return down }
        let up = target(rule, in: compaction, imposterTop: imposterTop + hysteresis)
        if up.blank < current.blank { return up }
        return current
    }

    /// The rule without hysteresis: a function of the compacted geometry and the imposter only.
    /// The target rises (section, then index) as `imposterTop` rises.
    public static func target(_ rule: CrossSection, in compaction: SectionCompaction, imposterTop t: Double) -> SectionTarget {
        let home = compaction.lifted.section
        switch rule {
        case .move:
            let s = section(in: compaction, imposterTop: t) { _ in true }
            return SectionTarget(blank: SectionRow(section: s, index: passedRows(in: compaction, section: s, imposterTop: t)))
        case .none:
            return SectionTarget(blank: SectionRow(section: home, index: passedRows(in: compaction, section: home, imposterTop: t)))
        case .swap:
            return exchange(in: compaction, imposterTop: t)
        }
    }

    /// DHDragableCellTableView's exchange, made a pure function so it cannot oscillate. The blank may
    /// enter any section that has a row to exchange (an empty section's header is passed over as part
    /// of the section above it). Entering a section below its own, the lifted row exchanges with that
    /// section's first row, the row it enters on, which goes to the end of the lifted row's section:
    /// where the blank was when it left (a drag is continuous, so it passes there). Entering from below,
    /// the same with the last row, which goes to the start. Inside the entered section the blank then
    /// moves as usual; its thresholds are those of the compacted list with the partner still in place,
    /// which inside that section are exactly where the rows are drawn once the partner has gone
    /// (the partner's height leaves and the blank's comes in above them).
    ///
    /// Anti-oscillation: the decision never reads the exchanged geometry (where the partner's height
    /// has moved every header in between). Reading it would: with the partner in the home section the
    /// entered header is lower by the partner's height, so a resting imposter between the two header
    /// positions would enter, be pushed out, and enter again every frame.
    static func exchange(in compaction: SectionCompaction, imposterTop t: Double) -> SectionTarget {
        let home = compaction.lifted.section
        let s = section(in: compaction, imposterTop: t) { $0 == home || compaction.rowCount(inSection: $0) > 0 }
        let passed = passedRows(in: compaction, section: s, imposterTop: t)
        guard s != home else { return SectionTarget(blank: SectionRow(section: home, index: passed)) }
        let count = compaction.rowCount(inSection: s)
        let homeCount = compaction.rowCount(inSection: home)
        if s > home {
            // The first row has gone up: the blank's index counts the rows after it.
            return SectionTarget(blank: SectionRow(section: s, index: max(passed - 1, 0)),
                                 partner: .init(from: SectionRow(section: s, index: 0), to: homeCount))
        }
        return SectionTarget(blank: SectionRow(section: s, index: min(passed, count - 1)),
                             partner: .init(from: SectionRow(section: s, index: count - 1), to: 0))
    }

    /// The compacted top at which the imposter's top passes section s's header (s >= 1).
    public static func headerThreshold(in compaction: SectionCompaction, section s: Int) -> Double {
        compaction.headerTop(ofSection: s) + compaction.headerHeight(ofSection: s) / 2
    }

    /// The last section the blank may enter whose header the imposter's top has passed (the first
    /// such section when none is passed yet). Binary search over the headers, then a walk back over
    /// sections it may not enter (empty ones under `swap`; none otherwise).
    static func section(in compaction: SectionCompaction, imposterTop t: Double, mayEnter: (Int) -> Bool) -> Int {
        var low = 0, high = compaction.sectionCount - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if headerThreshold(in: compaction, section: mid) <= t { low = mid } else { high = mid - 1 }
        }
        var s = low
        while s > 0, !mayEnter(s) { s -= 1 }
        if !mayEnter(s) { s = (s..<compaction.sectionCount).first(where: mayEnter) ?? s }
        return s
    }

    /// How many remaining rows of section s have their midpoint at or above the imposter's top.
    static func passedRows(in compaction: SectionCompaction, section s: Int, imposterTop t: Double) -> Int {
        var low = 0, high = compaction.rowCount(inSection: s)
        while low < high {
            let mid = (low + high) >> 1
            let midpoint = compaction.top(section: s, index: mid) + compaction.height(section: s, index: mid) / 2
            if midpoint <= t { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

extension SectionCompaction {
    /// The top at which the blank of `target` is drawn: the blank in its section with the rows above
    /// it, and, for an exchange, the partner's height moved from its section into the home one.
    public func blankTop(_ target: SectionTarget) -> Double {
        let b = target.blank
        // Below home the partner was the section's first row: the rows drawn above the blank are
        // remaining rows 1...index, under the header moved down by the partner's height, which is
        // where remaining row index + 1 stands with the partner in place. Above home the partner was
        // the last row, and the rows above the blank have not moved.
        if target.partner != nil, b.section > lifted.section { return top(section: b.section, index: b.index + 1) }
        return top(section: b.section, index: b.index)
    }
}
