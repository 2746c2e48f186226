import ReorderTrace
import Testing
@testable import ReorderKit

/// The edited list's `compactedRank` (one descent of the order tree) against the flat list's binary
/// search over the same rows, with nothing lifted and with each kind of lift, at every key fraction
/// the placement rules use. Heights in halves of a point: sums exact in any order, so the two forms'
/// keys are equal to the bit and so must their ranks be.
@Suite struct ListLayoutTreeRankTests {
    static func rows(_ count: Int, seed: UInt64) -> [Row] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { Row(id: "r\($0)", height: Double(1 + random.next() % 200) / 2) }
    }

    @Test func theTreesRankIsTheBinarySearchsWithAndWithoutAGap() {
        var random = SplitMix64(seed: 20_5)
        for count in [1, 2, 3, 7, 64, 301] {
            let rows = Self.rows(count, seed: UInt64(count))
            var flat = ListLayout(rows: rows)
            var edited = flat
            edited.makeTree()
            #expect(edited.isEdited && !flat.isEdited)
            let lifts: [(from: Int, to: Int)?] = [nil, (0, 0), (count - 1, 0), (0, count - 1), (count / 2, count / 3)]
            for lift in lifts {
                if let lift {
                    flat.lift(slot: lift.from); flat.moveGap(to: lift.to)
                    edited.lift(slot: lift.from); edited.moveGap(to: lift.to)
                }
                let height = flat.contentHeight
                // The keys themselves (ties at the boundary), and points around and beyond the content.
                var ys: [Double] = [-1, 0, height, height + 1]
                for k in 0..<(flat.gap == nil ? count : count - 1) {
                    for fraction in [0, 0.5, 1.0] {
                        let key = flat.compactedKey(k, fraction: fraction)
                        ys += [key, key.nextDown, key.nextUp]
                    }
                }
                for _ in 0..<50 { ys.append(Double(random.next() % UInt64(height * 2 + 2)) / 2 - 1) }
                for y in ys {
                    for fraction in [0, 0.5, 1.0] {
                        #expect(edited.compactedRank(atOrBelow: y, fraction: fraction)
                            == flat.compactedRank(atOrBelow: y, fraction: fraction),
                            "\(count) rows, lift \(String(describing: lift)), y \(y), fraction \(fraction)")
                    }
                    #expect(edited.slot(atContentY: y) == flat.slot(atContentY: y))
                }
                flat.cancelLift()
                edited.cancelLift()
            }
        }
    }
}
