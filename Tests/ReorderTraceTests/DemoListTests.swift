import Testing
@testable import ReorderTrace

/// The built-in generated list: the same rows for the same seed.
@Suite struct DemoListTests {
    @Test func demoListsAreTheSameForTheSameSeed() {
        let a = DemoList.rows(count: 1000, seed: 42), b = DemoList.rows(count: 1000, seed: 42)
        #expect(a == b)
        #expect(a != DemoList.rows(count: 1000, seed: 43))
        #expect(Set(a.map(\.id)).count == 1000)
        #expect(Set(a.map(\.height)).count > 3)  // mixed heights
        #expect(a.contains { !$0.movable })
    }
}
