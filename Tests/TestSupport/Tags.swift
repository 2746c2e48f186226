import Testing

extension Tag {
    /// A test that takes seconds, not milliseconds: `swift test --skip tag:slow` leaves them out.
    @Tag public static var slow: Self
}
