import ReorderKit

/// What the window draws ahead of the finger (tuning `predictionSeconds`, `predictionModel`): the
/// imposter and the panned content where the finger is predicted to be that far after its newest
/// sample (`PointerPrediction`), fed the same samples as `lag` scores (the driving pointer's, as
/// the engine saw them). Only what is drawn moves: the engine is read, never fed, so its decisions
/// and `stateHash` are those of a session without prediction.
struct DrawnPrediction {
    private var prediction: PointerPrediction?
    private var predicting: PointerID?

    /// How far ahead a frame draws, viewport points.
    enum Ahead: Equatable {
        case none
        /// The imposter moved by this much (along the scroll axis only in a list, in both in a grid).
        case imposter(Point)
        /// The panned content moved by this much along the scroll axis.
        case content(Double)
    }

    /// After the engine handled `input` at `t`: the driving pointer's sample, if it moved.
    mutating func observe<L: ReorderLayout>(_ input: InputEvent, at t: Double, engine: ReorderEngine<L>) {
        guard let driver = Self.driver(engine) else {
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

    /// How far ahead of the engine's drawing a frame drawn now draws (at the engine's time).
    func ahead<L: ReorderLayout>(engine: ReorderEngine<L>) -> Ahead {
        // The driving pointer kind's tuning (a mouse's or a pen's overrides), as the engine applies its own.
        let seconds = engine.active.predictionSeconds
        guard seconds > 0, let driver = Self.driver(engine), driver.pointer == predicting, let prediction else { return .none }
        let motion = prediction.motion(at: engine.now, model: engine.active.predictionModel)
        let point = motion.point(ahead: seconds)
        let delta = Point(x: point.x - motion.newest.x, y: point.y - motion.newest.y)
        let axis = engine.layout.scrollAxis
        switch engine.interaction {
        case .dragging:
            let along = engine.layout.imposterAcross == .followsPointer ? delta : (axis == .vertical ? Point(x: 0, y: delta.y) : Point(x: delta.x, y: 0))
            // Kept where the engine keeps its own imposter: a prediction past an edge stops at it.
            return .imposter(engine.imposterShift(pointerAhead: along))
        case .scrolling:
            return .content(axis.across(delta))
        case .idle, .pressing, .coasting, .settling:
            return .none
        }
    }

    private mutating func start(_ pointer: PointerID, _ t: Double, _ location: Point) {
        prediction = PointerPrediction(t: t, at: location)
        predicting = pointer
    }

    /// The pointer driving the interaction and its newest location, as `lag` reads it.
    private static func driver<L: ReorderLayout>(_ engine: ReorderEngine<L>) -> (pointer: PointerID, location: Point)? {
        switch engine.interaction {
        case .pressing(let press): (press.pointer, press.location)
        case .scrolling(let pan): (pan.pointer, pan.location)
        case .dragging(let drag): (drag.pointer, drag.location)
        case .idle, .coasting, .settling: nil
        }
    }
}

extension ReorderEngine {
    /// What to draw for a frame drawn `ahead`: the engine itself, or for a pan a copy scrolled as
    /// far as the content moves (a finger moving down pulls the content down: the offset shrinks).
    func drawn(_ ahead: DrawnPrediction.Ahead) -> ReorderEngine {
        guard case .content(let points) = ahead else { return self }
        return scrolledForDrawing(by: -points)
    }
}
