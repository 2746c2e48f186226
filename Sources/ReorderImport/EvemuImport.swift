#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ReorderKit
import ReorderTrace

/// How `EvemuImport` builds the trace around the touches.
public struct ImportOptions: Equatable, Sendable {
    /// A phone held upright, in points: what the import maps the touchscreen onto unless told.
    public static let defaultViewport = Size(width: 480, height: 800)
    /// The window's default list: the built-in demo, 200 rows, seed 1.
    public static let defaultRows = RowSource.demo(count: 200, seed: 1)

    /// The viewport the device's range is stretched onto. Nil: the list's viewport if it gives one,
    /// else `defaultViewport`.
    public var viewport: Size?
    /// The rows (and tuning and initial scroll offset) of the trace. Nil: `defaultRows`.
    public var list: ListFile?
    /// `frame` lines per second of the trace, from t = 1/fps to the last event; > 0 and at most 1e6.
    public var framesPerSecond: Double
    /// Protocol A only: between two frames, a contact that moved farther than this fraction of the
    /// device's diagonal is a finger that lifted as another landed, not one finger. A fifth of the
    /// diagonal in one frame (about 10 ms) is 20 diagonals a second, faster than any fling; the
    /// N-Trig drag in the shared recordings moves at most 3% of its diagonal between frames.
    public var newContactDistance: Double

    public init(viewport: Size? = nil, list: ListFile? = nil, framesPerSecond: Double = 60, newContactDistance: Double = 0.2) {
        self.viewport = viewport
        self.list = list
        self.framesPerSecond = framesPerSecond
        self.newContactDistance = newContactDistance
    }
}

/// A converted recording: a trace, and what the conversion found.
public struct ImportResult: Equatable, Sendable {
    public var header: TraceHeader
    public var events: [TimedEvent]
    /// `FILE:LINE: warning: ...`, one per kind of problem (with a count when it repeats).
    public var warnings: [String]
    public var touchProtocol: TouchProtocol
    /// Contacts in all (downs), and the most down at one time.
    public var touches: Int
    public var mostAtOnce: Int
    /// Seconds from the first `E:` line to the last: the trace's last `t`.
    public var duration: Double

    /// The trace file's text: the header line, the event lines, each ended by `\n`.
    public var text: String {
        var out = TraceWriter.headerLine(header) + "\n"
        out.reserveCapacity(out.utf8.count + events.count * 64)
        for event in events {
            out += TraceWriter.eventLine(event)
            out += "\n"
        }
        return out
    }
}

/// Converts `evemu-record` output into a trace (`../shared/trace-format.md`): the recording's
/// touches as `touch` pointers in viewport points, time from its first event, `frame` lines at a
/// fixed rate. Pure: bytes in, trace out; the command line does the files.
///
/// Errors are the first problem, `FILE:LINE: message`, in whichever file has it (the recording or
/// the separate description).
public enum EvemuImport {
    /// A timestamp may be this much earlier than the one before it, and is then taken as that one:
    /// 1 ms. Recordings with absolute times (`CLOCK_REALTIME`, as older evemu used) can step back a
    /// little when the clock is adjusted; farther than this is a damaged or spliced file.
    static let backwardsToleranceMicros: Int64 = 1_000

    /// Coordinates are rounded to thousandths of a point: finer than one device unit on any
    /// touchscreen at any sensible viewport, and it keeps lines short.
    static let pointsPrecision = 1_000.0

    /// - Parameters:
    ///   - recording: what `evemu-record` wrote; only `E:` lines and comments when `description` is given.
    ///   - recordingName, descriptionName: stand in for the paths in messages; their last components
    ///     go into the header's `recorded` facts.
    ///   - description: a separate device description (`evemu-describe`), or nil when the recording
    ///     starts with its own.
    public static func convert(recording: [UInt8], recordingName: String, description: [UInt8]? = nil, descriptionName: String? = nil,
                               options: ImportOptions = ImportOptions()) throws(TraceError) -> ImportResult {
        try convert(recording: LineReader(source: .memory(recording), bufferSize: bufferSize), recordingName: recordingName,
                    description: description.map { LineReader(source: .memory($0), bufferSize: bufferSize) },
                    descriptionName: descriptionName, options: options)
    }

    /// The same from files, read line by line (a recording is never loaded whole). A file that
    /// cannot be opened or read is a `TraceError` at line 1 whose message starts "cannot open" or
    /// "cannot read" (`isIOError`).
    public static func convert(recordingPath: String, descriptionPath: String? = nil,
                               options: ImportOptions = ImportOptions()) throws(TraceError) -> ImportResult {
        try convert(recording: try lines(recordingPath), recordingName: recordingPath,
                    description: try descriptionPath.map { (path: String) throws(TraceError) in try lines(path) },
                    descriptionName: descriptionPath, options: options)
    }

    /// 64 KiB: a few thousand E: lines per read; the reader grows it for a longer line.
    private static let bufferSize = 64 * 1024

    private static func lines(_ path: String) throws(TraceError) -> LineReader {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw TraceError(file: path, line: 1, message: "cannot open: \(String(cString: strerror(errno)))", isIOError: true)
        }
        return LineReader(source: .file(fd), bufferSize: bufferSize)
    }

    private static func convert(recording: LineReader, recordingName: String, description: LineReader?, descriptionName: String?,
                                options: ImportOptions) throws(TraceError) -> ImportResult {
        // At most one frame per microsecond, the recording's resolution: beyond it frames would
        // share times and a stretch of them would never end.
        precondition(options.framesPerSecond > 0 && options.framesPerSecond <= 1e6, "frames per second must be > 0 and <= 1e6")
        let recorded = try EvemuParser.parse(recording, name: recordingName, role: description == nil ? .recording : .eventsOnly)
        let device: DeviceDescription
        if let description {
            let name = descriptionName ?? "description"
            guard let parsed = try EvemuParser.parse(description, name: name, role: .description).description else {
                throw TraceError(file: name, line: 1, message: "no device description: expected N:, I:, B: and A: lines")
            }
            device = parsed
        } else {
            guard let parsed = recorded.description else {
                throw TraceError(file: recordingName, line: 1, message: "no device description and no events: nothing to import")
            }
            device = parsed
        }
        guard let last = recorded.events.last else {
            throw TraceError(file: recordingName, line: recorded.lineCount, message: "no events (E: lines): nothing to import")
        }
        let model = try DeviceModel(description: device, events: recorded.events)
        var warnings = ImportWarnings()
        if let note = model.note { warnings.add(note, file: device.file, line: device.lastLine) }

        let events = try relativeTimes(recorded.events, file: recordingName, warnings: &warnings)
        let frames = try ContactFrames.decode(events, model: model, file: recordingName,
                                              newContactDistance: options.newContactDistance, warnings: &warnings)
        let viewport = options.viewport ?? options.list?.viewport ?? ImportOptions.defaultViewport
        let mapping = ViewportMapping(x: model.x, y: model.y, viewport: viewport)

        var inputs: [(micros: Int64, event: InputEvent)] = []
        var tracker = ContactTracker()
        for frame in frames {
            let contacts = frame.contacts.map { contact in
                let (point, clamped) = mapping.point(x: contact.x, y: contact.y)
                if clamped { warnings.add(mapping.clampWarning, file: recordingName, line: frame.line) }
                return ContactTracker.Contact(key: contact.key, at: point)
            }
            for event in tracker.update(contacts) { inputs.append((frame.micros, event)) }
        }
        let end = events.last!.micros
        if tracker.contactsDown > 0 {
            let count = tracker.contactsDown
            warnings.add("\(count) contact\(count == 1 ? " is" : "s are") still down at the end of the recording: lifted at its last timestamp",
                         file: recordingName, line: last.line)
            for event in tracker.update([]) { inputs.append((end, event)) }
        }
        if tracker.touches == 0 {
            warnings.add("no touches in the recording: the trace has only frames", file: recordingName, line: last.line)
        }

        // Rows spelled out, as the trace format asks of every recording (a `demo` key is for hand-written files).
        let header = TraceHeader(viewport: viewport, rows: .explicit((options.list?.rows ?? ImportOptions.defaultRows).makeRows()),
                                 tuning: options.list?.tuning ?? [:], scrollOffset: options.list?.scrollOffset ?? 0,
                                 recorded: recordedFacts(device, model: model, recordingName: recordingName,
                                                         descriptionName: description == nil ? nil : descriptionName))
        let timeline = interleaveFrames(inputs, activity: events.map(\.micros), until: end, framesPerSecond: options.framesPerSecond)
        return ImportResult(header: header, events: timeline,
                                 warnings: warnings.lines, touchProtocol: model.touchProtocol, touches: tracker.touches,
                                 mostAtOnce: tracker.mostAtOnce, duration: Double(end) / 1e6)
    }

    /// The events with times from the first one, never decreasing.
    static func relativeTimes(_ events: [EvdevEvent], file: String, warnings: inout ImportWarnings) throws(TraceError) -> [EvdevEvent] {
        guard let first = events.first else { return [] }
        var latest = first
        return try events.map { (event: EvdevEvent) throws(TraceError) -> EvdevEvent in
            var relative = event
            if event.micros < latest.micros {
                let back = latest.micros - event.micros
                guard back <= backwardsToleranceMicros else {
                    throw TraceError(file: file, line: event.line,
                                     message: "timestamp \(seconds(event.micros)) goes back \(seconds(back)) s from line \(latest.line)'s \(seconds(latest.micros)): timestamps must not decrease")
                }
                warnings.add("timestamp a little earlier than the one before (at most 1 ms): taken as that one", file: file, line: event.line)
                relative.micros = latest.micros
            } else {
                latest = event
            }
            relative.micros -= first.micros
            return relative
        }
    }

    /// A pause in the recording (no `E:` line) gets frames for its first second only, then none until
    /// the next event: 1 s outlasts what a still finger leaves running at the defaults (the 0.5 s
    /// long-press deadline, the 0.23 s lift, 0.25 s drop and 0.2 s shuffle animations). What runs
    /// longer (a coast, a longer deadline) is evaluated at the next input instead, which the engine
    /// does exactly: it lifts at the deadline itself and integrates a coast over the time between
    /// inputs. Without this one damaged timestamp (1e8 s after the others) asked for 6e9 frames.
    static let framesAfterAnEventMicros: Int64 = 1_000_000

    /// The input events with `frame` lines at k/fps (k = 1, 2, ...) up to `end`, all in time order,
    /// except in the pauses that `framesAfterAnEventMicros` leaves without frames; `activity` is
    /// every event's time, in order. An input and a frame at the same time: the input first. Frame
    /// times are rounded to whole microseconds, the recording's own resolution, so that order is
    /// decided on one grid.
    static func interleaveFrames(_ inputs: [(micros: Int64, event: InputEvent)], activity: [Int64], until end: Int64,
                                 framesPerSecond: Double) -> [TimedEvent] {
        let frames = frameTimes(activity: activity, until: end, framesPerSecond: framesPerSecond)
        var out: [TimedEvent] = []
        out.reserveCapacity(inputs.count + frames.count)
        var next = 0
        for input in inputs {
            while next < frames.count, frames[next] < input.micros {
                out.append(TimedEvent(t: Double(frames[next]) / 1e6, .frame))
                next += 1
            }
            out.append(TimedEvent(t: Double(input.micros) / 1e6, input.event))
        }
        for frame in frames[next...] { out.append(TimedEvent(t: Double(frame) / 1e6, .frame)) }
        return out
    }

    /// The times of the frames: the grid k/fps within a second after some event, up to `end`.
    /// At most `framesPerSecond` + 1 for each event, however far apart the events' times are.
    static func frameTimes(activity: [Int64], until end: Int64, framesPerSecond: Double) -> [Int64] {
        // In microseconds, kept a Double until compared with the recording's times: at a rate of
        // 1e-300 per second the first frame is 1e306 µs away, past any Int64.
        func time(_ k: Double) -> Double { (k * 1e6 / framesPerSecond).rounded() }
        var frames: [Int64] = []
        var k = 1.0
        var index = 0
        while index < activity.count {
            // One stretch with frames: from an event until a second after the last event that
            // follows within a second of the one before it.
            let start = activity[index]
            var stop = min(start + framesAfterAnEventMicros, end)
            index += 1
            while index < activity.count, activity[index] <= stop {
                stop = min(activity[index] + framesAfterAnEventMicros, end)
                index += 1
            }
            // The first grid point at or after `start`; the estimate is within one of it.
            k = max(k, (Double(start) * framesPerSecond / 1e6).rounded(.down))
            while time(k) < Double(start) { k += 1 }
            while time(k) <= Double(stop) {
                frames.append(Int64(time(k)))
                k += 1
            }
        }
        return frames
    }

    static func recordedFacts(_ device: DeviceDescription, model: DeviceModel, recordingName: String,
                              descriptionName: String?) -> JSONValue {
        func axis(_ axis: AbsAxis) -> JSONValue {
            var facts: [String: JSONValue] = ["axis": .string(Evdev.axisName(axis.code)),
                                              "min": .number(Double(axis.minimum)), "max": .number(Double(axis.maximum))]
            if let resolution = axis.resolution { facts["resolution"] = .number(Double(resolution)) }
            return .object(facts)
        }
        var facts: [String: JSONValue] = [
            "source": .string("evemu"),
            "protocol": .string(model.touchProtocol.rawValue),
            "ranges": .object(["x": axis(model.x), "y": axis(model.y)]),
            "file": .string(baseName(recordingName)),
        ]
        if let name = device.name { facts["device"] = .string(name) }
        if let id = device.id {
            facts["bus"] = .string(hex4(id.bus))
            facts["vendor"] = .string(hex4(id.vendor))
            facts["product"] = .string(hex4(id.product))
        }
        if let descriptionName { facts["descriptionFile"] = .string(baseName(descriptionName)) }
        if let version = device.formatVersion { facts["evemuVersion"] = .string(version) }
        return .object(facts)
    }

    private static func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    private static func baseName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
    }

    /// Microseconds as seconds, six decimals: as evemu writes them.
    static func seconds(_ micros: Int64) -> String {
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}

/// The device's range stretched linearly onto the viewport: x' = (x - min) / (max - min) * width,
/// the same for y. Values outside the range (some controllers overshoot at the edges) are clamped.
struct ViewportMapping {
    let x: AbsAxis
    let y: AbsAxis
    let viewport: Size

    func point(x rawX: Int32, y rawY: Int32) -> (Point, clamped: Bool) {
        let (px, clampedX) = Self.map(rawX, x, onto: viewport.width)
        let (py, clampedY) = Self.map(rawY, y, onto: viewport.height)
        return (Point(x: px, y: py), clampedX || clampedY)
    }

    var clampWarning: String {
        "a position outside the device's range (\(Evdev.axisName(x.code)) \(x.minimum)...\(x.maximum), \(Evdev.axisName(y.code)) \(y.minimum)...\(y.maximum)): clamped to the viewport's edge"
    }

    private static func map(_ value: Int32, _ axis: AbsAxis, onto length: Double) -> (Double, clamped: Bool) {
        let clamped = min(max(value, axis.minimum), axis.maximum)
        let fraction = Double(Int64(clamped) - Int64(axis.minimum)) / Double(Int64(axis.maximum) - Int64(axis.minimum))
        let points = (fraction * length * EvemuImport.pointsPrecision).rounded() / EvemuImport.pointsPrecision
        return (points, clamped != value)
    }
}
