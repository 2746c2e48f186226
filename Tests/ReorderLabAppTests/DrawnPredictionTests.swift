import ReorderKit
import ReorderSDL
import ReorderSession
import Testing
@testable import ReorderLabApp

/// The window draws the imposter and the panned list ahead of the finger by `predictionSeconds`;
/// the engine is only read, so what it decides and its `stateHash` do not move.
@Suite struct DrawnPredictionTests {
    static let touch = PointerID(.touch, 1)
    static let rows = (0..<40).map { Row(id: "r\($0)", height: 50) }

    /// A long press on row 1, then down at 400 pt/s with a frame every 16 ms; `ahead` after each frame.
    static func drag(predictionSeconds: Double, pan: Bool = false) -> (session: LiveSession<ListLayout>, ahead: [DrawnPrediction.Ahead]) {
        var tuning = Tuning()
        tuning.predictionSeconds = predictionSeconds
        return drag(tuning: tuning, pan: pan).session
    }

    /// The same drag by `touch`'s kind (a mouse, a pen) under `tuning`, from `y0` (75: row 1's middle);
    /// also the engine's imposter (viewport points) at each frame.
    static func drag(tuning: Tuning, pan: Bool = false, touch: PointerID = DrawnPredictionTests.touch, y0: Double = 75)
        -> (session: (session: LiveSession<ListLayout>, ahead: [DrawnPrediction.Ahead]), imposters: [Imposter?]) {
        var imposters: [Imposter?] = []
        var session = LiveSession(engine: Engine(rows: rows, viewport: Size(width: 400, height: 600), tuning: tuning, scrollOffset: pan ? 500 : 0),
                                  recorder: nil, stateStore: nil)
        var prediction = DrawnPrediction()
        var ahead: [DrawnPrediction.Ahead] = []
        func feed(_ input: InputEvent, _ t: Double) {
            session.feed(input, at: t)
            prediction.observe(input, at: t, engine: session.engine)
            if case .frame = input {
                ahead.append(prediction.ahead(engine: session.engine))
                imposters.append(session.engine.imposter)
            }
        }
        let start = pan ? 0.0 : 0.6  // a pan moves at once; a drag after the long press
        var y = y0
        feed(.down(touch, Point(x: 100, y: y)), 0)
        for i in 1...70 {
            let t = Double(i) * 0.016
            if t > start {
                y = y0 + (t - start) * 400
                feed(.move(touch, Point(x: 100, y: y)), t - 0.004)
            }
            feed(.frame, t)
        }
        feed(.up(touch, Point(x: 100, y: y)), 1.13)
        feed(.frame, 1.6)
        return ((session, ahead), imposters)
    }

    @Test func aDraggedRowIsDrawnAheadAlongTheListOnly() throws {
        let (_, ahead) = Self.drag(predictionSeconds: 0.05)
        // A few frames into the steady drag: 400 pt/s x 0.05 s = 20 pt down, nothing across.
        guard case .imposter(let points) = ahead[60] else {
            Issue.record("frame 60 draws \(ahead[60]), not the imposter ahead")
            return
        }
        #expect(points.x == 0)
        #expect(abs(points.y - 20) < 0.5)
        #expect(ahead.last == DrawnPrediction.Ahead.none)  // released: nothing to predict
    }

    /// `predictionModel` `kalman` draws with the filter's estimate: at a steady 400 pt/s it draws
    /// where `linear` does, to within a point.
    @Test func theKalmanModelDrawsASteadyDragAheadAsLinearDoes() throws {
        var tuning = Tuning()
        tuning.predictionSeconds = 0.05
        tuning.predictionModel = .kalman
        let ahead = Self.drag(tuning: tuning).session.ahead
        guard case .imposter(let points) = ahead[60] else {
            Issue.record("frame 60 draws \(ahead[60]), not the imposter ahead")
            return
        }
        #expect(points.x == 0)
        #expect(abs(points.y - 20) < 1, "\(points)")
    }

    @Test func aPannedListIsDrawnAheadAlongItsAxis() throws {
        let (session, ahead) = Self.drag(predictionSeconds: 0.05, pan: true)
        guard case .content(let points) = ahead[30] else {
            Issue.record("frame 30 draws \(ahead[30]), not the content ahead")
            return
        }
        #expect(abs(points - 20) < 0.5)
        // The content follows the finger down: drawn with less offset, clamped at the top.
        let engine = session.engine
        #expect(engine.drawn(.content(20)).scrollOffset == max(0, engine.scrollOffset - 20))
        #expect(engine.drawn(.content(1e300)).scrollOffset == 0)
        #expect(engine.drawn(.none).scrollOffset == engine.scrollOffset)
    }

    @Test func offDrawsWhereTheEngineHasIt() {
        let (_, ahead) = Self.drag(predictionSeconds: 0)
        #expect(ahead.allSatisfy { $0 == .none })
    }

    @Test func theEnginesDecisionsAndStateHashDoNotMoveWithPrediction() {
        var off = Self.drag(predictionSeconds: 0).session, on = Self.drag(predictionSeconds: 0.05).session
        var pannedOff = Self.drag(predictionSeconds: 0, pan: true).session, pannedOn = Self.drag(predictionSeconds: 0.05, pan: true).session
        let (a, b) = (off.finish(), on.finish())
        #expect(a.drags == 1 && !a.moves.isEmpty)
        #expect(a == b)
        #expect(a.stateHash == b.stateHash)
        let (c, d) = (pannedOff.finish(), pannedOn.finish())
        #expect(c.scrollOffset != 500)
        #expect(c == d)
    }

    @Test func aMouseDragIsDrawnAheadByTheMousesOverride() throws {
        // The top level draws nothing ahead; the mouse's override 50 ms: the engine applies a mouse's
        // overrides to its own values while a mouse drives, and the drawing follows the same rule.
        var tuning = Tuning()
        tuning.pointerOverrides[.mouse] = try TuningPatch(json: ["predictionSeconds": .number(0.05)])
        let mouse = Self.drag(tuning: tuning, touch: PointerID(.mouse, 0)).session.ahead
        guard case .imposter(let points) = mouse[60] else {
            Issue.record("frame 60 of the mouse's drag draws \(mouse[60]), not the imposter ahead")
            return
        }
        #expect(abs(points.y - 20) < 0.5)
        // A finger under the same tuning keeps the top level's 0.
        #expect(Self.drag(tuning: tuning).session.ahead.allSatisfy { $0 == .none })
    }

    @Test func aPredictionPastTheViewportsEdgeDrawsTheRowAtTheEdge() throws {
        // 100 ms ahead at 400 pt/s is 40 pt: row 8 (400...450 pt) dragged down passes the bottom of
        // the 600 pt viewport, and unclamped the drawn row would hang up to 40 pt below it while the
        // engine still lets the row follow the finger.
        var tuning = Tuning()
        tuning.predictionSeconds = 0.1
        let (drag, imposters) = Self.drag(tuning: tuning, y0: 425)
        var reachedEdge = false, clampedShort = false
        for (ahead, imposter) in zip(drag.ahead, imposters) {
            guard case .imposter(let points) = ahead, let imposter else { continue }
            let bottom = imposter.top + points.y + 50
            #expect(bottom <= 600 + 1e-9, "drawn to \(bottom)")
            if bottom > 600 - 1e-9 { reachedEdge = true }
            if points.y > 0, points.y < 39 { clampedShort = true }
        }
        #expect(reachedEdge && clampedShort, "the drag reaches the edge with a prediction cut short there")
    }

    @Test func fAndShiftFStepItLiveIn5Milliseconds() throws {
        #expect(InputTranslator.command(for: SDLKeycode.character("f"), shift: true) == .tune(.step(.predictionSeconds, by: 1)))
        #expect(InputTranslator.command(for: SDLKeycode.character("f")) == .tune(.step(.predictionSeconds, by: -1)))
        let more = TuningCommand.step(.predictionSeconds, by: 1).change(from: Tuning())
        #expect(more.values[\.predictionSeconds] == 0.005)
        #expect(more.note == "prediction 0.005 s")
        #expect(TuningCommand.step(.predictionSeconds, by: -1).change(from: Tuning()).values.isEmpty)  // already off
    }

    /// `i` switches the model live, a tuning line like every key's; shift goes the other way.
    @Test func iCyclesTheModel() {
        #expect(InputTranslator.command(for: SDLKeycode.character("i")) == .tune(.cycle(.predictionModel, by: 1)))
        #expect(InputTranslator.command(for: SDLKeycode.character("i"), shift: true) == .tune(.cycle(.predictionModel, by: -1)))
        let next = TuningCommand.cycle(.predictionModel, by: 1).change(from: Tuning())
        #expect(next.note == "prediction model kalman")
        var tuning = Tuning()
        tuning.apply(next.values)
        #expect(tuning.predictionModel == .kalman)
        #expect(TuningCommand.cycle(.predictionModel, by: 1).change(from: tuning).note == "prediction model linear")
    }
}
