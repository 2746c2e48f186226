import Testing
@testable import ReorderText

/// The one decimal formatter the tools share (info's times, import-evemu's duration, tune's and the
/// benchmark's figures, the window's HUD): exact where a Double can be, total everywhere.
@Suite struct NumberTextTests {
    @Test func decimalsAreRoundedHalfAwayFromZeroAndPadded() {
        #expect(2.2.fixed(3) == "2.200")
        #expect(0.0005.fixed(3) == "0.001")
        #expect((-2.5).fixed(0) == "-3")
        #expect(1234.5.fixed(2) == "1234.50")
        #expect(0.05.fixed(1) == "0.1")
        #expect(7.0.fixed(0) == "7")
    }

    @Test func aNegativeThatRoundsToZeroHasNoSign() {
        #expect((-0.0004).fixed(3) == "0.000")
        #expect((-0.0).fixed(2) == "0.00")
    }

    /// import-evemu formatted its duration through Int(seconds * 1000), which traps above 9.2e15 s.
    @Test func numbersBeyondFifteenDigitsAreTheirShortestTextNotATrap() {
        #expect(1e16.fixed(3) == "1e+16")
        #expect(9.3e15.fixed(3) == "9.3e+15")
        #expect(Double.greatestFiniteMagnitude.fixed(3) == "1.7976931348623157e+308")
        #expect((-Double.greatestFiniteMagnitude).fixed(0) == "-1.7976931348623157e+308")
        #expect(999_999_999_999.5.fixed(3) == "999999999999.500")
        #expect(1e12.fixed(3) == "1000000000000", "1e15 once scaled: past 15 exact digits, so no decimals")
    }

    @Test func notFiniteIsSaidAsSuch() {
        #expect(Double.infinity.fixed(2) == "inf")
        #expect((-Double.infinity).fixed(2) == "-inf")
        #expect(Double.nan.fixed(2) == "nan")
        #expect(Double.nan.exactDecimals(2) == nil)
    }

    @Test func exactDecimalsLeaveTheRestToTheCaller() {
        #expect(2.5.exactDecimals(1) == "2.5")
        #expect(2.5.exactDecimals(16) == nil)
        #expect(1e15.exactDecimals(0) == nil)
        #expect(999_999_999_999_999.0.exactDecimals(0) == "999999999999999")
    }
}
