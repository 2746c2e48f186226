import Testing

extension Tag {
    /// A test that takes seconds, not milliseconds. Swift 6.3's `swift test --skip` matches names, not
    /// tags, so slow suites are also named `...SlowTests`: `swift test --skip SlowTests` leaves them out.
    @Tag public static var slow: Self
}
