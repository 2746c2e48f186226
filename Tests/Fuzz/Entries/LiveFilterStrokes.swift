import ReorderKit
import ReorderTrace

/// A tuning's `inputFilters` value as the engine takes it (`Tuning.set`, as a trace header, a
/// profile and a live `tuning` line set it), then two touch strokes and a mouse drag through an
/// engine of twelve rows with that tuning: a long press and drag with steps of up to 300 pt, and a
/// second touch soon after the first lifts (debounce). What must hold: the order is the rows, each once.
enum LiveFilterStrokes {
    static func run(_ bytes: [UInt8], name: String) -> FuzzOutcome {
        let value: JSONValue
        do throws(TraceError) {
            value = try JSONValue(document: bytes, name: name)
        } catch {
            return MessageRules.refusal(error.description, file: name, input: bytes)
        }
        var tuning = Tuning()
        do throws(TuningError) {
            _ = try tuning.set("inputFilters", value)
        } catch {
            // A TuningError names no file: the reader that took the value writes `FILE:LINE: ` before it.
            return MessageRules.refusal("\(name):1: \(error.description)", file: name, input: bytes)
        }
        let rows = (0..<12).map { Row(id: "r\($0)", height: 44) }
        var engine = Engine(rows: rows, viewport: Size(width: 480, height: 800), tuning: tuning)
        let finger = PointerID(.touch, 1), second = PointerID(.touch, 2)
        var t = 0.0
        func at(_ event: InputEvent, after seconds: Double) {
            t += seconds
            engine.handle(event, at: t)
            engine.handle(.frame, at: t)
        }
        at(.down(finger, Point(x: 100, y: 30)), after: 0)
        for _ in 0..<40 { at(.frame, after: 1.0 / 60) }
        for step in 0..<30 { at(.move(finger, Point(x: 100 + Double(step % 3), y: 30 + Double([1, 7, 49, 300][step % 4]))), after: 1.0 / 60) }
        at(.up(finger, Point(x: 100, y: 400)), after: 1.0 / 60)
        at(.down(second, Point(x: 200, y: 200)), after: 0.01)
        for step in 0..<10 { at(.move(second, Point(x: 200, y: 200 + Double(step * 20))), after: 1.0 / 60) }
        at(.up(second, Point(x: 200, y: 400)), after: 1.0 / 60)
        at(.down(.mouse, Point(x: 50, y: 500)), after: 0.5)
        for step in 0..<10 { at(.move(.mouse, Point(x: 50, y: 500 - Double(step * 40))), after: 1.0 / 60) }
        at(.up(.mouse, Point(x: 50, y: 100)), after: 1.0 / 60)
        for _ in 0..<60 { at(.frame, after: 1.0 / 60) }
        guard engine.order.sorted() == rows.map(\.id).sorted() else { return .broken("after strokes through the filters, the order is not the rows, each once") }
        return .accepted
    }
}
