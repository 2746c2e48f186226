import ReorderKit
import ReorderTrace

/// The placement rules alone, below the engine (moved here from the test suite's GridBench, which
/// printed figures from `swift test`): what one pointer event costs the rule that picks the blank's
/// slot, and what a drop's commit costs, apart from the engine's own per-event work.
extension LayoutBench {
    /// A drag through the middle of the grid: the pointer a step of 12 to 100 pt each event, the
    /// rule evaluated (`GridPlacement.blankPosition`) and the blank moved where it says (the items
    /// flow again), each event timed; then the drop's commit.
    func measureGridPlacement(into report: inout LayoutReport) {
        var style = Self.style
        let axis: ScrollAxis = layout.isHorizontal ? .horizontal : .vertical
        style.scrollDirection = axis
        let sizes = Self.gridRows(count: items, mixed: layout.isMixed).map { Size(width: $0.width!, height: $0.height) }
        var grid = GridLayout(sizes: sizes, style: style, viewport: viewport)
        var random = SplitMix64(seed: 0x6B1D)
        grid.lift(slot: items / 2)
        var pointer = grid.frame(ofSlot: items / 2).center
        let events = options.quick ? 2_000 : 100_000
        var samples: [UInt32] = []
        samples.reserveCapacity(events)
        let steps: [Double] = [-40, -12, 12, 40, 100, -100]
        for _ in 0..<events {
            let step = steps[Int(random.next() % 6)]
            // Across the scroll axis the pointer stays in the viewport; along it, it wanders.
            pointer = axis == .vertical
                ? Point(x: min(max(pointer.x + step, 0), viewport.width), y: pointer.y + step / 3)
                : Point(x: pointer.x + step / 3, y: min(max(pointer.y + step, 0), viewport.height))
            let start = Measure.nanoseconds()
            let target = GridPlacement.blankPosition(in: grid, pointer: pointer)
            if target != grid.gap?.position { grid.moveGap(to: target) }
            let end = Measure.nanoseconds()
            samples.append(UInt32(clamping: end &- start))
        }
        report.placement = Summary(samples, subtracting: clockOverhead)
        let start = Measure.nanoseconds()
        grid.commit()
        report.commitMicroseconds = Double(Measure.nanoseconds() &- start) / 1000
    }

    /// The `move` rule with 3 pt of hysteresis at seeded imposter positions over the whole content,
    /// a row lifted in the middle section: ns per call.
    func measureSectionPlacement(into report: inout LayoutReport) {
        let (sections, rows) = Self.sectionRows(count: items)
        let layout = SectionLayout(sections: sections, rows: rows)
        let lifted = SectionRow(section: sections.count / 2, index: 3)
        let compaction = layout.compaction(lifting: lifted)
        var random = SplitMix64(seed: 0x5EC7)
        let calls = options.quick ? 20_000 : 200_000
        let tops = (0..<calls).map { _ in Double(random.next() >> 11) * 0x1p-53 * layout.contentHeight }
        var current = SectionTarget(blank: lifted)
        let start = Measure.nanoseconds()
        for top in tops {
            current = SectionPlacement.target(.move, in: compaction, imposterTop: top, current: current, hysteresis: 3)
        }
        let elapsed = Measure.nanoseconds() &- start
        Sink.consume(current.blank.index)
        report.placementNanoseconds = Double(elapsed) / Double(calls)
    }
}
