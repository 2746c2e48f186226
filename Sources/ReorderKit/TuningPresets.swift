/// The feel of the platforms people hold a list on, to start tuning from. A preset sets the long
/// press (`longPressSeconds`, `allowableMovement`), how a mouse lifts a row (`mouse`) and the
/// autoscroll policy (`autoscrollMaxSpeed`, `autoscrollCurve`, `autoscrollRampSeconds`,
/// `autoscrollRampCurve`): every preset sets all of `TuningPreset.keys`, to its platform's values or
/// to this engine's defaults, so switching from one preset to another leaves nothing of the first
/// behind. Every other parameter keeps its value. Raw values are the names `--preset`, the window's
/// `p` key and `compare --presets` use.
///
/// Lengths are kept in the platform's unit (`PresetLength`) and converted with the display's
/// density; without one a point is taken as 1/160 inch (`DisplayDensity.assumed`), so Android's dp
/// keep their numbers and Firefox's 0.1 inch is 16 pt. Each case's comment gives the source of its
/// numbers (file, constant, value) and where the table of facts turned out different.
public enum TuningPreset: String, Sendable, CaseIterable {
    /// UIKit: `UILongPressGestureRecognizer.minimumPressDuration` defaults to 0.5 s and
    /// `allowableMovement` to 10 pt (the UIKit documentation of both properties).
    case ios
    /// Android: `ViewConfiguration.getLongPressTimeout()` is `DEFAULT_LONG_PRESS_TIMEOUT` = 400 ms
    /// (500 ms before Android 12) and `getScaledTouchSlop()` is `TOUCH_SLOP` = 8 dp. Autoscroll:
    /// RecyclerView's `ItemTouchHelper.Callback.interpolateOutOfBoundsScroll` ramps with the time
    /// since the scroll started as t^5 (`sDragScrollInterpolator`) up to
    /// `DRAG_SCROLL_ACCELERATION_LIMIT_TIME_MS` = 2000 ms (500 ms in some older copies). Its speed,
    /// a step per frame of at most `item_touch_helper_max_drag_scroll_per_frame` (20 dp, not checked
    /// here) times 1 - (1 - overdrag)^5, is not taken over: the speed stays this engine's.
    case android
    /// Flutter: `kLongPressTimeout` = 500 ms and `kTouchSlop` = 18.0 logical pixels
    /// (packages/flutter/lib/src/gestures/constants.dart).
    case flutter
    /// ATSDragToReorder, this project's seed: a long-press recognizer at UIKit's 0.5 s with its
    /// `allowableMovement` set to 5 pt.
    case ats
    /// react-beautiful-dnd's touch sensor: `timeForLongPress` = 120 ms (use-touch-sensor.js, lowered
    /// from 150 ms for iOS force press, issue #1401). That sensor has no movement threshold of its
    /// own: any `touchmove` before the long press cancels the pending drag, so what it tolerates is
    /// whatever the browser holds back as a touchmove. 5 pt is rbd's mouse sensor's
    /// `sloppyClickThreshold` (5 px, per axis, use-mouse-sensor.js): its only movement constant.
    /// (`hello-pangea`, its fork, is the strict reading: no movement at all.)
    case rbdTouch = "rbd-touch"
    /// GTK 4: `GtkGestureLongPress` fires after `gtk-long-press-time` (GtkSettings default 500 ms)
    /// x its `delay-factor` (default 1.0) and cancels once `gtk_drag_check_threshold_double` passes,
    /// which is `gtk-dnd-drag-threshold` (GtkSettings default 8 px) on either axis
    /// (gtk/gtkgesturelongpress.c, gtk/gtksettings.c). A mouse drag (`GtkDragSource`) starts past
    /// the same threshold. Differs from this engine: GTK's threshold is per axis (a square of
    /// 8 px), this engine's is a circle.
    case gtk4
    /// Qt: `QPlatformTheme::defaultThemeHint(MousePressAndHoldInterval)` = 800 ms (qplatformtheme.cpp),
    /// which Qt Quick's `TapHandler.longPressThreshold` defaults to; `StartDragDistance` = 10 px
    /// comes from `QPlatformIntegration::styleHint` (qplatformintegration.cpp; the theme's
    /// `defaultThemeHint` forwards it there, not as the table says from
    /// qplatformtheme.cpp). A mouse drag starts past `QStyleHints::startDragDistance`.
    case qt
    /// Chromium (Aura, Linux and Windows): `GestureConfiguration` defaults `long_press_time_in_ms_`
    /// = 500 and `max_touch_move_in_pixels_for_click_` = 15 DIP, the touch slop
    /// (ui/events/gesture_detection/gesture_configuration.cc; gesture_configuration_aura.cc keeps
    /// them except on ChromeOS, which uses 6, and `--touch-slop-distance`). A mouse drag is the
    /// page's business (HTML drag and drop or a library such as dnd-kit), so no mouse override.
    case chromium
    /// Firefox: `ui.click_hold_context_menus.delay` = 500 ms (StaticPrefList.yaml; also the
    /// default of `nsEventStateManager`'s click-hold timer) and `apz.touch_start_tolerance` =
    /// 0.1 inch, as the table says. Not confirmed here against today's StaticPrefList.yaml
    /// (not stored): the older gfxPrefs.h default was 1/4.5 inch, B2G and Metro set 0.1, GeckoView
    /// sets 0.06. Converted with the display's density (16 pt at the assumed 160 pt an inch).
    case firefox
    /// GNOME Shell (app grid): `DND.makeDraggable(this, {timeoutThreshold: 200})` in
    /// js/ui/appDisplay.js; `StDndStartGesture` (src/st/st-dnd-start-gesture.c) starts a drag when a
    /// point moves past `drag-threshold` (StSettings, from org.gnome.desktop.peripherals.mouse,
    /// default 8) x the theme's scale factor on either axis: a mouse or touchpad at once, a touch
    /// only if the press is older than the timeout threshold. Differs from this engine, and from
    /// the table: the 200 ms touch is not a long press that lifts a still finger, it is
    /// a move past the threshold after 200 ms (a move before it scrolls; a still finger never lifts);
    /// here it is the nearest hold, 200 ms within the threshold. The threshold is per axis there.
    case gnomeShell = "gnome-shell"
    /// dnd-kit (`@dnd-kit/dom`, packages/dom/src/core/sensors/pointer/PointerSensor.ts, default
    /// `activationConstraints`): touch `Delay({value: 250, tolerance: 5})`; mouse
    /// `Delay({value: 200, tolerance: 10})` or `Distance({value: 5})`, whichever comes first (a
    /// text input takes `Delay(200, 0)`; a drag handle starts at once). Its autoscroller (20% of the
    /// container, `acceleration` 25, every 10 ms) scales with the container, which this engine's zone
    /// (half the row + `autoscrollZonePadding`) does not: not taken over.
    case dndKit = "dnd-kit"
    /// hello-pangea/dnd (react-beautiful-dnd's fork): touch `timeForLongPress` = 120 ms and any
    /// `touchmove` before it cancels (src/view/use-sensor-marshal/sensors/use-touch-sensor.ts), so
    /// no movement is allowed; mouse `sloppyClickThreshold` = 5 px, per axis, and `>=`
    /// (use-mouse-sensor.ts), a drag by distance. Autoscroll (src/state/auto-scroller/fluid-scroller/
    /// config.ts): `maxPixelScroll` 28 px a frame (1680 px/s at 60 Hz), `ease` p^2 between
    /// `startFromPercentage` 0.25 and `maxScrollAtPercentage` 0.05 of the container (the zone itself
    /// is not taken over, see dnd-kit), `durationDampening` 1 px a frame until `accelerateAt` 360 ms,
    /// then p^2 up to `stopDampeningAt` 1200 ms (dampen-value-by-time.ts): here a quadratic ramp
    /// over 1.2 s.
    case helloPangea = "hello-pangea"

    /// The tuning names every preset sets.
    public static let keys: [String] = ["longPressSeconds", "allowableMovement", "mouse", "autoscrollMaxSpeed",
                                        "autoscrollCurve", "autoscrollRampSeconds", "autoscrollRampCurve"]

    /// The preset's values in its platform's units.
    public var spec: TuningPresetSpec {
        switch self {
        case .ios: TuningPresetSpec(longPressSeconds: 0.5, allowableMovement: .points(10))
        case .android:
            TuningPresetSpec(longPressSeconds: 0.4, allowableMovement: .dp(8),
                             autoscroll: AutoscrollPolicy(maxSpeed: AutoscrollPolicy.engineDefault.maxSpeed, curve: .linear,
                                                          rampSeconds: 2, rampCurve: .quintic))
        case .flutter: TuningPresetSpec(longPressSeconds: 0.5, allowableMovement: .points(18))
        case .ats: TuningPresetSpec(longPressSeconds: 0.5, allowableMovement: .points(5))
        case .rbdTouch: TuningPresetSpec(longPressSeconds: 0.12, allowableMovement: .points(5))
        case .gtk4:
            TuningPresetSpec(longPressSeconds: 0.5, allowableMovement: .points(8), mouse: MouseActivation(activationDistance: .points(8)))
        case .qt:
            TuningPresetSpec(longPressSeconds: 0.8, allowableMovement: .points(10), mouse: MouseActivation(activationDistance: .points(10)))
        case .chromium: TuningPresetSpec(longPressSeconds: 0.5, allowableMovement: .points(15))
        case .firefox: TuningPresetSpec(longPressSeconds: 0.5, allowableMovement: .inches(0.1))
        case .gnomeShell:
            TuningPresetSpec(longPressSeconds: 0.2, allowableMovement: .gnomePixels(8),
                             mouse: MouseActivation(activationDistance: .gnomePixels(8)))
        case .dndKit:
            TuningPresetSpec(longPressSeconds: 0.25, allowableMovement: .points(5),
                             mouse: MouseActivation(activationDistance: .points(5), hold: (0.2, .points(10))))
        case .helloPangea:
            TuningPresetSpec(longPressSeconds: 0.12, allowableMovement: .points(0),
                             mouse: MouseActivation(activationDistance: .points(5)),
                             autoscroll: AutoscrollPolicy(maxSpeed: 28 * 60, curve: .quadratic, rampSeconds: 1.2, rampCurve: .quadratic))
        }
    }

    /// The defaults with this preset's values (at the assumed density).
    public var tuning: Tuning {
        var tuning = Tuning()
        apply(to: &tuning)
        return tuning
    }

    /// Sets this preset's values (`keys`) in `tuning`, leaving every other parameter as it is. A
    /// density so extreme that a length comes to no finite number of points changes nothing.
    public func apply(to tuning: inout Tuning, density: DisplayDensity = .assumed) {
        guard let patch = try? patch(density: density) else { return }
        tuning.apply(patch)
    }

    /// The preset's values as a live tuning change: every name of `keys`, lengths in points on a
    /// display of `density`. Set in name order, so that the first problem (a length that `density`
    /// makes infinite) is the one a trace's `tuning` object of the same values would report.
    public func patch(density: DisplayDensity) throws(TuningError) -> TuningPatch {
        let spec = spec
        let autoscroll = spec.autoscroll ?? .engineDefault
        var patch = TuningPatch()
        try patch.set(\.allowableMovement, spec.allowableMovement.points(in: density))
        patch.set(\.autoscrollCurve, autoscroll.curve)
        try patch.set(\.autoscrollMaxSpeed, autoscroll.maxSpeed)
        patch.set(\.autoscrollRampCurve, autoscroll.rampCurve)
        try patch.set(\.autoscrollRampSeconds, autoscroll.rampSeconds)
        try patch.set(\.longPressSeconds, spec.longPressSeconds)
        var mouse = TuningPatch()
        if let activation = spec.mouse {
            do throws(TuningError) {
                mouse.set(\.activation, .distance)
                try mouse.set(\.activationDistance, activation.activationDistance.points(in: density))
                if let hold = activation.hold {
                    try mouse.set(\.allowableMovement, hold.movement.points(in: density))
                    try mouse.set(\.longPressSeconds, hold.seconds)
                }
            } catch {
                throw TuningError(name: PointerKind.mouse.rawValue, message: error.description)
            }
        }
        try patch.set(overrides: mouse, for: .mouse)
        return patch
    }

    /// The preset's values at the assumed density, where every preset's lengths are plain numbers.
    public var patch: TuningPatch {
        do throws(TuningError) {
            return try patch(density: .assumed)
        } catch {
            preconditionFailure("preset \(rawValue) at the assumed density: \(error)")  // constants: TuningPresetsTests reads every one
        }
    }

    /// Seconds and points of the long press, at the assumed density.
    public var values: (longPressSeconds: Double, allowableMovement: Double) {
        (spec.longPressSeconds, spec.allowableMovement.points(in: .assumed))
    }

    /// Where the numbers come from, in one line (for `--help`, the HUD, `presets` and reports).
    public var source: String {
        switch self {
        case .ios: "UIKit UILongPressGestureRecognizer defaults: minimumPressDuration 0.5 s, allowableMovement 10 pt"
        case .android: "Android ViewConfiguration: long-press timeout 400 ms, touch slop 8 dp; ItemTouchHelper autoscroll ramp t^5 over DRAG_SCROLL_ACCELERATION_LIMIT_TIME_MS 2000"
        case .flutter: "Flutter gestures/constants.dart: kLongPressTimeout 500 ms, kTouchSlop 18 px"
        case .ats: "ATSDragToReorder (the seed): 0.5 s, allowableMovement 5 pt"
        case .rbdTouch: "react-beautiful-dnd touch sensor: timeForLongPress 120 ms; 5 pt is its mouse sensor's sloppyClickThreshold (the touch sensor cancels on any move)"
        case .gtk4: "GTK 4 gtksettings.c: gtk-long-press-time 500 ms (x delay-factor 1.0, gtkgesturelongpress.c), gtk-dnd-drag-threshold 8 px (per axis), a mouse drag past it"
        case .qt: "Qt qplatformtheme.cpp MousePressAndHoldInterval 800 ms (Qt Quick TapHandler longPressThreshold); qplatformintegration.cpp StartDragDistance 10 px, a mouse drag past it"
        case .chromium: "Chromium ui/events/gesture_detection/gesture_configuration.cc: long_press_time_in_ms 500, max_touch_move_in_pixels_for_click (touch slop) 15 DIP"
        case .firefox: "Gecko StaticPrefList.yaml: ui.click_hold_context_menus.delay 500 ms, apz.touch_start_tolerance 0.1 inch"
        case .gnomeShell: "GNOME Shell appDisplay.js timeoutThreshold 200 ms (touch); st-dnd-start-gesture.c drag-threshold 8 px x UI scale, per axis (a mouse drags past it at once)"
        case .dndKit: "dnd-kit PointerSensor.ts: touch Delay 250 ms tolerance 5 px; mouse Delay 200 ms tolerance 10 px or Distance 5 px"
        case .helloPangea: "hello-pangea/dnd use-touch-sensor.ts timeForLongPress 120 ms, any touchmove cancels; use-mouse-sensor.ts sloppyClickThreshold 5 px; autoscroll config.ts 28 px a frame, ease p^2, dampened for 1200 ms"
        }
    }

    /// The preset whose values (`keys`) `tuning` has at `density`, if any (the first, should two
    /// ever agree): applying it would change nothing.
    public static func matching(_ tuning: Tuning, density: DisplayDensity = .assumed) -> TuningPreset? {
        allCases.first { preset in
            var applied = tuning
            preset.apply(to: &applied, density: density)
            return applied == tuning
        }
    }
}
