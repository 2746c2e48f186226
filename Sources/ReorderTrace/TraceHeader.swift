import ReorderKit

/// Where a trace's rows come from.
public enum RowSource: Equatable, Sendable {
    /// The rows, top to bottom (what a recording always writes).
    case explicit([Row])
    /// The built-in generated list (`"demo":{"count":N,"seed":S}`), for hand-written files.
    case demo(count: Int, seed: UInt64)

    public func makeRows() -> [Row] {
        switch self {
        case .explicit(let rows): rows
        case .demo(let count, let seed): DemoList.rows(count: count, seed: seed)
        }
    }
}

/// Line 1 of a trace (see `docs/trace-format.md`). A list file (`--list`) has the same keys.
public struct TraceHeader: Equatable, Sendable {
    public var viewport: Size
    public var rows: RowSource
    /// How the rows are arranged; `.list` when the header has no `layout`.
    public var layout: LayoutSpec
    /// The header's `tuning` object as written; known names were validated by the reader.
    public var tuning: [String: JSONValue]
    /// Initial content offset in points (clamped to the content by the engine).
    public var scrollOffset: Double
    /// Device pixels per point.
    public var pixelScale: Double
    /// Points per millimetre of the display it was recorded on (`pointsPerMillimetre`, optional: a
    /// finite number > 0); nil when not known. Presets in physical or density-independent units
    /// convert with it, and `info` and `tune` show millimetres beside points.
    public var pointsPerMillimetre: Double?
    /// Free-form facts about where the trace was recorded.
    public var recorded: JSONValue?
    /// The panel check's session (`panel`): the output and touch devices its analysis reads; nil elsewhere.
    public var panel: PanelFacts?

    public init(viewport: Size, rows: RowSource, layout: LayoutSpec = .list, tuning: [String: JSONValue] = [:], scrollOffset: Double = 0,
                pixelScale: Double = 1, pointsPerMillimetre: Double? = nil, recorded: JSONValue? = nil) {
        self.viewport = viewport
        self.rows = rows
        self.layout = layout
        self.tuning = tuning
        self.scrollOffset = scrollOffset
        self.pixelScale = pixelScale
        self.pointsPerMillimetre = pointsPerMillimetre
        self.recorded = recorded
    }

    /// The display's density as far as the header says (assumed, 1 pt = 1/160 inch, without
    /// `pointsPerMillimetre`).
    public var density: DisplayDensity { DisplayDensity(pointsPerMillimetre: pointsPerMillimetre, pixelScale: pixelScale) }

    /// The tuning the header means: its values over the format's defaults (`Tuning.formatDefault`),
    /// which a name it does not give takes: the engine's behaviour before that name existed
    /// (`panStart` absent is `down`), not a new session's default, so a recording keeps its meaning
    /// whatever the engine's version. A grid's imposter takes the UICollectionView seed's look and
    /// drop (`dragStyle: collection`, its spring over `dropAnimationSeconds` 0.4 s) unless named.
    public func makeTuning() throws(TuningError) -> Tuning {
        var tuning = Tuning.formatDefault(for: layout)
        _ = try tuning.apply(self.tuning)
        return tuning
    }
}
