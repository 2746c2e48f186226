import Testing
@testable import ReorderKit

/// What only one kind of layout says lives in its refinement (`SectionedLayout`, `StackedLayout`),
/// the imposter's rule across the axis is a value, and a drop says what the `dropped` event names.
@Suite struct LayoutRefinementTests {
    static let sections = [Section(id: "fruit"), Section(id: "veg")]
    static let rows = [
        Row(id: "apples", height: 44, section: "fruit"), Row(id: "pears", height: 44, section: "fruit"),
        Row(id: "carrots", height: 44, section: "veg"), Row(id: "leeks", height: 44, section: "veg"),
    ]

    static func sectioned() -> SectionListLayout {
        var layout = SectionListLayout(sections: sections, rows: rows, headerHeight: 28)
        layout.resize(Size(width: 300, height: 400))
        return layout
    }

    @Test func onlyTheSectionedLayoutIsASectionedLayout() {
        let list: any ReorderLayout = ListLayout(rows: Self.rows)
        let grid: any ReorderLayout = GridItemLayout(rows: Self.rows.map { Row(id: $0.id, height: 44, width: 60) },
                                                     style: GridStyle(), viewport: Size(width: 300, height: 400))
        let sections: any ReorderLayout = Self.sectioned()
        #expect(!(list is any SectionedLayout) && !(grid is any SectionedLayout))
        #expect((sections as? any SectionedLayout)?.sectionRowIDs.map(\.rows) == [["apples", "pears"], ["carrots", "leeks"]])
        #expect(ListLayout.self is any StackedLayout.Type && !(SectionListLayout.self is any StackedLayout.Type))
    }

    @Test func theImposterKeepsTheColumnInAListAndSectionsAndFollowsThePointerInAGrid() {
        #expect(ListLayout(rows: Self.rows).imposterAcross == .fixed(0))
        #expect(Self.sectioned().imposterAcross == .fixed(0))
        let grid = GridItemLayout(rows: [Row(id: "a", height: 44, width: 60)], style: GridStyle(), viewport: Size(width: 300, height: 400))
        #expect(grid.imposterAcross == .followsPointer)
    }

    @Test func aStackedListsPassedRowsMoveByTheBlanksHeightAgainstItsWay() {
        #expect(ListLayout.uniformShuffleShift(blankHeight: 30, from: 2, to: 5) == Point(x: 0, y: -30))
        #expect(ListLayout.uniformShuffleShift(blankHeight: 30, from: 5, to: 2) == Point(x: 0, y: 30))
    }

    @Test func aSectionedDropSaysTheSectionsItLeftAndEntered() {
        var layout = Self.sectioned()
        layout.lift(slot: 0)  // apples, in fruit
        layout.place(SectionTarget(blank: SectionRow(section: 1, index: 1)))  // between carrots and leeks
        #expect(layout.commit() == DropResult(fromSection: "fruit", toSection: "veg"))
        #expect(layout.sectionRowIDs.map(\.rows) == [["pears"], ["carrots", "apples", "leeks"]])
    }

    @Test func anExchangeNamesTheRowThatWentTheOtherWay() {
        var sections = Self.sectioned()
        #expect(sections.exchange(0, 3) == DropResult(swappedWith: "leeks", fromSection: "fruit", toSection: "veg"))
        #expect(sections.exchange(1, 1) == DropResult(fromSection: "fruit", toSection: "fruit"))
        var list = ListLayout(rows: Self.rows)
        #expect(list.exchange(0, 2) == DropResult(swappedWith: "carrots"))
        #expect(list.orderedIDs == ["carrots", "pears", "apples", "leeks"])
        #expect(list.exchange(1, 1) == DropResult())
    }

    @Test func aListDropNamesNoSections() {
        var list = ListLayout(rows: Self.rows)
        list.lift(slot: 0)
        list.moveGap(to: 2)
        #expect(list.commit() == DropResult())
        #expect(list.orderedIDs == ["pears", "carrots", "apples", "leeks"])
    }
}
