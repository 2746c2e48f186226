/// Sections with headers as the engine sees them: the committed `SectionLayout`, and while a row is
/// lifted the geometry without it (`SectionCompaction`, fixed for the whole drag) and where placement
/// put the blank (`SectionTarget`). Everything drawn comes from those two by arithmetic, as the
/// list's gap does: no row is rewritten until the drop.
///
/// Drawn slots count rows across all sections, top to bottom (headers are not slots). The drawn
/// order is the one the drop would commit: the blank in its section, and an exchange's partner
/// already in the lifted row's section.
public struct SectionListLayout: SectionedLayout, Sendable {
    public typealias Placement = SectionTarget

    public private(set) var sections: SectionLayout
    /// Rows and headers span the viewport's width (`resize`); 0 until one is given.
    public private(set) var width = 0.0
    /// While a row is lifted: the layout without it. Holds a copy of `sections` (its arrays shared):
    /// it is dropped before `sections` changes, so a commit never copies the arrays.
    private(set) var compaction: SectionCompaction?
    public private(set) var target: SectionTarget?

    public init(sections: [Section], rows: [Row], headerHeight: Double? = nil) {
        self.sections = SectionLayout(sections: sections, rows: rows, headerHeight: headerHeight)
    }

    public var count: Int { sections.count }
    public var scrollAxis: ScrollAxis { .vertical }
    public var contentExtent: Double { sections.contentHeight }
    public var sectionCount: Int { sections.sectionCount }

    public var blank: Blank? {
        guard let compaction, let target else { return nil }
        return Blank(from: sections.flatIndex(of: compaction.lifted), position: drawnSlot(of: target),
                     size: Size(width: width, height: compaction.height))
    }

    // MARK: What is drawn

    /// What a drawn slot of a section holds while a row is lifted.
    private enum Drawn {
        case blank, partner
        /// Remaining row `index` of the section in the compacted geometry.
        case row(Int)
    }

    /// The drawn index (across sections) of section s's first drawn slot.
    private func drawnFirst(_ s: Int, _ c: SectionCompaction, _ t: SectionTarget) -> Int {
        var first = c.firstRow(s) + (s > t.blank.section ? 1 : 0)
        if t.partner != nil {
            let home = c.lifted.section, entered = t.blank.section
            // The partner has moved between the two sections: it counts before the sections
            // after home (entering below) or no longer before those after the entered one (above).
            if entered > home, s > home, s <= entered { first += 1 }
            if entered < home, s > entered, s <= home { first -= 1 }
        }
        return first
    }

    private func drawnCount(_ s: Int, _ c: SectionCompaction, _ t: SectionTarget) -> Int {
        var n = c.rowCount(inSection: s) + (s == t.blank.section ? 1 : 0)
        if t.partner != nil {
            if s == c.lifted.section { n += 1 }
            if s == t.blank.section { n -= 1 }
        }
        return n
    }

    /// Drawn slot j of section s.
    private func drawn(_ s: Int, _ j: Int, _ c: SectionCompaction, _ t: SectionTarget) -> Drawn {
        let b = t.blank, home = c.lifted.section
        if t.partner != nil {
            if b.section > home {
                // The partner left the entered section's start for the end of home.
                if s == home { return j == c.rowCount(inSection: home) ? .partner : .row(j) }
                if s == b.section { return j == b.index ? .blank : .row(j < b.index ? j + 1 : j) }
            } else {
                // The partner left the entered section's end for the start of home.
                if s == home { return j == 0 ? .partner : .row(j - 1) }
                if s == b.section { return j == b.index ? .blank : .row(j < b.index ? j : j - 1) }
            }
            return .row(j)
        }
        guard s == b.section else { return .row(j) }
        return j == b.index ? .blank : .row(j > b.index ? j - 1 : j)
    }

    /// The section and drawn index of a drawn slot: the last section whose first slot is at or
    /// before it (binary search; empty sections share the next one's first slot).
    private func locate(_ slot: Int, _ c: SectionCompaction, _ t: SectionTarget) -> (section: Int, index: Int) {
        var low = 0, high = sections.sectionCount - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if drawnFirst(mid, c, t) <= slot { low = mid } else { high = mid - 1 }
        }
        return (low, slot - drawnFirst(low, c, t))
    }

    private func top(of element: Drawn, section s: Int, _ c: SectionCompaction, _ t: SectionTarget) -> Double {
        switch element {
        case .blank: c.blankTop(t)
        case .partner: c.drawnTop(section: t.partner!.from.section, index: t.partner!.from.index, for: t)
        case .row(let i): c.drawnTop(section: s, index: i, for: t)
        }
    }

    private func row(of element: Drawn, section s: Int, _ c: SectionCompaction, _ t: SectionTarget) -> Row {
        switch element {
        case .blank: sections.row(at: c.lifted)
        case .partner: sections.row(at: t.partner!.from)
        case .row(let i): sections.row(at: c.committedPlace(section: s, index: i))
        }
    }

    public func row(atSlot slot: Int) -> Row {
        guard let c = compaction, let t = target else { return sections.row(at: sections.place(ofFlat: slot)) }
        let (s, j) = locate(slot, c, t)
        return row(of: drawn(s, j, c, t), section: s, c, t)
    }

    public func frame(ofSlot slot: Int) -> LayoutRect {
        guard let c = compaction, let t = target else { return sections.frame(of: sections.place(ofFlat: slot), width: width) }
        let (s, j) = locate(slot, c, t)
        let element = drawn(s, j, c, t)
        return LayoutRect(x: 0, y: top(of: element, section: s, c, t), width: width,
                          height: row(of: element, section: s, c, t).height)
    }

    /// A header's frame as drawn (moved by the blank and an exchange while a row is lifted).
    public func headerFrame(ofSection s: Int) -> LayoutRect {
        guard let c = compaction, let t = target else { return sections.headerFrame(ofSection: s, width: width) }
        return LayoutRect(x: 0, y: c.drawnHeaderTop(ofSection: s, for: t), width: width, height: sections.headerHeight(ofSection: s))
    }

    public func headerTop(ofSection s: Int) -> Double { headerFrame(ofSection: s).y }

    /// What is drawn at content y: a section and, over a row, its drawn slot (nil over the header).
    /// Nil above the first header and below the last row. O(log sections + log rows).
    public func hit(atContentY y: Double) -> (section: Int, slot: Int?)? {
        guard let c = compaction, let t = target else {
            switch sections.hit(atContentY: y) {
            case .header(let s): return (s, nil)
            case .row(let place): return (place.section, sections.flatIndex(of: place))
            case nil: return nil
            }
        }
        guard y >= 0, y < contentExtent, sectionCount > 0 else { return nil }
        var low = 0, high = sectionCount - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if c.drawnHeaderTop(ofSection: mid, for: t) <= y { low = mid } else { high = mid - 1 }
        }
        let s = low
        let n = drawnCount(s, c, t)
        guard n > 0, y >= c.drawnHeaderTop(ofSection: s, for: t) + sections.headerHeight(ofSection: s) else { return (s, nil) }
        var first = 0, last = n - 1
        while first < last {
            let mid = (first + last + 1) >> 1
            if top(of: drawn(s, mid, c, t), section: s, c, t) <= y { first = mid } else { last = mid - 1 }
        }
        return (s, drawnFirst(s, c, t) + first)
    }

    /// The row under a point, whatever its x (as in the list); nil over a header.
    public func slot(at point: Point) -> Int? { hit(atContentY: point.y)?.slot ?? nil }

    public func firstSlot(endingAfter extent: Double) -> Int {
        guard extent >= 0 else { return 0 }
        guard let (s, slot) = hit(atContentY: extent) else { return count }
        if let slot { return slot }
        guard let c = compaction, let t = target else { return sections.flatIndex(of: SectionRow(section: s, index: 0)) }
        return drawnFirst(s, c, t)
    }

    // MARK: Placement

    /// The row keeps its column, as in the list.
    public var imposterAcross: ImposterAcross { .fixed(0) }
    public var placement: SectionTarget? { target }

    /// `SectionPlacement` under the tuning's `crossSection`, on the imposter's top.
    public func placement(imposter: LayoutRect, pointer: Point, rule: PlacementTuning) -> SectionTarget {
        guard let compaction, let target else { return SectionTarget(blank: SectionRow(section: 0, index: 0)) }
        return SectionPlacement.target(rule.crossSection, in: compaction, imposterTop: imposter.y, current: target,
                                       hysteresis: rule.hysteresis)
    }

    public func drawnSlot(of placement: SectionTarget) -> Int {
        guard let compaction else { return 0 }
        return drawnFirst(placement.blank.section, compaction, placement) + placement.blank.index
    }

    public mutating func place(_ placement: SectionTarget) { target = placement }

    public var exchangePartner: Int? {
        guard let c = compaction, let t = target, t.partner != nil else { return nil }
        let home = c.lifted.section
        return drawnFirst(home, c, t) + (t.blank.section > home ? c.rowCount(inSection: home) : 0)
    }

    /// The row under the imposter's centre, as the rows stand (the blank stays where it was lifted).
    public func swapTarget(imposter: LayoutRect, pointer: Point, rule: PlacementTuning) -> Int? {
        guard let compaction else { return nil }
        return SwapTarget.sections(sections, lifted: compaction.lifted, imposterCenterY: imposter.y + imposter.height / 2,
                                   rule: rule.crossSection).map(sections.flatIndex(of:))
    }

    // MARK: Changes

    public mutating func lift(slot: Int) {
        precondition(compaction == nil && slot >= 0 && slot < count, "lift needs nothing lifted and a slot in range")
        let place = sections.place(ofFlat: slot)
        compaction = sections.compaction(lifting: place)
        target = SectionTarget(blank: place)
    }

    /// The sections are read as the engine always read them: the lifted row's committed slot before,
    /// the drawn slot it lands in after (the end of one section and the start of the next are one slot).
    @discardableResult
    public mutating func commit() -> DropResult {
        guard let c = compaction, let t = target else { return DropResult() }
        let partner = exchangePartner.map { row(atSlot: $0).id }
        let from = sections.flatIndex(of: c.lifted), to = drawnSlot(of: t)
        let fromSection = sectionID(ofSlot: from)
        compaction = nil  // first: it shares the arrays the move rewrites
        target = nil
        if let partner = t.partner {
            sections.exchange(lifted: c.lifted, to: t.blank, partner: partner.from, partnerTo: partner.to)
        } else {
            sections.move(from: c.lifted, to: t.blank)
        }
        return DropResult(swappedWith: partner, fromSection: fromSection, toSection: sectionID(ofSlot: to))
    }

    public mutating func cancelLift() {
        compaction = nil
        target = nil
    }

    @discardableResult
    public mutating func exchange(_ a: Int, _ b: Int) -> DropResult {
        let partner = a == b ? nil : row(atSlot: b).id
        let fromSection = sectionID(ofSlot: a)
        sections.swapRows(a, b)
        return DropResult(swappedWith: partner, fromSection: fromSection, toSection: sectionID(ofSlot: b))
    }

    public mutating func resize(_ viewport: Size) { width = viewport.width }

    public var orderedIDs: [String] { sections.orderedIDs }

    public func sectionID(ofSlot slot: Int) -> String { sections.sections[sections.place(ofFlat: slot).section].id }

    public var sectionRowIDs: [(id: String, rows: [String])] { sections.sectionRowIDs }
}
