import Testing
@testable import ReorderKit
@testable import reorder_bench
@testable import ReorderTrace

/// The two layouts must agree on everything; the real one must be right at the edges.
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

    @Test func randomLiftsMovesAndCommitsAgreeWithTheLinearScan() {
        var random = SplitMix64(seed: 7)
        var fast = ListLayout(rows: rows), naive = LinearScanLayout(rows: rows)
        let n = Self.heights.count
        for _ in 0..<300 {
            let from = Int(random.next() % UInt64(n))
            fast.lift(slot: from)
            naive.lift(slot: from)
            for _ in 0..<3 {
                let to = Int(random.next() % UInt64(n))
                fast.moveGap(to: to)
                naive.moveGap(to: to)
                for slot in 0..<n {
                    #expect(fast.row(atSlot: slot) == naive.row(atSlot: slot))
                    #expect(fast.top(ofSlot: slot) == naive.top(ofSlot: slot))
                    #expect(fast.compactedTop(slot) == naive.compactedTop(slot))
                }
                for y in stride(from: -5.0, through: fast.contentHeight + 5, by: 3.7) {
                    #expect(fast.slot(atContentY: y) == naive.slot(atContentY: y))
                    for fraction in [0, 0.5, 1] {
                        #expect(fast.compactedRank(atOrBelow: y, fraction: fraction)
                                == naive.compactedRank(atOrBelow: y, fraction: fraction))
                    }
                }
            }
            if random.next() % 4 == 0 {
                fast.cancelLift()
                naive.cancelLift()
            } else {
                fast.commit()
                naive.commit()
            }
            #expect(fast.orderedIDs == naive.orderedIDs)
        }
        #expect(Set(fast.orderedIDs).count == n)
    }

    @Test func demoListsAreTheSameForTheSameSeed() {
        let a = DemoList.rows(count: 1000, seed: 42), b = DemoList.rows(count: 1000, seed: 42)
        #expect(a == b)
        #expect(a != DemoList.rows(count: 1000, seed: 43))
        #expect(Set(a.map(\.id)).count == 1000)
        #expect(Set(a.map(\.height)).count > 3)  // mixed heights
        #expect(a.contains { !$0.movable })
    }
}
