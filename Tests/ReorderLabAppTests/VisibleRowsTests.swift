import ReorderKit
import Testing
@testable import ReorderLabApp

/// The rows the list asks the engine for each frame: what the window shows, however large the
/// trace's viewport or however thin its rows.
@Suite struct VisibleRowsTests {
    @Test func onlyTheRowsInTheWindowAreAskedFor() {
        // A ten-thousand-row list in a viewport 1e19 pt tall is every row; a window 800 pt tall shows 19.
        let rows = (0..<10_000).map { Row(id: "r\($0)", height: 44) }
        let engine = Engine(rows: rows, viewport: Size(width: 480, height: 1e19))
        #expect(engine.visibleRows().count == 10_000)
        #expect(engine.visibleRows(height: 800).map(\.slot) == Array(0..<19))
    }

    @Test func rowsThinnerThanAPixelAreSkipped() {
        // 10,000 rows of 1e-300 pt all lie within the first pixel: one is asked for, not 10,000.
        let thin = (0..<10_000).map { Row(id: "t\($0)", height: 1e-300) } + [Row(id: "tall", height: 44)]
        let engine = Engine(rows: thin, viewport: Size(width: 480, height: 800))
        #expect(engine.visibleRows().count == 10_001)
        #expect(engine.visibleRows(height: 800, spacing: 1).map(\.row.id) == ["t0", "tall"])
        // Rows of a pixel or more are all there.
        let plain = Engine(rows: (0..<100).map { Row(id: "p\($0)", height: 5) }, viewport: Size(width: 480, height: 800))
        #expect(plain.visibleRows(height: 800, spacing: 1) == plain.visibleRows())
    }
}
