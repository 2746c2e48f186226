import ReorderKit
import ReorderTrace

/// The longest list a target goes on to build and replay. The formats allow ten million rows from
/// a few bytes (`"demo":{"count":10000000}`), and a list of a few million takes longer than
/// libFuzzer's 10 s for one input under AddressSanitizer (found so: a 2,811,000-row demo, kept in
/// Regressions/list). Longer lists are read and checked, not replayed: the engine's tests and
/// `reorder-bench` cover lists of a million rows.
enum RowBudget {
    static let rows = 100_000

    static func allows(_ rows: RowSource) -> Bool {
        if case .demo(let count, _) = rows { return count <= Self.rows }
        return true
    }
}
