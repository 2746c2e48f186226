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

/// The window's demo content for each layout (`reorder-lab --layout`): the rows of the demo list
/// in sections, and grid items. Same `(count, seed)`, same items, on every machine.
extension DemoList {
    /// A shopping list's aisles, one empty ("Later") to drop into.
    public static let sections: [Section] = [
        Section(id: "fruit", title: "Fruit"), Section(id: "veg", title: "Vegetables"), Section(id: "dairy", title: "Dairy"),
        Section(id: "later", title: "Later (empty: drop a row here)"), Section(id: "bakery", title: "Bakery"),
        Section(id: "pantry", title: "Pantry"),
    ]

    /// The demo rows, in `sections` in turn, a run of rows each (none in "later").
    public static func sectionedRows(count: Int, seed: UInt64) -> [Row] {
        let filled = sections.filter { $0.id != "later" }
        let perSection = max(1, (count + filled.count - 1) / filled.count)
        return rows(count: count, seed: seed).enumerated().map { index, row in
            var row = row
            row.section = filled[min(index / perSection, filled.count - 1)].id
            return row
        }
    }

    /// Widths of grid items, points: mostly one 100 pt tile, some one and a half or two wide, so the
    /// flow's lines break differently as the blank moves (the mixed grid's placement rule at work).
    static let tileWidths: [Double] = [100, 100, 100, 100, 150, 210]

    /// `count` items for a grid, `height` points tall, of mixed widths (`uniform`: all `height` wide),
    /// labelled "App N"; every 20th on average cannot move, as in the list.
    public static func gridItems(count: Int, seed: UInt64, height: Double = 100, uniform: Bool = false) -> [Row] {
        var random = SplitMix64(seed: seed)
        var items: [Row] = []
        items.reserveCapacity(count)
        for index in 0..<count {
            let r = random.next()
            let width = uniform ? height : tileWidths[Int(r % UInt64(tileWidths.count))]
            let number = String(index)
            items.append(Row(id: "i" + number, height: height, movable: (r >> 16) % 20 != 0, label: "App " + number, width: width))
        }
        return items
    }
}
