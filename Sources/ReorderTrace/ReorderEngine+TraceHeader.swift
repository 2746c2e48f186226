import ReorderKit

/// Why an engine cannot be made from a header: its tuning, or a layout this version's engine does
/// not lay out yet.
public enum EngineHeaderError: Error, Equatable, Sendable, CustomStringConvertible {
    case tuning(TuningError)
    case unsupportedLayout(String)

    public var description: String {
        switch self {
        case .tuning(let error): error.description
        case .unsupportedLayout(let kind): "layout \(kind.quotedForMessage) is not supported by this version's engine yet"
        }
    }
}

extension TraceHeader {
    /// Refuses a layout the engine does not lay out yet, rather than replaying sections or a grid as a
    /// flat list (which would give a result that means nothing). The one rule every maker of an
    /// engine from a header or list file asks.
    public static func checkEngineSupports(_ layout: LayoutSpec) throws(EngineHeaderError) {
        guard layout == .list else { throw .unsupportedLayout(layout.kind) }
    }

    /// The same, as `FILE:1: ...` (the layout is in the header, line 1), for makers of an engine
    /// that take the rows apart from the header (the sweep, the window).
    public static func checkEngineSupports(_ layout: LayoutSpec, file: String) throws(TraceError) {
        do throws(EngineHeaderError) {
            try checkEngineSupports(layout)
        } catch {
            throw TraceError(file: file, line: 1, message: error.description)
        }
    }
}

extension ReorderEngine where Layout: StackedLayout {
    /// The engine a trace header or list file describes. Here rather than in the engine, which is
    /// built from values and knows nothing of the trace format.
    public init(header: TraceHeader) throws(EngineHeaderError) {
        try TraceHeader.checkEngineSupports(header.layout)
        do throws(TuningError) {
            self.init(rows: header.rows.makeRows(), viewport: header.viewport, tuning: try header.makeTuning(),
                      scrollOffset: header.scrollOffset)
        } catch {
            throw .tuning(error)
        }
    }
}

/// Something done with the engine a trace header or list file describes, whatever its layout: the
/// engine's type depends on the layout, so a caller hands over a task generic over it rather than
/// taking an engine back.
public protocol EngineTask {
    associatedtype Output
    mutating func run<Layout: ReorderLayout>(_ engine: ReorderEngine<Layout>) throws(TraceError) -> Output
}

extension TraceHeader {
    /// Builds the engine of this header's layout and runs `task` with it. A tuning the engine refuses
    /// is `FILE:1:` (the header's line).
    public func withEngine<Task: EngineTask>(file: String, _ task: inout Task) throws(TraceError) -> Task.Output {
        let tuning: Tuning
        do throws(TuningError) {
            tuning = try makeTuning()
        } catch {
            throw TraceError(file: file, line: 1, message: error.description)
        }
        let rows = self.rows.makeRows()
        switch layout {
        case .list:
            return try task.run(Engine(rows: rows, viewport: viewport, tuning: tuning, scrollOffset: scrollOffset))
        case .sections(let headerHeight, let sections):
            return try task.run(SectionEngine(sections: sections, rows: rows, headerHeight: headerHeight, viewport: viewport,
                                              tuning: tuning, scrollOffset: scrollOffset))
        case .grid(let style):
            return try task.run(GridEngine(rows: rows, grid: style, viewport: viewport, tuning: tuning, scrollOffset: scrollOffset))
        }
    }
}
