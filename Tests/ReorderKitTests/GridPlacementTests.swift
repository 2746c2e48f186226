import Testing
@testable import ReorderKit

/// The grid's blank while a finger rests, at every rest position over the whole content, in both
/// scroll directions, on a mixed grid whose items flow again every time the blank moves.
@Suite struct GridPlacementTests {
    static let viewport = Size(width: 400, height: 360)
    static func grid(_ axis: ScrollAxis) -> GridLayout {
        GridLayout(sizes: GridLayoutTests.mixedSizes(60, seed: 7),
                   style: GridStyle(inset: 10, itemSpacing: 8, lineSpacing: 12, scrollDirection: axis), viewport: viewport)
    }

    /// Content points every `step` pt over the content and a little beyond.
    static func restPoints(_ grid: GridLayout, step: Double) -> [Point] {
        let axis = grid.scrollAxis
        var points: [Point] = []
        for across in stride(from: -4.0, through: grid.contentExtent + 4, by: step) {
            for along in stride(from: -4.0, through: axis.along(viewport) + 4, by: step) {
                points.append(axis == .vertical ? Point(x: along, y: across) : Point(x: across, y: along))
            }
        }
        return points
    }

    /// Applies a rule as the engine would on consecutive frames with the pointer still: the blank
    /// moves (the items flow again) and the rule is asked again. The positions the blank took.
    static func rest(_ grid: GridLayout, at point: Point, frames: Int, rule: (GridLayout, Point) -> Int) -> [Int] {
        var grid = grid
        var positions = [grid.gap!.position]
        for _ in 0..<frames {
            let target = rule(grid, point)
            if target != grid.gap!.position { grid.moveGap(to: target) }
            positions.append(target)
        }
        return positions
    }

    @Test(arguments: ScrollAxis.allCases)
    func aRestingPointerMovesTheBlankAtMostOnceWhereverItRests(axis: ScrollAxis) {
        let base = Self.grid(axis)
        for (lifted, start) in [(5, 5), (17, 30), (59, 44)] {
            var grid = base
            grid.lift(slot: lifted)
            grid.moveGap(to: start)
            for point in Self.restPoints(grid, step: 3) {
                let positions = Self.rest(grid, at: point, frames: 3, rule: GridPlacement.blankPosition)
                if positions[1] != positions[2] || positions[2] != positions[3] {
                    Issue.record("\(axis), lifting \(lifted), blank at \(start), pointer at \(point): \(positions)")
                    return
                }
            }
        }
    }

    /// The negative control: the seed's literal rule (the blank to the slot of the item under the
    /// finger as laid out now) flickers on the same grid, so the test above can fail.
    @Test(arguments: ScrollAxis.allCases)
    func theSeedsLiteralRuleFlickersOnTheSameGrid(axis: ScrollAxis) {
        var grid = Self.grid(axis)
        grid.lift(slot: 17)
        let literal: (GridLayout, Point) -> Int = { grid, point in grid.slot(at: point) ?? grid.gap!.position }
        let flickers = Self.restPoints(grid, step: 3).contains { point in
            let positions = Self.rest(grid, at: point, frames: 4, rule: literal)
            return positions[2] != positions[3] && positions[3] != positions[4]
        }
        #expect(flickers)
    }

    @Test func theBlankTakesThePlaceOfTheItemUnderThePointer() {
        // Uniform tiles, 3 a line: a fourth would end at 10 + 4 * 90 + 3 * 8 = 394 > 400 - 10.
        let sizes = Array(repeating: Size(width: 90, height: 60), count: 30)
        var grid = GridLayout(sizes: sizes, style: GridStyle(inset: 10, itemSpacing: 8, lineSpacing: 12), viewport: Self.viewport)
        grid.lift(slot: 1)
        // Over slot 9's tile (line 3, column 0), the blank goes to 9: items 2...9 shift back one.
        let over9 = grid.frame(ofSlot: 9).center
        #expect(GridPlacement.blankPosition(in: grid, pointer: over9) == 9)
        grid.moveGap(to: 9)
        #expect(grid.item(atSlot: 9) == 1 && grid.item(atSlot: 8) == 9)
        // Resting there, it stays; on spacing between tiles, it stays too.
        #expect(GridPlacement.blankPosition(in: grid, pointer: over9) == 9)
        let spacing = Point(x: grid.frame(ofSlot: 0).maxX + 4, y: grid.frame(ofSlot: 0).center.y)
        #expect(GridPlacement.blankPosition(in: grid, pointer: spacing) == 9)
        // Back over the first tile: position 0.
        #expect(GridPlacement.blankPosition(in: grid, pointer: grid.frame(ofSlot: 0).center) == 0)
    }

    /// The last position has no item in the flow without the lifted one: past that flow's last item
    /// (on its line beyond its far end, or past every line) the blank goes to the end (it stayed, and
    /// no drag could put an item last).
    @Test(arguments: ScrollAxis.allCases)
    func pastTheLastItemTheBlankGoesToTheEnd(axis: ScrollAxis) {
        let base = Self.grid(axis)
        for lifted in [0, 31] {
            var grid = base
            grid.lift(slot: lifted)
            let last = grid.compactedFrame(grid.count - 2)
            let past = axis.along(last.origin) + axis.along(last.size) + 4, beyond = base.contentExtent + 2
            let onItsLine = axis == .vertical ? Point(x: past, y: last.center.y) : Point(x: last.center.x, y: past)
            let pastEveryLine = axis == .vertical ? Point(x: 20, y: beyond) : Point(x: beyond, y: 20)
            for point in [onItsLine, pastEveryLine] {
                #expect(GridPlacement.blankPosition(in: grid, pointer: point) == 59, "\(axis), lifting \(lifted), pointer at \(point)")
            }
            // Over the last item itself: its place, one before the end; on the inset before the first line: nowhere new.
            #expect(GridPlacement.blankPosition(in: grid, pointer: last.center) == 58)
            #expect(GridPlacement.blankPosition(in: grid, pointer: Point(x: 2, y: 2)) == lifted)
        }
    }

    @Test(arguments: ScrollAxis.allCases)
    func swapTargetsTheItemUnderThePointerAndNothingOverTheLiftedOneOrSpacing(axis: ScrollAxis) {
        var grid = Self.grid(axis)
        grid.lift(slot: 12)
        #expect(SwapTarget.grid(grid, pointer: grid.frame(ofSlot: 30).center) == 30)
        #expect(SwapTarget.grid(grid, pointer: grid.frame(ofSlot: 12).center) == nil)
        #expect(SwapTarget.grid(grid, pointer: Point(x: 2, y: 2)) == nil)  // the inset
        for slot in 0..<grid.count where slot != 12 {
            #expect(SwapTarget.grid(grid, pointer: grid.frame(ofSlot: slot).center) == slot)
        }
    }

    @Test func swapTargetsInTheListAndInSectionsAreTheRowUnderTheCentre() {
        var list = ListLayout(rows: LayoutTests().rows)
        list.lift(slot: 3)
        #expect(SwapTarget.list(list, imposterCenterY: 50) == 1)
        #expect(SwapTarget.list(list, imposterCenterY: list.top(ofSlot: 3) + 1) == nil)
        #expect(SwapTarget.list(list, imposterCenterY: -1) == nil)
        let sections = SectionLayoutTests.layout()
        let lifted = SectionRow(section: 1, index: 0)
        let inVeg = sections.top(of: SectionRow(section: 2, index: 1)) + 1
        #expect(SwapTarget.sections(sections, lifted: lifted, imposterCenterY: inVeg, rule: .move) == SectionRow(section: 2, index: 1))
        #expect(SwapTarget.sections(sections, lifted: lifted, imposterCenterY: inVeg, rule: .none) == nil)
        #expect(SwapTarget.sections(sections, lifted: lifted, imposterCenterY: sections.headerTop(ofSection: 2) + 1, rule: .move) == nil)
    }
}
