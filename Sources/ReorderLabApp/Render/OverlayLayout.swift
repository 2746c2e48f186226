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
///   in view. A tuning panel that cannot help covering the imposter is drawn faint.
///
/// Docked or floating, the HUD's panel never covers what `HUDKeepOut` names (the row in hand, the
/// sticky header, the autoscroll label, the row ids): `hudRooms` only offers room clear of them,
/// and the panel shows what fits there, down to one line, or nothing.
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
    /// The imposter's rectangle as drawn while dragging (scaled by its drag style, a row as wide as
    /// the list), which the HUD keeps off and floating panels keep off or fade over.
    public var imposter: Rect?
    /// A sectioned list's header stuck to the top (or being pushed out by the next), as wide as the list.
    public var stickyHeader: Rect?
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
        // A row is drawn in the list's column, scaled about its middle: the whole width, scaled, holds it.
        imposter = dragging ? engine.imposter.map { ImposterPose(engine: engine, imposter: $0, column: (0, viewport.width)).drawn } : nil
        stickyHeader = (engine.layout as? any SectionedLayout).flatMap { sections in
            SectionHeaders.placed(sections, offset: engine.scrollOffset, extent: engine.scrollExtent, column: (0, viewport.width))
                .first { $0.rect.y <= 0 && $0.rect.maxY > 0 }?.rect
        }
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
