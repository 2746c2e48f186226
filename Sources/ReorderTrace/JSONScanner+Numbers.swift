#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension JSONScanner {
    /// Consumes a number (RFC 8259 section 6: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`) and
    /// returns the nearest `Double`: bit for bit what `Double(String)` gives for the same text.
    /// A number too large for a `Double` is an error; one too small becomes 0, as in `Double(String)`.
    mutating func readNumber() throws(LineError) -> Double {
        skipWhitespace()
        let start = position
        let count = bytes.count
        var negative = false
        if position < count, bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        // The significant digits, at most 19 of them (10^19 < 2^64), and the power of ten they are
        // scaled by. `truncated` means digits were dropped: only strtod can round those right.
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var truncated = false

        guard position < count, Self.digit(bytes[position]) != nil else { throw syntaxError("expected a digit") }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < count, Self.digit(bytes[position]) != nil { throw error("leading zero in a number", at: position - 1) }
        } else {
            while position < count, let d = Self.digit(bytes[position]) {
                if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    digits += 1
                } else {
                    truncated = true
                }
                position += 1
            }
        }
        if position < count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < count, Self.digit(bytes[position]) != nil else { throw syntaxError("expected a digit after '.'") }
            while position < count, let d = Self.digit(bytes[position]) {
                if mantissa == 0, d == 0 {
                    exponent -= 1  // a leading zero of "0.0001": it only scales
                } else if digits < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(d)
                    digits += 1
                    exponent -= 1
                } else {
                    truncated = true
                }
                position += 1
            }
        }
        if position < count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            var exponentNegative = false
            if position < count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < count, Self.digit(bytes[position]) != nil else { throw syntaxError("expected a digit in the exponent") }
            var value = 0
            while position < count, let d = Self.digit(bytes[position]) {
                // Past 10^5 every mantissa overflows or underflows; strtod reads the real text then.
                if value < 100_000 { value = value * 10 + Int(d) }
                position += 1
            }
            exponent += exponentNegative ? -value : value
        }

        // Clinger's fast path: the mantissa and 10^|exponent| are both exact doubles, so one IEEE
        // multiplication or division rounds the exact quotient correctly.
        if !truncated, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            let magnitude = exponent >= 0 ? Double(mantissa) * Self.powersOfTen[exponent]
                                          : Double(mantissa) / Self.powersOfTen[-exponent]
            return negative ? -magnitude : magnitude
        }
        if mantissa == 0, !truncated { return negative ? -0.0 : 0.0 }
        let value = Self.parseDouble(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        guard value.isFinite else { throw LineError("non-finite number at column \(start + 1)") }
        return value
    }

    @inline(__always)
    static func digit(_ b: UInt8) -> UInt8? {
        let d = b &- UInt8(ascii: "0")
        return d < 10 ? d : nil
    }

    /// 10^0 ... 10^22: the powers of ten that a double holds exactly.
    static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The slow path: glibc's strtod rounds correctly, from a NUL-terminated copy on the stack.
    /// `text` must already match the JSON number grammar.
    static func parseDouble(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: text.count + 1) { buffer in
            for i in 0..<text.count { buffer[i] = CChar(bitPattern: text[i]) }
            buffer[text.count] = 0
            var end: UnsafeMutablePointer<CChar>?
            let value = strtod(buffer.baseAddress!, &end)
            if end == buffer.baseAddress! + text.count { return value }
            // strtod follows the process's LC_NUMERIC: under a decimal-comma locale it stops at the
            // '.'. Double(String) always reads the C locale's way (and is what this must equal).
            return Double(String(decoding: text, as: UTF8.self)) ?? .nan
        }
    }
}
