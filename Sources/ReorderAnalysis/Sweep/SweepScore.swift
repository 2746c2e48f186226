import ReorderKit
import ReorderTrace

/// How well one tuning served the labelled presses of a corpus: every down an intent mark labelled
/// lands in exactly one count, so `labelled` is the same for every pair of a sweep.
public struct SweepScore: Equatable, Sendable, GestureSink {
    /// The decision served the intent: reorder -> lift, scroll -> pan, tap -> tap.
    public var correct = 0
    /// Meant to reorder, but panned or tapped.
    public var missedLifts = 0
    /// Meant to scroll or tap, but the row lifted.
    public var falseLifts = 0
    /// Meant to tap, but panned.
    public var lostTaps = 0
    /// Meant to scroll, but tapped (the finger barely moved): the remaining kind of error.
    public var other = 0
    /// Labelled downs the engine ignored (another pointer held the list): no press, no decision.
    public var ignored = 0
    /// Labelled presses taken away before a decision (cancel, Escape, focus lost, a wheel, the end
    /// of the trace): not the tuning's doing, so not errors.
    public var cancelled = 0
    /// Sum of seconds from down to lift over the correct lifts, and how many there were.
    public var correctLiftSeconds = 0.0
    public var correctLifts = 0

    public init() {}

    public var errors: Int { missedLifts + falseLifts + lostTaps + other }
    /// Labelled presses the engine decided (lift, pan or tap).
    public var decided: Int { correct + errors }
    /// Every labelled down.
    public var labelled: Int { decided + ignored + cancelled }

    /// Mean seconds from down to lift over correct lifts, nil if there were none. Rounded to 1e-9 s
    /// (`TraceInfo.round`) so the subtraction's noise (0.6 - 0.1 = 0.49999999999999994) does not
    /// reach the report.
    public var meanTimeToLift: Double? {
        guard correctLifts > 0 else { return nil }
        return TraceInfo.round(correctLiftSeconds / Double(correctLifts), scale: 1e9)
    }

    /// Scores a gesture: a decided press, or a down the engine ignored. Presses and downs without an
    /// intent do not count, nor do other gestures.
    public mutating func add(_ gesture: Gesture) {
        switch gesture {
        case .press(let press):
            guard let intent = press.intent else { return }
            add(intent: intent, press.outcome, heldSeconds: press.heldSeconds)
        case .ignoredDown(_, _, _, let intent):
            if intent != nil { ignored += 1 }
        case .droppedDown(_, _, let intent):
            // Nothing happened: an error of what was meant (a scroll that never moved counts with `other`).
            switch intent {
            case .reorder?: missedLifts += 1
            case .tap?: lostTaps += 1
            case .scroll?: other += 1
            case nil: break
            }
        case .lift, .drop, .dragCancelled, .panEnded, .coastEnded, .tuning:
            break
        }
    }

    /// The gesture stream's sink: scores each gesture as it completes.
    public mutating func take(_ gesture: StreamedGesture) { add(gesture.gesture) }

    private mutating func add(intent: Intent, _ outcome: PressOutcome, heldSeconds: Double) {
        switch (intent, outcome) {
        case (.reorder, .lift):
            correct += 1
            correctLifts += 1
            correctLiftSeconds += heldSeconds
        case (.scroll, .pan), (.tap, .tap):
            correct += 1
        case (.reorder, .pan), (.reorder, .tap):
            missedLifts += 1
        case (.scroll, .lift), (.tap, .lift):
            falseLifts += 1
        case (.tap, .pan):
            lostTaps += 1
        case (.scroll, .tap):
            other += 1
        case (_, .cancelled):
            cancelled += 1
        }
    }

    /// Adds another trace's score to this one.
    public mutating func merge(_ other: SweepScore) {
        correct += other.correct
        missedLifts += other.missedLifts
        falseLifts += other.falseLifts
        lostTaps += other.lostTaps
        self.other += other.other
        ignored += other.ignored
        cancelled += other.cancelled
        correctLiftSeconds += other.correctLiftSeconds
        correctLifts += other.correctLifts
    }
}
