/// An `A:` line: one absolute axis and its range, in device units.
struct AbsAxis: Equatable, Sendable {
    var code: UInt16
    var minimum: Int32
    var maximum: Int32
    var fuzz: Int32
    var flat: Int32
    /// Units per millimetre; nil when the line has no resolution column (evemu before 1.1 wrote none).
    var resolution: Int32?
    /// Where the line is, for errors about this axis.
    var file: String
    var line: Int
}

/// The `I:` line: the kernel's `struct input_id`.
struct InputID: Equatable, Sendable {
    var bus: UInt16
    var vendor: UInt16
    var product: UInt16
    var version: UInt16
}

/// A device description: the `N:`, `I:`, `P:`, `B:`, `A:`, `L:`, `S:` lines at the top of a recording,
/// or all of a separate `.desc` file (what `evemu-describe` writes).
struct DeviceDescription: Equatable, Sendable {
    var file: String
    var name: String?
    var id: InputID?
    /// `P:` bytes, in order: the INPUT_PROP_* bits.
    var properties: [UInt8] = []
    /// `B:` bytes by event type, in order: bit n of the bytes is event code n.
    var bits: [UInt16: [UInt8]] = [:]
    var axes: [UInt16: AbsAxis] = [:]
    /// The lines that would give the X/Y ranges, as the file's format names them, for the error
    /// about a device without them.
    var rangesNeeded = "A: lines for ABS_MT_POSITION_X and ABS_MT_POSITION_Y (35, 36) or for ABS_X and ABS_Y (00, 01)"
    /// From a first-line comment `# EVEMU 1.3`, when there is one.
    var formatVersion: String?
    /// The first and last description lines: errors about the device as a whole point at the last.
    var firstLine: Int
    var lastLine: Int

    init(file: String, line: Int) {
        self.file = file
        firstLine = line
        lastLine = line
    }

    /// Whether the `B:` lines say the device sends this event. A description without `B:` lines for
    /// the type says nothing: false.
    func supports(type: UInt16, code: UInt16) -> Bool {
        guard let bytes = bits[type], Int(code / 8) < bytes.count else { return false }
        return bytes[Int(code / 8)] & (1 << (code % 8)) != 0
    }

    /// An axis the device has: an `A:` line, which is also what gives its range.
    func axis(_ code: UInt16) -> AbsAxis? { axes[code] }
}

/// One `E:` line: a kernel `struct input_event`.
struct EvdevEvent: Equatable, Sendable {
    /// The timestamp in microseconds, as evemu writes it (`seconds.micros`): exact, so that absolute
    /// epoch times subtract without the rounding a `Double` of 1.3e9 seconds would add.
    var micros: Int64
    var type: UInt16
    var code: UInt16
    var value: Int32
    var line: Int
}

/// What one file holds: a description (if it has description lines), then events.
struct EvemuFile: Equatable, Sendable {
    var name: String
    var description: DeviceDescription?
    var events: [EvdevEvent] = []
    /// Lines in the file: errors about the file as a whole (no events) point at the last.
    var lineCount = 0
}
