import ReorderKit
import ReorderTrace

/// The rows every study uses: 40 groceries with unique names (so a task reads unambiguously),
/// mixed heights, all movable. Built in, so every study, participant and block starts from the
/// same list; ids `s0`...`s39` in the initial order.
public enum StudyList {
    public static let names = [
        "Milk", "Eggs", "Tea", "Coffee", "Bread", "Butter", "Cheese", "Rice", "Pasta", "Flour",
        "Sugar", "Salt", "Honey", "Jam", "Oats", "Apples", "Pears", "Plums", "Grapes", "Lemons",
        "Limes", "Figs", "Dates", "Kale", "Spinach", "Carrots", "Onions", "Garlic", "Leeks", "Beans",
        "Peas", "Lentils", "Olives", "Yogurt", "Cream", "Tofu", "Noodles", "Cocoa", "Cereal", "Mustard",
    ]

    /// The heights' seed: fixed, so the list is part of the program, not of a study.
    static let heightSeed: UInt64 = 12
    /// Heights in whole points from 44 (UIKit's default row height, a comfortable touch target) to
    /// 120 (a tall card), drawn uniformly.
    static let heights = 44...120

    public static let rows: [Row] = {
        var random = SplitMix64(seed: heightSeed)
        return names.enumerated().map { index, name in
            let span = UInt64(heights.count)
            return Row(id: "s\(index)", height: Double(heights.lowerBound + Int(random.next() % span)), label: name)
        }
    }()

    public static var contentHeight: Double { rows.reduce(0) { $0 + $1.height } }

    /// Far reorders and scrolls need the list to be several screens long: a viewport taller than
    /// this leaves no room for a target 1.5 viewports from every row.
    public static var maximumViewportHeight: Double { (contentHeight / 3.5).rounded(.down) }

    static func label(_ id: String) -> String {
        rows.first { $0.id == id }?.label ?? id
    }
}
