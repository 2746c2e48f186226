/// The real layout: heights as prefix sums over the committed order, so a slot's top is one array
/// read, a hit test is a binary search (O(log n)), and moving the blank by any distance is O(1)
/// (only `gap.position` changes; the rows in between are offset by arithmetic, not rewritten).
/// Committing a drop rewrites the order and prefix sums between the two indices: O(|to - from|).
public struct ListLayout: StackedLayout, Sendable {
    /// The rows as given; never reordered. Memory: about 70 bytes a row (a million rows ~ 70 MB).
    public let rows: [Row]
    /// `order[slot]` is the index into `rows` of the row at that committed slot.
    private var order: [Int32]
    /// `tops[i]` is the top of committed slot i; `tops[count]` is the content height.
    private var tops: [Double]
    public private(set) var gap: Gap?
    /// The viewport's width (`resize`): every row's frame is that wide.
    public var width = 0.0

    public init(rows: [Row]) {
        precondition(rows.count < Int(Int32.max), "more rows than a layout can index")
        self.rows = rows
        order = (0..<Int32(rows.count)).map { $0 }
        var tops = [Double](repeating: 0, count: rows.count + 1)
        var y = 0.0
        for (i, row) in rows.enumerated() {
            tops[i] = y
            y += row.height
        }
        tops[rows.count] = y
        self.tops = tops
    }

    public var count: Int { order.count }
    public var contentHeight: Double { tops[order.count] }

    private func committedRow(_ slot: Int) -> Row { rows[Int(order[slot])] }

    /// Committed index of compacted row k.
    private func committedIndex(compacted k: Int) -> Int {
        guard let gap, k >= gap.from else { return k }
        return k + 1
    }

    public func row(atSlot slot: Int) -> Row {
        guard let gap else { return committedRow(slot) }
        if slot == gap.position { return committedRow(gap.from) }
        return committedRow(committedIndex(compacted: slot < gap.position ? slot : slot - 1))
    }

    public func top(ofSlot slot: Int) -> Double {
        guard let gap else { return tops[slot] }
        if slot <= gap.position { return compactedTop(slot) }
        return compactedTop(slot - 1) + gap.height
    }

    public func slot(atContentY y: Double) -> Int? {
        if let gap { return visualSlot(atContentY: y, gap: gap) }
        guard y >= 0, y < contentHeight else { return nil }
        // Last slot whose top is <= y: a plain search over the prefix sums.
        var low = 0, high = count - 1
        while low < high {
            let mid = (low + high + 1) >> 1
            if tops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    public func compactedTop(_ position: Int) -> Double {
        guard let gap, position > gap.from else { return tops[position] }
        return tops[position + 1] - gap.height
    }

    public func compactedKey(_ k: Int, fraction: Double) -> Double {
        let index = committedIndex(compacted: k)
        return compactedTop(k) + fraction * (tops[index + 1] - tops[index])
    }

    public func compactedRank(atOrBelow y: Double, fraction: Double) -> Int {
        // Binary search for the first k whose key exceeds y; keys rise with k.
        var low = 0, high = gap == nil ? count : count - 1
        while low < high {
            let mid = (low + high) >> 1
            if compactedKey(mid, fraction: fraction) <= y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    public mutating func lift(slot: Int) {
        precondition(gap == nil && slot >= 0 && slot < count, "lift needs no gap and a slot in range")
        gap = Gap(from: slot, position: slot, height: committedRow(slot).height)
    }

    public mutating func moveGap(to position: Int) {
        precondition(gap != nil && position >= 0 && position < count, "moveGap needs a gap and a position in range")
        gap!.position = position
    }

    public mutating func commit() {
        guard let gap else { return }
        self.gap = nil
        let from = gap.from, to = gap.position
        guard from != to else { return }
        order.moveElement(from: from, to: to)
        var y = tops[min(from, to)]
        for i in min(from, to)...max(from, to) {
            tops[i] = y
            y += rows[Int(order[i])].height
        }
    }

    public mutating func cancelLift() { gap = nil }

    public var orderedIDs: [String] { order.map { rows[Int($0)].id } }
}
