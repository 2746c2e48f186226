import Testing
@testable import ReorderKit

/// The real layout must be right at the edges (`LayoutEquivalenceTests`, with the benchmark, checks
/// the naive one agrees with it everywhere).
@Suite struct LayoutTests {
    static let heights: [Double] = [44, 120, 30, 200, 44, 88, 30, 60, 44, 150, 12.5, 44]
    var rows: [Row] { Self.heights.enumerated().map { Row(id: "r\($0)", height: $1) } }

    @Test func hitTestFindsTheRowUnderAPoint() {
        let layout = ListLayout(rows: rows)
        #expect(layout.slot(atContentY: -0.1) == nil)
        #expect(layout.slot(atContentY: 0) == 0)
        #expect(layout.slot(atContentY: 43.9) == 0)
        #expect(layout.slot(atContentY: 44) == 1)
        #expect(layout.slot(atContentY: layout.contentHeight - 0.01) == Self.heights.count - 1)
        #expect(layout.slot(atContentY: layout.contentHeight) == nil)
        #expect(layout.contentHeight == Self.heights.reduce(0, +))
    }

    @Test func blankMovesWithoutRewritingAndCommitMovesTheRow() {
        var layout = ListLayout(rows: rows)
        layout.lift(slot: 1)
        layout.moveGap(to: 4)
        #expect(layout.row(atSlot: 4).id == "r1")
        #expect(layout.row(atSlot: 1).id == "r2")
        #expect(layout.top(ofSlot: 4) == 44 + 30 + 200 + 44)
        #expect(layout.orderedIDs.prefix(3) == ["r0", "r1", "r2"])  // not committed yet
        layout.commit()
        #expect(layout.orderedIDs.prefix(6) == ["r0", "r2", "r3", "r4", "r1", "r5"])
        #expect(layout.top(ofSlot: 5) == 44 + 30 + 200 + 44 + 120)
        #expect(layout.gap == nil)
    }
}
