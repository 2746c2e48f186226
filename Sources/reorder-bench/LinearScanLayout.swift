import ReorderKit

/// The naive layout the benchmark measures against: rows in an array in committed order, every
/// top and every hit test found by summing heights from the first row (O(n)), as a first version
/// built on a plain array would do. Same behaviour as `ListLayout`, so the same gesture runs on both.
public struct LinearScanLayout: StackedLayout, Sendable {
    private var ordered: [Row]
    public private(set) var gap: Gap?
    public var width = 0.0

    public init(rows: [Row]) { ordered = rows }

    public var count: Int { ordered.count }
    public var contentHeight: Double { ordered.reduce(0) { $0 + $1.height } }

    public func row(atSlot slot: Int) -> Row {
        guard let gap else { return ordered[slot] }
        if slot == gap.position { return ordered[gap.from] }
        let k = slot < gap.position ? slot : slot - 1
        return ordered[k < gap.from ? k : k + 1]
    }

    public func top(ofSlot slot: Int) -> Double {
        guard let gap else { return compactedTop(slot) }
        if slot <= gap.position { return compactedTop(slot) }
        return compactedTop(slot - 1) + gap.height
    }

    public func slot(atContentY y: Double) -> Int? {
        if let gap { return visualSlot(atContentY: y, gap: gap) }
        guard y >= 0, y < contentHeight else { return nil }
        return compactedRank(atOrBelow: y, fraction: 0) - 1
    }

    public func compactedTop(_ position: Int) -> Double {
        var y = 0.0, k = 0
        for (i, row) in ordered.enumerated() where i != gap?.from {
            if k == position { break }
            y += row.height
            k += 1
        }
        return y
    }

    public func compactedKey(_ k: Int, fraction: Double) -> Double {
        let index = gap.map { k >= $0.from ? k + 1 : k } ?? k
        return compactedTop(k) + fraction * ordered[index].height
    }

    public func compactedRank(atOrBelow y: Double, fraction: Double) -> Int {
        var rank = 0, top = 0.0
        for (k, row) in ordered.enumerated() where k != gap?.from {
            guard top + fraction * row.height <= y else { break }
            rank += 1
            top += row.height
        }
        return rank
    }

    public mutating func lift(slot: Int) { gap = Gap(from: slot, position: slot, height: ordered[slot].height) }
    public mutating func moveGap(to position: Int) { gap!.position = position }

    @discardableResult
    public mutating func commit() -> DropResult {
        guard let gap else { return DropResult() }
        self.gap = nil
        let row = ordered.remove(at: gap.from)
        ordered.insert(row, at: gap.position)
        return DropResult()
    }

    public mutating func cancelLift() { gap = nil }
    public var orderedIDs: [String] { ordered.map(\.id) }
}
