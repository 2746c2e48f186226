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
/// 3. over nothing there (insets, spacing, past the end): the blank stays.
///
/// Why it cannot oscillate: the flow without the lifted item does not change during a drag, so
/// step 2's answer depends on the pointer alone. With the pointer at rest, either the blank holds
/// it (step 1) and nothing moves again, or step 2 (or 3) picks one position P; there, either the
/// blank holds the pointer (step 1, nothing moves) or step 2 picks P again. At most one move per
/// rest, whatever the sizes.
public enum GridPlacement {
    /// The blank's position for a pointer at `point` (content points); the blank's current one when
    /// nothing is lifted.
    public static func blankPosition(in layout: GridLayout, pointer point: Point) -> Int {
        guard let gap = layout.gap else { return 0 }
        if layout.frame(ofSlot: gap.position).contains(point) { return gap.position }
        return layout.compactedPosition(at: point) ?? gap.position
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
