import ReorderKit
import ReorderText
import ReorderTrace

/// Which device of a `libinput record` file to import.
public enum LibinputDeviceChoice: Equatable, Sendable {
    /// The first device with INPUT_PROP_DIRECT (a touchscreen, not a touchpad) and
    /// ABS_MT_POSITION_X/Y; when none has both, the only device with X/Y axes, with a warning (older
    /// kernels left INPUT_PROP_DIRECT off some touchscreens: the shared N-Trig recording's).
    case touchscreen
    /// The device at this position in `devices:`, from 0.
    case index(Int)
    /// The device whose `node:` is this (`/dev/input/event5`).
    case node(String)
}

/// What the reader found: every device in brief (for messages), the chosen one's description and
/// its events (the others' events are read past, never kept).
struct LibinputRecording {
    struct Device {
        var index: Int
        var line: Int
        var node: String?
        var name: String?
        /// INPUT_PROP_DIRECT and ABS_MT_POSITION_X/Y.
        var isTouchscreen: Bool
        /// ABS_MT_POSITION_X/Y or ABS_X/Y.
        var hasAxes: Bool
        /// What the device reports, from its `codes:` (`keys, switches`), for a message that has to
        /// say why none of the devices is a touchscreen; "no evdev description" without one.
        var reports: String = ""

        var summary: String {
            "\(index) (\((node ?? "no node").quotedForMessage), \((name ?? "no name").quotedForMessage))"
        }
    }
    var devices: [Device] = []
    var chosen: Int?
    var description: DeviceDescription?
    var events: [EvdevEvent] = []
    var libinputVersion: String?
    var warnings = ImportWarnings()
}

/// Reads `libinput record` output (its man page's FILE FORMAT, version 1) through libyaml's event
/// parser: `version`, `ndevices`, `libinput: {version}` and `devices: [{node, evdev: {name, id,
/// codes, absinfo, properties}, events: [{evdev: [[sec, usec, type, code, value], ...]}, ...]}]`.
/// Keys it does not know are read past, as the format asks ("parsers must ignore keys not specified
/// in the file format description"), and so are `libinput:` and `hid:` event entries. Every value it
/// does use is checked; the first problem throws `FILE:LINE: problem` at the line libyaml gives.
struct LibinputReader {
    let yaml: YAMLEvents
    let choice: LibinputDeviceChoice
    private var recording = LibinputRecording()
    private var sawVersion = false

    init(yaml: YAMLEvents, choice: LibinputDeviceChoice) {
        self.yaml = yaml
        self.choice = choice
    }

    /// The largest `sec` a row may hold: 10^12 s (31,700 years), so microseconds stay far inside Int64.
    static let maximumSeconds: Int64 = 1_000_000_000_000

    mutating func read() throws(TraceError) -> LibinputRecording {
        _ = try yaml.next()  // the stream's start
        let document = try yaml.next()
        guard document.kind == .documentStart else { throw error(document.line, "an empty file: not a libinput recording") }
        let root = try yaml.next()
        guard root.kind == .mappingStart else {
            throw error(root.line, "not a libinput recording: expected a mapping of version, ndevices, devices ...")
        }
        var devicesLine: Int?
        var declaredDevices: (count: Int64, line: Int)?
        _ = try mapping { (key: String, value: YAMLEvent) throws(TraceError) in
            switch key {
            case "version":
                let version = try integer(value, "version", in: 0...Int64(Int32.max))
                guard version == 1 else {
                    throw error(value.line, "format version \(version): this importer reads version 1 (libinput record's format since 2018)")
                }
                sawVersion = true
            case "ndevices": declaredDevices = (try integer(value, "ndevices", in: 0...Int64(Int32.max)), value.line)
            case "libinput": try libinputFacts(value)
            case "devices":
                devicesLine = value.line
                try devices(value)
            default: try yaml.skip(from: value)
            }
        }
        guard sawVersion else { throw error(root.line, "no version key: not a libinput recording (it starts with version: 1)") }
        guard let devicesLine else { throw error(root.line, "no devices key: nothing to import") }
        if let declaredDevices, declaredDevices.count != Int64(recording.devices.count) {
            recording.warnings.add("ndevices says \(declaredDevices.count), the devices list holds \(recording.devices.count)",
                                   file: yaml.name, line: declaredDevices.line)
        }
        let documentEnd = try yaml.next()
        let after = try yaml.next()
        if after.kind != .streamEnd {
            throw error(after.line, "a second YAML document after the recording's (which ends at line \(documentEnd.line)): a libinput recording is one document")
        }
        if recording.devices.isEmpty { throw error(devicesLine, "the devices list is empty: nothing to import") }
        return recording
    }

    // MARK: Structure

    /// Reads the rest of a mapping whose start was just read, calling `body` with each scalar key
    /// and its value's first event; `body` must read the whole value. A key that is not a scalar is read past with
    /// its value. Returns the line of the mapping's end.
    private func mapping(_ body: (String, YAMLEvent) throws(TraceError) -> Void) throws(TraceError) -> Int {
        while true {
            let key = try yaml.next()
            switch key.kind {
            case .mappingEnd: return key.line
            case .scalar(let name): try body(name, try yaml.next())
            default:
                try yaml.skip(from: key)
                try yaml.skip(from: try yaml.next())
            }
        }
    }

    /// Calls `body` with each item's first event of the sequence that `start` opens; returns the
    /// line of its end.
    private func sequence(_ start: YAMLEvent, _ what: String, _ body: (YAMLEvent) throws(TraceError) -> Void) throws(TraceError) -> Int {
        guard start.kind == .sequenceStart else { throw error(start.line, "\(what) must be a list") }
        while true {
            let item = try yaml.next()
            if item.kind == .sequenceEnd { return item.line }
            try body(item)
        }
    }

    private func expectMapping(_ start: YAMLEvent, _ what: String) throws(TraceError) {
        guard start.kind == .mappingStart else { throw error(start.line, "\(what) must be a mapping") }
    }

    private mutating func libinputFacts(_ value: YAMLEvent) throws(TraceError) {
        guard value.kind == .mappingStart else { return try yaml.skip(from: value) }
        var version: String?
        _ = try mapping { (key: String, value: YAMLEvent) throws(TraceError) in
            if key == "version", case .scalar(let text) = value.kind {
                version = text
            } else {
                try yaml.skip(from: value)
            }
        }
        recording.libinputVersion = version
    }

    // MARK: Devices

    private mutating func devices(_ start: YAMLEvent) throws(TraceError) {
        _ = try sequence(start, "devices") { (item: YAMLEvent) throws(TraceError) in
            try expectMapping(item, "a device")
            try device(at: item.line)
        }
    }

    /// One device. Its events are kept while it may be the one chosen: a device's `evdev` comes
    /// before its `events` in what libinput record writes, but a mapping's keys have no order, so
    /// one whose description is not known yet is kept tentatively until its mapping ends.
    private mutating func device(at line: Int) throws(TraceError) {
        let index = recording.devices.count
        var node: String?
        var description: DeviceDescription?
        var events: [EvdevEvent]?
        _ = try mapping { (key: String, value: YAMLEvent) throws(TraceError) in
            switch key {
            case "node":
                guard case .scalar(let text) = value.kind else { throw error(value.line, "node must be a text such as /dev/input/event5") }
                node = text
            case "evdev":
                try expectMapping(value, "evdev")
                description = try evdev(at: value.line)
            case "events":
                let keep = recording.chosen == nil && mayBeChosen(index: index, node: node, description: description)
                events = try self.events(value, keep: keep)
            default: try yaml.skip(from: value)
            }
        }
        let axes = description.map(Self.axes) ?? (multitouch: false, any: false)
        let brief = LibinputRecording.Device(index: index, line: line, node: node, name: description?.name,
                                             isTouchscreen: axes.multitouch && (description.map(Self.isDirect) ?? false),
                                             hasAxes: axes.any, reports: description.map(Self.reports) ?? "no evdev description")
        recording.devices.append(brief)
        guard recording.chosen == nil, isChosen(brief) else { return }
        guard let description else { throw error(line, "device \(index) has no evdev description: its axes' ranges are unknown") }
        recording.chosen = index
        recording.description = description
        recording.events = events ?? []
    }

    private func mayBeChosen(index: Int, node: String?, description: DeviceDescription?) -> Bool {
        switch choice {
        case .index(let wanted): index == wanted
        case .node(let wanted): node == nil || node == wanted
        case .touchscreen: description.map { Self.axes($0).multitouch && Self.isDirect($0) } ?? true
        }
    }

    private func isChosen(_ device: LibinputRecording.Device) -> Bool {
        switch choice {
        case .index(let wanted): device.index == wanted
        case .node(let wanted): device.node == wanted
        case .touchscreen: device.isTouchscreen
        }
    }

    static func axes(_ description: DeviceDescription) -> (multitouch: Bool, any: Bool) {
        let multitouch = description.axis(Evdev.absMTPositionX) != nil && description.axis(Evdev.absMTPositionY) != nil
        return (multitouch, multitouch || (description.axis(Evdev.absX) != nil && description.axis(Evdev.absY) != nil))
    }

    /// The event types a device has codes for, in words: a keyboard's `keys`, a lid's `switches`.
    /// EV_SYN and EV_MSC are left out (every device has them, they say nothing of what it is).
    static func reports(_ description: DeviceDescription) -> String {
        let words: [UInt16: String] = [0x01: "keys", 0x02: "relative motion", 0x03: "absolute axes", 0x05: "switches",
                                       0x11: "LEDs", 0x12: "sounds", 0x14: "key repeat", 0x15: "force feedback"]
        var types = Set(description.bits.filter { !$0.value.allSatisfy { $0 == 0 } }.keys)
        if !description.axes.isEmpty { types.insert(Evdev.evAbs) }
        let named = types.subtracting([Evdev.evSyn, 0x04]).sorted().map { words[$0] ?? "event type \($0)" }
        return named.isEmpty ? "no event codes" : named.joined(separator: ", ")
    }

    static func isDirect(_ description: DeviceDescription) -> Bool {
        description.properties.first.map { $0 & (1 << Evdev.inputPropDirect) != 0 } ?? false
    }

    // MARK: evdev

    private func evdev(at line: Int) throws(TraceError) -> DeviceDescription {
        var description = DeviceDescription(file: yaml.name, line: line)
        description.rangesNeeded = "absinfo rows for ABS_MT_POSITION_X and ABS_MT_POSITION_Y (53, 54) or for ABS_X and ABS_Y (0, 1)"
        description.lastLine = try mapping { (key: String, value: YAMLEvent) throws(TraceError) in
            switch key {
            case "name":
                guard case .scalar(let text) = value.kind else { throw error(value.line, "name must be a text") }
                description.name = text
            case "id":
                var fields: [UInt16] = []
                let end = try sequence(value, "id") { (item: YAMLEvent) throws(TraceError) in
                    fields.append(UInt16(try integer(item, "an id field", in: 0...0xffff)))
                }
                guard fields.count == 4 else { throw error(end, "id expected 4 numbers (bus, vendor, product, version), got \(fields.count)") }
                description.id = InputID(bus: fields[0], vendor: fields[1], product: fields[2], version: fields[3])
            case "codes":
                try expectMapping(value, "codes")
                _ = try mapping { (typeKey: String, codes: YAMLEvent) throws(TraceError) in
                    let type = UInt16(try integer(typeKey, line: codes.line, "an event type", in: 0...Int64(Evdev.evMax)))
                    var bytes = description.bits[type] ?? []
                    _ = try sequence(codes, "the codes of event type \(type)") { (item: YAMLEvent) throws(TraceError) in
                        Self.set(bit: Int(try integer(item, "an event code", in: 0...Int64(Evdev.keyMax))), in: &bytes)
                    }
                    description.bits[type] = bytes
                }
            case "absinfo":
                try expectMapping(value, "absinfo")
                _ = try mapping { (codeKey: String, row: YAMLEvent) throws(TraceError) in
                    let axis = try absinfo(codeKey, row)
                    if let earlier = description.axes[axis.code] {
                        throw error(row.line, "a second absinfo row for \(Evdev.axisName(axis.code)) (\(axis.code)); the first is line \(earlier.line)")
                    }
                    description.axes[axis.code] = axis
                }
            case "properties":
                var bytes: [UInt8] = []
                _ = try sequence(value, "properties") { (item: YAMLEvent) throws(TraceError) in
                    Self.set(bit: Int(try integer(item, "a property", in: 0...Int64(Evdev.inputPropMax))), in: &bytes)
                }
                description.properties = bytes
            default: try yaml.skip(from: value)
            }
        }
        return description
    }

    /// `code: [min, max, fuzz, flat, resolution]`, read by length: the man page says six elements,
    /// the code first, while its example and libinput record itself write these five.
    private func absinfo(_ codeKey: String, _ row: YAMLEvent) throws(TraceError) -> AbsAxis {
        let code = UInt16(try integer(codeKey, line: row.line, "an axis code", in: 0...Int64(Evdev.absMax)))
        var values: [Int32] = []
        var count = 0
        _ = try sequence(row, "absinfo \(code)") { (item: YAMLEvent) throws(TraceError) in
            count += 1
            guard values.count < 6 else { return try yaml.skip(from: item) }
            values.append(Int32(try integer(item, "an absinfo value", in: Int64(Int32.min)...Int64(Int32.max))))
        }
        guard count == 5 || count == 6 else {
            throw error(row.line, "an absinfo row expected 5 values (min, max, fuzz, flat, resolution) or 6 (the code first), got \(count)")
        }
        if count == 6 {
            guard values[0] == Int32(code) else {
                throw error(row.line, "absinfo \(code) has 6 values and the first, \(values[0]), is not its code: expected [min, max, fuzz, flat, resolution] or [code, min, max, fuzz, flat, resolution]")
            }
            values.removeFirst()
        }
        guard values[0] <= values[1] else {
            throw error(row.line, "\(Evdev.axisName(code)) has min \(values[0]) > max \(values[1]): an axis range must not be inverted")
        }
        return AbsAxis(code: code, minimum: values[0], maximum: values[1], fuzz: values[2], flat: values[3],
                       resolution: values[4], file: yaml.name, line: row.line)
    }

    private static func set(bit: Int, in bytes: inout [UInt8]) {
        while bytes.count <= bit / 8 { bytes.append(0) }
        bytes[bit / 8] |= 1 << (bit % 8)
    }

    // MARK: Events

    /// The `events` list: its `evdev` rows, kept when `keep`, else only checked.
    private func events(_ start: YAMLEvent, keep: Bool) throws(TraceError) -> [EvdevEvent] {
        var events: [EvdevEvent] = []
        _ = try sequence(start, "events") { (item: YAMLEvent) throws(TraceError) in
            try expectMapping(item, "an events entry ({evdev: [...]})")
            _ = try mapping { (key: String, value: YAMLEvent) throws(TraceError) in
                guard key == "evdev" else { return try yaml.skip(from: value) }
                _ = try sequence(value, "an evdev frame") { (row: YAMLEvent) throws(TraceError) in
                    let event = try self.event(row)
                    if keep { events.append(event) }
                }
            }
        }
        return events
    }

    /// `[sec, usec, type, code, value]`: a kernel `struct input_event`, in decimal.
    private func event(_ row: YAMLEvent) throws(TraceError) -> EvdevEvent {
        var fields: [Int64] = []
        var count = 0
        let ranges: [(String, ClosedRange<Int64>)] = [
            ("sec", 0...Self.maximumSeconds), ("usec", 0...999_999), ("type", 0...Int64(Evdev.evMax)),
            ("code", 0...0xffff), ("value", Int64(Int32.min)...Int64(Int32.max)),
        ]
        _ = try sequence(row, "an evdev event ([sec, usec, type, code, value])") { (item: YAMLEvent) throws(TraceError) in
            count += 1
            guard fields.count < ranges.count else { return try yaml.skip(from: item) }
            let (what, range) = ranges[fields.count]
            fields.append(try integer(item, what, in: range))
        }
        guard count == 5 else {
            throw error(row.line, "an evdev event expected 5 numbers [sec, usec, type, code, value], got \(count)")
        }
        return EvdevEvent(micros: fields[0] * 1_000_000 + fields[1], type: UInt16(fields[2]), code: UInt16(fields[3]),
                          value: Int32(fields[4]), line: row.line)
    }

    // MARK: Scalars

    private func integer(_ event: YAMLEvent, _ what: String, in range: ClosedRange<Int64>) throws(TraceError) -> Int64 {
        guard case .scalar(let text) = event.kind else { throw error(event.line, "\(what) must be a number") }
        return try integer(text, line: event.line, what, in: range)
    }

    /// A decimal integer, as libinput record writes every number (YAML's hex, octal and `1_000`
    /// forms are not used by it and refused).
    private func integer(_ text: String, line: Int, _ what: String, in range: ClosedRange<Int64>) throws(TraceError) -> Int64 {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.count <= 19, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int64(text) else {
            throw error(line, "\(what) must be a decimal integer, got \(Self.excerpt(text).quotedForMessage)")
        }
        guard range.contains(value) else { throw error(line, "\(what) \(value) is out of range \(range.lowerBound)...\(range.upperBound)") }
        return value
    }

    private static func excerpt(_ text: String) -> String { text.count <= 24 ? text : String(text.prefix(24)) + "..." }

    private func error(_ line: Int, _ message: String) -> TraceError {
        TraceError(file: yaml.name, line: line, message: message)
    }
}
