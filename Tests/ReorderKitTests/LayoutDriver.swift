@testable import ReorderKit

/// Drives an engine of any layout as a person would, with time stepped by hand: `down`, `hold`,
/// `glide`, `up`, then assert on what it reported (the list's `Tester` does the same for lists).
struct LayoutDriver<Layout: ReorderLayout> {
    var engine: ReorderEngine<Layout>
    private(set) var t = 0.0
    private(set) var location = Point(x: 0, y: 0)
    var fps = 60.0
    let pointer = PointerID(.touch, 1)
    /// Everything reported since the last `take()`.
    private(set) var reported: [EngineEvent] = []

    init(_ engine: ReorderEngine<Layout>) { self.engine = engine }

    mutating func send(_ event: InputEvent) {
        engine.handle(event, at: t)
        reported += engine.takeOutput().map(\.event)
    }

    mutating func down(at point: Point) {
        location = point
        send(.down(pointer, point))
    }

    /// Lets `seconds` pass with frames at `fps`.
    mutating func hold(_ seconds: Double) {
        let end = t + seconds
        while t + 1 / fps < end - 1e-9 {
            t += 1 / fps
            send(.frame)
        }
        t = end
        send(.frame)
    }

    /// Down at `point` and held past the long press: the row there is lifted.
    mutating func lift(at point: Point) {
        down(at: point)
        hold(engine.tuning.longPressSeconds + 0.05)
        _ = take()
    }

    /// Moves in `steps` equal steps, one frame apart.
    mutating func glide(to point: Point, steps: Int = 10) {
        let start = location
        for i in 1...steps {
            t += 1 / fps
            let f = Double(i) / Double(steps)
            location = Point(x: start.x + (point.x - start.x) * f, y: start.y + (point.y - start.y) * f)
            send(.move(pointer, location))
            send(.frame)
        }
    }

    mutating func up() { send(.up(pointer, location)) }

    /// Up, then frames until the settle is over.
    mutating func drop() {
        up()
        hold(1)
    }

    mutating func take() -> [EngineEvent] {
        defer { reported = [] }
        return reported
    }

    /// The drops reported so far (and taken).
    mutating func drops() -> [EngineEvent] {
        take().filter { if case .dropped = $0 { true } else { false } }
    }

    var state: String { engine.interaction.name }
}
