import Testing
import ReorderKit
@testable import ReorderTrace
import TestSupport

/// The one replay of a trace file with an observer (`Replay.run(_:observer:)`): in the engine of the
/// file's layout, every call in order, two observers combined, the result `replay` gives.
@Suite struct TraceObserverTests {
    /// Where both observers of a `Both` write, to see who was told first.
    final class Calls {
        var lines: [String] = []
    }

    /// Writes down every call it is told, with its name and the engine's layout.
    struct Log: TraceObserver {
        let name: String
        let calls: Calls

        func write(_ line: String) { calls.lines.append("\(name) \(line)") }

        mutating func willStart<Layout>(engine: inout ReorderEngine<Layout>) { write("start \(Layout.self) \(engine.order.count) rows") }
        mutating func willHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) { write("will \(event.t)") }
        mutating func didHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) { write("did \(event.t)") }
        mutating func willFinish<Layout>(engine: inout ReorderEngine<Layout>) { write("will finish") }
        mutating func didFinish<Layout>(engine: inout ReorderEngine<Layout>) { write("did finish") }
    }

    @Test(arguments: [("drag-down", "ListLayout"), ("sections-swap-across", "SectionListLayout"), ("grid-drag", "GridItemLayout")])
    func bothObserversAreToldEveryInputInTheEngineOfTheFilesLayout(sample: String, layout: String) throws {
        let path = SampleTraces.path(sample)
        let calls = Calls()
        var watch = Both(Log(name: "a", calls: calls), Log(name: "b", calls: calls))
        let result = try Replay.run(TraceReader(path: path), observer: &watch)
        #expect(result == (try Replay.run(path: path)))

        let (header, events) = try TraceReader.readAll(path: path)
        var expected = ["start \(layout) \(header.rows.makeRows().count) rows"]
        for event in events { expected += ["will \(event.t)", "did \(event.t)"] }
        expected += ["will finish", "did finish"]
        #expect(calls.lines == expected.flatMap { ["a " + $0, "b " + $0] })
    }

    /// Takes the engine's transition log after each input, as `replay --log-transitions` does.
    struct Transitions: TraceObserver {
        let asks: Bool
        var taken = 0
        var recordsTransitions: Bool { asks }
        mutating func didHandle<Layout>(_ event: TimedEvent, engine: inout ReorderEngine<Layout>) { taken += engine.takeTransitions().count }
        mutating func didFinish<Layout>(engine: inout ReorderEngine<Layout>) { taken += engine.takeTransitions().count }
    }

    @Test func theEngineKeepsItsTransitionLogOnlyForAnObserverThatAsks() throws {
        let path = SampleTraces.path("drag-down")
        var asking = Both(Transitions(asks: false), Transitions(asks: true))
        _ = try Replay.run(TraceReader(path: path), observer: &asking)
        #expect(asking.first.taken > 0, "one asks: the engine keeps it, and the first to take it has it")
        var silent = Transitions(asks: false)
        _ = try Replay.run(TraceReader(path: path), observer: &silent)
        #expect(silent.taken == 0)
        var logged: [StateTransition] = []
        _ = try Replay.run(path: path, onTransition: { logged.append($0) })
        #expect(logged.count == asking.first.taken + asking.second.taken)
    }

    /// `header`: another header's engine (a preset over the file's); `edit`: what the engine is fed
    /// instead of each line. Either way the event lines are the file's.
    @Test func anotherHeaderOrAnEditChangesTheEngineNotTheEventLines() throws {
        let path = SampleTraces.path("tap")
        let plain = try Replay.run(path: path)
        #expect(plain.drags == 0)
        let reader = try TraceReader(path: path)
        var header = reader.header
        header.tuning["longPressSeconds"] = .number(0.01)
        var none = Transitions(asks: false)
        let quick = try Replay.run(reader, header: header, observer: &none)
        #expect(quick.drags == 1, "the tap's press lifts under a 0.01 s long press")
        #expect(quick.events == plain.events)

        let framesOnly = try Replay.run(TraceReader(path: path), observer: &none) { TimedEvent(t: $0.t, .frame) }
        #expect(framesOnly.events == plain.events)
        #expect(framesOnly.drags == 0 && framesOnly.order == plain.order)
        #expect(framesOnly.frames > plain.frames, "every line became a frame")
    }
}
