import Testing
@testable import ReorderKit

/// A new session's defaults and the format's (what a file means by a name it does not give).
@Suite struct TuningDefaultsTests {
    /// Names whose value differs between two tunings, in table order.
    static func differences(_ a: Tuning, _ b: Tuning) -> [String] {
        Tuning.parameters.filter { $0.value(in: a) != $0.value(in: b) }.map(\.name)
    }

    @Test func onlyPanStartMeansOtherThanANewSessionWhenAFileLeavesItOut() {
        // Every other name added since the first traces did, when absent, what its default does now.
        #expect(Self.differences(Tuning.formatDefault(for: .list), Tuning()) == ["panStart"])
        #expect(Tuning.formatDefault(for: .list).panStart == .down, "every recording before panStart existed")
        #expect(Tuning.sessionDefault(for: .list) == Tuning())
        #expect(Tuning().panStart == .slop, "new sessions: no jump when a pan starts")
    }

    @Test func aGridMeansTheCollectionLookAndSpringInBoth() {
        let grid = LayoutSpec.grid(GridStyle(inset: 10, itemSpacing: 10, lineSpacing: 10))
        for tuning in [Tuning.sessionDefault(for: grid), Tuning.formatDefault(for: grid)] {
            #expect(tuning.dragStyle == .collection && tuning.dropAnimationSeconds == 0.4)
        }
        #expect(Self.differences(Tuning.formatDefault(for: grid), Tuning.sessionDefault(for: grid)) == ["panStart"])
        let sections = LayoutSpec.sections(headerHeight: nil, sections: [Section(id: "s")])
        #expect(Tuning.formatDefault(for: sections) == Tuning.formatDefault(for: .list))
    }

    @Test func theTableShowsEachNamesFormatDefault() {
        let rows = Tuning.markdownTable.split(separator: "\n")
        #expect(rows.first == "| name | default | format default | unit | why |")
        #expect(rows.contains { $0.hasPrefix("| `panStart` | `slop` | `down` |") })
        #expect(rows.contains { $0.hasPrefix("| `flickMaximumSpeed` | 8000 | 8000 |") })
    }
}
