/// How a prediction extrapolates the finger (tuning `predictionModel`, when the window gets it).
public enum PredictionModel: String, CaseIterable, Sendable {
    /// The finger goes on at its velocity: the release velocity's estimate (`VelocityTracker`, a
    /// least-squares quadratic over the last 100 ms, its slope at the newest sample) times the time
    /// ahead. A finger that sent nothing for 40 ms (`VelocityTracker.pause`) has stopped: no
    /// prediction then, so a finger that stops dead is overshot for at most that long.
    case linear
    /// The finger goes on with its velocity and its acceleration, as a constant-acceleration Kalman
    /// filter fed the same samples estimates them (`AccelerationKalman`), for the time ahead. The same
    /// 40 ms rule: a finger that sent nothing for that long is not extrapolated.
    case kalman
}

/// Where a finger will be a little later, so that what is drawn when the frame reaches the glass is
/// where the finger is by then rather than where it was (tuning `predictionSeconds`). A pure value
/// fed the same samples as the release velocity (one `VelocityTracker` per axis), deterministic, no
/// allocation per sample. It only ever moves what is drawn: the engine's decisions (placement,
/// autoscroll, the release velocity) keep the samples as they came, so `stateHash` never moves.
public struct PointerPrediction: Sendable {
    private var x: VelocityTracker
    private var y: VelocityTracker
    /// The `kalman` model's filters, fed the same samples.
    private var kalmanX: AccelerationKalman
    private var kalmanY: AccelerationKalman
    /// The newest sample, viewport points: what is drawn without prediction.
    public private(set) var newest: Point

    /// A finger that went down at `point` at `t` seconds (or the first sample a prediction sees).
    public init(t: Double, at point: Point) {
        x = VelocityTracker(t: t, y: point.x)
        y = VelocityTracker(t: t, y: point.y)
        kalmanX = AccelerationKalman(t: t, at: point.x)
        kalmanY = AccelerationKalman(t: t, at: point.y)
        newest = point
    }

    public mutating func add(t: Double, at point: Point) {
        x.add(t: t, y: point.x)
        y.add(t: t, y: point.y)
        kalmanX.add(t: t, at: point.x)
        kalmanY.add(t: t, at: point.y)
        newest = point
    }

    /// Where the finger is predicted to be `seconds` after the newest sample, as a frame drawn at
    /// `t` (seconds, the samples' clock) would draw it: `motion(at:)`'s point that far ahead.
    public func predicted(at t: Double, seconds: Double, model: PredictionModel = .linear) -> Point {
        motion(at: t, model: model).point(ahead: seconds)
    }

    /// What a frame drawn at `t` extrapolates from: the newest sample and the finger's velocity (and,
    /// `kalman`, acceleration) then, zero once the finger sent nothing for 40 ms. A few numbers, so
    /// that an analysis can keep one per frame and try every `predictionSeconds` on it afterwards.
    public func motion(at t: Double, model: PredictionModel = .linear) -> PredictedMotion {
        switch model {
        case .linear:
            // minimumTravel 0: the prediction follows slow motion too; a tremble's velocity is small.
            return PredictedMotion(newest: newest, velocity: Point(x: x.velocity(at: t, minimumTravel: 0), y: y.velocity(at: t, minimumTravel: 0)))
        case .kalman:
            guard t - kalmanX.t <= VelocityTracker.pause else { return PredictedMotion(newest: newest, velocity: Point(x: 0, y: 0)) }
            return PredictedMotion(newest: newest, velocity: Point(x: kalmanX.state.y, y: kalmanY.state.y),
                                   acceleration: Point(x: kalmanX.state.z, y: kalmanY.state.z))
        }
    }
}

/// The newest sample, and the velocity and acceleration a prediction extrapolates with (viewport
/// points, points per second, points per second squared; `linear` has no acceleration).
public struct PredictedMotion: Equatable, Sendable {
    public var newest: Point
    public var velocity: Point
    public var acceleration: Point

    public init(newest: Point, velocity: Point, acceleration: Point = Point(x: 0, y: 0)) {
        self.newest = newest
        self.velocity = velocity
        self.acceleration = acceleration
    }

    /// The finger `seconds` ahead. `seconds` <= 0 (or not finite) is no prediction: the newest sample
    /// as it is. A point that is not finite (samples near Double's limits) is the newest sample too:
    /// a prediction must never poison what is drawn.
    public func point(ahead seconds: Double) -> Point {
        guard seconds > 0, seconds.isFinite else { return newest }
        let half = seconds * seconds / 2
        let ahead = Point(x: newest.x + velocity.x * seconds + acceleration.x * half,
                          y: newest.y + velocity.y * seconds + acceleration.y * half)
        return ahead.x.isFinite && ahead.y.isFinite ? ahead : newest
    }
}

/// The prediction of the pointer that drives the engine's interaction (the press, the pan or the
/// drag), fed after each input the engine handled with that pointer's location as the engine has
/// it (filters applied), and dropped while nothing is driven. The window draws from it and `lag`
/// scores it: one feed, so what is scored is what is drawn.
public struct DriverPrediction: Sendable {
    private var prediction: PointerPrediction?
    private var predicting: PointerID?

    public init() {}

    /// After the engine handled `input` at `t`.
    public mutating func observe<L: ReorderLayout>(_ input: InputEvent, at t: Double, engine: ReorderEngine<L>) {
        guard let driver = engine.driver else {
            prediction = nil
            return
        }
        switch input {
        case .down(let pointer, _) where pointer == driver.pointer:
            start(pointer, t, driver.location)
        case .move(let pointer, _) where pointer == driver.pointer:
            if predicting == pointer, prediction != nil {
                prediction!.add(t: t, at: driver.location)
            } else {
                start(pointer, t, driver.location)
            }
        default:
            break
        }
    }

    /// What a frame drawn at `t` for `pointer` extrapolates from under `model`; nil when `pointer`
    /// is not the one fed (it has not moved since it began to drive).
    public func motion(for pointer: PointerID, at t: Double, model: PredictionModel) -> PredictedMotion? {
        guard predicting == pointer, let prediction else { return nil }
        return prediction.motion(at: t, model: model)
    }

    private mutating func start(_ pointer: PointerID, _ t: Double, _ location: Point) {
        prediction = PointerPrediction(t: t, at: location)
        predicting = pointer
    }
}

extension ReorderEngine {
    /// The pointer driving the interaction and its newest location; nil when none does.
    public var driver: (pointer: PointerID, location: Point)? {
        switch interaction {
        case .pressing(let press): (press.pointer, press.location)
        case .scrolling(let pan): (pan.pointer, pan.location)
        case .dragging(let drag): (drag.pointer, drag.location)
        case .idle, .coasting, .settling: nil
        }
    }
}
