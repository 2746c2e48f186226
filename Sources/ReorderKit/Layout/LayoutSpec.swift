/// How a trace's or list file's rows are arranged (the contract's `layout` and `sections` keys), as
/// values the engine can be built from: the geometry itself is `ListLayout`, `SectionLayout` and
/// `GridLayout`.
public enum LayoutSpec: Equatable, Sendable {
    /// One column of rows along y (no `layout` key, or kind `list`).
    case list
    /// Headers and rows per section; `headerHeight` nil takes `SectionLayout.defaultHeaderHeight`.
    /// Every row names one of `sections` (the trace reader checks it with `SectionLayout.grouping`).
    case sections(headerHeight: Double?, sections: [Section])
    /// A flow layout of items, every row with a `width`.
    case grid(GridStyle)

    /// The names of `layout.kind`, in the contract's order.
    public static let kinds = ["list", "sections", "grid"]

    /// The `kind` a trace writes.
    public var kind: String {
        switch self {
        case .list: "list"
        case .sections: "sections"
        case .grid: "grid"
        }
    }
}
