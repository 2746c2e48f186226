import ReorderKit
import ReorderText

/// Reads and validates line 1 of a trace (the keys are in `docs/trace-format.md`).
///
/// `rows` is read straight into `[Row]` without building a `JSONValue` per row: a recorded list of a
/// million rows is a 60 MB line. The other keys are small and go through `JSONValue`.
enum TraceHeaderParser {
    /// The header, and warnings (without the `FILE:LINE: warning: ` prefix).
    static func parse(_ line: UnsafeBufferPointer<UInt8>) throws(LineError) -> (TraceHeader, warnings: [String]) {
        var s = JSONScanner(line)
        s.skipWhitespace()
        guard !s.isAtEnd else { throw LineError("empty line: expected the header object") }
        if s.bytes[s.position] != UInt8(ascii: "{") {
            let value = try s.parseValue()
            try s.expectEnd()
            throw LineError("the header must be a JSON object, got \(value.typeName)")
        }
        try s.beginObject()
        var values: [String: JSONValue] = [:]
        var rows: RowsResult?
        var seen: Set<String>?
        var isFirst = true
        while let raw = try s.nextKey(isFirst: isFirst) {
            isFirst = false
            let key = s.string(raw)
            guard seen.insert(key) else { throw s.duplicateKey(key, raw) }
            switch key {
            case "rows": rows = try parseRows(&s)
            case "format", "version", "viewport", "demo", "layout", "sections", "tuning", "scrollOffset", "pixelScale", "pointsPerMillimetre",
                 "recorded", "panel":
                values[key] = try s.parseValue()
            default: try s.skipValue()  // newer versions' keys: validated as JSON, otherwise ignored
            }
        }
        try s.expectEnd()
        return try validate(values, rows)
    }

    /// A `tuning` object read into a patch, every known name's value checked; and the names not known.
    static func readTuning(_ values: [String: JSONValue]) throws(LineError) -> (TuningPatch, unknown: [String]) {
        var unknown: [String] = []
        do throws(TuningError) {
            return (try TuningPatch(json: values, unknown: &unknown), unknown)
        } catch {
            throw LineError(error.description)
        }
    }

    // MARK: Keys in the order they are checked (so the first message is about the most basic problem)

    private static func validate(_ values: [String: JSONValue], _ rows: RowsResult?) throws(LineError) -> (TraceHeader, warnings: [String]) {
        guard let format = values["format"] else { throw LineError("missing key \"format\"") }
        guard case .string(let name) = format else { throw wrongType("format", "a string", format) }
        guard name == "reorder-trace" else { throw LineError("unknown format \(name.quotedForMessage)") }

        guard let version = values["version"] else { throw LineError("missing key \"version\"") }
        let number = try integer(version, "version")
        // The version changes only for incompatible changes: a reader of 1 cannot guess what 2 means.
        guard number == 1 else { throw LineError("unsupported version \(number.formatted) (this reader knows version 1)") }

        guard let viewportValue = values["viewport"] else { throw LineError("missing key \"viewport\"") }
        guard case .object(let viewport) = viewportValue else { throw wrongType("viewport", "an object", viewportValue) }
        let size = Size(width: try positive(viewport, "width", in: "viewport"), height: try positive(viewport, "height", in: "viewport"))

        let source: RowSource
        switch (rows, values["demo"]) {
        case (nil, nil):
            throw LineError("missing key \"rows\" (or \"demo\")")
        case (.some, .some):
            throw LineError("keys \"rows\" and \"demo\" exclude each other: give one")
        case (let rows?, nil):
            if let problem = rows.problem { throw LineError(problem) }
            source = .explicit(rows.rows)
        case (nil, let demo?):
            guard case .object(let demo) = demo else { throw wrongType("demo", "an object", demo) }
            let count = try bounded(demo, "count", in: "demo", 0...10_000_000)
            // 2^53: larger integers are not exact in a JSON number read as a double.
            let seed = try bounded(demo, "seed", in: "demo", 0...9_007_199_254_740_992)
            source = .demo(count: Int(count), seed: UInt64(seed))
        }
        let layout = try validateLayout(values["layout"], sections: values["sections"], rows: source)

        var warnings: [String] = []
        var tuning: [String: JSONValue] = [:]
        if let value = values["tuning"] {
            guard case .object(let object) = value else { throw wrongType("tuning", "an object", value) }
            tuning = object
            for name in try readTuning(object).unknown {
                warnings.append("unknown tuning parameter \(name.quotedForMessage), ignored")
            }
        }

        var scrollOffset = 0.0
        if let value = values["scrollOffset"] {
            guard case .number(let n) = value else { throw wrongType("scrollOffset", "a number", value) }
            scrollOffset = n
        }
        var pixelScale = 1.0
        if let value = values["pixelScale"] {
            guard case .number(let n) = value else { throw wrongType("pixelScale", "a number", value) }
            guard n > 0 else { throw LineError("key \"pixelScale\" must be > 0, got \(n.formatted)") }
            pixelScale = n
        }
        var pointsPerMillimetre: Double?
        if let value = values["pointsPerMillimetre"] {
            guard case .number(let n) = value else { throw wrongType("pointsPerMillimetre", "a number", value) }
            guard n.isFinite, n > 0 else { throw LineError("key \"pointsPerMillimetre\" must be a finite number > 0, got \(n.formatted)") }
            pointsPerMillimetre = n
        }
        var header = TraceHeader(viewport: size, rows: source, layout: layout, tuning: tuning, scrollOffset: scrollOffset,
                                 pixelScale: pixelScale, pointsPerMillimetre: pointsPerMillimetre, recorded: values["recorded"])
        if let panel = values["panel"] { header.panel = try PanelFacts(header: panel) }
        return (header, warnings)
    }

    static func wrongType(_ key: String, _ expected: String, _ value: JSONValue) -> LineError {
        LineError("key \"\(key)\" must be \(expected), got \(value.typeName)")
    }

    private static func integer(_ value: JSONValue, _ key: String) throws(LineError) -> Double {
        guard case .number(let n) = value else { throw wrongType(key, "an integer", value) }
        guard n == n.rounded(.towardZero) else { throw LineError("key \"\(key)\" must be an integer, got \(n.formatted)") }
        return n
    }

    private static func positive(_ object: [String: JSONValue], _ key: String, in parent: String) throws(LineError) -> Double {
        guard let value = object[key] else { throw LineError("missing key \"\(key)\" in \"\(parent)\"") }
        guard case .number(let n) = value else { throw wrongType("\(parent).\(key)", "a number", value) }
        guard n > 0 else { throw LineError("key \"\(parent).\(key)\" must be > 0, got \(n.formatted)") }
        return n
    }

    private static func bounded(_ object: [String: JSONValue], _ key: String, in parent: String,
                                _ range: ClosedRange<Double>) throws(LineError) -> Double {
        guard let value = object[key] else { throw LineError("missing key \"\(key)\" in \"\(parent)\"") }
        let n = try integer(value, "\(parent).\(key)")
        guard range.contains(n) else {
            throw LineError("key \"\(parent).\(key)\" must be an integer from \(range.lowerBound.formatted) to \(range.upperBound.formatted), got \(n.formatted)")
        }
        return n
    }

    // MARK: Rows

    /// The rows, or the first thing wrong with them. A problem is kept rather than thrown so that the
    /// rest of the line is still checked as JSON and `format`/`version` are reported first.
    private struct RowsResult {
        var rows: [Row] = []
        var problem: String?
    }

    private enum RowKey: Int {
        case id, height, movable, label, section, width

        init?(_ k: UnsafeBufferPointer<UInt8>) {
            if JSONScanner.equal(k, "id") { self = .id } else if JSONScanner.equal(k, "height") { self = .height }
            else if JSONScanner.equal(k, "movable") { self = .movable } else if JSONScanner.equal(k, "label") { self = .label }
            else if JSONScanner.equal(k, "section") { self = .section } else if JSONScanner.equal(k, "width") { self = .width }
            else { return nil }
        }
    }

    private static func parseRows(_ s: inout JSONScanner) throws(LineError) -> RowsResult {
        guard try s.peekKind() == .array else {
            let value = try s.parseValue()
            return RowsResult(problem: "key \"rows\" must be an array, got \(value.typeName)")
        }
        try s.beginArray()
        var result = RowsResult()
        var isFirst = true
        while try s.nextElement(isFirst: isFirst) {
            isFirst = false
            if result.problem != nil {
                try s.skipValue()
                continue
            }
            switch try parseRow(&s, number: result.rows.count + 1) {
            case .success(let row): result.rows.append(row)
            case .failure(let problem): result.problem = problem.message
            }
        }
        if result.problem == nil {
            var firstIndex = [String: Int](minimumCapacity: result.rows.count)
            for (index, row) in result.rows.enumerated() {
                if let first = firstIndex.updateValue(index, forKey: row.id) {
                    result.problem = "duplicate row id \(row.id.quotedForMessage) (rows \(first + 1) and \(index + 1))"
                    break
                }
            }
        }
        return result
    }

    /// One row object; `number` is 1-based, as messages count rows.
    private static func parseRow(_ s: inout JSONScanner, number: Int) throws(LineError) -> Result<Row, LineError> {
        guard try s.peekKind() == .object else {
            let value = try s.parseValue()
            return .failure(LineError("row \(number) must be an object, got \(value.typeName)"))
        }
        try s.beginObject()
        var fields = InlineArray<6, JSONScanner.Field>(repeating: .absent)
        var otherKeys: Set<String>?
        var isFirst = true
        while let raw = try s.nextKey(isFirst: isFirst) {
            isFirst = false
            let key: RowKey?
            if raw.escaped {
                key = Array(s.string(raw).utf8).withUnsafeBufferPointer(RowKey.init)
            } else {
                key = RowKey(UnsafeBufferPointer(rebasing: s.bytes[raw.start..<raw.end]))
            }
            guard let key else {
                let name = s.string(raw)
                guard otherKeys.insert(name) else { throw s.duplicateKey(name, raw) }
                try s.skipValue()
                continue
            }
            guard case .absent = fields[key.rawValue] else { throw s.duplicateKey("\(key)", raw) }
            fields[key.rawValue] = try s.readField()
        }

        guard case .string(let idRaw) = fields[RowKey.id.rawValue] else {
            if case .absent = fields[RowKey.id.rawValue] { return .failure(LineError("row \(number): missing key \"id\"")) }
            return .failure(LineError("row \(number): key \"id\" must be a string, got \(fields[RowKey.id.rawValue].typeName)"))
        }
        let id = s.string(idRaw)
        guard !id.isEmpty else { return .failure(LineError("row \(number): id must not be empty")) }
        func problem(_ message: String) -> Result<Row, LineError> {
            .failure(LineError("row \(number) (\(id.quotedForMessage)): \(message)"))
        }

        let height: Double
        switch fields[RowKey.height.rawValue] {
        case .number(let n): height = n
        case .absent: return problem("missing key \"height\"")
        case let other: return problem("key \"height\" must be a number, got \(other.typeName)")
        }
        guard height > 0 else { return problem("height must be > 0, got \(height.formatted)") }

        var width: Double?
        switch fields[RowKey.width.rawValue] {
        case .number(let n):
            guard n > 0 else { return problem("width must be > 0, got \(n.formatted)") }
            width = n
        case .absent: break
        case let other: return problem("key \"width\" must be a number, got \(other.typeName)")
        }

        var movable = true
        switch fields[RowKey.movable.rawValue] {
        case .bool(let b): movable = b
        case .absent: break
        case let other: return problem("key \"movable\" must be a boolean, got \(other.typeName)")
        }
        // No array of the two optional strings: a million rows must not mean a million allocations.
        func text(_ key: RowKey) -> Result<String?, LineError> {
            switch fields[key.rawValue] {
            case .string(let raw): .success(s.string(raw))
            case .absent: .success(nil)
            case let other: problem("key \"\(key)\" must be a string, got \(other.typeName)").map { _ in nil }
            }
        }
        let label: String?, section: String?
        switch text(.label) {
        case .success(let value): label = value
        case .failure(let error): return .failure(error)
        }
        switch text(.section) {
        case .success(let value): section = value
        case .failure(let error): return .failure(error)
        }
        return .success(Row(id: id, height: height, movable: movable, label: label, section: section, width: width))
    }
}
