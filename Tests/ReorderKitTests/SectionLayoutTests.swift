import Testing
@testable import ReorderKit
@testable import ReorderTrace

/// A sectioned list with mixed header heights, empty sections at the start, middle and end, and rows
/// from 12.5 to 200 pt, checked against geometry stacked by hand.
@Suite struct SectionLayoutTests {
    static let sections = [
        Section(id: "empty-first", headerHeight: 40),
        Section(id: "fruit"),                        // the layout's header height
        Section(id: "veg", title: "Vegetables", headerHeight: 20),
        Section(id: "empty-middle"),
        Section(id: "later", headerHeight: 12.5),
        Section(id: "empty-last", headerHeight: 60),
    ]
    static let rows: [Row] = [
        ("a", 44, "fruit"), ("b", 120, "fruit"), ("c", 30, "fruit"),
        ("d", 200, "veg"), ("e", 12.5, "veg"),
        ("f", 44, "later"), ("g", 88, "later"), ("h", 60, "later"), ("i", 30, "later"),
    ].map { Row(id: $0.0, height: $0.1, section: $0.2) }

    static func layout(headerHeight: Double? = 36) -> SectionLayout {
        SectionLayout(sections: sections, rows: rows, headerHeight: headerHeight)
    }

    /// Every header and row with its span, stacked the slow way.
    static func stacked(_ layout: SectionLayout) -> [(hit: SectionHit, top: Double, height: Double)] {
        var y = 0.0
        var spans: [(SectionHit, Double, Double)] = []
        for (s, rows) in layout.sectionRowIDs.enumerated() {
            spans.append((.header(s), y, layout.headerHeight(ofSection: s)))
            y += layout.headerHeight(ofSection: s)
            for (j, id) in rows.rows.enumerated() {
                let height = Self.rows.first { $0.id == id }!.height
                spans.append((.row(SectionRow(section: s, index: j)), y, height))
                y += height
            }
        }
        return spans
    }

    @Test func headersTakeTheirOwnHeightElseTheLayoutsElse28() {
        #expect(Self.layout().headerHeight(ofSection: 0) == 40)
        #expect(Self.layout().headerHeight(ofSection: 1) == 36)
        #expect(Self.layout(headerHeight: nil).headerHeight(ofSection: 1) == 28)
        #expect(Self.layout(headerHeight: nil).headerHeight(ofSection: 3) == 28)
    }

    @Test func eachSectionIsItsHeaderThenItsRowsStackedFromZero() {
        let layout = Self.layout()
        #expect(layout.headerTop(ofSection: 0) == 0)
        #expect(layout.headerTop(ofSection: 1) == 40)           // the empty first section is only its header
        #expect(layout.top(of: SectionRow(section: 1, index: 0)) == 76)
        #expect(layout.headerTop(ofSection: 2) == 76 + 44 + 120 + 30)
        for span in Self.stacked(layout) {
            switch span.hit {
            case .header(let s):
                #expect(layout.headerFrame(ofSection: s, width: 400) == LayoutRect(x: 0, y: span.top, width: 400, height: span.height))
            case .row(let place):
                #expect(layout.frame(of: place, width: 400) == LayoutRect(x: 0, y: span.top, width: 400, height: span.height))
            }
        }
        let last = Self.stacked(layout).last!
        #expect(layout.contentHeight == last.top + last.height)
        let headers: Double = 40 + 36 + 20 + 36 + 12.5 + 60
        let rowHeights: Double = Self.rows.map(\.height).reduce(0, +)
        #expect(layout.contentHeight == headers + rowHeights)
    }

    @Test func aPointHitsTheHeaderOrRowUnderItAndNothingOutside() {
        let layout = Self.layout()
        let spans = Self.stacked(layout)
        #expect(layout.hit(atContentY: -0.5) == nil)
        #expect(layout.hit(atContentY: layout.contentHeight) == nil)
        var y = 0.0
        while y < layout.contentHeight {
            let expected = spans.last { $0.top <= y }!.hit
            #expect(layout.hit(atContentY: y) == expected, "at y = \(y)")
            y += 0.5
        }
        #expect(layout.hit(atContentY: 40) == .header(1))
        #expect(layout.hit(atContentY: 39.99) == .header(0))
    }

    @Test func movesAcrossSectionsGiveTheGeometryOfTheNewArrangementBuiltAfresh() {
        var layout = Self.layout()
        var random = SplitMix64(seed: 9)
        for step in 0..<300 {
            let from = Self.randomPlace(layout, &random)
            let to = Int(random.next() % UInt64(layout.sectionCount))
            let lands = layout.rowCount(inSection: to) - (to == from.section ? 1 : 0)
            let destination = SectionRow(section: to, index: Int(random.next() % UInt64(lands + 1)))
            let id = layout.row(at: from).id
            layout.move(from: from, to: destination)
            #expect(layout.row(at: destination).id == id)
            let fresh = Self.rebuilt(layout)
            #expect(layout.sectionRowIDs.map(\.rows) == fresh.sectionRowIDs.map(\.rows))
            for span in Self.stacked(fresh) {
                guard case .row(let place) = span.hit else { continue }
                #expect(layout.top(of: place) == span.top, "step \(step)")
            }
            #expect(layout.contentHeight == fresh.contentHeight)
        }
    }

    @Test func anExchangeAcrossSectionsKeepsEverySectionsSize() {
        var layout = Self.layout()
        let sizes = (0..<layout.sectionCount).map(layout.rowCount(inSection:))
        // "b" (fruit 1) goes to veg, after "e"; "d" (veg 0) comes up to the end of fruit.
        layout.exchange(lifted: SectionRow(section: 1, index: 1), to: SectionRow(section: 2, index: 1),
                        partner: SectionRow(section: 2, index: 0), partnerTo: 2)
        #expect(layout.sectionRowIDs.map(\.rows) == [[], ["a", "c", "d"], ["e", "b"], [], ["f", "g", "h", "i"], []])
        #expect((0..<layout.sectionCount).map(layout.rowCount(inSection:)) == sizes)
        // Upward: "g" (later 1) to the start of fruit, "c" (fruit's last) to the start of later.
        layout.exchange(lifted: SectionRow(section: 4, index: 1), to: SectionRow(section: 1, index: 0),
                        partner: SectionRow(section: 1, index: 1), partnerTo: 0)
        #expect(layout.sectionRowIDs.map(\.rows) == [[], ["g", "a", "d"], ["e", "b"], [], ["c", "f", "h", "i"], []])
        #expect(layout.orderedIDs == ["g", "a", "d", "e", "b", "c", "f", "h", "i"])
    }

    @Test func rowsOutOfSectionOrderOrInNoDeclaredSectionAreRefused() throws {
        let shuffled = [Self.rows[3], Self.rows[0]]
        #expect(throws: SectionGroupingError.outOfOrder(row: 1, id: "fruit")) {
            try SectionLayout.grouping(rows: shuffled, in: Self.sections)
        }
        #expect(throws: SectionGroupingError.unknownSection(row: 0, id: nil)) {
            try SectionLayout.grouping(rows: [Row(id: "x", height: 1)], in: Self.sections)
        }
        #expect(throws: SectionGroupingError.unknownSection(row: 0, id: "nowhere")) {
            try SectionLayout.grouping(rows: [Row(id: "x", height: 1, section: "nowhere")], in: Self.sections)
        }
        #expect(try SectionLayout.grouping(rows: Self.rows, in: Self.sections) == [0, 3, 2, 0, 4, 0])
    }

    static func randomPlace(_ layout: SectionLayout, _ random: inout SplitMix64) -> SectionRow {
        let flat = Int(random.next() % UInt64(layout.count))
        if case .row(let place) = layout.hit(atContentY: layout.top(ofFlat: flat)) { return place }
        fatalError("a row's top hits that row")
    }

    /// A layout built from scratch in `layout`'s current arrangement.
    static func rebuilt(_ layout: SectionLayout) -> SectionLayout {
        let byID = Dictionary(uniqueKeysWithValues: rows.map { ($0.id, $0) })
        var ordered: [Row] = []
        for (s, section) in layout.sectionRowIDs.enumerated() {
            for id in section.rows { ordered.append(Row(id: id, height: byID[id]!.height, section: sections[s].id)) }
        }
        return SectionLayout(sections: sections, rows: ordered, headerHeight: 36)
    }
}

extension SectionLayout {
    /// The top of committed row `flat` counted across all sections (for tests that pick rows at random).
    func top(ofFlat flat: Int) -> Double {
        var s = 0
        while flatIndex(of: SectionRow(section: s, index: 0)) + rowCount(inSection: s) <= flat { s += 1 }
        return top(of: SectionRow(section: s, index: flat - flatIndex(of: SectionRow(section: s, index: 0))))
    }
}
