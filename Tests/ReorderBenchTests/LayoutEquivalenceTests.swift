import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import reorder_bench

/// The two layouts must agree on everything: the benchmark's naive `LinearScanLayout` against
/// `ListLayout`, so the same gesture measures the same work on both.
@Suite struct LayoutEquivalenceTests {
    static let heights: [Double] = [44, 120, 30, 200, 44, 88, 30, 60, 44, 150, 12.5, 44]
    var rows: [Row] { Self.heights.enumerated().map { Row(id: "r\($0)", height: $1) } }

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
}
