@testable import ReorderKit

/// Drives an engine like a person would, with time stepped by hand (no real clock anywhere):
/// `press(row: 2)`, `hold(0.6)`, `move(toRow: 5)`, `release()`, then assert on what it reported.
final class Tester {
    var engine: Engine
    private(set) var t = 0.0
    var pointer = PointerID(.touch, 1)
    private(set) var location = Point(x: 0, y: 0)
    /// Frames per second used by `hold` and the stepped moves.
    var fps = 60.0
    private var reported: [TimedEngineEvent] = []

    init(heights: [Double], viewport: Size = Size(width: 320, height: 480), tuning: Tuning = Tuning(),
         scrollOffset: Double = 0, movable: (Int) -> Bool = { _ in true }) {
        let rows = heights.enumerated().map { i, h in Row(id: "r\(i)", height: h, movable: movable(i)) }
        engine = Engine(rows: rows, viewport: viewport, tuning: tuning, scrollOffset: scrollOffset)
    }

    convenience init(rows count: Int, height: Double = 44, viewport: Size = Size(width: 320, height: 480),
                     tuning: Tuning = Tuning()) {
        self.init(heights: Array(repeating: height, count: count), viewport: viewport, tuning: tuning)
    }

    // MARK: Input

    func send(_ event: InputEvent) {
        engine.handle(event, at: t)
        reported += engine.takeOutput()
    }

    /// Viewport y of the middle of the row now at committed `row` (no drag in progress).
    func centerY(ofRow row: Int) -> Double {
        engine.layout.top(ofSlot: row) + engine.layout.height(ofSlot: row) / 2 - engine.scrollOffset
    }

    func press(row: Int, x: Double = 100, dy: Double = 0) {
        press(at: Point(x: x, y: centerY(ofRow: row) + dy))
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

    func move(to point: Point) {
        location = point
        send(.move(pointer, point))
    }

    func move(toY y: Double) { move(to: Point(x: location.x, y: y)) }
    func move(by dy: Double) { move(toY: location.y + dy) }

    /// Moves in `steps` equal steps, one frame apart.
    func glide(toY y: Double, steps: Int = 10) {
        let start = location.y
        for i in 1...steps {
            t += 1 / fps
            move(toY: start + (y - start) * Double(i) / Double(steps))
            send(.frame)
        }
    }

    func release() { send(.up(pointer, location)) }
    func cancel() { send(.cancel(pointer)) }
    func key(_ key: Key) { send(.key(key)) }

    // MARK: What happened

    /// Everything reported since the last call.
    func events() -> [EngineEvent] {
        defer { reported.removeAll() }
        return reported.map(\.event)
    }

    /// Everything reported since the last call, with the engine time of each.
    func timedEvents() -> [TimedEngineEvent] {
        defer { reported.removeAll() }
        return reported
    }

    /// Reported events without the frequent `scrolled` and press bookkeeping, for scenario asserts.
    func keyEvents() -> [EngineEvent] {
        events().filter {
            switch $0 {
            case .scrolled, .pressBegan, .pressDecided: false
            default: true
            }
        }
    }

    var decisions: [PressOutcome] {
        reported.compactMap { if case .pressDecided(let d) = $0.event { d.outcome } else { nil } }
    }

    var order: [String] { engine.order }
    var state: String { engine.interaction.name }
}
