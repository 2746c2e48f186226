import ReorderKit
import ReorderSDL

/// The list as the engine lays it out: rows at their animated tops, the blank slot as an empty well,
/// the floating imposter with its drag style's shadow and lift, and the scroll indicator.
///
/// Viewport points are window points: the list fills the window, in a column `theme.listMargin`
/// in from each side. Holds what must persist between frames: the shadow textures and when the
/// list last moved (for the scroll indicator's fade).
public final class ListView {
    public var theme: Theme
    private let shadows = ShadowCache()
    private let indicator = ScrollIndicator()

    public init(theme: Theme = .standard) {
        self.theme = theme
    }

    /// The list column's x and width for a viewport.
    public func column(width: Double) -> (x: Double, width: Double) {
        (theme.listMargin, max(0, width - 2 * theme.listMargin))
    }

    /// Draws the rows (a sectioned list's headers over them, a grid's tiles), the imposter over
    /// everything and the scroll indicator, on a frame cleared to `theme.background` (a grid's to
    /// `theme.gridBackground`: `Scene.draw` clears it; filling the viewport again cost a millisecond
    /// a frame in SDL's software renderer).
    /// - Parameters:
    ///   - selection: the row drawn selected, usually `engine.selectedID`.
    ///   - imposterAhead: points the imposter is drawn ahead of where the engine has it (a prediction
    ///     of the finger, `DrawnPrediction`); zero draws it where the engine has it.
    ///   - feed: what the live feed just changed, lit under the imposter.
    /// - Returns: where the focused and the picked rows were drawn, for the announcement strip.
    @discardableResult
    public func draw<L: ReorderLayout>(engine: ReorderEngine<L>, renderer: Renderer, text: TextCache, selection: String?,
                                       imposterAhead: Point = Point(x: 0, y: 0), feed: FeedHighlights = FeedHighlights()) -> FocusMarks {
        let column = column(width: engine.viewport.width)
        var marks = FocusMarks()

        var pressedSlot: Int?
        if case .pressing(let press) = engine.interaction { pressedSlot = press.slot }

        let shown = renderer.visible
        let tiles = engine.drawsTiles
        let shownExtent = engine.layout.scrollAxis == .vertical ? shown.maxY : shown.maxX
        let painter = RowPainter(theme: theme), tilePainter = TilePainter(theme: theme)
        // A grid of items thinner than a pixel holds millions on screen: at most one a 4 x 4 pixel
        // square of the output is drawn, so a frame's work is bounded by the pixels on screen.
        let limit = tiles ? max(1, Int(shown.width * shown.height * renderer.scale * renderer.scale / 16)) : .max
        for visible in engine.visibleRows(height: shownExtent, spacing: 1 / renderer.scale, limit: limit) {
            let rect = tiles ? Rect(x: visible.left, y: visible.top, width: visible.width, height: visible.height)
                : Rect(x: column.x, y: visible.top, width: column.width, height: visible.height)
            // A replayed trace's viewport can be far larger than the window, and rows can be thinner
            // than a pixel (1e-300 pt): only rows within the output, at most about one per pixel row,
            // and of those only the ones covering a pixel are drawn.
            guard renderer.covers(rect) else { continue }
            let state = RowPainter.State(selected: visible.row.id == selection, highlighted: visible.slot == pressedSlot)
            if tiles {
                if visible.isBlank { tilePainter.drawWell(rect, renderer: renderer) } else {
                    tilePainter.draw(visible.row, in: rect, state: state, renderer: renderer, text: text)
                    drawFeedLight(feed, visible.row.id, rect, now: engine.now, renderer: renderer)
                }
                continue
            }
            if visible.isBlank {
                painter.drawWell(rect, renderer: renderer)
                continue
            }
            painter.draw(visible.row, in: rect, state: state, renderer: renderer, text: text)
            drawFeedLight(feed, visible.row.id, rect, now: engine.now, renderer: renderer)
            painter.drawSeparator(under: rect, renderer: renderer)
            marks.note(visible.row.id, at: rect, engine: engine)
        }
        // A tile's mark is noted here, after every tile is drawn, so no neighbour covers its ring.
        if tiles {
            for visible in engine.visibleRows(height: shownExtent, spacing: 1 / renderer.scale, limit: limit) where !visible.isBlank {
                marks.note(visible.row.id, at: Rect(x: visible.left, y: visible.top, width: visible.width, height: visible.height), engine: engine)
            }
        }
        drawFeedGone(feed, tiles: tiles, column: column, now: engine.now, renderer: renderer)
        if let sections = engine.layout as? any SectionedLayout {
            SectionHeaders(theme: theme).draw(sections, offset: engine.scrollOffset, extent: min(engine.scrollExtent, shown.maxY),
                                              column: column, renderer: renderer, text: text)
        }

        // The rings under the imposter: a row in hand covers what it passes over, rings included.
        marks.draw(theme: theme, renderer: renderer)
        if var imposter = engine.imposter {
            imposter.left += imposterAhead.x
            imposter.top += imposterAhead.y
            let drawn = drawImposter(imposter, engine: engine, column: column, selection: selection, renderer: renderer, text: text)
            marks.inHand = drawn
            if imposter.row.id == engine.focusedID {
                marks.focused = drawn
                renderer.stroke(drawn, theme.focusRing, width: FocusMarks.ringWidth)
            }
        }
        indicator.draw(engine: engine, theme: theme, renderer: renderer)
        return marks
    }

    /// A row the feed just changed: a fill of `theme.feedFill` over it, fading out.
    private func drawFeedLight(_ feed: FeedHighlights, _ id: String, _ rect: Rect, now: Double, renderer: Renderer) {
        guard let since = feed.lit[id] else { return }
        let strength = FeedHighlights.strength(since: since, at: now)
        guard strength > 0 else { return }
        // At most half opaque: the row's label stays readable through it.
        renderer.fill(rect, theme.feedFill.alpha(UInt8(strength * 128)))
    }

    /// Where the feed just deleted a row: a 4 pt bar at its top (an outline of a tile), fading out.
    private func drawFeedGone(_ feed: FeedHighlights, tiles: Bool, column: (x: Double, width: Double), now: Double,
                              renderer: Renderer) {
        for gone in feed.gone {
            let strength = FeedHighlights.strength(since: gone.since, at: now)
            guard strength > 0 else { continue }
            let color = theme.feedGone.alpha(UInt8(strength * 255))
            if tiles {
                renderer.stroke(Rect(x: gone.left, y: gone.top, width: gone.width, height: gone.height), color, width: 3)
            } else {
                renderer.fill(Rect(x: column.x, y: gone.top - 2, width: column.width, height: 4), color)
            }
        }
    }

    @discardableResult
    private func drawImposter<L: ReorderLayout>(_ imposter: Imposter, engine: ReorderEngine<L>, column: (x: Double, width: Double),
                              selection: String?, renderer: Renderer, text: TextCache) -> Rect {
        let pose = ImposterPose(engine: engine, imposter: imposter, column: column)
        let look = pose.look
        // The shadow is drawn only around the row, never under it: the seeds' rows are opaque, so
        // their shadow never shows through, and the snapshot styles' alpha (0.98, 0.95) should let
        // the list show through, not the shadow. ATS goes further and shows it only in a band above
        // and a band below the cell (no side shadow).
        let r = pose.drawn
        let clips: [Rect]
        if let band = look.clipBand {
            clips = [Rect(x: r.x, y: r.y - band, width: r.width, height: band),
                     Rect(x: r.x, y: r.maxY, width: r.width, height: band)]
        } else {
            let reach = look.shadow.reach + max(abs(look.shadow.offset.x), abs(look.shadow.offset.y)) + 1
            clips = [Rect(x: r.x - reach, y: r.y - reach, width: r.width + 2 * reach, height: reach),
                     Rect(x: r.x - reach, y: r.maxY, width: r.width + 2 * reach, height: reach),
                     Rect(x: r.x - reach, y: r.y, width: reach, height: r.height),
                     Rect(x: r.maxX, y: r.y, width: reach, height: r.height)]
        }
        for clip in clips {
            renderer.withClip(clip) {
                shadows.draw(r, look.shadow, strength: pose.shadowStrength, color: theme.shadow, renderer: renderer,
                             cacheSize: (pose.rect.width, pose.rect.height))
            }
        }
        let state = RowPainter.State(selected: imposter.row.id == selection, highlighted: look.highlighted)
        if engine.drawsTiles {
            var tile = state
            tile.filled = true
            TilePainter(theme: theme).draw(imposter.row, in: pose.drawn, state: tile, alpha: pose.alpha, renderer: renderer, text: text)
            return pose.drawn
        }
        let scale = pose.drawn.width / max(pose.rect.width, 1)
        RowPainter(theme: theme).draw(imposter.row, in: pose.drawn, state: state, scale: scale, alpha: pose.alpha,
                                      renderer: renderer, text: text)
        return pose.drawn
    }
}
