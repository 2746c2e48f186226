import Dispatch
import Synchronization
import ReorderTrace

/// One point of the grid.
public struct SweepPair: Equatable, Sendable {
    public var longPressSeconds: Double
    public var allowableMovement: Double

    public init(longPressSeconds: Double, allowableMovement: Double) {
        self.longPressSeconds = longPressSeconds
        self.allowableMovement = allowableMovement
    }
}

public struct SweepResult: Equatable, Sendable {
    public var pair: SweepPair
    /// Summed over every trace of the corpus.
    public var score: SweepScore
}

/// The results in grid order (long press major, then movement, both ascending) and the pair to use.
public struct SweepReport: Equatable, Sendable {
    public var longPress: [Double]
    public var movement: [Double]
    public var results: [SweepResult]
    /// Engine inputs replayed in all: for the throughput figure.
    public var eventsReplayed: Int

    /// Fewest errors; ties go to the shortest press (a quicker lift), then to the smallest movement
    /// (the stricter pan threshold). None when no labelled press was decided under any pair: zero
    /// errors out of nothing recommends nothing.
    public var best: SweepResult? {
        guard results.contains(where: { $0.score.decided > 0 }) else { return nil }
        return results.min { a, b in
            (a.score.errors, a.pair.longPressSeconds, a.pair.allowableMovement)
                < (b.score.errors, b.pair.longPressSeconds, b.pair.allowableMovement)
        }
    }

    /// Labelled downs in the corpus: the same under every pair (each lands in one count).
    public var labelledPresses: Int { results.first?.score.labelled ?? 0 }

    public func result(longPressSeconds: Double, allowableMovement: Double) -> SweepResult? {
        results.first { $0.pair == SweepPair(longPressSeconds: longPressSeconds, allowableMovement: allowableMovement) }
    }
}

/// Replays every trace under every (longPressSeconds, allowableMovement) pair and scores the
/// engine's decisions against the marked intents.
public enum TuningSweep {
    /// Larger grids are refused as typos: a million pairs replays the corpus a million times, and the
    /// results alone (about 100 bytes a pair) take 100 MB.
    public static let maximumPairs = 1_000_000

    /// `workers` threads share the pairs (pair i goes to worker i % workers: neighbouring pairs cost
    /// about the same, so interleaving balances the load without a shared counter). Each worker
    /// streams every trace through its pairs' engines, `SweepTrace.pairsPerPass` at a time. The report
    /// does not depend on the number of workers or on scheduling: each pair's score is a pure
    /// function of the traces, and results are put back in grid order. A trace that fails to read
    /// now (changed since it was checked) throws.
    public static func run(_ traces: [SweepTrace], longPress: [Double], movement: [Double],
                           workers: Int = 2) throws(TraceError) -> SweepReport {
        let pairs = longPress.flatMap { l in movement.map { m in SweepPair(longPressSeconds: l, allowableMovement: m) } }
        let workers = max(1, min(workers, pairs.count))
        let collected = Mutex(Collected(count: pairs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let mine = Array(stride(from: worker, to: pairs.count, by: workers))
            var totals = [SweepScore](repeating: SweepScore(), count: mine.count)
            do throws(TraceError) {
                for trace in traces {
                    for start in stride(from: 0, to: mine.count, by: trace.pairsPerPass) {
                        let part = mine[start..<min(start + trace.pairsPerPass, mine.count)]
                        let scores = try trace.score(part.map { pairs[$0] })
                        for (k, score) in scores.enumerated() { totals[start + k].merge(score) }
                    }
                }
            } catch {
                collected.withLock { if $0.failure == nil { $0.failure = error } }
                return
            }
            collected.withLock { for (index, score) in zip(mine, totals) { $0.slots[index] = score } }
        }
        let (scores, failure) = collected.withLock { ($0.slots, $0.failure) }
        if let failure { throw failure }
        let results = pairs.indices.map { SweepResult(pair: pairs[$0], score: scores[$0]) }
        let eventsPerPair = traces.reduce(0) { $0 + $1.eventCount }
        return SweepReport(longPress: longPress, movement: movement, results: results,
                           eventsReplayed: eventsPerPair * pairs.count)
    }

    /// Where workers leave their scores: each stores once, by grid index, and the first failure.
    private struct Collected: Sendable {
        var slots: [SweepScore]
        var failure: TraceError?

        init(count: Int) { slots = Array(repeating: SweepScore(), count: count) }
    }
}
