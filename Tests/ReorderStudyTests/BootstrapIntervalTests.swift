import Testing
@testable import ReorderStudy

@Suite struct BootstrapIntervalTests {
    @Test func thePercentilesOfTwoThousandMediansAreTheFiftiethAndTheNineteenHundredFiftieth() {
        let sorted = (1...2000).map(Double.init)
        #expect(BootstrapInterval.percentiles(sorted) == BootstrapInterval(lower: 50, upper: 1950))
    }

    @Test func identicalValuesHaveAnIntervalOfThatValue() {
        #expect(BootstrapInterval.ofMedian([2.5, 2.5, 2.5, 2.5]) == BootstrapInterval(lower: 2.5, upper: 2.5))
        #expect(BootstrapInterval.ofMedian([7]) == BootstrapInterval(lower: 7, upper: 7))
        #expect(BootstrapInterval.ofMedian([]) == nil)
    }

    @Test func twoValuesGiveAnIntervalFromOneToTheOther() {
        // A resample of {1, 3} has median 1 (both 1: a quarter of resamples), 2 (half) or 3 (a
        // quarter): of 2000, some 500 are 1 and 500 are 3, far beyond the 50 each tail needs.
        #expect(BootstrapInterval.ofMedian([1, 3]) == BootstrapInterval(lower: 1, upper: 3))
    }

    @Test func theIntervalIsTheSameOnEveryRunAndHoldsTheMedian() {
        let times = [2.1, 2.4, 1.9, 3.8, 2.2, 2.0, 2.6, 2.3, 5.0, 2.2]
        let first = BootstrapInterval.ofMedian(times)!, second = BootstrapInterval.ofMedian(times)!
        #expect(first == second)
        // sorted: 1.9 2.0 2.1 2.2 2.2 | 2.3 2.4 2.6 3.8 5.0: median 2.25
        #expect(first.lower <= 2.25 && 2.25 <= first.upper)
        #expect(first.lower >= 1.9 && first.upper <= 5.0)
        #expect(first.lower < first.upper)
    }

    @Test func theMeansIntervalOfErrorsThatAreMostlyNone() {
        // Twelve pairs, one error fewer in six: mean -0.5. A resample's mean is -k/12 for the k
        // draws of -1 (binomial 12, 1/2): 0 only with chance 1/4096, so the interval stays below 0,
        // where the median's, a tie at half the resamples, reaches 0.
        let differences = Array(repeating: -1.0, count: 6) + Array(repeating: 0.0, count: 6)
        let mean = BootstrapInterval.ofMean(differences)!
        #expect(mean.upper < 0 && mean.lower >= -1 && mean.lower < -0.5)
        #expect(BootstrapInterval.ofMedian(differences)!.upper == 0)
    }

    @Test func anotherSeedDrawsOtherResamples() {
        let times = (0..<15).map { Double($0 * $0 % 11) }
        let intervals = Set((1...6).map { seed in BootstrapInterval.ofMedian(times, resamples: 40, seed: UInt64(seed)).map { "\($0.lower) \($0.upper)" }! })
        #expect(intervals.count > 1, "the seed reaches the generator")
    }
}
