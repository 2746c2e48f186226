/// A flow of items of mixed sizes, kept as arrays by slot so that a change flows again only from the
/// line it touches and only until the line breaks are the old ones again.
///
/// Per slot: its extent along and across, where it starts along its line, and its line's first slot
/// (`head`). Per line, at its head: its thickness (its thickest item). Line positions across are
/// prefix sums of (thickness + lineSpacing) over the heads in a `FlowSumTree`, so a hit test is a
/// descent of the tree to the line (O(log n)) and a binary search along it, and lines after a change
/// move by the change's thickness difference without being touched.
///
/// Why re-flowing can stop early: the greedy flow of a line depends only on the items from its head
/// on. Once a re-flow past the changed slots starts a line on a slot that began a line before, every
/// later line is the one it was. Typically that is one or two lines after the change; it can run
/// further (items whose lengths add up to the line's exactly, shifted by one, may never realign),
/// and the benchmark measures it on a mixed million.
///
/// One slot may be a ghost: the lifted item taken out of the flow without moving the other slots'
/// indices (no extent, no spacing, never hit), which is how `GridLayout` keeps the flow without the
/// lifted item next to the drawn one.
struct MixedFlow: Sendable {
    private(set) var metrics: FlowMetrics
    private var along: [Double]
    private var across: [Double]
    private var start: [Double]
    private var head: [Int32]
    private var thickness: [Double]
    /// Leaf i: thickness + lineSpacing when slot i begins a line, else 0.
    private var lines: FlowSumTree
    private(set) var ghost: Int?
    /// Slots the last change flowed again (the benchmark's measure of reflow work).
    private(set) var lastReflowSlots = 0

    init(sizes: some Collection<Size>, metrics: FlowMetrics) {
        precondition(sizes.count < Int(Int32.max), "more items than a flow can index")
        self.metrics = metrics
        along = sizes.map(metrics.axis.along)
        across = sizes.map(metrics.axis.across)
        start = [Double](repeating: 0, count: sizes.count)
        head = [Int32](repeating: 0, count: sizes.count)
        thickness = [Double](repeating: 0, count: sizes.count)
        lines = FlowSumTree(leaves: sizes.count)
        reflow(from: 0, through: sizes.count - 1)
    }

    var count: Int { along.count }

    var contentExtent: Double { metrics.contentExtent(lines: lines.total) }

    func size(ofSlot slot: Int) -> Size {
        metrics.axis == .vertical ? Size(width: along[slot], height: across[slot]) : Size(width: across[slot], height: along[slot])
    }

    func lineStart(ofSlot slot: Int) -> Double { metrics.inset + lines.prefix(Int(head[slot])) }

    /// A slot's frame: centred across its line. A ghost's is empty, where the flow stood.
    func frame(ofSlot slot: Int) -> LayoutRect {
        let line = Int(head[slot])
        let acrossStart = lineStart(ofSlot: slot) + (thickness[line] - across[slot]) / 2
        let extent = slot == ghost ? 0 : along[slot]
        return metrics.axis.rect(alongStart: start[slot], along: extent, acrossStart: acrossStart, across: slot == ghost ? 0 : across[slot])
    }

    /// The slot whose frame holds `point` (content points): the line by a descent of the tree, the
    /// slot by a binary search along the line. Insets, spacing and the space beside an item thinner
    /// than its line hold nothing.
    func slot(at point: Point) -> Int? {
        let acrossPoint = metrics.axis.across(point), alongPoint = metrics.axis.along(point)
        guard acrossPoint >= metrics.inset, let found = lines.leaf(containing: acrossPoint - metrics.inset) else { return nil }
        let first = found.leaf
        let lineTop = metrics.inset + found.before
        guard acrossPoint >= lineTop, acrossPoint < lineTop + thickness[first] else { return nil }
        // The line's slots are first..<end, where `head` changes (heads never decrease). Lines are
        // short: gallop from the head, then halve, so the search stays within a few cache lines.
        var low = first + 1, step = 1
        while low + step < count, Int(head[low + step]) == first { low += step; step <<= 1 }
        var high = min(low + step, count)
        while low < high {
            let mid = (low + high) >> 1
            if Int(head[mid]) == first { low = mid + 1 } else { high = mid }
        }
        // The last slot of the line starting at or before the point.
        var a = first, b = low - 1
        guard start[a] <= alongPoint else { return nil }
        while a < b {
            let mid = (a + b + 1) >> 1
            if start[mid] <= alongPoint { a = mid } else { b = mid - 1 }
        }
        guard a != ghost, alongPoint < start[a] + along[a] else { return nil }
        let itemTop = lineTop + (thickness[first] - across[a]) / 2
        guard acrossPoint >= itemTop, acrossPoint < itemTop + across[a] else { return nil }
        return a
    }

    /// The head of the line whose span (spacing after it included) holds `extent` along the scroll
    /// axis; 0 before the first line, `count` past the last.
    func firstSlot(endingAfter extent: Double) -> Int {
        guard extent >= metrics.inset else { return 0 }
        return lines.leaf(containing: extent - metrics.inset)?.leaf ?? count
    }

    // MARK: Changes

    /// Moves the item at slot `from` to slot `to`, the slots between shifting by one.
    mutating func move(from: Int, to: Int) {
        guard from != to else { return }
        along.moveElement(from: from, to: to)
        across.moveElement(from: from, to: to)
        if let g = ghost, g == from { ghost = to }
        reflow(from: min(from, to), through: max(from, to))
    }

    /// Takes the item at `slot` out of the flow (its slot stays, empty) or, with nil, puts it back.
    mutating func setGhost(_ slot: Int?) {
        let old = ghost
        ghost = slot
        let touched = [old, slot].compactMap { $0 }
        guard let low = touched.min(), let high = touched.max() else { return }
        reflow(from: low, through: high)
    }

    /// Both moves at once: the ghost at `from` goes to `to` and comes back into the flow there
    /// (a drop), flowing once.
    mutating func land(ghostAt from: Int, at to: Int) {
        precondition(ghost == from, "only the ghost lands")
        ghost = nil
        along.moveElement(from: from, to: to)
        across.moveElement(from: from, to: to)
        reflow(from: min(from, to), through: max(from, to))
    }

    /// A new viewport: everything flows again.
    mutating func resize(_ metrics: FlowMetrics) {
        self.metrics = metrics
        reflow(from: 0, through: count - 1)
    }

    /// Flows again from the line holding slot `low - 1` (the first slot that can change line is `low`),
    /// past slot `high` (the last one whose item changed), until a line begins where one began before.
    private mutating func reflow(from low: Int, through high: Int) {
        guard count > 0 else { return }
        let first = low > 0 ? Int(head[low - 1]) : 0
        var i = first
        var lineHead = -1, far = 0.0, thick = 0.0
        func close(_ h: Int, _ t: Double) {
            thickness[h] = t
            lines.setLeaf(h, t + metrics.lineSpacing)
        }
        while i < count {
            if i == ghost {
                start[i] = lineHead >= 0 ? far : metrics.inset
                head[i] = Int32(lineHead >= 0 ? lineHead : i)
                thickness[i] = 0
                lines.setLeaf(i, 0)
                i += 1
                continue
            }
            let length = along[i]
            if lineHead >= 0, far + metrics.itemSpacing + length <= metrics.lineEnd {
                start[i] = far + metrics.itemSpacing
                far = start[i] + length
                thick = max(thick, across[i])
                head[i] = Int32(lineHead)
                thickness[i] = 0
                lines.setLeaf(i, 0)
                i += 1
                continue
            }
            if lineHead >= 0 { close(lineHead, thick) }
            if i > high, head[i] == Int32(i) { break }  // the old line breaks from here on
            lineHead = i
            head[i] = Int32(i)
            start[i] = metrics.inset
            far = metrics.inset + length
            thick = across[i]
            i += 1
        }
        if i == count, lineHead >= 0 { close(lineHead, thick) }
        lines.refresh(first..<i)
        lastReflowSlots = i - first
    }
}
