import ReorderKit
import ReorderText
import ReorderTrace

/// Reads evemu's text format (evemu 1.x, up to `# EVEMU 1.3`): the device description lines
/// (`N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:`) and the `E:` event lines, with `#` comments on lines of
/// their own or at the end of any line but `N:` (a device name may hold a `#`; evemu's README says
/// so). Every field is checked; the first problem throws a `TraceError` naming the file and line.
///
/// evemu's own reader is laxer (it skips what it cannot scan). An importer that guesses would turn
/// a damaged recording into a plausible-looking trace, and the traces feed the tuning sweep: better
/// to stop and say where.
enum EvemuParser {
    /// Where a file's description may be.
    enum Role {
        /// A recording with its description at the top, as `evemu-record` writes it.
        case recording
        /// A recording of events only: the description is another file.
        case eventsOnly
        /// A description alone, as `evemu-describe` writes it: no events.
        case description
    }

    /// Reads the lines to the end; `name` stands in for the path in messages. A line longer than
    /// `LineReader.maximumLineLength` is an error at that line (no evemu line is near that long).
    static func parse(_ lines: LineReader, name: String, role: Role) throws(TraceError) -> EvemuFile {
        var parser = LineParser(file: EvemuFile(name: name), role: role)
        var number = 0
        while true {
            let line: UnsafeBufferPointer<UInt8>?
            do throws(LineError) {
                line = try lines.next()
            } catch {
                throw TraceError(file: name, line: number + 1, message: error.message, isIOError: error.isIOError)
            }
            guard let line else { break }
            number += 1
            try parser.parse(line, number: number)
        }
        parser.file.lineCount = max(number, 1)
        return parser.file
    }
}

private struct LineParser {
    var file: EvemuFile
    let role: EvemuParser.Role
    var line = 0
    /// From `# EVEMU x.y` on line 1.
    var formatVersion: String?
    /// Where the `N:` and `I:` lines were, to name the first when one comes twice.
    var nameLine: Int?
    var idLine: Int?

    static let prefixes = "N:, I:, P:, B:, A:, L:, S:, E: or a # comment"

    mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>, number: Int) throws(TraceError) {
        line = number
        var text = Substring(String(decoding: bytes, as: UTF8.self))
        if text.last == "\r" { text.removeLast() }
        let content = text.drop(while: isBlank)
        guard let prefix = content.first else { return }
        if prefix == "#" {
            if number == 1, content.hasPrefix("# EVEMU ") {
                formatVersion = String(content.dropFirst(8).prefix { !isBlank($0) })
            }
            return
        }
        guard content.dropFirst().first == ":" else {
            throw error("not an evemu line (\(excerpt(content))): expected \(Self.prefixes)")
        }
        let body = content.dropFirst(2)
        switch prefix {
        case "E": try event(body)
        case "N", "I", "P", "B", "A", "L", "S": try descriptionLine(prefix, body)
        default: throw error("unknown line prefix '\(String(prefix).escapedForMessage):': expected \(Self.prefixes)")
        }
    }

    // MARK: Description lines

    private mutating func descriptionLine(_ prefix: Character, _ body: Substring) throws(TraceError) {
        switch role {
        case .eventsOnly:
            throw error("a device description line (\(prefix):) in a recording whose description was given separately: give one description, not two")
        case .recording, .description:
            break
        }
        if let first = file.events.first {
            throw error("a device description line (\(prefix):) after the events began at line \(first.line)")
        }
        var description = file.description ?? DeviceDescription(file: file.name, line: line)
        description.formatVersion = formatVersion
        description.lastLine = line
        switch prefix {
        case "N":
            if let nameLine { throw error("a second N: line (the first is line \(nameLine))") }
            nameLine = line
            // No comments here: a name may hold '#'.
            description.name = trimmed(body)
        case "I":
            if let idLine { throw error("a second I: line (the first is line \(idLine))") }
            idLine = line
            let f = try fields(body, "I:", count: 4...4, expecting: "bus vendor product version, in hex")
            description.id = InputID(bus: UInt16(try hex(f[0], "bus", max: 0xffff)),
                                          vendor: UInt16(try hex(f[1], "vendor", max: 0xffff)),
                                          product: UInt16(try hex(f[2], "product", max: 0xffff)),
                                          version: UInt16(try hex(f[3], "version", max: 0xffff)))
        case "P":
            let f = try fields(body, "P:", count: 1...Int.max, expecting: "property bytes, in hex")
            for field in f { description.properties.append(UInt8(try hex(field, "property byte", max: 0xff))) }
        case "B":
            let f = try fields(body, "B:", count: 2...Int.max, expecting: "an event type, then bitmask bytes, in hex")
            let type = UInt16(try hex(f[0], "event type", max: UInt32(Evdev.evMax)))
            for field in f.dropFirst() { description.bits[type, default: []].append(UInt8(try hex(field, "bitmask byte", max: 0xff))) }
        case "A":
            let f = try fields(body, "A:", count: 5...6, expecting: "code min max fuzz flat [resolution]; code in hex, the rest decimal")
            let code = UInt16(try hex(f[0], "axis code", max: UInt32(Evdev.absMax)))
            if let earlier = description.axes[code] {
                throw error("a second A: line for \(Evdev.axisName(code)) (0x\(Evdev.hex(code))); the first is line \(earlier.line)")
            }
            let minimum = try decimal(f[1], "min"), maximum = try decimal(f[2], "max")
            // Every axis, used or not: the kernel refuses such a device (uinput's
            // `uinput_validate_absinfo`), and a range check over it would trap.
            guard minimum <= maximum else {
                throw error("\(Evdev.axisName(code)) has min \(minimum) > max \(maximum): an axis range must not be inverted")
            }
            description.axes[code] = AbsAxis(code: code, minimum: minimum, maximum: maximum,
                                               fuzz: try decimal(f[3], "fuzz"), flat: try decimal(f[4], "flat"),
                                               resolution: f.count == 6 ? try decimal(f[5], "resolution") : nil,
                                               file: file.name, line: line)
        case "L", "S":
            // LED and switch states (evemu 1.2): checked, not needed for touches.
            let f = try fields(body, "\(prefix):", count: 2...2, expecting: "code in hex, value in decimal")
            _ = try hex(f[0], prefix == "L" ? "LED code" : "switch code", max: 0xffff)
            _ = try decimal(f[1], "value")
        default:
            preconditionFailure("not a description prefix: \(prefix)")
        }
        file.description = description
    }

    // MARK: Event lines

    private mutating func event(_ body: Substring) throws(TraceError) {
        switch role {
        case .description:
            throw error("an E: event line in a device description file: events belong in the recording")
        case .recording where file.description == nil:
            throw error("an E: event line before any device description: the recording needs its N:, I:, B: and A: lines first, or a separate description (--desc DEV.desc)")
        case .recording, .eventsOnly:
            break
        }
        let f = try fields(body, "E:", count: 4...4, expecting: "SECONDS.MICROSECONDS TYPE CODE VALUE; type and code in hex, value decimal")
        file.events.append(EvdevEvent(micros: try timestamp(f[0]),
                                      type: UInt16(try hex(f[1], "event type", max: UInt32(Evdev.evMax))),
                                      code: UInt16(try hex(f[2], "event code", max: 0xffff)),
                                      value: try decimal(f[3], "event value"),
                                      line: line))
    }

    // MARK: Fields

    /// The blank-separated fields before any `#` comment.
    private func fields(_ body: Substring, _ prefix: String, count: ClosedRange<Int>, expecting: String) throws(TraceError) -> [Substring] {
        let data = body.prefix { $0 != "#" }
        let f = data.split(whereSeparator: isBlank)
        guard count.contains(f.count) else {
            let wanted = count.upperBound == Int.max ? "at least \(count.lowerBound)"
                : count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
            throw error("\(prefix) expected \(wanted) field\(count.upperBound == 1 ? "" : "s") (\(expecting)), got \(f.count)")
        }
        return f
    }

    private func hex(_ field: Substring, _ what: String, max: UInt32) throws(TraceError) -> UInt32 {
        guard field.count <= 8, field.allSatisfy(\.isHexDigit), let value = UInt32(field, radix: 16) else {
            throw error("bad hex '\(excerpt(field))' for the \(what): expected hexadecimal digits without 0x")
        }
        guard value <= max else { throw error("\(what) 0x\(field) out of range: at most 0x\(String(max, radix: 16))") }
        return value
    }

    /// Decimal, maybe zero-padded and negative (`0393`, `-001`), as evemu writes values.
    private func decimal(_ field: Substring, _ what: String) throws(TraceError) -> Int32 {
        let digits = field.first == "-" || field.first == "+" ? field.dropFirst() : field[...]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), digits.allSatisfy(\.isNumber) else {
            throw error("bad \(what) '\(excerpt(field))': expected a decimal integer")
        }
        guard let value = Int32(field) else { throw error("\(what) \(field) out of range for a 32-bit value") }
        return value
    }

    /// `seconds.micros` as microseconds. Digits past the sixth are cut: evemu writes six.
    private func timestamp(_ field: Substring) throws(TraceError) -> Int64 {
        let parts = field.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...12).contains(parts[0].count), (1...9).contains(parts[1].count),
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let seconds = Int64(parts[0]), let fraction = Int64(parts[1].prefix(6)) else {
            throw error("bad timestamp '\(excerpt(field))': expected SECONDS.MICROSECONDS, e.g. 0.000001")
        }
        var micros = fraction
        for _ in 0..<(6 - min(parts[1].count, 6)) { micros *= 10 }
        return seconds * 1_000_000 + micros
    }

    private func error(_ message: String) -> TraceError {
        TraceError(file: file.name, line: line, message: message)
    }
}

private func isBlank(_ c: Character) -> Bool { c == " " || c == "\t" }

private func trimmed(_ text: Substring) -> String {
    guard let first = text.firstIndex(where: { !isBlank($0) }), let last = text.lastIndex(where: { !isBlank($0) }) else { return "" }
    return String(text[first...last])
}

/// A field or line as quoted in a message: at most 24 characters, escaped (`escapedForMessage`).
private func excerpt(_ text: Substring) -> String {
    text.count <= 24 ? String(text).escapedForMessage : String(text.prefix(24)).escapedForMessage + "..."
}
