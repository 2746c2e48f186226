import ReorderKit
import ReorderSDL

/// What the HUD's panel leaves in view whatever the window's size, window points: the row in hand
/// (as drawn, scaled), the sticky section header, the autoscroll label, and, over a list, the
/// column of row ids (the ids the event log and a replay's results name).
struct HUDKeepOut: Equatable {
    var imposter: Rect?
    var stickyHeader: Rect?
    var autoscrollLabel: Rect?
    var rowIDs: Rect?
    /// The announcement strip (`AnnouncementStrip`): what a screen reader would say, kept readable.
    var announcementStrip: Rect?
    /// The badge ("REPLAY 2x"), where it is not above the panel's area already (at the list's bottom).
    var badge: Rect?

    var rects: [Rect] { [imposter, stickyHeader, autoscrollLabel, rowIDs, announcementStrip, badge].compactMap { $0 } }
}

extension OverlayLayout {
    /// Points between the panel and anything it keeps clear of, so an edge never touches an edge.
    static let keepOutGap = 4.0

    /// The rooms the HUD's panel may take, most wanted first, each clear of `keepOut`:
    ///
    /// - docked, the column above the tuning panel;
    /// - floating, the half of the list away from the finger, then the other half (each clear of
    ///   the badge, `topInset`, and of the tuning panel).
    ///
    /// Within an area, for each of `widths` (widest first), the panel stands against the area's
    /// right edge, else just left of each thing it keeps clear of, else at the left edge; at each
    /// such x, every stretch of the area's height that nothing to keep clear of crosses is a room,
    /// the tallest first. A room is exactly one width wide; the panel keeps to its top edge, or to
    /// its bottom in the lower half.
    func hudRooms(widths: [Double], topInset: Double, tuningPanel: Rect?, keepOut: [Rect]) -> [Room] {
        let gap = Self.keepOutGap
        let blockers = keepOut.map { Rect(x: $0.x - gap, y: $0.y - gap, width: $0.width + 2 * gap, height: $0.height + 2 * gap) }
        var rooms: [Room] = []
        for area in hudAreas(topInset: topInset, tuningPanel: tuningPanel) where area.rect.height > 0 && area.rect.width > 0 {
            for wanted in widths where wanted > 0 {
                let width = min(wanted, area.rect.width)
                for x in Self.columns(width: width, in: area.rect, blockers: blockers) {
                    let across = blockers.filter { $0.x < x + width && x < $0.maxX }
                    let free = Self.freeStretches(from: area.rect.y, to: area.rect.maxY, blocked: across.map { ($0.y, $0.maxY) })
                    for stretch in free.sorted(by: { $0.1 - $0.0 > $1.1 - $1.0 }) {
                        rooms.append(Room(rect: Rect(x: x, y: stretch.0, width: width, height: stretch.1 - stretch.0),
                                          fromBottom: area.fromBottom))
                    }
                }
            }
        }
        return rooms
    }

    /// The areas `hudRooms` searches, most wanted first.
    func hudAreas(topInset: Double, tuningPanel: Rect?) -> [Room] {
        let m = Self.margin
        if let dock {
            let bottom = (tuningPanel?.y ?? dock.maxY) - m
            return [Room(rect: Rect(x: dock.x + m, y: dock.y + m, width: max(0, dock.width - 2 * m),
                                    height: max(0, bottom - dock.y - m)), fromBottom: false)]
        }
        let x = list.x + m, width = max(0, list.width - 2 * m)
        // The tuning panel floats at one edge: the HUD's half ends before it.
        var top = list.y + topInset + m, bottom = list.maxY - m
        if let panel = tuningPanel {
            if panel.midY > list.midY { bottom = min(bottom, panel.y - m) } else { top = max(top, panel.maxY + m) }
        }
        let upper = Room(rect: Rect(x: x, y: top, width: width, height: max(0, min(list.midY, bottom) - top)), fromBottom: false)
        let lowerTop = max(list.midY, top)
        let lower = Room(rect: Rect(x: x, y: lowerTop, width: width, height: max(0, bottom - lowerTop)), fromBottom: true)
        return fingerInTopHalf ? [lower, upper] : [upper, lower]
    }

    /// Left edges for a panel `width` wide in `area`, rightmost first: against the area's right
    /// edge, just left of each blocker that starts inside the area, and at its left edge.
    static func columns(width: Double, in area: Rect, blockers: [Rect]) -> [Double] {
        var xs = [area.maxX - width]
        for blocker in blockers.sorted(by: { $0.x > $1.x }) where blocker.x > area.x && blocker.x < area.maxX
            && blocker.y < area.maxY && area.y < blocker.maxY {
            xs.append(blocker.x - width)
        }
        xs.append(area.x)
        var seen: [Double] = []
        for x in xs where x >= area.x - 1e-9 && x + width <= area.maxX + 1e-9 && !seen.contains(x) { seen.append(x) }
        return seen
    }

    /// The parts of `low..<high` that none of `blocked` covers, top to bottom.
    static func freeStretches(from low: Double, to high: Double, blocked: [(Double, Double)]) -> [(Double, Double)] {
        var free: [(Double, Double)] = []
        var y = low
        for span in blocked.sorted(by: { $0.0 < $1.0 }) where span.1 > y {
            if span.0 > y { free.append((y, min(span.0, high))) }
            y = max(y, span.1)
            if y >= high { break }
        }
        if y < high { free.append((y, high)) }
        return free.filter { $0.1 > $0.0 }
    }

    /// Whether a live window of `window` points starts with the HUD on one line: one with no dock
    /// and under 480 pt in either direction (320 x 240 has room for a line, not for the panel, beside
    /// a list a person is reading).
    public static func hudStartsOnOneLine(window: Size) -> Bool {
        liveListViewport(window: window) == window && min(window.width, window.height) < 480
    }
}
