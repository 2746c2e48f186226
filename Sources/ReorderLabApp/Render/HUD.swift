import ReorderKit
import ReorderSDL

/// The heads-up display (toggled with `h`): every number a person tunes, drawn where it acts.
/// Over the list: the autoscroll edge zones while dragging, the allowable-movement circle and the
/// long-press ring while pressing, and every pointer's fading trail. Beside or over it, where
/// `OverlayLayout` puts it: the panel (`HUDPanel`) with the state, tuning, recent events and frame
/// times.
public struct HUD {
    public var theme: Theme

    public init(theme: Theme = .standard) {
        self.theme = theme
    }

    /// What the HUD puts over the list this frame, worked out before anything is drawn: the
    /// autoscroll label, what the panel keeps clear of, and the panel's place.
    struct Layout {
        var autoscrollLabel: AutoscrollLabel?
        var keepOut: HUDKeepOut
        var panel: HUDPanel.Placed?
    }

    /// - Parameters:
    ///   - topInset: points at the top of the list the panel keeps clear of (the badge).
    ///   - tuningPanel: the open tuning panel's frame, which the panel keeps clear of.
    ///   - badge: the badge's pill, which the autoscroll label and the panel keep clear of.
    ///   - strip: where the announcement strip was drawn this frame, which the panel keeps clear of.
    func layout<L: ReorderLayout>(engine: ReorderEngine<L>, data: HUDData, overlays: OverlayLayout, renderer: Renderer, text: TextCache,
                                  topInset: Double = 0, tuningPanel: Rect? = nil, badge: Rect? = nil, strip: Rect? = nil) -> Layout {
        let label = autoscrollLabel(engine: engine, overlays: overlays, avoiding: [badge, tuningPanel].compactMap { $0 },
                                    renderer: renderer, text: text)
        let keepOut = HUDKeepOut(imposter: overlays.imposter, stickyHeader: overlays.stickyHeader, autoscrollLabel: label?.rect,
                                 rowIDs: overlays.dock == nil ? rowIDColumn(engine: engine, renderer: renderer, text: text) : nil,
                                 announcementStrip: strip, badge: badge)
        let panel = HUDPanel(theme: theme).place(engine: engine, data: data, overlays: overlays, renderer: renderer, text: text,
                                                 topInset: topInset, tuningPanel: tuningPanel, keepOut: keepOut.rects)
        return Layout(autoscrollLabel: label, keepOut: keepOut, panel: panel)
    }

    /// - Parameters: as `layout`'s.
    public func draw<L: ReorderLayout>(engine: ReorderEngine<L>, data: HUDData, overlays: OverlayLayout, renderer: Renderer, text: TextCache,
                     topInset: Double = 0, tuningPanel: Rect? = nil, badge: Rect? = nil, strip: Rect? = nil) {
        let layout = layout(engine: engine, data: data, overlays: overlays, renderer: renderer, text: text, topInset: topInset,
                            tuningPanel: tuningPanel, badge: badge, strip: strip)
        drawAutoscrollZones(engine: engine, label: layout.autoscrollLabel, renderer: renderer, text: text)
        if case .pressing(let press) = engine.interaction {
            drawPress(press, engine: engine, renderer: renderer, text: text)
        }
        let now = engine.now
        drawTrails(data.trails, now: data.now ?? now, renderer: renderer, text: text)
        if let panel = layout.panel {
            HUDPanel(theme: theme).draw(panel, engine: engine, data: data, renderer: renderer, text: text, opacity: overlays.opacity)
        }
    }

    /// While a pointer drags a row: a row lifted by keys never autoscrolls (the view follows the
    /// focused row instead), so its bands would say something false.
    static func showsAutoscrollZones<L: ReorderLayout>(_ engine: ReorderEngine<L>) -> Bool {
        guard case .dragging(let drag) = engine.interaction, !drag.byKeys else { return false }
        return engine.layout.blank != nil
    }

    /// The bands at both ends of the scroll axis (top and bottom, or left and right for a grid
    /// scrolling along x) where holding the dragged row scrolls the list (`autoscrollZone`); the
    /// side scrolling now is tinted by speed and carries `label`.
    func drawAutoscrollZones<L: ReorderLayout>(engine: ReorderEngine<L>, label: AutoscrollLabel?, renderer: Renderer, text: TextCache) {
        guard Self.showsAutoscrollZones(engine) else { return }
        let viewport = engine.viewport, axis = engine.layout.scrollAxis
        let extent = engine.scrollExtent
        let zone = engine.autoscrollZone
        let speed = engine.autoscrollSpeed
        let max = engine.tuning.autoscrollMaxSpeed
        let intensity = max > 0 ? min(1, abs(speed) / max) : 0
        for (start, active) in [(0.0, speed < 0), (extent - zone, speed > 0)] {
            let rect = axis == .vertical ? Rect(x: 0, y: start, width: viewport.width, height: zone)
                : Rect(x: start, y: 0, width: zone, height: viewport.height)
            let alpha = active ? 0.10 + 0.35 * intensity : 0.06
            renderer.fill(rect, theme.autoscrollZone.scaledAlpha(alpha))
            let edge = start == 0 ? start + zone : start  // the zone's inner border
            let border = axis == .vertical ? Rect(x: 0, y: edge - 0.5, width: viewport.width, height: 1)
                : Rect(x: edge - 0.5, y: 0, width: 1, height: viewport.height)
            renderer.fill(border, theme.autoscrollZone.scaledAlpha(0.5))
        }
        if let label {
            text.draw(label.text, theme.hudSmallFont, theme.autoscrollZone, at: (label.rect.x, label.rect.y), renderer: renderer)
        }
    }


    /// Where the press went down with the circle it may wander in (`allowableMovement`) and a line to
    /// where it is; around the finger, a ring filling up to the long-press deadline.
    func drawPress<L: ReorderLayout>(_ press: Press, engine: ReorderEngine<L>, renderer: Renderer, text: TextCache) {
        let allowable = engine.tuning.allowableMovement
        let origin = (x: press.origin.x, y: press.origin.y), finger = (x: press.location.x, y: press.location.y)
        let used = allowable > 0 ? min(1, press.origin.distance(to: press.location) / allowable) : 1
        if allowable > 0 {
            renderer.fillCircle(center: origin, radius: allowable, theme.slopCircle.scaledAlpha(0.12 + 0.25 * used))
            renderer.fillArc(center: origin, radius: allowable, width: 1.5, theme.slopCircle.scaledAlpha(0.85))
        }
        renderer.thickPolyline([(origin.x, origin.y, theme.slopCircle), (finger.x, finger.y, theme.slopCircle)], width: 1.5)

        guard let progress = engine.longPressProgress else { return }  // a row that cannot lift: no ring
        let radius = 30.0, width = 4.0
        renderer.fillArc(center: finger, radius: radius, width: width, theme.ringTrack)
        let color = progress >= 1 ? theme.ringDone : theme.ring
        renderer.fillArc(center: finger, radius: radius, sweep: 2 * .pi * progress, width: width, color)
        let held = min(engine.now - press.since, engine.tuning.longPressSeconds)
        text.draw("\(HUDFormat.fixed(held, 2)) s", theme.hudSmallFont, color, at: (finger.x, finger.y - radius - 3),
                  anchor: .bottomCenter, renderer: renderer)
    }

    /// Each pointer's path over the last `fadeSeconds`, fading with age, and a ring with its name
    /// where it is (fading out after it lifts).
    func drawTrails(_ trails: TouchTrails, now: Double, renderer: Renderer, text: TextCache) {
        for trail in trails.trails {
            let color = trailColor(trail.pointer)
            let points = trail.samples.map { ($0.point.x, $0.point.y, color.scaledAlpha(0.85 * trails.fade($0.t, now: now))) }
            renderer.thickPolyline(points, width: 3)
            guard let last = trail.samples.last else { continue }
            let presence = trail.endedAt.map { trails.fade($0, now: now) } ?? 1
            guard presence > 0 else { continue }
            let at = (x: last.point.x, y: last.point.y)
            renderer.fillArc(center: at, radius: 18, width: 2, color.scaledAlpha(presence))
            renderer.fillCircle(center: at, radius: 3, color.scaledAlpha(presence))
            // Below right of the finger: above it is the long-press ring's time.
            text.draw(trail.pointer.hudName, theme.hudSmallFont, color, at: (at.x + 22, at.y + 22), anchor: .leftCenter,
                      alpha: presence, renderer: renderer)
        }
    }

    func trailColor(_ pointer: PointerID) -> Color {
        let colors = theme.trailColors
        guard !colors.isEmpty else { return theme.ring }
        let index = pointer.kind == .mouse ? 0 : pointer.id + (pointer.kind == .pen ? 3 : 1)
        return colors[((index % colors.count) + colors.count) % colors.count]
    }
}
