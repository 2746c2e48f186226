/// What the window draws, at the engine's current time.
public struct VisibleRow: Equatable, Sendable {
    public var slot: Int
    public var row: Row
    /// Left edge and top in viewport points, including any shuffle animation (a list's left is 0).
    public var left: Double
    public var top: Double
    /// The lifted row's blank slot (drawn empty).
    public var isBlank: Bool
}

public struct Imposter: Equatable, Sendable {
    public var row: Row
    /// Left edge and top in viewport points (a list's left stays 0: it keeps its column).
    public var left: Double
    public var top: Double
    /// 0 at lift or at the end of a settle, 1 fully lifted: drives shadow and scale.
    public var lift: Double
}

extension ReorderEngine where Layout: StackedLayout {
    /// The rows that intersect the viewport, top to bottom (binary search, then one step a row).
    /// The window draws these every frame, so two limits keep them to what it shows (a trace's
    /// viewport may be 1e19 pt tall, its rows 1e-300 pt thin: either would be every row, every frame):
    /// - Parameters:
    ///   - height: only the rows within this many points from the viewport's top.
    ///   - spacing: rows starting less than this below the previous one are skipped (one pixel, for
    ///     a window: thinner rows draw nothing); 0 for all.
    public func visibleRows(height: Double = .infinity, spacing: Double = 0) -> [VisibleRow] {
        guard layout.count > 0, let first = layout.slot(atContentY: max(0, scrollOffset)) else { return [] }
        var rows: [VisibleRow] = []
        var slot = first
        let blank = blankSlot
        let bottom = scrollOffset + min(viewport.height, height)
        while slot < layout.count {
            let top = layout.top(ofSlot: slot)
            guard top < bottom else { break }
            let row = layout.row(atSlot: slot)
            let offset = shuffles.offset(of: row.id, at: now, duration: tuning.shuffleAnimationSeconds)
            rows.append(VisibleRow(slot: slot, row: row, left: offset.x, top: top - scrollOffset + offset.y,
                                   isBlank: slot == blank))
            slot += 1
            if spacing > 0, slot < layout.count, layout.top(ofSlot: slot) < top + spacing {
                guard let next = layout.slot(atContentY: top + spacing) else { break }  // the rest lies within `spacing`
                slot = max(slot, next)
            }
        }
        return rows
    }
}

extension ReorderEngine {
    /// The slot drawn empty: the blank while dragging, the landing slot while settling.
    public var blankSlot: Int? {
        switch interaction {
        case .dragging: layout.blank?.position
        case .settling(let settle): settle.slot
        case .idle, .pressing, .scrolling, .coasting: nil
        }
    }

    /// The floating row, while dragging or settling.
    public var imposter: Imposter? {
        switch interaction {
        case .dragging(let drag):
            guard let blank = layout.blank else { return nil }
            let lift = Easing.easeOut(progress: now - drag.liftedAt, duration: tuning.liftAnimationSeconds)
            let frame = onScreen(imposterFrame(drag))
            return Imposter(row: layout.row(atSlot: blank.position), left: frame.x, top: frame.y, lift: lift)
        case .settling(let settle):
            let progress = Easing.easeOut(progress: now - settle.start, duration: settle.duration)
            let target = layout.frame(ofSlot: settle.slot).origin, start = settle.startOrigin
            let x = start.x + (target.x - start.x) * progress, y = start.y + (target.y - start.y) * progress
            let frame = onScreen(LayoutRect(x: x, y: y, width: 0, height: 0))
            return Imposter(row: layout.row(atSlot: settle.slot), left: frame.x, top: frame.y, lift: 1 - progress)
        case .idle, .pressing, .scrolling, .coasting:
            return nil
        }
    }

    /// 0...1 of the way to the long-press deadline while pressing a row that can lift, else nil.
    public var longPressProgress: Double? {
        guard case .pressing(let press) = interaction, canLift(press), tuning.longPressSeconds > 0 else { return nil }
        return min(1, (now - press.since) / tuning.longPressSeconds)
    }

    /// Row ids, top to bottom, in committed order.
    public var order: [String] { layout.orderedIDs }
}
