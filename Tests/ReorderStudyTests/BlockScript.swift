import ReorderKit
import ReorderTrace
import TestSupport
@testable import ReorderStudy

/// A block driven by hand, input by input at given times, through the session the window uses:
/// `tap("s1", at: 1)`, `lift("s0", at: 2)`, `move(by: 134, at: 2.8)`, `up(at: 3)`.
struct BlockScript {
    let directory = TemporaryDirectory()
    var session: StudyBlockSession<ListLayout>
    let finger = PointerID(.touch, 1)
    var location = Point(x: 0, y: 0)
    static let viewport = Size(width: 400, height: 600)

    init(_ tasks: [StudyTask], condition: StudyCondition = StudyCondition(name: "ios", tuning: TuningPreset.ios.tuning)) throws {
        let block = StudyBlock(number: 1, condition: condition, tasks: tasks)
        session = try StudyBlockSession(block: block, participant: "p1", viewport: Self.viewport,
                                        recordingPath: directory.file("block.trace.jsonl"), recordingName: "block-1-ios.trace.jsonl",
                                        log: TaskLog(path: directory.file("tasks.jsonl")))
    }

    func center(_ id: String) -> Point {
        let slot = session.engine.order.firstIndex(of: id)!
        let frame = session.engine.layout.frame(ofSlot: slot)
        return Point(x: 200, y: frame.y - session.engine.scrollOffset + frame.height / 2)
    }

    mutating func feed(_ input: InputEvent, at t: Double) throws { try session.feed(input, at: t) }
    mutating func frame(at t: Double) throws { try feed(.frame, at: t) }

    mutating func down(_ id: String, at t: Double) throws {
        location = center(id)
        try feed(.down(finger, location), at: t)
    }

    mutating func move(by dy: Double, at t: Double) throws {
        location.y += dy
        try feed(.move(finger, location), at: t)
    }

    mutating func up(at t: Double) throws { try feed(.up(finger, location), at: t) }

    /// Down and up 0.1 s later, without moving.
    mutating func tap(_ id: String, at t: Double) throws {
        try down(id, at: t)
        try up(at: t + 0.1)
    }

    /// Down, and a frame 0.6 s later: past iOS's 0.5 s long press, the row lifts.
    mutating func lift(_ id: String, at t: Double) throws {
        try down(id, at: t)
        try frame(at: t + 0.6)
    }

    /// The marks in the recording so far, in order.
    mutating func marks() throws -> [String] {
        try session.endFrame()
        let (_, events) = try TraceReader.readAll(path: directory.file("block.trace.jsonl"))
        return events.compactMap { if case .mark(let label) = $0.event { label } else { nil } }
    }
}
