import Testing

/// The error of type `E` that `body` throws, or nil if it returns. (Closures infer `any Error`
/// unless told otherwise, so the type is given.)
public func failure<E: Error>(_ type: E.Type, _ body: () throws -> Void) -> E? {
    do {
        try body()
        return nil
    } catch let error as E {
        return error
    } catch {
        Issue.record("expected \(E.self), got \(error)")
        return nil
    }
}
