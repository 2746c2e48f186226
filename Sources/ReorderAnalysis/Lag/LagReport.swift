import ReorderKit

/// "How far behind": for every frame drawn while a row was dragged (and, apart, while the list was
/// panned), the distance between where the finger was when the frame reached the screen and where
/// the frame drew it (`reorder-lab lag`, docs/panel.md).
///
/// The frame reached the screen at its `presented` plus `displayLatency` (a frame without
/// `presented`: the next frame's `t`, which the report counts). The finger's position then is
/// interpolated between the trace's own samples of that finger (after its last sample: where it
/// lifted). Distances are along the axes the drawing follows the finger (a list's imposter and a pan:
/// the scroll axis; a grid's imposter: both). Percentiles by nearest rank, as `noise`.
public struct LagReport: Equatable, Sendable {
    public var files: [String]
    /// Seconds added to every present time: the panel's own latency, which no trace can see.
    public var displayLatency: Double
    /// Frames measured whose present time was the next frame's `t`, and frames left out for want of
    /// one (the last frames of a trace without `presented`).
    public var withoutPresented: Int
    public var unpresentable: Int
    /// The traces' `predictionSeconds` the measured frames were drawn with, other than 0, sorted
    /// (the lag is of what was drawn: `LagFrame.drawnAhead`).
    public var drawnAhead: [Double] = []
    /// Every trace has `pointsPerMillimetre`: figures in millimetres too, and the overshoot limit in mm.
    public var hasMillimetres: Bool
    public var drag: Motion
    public var pan: Motion
    /// One row per model and `predictionSeconds`, models in the order given, values in the order
    /// given (empty without `--prediction-seconds`).
    public var prediction: [PredictionRow]
    /// The models scored, in the order given.
    public var predictionModels: [PredictionModel]
    /// The prediction (model and seconds) with the smallest p95 lag (drag and pan frames together)
    /// whose overshoot p99 stays under `overshootLimit`, ties to the fewer seconds and then to the
    /// model given first; nil without rows or when none does.
    public var recommendedSeconds: Double?
    public var recommendedModel: PredictionModel?

    /// A distribution's summary, nearest rank (the ceil(p x n)-th smallest).
    public struct Summary: Equatable, Sendable {
        public var count: Int
        public var p50: Double, p95: Double, p99: Double, max: Double

        init?(_ values: [Double]) {
            guard !values.isEmpty else { return nil }
            let sorted = values.sorted()
            count = sorted.count
            p50 = NoiseReport.Spread.percentile(sorted, 0.5)
            p95 = NoiseReport.Spread.percentile(sorted, 0.95)
            p99 = NoiseReport.Spread.percentile(sorted, 0.99)
            max = sorted.last!
        }
    }

    /// The frames of one kind (drag or pan) without prediction.
    public struct Motion: Equatable, Sendable {
        public var frames: Int
        /// Frames the engine held away from the finger by a rule (edge of the viewport or the list).
        public var held: Int
        public var lagPoints: Summary?
        public var lagMillimetres: Summary?
        /// `presented` - `t` of the frames that have it, seconds.
        public var latencySeconds: Summary?
        /// The same, every frame's, in time order (the picture's histogram).
        public var latencies: [Double]
        /// Each frame for the picture, in time order (traces one after another).
        public var samples: [Sample]
    }

    public struct Sample: Equatable, Sendable {
        /// When the frame reached the screen, seconds, traces laid end to end.
        public var t: Double
        public var lagPoints: Double
        /// The finger's speed over the 50 ms before then, points per second.
        public var fingerSpeed: Double
    }

    public struct PredictionRow: Equatable, Sendable {
        public var model: PredictionModel
        public var seconds: Double
        public var drag: Scored
        public var pan: Scored
        /// Drag and pan frames together: what the recommendation compares.
        public var all: Scored
    }

    public struct Scored: Equatable, Sendable {
        public var lagPoints: Summary?
        /// How far the drawing ran ahead of the finger along its motion (0 when behind), points.
        public var overshootPoints: Summary?
        public var overshootMillimetres: Summary?
    }

    /// Without density: 12 pt, about 2 mm at 160 pt per inch (6.3 pt/mm) taken generously.
    public static let overshootLimitPoints = 12.0
    public static let overshootLimitMillimetres = 2.0
    /// The window over which the finger's direction of motion is taken for overshoot, seconds, and
    /// the least it must move in it to have one (points): a finger at rest has no "ahead".
    static let directionWindow = 0.1, directionMinimum = 0.5
    static let speedWindow = 0.05

    /// `predictionSeconds`: the values to score prediction at (none: no prediction table), under
    /// each of `predictionModels`.
    public init(_ traces: [LagTrace], displayLatency: Double, predictionSeconds: [Double],
                predictionModels: [PredictionModel] = [.linear]) {
        files = traces.map(\.file)
        self.predictionModels = predictionModels
        self.displayLatency = displayLatency
        withoutPresented = traces.reduce(0) { $0 + $1.frames.count(where: { $0.presented == nil }) }
        unpresentable = traces.reduce(0) { $0 + $1.unpresentable }
        drawnAhead = Set(traces.flatMap { $0.frames.map(\.drawnAhead) }).filter { $0 != 0 }.sorted()
        hasMillimetres = !traces.isEmpty && traces.allSatisfy { $0.pointsPerMillimetre != nil }
        var measured: [Measured] = []
        var timeBase = 0.0
        for trace in traces {
            let frames = trace.frames.map { Measured($0, in: trace, displayLatency: displayLatency) }
            let first = frames.first?.at ?? 0
            measured += frames.map { var m = $0; m.at += timeBase - first; return m }
            timeBase = (measured.last?.at ?? timeBase) + 0.5  // half a second between traces in the picture
        }
        let mm = hasMillimetres
        drag = Self.motion(measured.filter { $0.kind == .drag }, held: traces.reduce(0) { $0 + $1.heldDrag }, millimetres: mm)
        pan = Self.motion(measured.filter { $0.kind == .pan }, held: traces.reduce(0) { $0 + $1.heldPan }, millimetres: mm)
        let drags = measured.filter { $0.kind == .drag }, pans = measured.filter { $0.kind == .pan }
        // One value at a time: the figures of one value exist only while it is summarised.
        prediction = predictionModels.flatMap { model in
            predictionSeconds.map { seconds in
                PredictionRow(model: model, seconds: seconds, drag: Self.scored(drags, model, seconds, mm),
                              pan: Self.scored(pans, model, seconds, mm), all: Self.scored(measured, model, seconds, mm))
            }
        }
        // A tie goes to the fewer seconds, then to the row given first (its model given first).
        let recommended = prediction.enumerated().filter { _, row in
            let overshoot = mm ? row.all.overshootMillimetres : row.all.overshootPoints
            return row.all.lagPoints != nil && (overshoot?.p99 ?? 0) < (mm ? Self.overshootLimitMillimetres : Self.overshootLimitPoints)
        }.min { a, b in
            (a.element.all.lagPoints!.p95, a.element.seconds, a.offset) < (b.element.all.lagPoints!.p95, b.element.seconds, b.offset)
        }?.element
        recommendedSeconds = recommended?.seconds
        recommendedModel = recommended?.model
    }

    static func motion(_ frames: [Measured], held: Int, millimetres: Bool) -> Motion {
        // What the window drew: the trace's own predictionSeconds (0 in a trace without it).
        let lags = frames.map(\.drawnLag)
        return Motion(frames: frames.count, held: held, lagPoints: Summary(lags),
               lagMillimetres: millimetres ? Summary(zip(lags, frames).map { $0 / $1.pointsPerMillimetre }) : nil,
               latencySeconds: Summary(frames.compactMap(\.latency)), latencies: frames.compactMap(\.latency),
               samples: zip(frames, lags).map { Sample(t: $0.at, lagPoints: $1, fingerSpeed: $0.speed) })
    }

    static func scored(_ frames: [Measured], _ model: PredictionModel, _ seconds: Double, _ millimetres: Bool) -> Scored {
        let overshoots = frames.map { $0.overshoot(model, ahead: seconds) }
        return Scored(lagPoints: Summary(frames.map { $0.lag(model, ahead: seconds) }), overshootPoints: Summary(overshoots),
                      overshootMillimetres: millimetres ? Summary(zip(overshoots, frames).map { $0 / $1.pointsPerMillimetre }) : nil)
    }

    /// One frame against the finger when it reached the screen: its lag and overshoot under any prediction.
    struct Measured {
        var kind: LagFrame.Kind
        /// When the frame reached the screen, display latency included, seconds.
        var at: Double
        var latency: Double?
        var frame: LagFrame
        /// Points between the finger and what the window drew (the trace's own prediction).
        var drawnLag = 0.0
        var axis: ScrollAxis?
        /// The finger then, and its direction of motion along the followed axes (a unit vector, zero at rest).
        var finger: Point
        var direction: Point
        var speed: Double
        /// 1 without density (only read when every trace has one).
        var pointsPerMillimetre: Double

        init(_ frame: LagFrame, in trace: LagTrace, displayLatency: Double) {
            kind = frame.kind
            at = frame.present + displayLatency
            latency = frame.presented.map { $0 - frame.t }
            pointsPerMillimetre = trace.pointsPerMillimetre ?? 1
            let stroke = trace.strokes[frame.stroke]
            self.frame = frame
            axis = frame.onlyAlong
            finger = Self.position(stroke, at: at)
            let before = Self.position(stroke, at: at - LagReport.directionWindow)
            let recent = Self.position(stroke, at: at - LagReport.speedWindow)
            speed = LagObserver<ListLayout>.distance(finger, recent, axis) / LagReport.speedWindow
            // The finger's direction of motion, along the followed axes, as a unit vector (zero at rest).
            var moved = Point(x: finger.x - before.x, y: finger.y - before.y)
            if let axis { moved = axis == .vertical ? Point(x: 0, y: moved.y) : Point(x: moved.x, y: 0) }
            let length = (moved.x * moved.x + moved.y * moved.y).squareRoot()
            direction = length > LagReport.directionMinimum ? Point(x: moved.x / length, y: moved.y / length) : Point(x: 0, y: 0)
            drawnLag = lag(frame.drawnModel, ahead: frame.drawnAhead)
        }

        /// Points between the finger and what prediction `seconds` under `model` drew (0 s: the
        /// engine's newest sample).
        func lag(_ model: PredictionModel, ahead seconds: Double) -> Double {
            LagObserver<ListLayout>.distance(frame.motion(model).point(ahead: seconds), finger, axis)
        }

        /// How far what prediction `seconds` under `model` drew ran ahead of the finger along its
        /// motion, points (0 when behind).
        func overshoot(_ model: PredictionModel, ahead seconds: Double) -> Double {
            let drawn = frame.motion(model).point(ahead: seconds)
            return max(0, (drawn.x - finger.x) * direction.x + (drawn.y - finger.y) * direction.y)
        }

        /// The finger at `t`: between the samples around it, linearly; before the first or after the
        /// last, that sample. Samples that share a time: the last of them.
        static func position(_ stroke: [FingerSample], at t: Double) -> Point {
            guard let first = stroke.first else { return Point(x: 0, y: 0) }
            guard t > first.t else { return first.point }
            // The first sample later than t (binary search: a stroke may hold thousands).
            var low = 0, high = stroke.count
            while low < high {
                let mid = (low + high) / 2
                if stroke[mid].t <= t { low = mid + 1 } else { high = mid }
            }
            guard low < stroke.count else { return stroke[stroke.count - 1].point }
            let a = stroke[low - 1], b = stroke[low]
            let f = (t - a.t) / (b.t - a.t)
            return Point(x: a.point.x + (b.point.x - a.point.x) * f, y: a.point.y + (b.point.y - a.point.y) * f)
        }
    }
}
