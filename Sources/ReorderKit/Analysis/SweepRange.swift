/// An inclusive range of values to sweep, written `A:B:STEP` (`0.2:0.8:0.05`).
public struct SweepRange: Equatable, Sendable {
    public var from: Double
    public var to: Double
    public var step: Double

    /// More values than this on one axis is almost surely a typo in STEP (and would run for hours).
    public static let maximumCount = 10_000

    public init(from: Double, to: Double, step: Double) {
        self.from = from
        self.to = to
        self.step = step
    }

    /// Parses `A:B:STEP`; the message says what is wrong. Values must be finite and >= 0 (both
    /// swept parameters are), A <= B, STEP > 0.
    public init(parsing text: String) throws(SweepRangeError) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3 else { throw SweepRangeError("expected A:B:STEP, got '\(text)'") }
        var numbers: [Double] = []
        for (part, name) in zip(parts, ["A", "B", "STEP"]) {
            guard let n = Double(part), n.isFinite else { throw SweepRangeError("\(name) is not a finite number in '\(text)'") }
            numbers.append(n)
        }
        let (a, b, step) = (numbers[0], numbers[1], numbers[2])
        guard a >= 0 else { throw SweepRangeError("A must be >= 0 in '\(text)'") }
        guard a <= b else { throw SweepRangeError("A must be <= B in '\(text)'") }
        guard step > 0 else { throw SweepRangeError("STEP must be > 0 in '\(text)'") }
        guard (b - a) / step < Double(Self.maximumCount) else {
            throw SweepRangeError("'\(text)' has more than \(Self.maximumCount) values")
        }
        self.init(from: a, to: b, step: step)
    }

    /// A + i*STEP for i = 0, 1, ... up to B. Each value is computed from A (no running sum, so
    /// no accumulated error) and rounded to 1e-9, so 0.1 + 2 * 0.1 is 0.3, not 0.30000000000000004;
    /// B itself is included when the last step lands within STEP/1000 of it.
    public var values: [Double] {
        var values: [Double] = []
        let slack = step / 1000
        var i = 0
        while true {
            let raw = from + Double(i) * step
            if raw > to + slack { break }
            values.append(abs(raw - to) <= slack ? to : (raw * 1e9).rounded() / 1e9)
            i += 1
        }
        return values
    }
}

public struct SweepRangeError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    init(_ message: String) { self.message = message }
    public var description: String { message }
}
