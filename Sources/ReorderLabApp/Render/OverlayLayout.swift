import ReorderKit
import ReorderSDL

/// Where the HUD's panel and the tuning panel go, for a window, the list in it and what the engine
/// is doing. Two arrangements:
///
/// - **Docked**: when the window has room beside the list for a column `dockWidth` wide, both
///   panels stand in it, the HUD at the top and the tuning panel at the bottom, and nothing covers
///   the list. A live session makes that room itself (`liveListViewport`): on a window at least
///   `minimumListWidth + dockWidth` wide the list is the window less the column, and that is the
///   viewport the engine is given (and a trace records: the viewport is exactly the list). A replay
///   keeps the trace's viewport, so it docks only in a window wider than that.
/// - **Floating**, over the list, on a narrower window: each panel keeps to the half of the list the
///   finger at work is not in (the HUD keeps to half the list's height and shows what fits, most
///   telling first, `HUDPanel.Plan`), and while a row is dragged the tuning panel folds to its
///   title line at the edge away from the finger, so the imposter and the edge it may scroll at stay
///   in view. A panel that cannot help covering the imposter is drawn faint.
///
/// Points are window points; the list's viewport starts at the window's top-left corner, so pointer
/// positions need no translation.
public struct OverlayLayout: Equatable, Sendable {
    public var window: Size
    /// The list: the engine's viewport.
    public var list: Rect
    /// The column beside the list; nil when the panels float over it.
    public var dock: Rect?
    /// While a row is pressed or dragged: where the finger is (viewport points).
    public var finger: Point?
    /// The imposter's rectangle while dragging, which floating panels keep off.
    public var imposter: Rect?
    public var dragging: Bool

    /// Wide enough for the HUD's 290 pt panel and the tuning panel's 2 x 2 buttons, with margins.
    public static let dockWidth = 320.0
    /// The narrowest list a live session docks beside: the default window's width (a phone's list).
    public static let minimumListWidth = 480.0
    static let margin = 8.0

    /// The list's viewport in a live window of `window` points: the window, less the dock's column
    /// when the window is wide enough for both.
    public static func liveListViewport(window: Size) -> Size {
        guard window.width >= minimumListWidth + dockWidth else { return window }
        return Size(width: window.width - dockWidth, height: window.height)
    }

    public init<L: ReorderLayout>(window: Size, engine: ReorderEngine<L>) {
        self.window = window
        let viewport = engine.viewport
        list = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        let spare = window.width - viewport.width
        dock = spare >= Self.dockWidth ? Rect(x: viewport.width, y: 0, width: spare, height: window.height) : nil
        switch engine.interaction {
        case .pressing(let press):
            finger = press.location
            dragging = false
        case .dragging(let drag):
            finger = drag.location
            dragging = true
        case .idle, .scrolling, .coasting, .settling:
            finger = nil
            dragging = false
        }
        let tiles = engine.drawsTiles, size = engine.imposterSize
        imposter = dragging ? engine.imposter.map {
            tiles ? Rect(x: $0.left, y: $0.top, width: size?.width ?? 0, height: size?.height ?? $0.row.height)
                : Rect(x: 0, y: $0.top, width: viewport.width, height: size?.height ?? $0.row.height)
        } : nil
    }

    /// Whether the finger is in the list's top half: then floating panels go to the bottom.
    var fingerInTopHalf: Bool { (finger?.y ?? .infinity) < list.height / 2 }

    // MARK: The tuning panel

    /// The panel's layout: in the dock at its bottom (the dock with it); floating, at the list's
    /// bottom centre, or folded to its title at the edge away from the finger while a row is dragged
    /// (unless a finger holds one of its controls: a slider does not move away from under it).
    public func tuningPanel(_ panel: TuningPanel) -> TuningPanel.Layout {
        if let dock {
            let width = dock.width - 2 * Self.margin
            let height = TuningPanel.height(width: width, maxHeight: dock.height - 2 * Self.margin)
            var layout = TuningPanel.layout(in: Rect(x: dock.x + Self.margin, y: max(dock.y + Self.margin, dock.maxY - height - Self.margin),
                                                     width: width, height: height))
            layout.dock = dock
            return layout
        }
        guard dragging, panel.held.isEmpty else { return TuningPanel.layout(viewport: Size(width: list.width, height: list.height)) }
        let full = TuningPanel.layout(viewport: Size(width: list.width, height: list.height)).panel
        let height = TuningPanel.collapsedHeight
        let y = fingerInTopHalf ? list.maxY - height - Self.margin : list.y + Self.margin
        return TuningPanel.collapsed(in: Rect(x: full.x, y: y, width: full.width, height: height))
    }

    // MARK: The HUD's panel

    /// Where the HUD's panel may be and which edge of that room it keeps to.
    public struct Room: Equatable, Sendable {
        public var rect: Rect
        public var fromBottom: Bool
    }

    /// The HUD panel's room: the dock above the tuning panel; floating, the half of the list away
    /// from the finger, right-aligned, clear of the badge (`topInset`) and of the tuning panel.
    /// - Parameter tuningPanel: the open tuning panel's frame, if it is open.
    public func hudRoom(width: Double, topInset: Double, tuningPanel: Rect?) -> Room {
        if let dock {
            let bottom = (tuningPanel?.y ?? dock.maxY) - Self.margin
            return Room(rect: Rect(x: dock.x + Self.margin, y: dock.y + Self.margin, width: min(width, dock.width - 2 * Self.margin),
                                   height: max(0, bottom - dock.y - Self.margin)), fromBottom: false)
        }
        let w = min(width, max(0, list.width - 2 * Self.margin))
        let x = list.maxX - w - Self.margin
        // The tuning panel floats at one edge: the HUD's half ends before it.
        var top = list.y + topInset + Self.margin, bottom = list.maxY - Self.margin
        if let panel = tuningPanel {
            if panel.midY > list.midY { bottom = min(bottom, panel.y - Self.margin) } else { top = max(top, panel.maxY + Self.margin) }
        }
        let upper = Rect(x: x, y: top, width: w, height: max(0, min(list.midY, bottom) - top))
        let lower = Rect(x: x, y: max(list.midY, top), width: w, height: max(0, bottom - max(list.midY, top)))
        // Away from the finger, unless that half has no room for the panel's first lines and the
        // other half does without covering the imposter (else the panel shows what fits, or nothing).
        let preferLower = fingerInTopHalf
        let preferred = preferLower ? lower : upper, other = preferLower ? upper : lower
        let useOther = preferred.height < HUDPanel.minimumHeight && other.height > preferred.height
            && !(imposter.map(other.intersects) ?? false)
        return useOther ? Room(rect: other, fromBottom: !preferLower) : Room(rect: preferred, fromBottom: preferLower)
    }

    /// How opaque a floating panel at `rect` is drawn: faint where it would hide the imposter.
    public func opacity(of rect: Rect) -> Double {
        guard let imposter, rect.intersects(imposter) else { return 1 }
        return 0.35
    }
}

extension Rect {
    func intersects(_ other: Rect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    var midY: Double { y + height / 2 }
}
