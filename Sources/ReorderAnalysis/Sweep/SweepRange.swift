import ReorderKit
import ReorderText

/// An inclusive range of values to sweep, written `A:B:STEP` (`0.2:0.8:0.05`).
public struct SweepRange: Equatable, Sendable {
    public let from: Double
    public let to: Double
    public let step: Double
    /// A + i*STEP for i = 0, 1, ... up to B, at most `maximumCount` of them, strictly increasing.
    /// Each value is computed from A (no running sum, so no accumulated error); B itself is
    /// included when the last step lands within STEP/1000 of it.
    public let values: [Double]

    /// More values than this on one axis is almost surely a typo in STEP (and would run for hours).
    public static let maximumCount = 10_000

    /// Values must be finite and >= 0 (both swept parameters are), A <= B, STEP > 0, at most
    /// `maximumCount` values, each different from the one before (STEP not lost in the rounding of
    /// values as large as B).
    public init(from a: Double, to b: Double, step: Double) throws(SweepRangeError) {
        try self.init(a, b, step, text: "\(SweepReport.number(a)):\(SweepReport.number(b)):\(SweepReport.number(step))")
    }

    /// `text`: the range as the user wrote it, for the messages.
    private init(_ a: Double, _ b: Double, _ step: Double, text: String) throws(SweepRangeError) {
        guard a.isFinite, b.isFinite, step.isFinite else { throw SweepRangeError("values must be finite numbers in \(text.quotedForMessage)") }
        guard a >= 0 else { throw SweepRangeError("A must be >= 0 in \(text.quotedForMessage)") }
        guard a <= b else { throw SweepRangeError("A must be <= B in \(text.quotedForMessage)") }
        guard step > 0 else { throw SweepRangeError("STEP must be > 0 in \(text.quotedForMessage)") }
        // Steps from A to B, with the STEP/1000 slack that lets B itself count. Compared as a Double
        // before any conversion: (B - A) / STEP can be far beyond Int's range (or infinite).
        let steps = ((b - a) / step + 1e-3).rounded(.down)
        guard steps < Double(Self.maximumCount) else {
            throw SweepRangeError("\(text.quotedForMessage) has more than \(Self.maximumCount) values")
        }
        let count = Int(steps) + 1
        var values: [Double] = []
        values.reserveCapacity(count)
        for i in 0..<count {
            let raw = a + Double(i) * step
            let value = abs(raw - b) <= step / 1000 ? b : Self.snapped(raw, step: step)
            if let previous = values.last, value <= previous {
                throw SweepRangeError("STEP is too small to change values near \(SweepReport.number(previous)) in \(text.quotedForMessage)")
            }
            values.append(value)
        }
        from = a
        to = b
        self.step = step
        self.values = values
    }

    /// Parses `A:B:STEP`; the message says what is wrong.
    public init(parsing text: String) throws(SweepRangeError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw SweepRangeError("expected A:B:STEP, got \(text.quotedForMessage)") }
        var numbers: [Double] = []
        for (part, name) in zip(parts, ["A", "B", "STEP"]) {
            guard let n = Double(part), n.isFinite else { throw SweepRangeError("\(name) is not a finite number in \(text.quotedForMessage)") }
            numbers.append(n)
        }
        try self.init(numbers[0], numbers[1], numbers[2], text: text)
    }

    /// Rounded to 1e-9 (`TraceInfo.round`: where that is exact), so 0.1 + 2 * 0.1 is 0.3, not
    /// 0.30000000000000004; only for steps of at least 1e-6, so the rounding stays a thousandth of a
    /// step (finer steps keep their raw values).
    static func snapped(_ raw: Double, step: Double) -> Double {
        step >= 1e-6 ? TraceInfo.round(raw, scale: 1e9) : raw
    }
}

public struct SweepRangeError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    init(_ message: String) { self.message = message }
    public var description: String { message }
}
