/// What the window draws, at the engine's current time.
public struct VisibleRow: Equatable, Sendable {
    public var slot: Int
    public var row: Row
    /// Left edge and top in viewport points, including any shuffle animation (a list's left is 0).
    public var left: Double
    public var top: Double
    /// The slot's size in points (a list's rows are as wide as the viewport).
    public var width: Double
    public var height: Double
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

extension ReorderEngine {
    /// The rows (items) that intersect the viewport, in slot order (from the first slot on screen,
    /// then one step a slot). The window draws these every frame, so limits keep them to what it
    /// shows (a trace's viewport may be 1e19 pt tall, its rows 1e-300 pt thin: either would be every
    /// row, every frame):
    /// - Parameters:
    ///   - height: only the rows within this many points of the viewport's start along the scroll axis.
    ///   - spacing: in a one-column layout (list, sections), rows starting less than this after the
    ///     previous one are skipped (one pixel, for a window: thinner rows draw nothing); 0 for all.
    ///   - limit: at most this many (a grid of items thinner than a pixel fits millions on screen).
    public func visibleRows(height: Double = .infinity, spacing: Double = 0, limit: Int = .max) -> [VisibleRow] {
        guard layout.count > 0 else { return [] }
        let axis = layout.scrollAxis, oneColumn = layout.imposterAcross != .followsPointer
        let end = scrollOffset + min(viewportExtent, height)
        var rows: [VisibleRow] = []
        var slot = layout.firstSlot(endingAfter: max(0, scrollOffset))
        // In a grid, items of a line are centred across it: one starting past the end may have
        // neighbours in its line that do not, so the scan ends only a whole item's extent later.
        var thickest = 0.0
        while slot < layout.count, rows.count < limit {
            let frame = layout.frame(ofSlot: slot)
            let start = axis.across(frame.origin)
            thickest = max(thickest, axis.across(frame.size))
            if start >= end {
                if oneColumn || start >= end + thickest { break }
                slot += 1
                continue
            }
            rows.append(visibleRow(slot, frame))
            slot += 1
            if oneColumn, spacing > 0, slot < layout.count, axis.across(layout.frame(ofSlot: slot).origin) < start + spacing {
                slot = max(slot, layout.firstSlot(endingAfter: start + spacing))  // the rest lies within `spacing`
            }
        }
        return rows
    }

    /// What is drawn at `slot` (its frame given): in swap mode the target shows in the lifted row's
    /// slot and the target's slot is the blank.
    private func visibleRow(_ slot: Int, _ frame: LayoutRect) -> VisibleRow {
        var row = layout.row(atSlot: slot)
        if case .dragging(let drag) = interaction, drag.swaps, let target = drag.swapTarget, let blank = layout.blank {
            if slot == blank.from { row = layout.row(atSlot: target) }
            if slot == target { row = layout.row(atSlot: blank.from) }
        }
        let offset = shuffles.offset(of: row.id, at: now, duration: active.shuffleAnimationSeconds)
        let onScreen = onScreen(frame)
        return VisibleRow(slot: slot, row: row, left: onScreen.x + offset.x, top: onScreen.y + offset.y,
                          width: frame.width, height: frame.height, isBlank: slot == blankSlot)
    }
}

extension ReorderEngine {
    /// The slot drawn empty: the blank while dragging, the landing slot while settling.
    public var blankSlot: Int? {
        switch interaction {
        case .dragging(let drag): drag.swaps ? drag.swapTarget ?? layout.blank?.from : layout.blank?.position
        case .settling(let settle): settle.slot
        case .idle, .pressing, .scrolling, .coasting: nil
        }
    }

    /// The floating row, while dragging or settling.
    public var imposter: Imposter? {
        switch interaction {
        case .dragging(let drag):
            guard let blank = layout.blank else { return nil }
            let lift = Easing.easeOut(progress: now - drag.liftedAt, duration: active.liftAnimationSeconds)
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
        guard case .pressing(let press) = interaction, active.activation == .hold, canLift(press), active.longPressSeconds > 0 else { return nil }
        return min(1, (now - press.since) / active.longPressSeconds)
    }

    /// Row ids, top to bottom, in committed order.
    public var order: [String] { layout.orderedIDs }
}
