/// Long-press timings of the platforms people hold a list on, to start tuning from. A preset sets
/// the two numbers a press is decided by, `longPressSeconds` and `allowableMovement`; everything
/// else keeps its default. Raw values are the names `--preset` and the window's `p` key use.
///
/// Units: a platform's points, dp and logical pixels are all "density-independent" lengths of about
/// 1/160 inch, which is what a point is here, so the numbers are taken over as they are.
public enum TuningPreset: String, Sendable, CaseIterable {
    /// UIKit: `UILongPressGestureRecognizer.minimumPressDuration` defaults to 0.5 s and
    /// `allowableMovement` to 10 pt (the UIKit documentation of both properties).
    case ios
    /// Android: `ViewConfiguration.getLongPressTimeout()` is `DEFAULT_LONG_PRESS_TIMEOUT` = 400 ms
    /// (500 ms before Android 12) and `getScaledTouchSlop()` is `TOUCH_SLOP` = 8 dp.
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
    case rbdTouch = "rbd-touch"

    /// The defaults with this preset's two values.
    public var tuning: Tuning {
        var tuning = Tuning()
        apply(to: &tuning)
        return tuning
    }

    /// Sets this preset's values in `tuning`, leaving every other parameter as it is.
    public func apply(to tuning: inout Tuning) {
        tuning.longPressSeconds = values.longPressSeconds
        tuning.allowableMovement = values.allowableMovement
    }

    /// The preset's values as a trace `tuning` object (a live `{"type":"tuning","set":...}` line).
    public var jsonObject: [String: JSONValue] {
        ["longPressSeconds": .number(values.longPressSeconds), "allowableMovement": .number(values.allowableMovement)]
    }

    /// Seconds and points.
    public var values: (longPressSeconds: Double, allowableMovement: Double) {
        switch self {
        case .ios: (0.5, 10)
        case .android: (0.4, 8)
        case .flutter: (0.5, 18)
        case .ats: (0.5, 5)
        case .rbdTouch: (0.12, 5)
        }
    }

    /// Where the numbers come from, in one line (for `--help`, the HUD and reports).
    public var source: String {
        switch self {
        case .ios: "UIKit UILongPressGestureRecognizer defaults: minimumPressDuration 0.5 s, allowableMovement 10 pt"
        case .android: "Android ViewConfiguration: long-press timeout 400 ms, touch slop 8 dp"
        case .flutter: "Flutter gestures/constants.dart: kLongPressTimeout 500 ms, kTouchSlop 18 px"
        case .ats: "ATSDragToReorder (the seed): 0.5 s, allowableMovement 5 pt"
        case .rbdTouch: "react-beautiful-dnd touch sensor: timeForLongPress 120 ms; 5 pt is its mouse sensor's sloppyClickThreshold (the touch sensor cancels on any move)"
        }
    }

    /// The preset whose two values `tuning` has, if any (the first, should two ever agree).
    public static func matching(_ tuning: Tuning) -> TuningPreset? {
        allCases.first { $0.values.longPressSeconds == tuning.longPressSeconds && $0.values.allowableMovement == tuning.allowableMovement }
    }
}
