import ReorderKit
import ReorderTrace

/// What `lag` measures in one trace: every frame drawn while a row was dragged or the list panned
/// (what was drawn for the finger, and when the frame reached the screen), and every finger's
/// samples, to find where the finger was by then. Built by one replay, as `replay` runs it; the
/// figures are `LagReport`'s.
public struct LagTrace: Equatable, Sendable {
    public var file: String
    /// The header's: lags in millimetres when known.
    public var pointsPerMillimetre: Double?
    public var frames: [LagFrame]
    /// Each down to its up or cancel, as the trace's lines give it (before any `inputFilters`: the
    /// finger, not what the engine made of it), indexed by `LagFrame.stroke`.
    public var strokes: [[FingerSample]]
    /// Frames held out of the measure because the engine held what it drew away from the finger on
    /// purpose (the imposter kept inside the viewport or the content, a pan at the list's end): that is
    /// the engine's rule, not lag.
    public var heldDrag = 0, heldPan = 0
    /// Frames without `presented` and without a later frame to stand in for it (the last ones).
    public var unpresentable = 0

    /// Streams the file through the engine; a malformed line throws as in `replay`.
    public init(path: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        try self.init(reader: TraceReader(path: path, onWarning: onWarning))
    }

    public init(bytes: [UInt8], name: String, onWarning: ((String) -> Void)? = nil) throws(TraceError) {
        try self.init(reader: TraceReader(bytes: bytes, name: name, onWarning: onWarning))
    }

    init(reader: TraceReader) throws(TraceError) {
        struct Run: EngineTask {
            let reader: TraceReader
            func run<Layout: ReorderLayout>(_ engine: ReorderEngine<Layout>) throws(TraceError) -> LagTrace {
                var driver = ReplayDriver(engine: engine, observer: LagObserver<Layout>())
                try driver.feed(reader)
                driver.finish()
                let observer = driver.observer
                let presented = observer.frames.filter { !$0.present.isNaN }
                return LagTrace(file: reader.file, pointsPerMillimetre: reader.header.pointsPerMillimetre, frames: presented,
                                strokes: observer.strokes, heldDrag: observer.heldDrag, heldPan: observer.heldPan,
                                unpresentable: observer.frames.count - presented.count)
            }
        }
        var run = Run(reader: reader)
        self = try reader.header.withEngine(file: reader.file, &run)
    }

    init(file: String, pointsPerMillimetre: Double?, frames: [LagFrame], strokes: [[FingerSample]], heldDrag: Int,
         heldPan: Int, unpresentable: Int) {
        self.file = file
        self.pointsPerMillimetre = pointsPerMillimetre
        self.frames = frames
        self.strokes = strokes
        self.heldDrag = heldDrag
        self.heldPan = heldPan
        self.unpresentable = unpresentable
    }
}

/// A finger's sample as the trace gives it: seconds, viewport points.
public struct FingerSample: Equatable, Sendable {
    public var t: Double
    public var point: Point
}

/// One frame drawn while a row was dragged or the list panned.
public struct LagFrame: Equatable, Sendable {
    public enum Kind: String, Sendable { case drag, pan }
    public var kind: Kind
    /// The frame line's `t`, seconds.
    public var t: Double
    /// The line's `presented`, nil when the trace did not measure it.
    public var presented: Double?
    /// When the frame reached the screen, before any display latency: `presented`, else the next
    /// frame line's `t` (NaN while that is not known yet).
    public var present: Double
    /// The finger's stroke, in `LagTrace.strokes`.
    public var stroke: Int
    /// The one axis the drawing follows the finger along (a list's imposter keeps its column; a pan
    /// moves the content along the scroll axis only), or nil for both (a grid's imposter).
    public var onlyAlong: ScrollAxis?
    /// What each prediction model extrapolates from at this frame, in `PredictionModel.allCases`'
    /// order: prediction `s` under model `m` would have drawn `motion(m).point(ahead: s)` (a few
    /// numbers a frame, whatever the number of values tried). Each one's `newest` is the finger's
    /// point without prediction, the newest sample the engine had.
    public var motions: [PredictedMotion]
    /// Seconds ahead the window drew this frame (the `predictionSeconds` in force then, the driving
    /// pointer kind's override included, as `ReorderEngine.active` has it; 0 before it existed), and
    /// the model it drew with: the frame drew `motion(drawnModel).point(ahead: drawnAhead)`.
    public var drawnAhead: Double = 0
    public var drawnModel: PredictionModel = .linear

    public func motion(_ model: PredictionModel) -> PredictedMotion {
        motions[PredictionModel.allCases.firstIndex(of: model)!]
    }
}

/// Collects `LagTrace` while the trace replays: the fingers' lines before the engine sees them,
/// what the engine drew at each frame after. Small on purpose: it only reads the engine.
struct LagObserver<Layout: ReorderLayout>: ReplayObserver {
    var frames: [LagFrame] = []
    var strokes: [[FingerSample]] = []
    var heldDrag = 0, heldPan = 0
    /// The stroke each pointer that is down is drawing.
    private var open: [PointerID: Int] = [:]
    /// Frames without `presented`, waiting for the next frame's `t`.
    private var awaiting: [Int] = []
    /// The samples of the pointer driving the interaction (as the engine saw them, filters applied),
    /// fed as the window feeds what it draws from.
    private var prediction = DriverPrediction()

    /// Off the finger by more than this (points) and what was drawn is held by a rule, not late: a
    /// frame drawn from the newest sample is where that sample is, to rounding.
    static var heldTolerance: Double { 0.5 }

    mutating func willHandle(_ timed: TimedEvent, engine: inout ReorderEngine<Layout>) {
        switch timed.event {
        case .down(let pointer, let point):
            open[pointer] = strokes.count
            strokes.append([FingerSample(t: timed.t, point: point)])
        case .move(let pointer, let point):
            if let i = open[pointer] { strokes[i].append(FingerSample(t: timed.t, point: point)) }
        case .up(let pointer, let point):
            if let i = open.removeValue(forKey: pointer) { strokes[i].append(FingerSample(t: timed.t, point: point)) }
        case .cancel(let pointer):
            open[pointer] = nil
        case .frame:
            for i in awaiting { frames[i].present = timed.t }
            awaiting.removeAll()
        case .wheel, .key, .resize, .focus, .tuning, .mark, .edit:
            break
        }
    }

    mutating func didHandle(_ timed: TimedEvent, engine: inout ReorderEngine<Layout>) {
        prediction.observe(timed.event, at: timed.t, engine: engine)
        if case .frame = timed.event, engine.driver != nil { record(timed, &engine) }
    }

    private mutating func record(_ timed: TimedEvent, _ engine: inout ReorderEngine<Layout>) {
        let axis = engine.layout.scrollAxis
        let kind: LagFrame.Kind, pointer: PointerID, location: Point, onlyAlong: ScrollAxis?, held: Bool
        switch engine.interaction {
        case .dragging(let drag):
            guard let imposter = engine.imposter else { return }
            kind = .drag
            (pointer, location) = (drag.pointer, drag.location)
            // The imposter is drawn with the grab point where the finger's newest sample is.
            let drawn = Point(x: imposter.left + drag.grabOffset.x, y: imposter.top + drag.grabOffset.y)
            onlyAlong = engine.layout.imposterAcross == .followsPointer ? nil : axis
            held = Self.distance(drawn, location, onlyAlong) > Self.heldTolerance
        case .scrolling(let pan):
            kind = .pan
            (pointer, location) = (pan.pointer, pan.location)
            // The content point the pan holds is drawn here along the scroll axis (ReorderEngine.beginPan).
            let drawn = axis.across(pan.origin) + pan.offsetAtDown - engine.scrollOffset
            onlyAlong = axis
            held = abs(drawn - axis.across(location)) > Self.heldTolerance
        case .idle, .pressing, .coasting, .settling:
            return
        }
        guard !held else {
            if kind == .drag { heldDrag += 1 } else { heldPan += 1 }
            return
        }
        guard let stroke = open[pointer] else { return }
        let none = PredictedMotion(newest: location, velocity: Point(x: 0, y: 0))
        let motions = PredictionModel.allCases.map { model in
            prediction.motion(for: pointer, at: timed.t, model: model) ?? none
        }
        if timed.presented == nil { awaiting.append(frames.count) }
        frames.append(LagFrame(kind: kind, t: timed.t, presented: timed.presented, present: timed.presented ?? .nan,
                               stroke: stroke, onlyAlong: onlyAlong, motions: motions,
                               drawnAhead: engine.active.predictionSeconds, drawnModel: engine.active.predictionModel))
    }

    /// Points between `a` and `b`, along `axis` only when given.
    static func distance(_ a: Point, _ b: Point, _ axis: ScrollAxis?) -> Double {
        guard let axis else { return ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }
        return abs(axis.across(a) - axis.across(b))
    }
}
