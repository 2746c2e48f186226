import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import ReorderAnalysis
import TestSupport

/// The sweep against a small corpus whose every decision is worked out by hand (the table of
/// `LabelledTraces.handWorked` in TestSupport).
@Suite struct AnalysisTuningSweepTests {
    static func trace(_ text: String = LabelledTraces.handWorked(), name: String = "labelled") throws -> SweepTrace {
        try SweepTrace(bytes: Array(text.utf8), name: name)
    }

    static let longPress = try! SweepRange(parsing: "0.2:0.4:0.1").values
    static let movement = try! SweepRange(parsing: "5:15:5").values

    struct Row: Equatable, CustomStringConvertible {
        var correct, missed, falseLifts, lost, other: Int
        var meanTimeToLift: Double?
        var description: String { "\(correct) \(missed) \(falseLifts) \(lost) \(other) \(meanTimeToLift.map { "\($0)" } ?? "-")" }
    }

    static func row(_ score: SweepScore) -> Row {
        Row(correct: score.correct, missed: score.missedLifts, falseLifts: score.falseLifts, lost: score.lostTaps,
            other: score.other, meanTimeToLift: score.meanTimeToLift)
    }

    @Test func gridValuesDoNotAccumulateFloatError() throws {
        #expect(Self.longPress == [0.2, 0.3, 0.4])
        #expect(Self.movement == [5, 10, 15])
        #expect(try SweepRange(parsing: "0.1:0.7:0.1").values == [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7])
        #expect(try SweepRange(parsing: "0:1:0.25").values == [0, 0.25, 0.5, 0.75, 1])
        #expect(try SweepRange(parsing: "2:2:1").values == [2])
        #expect(try SweepRange(parsing: "0.2:0.77:0.03").values.count == 20)
        // B not on the grid: the last value is the last step below it.
        #expect(try SweepRange(parsing: "1:2:0.3").values == [1, 1.3, 1.6, 1.9])
        // Within STEP/1000 of B counts as B itself.
        #expect(try SweepRange(parsing: "0:0.9999999:0.1").values.last == 0.9999999)
        for bad in ["1:2", "a:2:1", "2:1:1", "0:1:0", "0:1:-1", "-1:1:1", "0:1:nan", "0:1e9:1e-9"] {
            #expect(throws: SweepRangeError.self, "\(bad)") { try SweepRange(parsing: bad) }
        }
    }

    @Test func rangesAtTheEdgesOfDoubleGiveDistinctFiniteValuesOrAreRefused() throws {
        let huge = try SweepRange(parsing: "1e300:2e300:1e299").values
        #expect(huge.count == 11 && huge.allSatisfy(\.isFinite) && huge.first == 1e300 && huge.last == 2e300)
        let tiny = try SweepRange(parsing: "0:1e-300:1e-303").values
        #expect(tiny.count == 1001 && zip(tiny, tiny.dropFirst()).allSatisfy { $0 < $1 })
        // A STEP lost in the rounding of values this large would sweep one value many times.
        #expect(throws: SweepRangeError.self) { try SweepRange(parsing: "1e16:1.0000000000000002e16:0.5") }
        #expect(throws: SweepRangeError.self) { try SweepRange(parsing: "0:1e308:1e-308") }
        #expect(throws: SweepRangeError.self) { try SweepRange(parsing: "0:10000:1") }  // 10,001 values
        #expect(try SweepRange(parsing: "0:9999:1").values.count == SweepRange.maximumCount)
        // One value, however large: the loop ends (it used to add 1 to 1e300 forever).
        #expect(try SweepRange(parsing: "1e300:1e300:1").values == [1e300])
    }

    @Test func tableMatchesTheHandWorkedDecisions() throws {
        let report = try TuningSweep.run([try Self.trace()], longPress: Self.longPress, movement: Self.movement)
        let expected: [[Double]: Row] = [
            [0.2, 5]: Row(correct: 3, missed: 1, falseLifts: 1, lost: 0, other: 0, meanTimeToLift: 0.2),
            [0.2, 10]: Row(correct: 3, missed: 1, falseLifts: 1, lost: 0, other: 0, meanTimeToLift: 0.2),
            [0.2, 15]: Row(correct: 2, missed: 1, falseLifts: 2, lost: 0, other: 0, meanTimeToLift: 0.2),
            [0.3, 5]: Row(correct: 3, missed: 1, falseLifts: 1, lost: 0, other: 0, meanTimeToLift: 0.3),
            [0.3, 10]: Row(correct: 3, missed: 1, falseLifts: 1, lost: 0, other: 0, meanTimeToLift: 0.3),
            [0.3, 15]: Row(correct: 2, missed: 1, falseLifts: 1, lost: 0, other: 1, meanTimeToLift: 0.3),
            [0.4, 5]: Row(correct: 2, missed: 2, falseLifts: 0, lost: 1, other: 0, meanTimeToLift: nil),
            [0.4, 10]: Row(correct: 3, missed: 2, falseLifts: 0, lost: 0, other: 0, meanTimeToLift: nil),
            [0.4, 15]: Row(correct: 2, missed: 2, falseLifts: 0, lost: 0, other: 1, meanTimeToLift: nil),
        ]
        #expect(report.results.map { [$0.pair.longPressSeconds, $0.pair.allowableMovement] }
            == [[0.2, 5], [0.2, 10], [0.2, 15], [0.3, 5], [0.3, 10], [0.3, 15], [0.4, 5], [0.4, 10], [0.4, 15]])
        for result in report.results {
            let key = [result.pair.longPressSeconds, result.pair.allowableMovement]
            #expect(Self.row(result.score) == expected[key], "\(key)")
        }
        // Five pairs tie at 2 errors: the shortest press wins, then the smallest movement.
        #expect(report.best?.pair == SweepPair(longPressSeconds: 0.2, allowableMovement: 5))
        #expect(report.bestLine == "best: longPressSeconds=0.2 allowableMovement=5 (2 errors)")
        #expect(report.eventsReplayed == 9 * (try Self.trace()).eventCount)
    }

    @Test func jsonIsExactlyTheContract() throws {
        let report = try TuningSweep.run([try Self.trace()], longPress: [0.3, 0.4], movement: [10])
        #expect(report.json == #"{"results":["#
            + #"{"longPressSeconds":0.3,"allowableMovement":10,"correct":3,"missedLifts":1,"falseLifts":1,"lostTaps":0,"#
            + #""other":0,"ignored":0,"cancelled":0,"meanTimeToLift":0.3},"#
            + #"{"longPressSeconds":0.4,"allowableMovement":10,"correct":3,"missedLifts":2,"falseLifts":0,"lostTaps":0,"#
            + #""other":0,"ignored":0,"cancelled":0,"meanTimeToLift":null}"#
            + #"],"best":{"longPressSeconds":0.3,"allowableMovement":10},"labelledPresses":5}"#)
    }

    @Test func tableColumnsAreAligned() throws {
        let report = try TuningSweep.run([try Self.trace()], longPress: Self.longPress, movement: Self.movement)
        let lines = report.table.split(separator: "\n").map(String.init)
        #expect(lines.count == 1 + 9 + 1)
        #expect(lines[0] == "longPress  movement  correct  missedLifts  falseLifts  lostTaps  other  errors  ignored  cancelled  meanTimeToLift")
        #expect(lines[1] == "      0.2         5        3            1           1         0      0       2        0          0           0.200")
        #expect(lines[9] == "      0.4        15        2            2           0         0      1       3        0          0               -")
        #expect(Set(lines.dropLast().map(\.count)).count == 1)
    }

    @Test func anyMeanTimeToLiftPrints() {
        var score = SweepScore()
        score.correct = 1
        score.correctLifts = 1
        score.correctLiftSeconds = 1e300  // a trace may count its seconds that far
        let report = SweepReport(longPress: [1e300], movement: [10], results: [SweepResult(pair: SweepPair(
            longPressSeconds: 1e300, allowableMovement: 10), score: score)], eventsReplayed: 0)
        #expect(report.table.split(separator: "\n")[1].hasSuffix("  1e+300"), "\(report.table)")
    }

    @Test func bestBreaksTiesByShortestPressThenSmallestMovement() {
        func result(_ l: Double, _ m: Double, errors: Int) -> SweepResult {
            var score = SweepScore()
            score.missedLifts = errors
            return SweepResult(pair: SweepPair(longPressSeconds: l, allowableMovement: m), score: score)
        }
        // Deliberately not in grid order.
        var report = SweepReport(longPress: [], movement: [], results: [
            result(0.5, 4, errors: 1), result(0.3, 8, errors: 1), result(0.3, 6, errors: 1), result(0.2, 2, errors: 2),
        ], eventsReplayed: 0)
        #expect(report.best?.pair == SweepPair(longPressSeconds: 0.3, allowableMovement: 6))
        report.results.append(result(0.9, 20, errors: 0))
        #expect(report.best?.pair == SweepPair(longPressSeconds: 0.9, allowableMovement: 20))
    }

    @Test func sweptValuesOverrideHeaderAndLiveTuning() throws {
        let trace = try Self.trace()
        #expect(trace.baseTuning.longPressSeconds == 0.9 && trace.baseTuning.allowableMovement == 100)
        // The live line keeps its other key and loses the swept ones.
        let line = TimedEvent(t: 0.5, .tuning(try TuningPatch(json: ["allowableMovement": .number(100), "longPressSeconds": .number(0.9),
                                                "keyScrollStep": .number(50)])))
        #expect(SweepTrace.withoutSweptNames(line) == TimedEvent(t: 0.5, .tuning(try TuningPatch(json: ["keyScrollStep": .number(50)]))))
        // The mouse's own values of them go too; its other overrides stay.
        let mouse = TimedEvent(t: 0.5, .tuning(try TuningPatch(json: ["mouse": .object(["longPressSeconds": .number(0.9), "activation": .string("distance")])])))
        #expect(SweepTrace.withoutSweptNames(mouse) == TimedEvent(t: 0.5, .tuning(try TuningPatch(json: ["mouse": .object(["activation": .string("distance")])]))))
        // H (unlabelled) and A lift under 0.3 s even though both the header and the live line say 0.9 s.
        let score = try trace.score(longPressSeconds: 0.3, allowableMovement: 10)
        #expect(score.correctLifts == 1 && score.meanTimeToLift == 0.3)
    }

    @Test func otherLiveTuningKeysStillApply() throws {
        var b = TraceBuilder()
        b.mark(0.9, "intent:reorder")
        b.down(1.0, y: 66)
        b.up(1.6, y: 66)
        // Reordering off (and a swept value, ignored): the next press cannot lift.
        b.tuning(2.0, #"{"longPressSeconds":0.05,"reorderingEnabled":false}"#)
        b.mark(2.9, "intent:reorder")
        b.down(3.0, y: 66)
        b.up(3.6, y: 66)
        let trace = try Self.trace(b.text(until: 4))
        let score = try trace.score(longPressSeconds: 0.4, allowableMovement: 10)
        #expect(score.correct == 1 && score.missedLifts == 1)
        #expect(score.meanTimeToLift == 0.4)
    }

    @Test func marksApplyToTheNextDownOnlyAndUnlabelledPressesAreNotScored() throws {
        var b = TraceBuilder()
        b.mark(0.5, "intent:tap")
        b.down(1.0, y: 66)
        b.up(1.1, y: 66)
        b.down(2.0, y: 66)  // no mark of its own
        b.up(2.1, y: 66)
        b.mark(2.5, "intent:scroll")
        b.mark(2.6, "intent:reorder")  // the most recent mark wins
        b.down(3.0, y: 66)
        b.up(3.7, y: 66)
        let score = try Self.trace(b.text(until: 4)).score(longPressSeconds: 0.5, allowableMovement: 10)
        #expect(score.labelled == 2 && score.correct == 2 && score.errors == 0)
    }

    @Test func cancelledPressesAreCountedApartFromErrors() throws {
        var b = TraceBuilder()
        b.mark(0.5, "intent:reorder")
        b.down(1.0, y: 66)
        b.add(1.1, #""type":"focus","focused":false"#)
        b.up(1.2, y: 66)
        b.mark(1.5, "intent:tap")
        b.down(2.0, y: 66)
        b.add(2.1, #""type":"cancel","pointer":"touch","id":1"#)
        let score = try Self.trace(b.text(until: 3)).score(longPressSeconds: 0.5, allowableMovement: 10)
        var expected = SweepScore()
        expected.cancelled = 2
        #expect(score == expected)
    }

    @Test func everyLabelledDownLandsInOneCountUnderEveryPair() throws {
        let traces = [try Self.trace(), try Self.trace(LabelledTraces.accounting(), name: "accounting")]
            + LabelledSession.corpus(count: 4).map { try! Self.trace($0.text, name: $0.name) }
        let labelled = traces.reduce(0) { $0 + $1.labelledDowns.values.reduce(0, +) }
        let report = try TuningSweep.run(traces, longPress: [0.1, 0.3, 0.5, 0.9], movement: [2, 10, 40])
        #expect(report.labelledPresses == labelled)
        for result in report.results {
            let s = result.score
            #expect(s.correct + s.errors + s.ignored + s.cancelled == labelled, "\(result.pair)")
        }
        let accounting = try Self.trace(LabelledTraces.accounting(), name: "accounting")
            .score(longPressSeconds: 0.5, allowableMovement: 10)
        #expect(accounting.correct == 1 && accounting.ignored == 1 && accounting.cancelled == 1 && accounting.errors == 0)
    }

    @Test func oneStreamedPassScoresEveryPairAsSeparateReplaysWould() throws {
        let trace = try Self.trace(LabelledSession.corpus(count: 1)[0].text, name: "session")
        let pairs = [SweepPair(longPressSeconds: 0.2, allowableMovement: 4), SweepPair(longPressSeconds: 0.5, allowableMovement: 10),
                     SweepPair(longPressSeconds: 0.8, allowableMovement: 20)]
        let together = try trace.score(pairs)
        let apart = try pairs.map { try trace.score(longPressSeconds: $0.longPressSeconds, allowableMovement: $0.allowableMovement) }
        #expect(together == apart)
        #expect(Set(together.map(\.correct)).count > 1, "the pairs must differ for this to mean anything")
    }

    @Test func theSweepStreamsTracesFromTheirFilesInsteadOfHoldingThem() throws {
        let files = TemporaryDirectory()
        let path = files.write(LabelledTraces.handWorked(), to: "labelled.trace.jsonl")
        let trace = try SweepTrace(path: path)
        #expect(try TuningSweep.run([trace], longPress: [0.3], movement: [10]).results[0].score.correct == 3)
        // Nothing of the events was kept: replaced by a broken file, the trace is read again and fails.
        try TraceText.backwards.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: TraceError(file: path, line: 3, message: "t goes backwards: 0.5 after 1")) {
            try TuningSweep.run([trace], longPress: [0.3], movement: [10])
        }
    }

    @Test func noLabelledPressMeansNoBest() throws {
        var b = TraceBuilder()
        b.down(1.0, y: 66)
        b.up(1.1, y: 66)
        let report = try TuningSweep.run([try Self.trace(b.text(until: 2))], longPress: [0.3, 0.5], movement: [10])
        #expect(report.best == nil && report.labelledPresses == 0)
        #expect(report.json.hasSuffix(#""best":null,"labelledPresses":0}"#))
        var c = TraceBuilder()
        c.mark(0.5, "intent:reorder")
        c.down(1.0, y: 66)
        c.add(1.1, #""type":"focus","focused":false"#)
        c.up(1.2, y: 66)
        let cancelled = try TuningSweep.run([try Self.trace(c.text(until: 2))], longPress: [0.3, 0.5], movement: [10])
        #expect(cancelled.best == nil && cancelled.labelledPresses == 1)
        #expect(cancelled.bestLine == "best: none: none of the 1 labelled press was decided (all ignored or cancelled)")
    }
}

/// The sweep's slow tests (seconds each): `swift test --skip SlowTests` leaves them out.
@Suite(.tags(.slow)) struct AnalysisTuningSweepSlowTests {
    @Test func reportDoesNotDependOnWorkersOrRuns() throws {
        let traces = [try AnalysisTuningSweepTests.trace()]
            + LabelledSession.corpus(count: 4).map { try! AnalysisTuningSweepTests.trace($0.text, name: $0.name) }
        let longPress = try SweepRange(parsing: "0.2:0.6:0.05").values, movement = try SweepRange(parsing: "4:16:2").values
        let one = try TuningSweep.run(traces, longPress: longPress, movement: movement, workers: 1)
        let two = try TuningSweep.run(traces, longPress: longPress, movement: movement, workers: 2)
        let again = try TuningSweep.run(traces, longPress: longPress, movement: movement, workers: 2)
        let five = try TuningSweep.run(traces, longPress: longPress, movement: movement, workers: 5)
        #expect(one == two && two == again && two == five)
        #expect(one.json == two.json && one.table == five.table)
        #expect(one.results.count == 9 * 7)
    }
}
