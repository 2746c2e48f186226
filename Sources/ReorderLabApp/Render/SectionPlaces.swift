import ReorderKit

/// Slots of a sectioned list named as a person reads them: the section's id and the index in it
/// ("veg 2"), for the HUD and its event log. Drawn slots count rows across all sections, so a row
/// leaving one section's last place for the next one's first keeps its number; the names do not.
struct SectionPlaces {
    let layout: any SectionedLayout

    /// Nil for a layout without sections.
    init?<L: ReorderLayout>(_ engine: ReorderEngine<L>) {
        guard let layout = engine.layout as? any SectionedLayout else { return nil }
        self.layout = layout
    }

    /// A committed slot's place (nil out of range).
    func committed(_ slot: Int) -> String? {
        guard slot >= 0, slot < layout.sections.count else { return nil }
        return name(layout.sections.place(ofFlat: slot))
    }

    /// Where the blank is while a row is lifted.
    var blank: String? { layout.target.map { name($0.blank) } }

    private func name(_ place: SectionRow) -> String {
        let sections = layout.sections.sections
        guard sections.indices.contains(place.section) else { return String(place.index) }
        return "\(sections[place.section].id) \(place.index)"
    }
}
