import Testing
@testable import ReorderKit

/// Drives an engine of any layout as a person would, with time stepped by hand (no real clock
/// anywhere): `press(row: 2)`, `hold(0.6)`, `move(toY: 300)`, `release()`, then assert on what it
/// reported. One driver for every layout (the list's scenarios use `ListDriver`).
///
/// Exhaustive mode, in the spirit of TCA's TestStore: a driver made with `exhaustive: true` fails
/// the test that made it if the engine reported an event the test never took (with `events()`,
/// `keyEvents()`, `drops()` or `timedEvents()`), so a scenario states everything that happened.
final class EngineDriver<Layout: ReorderLayout> {
    var engine: ReorderEngine<Layout>
    private(set) var t = 0.0
    var pointer = PointerID(.touch, 1)
    private(set) var location = Point(x: 0, y: 0)
    /// Frames per second used by `hold` and the stepped moves.
    var fps = 60.0
    let exhaustive: Bool
    private let madeAt: SourceLocation
    /// Everything reported since the last take.
    private var reported: [TimedEngineEvent] = []

    init(_ engine: ReorderEngine<Layout>, exhaustive: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        self.engine = engine
        self.exhaustive = exhaustive
        madeAt = sourceLocation
    }

    deinit {
        if exhaustive, !reported.isEmpty {
            Issue.record("events the scenario did not assert: \(reported.map(\.event))", sourceLocation: madeAt)
        }
    }

    // MARK: Input

    func send(_ event: InputEvent) {
        engine.handle(event, at: t)
        reported += engine.takeOutput()
    }

    func press(at point: Point) {
        location = point
        send(.down(pointer, point))
    }

    /// Lets `seconds` pass with frames at `fps`, ending exactly at now + seconds.
    func hold(_ seconds: Double) {
        let end = t + seconds
        let step = 1 / fps
        while t + step < end - 1e-9 {
            t += step
            send(.frame)
        }
        t = end
        send(.frame)
    }

    /// Advances time without any event (the next event sees it).
    func wait(_ seconds: Double) { t += seconds }

    /// Pressed at `point` and held past the long press: the row there is lifted (what that
    /// reported is taken).
    func lift(at point: Point) {
        press(at: point)
        hold(engine.tuning.longPressSeconds + 0.05)
        _ = events()
    }

    func move(to point: Point) {
        location = point
        send(.move(pointer, point))
    }

    func move(toY y: Double) { move(to: Point(x: location.x, y: y)) }
    func move(by dy: Double) { move(toY: location.y + dy) }

    /// Moves to `point` in `steps` equal steps, one frame apart.
    func glide(to point: Point, steps: Int = 10) {
        let start = location
        for i in 1...steps {
            t += 1 / fps
            let f = Double(i) / Double(steps)
            move(to: Point(x: start.x + (point.x - start.x) * f, y: start.y + (point.y - start.y) * f))
            send(.frame)
        }
    }

    func glide(toY y: Double, steps: Int = 10) { glide(to: Point(x: location.x, y: y), steps: steps) }

    func release() { send(.up(pointer, location)) }

    /// Released, then frames until the settle is over.
    func drop() {
        release()
        hold(1)
    }

    func cancel() { send(.cancel(pointer)) }
    func key(_ key: Key) { send(.key(key)) }

    // MARK: What happened

    /// Everything reported since the last take.
    func events() -> [EngineEvent] { timedEvents().map(\.event) }

    /// Everything reported since the last take, with the engine time of each.
    func timedEvents() -> [TimedEngineEvent] {
        defer { reported.removeAll() }
        return reported
    }

    /// Reported events without the frequent `scrolled`, press bookkeeping and announcements (their
    /// texts are asserted on their own), for scenario asserts (all are taken).
    func keyEvents() -> [EngineEvent] {
        events().filter {
            switch $0 {
            case .scrolled, .pressBegan, .pressDecided, .announced: false
            default: true
            }
        }
    }

    /// The drops reported since the last take (all are taken).
    func drops() -> [EngineEvent] {
        events().filter { if case .dropped = $0 { true } else { false } }
    }

    /// How the presses reported since the last take were decided (nothing is taken).
    var decisions: [PressOutcome] {
        reported.compactMap { if case .pressDecided(let d) = $0.event { d.outcome } else { nil } }
    }

    var order: [String] { engine.order }
    /// The interaction state as a value (`.dragging`), without what it owns.
    var state: Interaction.Kind { engine.interaction.kind }
}

/// The plain list's driver, made from row heights.
typealias ListDriver = EngineDriver<ListLayout>

extension EngineDriver where Layout == ListLayout {
    convenience init(heights: [Double], viewport: Size = Size(width: 320, height: 480), tuning: Tuning = Tuning(),
                     scrollOffset: Double = 0, movable: (Int) -> Bool = { _ in true }, exhaustive: Bool = false,
                     sourceLocation: SourceLocation = #_sourceLocation) {
        let rows = heights.enumerated().map { i, h in Row(id: "r\(i)", height: h, movable: movable(i)) }
        self.init(Engine(rows: rows, viewport: viewport, tuning: tuning, scrollOffset: scrollOffset),
                  exhaustive: exhaustive, sourceLocation: sourceLocation)
    }

    convenience init(rows count: Int, height: Double = 44, viewport: Size = Size(width: 320, height: 480),
                     tuning: Tuning = Tuning(), exhaustive: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) {
        self.init(heights: Array(repeating: height, count: count), viewport: viewport, tuning: tuning,
                  exhaustive: exhaustive, sourceLocation: sourceLocation)
    }

    /// Viewport y of the middle of the row now at committed `row` (no drag in progress).
    func centerY(ofRow row: Int) -> Double {
        engine.layout.top(ofSlot: row) + engine.layout.height(ofSlot: row) / 2 - engine.scrollOffset
    }

    func press(row: Int, x: Double = 100, dy: Double = 0) {
        press(at: Point(x: x, y: centerY(ofRow: row) + dy))
    }
}
