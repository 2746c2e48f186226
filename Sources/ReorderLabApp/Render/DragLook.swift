import Foundation
import ReorderKit
import ReorderSDL

/// How the lifted row looks in each `DragStyle`, with the numbers the seeds use.
struct DragLook {
    var shadow: ShadowSpec
    /// Scale and alpha at full lift (1 and 1: unchanged).
    var scale: Double
    var alpha: Double
    /// ATS clips its shadow to two bands `clipBand` points high above and below the cell, so it
    /// has no side shadow (`addShadowViewsToCell:`, `heightOfViews = 10`).
    var clipBand: Double?
    /// The UICollectionView seed animates lift and drop with `usingSpringWithDamping: 0.4`.
    var springDamping: Double?
    /// ATS drags the highlighted cell itself; the snapshot styles drag a copy of the plain cell.
    var highlighted: Bool

    /// - Parameter tile: the lifted thing is a grid's tile, not a row as wide as the list.
    static func look(_ style: DragStyle, tile: Bool = false) -> DragLook {
        switch style {
        case .ats:
            // shadowOpacity 0.8, shadowOffset (0, 1), shadowRadius 4, no transform.
            DragLook(shadow: ShadowSpec(opacity: 0.8, radius: 4, offset: (0, 1)), scale: 1, alpha: 1,
                     clipBand: 10, springDamping: nil, highlighted: true)
        case .lifted:
            // RTDragCellTableView customSnapshotFromView: offset (-5, 0), radius 5, opacity 0.4;
            // cellSelectedAtIndexPath: scale 1.03, alpha 0.98.
            DragLook(shadow: ShadowSpec(opacity: 0.4, radius: 5, offset: (-5, 0)), scale: 1.03, alpha: 0.98,
                     clipBand: nil, springDamping: nil, highlighted: false)
        case .collection:
            // Opacity 0.8, radius 10 and CALayer's default shadowOffset (0, -3), which the seed
            // leaves alone. It scales collection cells by 1.2; a full-width list row at 1.2 would
            // leave the window, so 1.05 for rows. Alpha 0.95.
            DragLook(shadow: ShadowSpec(opacity: 0.8, radius: 10, offset: (0, -3)), scale: tile ? 1.2 : 1.05, alpha: 0.95,
                     clipBand: nil, springDamping: 0.4, highlighted: false)
        }
    }

    /// Step response of a damped spring, 0 at p = 0 and 1 from p = 1 on, overshooting on the way
    /// (about 25 % at damping 0.4). Like UIKit's spring animations, the stiffness is chosen so the
    /// motion has died down (to 0.1 %) by the end of the animation's duration.
    static func spring(_ p: Double, damping: Double) -> Double {
        guard p > 0 else { return 0 }
        guard p < 1 else { return 1 }
        guard damping > 0, damping < 1 else { return p }  // not underdamped: no spring to speak of
        let omega = log(1000) / damping
        let damped = omega * (1 - damping * damping).squareRoot()
        return 1 - exp(-damping * omega * p) * (cos(damped * p) + damping * omega / damped * sin(damped * p))
    }
}

/// Where and how the imposter is drawn this frame.
struct ImposterPose {
    /// The row's rectangle before scaling, points.
    var rect: Rect
    /// The scaled rectangle, about `rect`'s centre.
    var drawn: Rect
    /// 0...1: how strong the shadow is.
    var shadowStrength: Double
    var alpha: Double
    var look: DragLook

    /// - Parameter column: where a row (not a tile) is drawn across the list: the list's column.
    init<L: ReorderLayout>(engine: ReorderEngine<L>, imposter: Imposter, column: (x: Double, width: Double)) {
        let tile = engine.drawsTiles
        let look = DragLook.look(engine.tuning.dragStyle, tile: tile)
        self.look = look
        var origin = Point(x: imposter.left, y: imposter.top)
        // How far the scale is from 1 (0...1, or past 1 while a spring overshoots).
        var scaleAmount = imposter.lift
        if let damping = look.springDamping {
            switch engine.interaction {
            case .dragging(let drag):
                let p = Self.progress(engine.now - drag.liftedAt, engine.tuning.liftAnimationSeconds)
                scaleAmount = DragLook.spring(p, damping: damping)
            case .settling(let settle):
                // The engine eases the imposter into its slot; this look springs there instead, in
                // both axes, overshooting the slot and coming back, from the same start at the same times.
                let p = Self.progress(engine.now - settle.start, settle.duration)
                let settled = DragLook.spring(p, damping: damping)
                let target = engine.layout.frame(ofSlot: settle.slot).origin, start = settle.startOrigin
                origin = engine.viewportPoint(Point(x: target.x + (start.x - target.x) * (1 - settled),
                                                    y: target.y + (start.y - target.y) * (1 - settled)))
                scaleAmount = 1 - settled
            case .idle, .pressing, .scrolling, .coasting:
                break
            }
        }
        let size = engine.imposterSize ?? Size(width: imposter.row.width ?? column.width, height: imposter.row.height)
        rect = tile ? Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
            : Rect(x: column.x, y: origin.y, width: column.width, height: size.height)
        let scale = 1 + (look.scale - 1) * scaleAmount
        let w = rect.width * scale, h = rect.height * scale
        drawn = Rect(x: rect.x + (rect.width - w) / 2, y: rect.y + (rect.height - h) / 2, width: w, height: h)
        shadowStrength = min(max(imposter.lift, 0), 1)
        alpha = 1 - (1 - look.alpha) * shadowStrength
    }

    private static func progress(_ elapsed: Double, _ duration: Double) -> Double {
        duration > 0 ? min(max(elapsed / duration, 0), 1) : 1
    }
}
