import Testing
@testable import ReorderKit

/// `inputFilters`: tslib's median and iir on the engine's input path, in points.
@Suite struct InputFiltersTests {
    static func tuning(_ filters: JSONValue) throws -> Tuning {
        var tuning = Tuning()
        try tuning.set("inputFilters", filters)
        return tuning
    }

    @Test func aMedianTakesOutASpikeAndAnIIRSmoothsAStep() {
        var median = InputFilterChain([InputFilter(module: .median, depth: 3)], start: Point(x: 0, y: 0))
        #expect(median.add(Point(x: 0, y: 30)) == Point(x: 0, y: 0))  // one spike among two zeros
        #expect(median.add(Point(x: 0, y: 1)) == Point(x: 0, y: 1))
        #expect(median.add(Point(x: 0, y: 2)) == Point(x: 0, y: 2))
        var iir = InputFilterChain([InputFilter(module: .iir, n: 8, d: 10)], start: Point(x: 0, y: 0))
        #expect(iir.add(Point(x: 10, y: 0)) == Point(x: 2, y: 0))  // (8 * 0 + 2 * 10) / 10
        #expect(iir.add(Point(x: 10, y: 0)) == Point(x: 3.6, y: 0))  // (8 * 2 + 2 * 10) / 10
    }

    @Test func filtersAreCheckedWhenSetAndRoundTrip() throws {
        var tuning = Tuning()
        for bad: JSONValue in [.number(1), .array([.object(["module": .string("blur")])]),
                               .array([.object(["module": .string("median"), "depth": .number(2.5)])]),
                               .array([.object(["module": .string("iir"), "N": .number(10), "D": .number(10)])]),
                               .array([.object(["module": .string("median"), "delta": .number(3)])])] {
            #expect(throws: TuningError.self) { try tuning.set("inputFilters", bad) }
        }
        let chain: JSONValue = .array([.object(["module": .string("median"), "depth": .number(5)]),
                                       .object(["module": .string("iir"), "N": .number(6), "D": .number(10)])])
        try tuning.set("inputFilters", chain)
        #expect(tuning.inputFilters == [InputFilter(module: .median, depth: 5), InputFilter(module: .iir, n: 6, d: 10)])
        var again = Tuning()
        _ = try again.apply(tuning.jsonObject)
        #expect(again == tuning)
    }

    @Test func aJitteringRestStaysAPressUnderAMedianThatWouldPanWithout() throws {
        // Spikes of 12 pt (beyond the 10 pt circle) every third sample: raw, the press pans; through
        // a median of 3, no spike survives and the row lifts.
        func run(_ tuning: Tuning) -> String {
            let tester = Tester(rows: 20, tuning: tuning)
            tester.press(row: 3)
            let origin = tester.location
            for i in 0..<20 {
                tester.wait(0.02)
                tester.move(to: Point(x: origin.x, y: origin.y + (i % 3 == 0 ? 12 : 0.5)))
            }
            tester.hold(0.2)
            return tester.state
        }
        #expect(run(Tuning()) == "scrolling")
        #expect(run(try Self.tuning(.array([.object(["module": .string("median"), "depth": .number(3)])]))) == "dragging")
    }

    @Test func theMouseMayHaveItsOwnFiltersAndAReplayIsExact() throws {
        var tuning = Tuning()
        try tuning.set("mouse", .object(["inputFilters": .array([.object(["module": .string("iir")])])]))
        let inputs = EnginePropertyTests.randomInputs(seed: 77, count: 3000)
        var hashes: [String] = []
        for _ in 0..<2 {
            var engine = EnginePropertyTests.makeEngine(tuning: tuning)
            for input in inputs { engine.handle(input) }
            engine.finish()
            hashes.append(engine.stateHash)
        }
        #expect(hashes[0] == hashes[1])
        // The touch pointer is not filtered, the mouse is.
        let tester = Tester(rows: 20, tuning: tuning)
        tester.pointer = .mouse
        tester.press(row: 3)
        tester.hold(0.6)
        let before = tester.engine.imposter!.top
        tester.move(by: 10)
        #expect(abs(tester.engine.imposter!.top - (before + 2)) < 1e-9)  // a fifth of the step, (10 - 8) / 10
    }
}
