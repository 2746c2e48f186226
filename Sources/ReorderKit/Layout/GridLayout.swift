/// The blank left by a lifted grid item: where the item was (`from`, a committed slot) and where the
/// blank is drawn now (`position`, a slot of the drawn flow).
public struct GridGap: Equatable, Sendable {
    public var from: Int
    public var position: Int
}

/// The contract's grid, a flow layout as UICollectionViewFlowLayout's, in content points (the scroll
/// axis is the style's direction). Items are indices into the sizes given; the order and the blank work as
/// in `ListLayout` (committed order, blank arithmetic).
///
/// Two flows are kept: the drawn one (the blank at its position, the size of the lifted item) and the
/// one without the lifted item (what placement measures, `GridPlacement`). The second does not change
/// while a drag goes on, whatever the blank does; both flow again only from a change on.
/// All items of one size take `UniformFlow`: arithmetic, no per-item storage, O(1) everything.
/// Mixed sizes take two `MixedFlow`s: about 105 bytes an item (a million: ~105 MB). The sizes
/// themselves are kept only by the flows (in slot order), not again by item: at a million items
/// that copy was 16 MB, and the engine's rows hold them too.
public struct GridLayout: Sendable {
    /// The one size of every item, when they are all alike (the arithmetic flow).
    public let uniformSize: Size?
    public private(set) var style: GridStyle
    public private(set) var viewport: Size
    /// `order[slot]`: the item at committed slot `slot`.
    private var order: [Int32]
    public private(set) var gap: GridGap?
    /// All items of one size: the drawn flow, and the one without the lifted item (one fewer).
    private var uniform: (drawn: UniformFlow, compacted: UniformFlow)?
    /// Mixed sizes: the drawn flow, and the committed order with the lifted item as a ghost.
    /// (Optionals mutated in place, so a change never copies the arrays.)
    private var drawn: MixedFlow?
    private var compacted: MixedFlow?

    /// `sizes` by item, read once (a lazy mapping of the rows allocates nothing more).
    public init(sizes: some Collection<Size>, style: GridStyle, viewport: Size) {
        precondition(sizes.count < Int(Int32.max), "more items than a layout can index")
        let first = sizes.first
        uniformSize = first.flatMap { first in sizes.allSatisfy { $0 == first } ? first : nil }
        self.style = style
        self.viewport = viewport
        order = (0..<Int32(sizes.count)).map { $0 }
        flow(sizes, FlowMetrics(style: style, viewport: viewport))
    }

    private mutating func flow(_ sizes: some Collection<Size>, _ metrics: FlowMetrics) {
        if let first = uniformSize {
            uniform = (UniformFlow(count: sizes.count, size: first, metrics: metrics),
                       UniformFlow(count: sizes.count - 1, size: first, metrics: metrics))
        } else {
            // Two flows built apart rather than one copied: a copy would share its arrays until the
            // first change, and the first drag would then pay for copying them (35 ms at a million).
            drawn = MixedFlow(sizes: sizes, metrics: metrics)
            compacted = MixedFlow(sizes: sizes, metrics: metrics)
        }
    }

    public var count: Int { order.count }
    public var scrollAxis: ScrollAxis { style.scrollDirection }
    /// True when every item has the same size (the arithmetic flow).
    public var isUniform: Bool { uniform != nil }

    /// The content's extent along the scroll axis: the last line's far edge plus the inset.
    public var contentExtent: Double { uniform?.drawn.contentExtent ?? drawn!.contentExtent }

    /// Committed slot of compacted position k.
    private func committedSlot(compacted k: Int) -> Int {
        guard let gap, k >= gap.from else { return k }
        return k + 1
    }

    /// The item drawn at `slot` (the lifted one at the blank).
    public func item(atSlot slot: Int) -> Int {
        guard let gap else { return Int(order[slot]) }
        if slot == gap.position { return Int(order[gap.from]) }
        return Int(order[committedSlot(compacted: slot < gap.position ? slot : slot - 1)])
    }

    /// The size of the item drawn at `slot`.
    public func size(ofSlot slot: Int) -> Size { uniformSize ?? drawn!.size(ofSlot: slot) }

    /// A drawn slot's frame.
    public func frame(ofSlot slot: Int) -> LayoutRect {
        uniform?.drawn.frame(ofSlot: slot) ?? drawn!.frame(ofSlot: slot)
    }

    /// The drawn slot under a content point; nil on insets, spacing, beside a thin item in its line,
    /// and past the last item. O(1) uniform, O(log n) mixed.
    public func slot(at point: Point) -> Int? {
        if let uniform { return uniform.drawn.slot(at: point) }
        return drawn!.slot(at: point)
    }

    /// The first slot of the first line that ends after `extent` along the scroll axis (its spacing
    /// counted as part of it), `count` past the last: where the items on screen begin.
    public func firstSlot(endingAfter extent: Double) -> Int {
        uniform?.drawn.firstSlot(endingAfter: extent) ?? drawn!.firstSlot(endingAfter: extent)
    }

    /// Without the lifted item, the position (0..<count - 1) of the item under a content point: the
    /// blank put there takes that item's place. nil when nothing is under it, or nothing is lifted.
    public func compactedPosition(at point: Point) -> Int? {
        guard let gap else { return nil }
        if let uniform { return uniform.compacted.slot(at: point) }
        guard let slot = compacted!.slot(at: point) else { return nil }
        return slot < gap.from ? slot : slot - 1
    }

    /// Without the lifted item, the frame of the item at compacted position k.
    public func compactedFrame(_ k: Int) -> LayoutRect {
        uniform?.compacted.frame(ofSlot: k) ?? compacted!.frame(ofSlot: committedSlot(compacted: k))
    }

    /// Slots the drawn flow flowed again at its last change (0 for the uniform flow): the benchmark's
    /// measure of reflow work.
    public var lastReflowSlots: Int { drawn?.lastReflowSlots ?? 0 }

    // MARK: Dragging

    public mutating func lift(slot: Int) {
        precondition(gap == nil && slot >= 0 && slot < count, "lift needs no gap and a slot in range")
        gap = GridGap(from: slot, position: slot)
        compacted?.setGhost(slot)
    }

    /// Moves the blank: the drawn flow flows again from the earlier of the two positions.
    public mutating func moveGap(to position: Int) {
        precondition(gap != nil && position >= 0 && position < count, "moveGap needs a gap and a position in range")
        drawn?.move(from: gap!.position, to: position)
        gap!.position = position
    }

    /// Puts the lifted item where the blank is and makes that the committed order.
    public mutating func commit() {
        guard let gap else { return }
        self.gap = nil
        let from = gap.from, to = gap.position
        compacted?.land(ghostAt: from, at: to)
        order.moveElement(from: from, to: to)
    }

    /// Puts the lifted item back where it was lifted.
    public mutating func cancelLift() {
        guard let gap else { return }
        self.gap = nil
        drawn?.move(from: gap.position, to: gap.from)
        compacted?.setGhost(nil)
    }

    /// A new viewport (`resize`): everything flows again, a drag's blank and ghost included.
    public mutating func resize(_ viewport: Size) {
        guard viewport != self.viewport else { return }  // the engine's first resize: nothing to flow
        self.viewport = viewport
        let metrics = FlowMetrics(style: style, viewport: viewport)
        if let uniform, let size = uniformSize {
            self.uniform = (UniformFlow(count: uniform.drawn.count, size: size, metrics: metrics),
                            UniformFlow(count: uniform.compacted.count, size: size, metrics: metrics))
        }
        drawn?.resize(metrics)
        compacted?.resize(metrics)
    }

    /// Items in committed order.
    public var orderedItems: [Int] { order.map { Int($0) } }
}
