import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import reorder_bench

/// The list's edits in place (`ListLayout+Edits`) against the rebuild every other layout does: the
/// benchmark's `LinearScanLayout` is edited by `RowEdits` and rebuilt, so the same session with an
/// edit a second must emit the same events and end in the same state on both.
@Suite struct EditSessionBenchTests {
    @Test(arguments: [40, 400])
    func editsInPlaceEmitWhatTheRebuildEmits(rows: Int) {
        let script = GestureScript(events: 40_000, seed: 0x5EED_2024, viewport: Size(width: 480, height: 800))
        let events = SizeBench.withEdits(script.events, rows: rows)
        let list = DemoList.rows(count: rows, seed: SizeBench.listSeed)
        var inPlace = Engine(rows: list, viewport: script.viewport)
        var rebuilt = ReorderEngine<LinearScanLayout>(rows: list, viewport: script.viewport)
        var differences: [String] = []
        for (i, event) in events.enumerated() {
            inPlace.handle(event)
            rebuilt.handle(event)
            let a = inPlace.takeOutput(), b = rebuilt.takeOutput()
            if a != b, differences.count < 5 { differences.append("event \(i) \(event): \(a) vs \(b)") }
        }
        #expect(events.count { if case .edit = $0.event { true } else { false } } > 100)
        #expect(differences.isEmpty, "\(differences)")
        #expect(inPlace.stateHash == rebuilt.stateHash && inPlace.order == rebuilt.order)
    }
}
