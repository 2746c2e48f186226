import Foundation
import Testing
@testable import ReorderKit

/// The state diagram is the engine's: every change of state a replay makes is one of its edges,
/// every edge is made by some input, and docs/engine.md shows exactly this diagram.
@Suite struct StateDiagramTests {
    /// Edges the seeded random streams do not take, and why (and the test that takes them).
    static let unreachable: [(edge: StateDiagram.Edge, reason: String)] = [
        (StateDiagram.edges.first { $0.from == .pressing && $0.trigger == .tuning && $0.to == .scrolling }!,
         "the generator's moves jump anywhere in the viewport, so no press is left within allowableMovement yet off its "
            + "down point for a tuning to shrink the circle under; EngineLiveTuningTests."
            + "allowableMovementLoweredBelowTheFingersDistanceMakesThePressAPanAtOnce takes it"),
    ] + [Interaction.Kind.pressing, .dragging, .settling].map { from in
        (StateDiagram.edges.first { $0.from == from && $0.trigger == .edit }!,
         "the generator makes no edits of the data; EngineEditsTests and EngineEditsLayoutsTests take them")
    }

    /// Replays `inputs` logging transitions, and every `finishEvery` inputs finishes a copy of the
    /// engine (the end of a trace there), so every state meets the end of a trace too.
    static func transitions(_ inputs: [TimedEvent], engine: Engine, finishEvery: Int = 7) -> [StateTransition] {
        var engine = engine
        engine.recordsTransitions = true
        var seen: [StateTransition] = []
        for (index, input) in inputs.enumerated() {
            engine.handle(input)
            engine.clearOutput()
            seen += engine.takeTransitions()
            if index % finishEvery == 0 {
                var ended = engine
                ended.finish()
                seen += ended.takeTransitions()
            }
        }
        engine.finish()
        return seen + engine.takeTransitions()
    }

    /// 160,000 random inputs (the property test's generator, 40 seeds), and the same streams without
    /// their drop-animation changes from a tuning whose drops do not animate (drops straight to idle).
    static let seen: [StateTransition] = {
        var all: [StateTransition] = []
        for seed in 1...40 as ClosedRange<UInt64> {
            let inputs = EnginePropertyTests.randomInputs(seed: seed, count: 4000)
            all += transitions(inputs, engine: EnginePropertyTests.makeEngine())
            var instant = Tuning()
            instant.dropAnimationSeconds = 0
            let keepingIt = inputs.map { input -> TimedEvent in
                guard case .tuning(let values) = input.event else { return input }
                return TimedEvent(t: input.t, .tuning(values.removing(["dropAnimationSeconds"])))
            }
            all += transitions(keepingIt, engine: EnginePropertyTests.makeEngine(tuning: instant))
        }
        // Keys and taps that reorder (`keyboardReorder`, `tapToMove`): the first ten streams again.
        var withoutDragging = Tuning()
        withoutDragging.keyboardReorder = true
        withoutDragging.tapToMove = true
        for seed in 1...10 as ClosedRange<UInt64> {
            all += transitions(EnginePropertyTests.randomInputs(seed: seed, count: 4000),
                               engine: EnginePropertyTests.makeEngine(tuning: withoutDragging))
        }
        return all
    }()

    @Test func everyTransitionOfARandomReplayIsAnEdgeOfTheDiagram() {
        let strays = Self.seen.filter { !StateDiagram.allows($0) }
        var counts: [String: Int] = [:]
        for stray in strays { counts["\(stray.from.rawValue) -> \(stray.trigger.rawValue) -> \(stray.to.rawValue)", default: 0] += 1 }
        #expect(strays.isEmpty, "transitions the diagram lacks: \(counts.sorted { $0.key < $1.key })")
    }

    @Test func everyEdgeOfTheDiagramIsTakenByARandomReplay() {
        let listed = Self.unreachable.map(\.edge)
        let missed = StateDiagram.edges.filter { edge in
            !listed.contains(edge) && !Self.seen.contains { $0.from == edge.from && $0.trigger == edge.trigger && $0.to == edge.to }
        }
        #expect(missed.isEmpty, "edges no replay took: \(missed.map { "\($0.from.rawValue) -> \($0.trigger.rawValue) -> \($0.to.rawValue)" })")
        let taken = Self.unreachable.filter { listed in
            Self.seen.contains { $0.from == listed.edge.from && $0.trigger == listed.edge.trigger && $0.to == listed.edge.to }
        }
        #expect(taken.isEmpty, "listed as unreachable, yet taken: \(taken.map(\.edge))")
    }

    @Test func theDiagramHasNoEdgeTwiceAndNoSelfLoop() {
        let edges = StateDiagram.edges
        for (index, edge) in edges.enumerated() {
            #expect(edge.from != edge.to, "\(edge)")
            #expect(!edges[..<index].contains { $0.from == edge.from && $0.trigger == edge.trigger && $0.to == edge.to }, "\(edge)")
        }
    }

    /// docs/engine.md's "## States" diagram, between its ```mermaid fence and the closing one.
    static func readmeDiagram() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(contentsOf: root.appendingPathComponent("docs/engine.md"), encoding: .utf8)
        guard let section = readme.range(of: "\n## States\n"),
              let open = readme.range(of: "```mermaid\n", range: section.upperBound..<readme.endIndex),
              let close = readme.range(of: "\n```", range: open.upperBound..<readme.endIndex) else { return "" }
        return String(readme[open.upperBound..<close.lowerBound])
    }

    @Test func theReadmeShowsTheEnginesDiagram() throws {
        let shown = try Self.readmeDiagram()
        #expect(shown == StateDiagram.mermaid, "docs/engine.md's ## States diagram is not StateDiagram.mermaid; put this in its ```mermaid block:\n\(StateDiagram.mermaid)")
    }

    // MARK: The log

    @Test func theLogIsOffByDefault() {
        let tester = ListDriver(rows: 10)
        tester.press(row: 2)
        tester.hold(0.6)
        tester.release()
        #expect(tester.engine.transitions.isEmpty)
    }

    @Test func aLongPressDragAndDropLogsEachChangeOfStateWithItsTrigger() {
        let tester = ListDriver(rows: 10)
        tester.engine.recordsTransitions = true
        tester.press(row: 2)
        tester.wait(0.5)
        tester.send(.frame)  // the deadline: it lifts
        tester.move(by: 100)
        tester.wait(0.25)
        tester.release()
        tester.wait(0.25)  // dropAnimationSeconds
        tester.send(.frame)
        #expect(tester.engine.takeTransitions().map(\.line) == [
            "0.0 idle -> down -> pressing",
            "0.5 pressing -> time -> dragging",
            "0.75 dragging -> up -> settling",
            "1.0 settling -> time -> idle",
        ])
        #expect(tester.engine.transitions.isEmpty, "taken")
    }

    @Test func theEndOfATraceIsLoggedToo() {
        let tester = ListDriver(rows: 10)
        tester.engine.recordsTransitions = true
        tester.press(row: 2)
        tester.hold(0.1)
        tester.engine.finish()
        #expect(tester.engine.takeTransitions().map(\.line) == ["0.0 idle -> down -> pressing", "0.1 pressing -> end -> idle"])
    }
}
