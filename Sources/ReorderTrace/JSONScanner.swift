import ReorderKit
import ReorderText

/// Why a line was rejected, in one sentence. The reader prepends `FILE:LINE: `.
package struct LineError: Error, Equatable {
    package var message: String
    /// A failed read, not a malformed line (`TraceError.isIOError`).
    package var isIOError = false
    /// The line is not JSON at all (what a line cut short by a crash looks like), as opposed to
    /// JSON that says something wrong.
    var isSyntax = false
    init(_ message: String, isIOError: Bool = false, isSyntax: Bool = false) {
        self.message = message
        self.isIOError = isIOError
        self.isSyntax = isSyntax
    }
}

/// A strict RFC 8259 JSON parser over the bytes of one line.
///
/// Two ways to use it: `parseValue()` builds a `JSONValue` (header, `tuning`, `recorded`); the
/// member-by-member calls (`beginObject`, `nextKey`, `readNumber`, `scanString`, `skipValue`) let the
/// event reader take a line apart without allocating. Every read skips the whitespace before it.
///
/// Columns in messages are 1-based byte offsets in the line (what `vim`'s `col()` shows); a line
/// holds one value, so the scanner never sees a newline.
struct JSONScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Index of the next byte to read.
    var position = 0

    /// Deeper nesting is refused rather than risking the stack: no trace needs more than a few levels.
    static let maxDepth = 512

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// A string as it sits in the line: the bytes between the quotes. Already validated (escapes,
    /// UTF-8, no control characters), so decoding it cannot fail.
    struct RawString {
        var start: Int
        var end: Int
        /// Whether it holds a backslash escape; if not, the bytes are the string's UTF-8.
        var escaped: Bool
    }

    enum Kind {
        case object, array, string, number, bool, null

        var typeName: String {
            switch self {
            case .object: "an object"
            case .array: "an array"
            case .string: "a string"
            case .number: "a number"
            case .bool: "a boolean"
            case .null: "null"
            }
        }
    }

    var isAtEnd: Bool { position >= bytes.count }

    // MARK: Errors

    func syntaxError(_ expected: String, at index: Int? = nil) -> LineError {
        let at = index ?? position
        return LineError("invalid JSON at column \(at + 1): \(expected), found \(Self.describe(bytes, at))", isSyntax: true)
    }

    func error(_ reason: String, at index: Int) -> LineError {
        LineError("invalid JSON at column \(index + 1): \(reason)", isSyntax: true)
    }

    static func describe(_ bytes: UnsafeBufferPointer<UInt8>, _ index: Int) -> String {
        guard index < bytes.count else { return "end of line" }
        let b = bytes[index]
        if b >= 0x21, b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
        if b == 0x20 { return "' '" }
        return "byte 0x" + String(b, radix: 16, uppercase: true)
    }

    // MARK: Structure

    @inline(__always)
    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            // RFC 8259: space, tab, line feed, carriage return. A "\r" before the "\n" is thus fine.
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    /// Only whitespace may follow the line's value.
    mutating func expectEnd() throws(LineError) {
        skipWhitespace()
        guard isAtEnd else { throw syntaxError("expected the end of the line after the value") }
    }

    /// The kind of the next value, without consuming it.
    mutating func peekKind() throws(LineError) -> Kind {
        skipWhitespace()
        guard position < bytes.count else { throw syntaxError("expected a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: throw syntaxError("expected a value")
        }
    }

    mutating func beginObject() throws(LineError) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "{") else { throw syntaxError("expected '{'") }
        position += 1
    }

    /// Reads the next member's key and its ':'; nil once the object's '}' is consumed.
    /// `isFirst` is true for the first call after `beginObject()`.
    mutating func nextKey(isFirst: Bool) throws(LineError) -> RawString? {
        skipWhitespace()
        if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
            if isFirst { position += 1; return nil }
        }
        if !isFirst {
            guard position < bytes.count else { throw syntaxError("expected ',' or '}'") }
            switch bytes[position] {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"): position += 1; return nil
            default: throw syntaxError("expected ',' or '}'")
            }
            skipWhitespace()
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
            throw syntaxError(isFirst ? "expected a key or '}'" : "expected a key")
        }
        let key = try scanString()
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else { throw syntaxError("expected ':'") }
        position += 1
        return key
    }

    mutating func beginArray() throws(LineError) {
        skipWhitespace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else { throw syntaxError("expected '['") }
        position += 1
    }

    /// Moves to the next element; false once the array's ']' is consumed.
    mutating func nextElement(isFirst: Bool) throws(LineError) -> Bool {
        skipWhitespace()
        guard position < bytes.count else { throw syntaxError(isFirst ? "expected a value or ']'" : "expected ',' or ']'") }
        switch bytes[position] {
        case UInt8(ascii: "]"):
            position += 1
            return false
        case UInt8(ascii: ","):
            guard !isFirst else { throw syntaxError("expected a value or ']'") }
            position += 1
            return true
        default:
            guard isFirst else { throw syntaxError("expected ',' or ']'") }
            return true
        }
    }

    // MARK: Literals

    mutating func readBool() throws(LineError) -> Bool {
        skipWhitespace()
        if try literal("true") { return true }
        if try literal("false") { return false }
        throw syntaxError("expected a value")
    }

    mutating func readNull() throws(LineError) {
        skipWhitespace()
        guard try literal("null") else { throw syntaxError("expected a value") }
    }

    /// Consumes `word` if the line continues with it. A partial match ("tru") is an error.
    private mutating func literal(_ word: StaticString) throws(LineError) -> Bool {
        let count = word.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: count)
        guard position < bytes.count, bytes[position] == expected[0] else { return false }
        for i in 1..<count where position + i >= bytes.count || bytes[position + i] != expected[i] {
            throw syntaxError("expected '\(word)'", at: position + i)
        }
        position += count
        return true
    }

    // MARK: Generic values

    /// Parses the next value into a `JSONValue`. Duplicate keys are an error.
    mutating func parseValue(depth: Int = 0) throws(LineError) -> JSONValue {
        switch try peekKind() {
        case .object:
            try checkDepth(depth)
            try beginObject()
            var object: [String: JSONValue] = [:]
            var isFirst = true
            while let raw = try nextKey(isFirst: isFirst) {
                isFirst = false
                let key = string(raw)
                guard object[key] == nil else { throw duplicateKey(key, raw) }
                object[key] = try parseValue(depth: depth + 1)
            }
            return .object(object)
        case .array:
            try checkDepth(depth)
            try beginArray()
            var array: [JSONValue] = []
            var isFirst = true
            while try nextElement(isFirst: isFirst) {
                isFirst = false
                array.append(try parseValue(depth: depth + 1))
            }
            return .array(array)
        case .string: return .string(string(try scanString()))
        case .number: return .number(try readNumber())
        case .bool: return .bool(try readBool())
        case .null:
            try readNull()
            return .null
        }
    }

    /// Validates the next value exactly as `parseValue` would, building nothing but the key sets
    /// needed to find duplicate keys.
    mutating func skipValue(depth: Int = 0) throws(LineError) {
        switch try peekKind() {
        case .object:
            try checkDepth(depth)
            try beginObject()
            var keys = Set<String>()
            var isFirst = true
            while let raw = try nextKey(isFirst: isFirst) {
                isFirst = false
                let key = string(raw)
                guard keys.insert(key).inserted else { throw duplicateKey(key, raw) }
                try skipValue(depth: depth + 1)
            }
        case .array:
            try checkDepth(depth)
            try beginArray()
            var isFirst = true
            while try nextElement(isFirst: isFirst) {
                isFirst = false
                try skipValue(depth: depth + 1)
            }
        case .string: _ = try scanString()
        case .number: _ = try readNumber()
        case .bool: _ = try readBool()
        case .null: try readNull()
        }
    }

    /// A member's value as the line holds it: scalars read, strings left in place (most are only
    /// compared), containers validated and dropped.
    enum Field {
        case absent
        case number(Double)
        case string(RawString)
        case bool(Bool)
        case null, array, object

        var typeName: String {
            switch self {
            case .absent: "missing"
            case .number: "a number"
            case .string: "a string"
            case .bool: "a boolean"
            case .null: "null"
            case .array: "an array"
            case .object: "an object"
            }
        }
    }

    mutating func readField() throws(LineError) -> Field {
        switch try peekKind() {
        case .number: return .number(try readNumber())
        case .string: return .string(try scanString())
        case .bool: return .bool(try readBool())
        case .null:
            try readNull()
            return .null
        case .array:
            try skipValue()
            return .array
        case .object:
            try skipValue()
            return .object
        }
    }

    func duplicateKey(_ key: String, _ raw: RawString) -> LineError {
        LineError("duplicate key \(key.quotedForMessage) at column \(raw.start)")
    }

    private func checkDepth(_ depth: Int) throws(LineError) {
        guard depth < Self.maxDepth else { throw error("nested deeper than \(Self.maxDepth) levels", at: position) }
    }
}
