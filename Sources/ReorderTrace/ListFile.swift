import ReorderKit
import ReorderText

/// A list file (`reorder-lab run --list FILE`): one JSON object with the keys of a trace header
/// (`docs/trace-format.md`), so a trace's header line is a list file as it stands.
///
/// What a list file may do that a header may not: leave out `format` and `version` (if present they
/// must be right), leave out `viewport` (the window decides), and spread over many lines, since
/// people write these by hand. A trace given whole is read as its header line; the events after it
/// are not looked at.
///
/// Validation is the trace reader's own (`TraceHeaderParser`), so a list file and a header can never
/// disagree about what a valid row is. Problems are `TraceError`s: `FILE:LINE: message`, the line
/// being where the problem is in a file spread over many lines.
public struct ListFile: Equatable, Sendable {
    public var rows: RowSource
    /// How the rows are arranged; `.list` without a `layout` key.
    public var layout: LayoutSpec
    /// Nil when the file does not give one.
    public var viewport: Size?
    /// As written; known names were validated.
    public var tuning: [String: JSONValue]
    public var scrollOffset: Double
    public var pixelScale: Double
    public var recorded: JSONValue?
    /// Formatted `FILE:LINE: warning: ...` (unknown tuning names).
    public var warnings: [String]

    /// `name` stands in for the path in messages.
    public init(bytes: [UInt8], name: String) throws(TraceError) {
        let document = JSONDocument(bytes: bytes, name: name)
        let outline = try document.outline()

        // Supply what a header requires and a list file may leave out, at the end of the object, so
        // every byte of the file keeps its offset and the parser's columns stay the file's.
        var members: [String] = []
        if outline.keyOffsets["format"] == nil { members.append(#""format":"reorder-trace""#) }
        if outline.keyOffsets["version"] == nil { members.append(#""version":1"#) }
        if outline.keyOffsets["viewport"] == nil { members.append(#""viewport":{"width":1,"height":1}"#) }
        var patched = Array(document.bytes[..<(outline.end - 1)])  // up to the closing '}'
        if !members.isEmpty {
            if !outline.keyOffsets.isEmpty { patched.append(UInt8(ascii: ",")) }
            patched.append(contentsOf: members.joined(separator: ",").utf8)
        }
        patched.append(UInt8(ascii: "}"))

        let parsed: (TraceHeader, warnings: [String])
        do throws(LineError) {
            parsed = try patched.withUnsafeBufferPointer { buffer throws(LineError) in try TraceHeaderParser.parse(buffer) }
        } catch {
            // Syntax was checked above except for repeated keys inside rows, found here with a column.
            if error.message.hasPrefix("duplicate key ") { throw document.error(error) }
            throw TraceError(file: name, line: document.line(for: error.message, in: outline), message: error.message)
        }
        let header = parsed.0
        rows = header.rows
        layout = header.layout
        viewport = outline.keyOffsets["viewport"] == nil ? nil : header.viewport
        tuning = header.tuning
        scrollOffset = header.scrollOffset
        pixelScale = header.pixelScale
        recorded = header.recorded
        let tuningLine = outline.keyOffsets["tuning"].map(document.line(atOffset:)) ?? 1
        warnings = parsed.warnings.map { "\(name.escapedForMessage):\(tuningLine): warning: \($0)" }
    }
}

extension JSONValue {
    /// A whole file holding one JSON value, possibly over many lines (a state file, a list written by
    /// hand). Only whitespace may follow the value. Problems name the line and the column in it:
    /// `FILE:LINE: invalid JSON at column C: ...`.
    public init(document bytes: [UInt8], name: String) throws(TraceError) {
        let document = JSONDocument(bytes: bytes, name: name)
        do throws(LineError) {
            self = try document.bytes.withUnsafeBufferPointer { buffer throws(LineError) in
                var s = JSONScanner(buffer)
                s.skipWhitespace()
                guard !s.isAtEnd else { throw LineError("empty file: expected a JSON value") }
                let value = try s.parseValue()
                try s.expectEnd()
                return value
            }
        } catch {
            throw document.error(error)
        }
    }

    /// Compact JSON text in the trace writer's form: object keys sorted, integers without a fraction,
    /// strings escaped only where JSON requires it. Non-finite numbers become `null`.
    public var jsonText: String {
        var out = ""
        TraceWriter.appendValue(self, to: &out)
        return out
    }
}

extension JSONScanner {
    /// Checks the next value's syntax as `skipValue` does, without collecting each object's keys to
    /// find duplicates: a million rows would be a million sets. The header parser finds those.
    fileprivate mutating func skipSyntax(depth: Int = 0) throws(LineError) {
        switch try peekKind() {
        case .object:
            guard depth < Self.maxDepth else { throw error("nested deeper than \(Self.maxDepth) levels", at: position) }
            try beginObject()
            var isFirst = true
            while try nextKey(isFirst: isFirst) != nil {
                isFirst = false
                try skipSyntax(depth: depth + 1)
            }
        case .array:
            guard depth < Self.maxDepth else { throw error("nested deeper than \(Self.maxDepth) levels", at: position) }
            try beginArray()
            var isFirst = true
            while try nextElement(isFirst: isFirst) {
                isFirst = false
                try skipSyntax(depth: depth + 1)
            }
        case .string: _ = try scanString()
        case .number: _ = try readNumber()
        case .bool: _ = try readBool()
        case .null: try readNull()
        }
    }
}

/// The bytes of a file that holds one JSON value, and the arithmetic from byte offsets to lines.
struct JSONDocument {
    let bytes: [UInt8]
    let name: String

    init(bytes: [UInt8], name: String) {
        // A byte order mark is not JSON (RFC 8259 section 8.1), but editors on some systems add one.
        // Blanking it keeps every offset, and so every column, as the file has it.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            var copy = bytes
            copy.replaceSubrange(0..<3, with: [0x20, 0x20, 0x20])
            self.bytes = copy
        } else {
            self.bytes = bytes
        }
        self.name = name
    }

    /// Where the top-level object's members and rows are, found by a first pass over the object's
    /// JSON syntax. Nested duplicate keys are left to the header parser.
    struct Outline {
        /// The object's '{' and one past its '}'.
        var start: Int
        var end: Int
        /// Each top-level key's opening quote.
        var keyOffsets: [String: Int]
        /// The first byte of each element of `rows`.
        var rowOffsets: [Int]
    }

    func outline() throws(TraceError) -> Outline {
        do throws(LineError) {
            return try bytes.withUnsafeBufferPointer { buffer throws(LineError) in
                var s = JSONScanner(buffer)
                s.skipWhitespace()
                guard !s.isAtEnd else { throw LineError("empty file: expected the list object") }
                let start = s.position
                guard buffer[start] == UInt8(ascii: "{") else {
                    let value = try s.parseValue()
                    throw LineError("the list must be a JSON object, got \(value.typeName)")
                }
                try s.beginObject()
                var outline = Outline(start: start, end: start, keyOffsets: [:], rowOffsets: [])
                var isFirst = true
                while let raw = try s.nextKey(isFirst: isFirst) {
                    isFirst = false
                    let key = s.string(raw)
                    guard outline.keyOffsets.updateValue(raw.start - 1, forKey: key) == nil else { throw s.duplicateKey(key, raw) }
                    if key == "rows", try s.peekKind() == .array {
                        try s.beginArray()
                        var isFirstRow = true
                        while try s.nextElement(isFirst: isFirstRow) {
                            isFirstRow = false
                            s.skipWhitespace()
                            outline.rowOffsets.append(s.position)
                            try s.skipSyntax(depth: 1)
                        }
                    } else {
                        try s.skipSyntax()
                    }
                }
                outline.end = s.position
                try checkEnd(&s)
                return outline
            }
        } catch {
            throw self.error(error)
        }
    }

    /// Only whitespace may follow the object, except after an object that is all of line 1: that is
    /// a trace's header, and its events follow.
    private func checkEnd(_ s: inout JSONScanner) throws(LineError) {
        let end = s.position
        while !s.isAtEnd, s.bytes[s.position] == 0x20 || s.bytes[s.position] == 0x09 || s.bytes[s.position] == 0x0D {
            s.position += 1
        }
        if !s.isAtEnd, s.bytes[s.position] == 0x0A, !bytes[0..<end].contains(0x0A) { return }
        try s.expectEnd()
    }

    /// 1-based line of a byte offset.
    func line(atOffset offset: Int) -> Int {
        location(ofOffset: offset).line
    }

    /// 1-based line and column (in bytes, as the trace reader counts columns) of a byte offset.
    func location(ofOffset offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// A scanner error, whose "column N" counts bytes from the start of the file, as
    /// `FILE:LINE: ... column C ...` with C counted from the start of that line.
    func error(_ error: LineError) -> TraceError {
        let message = error.message
        // The last "at column": a duplicate key's own name comes before it in its message.
        guard let marker = message.ranges(of: "at column ").last else { return TraceError(file: name, line: 1, message: message) }
        let digits = message[marker.upperBound...].prefix(while: \.isASCII).prefix(while: \.isNumber)
        guard let column = Int(digits), column >= 1 else { return TraceError(file: name, line: 1, message: message) }
        let location = location(ofOffset: column - 1)
        let rewritten = message[..<marker.upperBound] + String(location.column) + message[digits.endIndex...]
        return TraceError(file: name, line: location.line, message: String(rewritten))
    }

    /// The line a header parser's message is about, found from the message's wording (the parser
    /// is in this module; the list-file tests pin the wordings used here). Messages this does not
    /// recognise point at the object's first line.
    func line(for message: String, in outline: Outline) -> Int {
        func keyLine(_ key: String) -> Int? { outline.keyOffsets[key].map(line(atOffset:)) }
        func rowLine(_ number: Int) -> Int? {
            outline.rowOffsets.indices.contains(number - 1) ? line(atOffset: outline.rowOffsets[number - 1]) : nil
        }
        let fallback = line(atOffset: outline.start)
        if message.hasPrefix("row "), let number = Int(message.dropFirst(4).prefix(while: \.isNumber)) {
            return rowLine(number) ?? keyLine("rows") ?? fallback
        }
        if message.hasPrefix("duplicate row id"), let and = message.ranges(of: " and ").last,
           let number = Int(message[and.upperBound...].prefix(while: \.isNumber)) {
            return rowLine(number) ?? keyLine("rows") ?? fallback
        }
        if message.hasPrefix("section ") || message.hasPrefix("duplicate section id") {
            return keyLine("sections") ?? fallback
        }
        if message.hasPrefix("layout \"") { return keyLine("layout") ?? fallback }
        if message.hasPrefix("unknown format") { return keyLine("format") ?? fallback }
        if message.hasPrefix("unsupported version") { return keyLine("version") ?? fallback }
        if message.hasPrefix("tuning ") { return keyLine("tuning") ?? fallback }
        if message.hasPrefix("keys \"rows\" and \"demo\"") {
            return max(keyLine("rows") ?? fallback, keyLine("demo") ?? fallback)
        }
        // `key "viewport.width" must be ...`, `missing key "width" in "viewport"`
        if let parent = message.ranges(of: " in \"").last {
            return keyLine(String(message[parent.upperBound...].prefix { $0 != "\"" })) ?? fallback
        }
        if message.hasPrefix("key \"") {
            return keyLine(String(message.dropFirst(5).prefix { $0 != "\"" && $0 != "." })) ?? fallback
        }
        return fallback
    }
}
