import ReorderTrace
import Testing
@testable import ReorderKit

/// The list's order tree against a plain array of (node, height), and its work counted, not timed.
@Suite struct OrderTreeTests {
    /// Heights in halves of a point: their sums are exact in any order, so the tree's tops equal
    /// the naive running sums to the bit.
    static func height(_ random: inout SplitMix64) -> Double { Double(1 + random.next() % 400) / 2 }

    @Test func tenThousandSeededOperationsAgreeWithANaiveArray() {
        var random = SplitMix64(seed: 20_05)
        var heights = (0..<200).map { _ in Self.height(&random) }
        var tree = OrderTree(heights: heights)
        var model: [(node: Int32, height: Double)] = heights.enumerated().map { (Int32($0 + 1), $1) }
        for step in 0..<10_000 {
            switch random.next() % 4 {
            case 0:  // insert at any position, the end included
                let h = Self.height(&random)
                heights.append(h)
                let node = tree.makeNode(height: h)
                let at = Int(random.next() % UInt64(model.count + 1))
                tree.insert(node, at: at)
                model.insert((node, h), at: at)
            case 1 where !model.isEmpty:
                let at = Int(random.next() % UInt64(model.count))
                tree.remove(model.remove(at: at).node)
            case 2 where !model.isEmpty:
                let at = Int(random.next() % UInt64(model.count)), h = Self.height(&random)
                tree.setHeight(h, ofNode: model[at].node)
                model[at].height = h
            case _ where !model.isEmpty:  // a move, as a drop or a remote reorder does it
                let from = Int(random.next() % UInt64(model.count)), to = Int(random.next() % UInt64(model.count))
                let entry = model.remove(at: from)
                tree.remove(entry.node)
                tree.insert(entry.node, at: to)
                model.insert(entry, at: to)
            default:
                break
            }
            #expect(tree.count == model.count, "step \(step)")
            // A few probes a step, everything every 500 steps.
            let probes = step % 500 == 0 ? Array(0..<model.count) : (0..<3).map { _ in model.isEmpty ? 0 : Int(random.next() % UInt64(model.count)) }
            var top = 0.0, tops = [0.0]
            for entry in model {
                top += entry.height
                tops.append(top)
            }
            for k in probes where k < model.count {
                #expect(tree.node(at: k) == model[k].node, "step \(step) node at \(k)")
                #expect(tree.position(of: model[k].node) == k, "step \(step) position of \(model[k].node)")
                #expect(tree.prefix(k) == tops[k], "step \(step) top of \(k)")
                #expect(tree.position(atOrAbove: tops[k]) == k && tree.position(atOrAbove: tops[k] + model[k].height / 2) == k)
            }
            #expect(tree.total == top)
        }
        #expect(tree.inOrder() == model.map(\.node))
    }

    @Test func anEmptyTreeAndOneNode() {
        var tree = OrderTree(heights: [])
        #expect(tree.count == 0 && tree.total == 0 && tree.prefix(0) == 0 && tree.inOrder().isEmpty)
        let node = tree.makeNode(height: 44)
        tree.insert(node, at: 0)
        #expect(tree.count == 1 && tree.total == 44 && tree.position(of: node) == 0 && tree.position(atOrAbove: 43.9) == 0)
        tree.remove(node)
        #expect(tree.count == 0 && tree.total == 0)
    }

    /// `rank` (one descent) against the keys counted one by one: every skip, every fraction the
    /// placement rules use, y at each key and beside it. Halves of a point: the sums are exact.
    @Test func rankCountsTheKeysAtOrBelowWithTheSkippedNodeLeftOut() {
        var random = SplitMix64(seed: 20_55)
        let heights = (0..<40).map { _ in Self.height(&random) }
        let tree = OrderTree(heights: heights)
        var tops = [0.0]
        for height in heights { tops.append(tops.last! + height) }
        for skip in [Int.max, 0, 1, 17, 39] {
            let skipHeight = skip == .max ? 0 : heights[skip]
            for fraction: Double in [0, 0.5, 1] {
                let keys: [Double] = heights.indices.filter { $0 != skip }.map { p in
                    (p > skip ? tops[p] - skipHeight : tops[p]) + fraction * heights[p]
                }
                let ys: [Double] = keys.flatMap { [$0, $0.nextDown, $0.nextUp] } + [-1, tops[heights.count] + 1]
                for y in ys {
                    #expect(tree.rank(atOrBelow: y, fraction: fraction, skip: skip, skipHeight: skipHeight)
                        == keys.filter { $0 <= y }.count, "skip \(skip), fraction \(fraction), y \(y)")
                }
            }
        }
    }

    /// Work, not time: an insert, a delete, a resize and a move at a million nodes each touch a few
    /// dozen nodes (log2 of a million is 20; a rebuild would touch a million), the same at the top,
    /// the middle and the end, and the tree stays shallow.
    @Test func anEditAtAMillionNodesTouchesLogarithmicallyManyNodes() {
        let n = 1_000_000
        var tree = OrderTree(heights: [Double](repeating: 44, count: n))
        #expect(tree.depth < 70, "depth \(tree.depth)")
        var worst = 0
        for at in [0, n / 2, n] {
            let before = tree.touched
            let node = tree.makeNode(height: 60)
            tree.insert(node, at: at)
            tree.setHeight(88, ofNode: node)
            tree.remove(node)
            tree.insert(node, at: n - at)
            tree.remove(tree.node(at: 7))
            worst = max(worst, tree.touched - before)
        }
        // Five operations, each about two root-to-leaf paths (split and merge): 10 x depth at most.
        #expect(worst > 0 && worst <= 10 * tree.depth, "touched \(worst), depth \(tree.depth)")
        #expect(tree.count == n + 3 - 3)
    }

    /// The list edited in place at a million rows: an insert at the top touches O(log n) nodes, and
    /// the rows below move down by its height.
    @Test func aListEditedInPlaceAtAMillionRowsTouchesFewNodes() {
        var layout = ListLayout(rows: (0..<1_000_000).map { Row(id: "r\($0)", height: 44) })
        let edited = layout.applyInPlace(.insert([Row(id: "warmup", height: 44)], at: 5, section: nil))
        let before = layout.tree.touched
        let editedAgain = layout.applyInPlace(.insert([Row(id: "new", height: 300)], at: 0, section: nil))
        #expect(edited && editedAgain)
        #expect((1...4 * layout.tree.depth).contains(layout.tree.touched - before), "a rebuild would count from 0")
        #expect(layout.top(ofSlot: 1) == 300 && layout.row(atSlot: 0).id == "new" && layout.committedIndex(ofID: "r999999") == 1_000_001)
        #expect(layout.slot(atContentY: 300 + 44 * 10.5) == 11)
    }
}
