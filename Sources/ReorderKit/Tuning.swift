/// Where the placeholder goes while a row is dragged: small pure rules chosen by name
/// (see `PlacementRule.swift`).
public enum ReorderStrategy: String, Sendable, CaseIterable {
    /// ATSDragToReorder: the blank swaps with a neighbour once the imposter's centre crosses the
    /// midpoint of the rect the two cover together. Stable for mixed heights by construction.
    case coveredMidpoint
    /// RTDragCellTableView / the UICollectionView seed: the blank goes to the slot under the imposter's
    /// centre, but only to a slot that would still be under the centre after the move (plain "slot
    /// under the centre" flips back and forth forever when a small row rests over a tall one).
    case centerSlot
}

/// How autoscroll speed rises with the imposter's depth into the edge zone (depth 0 at the zone's
/// inner border, 1 at the viewport edge).
public enum AutoscrollCurve: String, Sendable, CaseIterable {
    /// ATSDragToReorder: speed proportional to depth.
    case linear
    /// Gentle start, for precise placement near the zone border.
    case quadratic
    case cubic
    /// Full speed anywhere in the zone: SortableJS (10 px every 24 ms within 30 px of the edge) and
    /// Kirigami scroll at one speed.
    case constant

    public func speedFraction(depth: Double) -> Double {
        let d = min(max(depth, 0), 1)
        switch self {
        case .constant: return d > 0 ? 1 : 0
        case .linear: return d
        case .quadratic: return d * d
        case .cubic: return d * d * d
        }
    }
}

/// How the lifted row looks. The engine only carries it (so it is recorded and tunable live);
/// the window draws it.
public enum DragStyle: String, Sendable, CaseIterable {
    /// ATSDragToReorder: shadows clipped above and below the row, no scale.
    case ats
    /// DHDragableCellTableView / RTDragCellTableView: offset shadow, scale 1.03, alpha 0.98.
    case lifted
    /// The UICollectionView seed: shadow radius 10, opacity 0.8, spring drop with damping 0.4.
    case collection
}

/// Where the list starts following a finger once a press turns into a pan.
public enum PanStart: String, Sendable, CaseIterable {
    /// From the point where the movement crossed `allowableMovement`, so the content does not jump:
    /// Android's ScrollView (`mLastMotionY` offset by the touch slop) and Flutter's default
    /// `DragStartBehavior.start`.
    case slop
    /// From the down point: the content jumps by the slop when the pan is recognised (UIScrollView
    /// after its delay, Flutter's `DragStartBehavior.down`; this engine before it had a choice).
    case down
}

/// What lifts a row.
public enum Activation: String, Sendable, CaseIterable {
    /// The long press: held within `allowableMovement` for `longPressSeconds`.
    case hold
    /// Moving beyond `activationDistance` lifts it at once (the desktop drag threshold: GTK's
    /// `gtk-dnd-drag-threshold`, Qt's `startDragDistance`, GNOME Shell's mouse, dnd-kit's distance
    /// constraint); the list then scrolls by wheel and keys only.
    case distance
}

/// How the autoscroll speed ramps with the time spent in the edge zone (`autoscrollRampSeconds`).
public enum AutoscrollRampCurve: String, Sendable, CaseIterable {
    /// Speed x t / ramp.
    case linear
    /// Speed x (t / ramp)^5: Android's ItemTouchHelper (`interpolateOutOfBoundsScroll`, t^5 over
    /// 2000 ms).
    case quintic
    /// Speed x (t / ramp)^2: hello-pangea/dnd's time dampening (ease p^2 over its first 1200 ms).
    case quadratic

    /// 0...1 after `elapsed` of `ramp` seconds in the zone.
    public func fraction(elapsed: Double, ramp: Double) -> Double {
        guard ramp > 0 else { return 1 }
        let p = min(max(elapsed / ramp, 0), 1)
        switch self {
        case .linear: return p
        case .quadratic: return p * p
        case .quintic: return p * p * p * p * p
        }
    }
}

/// What a drag may do across sections (the contract's `crossSection`; a list has one section and
/// ignores it).
public enum CrossSection: String, Sendable, CaseIterable {
    /// RTDragCellTableView: the row leaves its section and joins the one it is dropped in, an empty
    /// one included.
    case move
    /// DHDragableCellTableView: section sizes never change; entering another section, the lifted row
    /// exchanges places with the row it enters on.
    case swap
    /// The blank stays inside the lifted row's own section.
    case none
}

/// What a drop does to the order (the contract's `reorderMode`), in every layout.
public enum ReorderMode: String, Sendable, CaseIterable {
    /// The blank travels and neighbours shift (DH, RT, ATS, the UICollectionView seed).
    case insert
    /// SortableJS's swap mode, dnd-kit's swapping strategy: the row under the imposter is the target,
    /// shown in the lifted row's slot; on release the two exchange places.
    case swap
}

/// Every parameter of the engine, with its unit. Traces name them in `tuning` (header) and
/// `{"type":"tuning","set":{...}}` (live); a missing one keeps its default.
public struct Tuning: Equatable, Sendable {
    /// Seconds a press must stay within `allowableMovement` before its row lifts.
    /// 0.5 s is UIKit's `UILongPressGestureRecognizer.minimumPressDuration` and Flutter's
    /// `kLongPressTimeout`; Android's `ViewConfiguration.getLongPressTimeout()` is 400 ms.
    /// 0 lifts at the first input after the down, so a press can no longer be a tap.
    public var longPressSeconds: Double = 0.5
    /// Points a press may move from its down point (Euclidean) and still become a long press;
    /// beyond it, before the deadline, the press is a pan. Also the least distance a flick must
    /// travel in its last 100 ms to coast: a finger that moved less is lifting, not flicking.
    /// 10 pt is UIKit's default
    /// `allowableMovement`; the ATS seed uses 5 pt, Android's touch slop is 8 dp, Flutter's
    /// `kTouchSlop` 18 px.
    public var allowableMovement: Double = 10
    /// When false no row lifts and a drag in progress completes in place (ATS `setReorderingEnabled:NO`).
    public var reorderingEnabled: Bool = true
    public var reorderStrategy: ReorderStrategy = .coveredMidpoint
    /// Points the imposter must go past a placement threshold before the blank moves, so that a
    /// finger's jitter (1-2 pt on common capacitive panels) resting on a threshold does not flicker.
    public var reorderHysteresis: Double = 3
    /// Seconds neighbours take to slide out of the blank's way. 0.2 s is what DH and RT animate.
    public var shuffleAnimationSeconds: Double = 0.2
    /// Seconds the lift (shadow, scale) takes to appear. ATS animates its indicators for 0.23 s.
    public var liftAnimationSeconds: Double = 0.23
    /// Seconds the imposter takes to settle into its slot after release (ease-out). ATS: 0.25 s.
    public var dropAnimationSeconds: Double = 0.25
    /// Points added to half the dragged row's height to make the edge zone where autoscroll runs.
    /// ATS: `distanceThresholdToAutoscroll = height / 2 + 6`, so scrolling starts just before the
    /// imposter touches the edge.
    public var autoscrollZonePadding: Double = 6
    /// Points per second at full depth. ATS moves at most 5 pt per 60 Hz frame = 300 pt/s; ours is
    /// per second so that 120 Hz displays do not scroll twice as fast.
    public var autoscrollMaxSpeed: Double = 300
    public var autoscrollCurve: AutoscrollCurve = .linear
    /// Seconds in the edge zone until autoscroll reaches the speed its depth asks for; 0 (ATS, the
    /// default) is at once. Android's ItemTouchHelper ramps over 2000 ms, hello-pangea over 1200 ms.
    public var autoscrollRampSeconds: Double = 0
    public var autoscrollRampCurve: AutoscrollRampCurve = .linear
    /// Seconds the placement target must stay the same before the blank moves to it (UIKit's
    /// reordering cadence); 0, the default, moves it at once. A quick pass over a row then moves
    /// nothing.
    public var reorderDwellSeconds: Double = 0
    public var panStart: PanStart = .slop
    public var activation: Activation = .hold
    /// Points of movement that lift a row under `activation: distance`: 8 px is GTK's
    /// `gtk-dnd-drag-threshold` and GNOME Shell's `drag-threshold`.
    public var activationDistance: Double = 8
    /// Points per second a pan must be moving at release to coast on. Android's minimum fling
    /// velocity is 50 dp/s; 100 pt/s also keeps a finger that slows to a stop before lifting from
    /// nudging the list on.
    public var flickMinimumSpeed: Double = 100
    /// Points per second a flick is capped at: Android's `ViewConfiguration` maximum fling velocity
    /// is 8000 dp/s. Also keeps absurd input (a jump of 1e300 pt in a microsecond) finite.
    public var flickMaximumSpeed: Double = 8000
    /// Fraction of the coasting velocity kept per millisecond: UIScrollView's
    /// `DecelerationRate.normal` is 0.998.
    public var decelerationRate: Double = 0.998
    /// Points per second below which coasting stops (> 0, or it would never end): 10 pt/s moves less
    /// than a point in the last 0.1 s, which nobody sees.
    public var momentumStopSpeed: Double = 10
    /// Points the list scrolls for the up and down keys: about one standard 44 pt row.
    public var keyScrollStep: Double = 40
    public var dragStyle: DragStyle = .ats
    /// Sections only; `move` is what RTDragCellTableView does and what a user expects of a list with
    /// headers (UITableView's `moveRowAtIndexPath:toIndexPath:` across sections).
    public var crossSection: CrossSection = .move
    /// `insert`, what every seed does; `swap` from SortableJS and dnd-kit.
    public var reorderMode: ReorderMode = .insert
    /// Keys focus rows and reorder them without a pointer (docs/without-dragging.md). Off by
    /// default: before it, keys only scrolled, and a file keeps its meaning.
    public var keyboardReorder = false
    /// A tap picks a row and a tap elsewhere places it (WCAG 2.5.7's single-pointer path). Off by
    /// default: before it, a tap only selected.
    public var tapToMove = false
    /// tslib's smoothing on the input path, in points (`InputFilters.swift`): empty, the default,
    /// passes positions as they come.
    public var inputFilters: [InputFilter] = []
    /// Values that apply instead of these when a mouse or a pen drives the interaction (trace keys
    /// `mouse` and `pen`, objects of tuning names: `{"mouse":{"activation":"distance"}}`); touch
    /// uses the top level. A kind without overrides has no entry (never an empty patch).
    public var pointerOverrides: [PointerKind: TuningPatch] = [:]
    /// Seconds ahead of the newest sample that the window draws the imposter and panned content
    /// (`PointerPrediction`), to make up for the time a frame takes to reach the glass; 0, the
    /// default, draws the newest sample. Only what is drawn moves: the engine never reads it.
    public var predictionSeconds: Double = 0
    /// How `predictionSeconds` extrapolates the finger.
    public var predictionModel: PredictionModel = .linear

    public init() {}

    /// The parameters' trace names, in documentation order.
    public static let names: [String] = parameters.map(\.name)

    /// The tuning that applies while a pointer of `kind` drives the interaction: this one with that
    /// kind's overrides set over it (touch has none: it is the top level).
    public func resolved(for kind: PointerKind) -> Tuning {
        guard let overrides = pointerOverrides[kind] else { return self }
        var tuning = self
        tuning.apply(overrides)
        return tuning
    }
}

public struct TuningError: Error, Equatable, Sendable, CustomStringConvertible {
    public var name: String
    public var message: String
    public var description: String { "tuning \(name) \(message)" }

    public init(name: String, message: String) {
        self.name = name
        self.message = message
    }
}
