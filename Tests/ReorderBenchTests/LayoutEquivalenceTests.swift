import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import reorder_bench
import TestSupport

/// The two layouts must agree on everything: the benchmark's naive `LinearScanLayout` against
/// `ListLayout`, so the same gesture measures the same work on both.
/// A slow suite (`swift test --skip SlowTests` leaves it out).
@Suite(.tags(.slow)) struct LayoutEquivalenceSlowTests {
    static let heights: [Double] = [44, 120, 30, 200, 44, 88, 30, 60, 44, 150, 12.5, 44]
    var rows: [Row] { Self.heights.enumerated().map { Row(id: "r\($0)", height: $1) } }

    /// Some 890,000 comparisons: each is collected, not expected, so the test costs the comparisons
    /// (an `#expect` apiece took 5 s) and a failure lists the first few that differ.
    @Test func randomLiftsMovesAndCommitsAgreeWithTheLinearScan() {
        var random = SplitMix64(seed: 7)
        var fast = ListLayout(rows: rows), naive = LinearScanLayout(rows: rows)
        let n = Self.heights.count
        var mismatches: [String] = []
        var compared = 0
        func check<T: Equatable>(_ what: @autoclosure () -> String, _ a: T, _ b: T) {
            compared += 1
            if a != b, mismatches.count < 20 { mismatches.append("\(what()): ListLayout \(a), LinearScanLayout \(b)") }
        }
        for round in 0..<300 {
            let from = Int(random.next() % UInt64(n))
            fast.lift(slot: from)
            naive.lift(slot: from)
            for _ in 0..<3 {
                let to = Int(random.next() % UInt64(n))
                fast.moveGap(to: to)
                naive.moveGap(to: to)
                let step = "round \(round), lifted \(from), gap at \(to)"
                for slot in 0..<n {
                    check("\(step): row at slot \(slot)", fast.row(atSlot: slot), naive.row(atSlot: slot))
                    check("\(step): top of slot \(slot)", fast.top(ofSlot: slot), naive.top(ofSlot: slot))
                    check("\(step): compacted top \(slot)", fast.compactedTop(slot), naive.compactedTop(slot))
                }
                for y in stride(from: -5.0, through: fast.contentHeight + 5, by: 3.7) {
                    check("\(step): slot at y \(y)", fast.slot(atContentY: y), naive.slot(atContentY: y))
                    for fraction in [0, 0.5, 1] {
                        check("\(step): compacted rank at y \(y), fraction \(fraction)",
                              fast.compactedRank(atOrBelow: y, fraction: fraction),
                              naive.compactedRank(atOrBelow: y, fraction: fraction))
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
            check("round \(round): order", fast.orderedIDs, naive.orderedIDs)
        }
        #expect(compared > 100_000, "the comparisons ran")
        #expect(mismatches.isEmpty, "of \(compared) comparisons, these differ:\n\(mismatches.joined(separator: "\n"))")
        #expect(Set(fast.orderedIDs).count == n)
    }
}
