import ReorderKit

/// The built-in generated list: the same rows for the same `(count, seed)` on every machine.
public enum DemoList {
    /// Heights in points, from a 44 pt standard row (UIKit's default row height) to tall cards,
    /// so the placement rules meet mixed heights everywhere.
    static let heights: [Double] = [44, 44, 44, 60, 60, 88, 120]
    static let words = ["Milk", "Eggs", "Bread", "Tea", "Rice", "Figs", "Kale", "Plums", "Honey", "Oats", "Limes", "Beans"]

    /// Every 20th row on average is not movable (marked in the window), so that rule is exercised.
    public static func rows(count: Int, seed: UInt64) -> [Row] {
        var random = SplitMix64(seed: seed)
        var rows: [Row] = []
        rows.reserveCapacity(count)
        for index in 0..<count {
            let r = random.next()
            let height = heights[Int(r % UInt64(heights.count))]
            let word = words[Int((r >> 8) % UInt64(words.count))]
            let movable = (r >> 16) % 20 != 0
            // Ids and labels stay within 15 UTF-8 bytes, Swift's inline small-string size, so a
            // million rows allocate no string storage.
            let number = String(index)
            rows.append(Row(id: "r" + number, height: height, movable: movable, label: word + " " + number))
        }
        return rows
    }
}

/// A small, fast, seedable generator (Steele, Lea and Flood's SplitMix64), always from a seed the
/// caller gives: the demo list's rows, the benchmark's gesture script, the tests' random inputs. The
/// engine itself uses no randomness at all.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
