/// Block orders balanced for first-order carry-over (Williams 1949): every condition comes first
/// equally often, and follows every other condition equally often. For n conditions the square has
/// n rows when n is even; for odd n one square cannot balance it, and its n rows are followed by
/// their mirror images (2n rows).
public enum LatinSquare {
    /// The rows, each a permutation of 0..<n. Row 0 is 0, 1, n-1, 2, n-2, ...; row r adds r to each
    /// entry (mod n).
    public static func williams(_ n: Int) -> [[Int]] {
        precondition(n >= 1, "a square of no conditions")
        var first: [Int] = []
        var low = 0, high = n - 1, takeLow = true
        // 0, then alternately from the bottom and the top: 0, 1, n-1, 2, n-2, ...
        first.append(0)
        low = 1
        while first.count < n {
            if takeLow { first.append(low); low += 1 } else { first.append(high); high -= 1 }
            takeLow.toggle()
        }
        let square = (0..<n).map { r in first.map { ($0 + r) % n } }
        return n % 2 == 0 ? square : square + square.map { $0.reversed() }
    }

    /// Participant `index` (1-based) takes row (index - 1) mod rows.
    public static func order<T>(of items: [T], participant index: Int) -> [T] {
        let rows = williams(items.count)
        let row = rows[((index - 1) % rows.count + rows.count) % rows.count]
        return row.map { items[$0] }
    }
}
