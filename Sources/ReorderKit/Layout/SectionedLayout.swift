/// A layout whose rows fall into sections with headers: what only such a layout can say, kept out of
/// `ReorderLayout` so that the list and the grid need not answer it. Generic code that draws or
/// reports sections asks `layout as? any SectionedLayout` (off the engine's path: a frame's headers,
/// a result's sections, the state hash); the engine's drop gets what it needs from `DropResult`.
///
/// Conformer: `SectionListLayout`.
public protocol SectionedLayout: ReorderLayout {
    /// The committed sections: ids, rows, header heights.
    var sections: SectionLayout { get }
    var sectionCount: Int { get }
    /// Where placement put the blank (its section and index) while a row is lifted, nil otherwise.
    var target: SectionTarget? { get }
    /// A header's frame as drawn, content points (moved by the blank while a row is lifted).
    func headerFrame(ofSection s: Int) -> LayoutRect
    /// The id of the section the row at a committed slot is in.
    func sectionID(ofSlot slot: Int) -> String
    /// Each section's row ids in committed order, empty sections included.
    var sectionRowIDs: [(id: String, rows: [String])] { get }
    /// The drawn slot of the row a cross-section exchange sends the other way while the blank is in
    /// another section (`crossSection: swap`); nil otherwise.
    var exchangePartner: Int? { get }
}
