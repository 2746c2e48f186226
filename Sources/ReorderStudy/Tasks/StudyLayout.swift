import ReorderKit
import ReorderTrace

/// How a study shows its list (`study --layout`, `study.json`'s `layout`; a folder without the key is
/// a list, as it always was): one column of rows, the same rows in four sections under headers, or
/// a grid of cards that flows three a line at the default width. The rows, their ids, labels and
/// order are the study list's in every layout, so tasks name the same groceries.
public enum StudyLayout: String, CaseIterable, Equatable, Sendable {
    case list, sections, grid

    /// The values `--layout` and the `layout` key take, as the usage lists them.
    public static let names = allCases.map(\.rawValue).joined(separator: "|")

    /// Four aisles of ten rows: enough sections that a far task crosses a header, few enough that
    /// each holds several screens' worth of rows between them.
    public static let aisles = (1...4).map { Section(id: "a\($0)", title: "Aisle \($0)") }
    static let rowsPerSection = 10

    /// 140 pt cards, three a line in a 480 pt viewport (12 pt inset and gaps: UICollectionView's
    /// flow-layout habit); twice the row's height, so 40 cards still fill several screens (the far
    /// tasks need room: `maximumViewportHeight`) and the lines stay uneven (a mixed flow).
    static let cardWidth = 140.0
    static let cardHeightFactor = 2.0
    public static let gridStyle = GridStyle(inset: 12, itemSpacing: 12, lineSpacing: 12, scrollDirection: .vertical)

    /// The study list as this layout's engine starts it.
    public var rows: [Row] {
        switch self {
        case .list:
            return StudyList.rows
        case .sections:
            return StudyList.rows.enumerated().map { index, row in
                var row = row
                row.section = Self.aisles[index / Self.rowsPerSection].id
                return row
            }
        case .grid:
            return StudyList.rows.map { row in
                var row = row
                row.height *= Self.cardHeightFactor
                row.width = Self.cardWidth
                return row
            }
        }
    }

    /// The trace's `layout` (and `sections`) for the recording's header.
    public var spec: LayoutSpec {
        switch self {
        case .list: .list
        case .sections: .sections(headerHeight: nil, sections: Self.aisles)
        case .grid: .grid(Self.gridStyle)
        }
    }

    /// Each row's extent along the scroll axis (y: the study's layouts all scroll vertically) in
    /// `rows`' order at offset 0, content points, as this layout's engine lays them out in `viewport`.
    public func spans(of rows: [Row], viewport: Size) -> [ClosedRange<Double>] {
        var task = Spans()
        // The builder never throws for the study's own rows; an empty answer makes no tasks far.
        return (try? spec.withEngineBuilder(rows: rows, viewport: viewport, scrollOffset: 0, &task)) ?? []
    }

    /// The content's extent along the scroll axis, points.
    public func contentExtent(viewport: Size) -> Double {
        spans(of: rows, viewport: viewport).map(\.upperBound).max() ?? 0
    }

    /// The tallest viewport whose study still has room for far tasks: the content is at least 3.5
    /// viewports (a scroll target 1.5 viewports beyond a row on either side of it, plus the screen).
    /// A grid's content depends on the width (cards a line), so the width is part of the question.
    public func maximumViewportHeight(width: Double) -> Double {
        if self == .list { return StudyList.maximumViewportHeight }
        // Along y the content does not depend on the viewport's height, only on its width.
        return (contentExtent(viewport: Size(width: width, height: 1)) / 3.5).rounded(.down)
    }

    /// The engine of this layout over `rows` at offset 0, if it is a `ReorderEngine<Layout>` (nil otherwise).
    public func makeEngine<Layout: ReorderLayout>(rows: [Row], viewport: Size, tuning: Tuning) -> ReorderEngine<Layout>? {
        var task = Typed<Layout>(tuning: tuning)
        return (try? spec.withEngineBuilder(rows: rows, viewport: viewport, scrollOffset: 0, &task)) ?? nil
    }

    private struct Typed<Wanted: ReorderLayout>: EngineBuilderTask {
        let tuning: Tuning
        func run<Layout: ReorderLayout>(_ builder: EngineBuilder<Layout>) throws(TraceError) -> ReorderEngine<Wanted>? {
            builder.make(tuning: tuning) as? ReorderEngine<Wanted>
        }
    }

    private struct Spans: EngineBuilderTask {
        func run<Layout: ReorderLayout>(_ builder: EngineBuilder<Layout>) throws(TraceError) -> [ClosedRange<Double>] {
            let engine = builder.make(tuning: Tuning())
            return (0..<engine.layout.count).map { slot in
                let frame = engine.layout.frame(ofSlot: slot)
                return frame.y...(frame.y + frame.height)
            }
        }
    }
}

/// Something done with a study's engine type, known only at run time (from `study.json`): the
/// window and the headless harness run a block session generic over it.
public protocol StudyLayoutTask {
    associatedtype Output
    mutating func run<Layout: ReorderLayout>(_ layout: Layout.Type) throws -> Output
}

extension StudyLayout {
    /// Runs `task` with the engine layout this study layout is drawn by.
    public func withLayoutType<Task: StudyLayoutTask>(_ task: inout Task) throws -> Task.Output {
        switch self {
        case .list: try task.run(ListLayout.self)
        case .sections: try task.run(SectionListLayout.self)
        case .grid: try task.run(GridItemLayout.self)
        }
    }
}
