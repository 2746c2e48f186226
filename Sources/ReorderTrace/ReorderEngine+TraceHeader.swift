import ReorderKit

extension ReorderEngine where Layout: StackedLayout {
    /// The engine a trace header or list file describes. Here rather than in the engine, which is
    /// built from values and knows nothing of the trace format.
    public init(header: TraceHeader) throws(TuningError) {
        self.init(rows: header.rows.makeRows(), viewport: header.viewport, tuning: try header.makeTuning(),
                  scrollOffset: header.scrollOffset)
    }
}
