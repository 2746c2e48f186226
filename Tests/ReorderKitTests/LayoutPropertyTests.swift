import Testing
@testable import ReorderKit
@testable import ReorderTrace

/// Seeded random streams over sections and grids, as `EnginePropertyTests` does for the list: no row
/// is lost or duplicated, sections keep what their rule promises, and the same inputs always give
/// the same state.
@Suite struct LayoutPropertyTests {
    static let sections = [Section(id: "a"), Section(id: "empty"), Section(id: "b", headerHeight: 50), Section(id: "c"), Section(id: "last")]
    static let sectionRows: [Row] = {
        let heights: [Double] = [44, 120, 30, 200, 44, 88, 30, 60, 44, 150, 12.5, 44]
        let sectionOf = ["a", "a", "a", "b", "b", "b", "b", "c", "c", "c", "c", "c"]
        return heights.indices.map { Row(id: "r\($0)", height: heights[$0], section: sectionOf[$0]) }
    }()

    static func sectionEngine(_ rule: CrossSection, _ mode: ReorderMode) -> SectionEngine {
        var tuning = Tuning()
        tuning.crossSection = rule
        tuning.reorderMode = mode
        return SectionEngine(sections: sections, rows: sectionRows, viewport: Size(width: 320, height: 480), tuning: tuning)
    }

    static func grid(_ direction: ScrollAxis, _ mode: ReorderMode) -> GridEngine {
        var tuning = Tuning()
        tuning.reorderMode = mode
        let widths: [Double] = [60, 150, 100, 210, 80, 44], heights: [Double] = [100, 60, 140, 44]
        let rows = (0..<60).map { Row(id: "t\($0)", height: heights[$0 % 4], width: widths[$0 % 6]) }
        return GridEngine(rows: rows, grid: GridStyle(inset: 8, itemSpacing: 6, lineSpacing: 4, scrollDirection: direction),
                          viewport: Size(width: 320, height: 480), tuning: tuning)
    }

    static func membership(_ engine: SectionEngine) -> [String: String] {
        var of: [String: String] = [:]
        for section in engine.layout.sectionRowIDs { for id in section.rows { of[id] = section.id } }
        return of
    }

    @Test(arguments: [(CrossSection.move, ReorderMode.insert), (.swap, .insert), (.none, .insert), (.move, .swap), (.none, .swap)])
    func sectionsKeepEveryRowAndTheirRule(rule: CrossSection, mode: ReorderMode) {
        let ids = Set(Self.sectionRows.map(\.id))
        var drops = 0, across = 0
        for seed in 0..<60 as Range<UInt64> {
            var engine = Self.sectionEngine(rule, mode)
            let sizes = engine.layout.sectionRowIDs.map(\.rows.count)
            let home = Self.membership(engine)
            for event in EnginePropertyTests.randomInputs(seed: seed, count: 400) {
                engine.handle(event)
                for report in engine.takeOutput() {
                    guard case .dropped(_, let from, let to, _, let fromSection, let toSection) = report.event, from != to || fromSection != toSection else { continue }
                    drops += 1
                    if fromSection != toSection { across += 1 }
                }
            }
            engine.finish()
            let order = engine.order, bySection = engine.layout.sectionRowIDs
            #expect(Set(order) == ids && order.count == ids.count, "seed \(seed)")
            #expect(bySection.flatMap(\.rows) == order, "seed \(seed): sections and order disagree")
            if rule == .swap || mode == .swap { #expect(bySection.map(\.rows.count) == sizes, "seed \(seed): sizes changed") }
            if rule == .none { #expect(Self.membership(engine) == home, "seed \(seed): a row left its section") }
        }
        // The streams do reorder, and across sections where the rule lets them.
        #expect(drops > 20, "\(drops) drops")
        if rule != .none { #expect(across > 5, "\(across) drops across sections") } else { #expect(across == 0) }
    }

    @Test(arguments: [(ScrollAxis.vertical, ReorderMode.insert), (.horizontal, .insert), (.vertical, .swap)])
    func gridsKeepEveryItem(direction: ScrollAxis, mode: ReorderMode) {
        for seed in 0..<60 as Range<UInt64> {
            var engine = Self.grid(direction, mode)
            let ids = Set(engine.order)
            for event in EnginePropertyTests.randomInputs(seed: seed, count: 400) {
                engine.handle(event)
                _ = engine.takeOutput()
                if let blank = engine.layout.blank {
                    #expect(blank.position >= 0 && blank.position < engine.layout.count)
                }
            }
            engine.finish()
            #expect(Set(engine.order) == ids && engine.order.count == ids.count, "seed \(seed)")
        }
    }

    @Test func theSameStreamGivesTheSameStateHashTwice() {
        for seed in 100..<130 as Range<UInt64> {
            let inputs = EnginePropertyTests.randomInputs(seed: seed, count: 300)
            var hashes: [String] = []
            for _ in 0..<2 {
                var sections = Self.sectionEngine(.swap, .insert), grid = Self.grid(.horizontal, .insert)
                for event in inputs {
                    sections.handle(event)
                    grid.handle(event)
                }
                sections.finish()
                grid.finish()
                hashes.append(sections.stateHash + grid.stateHash)
            }
            #expect(hashes[0] == hashes[1], "seed \(seed)")
        }
    }
}
