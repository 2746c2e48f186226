import ReorderKit

/// What watches a trace file's replay (`Replay.run(_:observer:)`) in the engine of whatever layout
/// its header names: `ReplayObserver`'s calls, each generic over the layout, so one observer value
/// serves a list, sections and a grid alike. The engine is lent for reading, as there. Every
/// method does nothing by default; `Both` combines two observers.
public protocol TraceObserver {
    /// Whether the engine keeps its transition log (`replay --log-transitions`) for the observer
    /// to take (`takeTransitions`, the one change an observer makes, which the replay never reads).
    var recordsTransitions: Bool { get }
    /// The engine as the header built it, before the first input.
    mutating func willStart<Layout>(engine: inout ReorderEngine<Layout>)
    mutating func willHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>)
    /// After the input: `engine.output` holds its reports.
    mutating func didHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>)
    /// The end of the trace, before the engine completes what is in progress.
    mutating func willFinish<Layout>(engine: inout ReorderEngine<Layout>)
    /// After that completion: `engine.output` holds its reports; the engine is final.
    mutating func didFinish<Layout>(engine: inout ReorderEngine<Layout>)
}

extension TraceObserver {
    public var recordsTransitions: Bool { false }
    public mutating func willStart<Layout>(engine: inout ReorderEngine<Layout>) {}
    public mutating func willHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {}
    public mutating func didHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {}
    public mutating func willFinish<Layout>(engine: inout ReorderEngine<Layout>) {}
    public mutating func didFinish<Layout>(engine: inout ReorderEngine<Layout>) {}
}

/// Two observers of one replay, each told everything, `first` before `second`.
public struct Both<First: TraceObserver, Second: TraceObserver>: TraceObserver {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public var recordsTransitions: Bool { first.recordsTransitions || second.recordsTransitions }

    public mutating func willStart<Layout>(engine: inout ReorderEngine<Layout>) {
        first.willStart(engine: &engine)
        second.willStart(engine: &engine)
    }

    public mutating func willHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {
        first.willHandle(event, engine: &engine)
        second.willHandle(event, engine: &engine)
    }

    public mutating func didHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {
        first.didHandle(event, engine: &engine)
        second.didHandle(event, engine: &engine)
    }

    public mutating func willFinish<Layout>(engine: inout ReorderEngine<Layout>) {
        first.willFinish(engine: &engine)
        second.willFinish(engine: &engine)
    }

    public mutating func didFinish<Layout>(engine: inout ReorderEngine<Layout>) {
        first.didFinish(engine: &engine)
        second.didFinish(engine: &engine)
    }
}

/// Each change of the engine's state handed to `emit` after the input (or the end of the trace)
/// that made it; without `emit`, nothing (a plain replay).
struct TransitionLog: TraceObserver {
    let emit: ((StateTransition) -> Void)?

    var recordsTransitions: Bool { emit != nil }

    mutating func didHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) { flush(&engine) }

    mutating func didFinish<Layout>(engine: inout ReorderEngine<Layout>) { flush(&engine) }

    private func flush<Layout>(_ engine: inout ReorderEngine<Layout>) {
        guard let emit else { return }
        for transition in engine.takeTransitions() { emit(transition) }
    }
}

/// A trace observer and the result collector, as the `ReplayObserver` of one layout that the
/// driver runs.
struct ObservedReplay<Base: TraceObserver, Layout: ReorderLayout>: ReplayObserver {
    var base: Base
    var results = Results<Layout>()

    mutating func willHandle(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {
        base.willHandle(event, engine: &engine)
    }

    mutating func didHandle(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {
        results.didHandle(event, engine: &engine)
        base.didHandle(event, engine: &engine)
    }

    mutating func willFinish(engine: inout ReorderEngine<Layout>) { base.willFinish(engine: &engine) }

    mutating func didFinish(engine: inout ReorderEngine<Layout>) {
        results.didFinish(engine: &engine)
        base.didFinish(engine: &engine)
    }
}

/// A trace file streamed through the engine its header describes, watched by `observer`.
struct ObservedFile<Observer: TraceObserver>: EngineTask {
    let reader: TraceReader
    var observer: Observer
    let edit: ((TimedEvent) -> TimedEvent)?

    mutating func run<Layout: ReorderLayout>(_ engine: ReorderEngine<Layout>) throws(TraceError) -> ReplayResult {
        var engine = engine
        if observer.recordsTransitions { engine.recordsTransitions = true }
        observer.willStart(engine: &engine)
        var driver = ReplayDriver(engine: engine, observer: ObservedReplay<Observer, Layout>(base: observer))
        if let edit {
            while let event = try reader.next() { driver.feed(edit(event)) }
        } else {
            try driver.feed(reader)
        }
        driver.finish()
        observer = driver.observer.base
        return driver.observer.results.result(driver.engine, eventLines: reader.lineNumber - 1)
    }
}
