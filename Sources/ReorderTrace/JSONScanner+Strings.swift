extension JSONScanner {
    /// Consumes a string and validates all of it: escapes (a `\u` high surrogate must be followed by a
    /// `\u` low one, since a lone surrogate cannot become a `String`), UTF-8 (RFC 8259 section 8.1),
    /// and no raw control characters. Returns where its bytes are, so a caller comparing against
    /// known words never needs a `String`.
    mutating func scanString() throws(LineError) -> RawString {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw syntaxError("expected '\"'") }
        let opening = position
        position += 1
        let start = position
        var escaped = false
        while true {
            guard position < bytes.count else { throw error("unterminated string", at: opening) }
            let b = bytes[position]
            if b == UInt8(ascii: "\"") {
                position += 1
                return RawString(start: start, end: position - 1, escaped: escaped)
            } else if b == UInt8(ascii: "\\") {
                escaped = true
                position = try escapeEnd(at: position).end
            } else if b < 0x20 {
                throw error("control character 0x\(String(b, radix: 16, uppercase: true)) in a string must be escaped", at: position)
            } else if b < 0x80 {
                position += 1
            } else {
                guard let length = Self.utf8SequenceLength(bytes, at: position) else {
                    throw error("invalid UTF-8 in a string", at: position)
                }
                position += length
            }
        }
    }

    /// The string's value. `raw` must come from `scanString()` on these bytes.
    func string(_ raw: RawString) -> String {
        let slice = UnsafeBufferPointer(rebasing: bytes[raw.start..<raw.end])
        guard raw.escaped else { return String(decoding: slice, as: UTF8.self) }
        var utf8: [UInt8] = []
        utf8.reserveCapacity(slice.count)
        var i = raw.start
        while i < raw.end {
            let b = bytes[i]
            guard b == UInt8(ascii: "\\") else {
                utf8.append(b)
                i += 1
                continue
            }
            // Validated by `scanString`, so `try!` cannot fail here.
            let (scalar, end) = try! escapeEnd(at: i)
            UTF8.encode(scalar) { utf8.append($0) }
            i = end
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Whether the string's value is exactly `word` (ASCII), without making a `String` when it holds
    /// no escapes.
    func string(_ raw: RawString, equals word: StaticString) -> Bool {
        if raw.escaped { return string(raw) == word.description }
        return Self.equal(UnsafeBufferPointer(rebasing: bytes[raw.start..<raw.end]), word)
    }

    static func equal(_ a: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard a.count == count else { return false }
        let w = word.utf8Start
        for i in 0..<count where a[i] != w[i] { return false }
        return true
    }

    /// Decodes the escape at `index` (a backslash): its scalar and the index after it.
    private func escapeEnd(at index: Int) throws(LineError) -> (scalar: Unicode.Scalar, end: Int) {
        guard index + 1 < bytes.count else { throw error("unterminated string", at: index) }
        let simple: UInt8
        switch bytes[index + 1] {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            let unit = try hex4(at: index + 2)
            switch unit {
            case 0xD800...0xDBFF:
                guard index + 7 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"), bytes[index + 7] == UInt8(ascii: "u"),
                      case let low = try hex4(at: index + 8), (0xDC00...0xDFFF).contains(low)
                else { throw error("unpaired surrogate in \\u escape", at: index) }
                let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                return (Unicode.Scalar(value)!, index + 12)
            case 0xDC00...0xDFFF:
                throw error("unpaired surrogate in \\u escape", at: index)
            default:
                return (Unicode.Scalar(unit)!, index + 6)
            }
        default:
            throw error("invalid escape '\\\(Self.describe(bytes, index + 1).trimmingQuotes)'", at: index)
        }
        return (Unicode.Scalar(simple), index + 2)
    }

    private func hex4(at index: Int) throws(LineError) -> UInt16 {
        var value: UInt16 = 0
        for i in index..<index + 4 {
            guard i < bytes.count else { throw error("\\u escape needs 4 hex digits", at: index - 2) }
            let b = bytes[i]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw error("\\u escape needs 4 hex digits", at: index - 2)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `index` (which holds a byte >= 0x80), or nil.
    /// Rejects overlong forms, surrogates and values above U+10FFFF (Unicode Table 3-7).
    static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        func continuation(_ i: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            i < bytes.count && range.contains(bytes[i])
        }
        switch bytes[index] {
        case 0xC2...0xDF:
            return continuation(index + 1) ? 2 : nil
        case 0xE0:
            return continuation(index + 1, 0xA0...0xBF) && continuation(index + 2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(index + 1) && continuation(index + 2) ? 3 : nil
        case 0xED:
            return continuation(index + 1, 0x80...0x9F) && continuation(index + 2) ? 3 : nil
        case 0xF0:
            return continuation(index + 1, 0x90...0xBF) && continuation(index + 2) && continuation(index + 3) ? 4 : nil
        case 0xF1...0xF3:
            return continuation(index + 1) && continuation(index + 2) && continuation(index + 3) ? 4 : nil
        case 0xF4:
            return continuation(index + 1, 0x80...0x8F) && continuation(index + 2) && continuation(index + 3) ? 4 : nil
        default:
            return nil
        }
    }
}

private extension String {
    /// `'x'` -> `x`, for putting a described byte inside a larger quote.
    var trimmingQuotes: Substring {
        hasPrefix("'") && hasSuffix("'") && count >= 3 ? dropFirst().dropLast() : Substring(self)
    }
}
