/// Writes traces for the analysis tests: input lines at given times, with `frame` lines merged in
/// at a fixed rate (a frame and an input at the same instant: the frame first, as recordings do).
public struct TraceBuilder {
    public var header: String
    public var frameInterval: Double
    private var inputs: [(t: Double, json: String)] = []

    public static let rowsHeader = #"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"rows":["#
        + (0..<20).map { #"{"id":"r\#($0)","height":44}"# }.joined(separator: ",") + "]"

    /// 20 rows of 44 pt in a 320 x 480 viewport, the header's `tuning` object as given.
    public init(tuning: String? = nil, frameInterval: Double = 0.05) {
        header = Self.rowsHeader + (tuning.map { #","tuning":\#($0)"# } ?? "") + "}"
        self.frameInterval = frameInterval
    }

    public init(header: String, frameInterval: Double) {
        self.header = header
        self.frameInterval = frameInterval
    }

    /// Times are written as Swift prints them: 1.05 stays "1.05".
    public mutating func add(_ t: Double, _ fields: String) { inputs.append((t, #"{"t":\#(t),\#(fields)}"#)) }

    public mutating func mark(_ t: Double, _ label: String) { add(t, #""type":"mark","label":"\#(label)""#) }
    public mutating func down(_ t: Double, x: Double = 100, y: Double) { pointer("down", t, x, y) }
    public mutating func move(_ t: Double, x: Double = 100, y: Double) { pointer("move", t, x, y) }
    public mutating func up(_ t: Double, x: Double = 100, y: Double) { pointer("up", t, x, y) }
    public mutating func tuning(_ t: Double, _ set: String) { add(t, #""type":"tuning","set":\#(set)"#) }

    private mutating func pointer(_ type: String, _ t: Double, _ x: Double, _ y: Double) {
        add(t, #""type":"\#(type)","pointer":"touch","id":1,"x":\#(x),"y":\#(y)"#)
    }

    /// The trace, frames from 0 to `end` (frame k at k x interval, computed from k so none drifts).
    public func text(until end: Double) -> String {
        var lines = [header]
        var k = 0
        func frameTime(_ k: Int) -> Double { (Double(k) * frameInterval * 1e6).rounded() / 1e6 }
        for input in inputs.sorted(by: { $0.t < $1.t }) {  // stable: same-time inputs keep their order
            while frameTime(k) <= input.t {
                lines.append(#"{"t":\#(frameTime(k)),"type":"frame"}"#)
                k += 1
            }
            lines.append(input.json)
        }
        while frameTime(k) <= end {
            lines.append(#"{"t":\#(frameTime(k)),"type":"frame"}"#)
            k += 1
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
