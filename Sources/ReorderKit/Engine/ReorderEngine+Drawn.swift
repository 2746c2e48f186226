extension ReorderEngine {
    /// A copy of this engine to draw from, never to feed: the content scrolled `points` further along
    /// the scroll axis (clamped to the scroll range, as the engine clamps its own offset). The
    /// window draws a panned list where the finger is predicted to be (tuning `predictionSeconds`)
    /// with it; the engine it was copied from, its decisions and its `stateHash` are untouched.
    public func scrolledForDrawing(by points: Double) -> ReorderEngine {
        var copy = self
        guard points.isFinite, points != 0 else { return copy }
        copy.scrollOffset = clampedOffset(scrollOffset + points)
        return copy
    }
}

extension ReorderEngine {
    /// How far to draw the imposter from where the engine has it when the pointer is drawn `ahead`
    /// further on (viewport points; prediction, `predictionSeconds`): the imposter's frame for the
    /// pointer moved by `ahead`, kept where the engine keeps its own (inside the viewport, inside the
    /// content along the scroll axis, in its column in a list), minus the engine's frame. So a
    /// prediction never draws the row past an edge the engine would hold it at. Zero unless a
    /// pointer drags a row (a row lifted by keys is drawn at its blank).
    public func imposterShift(pointerAhead ahead: Point) -> Point {
        guard case .dragging(let drag) = interaction, !drag.byKeys, ahead.x.isFinite, ahead.y.isFinite else {
            return Point(x: 0, y: 0)
        }
        var predicted = drag
        predicted.location = Point(x: drag.location.x + ahead.x, y: drag.location.y + ahead.y)
        let now = imposterFrame(drag), then = imposterFrame(predicted)
        return Point(x: then.x - now.x, y: then.y - now.y)
    }
}
