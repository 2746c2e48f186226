import Testing
@testable import ReorderKit

/// Issue 21 item 5's property: for 2,000 random (from, to) pairs, the keyboard path, the tap-to-move
/// path and a long-press drag end in the same order (the order's own move of one row) in a list and
/// a grid, and in sections in the same rows of the same sections; each key press moves the blank
/// exactly one slot (in sections one placement) with mixed row heights (44 to 600 pt).
@Suite struct EnginePathsAgreePropertyTests {
    struct Generator: RandomNumberGenerator {  // seeded: the same pairs on every run
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    /// `next`, `previous`: the keys of one slot (a grid's down and up cross a line).
    func byKeys<L>(_ driver: EngineDriver<L>, from: Int, to: Int, next: Key = .down, previous: Key = .up) {
        driver.key(.home)
        for _ in 0..<from { driver.key(next) }
        driver.key(.space)
        for n in 0..<abs(to - from) {
            driver.key(to > from ? next : previous)
            #expect(driver.engine.layout.blank?.position == from + (to > from ? n + 1 : -(n + 1)))
        }
        driver.key(.space)
        driver.wait(1)
        driver.send(.frame)
    }

    func expected(_ ids: [String], from: Int, to: Int) -> [String] {
        var ids = ids
        ids.insert(ids.remove(at: from), at: to)
        return ids
    }

    @Test func keyboardAndTapToMoveMakeTheDragsMoveInAList() {
        var random = Generator(state: 21)
        let heights = (0..<24).map { _ in Double(Int.random(in: 44...600, using: &random)) }
        var tuning = Tuning()
        tuning.keyboardReorder = true
        tuning.tapToMove = true
        for _ in 0..<2000 {
            let from = Int.random(in: 0..<24, using: &random), to = Int.random(in: 0..<24, using: &random)
            let keys = ListDriver(heights: heights, viewport: Size(width: 320, height: 700), tuning: tuning)
            let ids = keys.order
            byKeys(keys, from: from, to: to)
            #expect(keys.order == expected(ids, from: from, to: to))
            guard from != to else { continue }
            let taps = ListDriver(heights: heights, viewport: Size(width: 320, height: 700), tuning: tuning)
            tapToMove(taps, from: from, to: to)
            #expect(taps.order == keys.order)
            let drag = ListDriver(heights: heights, viewport: Size(width: 320, height: 16_000), tuning: tuning)
            longPressDrag(drag, heights: heights, from: from, to: to)
            #expect(drag.order == keys.order && drag.engine.drags == 1)
        }
    }

    /// A long press on the row at `from`, a drag that rests its top where the blank at `to` is drawn
    /// (the list without it, rows above `to` stacked), a release. The viewport holds the whole list,
    /// so nothing autoscrolls.
    func longPressDrag(_ driver: ListDriver, heights: [Double], from: Int, to: Int) {
        var rest = heights
        rest.remove(at: from)
        let top = rest.prefix(to).reduce(0, +), grab = heights[from] / 2
        driver.lift(at: Point(x: 100, y: heights.prefix(from).reduce(0, +) + grab))
        driver.glide(toY: top + grab)
        driver.drop()
    }

    /// Tap the row at `from`, then the row at `to` (in committed order) on the half that puts it there.
    func tapToMove(_ driver: ListDriver, from: Int, to: Int) {
        for (slot, after) in [(from, false), (to, to > from)] {
            let layout = driver.engine.layout
            driver.engine.handle(.wheel(dx: 0, dy: layout.top(ofSlot: slot) - driver.engine.scrollOffset), at: driver.t)
            let top = layout.top(ofSlot: slot) - driver.engine.scrollOffset, height = layout.height(ofSlot: slot)
            driver.press(at: Point(x: 100, y: top + (after ? height * 0.75 : height * 0.25)))
            driver.wait(0.1)
            driver.release()
            driver.wait(1)
            driver.send(.frame)
        }
    }

    @Test func keyboardTapToMoveAndDragMakeTheSameMoveInAGrid() {
        var random = Generator(state: 7)
        var tuning = Tuning()
        tuning.keyboardReorder = true
        tuning.tapToMove = true
        for _ in 0..<2000 {
            let from = Int.random(in: 0..<30, using: &random), to = Int.random(in: 0..<30, using: &random)
            let keys = EngineGridTests.driver(tuning: tuning)
            let ids = keys.order
            byKeys(keys, from: from, to: to, next: .right, previous: .left)
            #expect(keys.order == expected(ids, from: from, to: to))
            guard from != to else { continue }
            let taps = EngineGridTests.driver(tuning: tuning)
            tapToMove(taps, from: from, to: to)
            #expect(taps.order == keys.order, "tap-to-move \(from) -> \(to)")
            // Ten lines of 110 pt: a viewport 1,200 pt tall holds them all, so nothing autoscrolls.
            let drag = EngineGridTests.driver(viewport: Size(width: 400, height: 1200), tuning: tuning)
            gridDrag(drag, from: from, to: to)
            #expect(drag.order == keys.order && drag.engine.drags == 1, "drag \(from) -> \(to)")
        }
    }

    /// In a grid: tap the item at `from`, then the item at `to` on the side along its line that puts
    /// the picked item there (its first half before it, its second after it).
    func tapToMove(_ driver: EngineDriver<GridItemLayout>, from: Int, to: Int) {
        for (slot, after) in [(from, false), (to, to > from)] {
            let layout = driver.engine.layout
            driver.engine.handle(.wheel(dx: 0, dy: layout.frame(ofSlot: slot).y - driver.engine.scrollOffset), at: driver.t)
            let frame = layout.frame(ofSlot: slot)
            driver.press(at: Point(x: frame.x + frame.width * (after ? 0.75 : 0.25), y: frame.y + frame.height / 2 - driver.engine.scrollOffset))
            driver.wait(0.1)
            driver.release()
            driver.wait(1)
            driver.send(.frame)
        }
    }

    /// In a grid of equal items (every slot keeps its frame while the blank moves): a long press on
    /// the item at `from`'s centre, a drag to the centre of slot `to`, a release.
    func gridDrag(_ driver: EngineDriver<GridItemLayout>, from: Int, to: Int) {
        let start = driver.engine.layout.frame(ofSlot: from), end = driver.engine.layout.frame(ofSlot: to)
        driver.lift(at: Point(x: start.x + start.width / 2, y: start.y + start.height / 2))
        driver.glide(to: Point(x: end.x + end.width / 2, y: end.y + end.height / 2))
        driver.drop()
    }
}

/// Sections: a row moved to a placement (a section, an index among the rows left there), the end of
/// one section and the start of the next being two placements, an empty section one.
extension EnginePathsAgreePropertyTests {
    /// Dairy 6 rows, Later empty, Bakery 5 (its header 40 pt), Pantry 7: mixed heights, 44 to 600 pt.
    static func sections(_ random: inout Generator, tuning: Tuning, viewport: Size) -> SectionEngine {
        let sections = [Section(id: "dairy", title: "Dairy"), Section(id: "later", title: "Later"),
                        Section(id: "bakery", title: "Bakery", headerHeight: 40), Section(id: "pantry", title: "Pantry")]
        var rows: [Row] = []
        for (section, count) in [("dairy", 6), ("bakery", 5), ("pantry", 7)] {
            rows += (0..<count).map { Row(id: "\(section)\($0)", height: Double(Int.random(in: 44...600, using: &random)), section: section) }
        }
        return SectionEngine(sections: sections, rows: rows, headerHeight: 28, viewport: viewport, tuning: tuning)
    }

    /// Every placement of the lifted row, in the keys' order (section, then index): a section's
    /// indices run from 0 to the number of rows left in it.
    func placements(_ c: SectionCompaction) -> [SectionRow] {
        (0..<c.sectionCount).flatMap { s in (0...c.rowCount(inSection: s)).map { SectionRow(section: s, index: $0) } }
    }

    /// The sections' rows with the row `id` moved to `place`.
    func expected(_ sections: [(id: String, rows: [String])], moving id: String, to place: SectionRow) -> [[String]] {
        var rows = sections.map { $0.rows.filter { $0 != id } }
        rows[place.section].insert(id, at: place.index)
        return rows
    }

    @Test func keyboardTapToMoveAndDragMakeTheSameMoveInSections() throws {
        var random = Generator(state: 2121)
        var tuning = Tuning()
        tuning.keyboardReorder = true
        tuning.tapToMove = true
        let start = Self.sections(&random, tuning: tuning, viewport: Size(width: 320, height: 700)).layout.sections
        // The same sections and rows in a viewport `height` pt tall.
        let make = { (height: Double) in EngineDriver(SectionEngine(sections: start.sections, rows: start.rows, headerHeight: 28,
                                                                    viewport: Size(width: 320, height: height), tuning: tuning)) }
        let before = start.sectionRowIDs
        for _ in 0..<2000 {
            let from = Int.random(in: 0..<18, using: &random), to = Int.random(in: 0..<(17 + 4), using: &random)
            let keys = make(700)
            let id = keys.order[from]
            let target = try #require(byKeys(keys, from: from, toPlacement: to))
            #expect(keys.engine.layout.sectionRowIDs.map(\.rows) == expected(before, moving: id, to: target), "keys \(id) -> \(target)")
            // 18 rows of at most 600 pt and four headers: 12,000 pt holds them all, so nothing autoscrolls.
            let drag = make(12_000)
            sectionDrag(drag, from: from, to: target)
            #expect(drag.engine.layout.sectionRowIDs.map(\.rows) == keys.engine.layout.sectionRowIDs.map(\.rows) && drag.engine.drags == 1,
                    "drag \(id) -> \(target)")
            // A tap places a row before or after another row: not into an empty section.
            let placeRows = expected(before, moving: id, to: target)[target.section].filter { $0 != id }
            guard !placeRows.isEmpty else { continue }
            let taps = make(700)
            sectionTapToMove(taps, id: id, to: target)
            #expect(taps.engine.layout.sectionRowIDs.map(\.rows) == keys.engine.layout.sectionRowIDs.map(\.rows), "taps \(id) -> \(target)")
        }
    }

    /// Focuses the row at flat `from`, lifts it by space, moves it by down or up to the `to`th
    /// placement (one placement a press), drops it by space. Returns that placement.
    func byKeys(_ driver: EngineDriver<SectionListLayout>, from: Int, toPlacement to: Int) -> SectionRow? {
        driver.key(.home)
        for _ in 0..<from { driver.key(.down) }
        driver.key(.space)
        guard let c = driver.engine.layout.compaction else { return nil }
        let all = placements(c)
        guard let home = all.firstIndex(of: c.lifted) else { return nil }
        for n in 0..<abs(to - home) {
            driver.key(to > home ? .down : .up)
            #expect(driver.engine.layout.target?.blank == all[home + (to > home ? n + 1 : -(n + 1))])
        }
        driver.key(.space)
        driver.wait(1)
        driver.send(.frame)
        return all[to]
    }

    /// A long press on the row at flat `from`, a drag that rests its top where the blank at `to` is
    /// drawn (`SectionCompaction.top`), a release.
    func sectionDrag(_ driver: EngineDriver<SectionListLayout>, from: Int, to: SectionRow) {
        let frame = driver.engine.layout.frame(ofSlot: from), grab = frame.height / 2
        driver.lift(at: Point(x: 100, y: frame.y + grab))
        guard let c = driver.engine.layout.compaction else { Issue.record("row \(from) not lifted"); return }
        driver.glide(toY: c.top(section: to.section, index: to.index) + grab)
        driver.drop()
    }

    /// Taps the row `id`, then the row that puts it at `to`: the row at `to.index` of that section (the
    /// row itself left out) on its first half, or, at the section's end, its last row on its second half.
    func sectionTapToMove(_ driver: EngineDriver<SectionListLayout>, id: String, to: SectionRow) {
        let rows = driver.engine.layout.sectionRowIDs[to.section].rows.filter { $0 != id }
        let (tapped, after) = to.index < rows.count ? (rows[to.index], false) : (rows[rows.count - 1], true)
        for (row, after) in [(id, false), (tapped, after)] {
            guard let slot = driver.engine.order.firstIndex(of: row) else { Issue.record("no row \(row)"); return }
            let layout = driver.engine.layout
            // The row 100 pt below the viewport's top: clear of the sticky header drawn there.
            driver.engine.handle(.wheel(dx: 0, dy: layout.frame(ofSlot: slot).y - 100 - driver.engine.scrollOffset), at: driver.t)
            let frame = layout.frame(ofSlot: slot)
            driver.press(at: Point(x: 100, y: frame.y - driver.engine.scrollOffset + frame.height * (after ? 0.75 : 0.25)))
            driver.wait(0.1)
            driver.release()
            driver.wait(1)
            driver.send(.frame)
        }
    }
}
