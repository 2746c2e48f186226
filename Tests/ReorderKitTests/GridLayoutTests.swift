import Testing
@testable import ReorderKit
@testable import ReorderTrace

/// The grid against the contract's flow written out the slow way: every frame, every hit, after every
/// kind of change, in both scroll directions. Sizes are multiples of 0.5 pt, so sums are exact and
/// frames can be compared with ==.
@Suite struct GridLayoutTests {
    static let style = GridStyle(inset: 10, itemSpacing: 8, lineSpacing: 12)
    static let viewport = Size(width: 400, height: 360)

    /// Mixed sizes from 20 to 160 pt, one item wider and taller than the viewport's line.
    static func mixedSizes(_ n: Int, seed: UInt64) -> [Size] {
        var random = SplitMix64(seed: seed)
        func half(_ range: ClosedRange<Int>) -> Double { Double(range.lowerBound * 2 + Int(random.next() % UInt64((range.upperBound - range.lowerBound) * 2 + 1))) / 2 }
        var sizes = (0..<n).map { _ in Size(width: half(20...160), height: half(20...120)) }
        if n > 5 { sizes[5] = Size(width: 500, height: 420) }
        return sizes
    }

    /// The contract's flow, directly: lines filled greedily, each as thick as its thickest item,
    /// items centred across it.
    static func reference(_ sizes: [Size], style: GridStyle, viewport: Size) -> (frames: [LayoutRect], extent: Double) {
        let axis = style.scrollDirection
        let lineEnd = axis.along(viewport) - style.inset
        var lines: [[(index: Int, start: Double)]] = []
        var line: [(index: Int, start: Double)] = []
        var far = 0.0
        for (i, size) in sizes.enumerated() {
            let length = axis.along(size)
            if !line.isEmpty, far + style.itemSpacing + length > lineEnd {
                lines.append(line)
                line = []
            }
            let start = line.isEmpty ? style.inset : far + style.itemSpacing
            far = start + length
            line.append((i, start))
        }
        if !line.isEmpty { lines.append(line) }
        var frames = [LayoutRect](repeating: LayoutRect(x: 0, y: 0, width: 0, height: 0), count: sizes.count)
        var top = style.inset
        for line in lines {
            let thickness = line.map { axis.across(sizes[$0.index]) }.max()!
            for item in line {
                let size = sizes[item.index]
                frames[item.index] = axis.rect(alongStart: item.start, along: axis.along(size),
                                               acrossStart: top + (thickness - axis.across(size)) / 2, across: axis.across(size))
            }
            top += thickness + style.lineSpacing
        }
        return (frames, lines.isEmpty ? 2 * style.inset : top - style.lineSpacing + style.inset)
    }

    static func styles() -> [GridStyle] {
        ScrollAxis.allCases.flatMap { axis in
            [GridStyle(inset: 10, itemSpacing: 8, lineSpacing: 12, scrollDirection: axis),
             GridStyle(scrollDirection: axis)]  // the contract's defaults: all 0
        }
    }

    /// The grid's drawn frames equal the reference flow of its drawn order.
    static func expectDrawnFlowMatches(_ grid: GridLayout, sizes: [Size], _ context: String) {
        let drawnSizes = (0..<grid.count).map { sizes[grid.item(atSlot: $0)] }
        let expected = reference(drawnSizes, style: grid.style, viewport: grid.viewport)
        #expect(grid.contentExtent == expected.extent, "\(context)")
        for slot in 0..<grid.count where grid.frame(ofSlot: slot) != expected.frames[slot] {
            Issue.record("\(context): slot \(slot) at \(grid.frame(ofSlot: slot)), expected \(expected.frames[slot])")
            return
        }
        guard let gap = grid.gap else { return }
        // And the flow without the lifted item, position by position.
        var compactedSizes = (0..<grid.count).map { sizes[grid.item(atSlot: $0)] }
        compactedSizes.remove(at: gap.position)
        let compacted = reference(compactedSizes, style: grid.style, viewport: grid.viewport)
        for k in compactedSizes.indices where grid.compactedFrame(k) != compacted.frames[k] {
            Issue.record("\(context): compacted \(k) at \(grid.compactedFrame(k)), expected \(compacted.frames[k])")
            return
        }
    }

    @Test(arguments: styles())
    func mixedSizesFlowAsTheContractSays(style: GridStyle) {
        let sizes = Self.mixedSizes(300, seed: 1)
        let grid = GridLayout(sizes: sizes, style: style, viewport: Self.viewport)
        #expect(!grid.isUniform)
        Self.expectDrawnFlowMatches(grid, sizes: sizes, "\(style)")
        // The item longer than a line has a line of its own, starting at the inset.
        let wide = grid.frame(ofSlot: 5)
        #expect(style.scrollDirection.along(Point(x: wide.x, y: wide.y)) == style.inset)
    }

    @Test(arguments: styles())
    func uniformSizesAreArithmeticAndFlowTheSame(style: GridStyle) {
        for size in [Size(width: 90, height: 60), Size(width: 37.5, height: 120), Size(width: 450, height: 40)] {
            for n in [0, 1, 7, 1000] {
                let sizes = Array(repeating: size, count: n)
                let grid = GridLayout(sizes: sizes, style: style, viewport: Self.viewport)
                #expect(grid.isUniform || n == 0)
                Self.expectDrawnFlowMatches(grid, sizes: sizes, "\(n) of \(size), \(style)")
            }
        }
    }

    @Test(arguments: styles())
    func aPointHitsTheItemWhoseFrameHoldsItAndInsetsAndSpacingHitNothing(style: GridStyle) {
        for sizes in [Self.mixedSizes(60, seed: 2), Array(repeating: Size(width: 70, height: 45), count: 60)] {
            var grid = GridLayout(sizes: sizes, style: style, viewport: Self.viewport)
            for lifted in [false, true] {
                if lifted { grid.lift(slot: 9); grid.moveGap(to: 40) }
                let frames = (0..<grid.count).map(grid.frame(ofSlot:))
                let alongEnd = style.scrollDirection.along(Self.viewport) + 5
                var misses = 0
                for across in stride(from: -3.0, through: grid.contentExtent + 3, by: 3) {
                    for along in stride(from: -3.0, through: alongEnd, by: 3) {
                        let point = style.scrollDirection == .vertical ? Point(x: along, y: across) : Point(x: across, y: along)
                        let expected = frames.firstIndex { $0.contains(point) }
                        if grid.slot(at: point) != expected {
                            Issue.record("\(style) at \(point): \(String(describing: grid.slot(at: point))), expected \(String(describing: expected))")
                            return
                        }
                        if expected == nil { misses += 1 }
                    }
                }
                #expect(misses > 0)
            }
        }
    }

    @Test(arguments: styles())
    func everyChangeFlowsAgainToWhatAFreshFlowGives(style: GridStyle) {
        let sizes = Self.mixedSizes(400, seed: 3)
        var grid = GridLayout(sizes: sizes, style: style, viewport: Self.viewport)
        var random = SplitMix64(seed: 4)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        for step in 0..<150 {
            if grid.gap == nil {
                grid.lift(slot: pick(grid.count))
            } else {
                switch pick(10) {
                case 0: grid.commit()
                case 1: grid.cancelLift()
                case 2: grid.resize(Size(width: Double(200 + pick(400)), height: Double(200 + pick(400))))
                default:
                    // Mostly short moves, as a finger makes, now and then a long one.
                    let p = grid.gap!.position
                    let to = pick(5) == 0 ? pick(grid.count) : min(max(p + pick(9) - 4, 0), grid.count - 1)
                    grid.moveGap(to: to)
                }
            }
            Self.expectDrawnFlowMatches(grid, sizes: sizes, "step \(step)")
        }
    }

    @Test func aDropMakesTheDrawnOrderTheCommittedOne() {
        let sizes = Self.mixedSizes(20, seed: 5)
        var grid = GridLayout(sizes: sizes, style: Self.style, viewport: Self.viewport)
        grid.lift(slot: 2)
        grid.moveGap(to: 11)
        let drawn = (0..<grid.count).map(grid.item(atSlot:))
        grid.commit()
        #expect(grid.orderedItems == drawn)
        #expect(grid.orderedItems.prefix(12) == [0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 2])
        grid.lift(slot: 11)
        grid.moveGap(to: 0)
        grid.cancelLift()
        #expect(grid.orderedItems == drawn)
        Self.expectDrawnFlowMatches(grid, sizes: sizes, "after cancel")
    }
}
