import ReorderKit
import ReorderTrace

/// A trace as series over time, for `reorder-lab plot`: where every pointer was, what the engine
/// recognised and when, and the scroll offset and autoscroll speed after every event.
///
/// Built by replaying the trace through the engine exactly as `replay` does (streamed, the same
/// malformed-file errors), reading the engine's reports and state after each input. Drawing is
/// `TracePlot+Render.swift`; nothing here knows about pixels.
public struct TracePlot: Equatable, Sendable, ReplayedTrace {
    public var file: String
    /// Time of the first event, seconds (0 without events): where the time axis starts. Usually 0,
    /// but a trace may count from anything, a recorder's uptime clock say (1e9 s).
    public var start: Double
    /// Time of the last event, seconds.
    public var duration: Double
    /// Event lines in the trace.
    public var events: Int
    /// The largest the viewport was along the scroll axis (header or `resize`), points: the pointer
    /// panel's range.
    public var viewportHeight: Double
    /// The axis pointer positions are plotted along: the layout's scroll axis (x for a horizontal grid).
    public var axis: ScrollAxis
    /// One series per pointer (kind and id), in order of its first down.
    public var pointers: [PointerSeries]
    /// Content offset, points: the header's (clamped) at t = 0, then one sample after every event,
    /// and one after the end of the trace completes what was in progress.
    public var scrollOffset: [PlotSample]
    /// `engine.autoscrollSpeed` after every event, points per second, signed (positive: toward the
    /// end of the list). Constant between inputs, so it is drawn as steps.
    public var autoscrollSpeed: [PlotSample]
    /// The highest `autoscrollMaxSpeed` in force during the trace: the speed panel's range.
    public var autoscrollMaxSpeed: Double
    /// What the engine recognised, in time order.
    public var gestures: [GestureMark]
    /// The trace's `mark` lines (`intent:reorder`...), in order.
    public var notes: [Note]

    public struct PlotSample: Equatable, Sendable {
        public var t: Double
        public var value: Double
        public init(t: Double, value: Double) {
            self.t = t
            self.value = value
        }
    }

    /// Everything one pointer did: a stroke per down.
    public struct PointerSeries: Equatable, Sendable {
        public var pointer: PointerID
        public var strokes: [Stroke]
    }

    /// One down to its up or cancel: viewport y (points) against t.
    public struct Stroke: Equatable, Sendable {
        /// The down, the moves and the up, in order (a cancel has no position: the stroke ends at
        /// the last known one).
        public var samples: [PlotSample]
        public var end: StrokeEnd
    }

    public enum StrokeEnd: Equatable, Sendable {
        case up
        /// The system took the pointer away, at `t`.
        case cancel(t: Double)
        /// Still down after the last line.
        case open
    }

    public struct GestureMark: Equatable, Sendable {
        public var t: Double
        public var kind: Kind

        public enum Kind: Equatable, Sendable {
            /// The long press lifted row `id` from `index`.
            case lift(id: String, index: Int)
            /// The press moved too far before the deadline: the list follows the finger.
            case pan
            /// Released before the deadline (`selected`: the row it selects, if any).
            case tap(selected: String?)
            /// The press was taken away before a decision (cancel, Escape, focus lost, wheel...).
            case pressCancelled
            /// The lifted row was put down (released, or in place when something took the drag away).
            case drop(id: String, from: Int, to: Int)
            /// Escape: the row goes back to `index`.
            case dragCancelled(id: String, index: Int)
        }
    }

    public struct Note: Equatable, Sendable {
        public var t: Double
        public var label: String
    }

    public init(reader: TraceReader) throws(TraceError) {
        var watch = Both(Series(), GestureObserver())
        _ = try Replay.run(reader, observer: &watch)
        let series = watch.first
        file = reader.file
        start = series.first ?? 0
        duration = series.last
        events = reader.lineNumber - 1
        viewportHeight = series.viewportHeight
        axis = series.axis
        pointers = series.pointers
        scrollOffset = series.scroll
        autoscrollSpeed = series.autoscroll
        autoscrollMaxSpeed = series.autoscrollMaxSpeed
        gestures = watch.second.sink.compactMap { GestureMark($0.gesture) }
        notes = series.notes
    }
}

extension TracePlot.GestureMark {
    /// The plot's mark for a gesture of the stream, at the moment it was recognised (nil: not marked).
    init?(_ gesture: Gesture) {
        switch gesture {
        case .press(let press):
            switch press.outcome {
            case .lift: return nil  // the lift that follows is marked, with its row
            case .pan: self.init(t: press.end, kind: .pan)
            case .tap: self.init(t: press.end, kind: .tap(selected: press.selected))
            case .cancelled: self.init(t: press.end, kind: .pressCancelled)
            }
        case .lift(let t, let id, let index): self.init(t: t, kind: .lift(id: id, index: index))
        case .drop(let t, let id, let from, let to, _): self.init(t: t, kind: .drop(id: id, from: from, to: to))
        case .dragCancelled(let t, let id, let index): self.init(t: t, kind: .dragCancelled(id: id, index: index))
        case .panEnded, .coastEnded, .ignoredDown, .droppedDown, .tuning: return nil
        }
    }
}

extension TracePlot {
    /// Collects the series input by input: the input itself (pointer positions, marks) before the
    /// engine sees it, the engine's state after (the gestures are `GestureObserver`'s).
    /// Pointer positions are plotted along the layout's scroll axis (y, or x for a horizontal grid).
    struct Series: TraceObserver {
        /// Set from the engine the header built (`willStart`), as are the first samples.
        var axis = ScrollAxis.vertical
        var first: Double?
        var last = 0.0
        var viewportHeight = 0.0
        var pointers: [PointerSeries] = []
        /// Where each pointer that is down has its open stroke: (series, stroke) indices.
        var open: [PointerID: (series: Int, stroke: Int)] = [:]
        var scroll: [PlotSample] = []
        var autoscroll: [PlotSample] = []
        var autoscrollMaxSpeed = 0.0
        var notes: [Note] = []

        mutating func willStart<Layout>(engine: inout ReorderEngine<Layout>) {
            axis = engine.layout.scrollAxis
            viewportHeight = axis.across(engine.viewport)
            scroll = [PlotSample(t: 0, value: engine.scrollOffset)]
            autoscroll = [PlotSample(t: 0, value: engine.autoscrollSpeed)]
            autoscrollMaxSpeed = engine.active.autoscrollMaxSpeed
        }

        mutating func input(_ timed: TimedEvent) {
            let t = timed.t
            if first == nil {
                // The header's state is shown from where the data starts, not from 0.
                first = t
                scroll[0].t = t
                autoscroll[0].t = t
            }
            last = t
            switch timed.event {
            case .down(let pointer, let location):
                let series: Int
                if let i = pointers.firstIndex(where: { $0.pointer == pointer }) {
                    series = i
                } else {
                    series = pointers.count
                    pointers.append(PointerSeries(pointer: pointer, strokes: []))
                }
                pointers[series].strokes.append(Stroke(samples: [PlotSample(t: t, value: axis.across(location))], end: .open))
                open[pointer] = (series, pointers[series].strokes.count - 1)
            case .move(let pointer, let location):
                guard let at = open[pointer] else { break }  // the reader rejects these; stay safe anyway
                pointers[at.series].strokes[at.stroke].samples.append(PlotSample(t: t, value: axis.across(location)))
            case .up(let pointer, let location):
                guard let at = open.removeValue(forKey: pointer) else { break }
                pointers[at.series].strokes[at.stroke].samples.append(PlotSample(t: t, value: axis.across(location)))
                pointers[at.series].strokes[at.stroke].end = .up
            case .cancel(let pointer):
                guard let at = open.removeValue(forKey: pointer) else { break }
                pointers[at.series].strokes[at.stroke].end = .cancel(t: t)
            case .resize(let size):
                viewportHeight = max(viewportHeight, axis.across(size))
            case .mark(let label):
                notes.append(Note(t: t, label: label))
            case .frame, .wheel, .key, .focus, .tuning, .edit:
                break
            }
        }

        mutating func willHandle<Layout>(_ timed: TimedEvent, engine: inout ReorderEngine<Layout>) { input(timed) }

        mutating func didHandle<Layout>(_ timed: TimedEvent, engine: inout ReorderEngine<Layout>) { sample(&engine, at: timed.t) }

        /// What the end completed, sampled at the last event's time.
        mutating func didFinish<Layout>(engine: inout ReorderEngine<Layout>) { sample(&engine, at: last) }

        /// The engine's state at `t`.
        mutating func sample<Layout>(_ engine: inout ReorderEngine<Layout>, at t: Double) {
            scroll.append(PlotSample(t: t, value: engine.scrollOffset))
            autoscroll.append(PlotSample(t: t, value: engine.autoscrollSpeed))
            autoscrollMaxSpeed = max(autoscrollMaxSpeed, engine.active.autoscrollMaxSpeed)
        }
    }
}
