import Testing
@testable import ReorderStudy

/// When a comparison names a side: the interval must exclude 0 and the sign test agree.
@Suite struct PairedComparisonTests {
    @Test func fourPairsAreNotEnoughWhateverTheySay() {
        let c = PairedComparison(differences: [-1, -1, -1, -1])
        #expect(c.verdict == .notEnoughPairs && c.difference == nil && c.interval == nil && c.signTestP == nil)
        #expect(c.aLower == 4 && c.pairs == 4)
    }

    @Test func sixPairsAllOneWayNameThatSide() {
        // Every difference -0.5: median -0.5, interval [-0.5, -0.5], sign test 2/64 = 0.03125.
        let c = PairedComparison(differences: Array(repeating: -0.5, count: 6))
        #expect(c.difference == -0.5 && c.interval == BootstrapInterval(lower: -0.5, upper: -0.5))
        #expect(abs(c.signTestP! - 0.03125) < 1e-12)
        #expect(c.verdict == .aLower)
        #expect(PairedComparison(differences: Array(repeating: 0.5, count: 6)).verdict == .bLower)
    }

    @Test func fiveOfFiveIsAnIntervalWithoutZeroButNotASignTest() {
        // 5 of 5: p = 0.0625, not below 0.05: no side is named although the interval is [-1, -1].
        let c = PairedComparison(differences: Array(repeating: -1, count: 5))
        #expect(c.interval!.excludesZero)
        #expect(c.verdict == .noClearDifference)
    }

    @Test func differencesBothWaysAreNoClearDifference() {
        let c = PairedComparison(differences: [-1, 1, -0.5, 0.5, 0, -0.2, 0.3])
        #expect(c.aLower == 3 && c.bLower == 3 && c.ties == 1)
        #expect(c.signTestP == 1)
        #expect(c.verdict == .noClearDifference)
    }
}
