import Testing
@testable import ReorderKit
@testable import ReorderAnalysis
import TestSupport

/// Input filters that hold a down back (skip's head) or drop a whole stroke (debounce, a short tap
/// under skip): the sweep scores the press that begins late with its down's intent, and a labelled
/// down the filters dropped whole as an error of its intent, never as nothing.
@Suite struct SweepHeldBackPressTests {
    /// A reorder press held with moves (its press begins at a move under skip), then a tap of a down
    /// and an up only (gone under skip nhead=1).
    static func corpus() throws -> SweepTrace {
        var b = TraceBuilder()
        b.mark(0.9, "intent:reorder")
        b.down(1.0, y: 66)
        for k in 1...10 { b.move(1.0 + Double(k) * 0.05, y: 66 + Double(k % 2)) }
        b.up(1.6, y: 66)
        b.mark(1.9, "intent:tap")
        b.down(2.0, y: 110)
        b.up(2.1, y: 110)
        return try SweepTrace(bytes: Array(b.text(until: 3).utf8), name: "held")
    }

    static func score(_ filters: [InputFilter]) throws -> SweepScore {
        var trace = try corpus()
        trace.imposedFilters = filters
        return try #require(try TuningSweep.run([trace], longPress: [0.3], movement: [10]).results.first).score
    }

    @Test func aLatePressKeepsItsIntentAndADroppedTapIsALostTap() throws {
        let raw = try Self.score([])
        #expect(raw.correct == 2 && raw.errors == 0 && raw.ignored == 0)
        var skip = InputFilter(module: .skip)
        skip.nhead = 1
        skip.ntail = 0
        let skipped = try Self.score([skip])
        #expect(skipped.correct == 1, "the reorder press, begun at its first move, lifts")
        #expect(skipped.lostTaps == 1 && skipped.ignored == 0, "the tap never reached the engine")
        #expect(skipped.labelled == 2)
    }
}
