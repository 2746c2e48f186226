import ReorderKit

/// The header's `panel` object (docs/trace-format.md, "`panel`: the panel check's session"): what
/// `panel-check`'s window knew of the output and the touch devices, which `panel-check --analyze`
/// reads. Nothing replays differently for it.
public struct PanelFacts: Equatable, Sendable {
    /// One touch device as SDL listed it.
    public struct TouchDevice: Equatable, Sendable {
        /// SDL's id for it.
        public var id: Int64
        /// SDL's name (what `xinput list` and udev's `ATTRS{name}` show), when SDL gave one.
        public var name: String?
        /// `direct` (a touchscreen), `indirect-absolute`, `indirect-relative` (touchpads) or `invalid`.
        public var type: String

        public static let types = ["direct", "indirect-absolute", "indirect-relative", "invalid"]

        public init(id: Int64, name: String?, type: String) {
            self.id = id
            self.name = name
            self.type = type
        }
    }

    /// Whether the window covered the whole output: a calibration matrix is relative to the whole output.
    public var fullscreen: Bool
    /// SDL's video driver (`x11`, `wayland`, `kmsdrm`), when known.
    public var videoDriver: String?
    public var touchDevices: [TouchDevice]
    /// `mouseTaps`: the window took the mouse's presses as taps (`panel-check --mouse`, for a test or a
    /// demonstration without a touchscreen): the analysis reads them as it reads touches.
    public var mouseTaps: Bool

    public init(fullscreen: Bool, videoDriver: String? = nil, touchDevices: [TouchDevice] = [], mouseTaps: Bool = false) {
        self.fullscreen = fullscreen
        self.videoDriver = videoDriver
        self.touchDevices = touchDevices
        self.mouseTaps = mouseTaps
    }

    /// As the header writes it (keys sorted by the writer; `name` and `videoDriver` only when known,
    /// `mouseTaps` only when true).
    public var jsonValue: JSONValue {
        var object: [String: JSONValue] = ["fullscreen": .bool(fullscreen)]
        if mouseTaps { object["mouseTaps"] = .bool(true) }
        if let videoDriver { object["videoDriver"] = .string(videoDriver) }
        if !touchDevices.isEmpty {
            object["touchDevices"] = .array(touchDevices.map { device in
                var entry: [String: JSONValue] = ["id": .number(Double(device.id)), "type": .string(device.type)]
                if let name = device.name { entry["name"] = .string(name) }
                return .object(entry)
            })
        }
        return .object(object)
    }

    /// Reads the header's `panel`; a wrong type is malformed (keys it does not know are ignored).
    init(header value: JSONValue) throws(LineError) {
        guard case .object(let object) = value else { throw Self.wrongType("panel", "an object", value) }
        guard let fullscreen = object["fullscreen"] else { throw LineError("missing key \"fullscreen\" in \"panel\"") }
        guard case .bool(let isFullscreen) = fullscreen else { throw Self.wrongType("panel.fullscreen", "true or false", fullscreen) }
        self.fullscreen = isFullscreen
        switch object["videoDriver"] {
        case nil: videoDriver = nil
        case .string(let name)?: videoDriver = name
        case let other?: throw Self.wrongType("panel.videoDriver", "a string", other)
        }
        switch object["mouseTaps"] {
        case nil: mouseTaps = false
        case .bool(let taps)?: mouseTaps = taps
        case let other?: throw Self.wrongType("panel.mouseTaps", "true or false", other)
        }
        touchDevices = []
        guard let devices = object["touchDevices"] else { return }
        guard case .array(let entries) = devices else { throw Self.wrongType("panel.touchDevices", "an array", devices) }
        for (index, entry) in entries.enumerated() {
            touchDevices.append(try Self.device(entry, key: "panel.touchDevices[\(index)]"))
        }
    }

    private static func device(_ value: JSONValue, key: String) throws(LineError) -> TouchDevice {
        guard case .object(let object) = value else { throw wrongType(key, "an object", value) }
        guard let idValue = object["id"] else { throw LineError("missing key \"id\" in \"\(key)\"") }
        // 2^53: larger integers are not exact in a JSON number read as a double.
        guard case .number(let id) = idValue, id == id.rounded(.towardZero), abs(id) <= 9_007_199_254_740_992 else {
            throw LineError("key \"\(key).id\" must be an integer of magnitude at most 2^53, got \(idValue.jsonText)")
        }
        var name: String?
        switch object["name"] {
        case nil: name = nil
        case .string(let text)?: name = text
        case let other?: throw wrongType("\(key).name", "a string", other)
        }
        guard let typeValue = object["type"] else { throw LineError("missing key \"type\" in \"\(key)\"") }
        guard case .string(let type) = typeValue, TouchDevice.types.contains(type) else {
            throw LineError("key \"\(key).type\" must be one of \(TouchDevice.types.joined(separator: ", ")), got \(typeValue.jsonText)")
        }
        return TouchDevice(id: Int64(id), name: name, type: type)
    }

    private static func wrongType(_ key: String, _ expected: String, _ value: JSONValue) -> LineError {
        TraceHeaderParser.wrongType(key, expected, value)
    }
}
