import Testing
import ReorderKit
@testable import ReorderTrace
import TestSupport

/// The one engine builder (`LayoutSpec.withEngineBuilder`): the engine of each layout with any
/// tuning, and the ways to it from a header.
@Suite struct EngineBuilderTests {
    /// Two engines of the header's layout: one with the header's tuning, one with a long press of 2 s.
    struct TwoTunings: EngineBuilderTask {
        let header: TraceHeader

        func run<Layout: ReorderLayout>(_ builder: EngineBuilder<Layout>) throws(TraceError) -> (String, Engines) {
            var slow = try header.makeTuning(file: "t")
            slow.longPressSeconds = 2
            let own = builder.make(tuning: try header.makeTuning(file: "t")), other = builder.make(tuning: slow)
            return ("\(Layout.self)", Engines(own: own.stateHash, order: own.order, otherLongPress: other.tuning.longPressSeconds,
                                              otherOrder: other.order))
        }
    }

    struct Engines: Equatable {
        var own: String
        var order: [String]
        var otherLongPress: Double
        var otherOrder: [String]
    }

    /// The header's own engine, whatever its layout.
    struct Own: EngineTask {
        func run<Layout: ReorderLayout>(_ engine: ReorderEngine<Layout>) throws(TraceError) -> String { engine.stateHash }
    }

    @Test(arguments: [("drag-down", "ListLayout"), ("sections-swap-across", "SectionListLayout"),
                      ("grid-horizontal-autoscroll", "GridItemLayout")])
    func aBuilderMakesTheEngineOfTheLayoutWithEachTuning(sample: String, layout: String) throws {
        let header = try TraceReader(path: SampleTraces.path(sample)).header
        var task = TwoTunings(header: header)
        let (kind, engines) = try header.layout.withEngineBuilder(rows: header.rows.makeRows(), viewport: header.viewport,
                                                                  scrollOffset: header.scrollOffset, &task)
        #expect(kind == layout)
        #expect(engines.otherLongPress == 2)
        #expect(engines.otherOrder == engines.order)
        var own = Own()
        #expect(try header.withEngine(file: "t", &own) == engines.own, "withEngine is the builder with the header's tuning")
    }

    @Test func theTypedEngineOfAnotherLayoutAndARefusedTuningAreTheHeadersLine() throws {
        let grid = try TraceReader(path: SampleTraces.path("grid-drag"))
        #expect(throws: TraceError(file: "g", line: 1, message: #"layout "grid" is not SectionListLayout: it replays in the engine of its own layout"#)) {
            let _: SectionEngine = try grid.header.makeEngine(file: "g")
        }
        let engine: GridEngine = try grid.header.makeEngine(file: "g")
        #expect(engine.order.count == grid.header.rows.makeRows().count)

        var header = grid.header
        header.tuning["longPressSeconds"] = .number(-1)
        let refused = try #require(throws: TraceError.self) { try header.makeTuning(file: "g") }
        #expect(refused.file == "g" && refused.line == 1)
        var own = Own()
        #expect(throws: refused) { try header.withEngine(file: "g", &own) }
    }
}
