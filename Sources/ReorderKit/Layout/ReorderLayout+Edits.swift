/// What every layout answers for live data (`RowEdit`, `ReorderEngine+Edits`): its rows by group and
/// itself rebuilt over other rows.
///
/// Cost: sections and a grid rebuild the layout from its rows, O(n) an edit (their prefix sums and
/// flows are built again); the list edits itself in place in O(log n) a row (`ListLayout+Edits`,
/// an `OrderTree`).
extension ReorderLayout {
    /// Every drawn slot's row: with nothing lifted, the committed order, one group.
    public var rowGroups: [[Row]] { [(0..<count).map { row(atSlot: $0) }] }

    /// A rebuild is the rule: no layout edits itself unless it says so.
    public mutating func applyInPlace(_ edit: RowEdit) -> Bool { false }

    public func committedIndex(ofID id: String) -> Int? { (0..<count).first { row(atSlot: $0).id == id } }
}

extension SlotPlacedLayout {
    public var blankPlace: SectionRow? { blank.map { SectionRow(section: 0, index: $0.position) } }
    public func placement(blankAt place: SectionRow) -> Int { min(max(place.index, 0), count - 1) }
}

extension StackedLayout {
    public func rebuilt(rowGroups: [[Row]]) -> Self {
        var layout = Self(rows: rowGroups.flatMap { $0 })
        layout.width = width
        return layout
    }
}

extension GridItemLayout {
    public func rebuilt(rowGroups: [[Row]]) -> GridItemLayout {
        GridItemLayout(rows: rowGroups.flatMap { $0 }, style: grid.style, viewport: grid.viewport)
    }
}

extension SectionListLayout {
    /// Each section's rows, their `section` set to it (a row dragged to another section carries its
    /// old one in the rows as given).
    public var rowGroups: [[Row]] {
        (0..<sectionCount).map { s in
            let id = sections.sections[s].id
            return (0..<sections.rowCount(inSection: s)).map { i in
                var row = sections.row(at: SectionRow(section: s, index: i))
                row.section = id
                return row
            }
        }
    }

    public func rebuilt(rowGroups: [[Row]]) -> SectionListLayout {
        // The header height a section without its own takes: what such a section has now.
        let fallback = sections.sections.indices.first { sections.sections[$0].headerHeight == nil }
            .map { sections.headerHeight(ofSection: $0) }
        var layout = SectionListLayout(sections: sections.sections, rows: rowGroups.flatMap { $0 }, headerHeight: fallback)
        layout.resize(Size(width: width, height: 0))
        return layout
    }

    public var blankPlace: SectionRow? { target?.blank }

    public func placement(blankAt place: SectionRow) -> SectionTarget { SectionTarget(blank: place) }
}
