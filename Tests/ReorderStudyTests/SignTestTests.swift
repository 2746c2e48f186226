import Testing
@testable import ReorderStudy

/// The exact two-sided sign test, against binomial tails worked out by hand.
@Suite struct SignTestTests {
    @Test func fiveOfFiveOneWayIsTwiceOneThirtySecond() {
        // P(X <= 0) = 1/32; two-sided: 2/32.
        #expect(abs(signTestP(plus: 5, minus: 0) - 0.0625) < 1e-12)
        #expect(abs(signTestP(plus: 0, minus: 5) - 0.0625) < 1e-12)
    }

    @Test func fourteenOfEighteenIsTheContractsExample() {
        // C(18,0..4) = 1 + 18 + 153 + 816 + 3060 = 4048; 2 * 4048 / 2^18 = 0.0308837890625.
        #expect(abs(signTestP(plus: 14, minus: 4) - 0.0308837890625) < 1e-12)
    }

    @Test func sixWithOneTheOtherWay() {
        // 2 * (1 + 6) / 64
        #expect(abs(signTestP(plus: 1, minus: 5) - 0.21875) < 1e-12)
    }

    @Test func anEvenSplitOrNothingIsOne() {
        #expect(signTestP(plus: 3, minus: 3) == 1)
        #expect(signTestP(plus: 0, minus: 0) == 1)
    }

    @Test func smallCountsAreExact() {
        #expect(signTestP(plus: 6, minus: 0) == 0.03125)
        #expect(signTestP(plus: 14, minus: 4) == 0.0308837890625)
    }

    @Test func thousandsOfPairsNeitherOverflowNorGoNaN() {
        // Either side of the switch to logarithms (above 1000 pairs) agrees.
        #expect(abs(signTestP(plus: 520, minus: 480) - signTestP(plus: 521, minus: 480)) < 0.02)
        #expect(abs(signTestP(plus: 500, minus: 500) - 1) < 1e-9 && abs(signTestP(plus: 501, minus: 500) - 1) < 1e-9)
        let p = signTestP(plus: 3000, minus: 0)
        #expect(p >= 0 && p < 1e-300)
        #expect(abs(signTestP(plus: 1500, minus: 1500) - 1) < 1e-9)
    }
}
