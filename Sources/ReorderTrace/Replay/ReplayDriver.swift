import ReorderKit

/// What watches a replay: told before and after the engine handles each input, and around the end
/// of the trace. After an input, `engine.output` holds the reports the engine made for it (the
/// driver empties it then). Every method does nothing by default, so an observer writes only what
/// it needs.
///
/// The engine is lent for reading (`engine.activePointer` before a down, `engine.scrollOffset` after
/// a coast...), never to change: an observer that changed it would change the replay. It is lent
/// `inout` only so that it is passed by address: passed by value, the engine (a few hundred bytes)
/// was copied for every call, which halved the sweep's speed (25% of its time in memmove, perf).
/// Helpers an observer calls with it take it `inout` too, for the same reason.
/// An observer watches engines of one layout (`Layout`, the plain list unless it says otherwise).
public protocol ReplayObserver {
    associatedtype Layout: ReorderLayout = ListLayout
    mutating func willHandle(_ event: TimedEvent, engine: inout ReorderEngine<Layout>)
    mutating func didHandle(_ event: TimedEvent, engine: inout ReorderEngine<Layout>)
    /// The end of the trace, before the engine completes what is in progress.
    mutating func willFinish(engine: inout ReorderEngine<Layout>)
    /// After that completion: `engine.output` holds its reports (a drop in place, a press cancelled...).
    mutating func didFinish(engine: inout ReorderEngine<Layout>)
}

extension ReplayObserver {
    @inlinable public mutating func willHandle(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {}
    @inlinable public mutating func didHandle(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {}
    @inlinable public mutating func willFinish(engine: inout ReorderEngine<Layout>) {}
    @inlinable public mutating func didFinish(engine: inout ReorderEngine<Layout>) {}
}

/// The one replay driver: an engine fed input by input, and an observer told about each. `replay`,
/// `info`, `plot`, the tuning sweep (an engine per pair) and the window (live input and playback
/// alike) all feed their engines through it.
///
/// Inlinable, so each caller's observer is specialized into its own module: the sweep's inner loop
/// (every event to every pair's engine) runs without dynamic dispatch. The engine's entry points are
/// specialized for `ListLayout` where they are defined.
public struct ReplayDriver<Observer: ReplayObserver> {
    public var engine: ReorderEngine<Observer.Layout>
    public var observer: Observer
    /// Inputs fed so far.
    public var fed = 0

    @inlinable
    public init(engine: ReorderEngine<Observer.Layout>, observer: Observer) {
        self.engine = engine
        self.observer = observer
    }

    /// One input, at its time.
    @inlinable
    public mutating func feed(_ event: TimedEvent) {
        observer.willHandle(event, engine: &engine)
        EngineCalls.handle(event, &engine)
        fed += 1
        observer.didHandle(event, engine: &engine)
        // Most inputs report nothing (a frame while idle): no call then.
        if !engine.output.isEmpty { EngineCalls.clearOutput(&engine) }
    }

    /// Every event the reader has left, in order (a large file is streamed, never loaded whole).
    @inlinable
    public mutating func feed(_ reader: TraceReader) throws(TraceError) {
        while let event = try reader.next() { feed(event) }
    }

    /// Completes whatever is in progress: the end of a trace.
    @inlinable
    public mutating func finish() {
        observer.willFinish(engine: &engine)
        EngineCalls.finish(&engine)
        observer.didFinish(engine: &engine)
        EngineCalls.clearOutput(&engine)
    }
}

/// The engine's entry points, called from here and not from the driver's inlined bodies: inlined
/// into another module, those calls lost the engine's `ListLayout` specialization and ran its generic
/// code (the sweep at three quarters of its speed; perf showed `handle` without its `Ts5` suffix).
@usableFromInline
enum EngineCalls {
    @usableFromInline
    @_specialize(exported: true, where L == ListLayout)
    static func handle<L>(_ event: TimedEvent, _ engine: inout ReorderEngine<L>) { engine.handle(event) }

    @usableFromInline
    @_specialize(exported: true, where L == ListLayout)
    static func clearOutput<L>(_ engine: inout ReorderEngine<L>) { engine.clearOutput() }

    @usableFromInline
    @_specialize(exported: true, where L == ListLayout)
    static func finish<L>(_ engine: inout ReorderEngine<L>) { engine.finish() }
}
