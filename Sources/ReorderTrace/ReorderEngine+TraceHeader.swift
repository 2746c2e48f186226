import ReorderKit

/// Why a list's engine cannot be made from a header: its tuning, or a layout that is not a list
/// (which needs the engine of its own layout: `TraceHeader.withEngine`).
public enum EngineHeaderError: Error, Equatable, Sendable, CustomStringConvertible {
    case tuning(TuningError)
    case notAList(String)

    public var description: String {
        switch self {
        case .tuning(let error): error.description
        case .notAList(let kind): "layout \(kind.quotedForMessage) is not a list: it replays in the engine of its own layout"
        }
    }
}

extension ReorderEngine where Layout: StackedLayout {
    /// The engine a trace header or list file describes. Here rather than in the engine, which is
    /// built from values and knows nothing of the trace format.
    public init(header: TraceHeader) throws(EngineHeaderError) {
        guard header.layout == .list else { throw .notAList(header.layout.kind) }
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
