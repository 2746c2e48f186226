import ReorderKit

/// What the window draws ahead of the finger (tuning `predictionSeconds`, `predictionModel`): the
/// imposter and the panned content where the finger is predicted to be that far after its newest
/// sample (`PointerPrediction`), fed the same samples as `lag` scores (the driving pointer's, as
/// the engine saw them). Only what is drawn moves: the engine is read, never fed, so its decisions
/// and `stateHash` are those of a session without prediction.
struct DrawnPrediction {
    /// The driving pointer's samples, fed as `lag` feeds its own.
    private var feed = DriverPrediction()

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
        feed.observe(input, at: t, engine: engine)
    }

    /// How far ahead of the engine's drawing a frame drawn now draws (at the engine's time).
    func ahead<L: ReorderLayout>(engine: ReorderEngine<L>) -> Ahead {
        // The driving pointer kind's tuning (a mouse's or a pen's overrides), as the engine applies its own.
        let seconds = engine.active.predictionSeconds
        guard seconds > 0, let driver = engine.driver,
              let motion = feed.motion(for: driver.pointer, at: engine.now, model: engine.active.predictionModel) else { return .none }
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
}

extension ReorderEngine {
    /// What to draw for a frame drawn `ahead`: the engine itself, or for a pan a copy scrolled as
    /// far as the content moves (a finger moving down pulls the content down: the offset shrinks).
    func drawn(_ ahead: DrawnPrediction.Ahead) -> ReorderEngine {
        guard case .content(let points) = ahead else { return self }
        return scrolledForDrawing(by: -points)
    }
}
