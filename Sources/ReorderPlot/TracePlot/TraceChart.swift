/// What the trace plot draws, and nothing else: series over time with their names, and labelled
/// marks. The drawing code reads only this; `TraceChart+TracePlot.swift` is the one place that
/// knows the analysis's types, so a change there is a change to that adapter.
public struct TraceChart: Equatable, Sendable {
    /// Shown in the header: the trace's file name.
    public var name: String
    /// Seconds: the first event's time (where the time axis starts) and the last one's.
    public var start: Double
    public var end: Double
    /// Event lines in the trace, for the header.
    public var events: Int
    /// Points: the pointer panel's range (the viewport's extent along the scroll axis).
    public var viewportHeight: Double
    /// The pointers are plotted along x (a horizontal grid) rather than y.
    public var horizontal = false
    /// One per pointer, in order of its first down: its name in the legend and its strokes.
    public var pointers: [Pointer]
    /// Points, one sample after every event.
    public var scrollOffset: [Sample]
    /// Points per second, signed (positive: toward the end of the list), constant between samples.
    public var autoscrollSpeed: [Sample]
    /// Points per second: the speed panel's range.
    public var autoscrollMaxSpeed: Double
    /// What the engine recognised, in time order.
    public var gestures: [Gesture]
    /// The trace's `mark` lines, in order.
    public var notes: [Note]

    public struct Sample: Equatable, Sendable {
        public var t: Double
        public var value: Double
        public init(t: Double, value: Double) {
            self.t = t
            self.value = value
        }
    }

    public struct Pointer: Equatable, Sendable {
        public var name: String
        public var strokes: [Stroke]
    }

    /// One down to its up or cancel: viewport y (points) against t.
    public struct Stroke: Equatable, Sendable {
        public var samples: [Sample]
        public var end: End

        public enum End: Equatable, Sendable {
            case up
            /// Taken away at `t`: the stroke ends at its last position.
            case cancel(t: Double)
            /// Still down after the last line.
            case open
        }
    }

    public struct Gesture: Equatable, Sendable {
        public var t: Double
        public var mark: Mark
        /// The lane's label: `lift milk`, `drop 0->2`, `tap eggs`...
        public var label: String

        /// How the lane marks it.
        public enum Mark: Equatable, Sendable {
            case lift, drop, pan, tap, cancel
        }
    }

    public struct Note: Equatable, Sendable {
        public var t: Double
        public var label: String
    }
}
