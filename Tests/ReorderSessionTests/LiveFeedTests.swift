import ReorderKit
import Testing
@testable import ReorderSession
@testable import ReorderTrace

/// The live feed's generator: the same seed and times give the same edits; every edit names rows
/// that are there (and new ids that are not) with indices the reader accepts; the list stays
/// bounded in a long session; an empty list, sections and a grid get edits they can take.
@Suite struct LiveFeedTests {
    static let rows = DemoList.rows(count: 10, seed: 5)

    /// The edits of a feed started at 0 and asked every `step` seconds up to `end`.
    static func run(_ feed: inout LiveFeed, end: Double, step: Double = 0.25) -> [RowEdit] {
        feed.start(at: 0)
        var edits: [RowEdit] = []
        var t = 0.0
        while t <= end {
            edits += feed.due(upTo: t)
            t += step
        }
        return edits
    }

    /// Applies `edits` to `ids` (by group: one, or a section each) as the trace reader checks them,
    /// failing on any it would refuse.
    static func checkValid(_ edits: [RowEdit], groups: inout [String: [String]], sections: [String]?) {
        for edit in edits {
            let present = Set(groups.values.joined())
            let count = present.count
            switch edit {
            case .insert(let rows, let index, let section):
                #expect(rows.count == 1)
                for row in rows {
                    #expect(!present.contains(row.id), "a new id: \(row.id)")
                    #expect(row.height > 0 && row.height.isFinite)
                }
                #expect(index >= 0 && index <= count)
                let key = section ?? ""
                #expect(sections == nil ? section == nil : sections!.contains(key))
                groups[key, default: []].insert(contentsOf: rows.map(\.id), at: min(index, groups[key]?.count ?? 0))
            case .delete(let ids):
                for id in ids { #expect(present.contains(id), "deletes a present row: \(id)") }
                for key in groups.keys { groups[key]!.removeAll { ids.contains($0) } }
            case .update(let id, let changes):
                #expect(present.contains(id))
                #expect(!changes.isEmpty)
                #expect((changes.height ?? 1) > 0)
            case .reorder(let id, let index, let section):
                #expect(present.contains(id))
                #expect(index >= 0 && index < count)
                for key in groups.keys { groups[key]!.removeAll { $0 == id } }
                let key = section ?? ""
                groups[key, default: []].insert(id, at: min(index, groups[key]?.count ?? 0))
            }
        }
    }

    @Test func theSameSeedGivesTheSameEditsAndAnotherSeedOthers() {
        var a = LiveFeed(seed: 7, periodSeconds: 0.5, rows: Self.rows, shape: .list)
        var b = LiveFeed(seed: 7, periodSeconds: 0.5, rows: Self.rows, shape: .list)
        var c = LiveFeed(seed: 8, periodSeconds: 0.5, rows: Self.rows, shape: .list)
        let edits = Self.run(&a, end: 30)
        #expect(edits.count >= 60, "an insert every 0.5 s: \(edits.count)")
        #expect(edits == Self.run(&b, end: 30))
        #expect(edits != Self.run(&c, end: 30))
    }

    @Test func anInsertAtTheTopEveryPeriodAndNothingBeforeTheFirst() {
        var feed = LiveFeed(seed: 1, periodSeconds: 2, rows: Self.rows, shape: .list)
        feed.start(at: 10)
        #expect(feed.due(upTo: 11.99).isEmpty)
        let first = feed.due(upTo: 12)
        #expect(first == [.insert([Row(id: "feed-1", height: Self.rows[0].height, label: "New row 1")], at: 0, section: nil)])
        feed.stop()
        #expect(feed.due(upTo: 100).isEmpty, "stopped")
    }

    @Test func editsNameRowsThatAreThereAndTheListStaysBounded() {
        var feed = LiveFeed(seed: 3, periodSeconds: 0.05, rows: Self.rows, shape: .list)
        let edits = Self.run(&feed, end: 200, step: 0.1)  // 4,000 inserts
        var groups = ["": Self.rows.map(\.id)]
        Self.checkValid(edits, groups: &groups, sections: nil)
        #expect(groups[""]!.count == feed.count)
        #expect(feed.count <= Self.rows.count + LiveFeed.growth, "bounded: \(feed.count)")
        #expect(feed.count >= Self.rows.count, "grew to its cap")
        #expect(Set(edits.map(\.name)) == ["insert", "delete", "update", "reorder"])
    }

    @Test func anEmptyListGetsInsertsFirstAndNeverANameThatIsNotThere() {
        var feed = LiveFeed(seed: 9, periodSeconds: 1, rows: [], shape: .list)
        let edits = Self.run(&feed, end: 120)
        var groups = ["": [String]()]
        Self.checkValid(edits, groups: &groups, sections: nil)
        #expect(feed.count <= LiveFeed.growth && feed.count > 0)
    }

    @Test func aListThatAlreadyHasFeedIdsGetsNewOnes() {
        let rows = [Row(id: "feed-1", height: 50), Row(id: "feed-2", height: 50)]
        var feed = LiveFeed(seed: 2, periodSeconds: 1, rows: rows, shape: .list)
        feed.start(at: 0)
        #expect(feed.due(upTo: 1).first == .insert([Row(id: "feed-3", height: 50, label: "New row 3")], at: 0, section: nil))
    }

    @Test func sectionsGetTheirSectionAndAGridItsItemsWidth() {
        let sectioned = DemoList.sectionedRows(count: 20, seed: 1)
        let ids = DemoList.sections.map(\.id)
        var feed = LiveFeed(seed: 4, periodSeconds: 0.2, rows: sectioned, shape: .sections(ids))
        let edits = Self.run(&feed, end: 60)
        var groups = Dictionary(grouping: sectioned, by: { $0.section ?? "" }).mapValues { $0.map(\.id) }
        Self.checkValid(edits, groups: &groups, sections: ids)
        for case .insert(_, _, let section) in edits { #expect(section == ids[0]) }

        let items = (0..<12).map { Row(id: "t\($0)", height: 90, width: 120) }
        var grid = LiveFeed(seed: 4, periodSeconds: 0.2, rows: items, shape: .grid)
        let gridEdits = Self.run(&grid, end: 60)
        var gridGroups = ["": items.map(\.id)]
        Self.checkValid(gridEdits, groups: &gridGroups, sections: nil)
        for case .insert(let rows, _, _) in gridEdits { #expect(rows.allSatisfy { $0.width == 120 && $0.height == 90 }) }
        for case .update(_, let changes) in gridEdits { #expect(changes.width != nil) }
    }

    @Test func aRowSparedIsNeverDeleted() {
        var feed = LiveFeed(seed: 11, periodSeconds: 0.05, rows: [Row(id: "held", height: 40)], shape: .list)
        feed.start(at: 0)
        var t = 0.0
        while t < 100 {
            for case .delete(let ids) in feed.due(upTo: t, sparing: "held") { #expect(!ids.contains("held")) }
            t += 0.1
        }
    }

    @Test func aLongStallOrAnExtremeTimeCatchesUpAFewStepsNotOneAPeriod() {
        var feed = LiveFeed(seed: 1, periodSeconds: 0.05, rows: Self.rows, shape: .list)
        feed.start(at: 0)
        #expect(feed.due(upTo: 1e300).count <= 2 * LiveFeed.catchUpLimit * 2)
        #expect(feed.due(upTo: .nan).isEmpty)
        #expect(feed.due(upTo: .infinity).isEmpty)
    }

    @Test(arguments: [0.0, -1, .nan, .infinity, 1e300])
    func aPeriodOutOfRangeIsClamped(_ period: Double) {
        let feed = LiveFeed(seed: 1, periodSeconds: period, rows: [], shape: .list)
        #expect(LiveFeed.periodRange.contains(feed.periodSeconds))
    }
}
