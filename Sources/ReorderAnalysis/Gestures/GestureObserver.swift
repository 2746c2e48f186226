import ReorderKit
import ReorderTrace

/// The gesture stream watching a trace's replay (`Replay.run(_:observer:)`), each gesture into
/// `sink` as it completes: what `info`, `plot` and `compare` combine with what else they keep.
public struct GestureObserver<Sink: GestureSink>: TraceObserver {
    private var stream = GestureStream()
    public private(set) var sink: Sink

    public init(into sink: Sink) {
        self.sink = sink
    }

    public mutating func willHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {
        stream.willHandle(event.event, engine: &engine)
    }

    public mutating func didHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) {
        stream.didHandle(event, engine: &engine, into: &sink)
    }

    public mutating func willFinish<Layout>(engine: inout ReorderEngine<Layout>) { stream.willFinish(engine: &engine) }

    /// The end of the trace decides whatever press is still open (cancelled), as `replay` does.
    public mutating func didFinish<Layout>(engine: inout ReorderEngine<Layout>) {
        stream.didFinish(engine: &engine, into: &sink)
    }
}

extension GestureObserver where Sink == [StreamedGesture] {
    /// Keeps every gesture, in the order they complete.
    public init() { self.init(into: []) }
}
