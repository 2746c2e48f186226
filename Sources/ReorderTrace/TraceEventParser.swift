import ReorderKit
import ReorderText

/// Turns event lines (line 2 onward) into `TimedEvent`s and checks what holds across lines: `t` never
/// goes backwards, and pointers go down before they move, up or cancel.
///
/// The common lines (`move`, `frame`) are read without allocating: keys are compared as bytes, numbers
/// read in place, `type` and `pointer` matched as bytes.
struct TraceEventParser {
    /// The `t` of the last accepted line (skipped unknown types included).
    private(set) var previousT: Double = 0
    /// Pointers down now: a handful in any real trace, where a linear search beats hashing...
    private var pointersDown: [PointerID] = []
    /// ... and a set once more than `linearSearchLimit` are down at once, for the rest of the file,
    /// so that a file of a million downs is not a quadratic search.
    private var manyPointersDown: Set<PointerID>?
    static let linearSearchLimit = 16
    /// Warnings from the last `parse` call, without `FILE:LINE: warning: `; the reader drains them.
    var warnings: [String] = []
    /// The rows present, for edit lines (TraceEventParser+Edits.swift); the reader sets it from the header.
    var editLedger: EditLedger?

    /// The keys of format version 1 that events use, in the order the table in `docs/trace-format.md` lists them.
    enum FieldName: Int, CaseIterable {
        case t, type, pointer, id, x, y, dx, dy, key, width, height, focused, set, label
        /// A frame's measurement (`presented`), an addition within version 1: after the contract's keys.
        case presented

        var name: String { "\(self)" }

        init?(_ k: UnsafeBufferPointer<UInt8>) {
            switch k.count {
            case 1:
                switch k[0] {
                case UInt8(ascii: "t"): self = .t
                case UInt8(ascii: "x"): self = .x
                case UInt8(ascii: "y"): self = .y
                default: return nil
                }
            case 2:
                if JSONScanner.equal(k, "id") { self = .id } else if JSONScanner.equal(k, "dx") { self = .dx }
                else if JSONScanner.equal(k, "dy") { self = .dy } else { return nil }
            case 3:
                if JSONScanner.equal(k, "key") { self = .key } else if JSONScanner.equal(k, "set") { self = .set } else { return nil }
            case 4:
                if JSONScanner.equal(k, "type") { self = .type } else { return nil }
            case 5:
                if JSONScanner.equal(k, "width") { self = .width } else if JSONScanner.equal(k, "label") { self = .label } else { return nil }
            case 6:
                if JSONScanner.equal(k, "height") { self = .height } else { return nil }
            case 7:
                if JSONScanner.equal(k, "pointer") { self = .pointer } else if JSONScanner.equal(k, "focused") { self = .focused }
                else { return nil }
            case 9:
                if JSONScanner.equal(k, "presented") { self = .presented } else { return nil }
            default:
                return nil
            }
        }
    }

    enum EventType: CaseIterable {
        case down, move, up, cancel, frame, wheel, key, resize, focus, tuning, mark
        /// Edits of the data (docs/trace-format.md "Edits"), additions within version 1.
        case insert, delete, update, reorder

        var name: String { "\(self)" }

        init?(_ s: UnsafeBufferPointer<UInt8>) {
            // Most frequent first: a recording is mostly moves and frames.
            if JSONScanner.equal(s, "move") { self = .move } else if JSONScanner.equal(s, "frame") { self = .frame }
            else if JSONScanner.equal(s, "down") { self = .down } else if JSONScanner.equal(s, "up") { self = .up }
            else if JSONScanner.equal(s, "cancel") { self = .cancel } else if JSONScanner.equal(s, "wheel") { self = .wheel }
            else if JSONScanner.equal(s, "key") { self = .key } else if JSONScanner.equal(s, "resize") { self = .resize }
            else if JSONScanner.equal(s, "focus") { self = .focus } else if JSONScanner.equal(s, "tuning") { self = .tuning }
            else if JSONScanner.equal(s, "mark") { self = .mark } else if JSONScanner.equal(s, "insert") { self = .insert }
            else if JSONScanner.equal(s, "delete") { self = .delete } else if JSONScanner.equal(s, "update") { self = .update }
            else if JSONScanner.equal(s, "reorder") { self = .reorder } else { return nil }
        }
    }

    typealias Field = JSONScanner.Field

    /// The fields of one line, indexed by `FieldName.rawValue`. Plain bytes (no references), and passed
    /// `inout` or borrowed, never copied: copying it was a fifth of the time per line.
    struct Fields {
        var values = InlineArray<15, Field>(repeating: .absent)
        subscript(_ key: FieldName) -> Field {
            get { values[key.rawValue] }
            set { values[key.rawValue] = newValue }
        }
    }

    /// The line's event, or nil for a line of an unknown type (skipped, with a warning).
    mutating func parse(_ line: UnsafeBufferPointer<UInt8>) throws(LineError) -> TimedEvent? {
        var scanner = JSONScanner(line)
        var fields = Fields()
        var set: [String: JSONValue]?  // `set`'s object: the only nested value an event needs
        try Self.readFields(&scanner, into: &fields, set: &set)

        let t = try fields.number(.t, for: nil)
        guard t >= 0 else { throw LineError("t must be >= 0, got \(t.formatted)") }
        guard t >= previousT else { throw LineError("t goes backwards: \(t.formatted) after \(previousT.formatted)") }
        guard case .string(let typeRaw) = fields[.type] else {
            throw fields.missingOrWrong(.type, expected: "a string", for: nil)
        }
        let type: EventType
        if typeRaw.escaped {
            let s = scanner.string(typeRaw)
            guard let known = Array(s.utf8).withUnsafeBufferPointer(EventType.init) else {
                return skipUnknown(s, t: t)
            }
            type = known
        } else {
            guard let known = EventType(UnsafeBufferPointer(rebasing: line[typeRaw.start..<typeRaw.end])) else {
                return skipUnknown(scanner.string(typeRaw), t: t)
            }
            type = known
        }

        let event: InputEvent
        var presented: Double?
        switch type {
        case .down, .move, .up:
            let pointer = try fields.pointer(in: scanner, for: type)
            let point = Point(x: try fields.number(.x, for: type), y: try fields.number(.y, for: type))
            try track(pointer, type)
            event = type == .down ? .down(pointer, point) : type == .move ? .move(pointer, point) : .up(pointer, point)
        case .cancel:
            let pointer = try fields.pointer(in: scanner, for: type)
            try track(pointer, type)
            event = .cancel(pointer)
        case .frame:
            event = .frame
            presented = try fields.presented(after: t)
        case .wheel:
            event = .wheel(dx: try fields.number(.dx, for: type), dy: try fields.number(.dy, for: type))
        case .key:
            let name = try fields.string(.key, in: scanner, for: type)
            guard !name.isEmpty else { throw LineError("key \"key\" must not be empty") }
            event = .key(ReorderKit.Key(name: name))
        case .resize:
            event = .resize(Size(width: try fields.positive(.width, for: type), height: try fields.positive(.height, for: type)))
        case .focus:
            guard case .bool(let focused) = fields[.focused] else { throw fields.missingOrWrong(.focused, expected: "a boolean", for: type) }
            event = .focus(focused)
        case .tuning:
            guard let set else { throw fields.missingOrWrong(.set, expected: "an object", for: type) }
            let (patch, unknown) = try TraceHeaderParser.readTuning(set)
            for name in unknown {
                warnings.append("unknown tuning parameter \(name.quotedForMessage)")
            }
            event = .tuning(patch)
        case .mark:
            event = .mark(try fields.string(.label, in: scanner, for: type))
        case .insert, .delete, .update, .reorder:
            event = try parseEdit(type, line: line)
        }
        previousT = t
        return TimedEvent(t: t, event, presented: presented)
    }

    private mutating func skipUnknown(_ type: String, t: Double) -> TimedEvent? {
        warnings.append("unknown event type \(type.quotedForMessage), skipped")
        previousT = t
        return nil
    }

    /// Keeps `pointersDown` and refuses a down for a pointer already down, or anything else for one not down.
    private mutating func track(_ pointer: PointerID, _ type: EventType) throws(LineError) {
        if manyPointersDown != nil { return try trackMany(pointer, type) }
        let index = pointersDown.firstIndex(of: pointer)
        if type == .down {
            guard index == nil else { throw Self.alreadyDown(pointer) }
            pointersDown.append(pointer)
            if pointersDown.count > Self.linearSearchLimit {
                manyPointersDown = Set(pointersDown)
                pointersDown = []
            }
        } else {
            guard let index else { throw Self.notDown(pointer, type) }
            if type != .move { pointersDown.remove(at: index) }
        }
    }

    private mutating func trackMany(_ pointer: PointerID, _ type: EventType) throws(LineError) {
        switch type {
        case .down: guard manyPointersDown!.insert(pointer).inserted else { throw Self.alreadyDown(pointer) }
        case .move: guard manyPointersDown!.contains(pointer) else { throw Self.notDown(pointer, type) }
        default: guard manyPointersDown!.remove(pointer) != nil else { throw Self.notDown(pointer, type) }
        }
    }

    private static func alreadyDown(_ pointer: PointerID) -> LineError {
        LineError("down for \(pointer.kind.rawValue) \(pointer.id), which is already down")
    }

    private static func notDown(_ pointer: PointerID, _ type: EventType) -> LineError {
        LineError("\(type.name) for \(pointer.kind.rawValue) \(pointer.id), which is not down")
    }

    /// Reads the line's object, keeping the known keys' values and validating (then dropping) the rest.
    private static func readFields(_ s: inout JSONScanner, into fields: inout Fields,
                                   set: inout [String: JSONValue]?) throws(LineError) {
        s.skipWhitespace()
        guard !s.isAtEnd else { throw LineError("empty line: every line must be one JSON object") }
        if s.bytes[s.position] != UInt8(ascii: "{") {
            let value = try s.parseValue()
            try s.expectEnd()
            throw LineError("a line must be a JSON object, got \(value.typeName)")
        }
        try s.beginObject()
        var otherKeys: Set<String>?  // only allocated when a line has keys this version does not know
        var isFirst = true
        while let raw = try s.nextKey(isFirst: isFirst) {
            isFirst = false
            let key: FieldName?
            if raw.escaped {
                key = Array(s.string(raw).utf8).withUnsafeBufferPointer(FieldName.init)
            } else {
                key = FieldName(UnsafeBufferPointer(rebasing: s.bytes[raw.start..<raw.end]))
            }
            guard let key else {
                let name = s.string(raw)
                guard otherKeys.insert(name) else { throw s.duplicateKey(name, raw) }
                try s.skipValue()
                continue
            }
            guard case .absent = fields[key] else { throw s.duplicateKey(key.name, raw) }
            if key == .set, try s.peekKind() == .object {
                guard case .object(let object) = try s.parseValue() else { preconditionFailure("peekKind said object") }
                set = object
                fields[key] = .object
            } else {
                fields[key] = try s.readField()
            }
        }
        try s.expectEnd()
    }
}

extension Optional where Wrapped == Set<String> {
    /// Inserts into the set, creating it on first use; false if `name` was already there.
    mutating func insert(_ name: String) -> Bool {
        if self == nil { self = [] }
        return self!.insert(name).inserted
    }
}

/// Typed access to a line's fields, with the format's messages for missing and wrongly typed keys.
extension TraceEventParser.Fields {

    func number(_ key: TraceEventParser.FieldName, for type: TraceEventParser.EventType?) throws(LineError) -> Double {
        guard case .number(let n) = self[key] else { throw missingOrWrong(key, expected: "a number", for: type) }
        return n
    }

    /// A frame's `presented`, when it has one: a finite number no smaller than the line's `t` (the
    /// scanner refuses numbers that do not fit a double, so a number here is finite).
    func presented(after t: Double) throws(LineError) -> Double? {
        if case .absent = self[.presented] { return nil }
        let presented = try number(.presented, for: .frame)
        guard presented >= t else {
            throw LineError("key \"presented\" must be >= the frame's t \(t.formatted), got \(presented.formatted)")
        }
        return presented
    }

    func positive(_ key: TraceEventParser.FieldName, for type: TraceEventParser.EventType) throws(LineError) -> Double {
        let n = try number(key, for: type)
        guard n > 0 else { throw LineError("key \"\(key.name)\" must be > 0, got \(n.formatted)") }
        return n
    }

    func string(_ key: TraceEventParser.FieldName, in scanner: JSONScanner, for type: TraceEventParser.EventType) throws(LineError) -> String {
        guard case .string(let raw) = self[key] else { throw missingOrWrong(key, expected: "a string", for: type) }
        return scanner.string(raw)
    }

    func pointer(in scanner: JSONScanner, for type: TraceEventParser.EventType) throws(LineError) -> PointerID {
        guard case .string(let raw) = self[.pointer] else { throw missingOrWrong(.pointer, expected: "a string", for: type) }
        let kind: PointerKind
        if scanner.string(raw, equals: "touch") {
            kind = .touch
        } else if scanner.string(raw, equals: "mouse") {
            kind = .mouse
        } else if scanner.string(raw, equals: "pen") {
            kind = .pen
        } else {
            throw LineError("key \"pointer\" must be \"touch\", \"mouse\" or \"pen\", got \(scanner.string(raw).quotedForMessage)")
        }
        let id = try number(.id, for: type)
        // Integers beyond 2^53 are not exact in a double: another id would compare equal.
        guard id == id.rounded(.towardZero), abs(id) < 9_007_199_254_740_992 else {
            throw LineError("key \"id\" must be an integer of magnitude below 2^53, got \(id.formatted)")
        }
        return PointerID(kind, Int(id))
    }

    func missingOrWrong(_ key: TraceEventParser.FieldName, expected: String, for type: TraceEventParser.EventType?) -> LineError {
        if case .absent = self[key] {
            // "for a move event", "for an up event"
            let event = type.map { " for \($0 == .up ? "an" : "a") \($0.name) event" } ?? ""
            return LineError("missing key \"\(key.name)\"" + event)
        }
        return LineError("key \"\(key.name)\" must be \(expected), got \(self[key].typeName)")
    }
}
