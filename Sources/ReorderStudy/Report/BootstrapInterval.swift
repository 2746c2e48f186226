import ReorderTrace

/// A percentile bootstrap 95% interval of a median or a mean (Efron and Tibshirani, "An
/// Introduction to the Bootstrap", 1993, ch. 13): the values resampled with replacement
/// `resamples` times, the statistic of each, and the 2.5th and 97.5th percentiles of those. It assumes nothing about
/// the shape of task times (skewed, with slow outliers); with few values it is too narrow, which
/// the report answers by asking for 5 pairs and a sign test before it claims a difference.
public struct BootstrapInterval: Equatable, Sendable {
    public var lower: Double
    public var upper: Double

    public init(lower: Double, upper: Double) {
        self.lower = lower
        self.upper = upper
    }

    /// 2000 resamples: enough that the 2.5% tails rest on 50 medians each (Efron and Tibshirani
    /// suggest 1000 or more for percentile intervals).
    public static let resamples = 2000
    /// Any fixed number: every interval starts its own generator from it, so the report is the
    /// same on every run and an interval does not depend on which other conditions were read.
    public static let seed: UInt64 = 0x5EED_0012

    /// nil for no values.
    public static func ofMedian(_ values: [Double], resamples: Int = resamples, seed: UInt64 = seed) -> BootstrapInterval? {
        of(values, { median($0)! }, resamples: resamples, seed: seed)
    }

    /// nil for no values.
    public static func ofMean(_ values: [Double], resamples: Int = resamples, seed: UInt64 = seed) -> BootstrapInterval? {
        of(values, mean, resamples: resamples, seed: seed)
    }

    static func of(_ values: [Double], _ statistic: ([Double]) -> Double, resamples: Int, seed: UInt64) -> BootstrapInterval? {
        guard !values.isEmpty, resamples > 0 else { return nil }
        var random = SplitMix64(seed: seed)
        var sample = [Double](repeating: 0, count: values.count)
        var statistics: [Double] = []
        statistics.reserveCapacity(resamples)
        for _ in 0..<resamples {
            for i in sample.indices {
                // The modulo's bias is below count / 2^64: nothing a study's few hundred tasks can show.
                sample[i] = values[Int(random.next() % UInt64(values.count))]
            }
            statistics.append(statistic(sample))
        }
        return percentiles(statistics.sorted())
    }

    /// The 2.5th and 97.5th percentiles of sorted values by nearest rank: of 2000, the 50th and the 1950th.
    static func percentiles(_ sorted: [Double]) -> BootstrapInterval {
        func rank(_ p: Double) -> Int { min(sorted.count, max(1, Int((p * Double(sorted.count)).rounded(.up)))) }
        return BootstrapInterval(lower: sorted[rank(0.025) - 1], upper: sorted[rank(0.975) - 1])
    }

    /// Whether 0 lies outside the interval (a difference the interval supports).
    public var excludesZero: Bool { lower > 0 || upper < 0 }
}
