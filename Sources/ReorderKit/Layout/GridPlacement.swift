/// Where the blank goes in a grid while an item is dragged (`reorderMode: insert`).
///
/// The UICollectionView seed moves the dragged item to `indexPathForItemAtPoint(finger)` of the
/// items as laid out. With mixed sizes that flickers while the finger rests: moving the blank flows
/// the items again, another item comes under the finger, the blank moves back, and so on every
/// frame (`GridPlacementTests` finds such a spot). The rule here, in this order:
/// 1. the pointer over the blank as drawn: the blank stays (in the seed, the item under the finger
///    is then the dragged one itself);
/// 2. otherwise the blank goes to the position of the item under the pointer in the flow without
///    the lifted item, taking that item's place;
/// 3. past that flow's last item (on its line beyond its far edge, or beyond its line): the blank
///    goes to the end. Step 2 alone could never put it there, for no item of that flow is at the
///    last position, while keys and a tap can (`EnginePathsAgreePropertyTests`); a list's row
///    dragged below the last row goes to the end too;
/// 4. over nothing else (insets, spacing): the blank stays.
///
/// Why it cannot oscillate: the flow without the lifted item does not change during a drag, so
/// steps 2 and 3 answer from the pointer alone. With the pointer at rest, either the blank holds
/// it (step 1) and nothing moves again, or step 2, 3 (or 4) picks one position P; there, either the
/// blank holds the pointer (step 1, nothing moves) or the same step picks P again. At most one move
/// per rest, whatever the sizes.
public enum GridPlacement {
    /// The blank's position for a pointer at `point` (content points); the blank's current one when
    /// nothing is lifted.
    public static func blankPosition(in layout: GridLayout, pointer point: Point) -> Int {
        guard let gap = layout.gap else { return 0 }
        if layout.frame(ofSlot: gap.position).contains(point) { return gap.position }
        if let position = layout.compactedPosition(at: point) { return position }
        return isPastTheLastItem(point, in: layout) ? layout.count - 1 : gap.position
    }

    /// Whether `point` is past the last item of the flow without the lifted one: beyond its far edge
    /// along the scroll axis, or on its line (within its extent across the line) beyond its far end.
    static func isPastTheLastItem(_ point: Point, in layout: GridLayout) -> Bool {
        guard layout.count >= 2 else { return false }
        let last = layout.compactedFrame(layout.count - 2), axis = layout.scrollAxis
        let lineStart = axis.across(last.origin), lineEnd = lineStart + axis.across(last.size)
        let across = axis.across(point)
        return across >= lineEnd || (across >= lineStart && axis.along(point) >= axis.along(last.origin) + axis.along(last.size))
    }
}

/// The target of `reorderMode: swap` (SortableJS's swap mode, dnd-kit's swapping strategy), in every
/// layout: the row or item under the imposter's centre (in a grid, under the pointer) in the
/// geometry as it stands, for nothing moves in this mode; nil over anything else, over the lifted
/// row itself, or (sections with `crossSection: none`) over another section's row.
public enum SwapTarget {
    /// The list: `layout` with its blank where the row was lifted.
    public static func list<Layout: StackedLayout>(_ layout: Layout, imposterCenterY y: Double) -> Int? {
        guard let gap = layout.gap, let slot = layout.slot(atContentY: y), slot != gap.position else { return nil }
        return slot
    }

    public static func sections(_ layout: SectionLayout, lifted: SectionRow, imposterCenterY y: Double,
                                rule: CrossSection) -> SectionRow? {
        guard case .row(let place) = layout.hit(atContentY: y), place != lifted,
              rule != .none || place.section == lifted.section else { return nil }
        return place
    }

    /// The grid: `layout` with its blank where the item was lifted.
    public static func grid(_ layout: GridLayout, pointer point: Point) -> Int? {
        guard let gap = layout.gap, let slot = layout.slot(at: point), slot != gap.position else { return nil }
        return slot
    }
}
