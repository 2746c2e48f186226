import Testing
@testable import ReorderKit
import ReorderTrace

/// `inputFilters`: tslib's filters on the engine's input path, in points and seconds.
@Suite struct InputFiltersTests {
    static func tuning(_ filters: JSONValue) throws -> Tuning {
        var tuning = Tuning()
        try tuning.set("inputFilters", filters)
        return tuning
    }

    static func filter(_ module: String, _ parameters: [String: Double] = [:]) throws -> InputFilter {
        var object: [String: JSONValue] = ["module": .string(module)]
        for (key, value) in parameters { object[key] = .number(value) }
        return try InputFilter(json: .object(object))
    }

    /// The positions that leave a fresh chain for a stroke: pressed samples, then the release.
    static func stroke(_ chain: inout InputFilterChain, _ samples: [(Double, Double, Double)], release: (Double, Double, Double)) -> [Point?] {
        samples.map { chain.press(Point(x: $0.1, y: $0.2), at: $0.0) } + [chain.release(Point(x: release.1, y: release.2), at: release.0)]
    }

    // MARK: Each filter, by hand

    @Test func aMedianTakesOutASpikeAndAnIIRSmoothsAStep() {
        var median = InputFilterChain([InputFilter(module: .median, depth: 3)])
        #expect(median.press(Point(x: 0, y: 0), at: 0) == Point(x: 0, y: 0))  // the down fills the window
        #expect(median.press(Point(x: 0, y: 30), at: 0.01) == Point(x: 0, y: 0))  // one spike among two zeros
        #expect(median.press(Point(x: 0, y: 1), at: 0.02) == Point(x: 0, y: 1))
        #expect(median.press(Point(x: 0, y: 2), at: 0.03) == Point(x: 0, y: 2))
        var iir = InputFilterChain([InputFilter(module: .iir, n: 8, d: 10)])
        #expect(iir.press(Point(x: 0, y: 0), at: 0) == Point(x: 0, y: 0))
        #expect(iir.press(Point(x: 10, y: 0), at: 0.01) == Point(x: 2, y: 0))  // (8 * 0 + 2 * 10) / 10
        #expect(iir.press(Point(x: 10, y: 0), at: 0.02) == Point(x: 3.6, y: 0))  // (8 * 2 + 2 * 10) / 10
    }

    @Test func dejitterAveragesTheLastSamplesUntilOneJumpsFartherThanDelta() throws {
        var chain = InputFilterChain([try Self.filter("dejitter", ["delta": 10])])
        let out = Self.stroke(&chain, [(0, 0, 0), (0.01, 8, 0), (0.02, 16, 0), (0.03, 16, 0), (0.04, 16, 8), (0.05, 40, 8)],
                              release: (0.06, 41, 9))
        #expect(out == [Point(x: 0, y: 0),  // one sample passes as it is
                        Point(x: 5, y: 0),  // (5 x 8 + 3 x 0) / 8
                        Point(x: 10.5, y: 0),  // (8 x 16 + 5 x 8 + 3 x 0) / 16
                        Point(x: 11.5, y: 0),  // (6 x 16 + 4 x 16 + 3 x 8 + 3 x 0) / 16
                        Point(x: 14.5, y: 3),  // (6 x 16 + 4 x 16 + 3 x 16 + 3 x 8) / 16, (6 x 8) / 16
                        Point(x: 40, y: 8),  // 24 pt from the last: the history is forgotten
                        Point(x: 41, y: 9)])  // the release passes as it came, as tslib's
    }

    @Test func lowpassMovesByTheFactorOfChangesAboveTheThreshold() throws {
        var chain = InputFilterChain([try Self.filter("lowpass", ["factor": 0.5, "threshold": 1])])
        let out = Self.stroke(&chain, [(0, 0, 0), (0.01, 10, 1), (0.02, 10, 4), (0.03, 10.5, 4)], release: (0.04, 30, 30))
        #expect(out == [Point(x: 0, y: 0),  // the down starts it
                        Point(x: 5, y: 0),  // x: half of 10; y: a change of 1 is not more than the threshold
                        Point(x: 7.5, y: 2),  // x: 5 + (10 - 5) / 2; y: 0 + 4 / 2
                        Point(x: 9, y: 3),  // x: 7.5 + 3 / 2; y: 2 + 2 / 2
                        Point(x: 30, y: 30)])  // the release passes as it came, as tslib's
    }

    @Test func debounceDropsStrokesThatStartTooSoonAfterTheLastRelease() throws {
        let filters = [try Self.filter("debounce", ["drop_threshold": 40])]
        var first = InputFilterChain(filters)
        #expect(Self.stroke(&first, [(0, 1, 1)], release: (0.1, 1, 1)) == [Point(x: 1, y: 1), Point(x: 1, y: 1)])
        // 20 ms after the release: dropped, and 30 ms; at 50 ms the finger appears (its down there).
        var bounce = InputFilterChain(filters, memory: first.memory)
        #expect(Self.stroke(&bounce, [(0.12, 2, 2), (0.13, 3, 3), (0.15, 4, 4)], release: (0.2, 5, 5))
            == [nil, nil, Point(x: 4, y: 4), Point(x: 5, y: 5)])
        // A tap within 40 ms leaves nothing, not even its up...
        var tap = InputFilterChain(filters, memory: bounce.memory)
        #expect(Self.stroke(&tap, [(0.21, 6, 6)], release: (0.22, 6, 6)) == [nil, nil])
        // ...but its release is the last one: 30 ms after it is still too soon (50 ms after 0.2).
        var next = InputFilterChain(filters, memory: tap.memory)
        #expect(Self.stroke(&next, [(0.25, 7, 7)], release: (0.3, 7, 7)) == [nil, nil])
        // Exactly 40 ms after is not less than 40 ms: it passes (0.34 - 0.3 in Doubles is 40.00000000000002 ms).
        var exact = InputFilterChain(filters, memory: next.memory)
        #expect(Self.stroke(&exact, [(0.34, 8, 8)], release: (0.4, 8, 8)) == [Point(x: 8, y: 8), Point(x: 8, y: 8)])
        // Other filters, other memory: a new chain of another list starts without a last release.
        var other = InputFilterChain([try Self.filter("debounce", ["drop_threshold": 50])], memory: exact.memory)
        #expect(Self.stroke(&other, [(0.41, 9, 9)], release: (0.5, 9, 9)) == [Point(x: 9, y: 9), Point(x: 9, y: 9)])
    }

    @Test func skipDropsTheHeadAndHoldsTheTailBack() throws {
        var chain = InputFilterChain([try Self.filter("skip", ["nhead": 1, "ntail": 1])])
        let out = Self.stroke(&chain, [(0, 0, 0), (0.01, 1, 0), (0.02, 2, 0), (0.03, 3, 0)], release: (0.04, 4, 0))
        // The down dropped; the second sample held back one sample, so it comes out with the third
        // (the engine's down, at 0.02); the up at its own time at the sample one before it.
        #expect(out == [nil, nil, Point(x: 1, y: 0), Point(x: 2, y: 0), Point(x: 3, y: 0)])
        var short = InputFilterChain([try Self.filter("skip", ["nhead": 2, "ntail": 0])])
        #expect(Self.stroke(&short, [(0, 0, 0), (0.01, 1, 0)], release: (0.02, 2, 0)) == [nil, nil, nil])  // a tap too short: gone
        var noTail = InputFilterChain([try Self.filter("skip", ["nhead": 1, "ntail": 0])])
        #expect(Self.stroke(&noTail, [(0, 0, 0), (0.01, 1, 0)], release: (0.02, 2, 0)) == [nil, Point(x: 1, y: 0), Point(x: 2, y: 0)])
    }

    // MARK: As a tuning value

    @Test func filtersAreCheckedWhenSetAndRoundTrip() throws {
        var tuning = Tuning()
        for bad: JSONValue in [.number(1), .array([.object(["module": .string("blur")])]),
                               .array([.object(["module": .string("median"), "depth": .number(2.5)])]),
                               .array([.object(["module": .string("iir"), "N": .number(10), "D": .number(10)])]),
                               .array([.object(["module": .string("median"), "delta": .number(3)])]),
                               .array([.object(["module": .string("lowpass"), "factor": .number(1.5)])]),
                               .array([.object(["module": .string("skip"), "nhead": .number(-1)])]),
                               .array([.object(["module": .string("debounce"), "drop_threshold": .string("40")])])] {
            #expect(throws: TuningError.self) { try tuning.set("inputFilters", bad) }
        }
        let all: JSONValue = .array([.object(["module": .string("median"), "depth": .number(5)]),
                                     .object(["module": .string("iir"), "N": .number(6), "D": .number(10)]),
                                     .object(["module": .string("dejitter"), "delta": .number(4)]),
                                     .object(["module": .string("lowpass"), "factor": .number(0.3), "threshold": .number(0.5)]),
                                     .object(["module": .string("debounce"), "drop_threshold": .number(60)]),
                                     .object(["module": .string("skip"), "nhead": .number(2), "ntail": .number(3)])])
        try tuning.set("inputFilters", all)
        #expect(tuning.inputFilters.map(\.module) == [.median, .iir, .dejitter, .lowpass, .debounce, .skip])
        #expect(tuning.inputFilters[3].factor == 0.3 && tuning.inputFilters[5].ntail == 3)
        #expect(Tuning.parameter(named: "inputFilters")!.value(in: tuning) == all)
        var again = Tuning()
        _ = try again.apply(tuning.jsonObject)
        #expect(again == tuning)
        // Defaults written out in full, so a replay never depends on this version's defaults.
        try tuning.set("inputFilters", .array([.object(["module": .string("skip")])]))
        #expect(tuning.inputFilters[0].jsonObject == .object(["module": .string("skip"), "nhead": .number(1), "ntail": .number(1)]))
    }

    @Test func pthresIsRefusedLiveWithWhereToUseIt() {
        var tuning = Tuning()
        #expect(throws: TuningError.self) { try tuning.set("inputFilters", .array([.object(["module": .string("pthres")])])) }
        do {
            try tuning.set("inputFilters", .array([.object(["module": .string("pthres")])]))
        } catch {
            #expect(error.description.contains("pthres needs pressure: use it on import with --ts-conf"), "\(error.description)")
        }
    }

    // MARK: In the engine

    @Test func aJitteringRestStaysAPressUnderAMedianThatWouldPanWithout() throws {
        // Spikes of 12 pt (beyond the 10 pt circle) every third sample: raw, the press pans; through
        // a median of 3, dejitter of 20 pt or lowpass, no spike gets that far and the row lifts.
        func run(_ tuning: Tuning) -> Interaction.Kind {
            let tester = ListDriver(rows: 20, tuning: tuning)
            tester.press(row: 3)
            let origin = tester.location
            for i in 0..<20 {
                tester.wait(0.02)
                tester.move(to: Point(x: origin.x, y: origin.y + (i % 3 == 0 ? 12 : 0.5)))
            }
            tester.hold(0.2)
            return tester.state
        }
        #expect(run(Tuning()) == .scrolling)
        #expect(run(try Self.tuning(.array([.object(["module": .string("median"), "depth": .number(3)])]))) == .dragging)
        #expect(run(try Self.tuning(.array([.object(["module": .string("dejitter"), "delta": .number(20)])]))) == .dragging)
        #expect(run(try Self.tuning(.array([.object(["module": .string("lowpass"), "factor": .number(0.4)])]))) == .dragging)
        // A delta under the spike forgets the history at every spike: it reaches the finger raw.
        #expect(run(try Self.tuning(.array([.object(["module": .string("dejitter"), "delta": .number(10)])]))) == .scrolling)
    }

    @Test func aBouncedSecondTapIsDroppedByDebounce() throws {
        func taps(_ tuning: Tuning) -> [EngineEvent] {
            let tester = ListDriver(rows: 20, tuning: tuning)
            tester.press(row: 3)
            tester.wait(0.1)
            tester.release()
            tester.wait(0.02)  // the finger bounces 20 ms later on the next row
            tester.press(row: 4)
            tester.wait(0.05)
            tester.release()
            tester.hold(0.1)
            return tester.events().filter { if case .tapped = $0 { true } else { false } }
        }
        #expect(taps(Tuning()) == [.tapped(id: "r3", slot: 3), .tapped(id: "r4", slot: 4)])
        #expect(taps(try Self.tuning(.array([.object(["module": .string("debounce"), "drop_threshold": .number(40)])]))) == [.tapped(id: "r3", slot: 3)])
    }

    @Test func skipStartsThePressAtTheFirstSampleItKeeps() throws {
        // nhead 2: the down and the first move are dropped; the press starts at the second move, so a
        // 0.5 s long press counted from there has not lifted 0.5 s after the real down.
        let tester = ListDriver(rows: 20, tuning: try Self.tuning(.array([.object(["module": .string("skip"), "nhead": .number(2), "ntail": .number(0)])])))
        tester.press(row: 3)
        #expect(tester.state == .idle)
        tester.wait(0.05)
        tester.move(by: 0)
        #expect(tester.state == .idle)
        tester.wait(0.05)
        tester.move(by: 0.5)
        #expect(tester.state == .pressing)
        tester.hold(0.45)  // 0.55 s after the real down, 0.45 s after the kept one
        #expect(tester.state == .pressing)
        tester.hold(0.06)
        #expect(tester.state == .dragging)
        tester.release()
        tester.hold(0.5)
        #expect(tester.state == .idle)
    }

    @Test func aReplayWithEachFilterIsExactAndFramesDoNotChangeIt() throws {
        let everyFilter: [[String: Double]] = [["depth": 5], ["N": 6, "D": 10], ["delta": 4], ["factor": 0.5, "threshold": 1],
                                               ["drop_threshold": 40], ["nhead": 2, "ntail": 2]]
        let modules = ["median", "iir", "dejitter", "lowpass", "debounce", "skip"]
        let inputs = EnginePropertyTests.randomInputs(seed: 91, count: 3000)
        for (module, parameters) in zip(modules, everyFilter) {
            var tuning = Tuning()
            tuning.inputFilters = [try Self.filter(module, parameters)]
            var hashes: [String] = []
            for _ in 0..<2 {
                var engine = EnginePropertyTests.makeEngine(tuning: tuning)
                for input in inputs { engine.handle(input) }
                engine.finish()
                hashes.append(engine.stateHash)
            }
            #expect(hashes[0] == hashes[1], "\(module)")
            #expect(Self.result(tuning, fps: 60) == Self.result(tuning, fps: 144), "\(module)")
            // The gesture lifts r3 and drops it two rows down under every filter: there is a result to change.
            #expect(Self.result(tuning, fps: 60).hasPrefix(#"["r0", "r1", "r2", "r4", "r5", "r3""#), "\(module): \(Self.result(tuning, fps: 60))")
        }
    }

    /// A press held and dragged two rows down with jitter, under frames at `fps`: the order, the
    /// drags and the state (a digest that leaves out how many frames there were).
    static func result(_ tuning: Tuning, fps: Double) -> String {
        let tester = ListDriver(rows: 20, tuning: tuning)
        tester.fps = fps
        var samples: [(Double, Double)] = [(0, 0)]
        for i in 1...60 { samples.append((Double(i) * 0.0125, i < 50 ? Double(i % 3) * 0.7 : Double(i - 49) * 9)) }
        var t = 0.0
        tester.press(row: 3)
        let origin = tester.location
        for (time, dy) in samples.dropFirst() {
            tester.hold(time - t)
            t = time
            tester.move(to: Point(x: origin.x, y: origin.y + dy))
        }
        tester.release()
        tester.hold(0.5)
        return "\(tester.order) \(tester.engine.drags) \(tester.engine.stateHash)"
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
        let tester = ListDriver(rows: 20, tuning: tuning)
        tester.pointer = .mouse
        tester.press(row: 3)
        tester.hold(0.6)
        let before = tester.engine.imposter!.top
        tester.move(by: 10)
        #expect(abs(tester.engine.imposter!.top - (before + 2)) < 1e-9)  // a fifth of the step, (10 - 8) / 10
    }
}
