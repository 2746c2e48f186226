/// A sequence of nodes (a list's committed order) with a height each, kept in an implicit treap: a
/// binary tree in order of position whose every node knows its subtree's node count and height sum.
/// Position -> node, node -> position (parent links), the top of a position, the position at a
/// height, and an insert, remove, move or new height are each O(log n) expected.
///
/// Why a treap: it is the shortest balanced tree with counted subtrees that splits and joins at a
/// position, and its shape is a pure function of the operations: a node's priority is a hash of its
/// own number (SplitMix64), not a random draw, so a replay builds the very same tree and adds up the
/// very same sums. A B-tree would read faster but needs node splitting and merging for the same
/// bound; a Fenwick tree cannot insert in the middle. Depth is about 2.5 log2 n expected
/// (`depth` tests it: under 70 at a million nodes).
///
/// Nodes are numbered by the caller (`ListLayout`: the index of the row in its rows) and stored in
/// arrays of `Int32` links, node 0 being the empty tree, so a node costs 36 bytes and no allocation.
struct OrderTree: Sendable {
    private var left: [Int32] = [0]
    private var right: [Int32] = [0]
    private var parent: [Int32] = [0]
    private var size: [Int32] = [0]
    private var sum: [Double] = [0]
    private var heights: [Double] = [0]
    private var root: Int32 = 0
    /// Nodes visited by the mutating operations since the tree was built: the work an edit does,
    /// counted so a test can show it is O(log n) without timing a noisy machine.
    private(set) var touched = 0

    /// The tree over `heights` in their order; node `i + 1` is `heights[i]`. O(n): a Cartesian tree
    /// built with a stack (the rightmost spine), no rotations.
    /// `room`: nodes the arrays have room for before they grow (and copy themselves).
    init(heights: [Double], room: Int = 0) {
        let n = heights.count
        left = [Int32](repeating: 0, count: n + 1)
        left.reserveCapacity(room + 1)
        right = left
        parent = left
        size = left
        sum = [Double](repeating: 0, count: n + 1)
        sum.reserveCapacity(room + 1)
        self.heights = sum
        for (i, height) in heights.enumerated() { self.heights[i + 1] = height }
        var spine: [Int32] = []
        for node in Int32(1)...Int32(max(n, 1)) where n > 0 {
            var last: Int32 = 0
            while let top = spine.last, Self.priority(top) < Self.priority(node) {
                last = spine.removeLast()
            }
            left[Int(node)] = last
            if last != 0 { parent[Int(last)] = node }
            if let top = spine.last {
                right[Int(top)] = node
                parent[Int(node)] = top
            }
            spine.append(node)
        }
        root = spine.first ?? 0
        // Children come before parents in a post-order; a node's number says nothing about that,
        // so walk the tree without recursion (its depth is fine, but a plain stack is plainer).
        var stack: [(node: Int32, childrenDone: Bool)] = root == 0 ? [] : [(root, false)]
        while let (node, done) = stack.popLast() {
            if done {
                pull(node)
                continue
            }
            stack.append((node, true))
            if right[Int(node)] != 0 { stack.append((right[Int(node)], false)) }
            if left[Int(node)] != 0 { stack.append((left[Int(node)], false)) }
        }
        touched = 0
    }

    var count: Int { Int(size[Int(root)]) }
    /// The sum of all heights.
    var total: Double { sum[Int(root)] }
    /// The largest node number given so far.
    var capacity: Int { heights.count - 1 }

    func height(ofNode node: Int32) -> Double { heights[Int(node)] }

    /// A new node `capacity + 1`, in no position yet (`insert` it).
    mutating func makeNode(height: Double) -> Int32 {
        precondition(heights.count < Int(Int32.max), "more nodes than the tree can number")
        left.append(0)
        right.append(0)
        parent.append(0)
        size.append(1)
        sum.append(height)
        heights.append(height)
        return Int32(heights.count - 1)
    }

    /// The node at `position` (0..<count).
    func node(at position: Int) -> Int32 {
        var node = root, k = Int32(position)
        while true {
            let before = size[Int(left[Int(node)])]
            if k < before {
                node = left[Int(node)]
            } else if k == before {
                return node
            } else {
                k -= before + 1
                node = right[Int(node)]
            }
        }
    }

    /// The sum of the heights of positions 0..<position (0...count): the top of `position`.
    func prefix(_ position: Int) -> Double {
        var node = root, k = Int32(position), total = 0.0
        while node != 0 {
            let l = left[Int(node)]
            if k <= size[Int(l)] {
                node = l
            } else {
                total += sum[Int(l)] + heights[Int(node)]
                k -= size[Int(l)] + 1
                node = right[Int(node)]
            }
        }
        return total
    }

    /// The last position whose top is <= y (0 when none is); the caller keeps y within 0..<total.
    func position(atOrAbove y: Double) -> Int {
        var node = root, base = 0, found = 0, above = 0.0
        while node != 0 {
            let l = left[Int(node)]
            let top = above + sum[Int(l)]
            if top <= y {
                found = base + Int(size[Int(l)])
                base = found + 1
                above = top + heights[Int(node)]
                node = right[Int(node)]
            } else {
                node = l
            }
        }
        return found
    }

    /// How many positions p, `skip` left out, have the key `top(p) + fraction * height(p) <= y`,
    /// where a position after `skip` has its top `skipHeight` higher (the list with its lifted row
    /// taken out; `Int.max` skips nothing): one descent, O(log n). `skip`'s own key is its top, which
    /// lies between its neighbours' keys, so the keys rise along the whole path. The tops are summed
    /// along the path, not as `prefix` sums them, so a key may differ from `prefix`'s in its last
    /// bit: the caller checks the boundary with its own keys.
    func rank(atOrBelow y: Double, fraction: Double, skip: Int, skipHeight: Double) -> Int {
        var node = root, base = 0, found = 0, above = 0.0
        while node != 0 {
            let l = left[Int(node)]
            let position = base + Int(size[Int(l)])
            let top = above + sum[Int(l)]
            let height = heights[Int(node)]
            let key = position == skip ? top
                : (position > skip ? top - skipHeight : top) + fraction * height
            if key <= y {
                found = position + 1
                base = found
                above = top + height
                node = right[Int(node)]
            } else {
                node = l
            }
        }
        return found > skip ? found - 1 : found
    }

    /// The position of `node`, which must be in the tree: up its parent links.
    func position(of node: Int32) -> Int {
        var node = node, k = Int(size[Int(left[Int(node)])])
        while parent[Int(node)] != 0 {
            let up = parent[Int(node)]
            if right[Int(up)] == node { k += Int(size[Int(left[Int(up)])]) + 1 }
            node = up
        }
        return k
    }

    /// Every node in order.
    func inOrder() -> [Int32] {
        var nodes: [Int32] = []
        nodes.reserveCapacity(count)
        var stack: [Int32] = [], node = root
        while node != 0 || !stack.isEmpty {
            while node != 0 {
                stack.append(node)
                node = left[Int(node)]
            }
            node = stack.removeLast()
            nodes.append(node)
            node = right[Int(node)]
        }
        return nodes
    }

    /// Puts `node` (not in the tree) at `position` (0...count).
    mutating func insert(_ node: Int32, at position: Int) {
        left[Int(node)] = 0
        right[Int(node)] = 0
        parent[Int(node)] = 0
        pull(node)
        let (a, b) = split(root, Int32(position))
        root = merge(merge(a, node), b)
        parent[Int(root)] = 0
    }

    /// Takes `node` (in the tree) out: its two subtrees joined take its place, its ancestors recounted.
    mutating func remove(_ node: Int32) {
        let joined = merge(left[Int(node)], right[Int(node)])
        let up = parent[Int(node)]
        parent[Int(joined)] = up
        if up == 0 {
            root = joined
        } else if left[Int(up)] == node {
            left[Int(up)] = joined
        } else {
            right[Int(up)] = joined
        }
        parent[0] = 0
        left[Int(node)] = 0
        right[Int(node)] = 0
        parent[Int(node)] = 0
        pullAncestors(from: up)
    }

    mutating func setHeight(_ height: Double, ofNode node: Int32) {
        heights[Int(node)] = height
        pullAncestors(from: node)
    }

    /// The depth of the deepest node (a test's measure of balance); O(n).
    var depth: Int {
        var deepest = 0
        var stack: [(Int32, Int)] = root == 0 ? [] : [(root, 1)]
        while let (node, d) = stack.popLast() {
            deepest = max(deepest, d)
            if left[Int(node)] != 0 { stack.append((left[Int(node)], d + 1)) }
            if right[Int(node)] != 0 { stack.append((right[Int(node)], d + 1)) }
        }
        return deepest
    }

    // MARK: - The treap's two primitives

    /// SplitMix64 of the node's number: a fixed hash, so the tree's shape is deterministic.
    private static func priority(_ node: Int32) -> UInt64 {
        var z = UInt64(UInt32(bitPattern: node)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Recounts `node` from its children.
    private mutating func pull(_ node: Int32) {
        touched += 1
        let l = Int(left[Int(node)]), r = Int(right[Int(node)])
        size[Int(node)] = size[l] + 1 + size[r]
        sum[Int(node)] = sum[l] + heights[Int(node)] + sum[r]
    }

    private mutating func pullAncestors(from node: Int32) {
        var node = node
        while node != 0 {
            pull(node)
            node = parent[Int(node)]
        }
    }

    /// The first `k` positions of `tree` and the rest, as two trees (their roots' parents unset).
    private mutating func split(_ tree: Int32, _ k: Int32) -> (Int32, Int32) {
        guard tree != 0 else { return (0, 0) }
        let l = left[Int(tree)]
        if k <= size[Int(l)] {
            let (a, b) = split(l, k)
            left[Int(tree)] = b
            parent[Int(b)] = tree
            parent[Int(a)] = 0
            parent[0] = 0
            pull(tree)
            return (a, tree)
        }
        let (a, b) = split(right[Int(tree)], k - size[Int(l)] - 1)
        right[Int(tree)] = a
        parent[Int(a)] = tree
        parent[Int(b)] = 0
        parent[0] = 0
        pull(tree)
        return (tree, b)
    }

    /// `a` then `b` as one tree; the higher priority stays on top.
    private mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
        if a == 0 || b == 0 { return a == 0 ? b : a }
        if Self.priority(a) > Self.priority(b) {
            let joined = merge(right[Int(a)], b)
            right[Int(a)] = joined
            parent[Int(joined)] = a
            parent[0] = 0
            pull(a)
            return a
        }
        let joined = merge(a, left[Int(b)])
        left[Int(b)] = joined
        parent[Int(joined)] = b
        parent[0] = 0
        pull(b)
        return b
    }
}
