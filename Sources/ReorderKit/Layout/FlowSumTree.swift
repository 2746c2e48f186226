/// Sums of leaves over a complete binary tree (one node array, leaves at `width..<2 * width`): a
/// prefix sum and "which leaf holds offset y" in O(log n), and a range of leaves rewritten in
/// O(range + log n). Every node is the sum of its two children, recomputed rather than adjusted by a
/// difference, so the sums are a pure function of the leaves: a flow edited a thousand times has the
/// very same line positions as one built afresh, and a prefix is added up along the same path by
/// `prefix` and by `leaf(containing:)`, so a hit test and a frame never disagree by a rounding.
struct FlowSumTree: Sendable {
    /// A power of two greater than the leaf count, so a prefix of all leaves is a plain walk.
    private let width: Int
    private var nodes: [Double]

    init(leaves: Int) {
        var width = 1
        while width <= leaves { width <<= 1 }
        self.width = width
        nodes = [Double](repeating: 0, count: 2 * width)
    }

    var total: Double { nodes[1] }

    subscript(leaf: Int) -> Double { nodes[width + leaf] }

    /// Sets leaves without updating their ancestors: call `refresh` for the range afterwards.
    mutating func setLeaf(_ leaf: Int, _ value: Double) { nodes[width + leaf] = value }

    /// Recomputes the ancestors of leaves `range`.
    mutating func refresh(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        var low = (width + range.lowerBound) >> 1, high = (width + range.upperBound - 1) >> 1
        while low >= 1 {
            for node in low...high { nodes[node] = nodes[2 * node] + nodes[2 * node + 1] }
            low >>= 1
            high >>= 1
        }
    }

    /// The sum of leaves 0..<leaf.
    func prefix(_ leaf: Int) -> Double {
        var node = 1, low = 0, span = width, sum = 0.0
        while node < width {
            span >>= 1
            if leaf >= low + span {
                sum += nodes[2 * node]
                node = 2 * node + 1
                low += span
            } else {
                node = 2 * node
            }
        }
        return sum
    }

    /// The first leaf whose prefix including itself exceeds `offset`, and its prefix before it;
    /// nil when all leaves together do not.
    func leaf(containing offset: Double) -> (leaf: Int, before: Double)? {
        guard nodes[1] > offset else { return nil }
        var node = 1, sum = 0.0
        while node < width {
            let left = nodes[2 * node]
            if sum + left > offset {
                node = 2 * node
            } else {
                sum += left
                node = 2 * node + 1
            }
        }
        return (node - width, sum)
    }
}
