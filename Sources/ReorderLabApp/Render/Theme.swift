import ReorderSDL

/// Colours and metrics of the playground's picture. Metrics are in points (the renderer turns them
/// into device pixels), except where a name says pixels.
public struct Theme: Sendable {
    // MARK: Colours

    /// Behind the list column, and in its side margins (iOS's grouped background, #F2F2F7).
    public var background = Color(242, 242, 247)
    public var rowFill = Color(255, 255, 255)
    /// Under a finger that is down on a movable row (UITableView's highlight, which ATS requires
    /// before a row may lift) and the ATS imposter, which is the highlighted cell itself.
    public var highlightFill = Color(229, 233, 240)
    public var selectedFill = Color(220, 234, 255)
    /// A row the live feed just inserted, resized or moved (faded by `FeedHighlights`), and where it deleted one.
    public var feedFill = Color(255, 200, 40)
    public var feedGone = Color(220, 50, 50)
    public var selectedAccent = Color(10, 122, 255)
    /// Rows that cannot move: a touch greyer than the others, a muted stripe and a lock.
    public var fixedFill = Color(248, 247, 244)
    public var fixedStripe = Color(196, 178, 140)
    public var fixedGlyph = Color(150, 140, 120)
    /// The lifted row's slot: a recessed well.
    public var wellFill = Color(216, 218, 224)
    public var wellInnerShadow = Color(0, 0, 0, 40)
    public var separator = Color(198, 198, 200)
    public var text = Color(28, 28, 30)
    public var mutedText = Color(142, 142, 147)
    public var fixedText = Color(110, 106, 98)
    public var grip = Color(190, 190, 196)
    public var shadow = Color(0, 0, 0)
    public var scrollIndicator = Color(0, 0, 0, 115)
    /// A section's header: UITableView's plain-style header, opaque so rows scroll under it unseen.
    public var headerFill = Color(232, 232, 237)
    public var headerText = Color(99, 99, 102)
    /// A grid's tile: an outline a step darker than the background, so tiles on white read as tiles.
    public var tileOutline = Color(209, 209, 214)
    /// Behind a grid's tiles, and inside plain ones (UICollectionView's white), so that a frame of
    /// tiles fills no pixel a plain tile covers (`TilePainter`).
    public var gridBackground = Color(255, 255, 255)

    // HUD and overlays
    /// The column beside the list that the HUD and the tuning panel dock in, on a wide window: a
    /// step darker than the margins, so the list's edge shows (iOS's systemGray5).
    public var dockFill = Color(229, 229, 234)
    public var panelFill = Color(18, 20, 26, 228)
    public var panelText = Color(235, 238, 245)
    public var panelMutedText = Color(150, 156, 170)
    public var panelAccent = Color(120, 200, 255)
    public var ring = Color(10, 132, 255)
    public var ringDone = Color(52, 199, 89)
    public var ringTrack = Color(0, 0, 0, 40)
    /// The focused row's ring (`keyboardReorder`) and a tap's picked row's (`tapToMove`): the system
    /// blue of a focus ring, and orange for a row waiting for the tap that places it.
    public var focusRing = Color(10, 100, 230)
    public var pickRing = Color(230, 120, 0)
    /// The announcement strip: dark, as a caption is, so it reads over any row.
    public var stripFill = Color(28, 28, 30, 235)
    public var stripText = Color(255, 255, 255)
    public var slopCircle = Color(255, 149, 0)
    public var autoscrollZone = Color(255, 59, 48)
    public var graphGood = Color(52, 199, 89)
    public var graphSlow = Color(255, 204, 0)
    public var graphBad = Color(255, 69, 58)
    public var badgeFill = Color(214, 40, 40, 235)
    public var badgeText = Color(255, 255, 255)
    /// A tuning value that just changed, and the intent waiting for the next press (iOS yellow).
    public var panelHighlight = Color(255, 214, 10)
    /// The tuning panel's slider grooves, their filled part (the panel's accent), the thumbs and the
    /// buttons, plain and held.
    public var sliderTrack = Color(255, 255, 255, 50)
    public var sliderThumb = Color(255, 255, 255)
    public var buttonFill = Color(255, 255, 255, 28)
    public var buttonHeldFill = Color(120, 200, 255, 110)
    public var helpDim = Color(0, 0, 0, 110)
    /// The help is read, not glanced at: nearly opaque.
    public var helpFill = Color(18, 20, 26, 240)
    /// Touch trails cycle through these by pointer id: none is the ring's blue or the slop circle's
    /// orange, so a trail is never mistaken for either.
    public var trailColors = [Color(52, 199, 89), Color(255, 45, 85), Color(175, 82, 222), Color(48, 176, 199),
                              Color(88, 86, 214), Color(162, 132, 94)]

    // MARK: Metrics (points)

    /// Background shows on both sides of the list column, so the drag styles' side shadows (or their
    /// absence, for ATS) can be seen; the scroll indicator lives in the right margin.
    public var listMargin = 12.0
    /// Label and accessory insets inside a row (UITableViewCell's 16 pt layout margins).
    public var rowInset = 16.0
    /// Separators are one device pixel at every scale, inset on the left like UITableView's.
    public var separatorPixels = 1
    public var separatorInset = 16.0
    /// The selected row's and the fixed row's stripe on the left edge.
    public var stripeWidth = 3.0
    /// Reorder grip (three bars) and lock glyph, right-aligned in the row.
    public var glyphWidth = 16.0
    /// The well's inner shadow at its top edge.
    public var wellShadowDepth = 4.0
    /// A tile's label is kept this far in from its sides.
    public var tileInset = 6.0
    public var scrollIndicatorWidth = 3.0
    public var scrollIndicatorMinLength = 36.0
    /// Seconds the indicator stays after the list stops moving, then seconds it takes to fade
    /// (UIScrollView's indicators linger about half a second).
    public var scrollIndicatorLinger = 0.5
    public var scrollIndicatorFade = 0.3

    // MARK: Text

    /// Row labels: 16 pt, a little under iOS's 17 pt body so ids fit beside them on narrow windows.
    public var labelFont = TextStyle(pointSize: 16)
    public var detailFont = TextStyle(pointSize: 11, path: Font.monospacePath)
    public var hudFont = TextStyle(pointSize: 12, path: Font.monospacePath)
    public var hudSmallFont = TextStyle(pointSize: 10, path: Font.monospacePath)
    public var titleFont = TextStyle(pointSize: 17, path: TextStyle.boldPath)
    /// Section headers: UITableView's plain header, 13 pt semibold in upper case there; bold here.
    public var headerFont = TextStyle(pointSize: 13, path: TextStyle.boldPath)
    public var helpFont = TextStyle(pointSize: 14)
    public var badgeFont = TextStyle(pointSize: 13, path: TextStyle.boldPath)
    public var stripFont = TextStyle(pointSize: 14)

    public init() {}

    public static let standard = Theme()
}
