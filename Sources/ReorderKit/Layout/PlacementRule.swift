/// Where the blank goes for a given imposter position: pure functions of the layout (with its gap),
/// the imposter's top in content points and the hysteresis in points. Each returns a blank position.
public enum PlacementRule {
    public static func position<Layout: ReorderLayout>(
        _ strategy: ReorderStrategy, layout: Layout, imposterTop: Double, hysteresis: Double
    ) -> Int {
        switch strategy {
        case .coveredMidpoint: coveredMidpoint(layout: layout, imposterTop: imposterTop, hysteresis: hysteresis)
        case .centerSlot: centerSlot(layout: layout, imposterTop: imposterTop, hysteresis: hysteresis)
        }
    }

    /// ATS `shuffleCellsOutOfWayOfDraggedCellIfNeeded`: the blank and a neighbour swap when the
    /// imposter's centre crosses the midpoint of the rect the two cover together. For a neighbour of
    /// height H below a blank of height h at compacted top T that midpoint is T + (h + H) / 2, which
    /// reduces to "the imposter's top passes the neighbour's midpoint in the list without the lifted
    /// row". The threshold is the same before and after the swap, so a resting finger never makes
    /// mixed heights oscillate; `hysteresis` only absorbs jitter on the threshold itself.
    static func coveredMidpoint<Layout: ReorderLayout>(layout: Layout, imposterTop: Double, hysteresis: Double) -> Int {
        guard let gap = layout.gap else { return 0 }
        let movingDown = layout.compactedRank(atOrBelow: imposterTop - hysteresis, fraction: 0.5)
        if movingDown > gap.position { return movingDown }
        let movingUp = layout.compactedRank(atOrBelow: imposterTop + hysteresis, fraction: 0.5)
        if movingUp < gap.position { return movingUp }
        return gap.position
    }

    /// RT / UICollectionView seeds: the blank goes under the imposter's centre. Made stable: the
    /// blank only moves to a position where, once it is there, the centre lies inside it (shrunk by
    /// the hysteresis), and stays put while its own position is such a one. A small row over a tall
    /// one therefore waits until its centre has crossed the tall row instead of flipping every frame.
    static func centerSlot<Layout: ReorderLayout>(layout: Layout, imposterTop: Double, hysteresis: Double) -> Int {
        guard let gap = layout.gap else { return 0 }
        let margin = min(hysteresis, gap.height / 4)
        let center = imposterTop + gap.height / 2
        // Blank position r is stable when its compacted top lies in lo...hi.
        let lo = center - gap.height + margin, hi = center - margin
        func isStable(_ r: Int) -> Bool {
            let top = layout.compactedTop(r)
            return top >= lo && top <= hi
        }
        if isStable(gap.position) { return gap.position }
        let last = layout.count - 1
        // Largest r with compactedTop(r) <= hi: r = 0 always qualifies when hi >= 0, r >= 1 when the
        // bottom of compacted row r - 1 is <= hi.
        let highest = hi < 0 ? -1 : min(last, layout.compactedRank(atOrBelow: hi, fraction: 1))
        if gap.position > highest {
            return highest >= 0 && isStable(highest) ? highest : gap.position
        }
        // Smallest r with compactedTop(r) >= lo.
        let lowest = lo <= 0 ? 0 : 1 + layout.compactedRank(atOrBelow: lo.nextDown, fraction: 1)
        return lowest <= last && isStable(lowest) ? lowest : gap.position
    }
}
