import ReorderKit
import ReorderTrace

extension LiveFeed {
    /// A feed over the rows `engine` holds now (read with nothing lifted: at the session's start), in
    /// the shape of its layout: sections by their ids, a grid's items with a width.
    public init<Layout: ReorderLayout>(seed: UInt64, periodSeconds: Double = LiveFeed.defaultPeriod, engine: ReorderEngine<Layout>) {
        let shape: Shape = if let sections = engine.layout as? any SectionedLayout {
            .sections(sections.sections.sections.map(\.id))
        } else if engine.layout is GridItemLayout {
            .grid
        } else {
            .list
        }
        self.init(seed: seed, periodSeconds: periodSeconds, rows: engine.layout.rowGroups.flatMap { $0 }, shape: shape)
    }
}

extension LiveSession {
    /// The feed's edits due up to `t`, each fed (and so recorded, as an edit line) at `t`; the row
    /// in the person's hand is never the one deleted. Returns each edit with the engine's reports.
    public mutating func feedEdits(from feed: inout LiveFeed, upTo t: Double) -> [(edit: RowEdit, reports: [TimedEngineEvent])] {
        feed.due(upTo: t, sparing: engine.imposter?.row.id).map { edit in
            (edit, self.feed(.edit(edit), at: t))
        }
    }
}
