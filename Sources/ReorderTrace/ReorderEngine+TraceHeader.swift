import ReorderKit
import ReorderText

/// Makes the engine of one layout with whatever tuning: what a trace header's (or list file's)
/// rows, layout, viewport and scroll offset describe, the tuning left to the caller (the header's
/// own, a preset over it, a sweep's pair). `LayoutSpec.withEngineBuilder` is the one place an engine
/// is made from those values; every other way to an engine goes through it.
public struct EngineBuilder<Layout: ReorderLayout> {
    @usableFromInline let build: (Tuning) -> ReorderEngine<Layout>

    @inlinable
    init(_ build: @escaping (Tuning) -> ReorderEngine<Layout>) {
        self.build = build
    }

    /// A new engine, as the header starts it, with `tuning`.
    @inlinable
    public func make(tuning: Tuning) -> ReorderEngine<Layout> { build(tuning) }
}

/// Something done with the engines of a layout known only at run time (from a header): the
/// engine's type depends on the layout, so a caller hands over a task generic over it rather than
/// taking an engine back.
public protocol EngineBuilderTask {
    associatedtype Output
    mutating func run<Layout: ReorderLayout>(_ builder: EngineBuilder<Layout>) throws(TraceError) -> Output
}

extension LayoutSpec {
    /// Runs `task` with the builder of this layout's engine over `rows`, `viewport` and
    /// `scrollOffset` (clamped by the engine). Inlinable, so a caller's task runs specialized for the
    /// layout (the sweep's inner loop: unspecialized, it ran at three quarters of its speed).
    @inlinable
    public func withEngineBuilder<Task: EngineBuilderTask>(rows: [Row], viewport: Size, scrollOffset: Double,
                                                           _ task: inout Task) throws(TraceError) -> Task.Output {
        switch self {
        case .list:
            return try task.run(EngineBuilder { Engine(rows: rows, viewport: viewport, tuning: $0, scrollOffset: scrollOffset) })
        case .sections(let headerHeight, let sections):
            return try task.run(EngineBuilder {
                SectionEngine(sections: sections, rows: rows, headerHeight: headerHeight, viewport: viewport, tuning: $0,
                              scrollOffset: scrollOffset)
            })
        case .grid(let style):
            return try task.run(EngineBuilder { GridEngine(rows: rows, grid: style, viewport: viewport, tuning: $0, scrollOffset: scrollOffset) })
        }
    }
}

/// Something done with the one engine a trace header or list file describes, whatever its layout.
public protocol EngineTask {
    associatedtype Output
    mutating func run<Layout: ReorderLayout>(_ engine: ReorderEngine<Layout>) throws(TraceError) -> Output
}

extension TraceHeader {
    /// Builds the engine of this header's layout with its tuning and runs `task` with it. A tuning
    /// the engine refuses is `FILE:1:` (the header's line).
    public func withEngine<Task: EngineTask>(file: String, _ task: inout Task) throws(TraceError) -> Task.Output {
        var once = OneEngine(task: task, tuning: try makeTuning(file: file))
        defer { task = once.task }
        return try layout.withEngineBuilder(rows: rows.makeRows(), viewport: viewport, scrollOffset: scrollOffset, &once)
    }

    /// The engine, for a caller that knows the layout it takes (the list's `Engine`, say): a header
    /// of another layout is `FILE:1:`, as it replays only in the engine of its own.
    public func makeEngine<Layout: ReorderLayout>(file: String) throws(TraceError) -> ReorderEngine<Layout> {
        var typed = Typed<Layout>()
        guard let engine = try withEngine(file: file, &typed) else {
            let wanted = Layout.self == ListLayout.self ? "a list" : "\(Layout.self)"
            throw TraceError(file: file, line: 1,
                             message: "layout \(layout.kind.quotedForMessage) is not \(wanted): it replays in the engine of its own layout")
        }
        return engine
    }

    /// The header's tuning as the engine takes it; a value it refuses is `FILE:1:`.
    public func makeTuning(file: String) throws(TraceError) -> Tuning {
        do throws(TuningError) {
            return try makeTuning()
        } catch {
            throw TraceError(file: file, line: 1, message: error.description)
        }
    }
}

/// An `EngineTask` run with the one engine a builder makes with the header's tuning.
private struct OneEngine<Task: EngineTask>: EngineBuilderTask {
    var task: Task
    let tuning: Tuning

    mutating func run<Layout: ReorderLayout>(_ builder: EngineBuilder<Layout>) throws(TraceError) -> Task.Output {
        try task.run(builder.make(tuning: tuning))
    }
}

/// The engine if its layout is `Wanted`.
private struct Typed<Wanted: ReorderLayout>: EngineTask {
    func run<Layout: ReorderLayout>(_ engine: ReorderEngine<Layout>) throws(TraceError) -> ReorderEngine<Wanted>? {
        engine as? ReorderEngine<Wanted>
    }
}
