import Testing
@testable import ReorderKit

/// Values the format accepts, however extreme, never trap a grid or a sectioned engine: items and
/// rows of 1e-300 and 1e300 pt, viewports of 5 pt and 1e19 pt, insets of 1e300, pointers at
/// ±1e300, a resize that turns the viewport round mid-drag. (The window's own extremes are
/// `WindowExtremeValuesSlowTests`.)
@Suite struct LayoutExtremeValuesTests {
    static let lengths = [1e-300, 5, 1e300]
    static let viewports = [Size(width: 5, height: 5), Size(width: 400, height: 600), Size(width: 1e19, height: 1e300)]
    static let points = [Point(x: 1, y: 1), Point(x: 50, y: 50), Point(x: 1e300, y: 1e300), Point(x: -1e300, y: 3)]

    func gesture<Layout>(_ engine: ReorderEngine<Layout>) -> ReorderEngine<Layout> {
        let driver = EngineDriver(engine)
        for start in Self.points {
            driver.lift(at: start)
            for point in Self.points { driver.glide(to: point, steps: 2) }
            driver.send(.resize(Size(width: driver.engine.viewport.height, height: driver.engine.viewport.width)))
            driver.drop()
        }
        driver.engine.finish()
        return driver.engine
    }

    @Test(arguments: [ScrollAxis.vertical, .horizontal])
    func gridsKeepEveryItem(direction: ScrollAxis) {
        for width in Self.lengths {
            for height in Self.lengths {
                for viewport in Self.viewports {
                    for inset in [0, 1e300] {
                        let rows = (0..<8).map { Row(id: "r\($0)", height: $0 % 3 == 0 ? height : width, width: $0 % 2 == 0 ? width : height) }
                        let style = GridStyle(inset: inset, itemSpacing: inset, lineSpacing: inset, scrollDirection: direction)
                        let engine = gesture(GridEngine(rows: rows, grid: style, viewport: viewport))
                        #expect(engine.order.sorted() == rows.map(\.id).sorted(), "\(width) x \(height) in \(viewport), inset \(inset)")
                        _ = engine.visibleRows(limit: 100)
                    }
                }
            }
        }
    }

    @Test func sectionsKeepEveryRow() {
        for height in Self.lengths {
            for header in Self.lengths {
                for viewport in Self.viewports {
                    let sections = [Section(id: "a"), Section(id: "b", headerHeight: header), Section(id: "c")]
                    let rows = (0..<8).map { Row(id: "r\($0)", height: $0 % 2 == 0 ? height : 44, section: $0 < 3 ? "a" : "c") }
                    for rule in CrossSection.allCases {
                        var tuning = Tuning()
                        tuning.crossSection = rule
                        let engine = gesture(SectionEngine(sections: sections, rows: rows, headerHeight: header, viewport: viewport, tuning: tuning))
                        #expect(engine.order.sorted() == rows.map(\.id).sorted(), "\(height), header \(header), \(viewport), \(rule)")
                        #expect(engine.layout.sectionRowIDs.flatMap(\.rows) == engine.order)
                        _ = engine.visibleRows(limit: 100)
                    }
                }
            }
        }
    }
}
