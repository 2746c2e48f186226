import Testing
@testable import ReorderKit
@testable import ReorderTrace
import TestSupport

/// The one replay driver: what an observer is told, and in which order.
@Suite struct ReplayDriverTests {
    /// Writes down every call, with the engine's reports for it.
    struct Log: ReplayObserver {
        var lines: [String] = []
        var reports: [EngineEvent] = []

        mutating func willHandle(_ event: TimedEvent, engine: inout Engine) {
            lines.append("will \(event.t) (\(engine.output.count) waiting)")
        }

        mutating func didHandle(_ event: TimedEvent, engine: inout Engine) {
            lines.append("did \(event.t)")
            reports += engine.output.map(\.event)
        }

        mutating func willFinish(engine: inout Engine) { lines.append("will finish") }

        mutating func didFinish(engine: inout Engine) {
            lines.append("did finish")
            reports += engine.output.map(\.event)
        }
    }

    @Test func anObserverIsToldAboutEveryInputWithItsOwnReportsThenTheEnd() throws {
        let path = SampleTraces.path("drag-down")
        let reader = try TraceReader(path: path)
        var driver = ReplayDriver(engine: try reader.header.makeEngine(file: reader.file), observer: Log())
        try driver.feed(reader)
        driver.finish()

        let (header, events) = try TraceReader.readAll(path: path)
        var expected: [String] = []
        for event in events { expected += ["will \(event.t) (0 waiting)", "did \(event.t)"] }
        expected += ["will finish", "did finish"]
        #expect(driver.observer.lines == expected, "each report is told once: the outbox is empty before each input")
        #expect(driver.fed == events.count)

        // The engine alone, fed the same events, reported the same things.
        var engine: Engine = try header.makeEngine(file: path)
        var direct: [EngineEvent] = []
        for event in events {
            engine.handle(event)
            direct += engine.takeOutput().map(\.event)
        }
        engine.finish()
        direct += engine.takeOutput().map(\.event)
        #expect(driver.observer.reports == direct)
        #expect(direct.contains { if case .dropped = $0 { true } else { false } })
        #expect(driver.engine.stateHash == engine.stateHash)
    }

    @Test func replayIsTheDriverWithTheResultCollector() throws {
        let path = SampleTraces.path("autoscroll-bottom")
        let reader = try TraceReader(path: path)
        var driver = ReplayDriver(engine: try reader.header.makeEngine(file: reader.file), observer: ResultCollector())
        try driver.feed(reader)
        driver.finish()
        #expect(driver.result(eventLines: reader.lineNumber - 1) == (try Replay.run(path: path)))
    }
}
