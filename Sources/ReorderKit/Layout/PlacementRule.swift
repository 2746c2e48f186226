/// Where the blank goes for a given imposter position: pure functions of the layout (with its gap),
/// the imposter's top in content points and the hysteresis in points. Each returns a blank position.
public enum PlacementRule {
    public static func position<Layout: StackedLayout>(
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
    static func coveredMidpoint<Layout: StackedLayout>(layout: Layout, imposterTop: Double, hysteresis: Double) -> Int {
        guard let gap = layout.gap else { return 0 }
        // Nearly always the blank stays: two midpoints tell, before any search. It stays when the
        // row after it is not yet passed and the row before it still is.
        let p = gap.position
        let notPassedBelow = p >= layout.count - 1 || layout.compactedKey(p, fraction: 0.5) > imposterTop - hysteresis
        let stillPassedAbove = p == 0 || layout.compactedKey(p - 1, fraction: 0.5) <= imposterTop + hysteresis
        if notPassedBelow, stillPassedAbove { return p }
        let movingDown = layout.compactedRank(atOrBelow: imposterTop - hysteresis, fraction: 0.5)
        if movingDown > gap.position { return movingDown }
        let movingUp = layout.compactedRank(atOrBelow: imposterTop + hysteresis, fraction: 0.5)
        if movingUp < gap.position { return movingUp }
        return gap.position
    }

    /// RT / UICollectionView seeds: the blank goes under the imposter's centre. Made stable: the
    /// blank stays while the centre is within its own span widened by the hysteresis, and moves only
    /// to a position where, once it is there, the centre lies inside it; plain "slot under the
    /// centre" flips a small row over a tall one back and forth every frame. When no position holds
    /// the centre (it is over a row taller than the dragged one), the blank waits beside that row.
    static func centerSlot<Layout: StackedLayout>(layout: Layout, imposterTop: Double, hysteresis: Double) -> Int {
        guard let gap = layout.gap else { return 0 }
        let center = imposterTop + gap.height / 2
        let ownTop = layout.compactedTop(gap.position)
        if center >= ownTop - hysteresis, center <= ownTop + gap.height + hysteresis { return gap.position }
        // Positions r whose blank would hold the centre: compactedTop(r) in (center - height)...center.
        let lo = center - gap.height, hi = center
        let last = layout.count - 1
        // Largest r with compactedTop(r) <= hi: r = 0 when hi >= 0, r >= 1 when the bottom of
        // compacted row r - 1 is <= hi.
        let highest = hi < 0 ? -1 : min(last, layout.compactedRank(atOrBelow: hi, fraction: 1))
        // Smallest r with compactedTop(r) >= lo.
        let lowest = lo <= 0 ? 0 : 1 + layout.compactedRank(atOrBelow: lo.nextDown, fraction: 1)
        if lowest <= highest { return gap.position > highest ? highest : lowest }
        return min(max(gap.position, max(highest, 0)), min(lowest, last))
    }
}
