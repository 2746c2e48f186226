import Testing
@testable import ReorderStudy

@Suite struct MedianTests {
    @Test func anOddCountTakesTheMiddleValueWhateverTheOrder() {
        #expect(median([3, 1, 2]) == 2)
        #expect(median([9.5]) == 9.5)
    }

    @Test func anEvenCountTakesTheMeanOfTheTwoMiddleValues() {
        // sorted 1, 2, 4, 10: (2 + 4) / 2
        #expect(median([10, 2, 1, 4]) == 3)
    }

    @Test func noValuesHaveNoMedian() {
        #expect(median([]) == nil)
    }
}
