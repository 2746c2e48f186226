import ReorderKit
import ReorderTrace

/// What both importers share once their reader has found the device and its events: one pipeline,
/// two readers. Contacts per SYN_REPORT (`ContactFrames`), in device units, are mapped onto the
/// viewport (`ViewportMapping`) and become `down`/`move`/`up` pointers (`ContactTracker`), with
/// `frame` lines at a fixed rate around them.
enum TouchPipeline {
    /// A timestamp may be this much earlier than the one before it, and is then taken as that one:
    /// 1 ms. Recordings with absolute times (`CLOCK_REALTIME`, as older evemu used) can step back a
    /// little when the clock is adjusted; farther than this is a damaged or spliced file.
    static let backwardsToleranceMicros: Int64 = 1_000

    /// Coordinates are rounded to thousandths of a point: finer than one device unit on any
    /// touchscreen at any sensible viewport, and it keeps lines short.
    static let pointsPrecision = 1_000.0

    /// What a reader hands over: the chosen device, its events in file order (not empty), the
    /// reader's own facts for the header's `recorded` (`source`, file names, versions), added to the
    /// device's, and what it warned about so far.
    struct Recorded {
        var device: DeviceDescription
        var events: [EvdevEvent]
        var name: String
        var facts: [String: JSONValue]
        var warnings = ImportWarnings()
    }

    /// The contacts at each SYN_REPORT, in device units, with times from the first event: what
    /// both the trace and the noise report are made from.
    struct Decoded {
        var model: DeviceModel
        var frames: [ContactFrame]
        /// Every event's time, relative, in order.
        var activity: [Int64]
        var lastLine: Int
        var warnings: ImportWarnings
    }

    static func decode(_ recorded: Recorded, options: ImportOptions) throws(TraceError) -> Decoded {
        guard let last = recorded.events.last else { preconditionFailure("a reader hands over at least one event") }
        let model = try DeviceModel(description: recorded.device, events: recorded.events)
        var warnings = recorded.warnings
        if let note = model.note { warnings.add(note, file: recorded.device.file, line: recorded.device.lastLine) }
        let events = try relativeTimes(recorded.events, file: recorded.name, warnings: &warnings)
        // tslib's filters work where tslib applies them: on the device's events, in device units,
        // before anything is mapped.
        let frames: [ContactFrame]
        if let conf = options.filters {
            frames = try TSChain.frames(events, conf: conf, device: recorded.device, model: model)
        } else {
            frames = try ContactFrames.decode(events, model: model, file: recorded.name, newContactDistance: options.newContactDistance,
                                              warnings: &warnings)
        }
        return Decoded(model: model, frames: frames, activity: events.map(\.micros), lastLine: last.line, warnings: warnings)
    }

    /// What tslib's `ts_print_mt` prints for the recording through `conf`: `SLOT X Y PRESSURE` lines.
    static func tsLines(_ recorded: Recorded, conf: TSConf) throws(TraceError) -> [String] {
        let model = try DeviceModel(description: recorded.device, events: recorded.events)
        return try TSChain.lines(recorded.events, conf: conf, device: recorded.device, model: model)
    }

    /// The recording as a trace.
    static func convert(_ recorded: Recorded, options: ImportOptions) throws(TraceError) -> ImportResult {
        // At most one frame per microsecond, the recording's resolution: beyond it frames would
        // share times and a stretch of them would never end.
        precondition(options.framesPerSecond > 0 && options.framesPerSecond <= 1e6, "frames per second must be > 0 and <= 1e6")
        let decoded = try decode(recorded, options: options)
        let (model, frames, recordingName) = (decoded.model, decoded.frames, recorded.name)
        var warnings = decoded.warnings
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
        let end = decoded.activity.last!
        if tracker.contactsDown > 0 {
            let count = tracker.contactsDown
            warnings.add("\(count) contact\(count == 1 ? " is" : "s are") still down at the end of the recording: lifted at its last timestamp",
                         file: recordingName, line: decoded.lastLine)
            for event in tracker.update([]) { inputs.append((end, event)) }
        }
        if tracker.touches == 0 {
            warnings.add("no touches in the recording: the trace has only frames", file: recordingName, line: decoded.lastLine)
        }

        // Rows spelled out, as the trace format asks of every recording (a `demo` key is for hand-written files);
        // every tuning name too, so the trace depends on no default.
        let header = TraceHeader(viewport: viewport, rows: .explicit((options.list?.rows ?? ImportOptions.defaultRows).makeRows()),
                                 tuning: options.tuning.jsonObject, scrollOffset: options.list?.scrollOffset ?? 0,
                                 recorded: recordedFacts(recorded.device, model: model, facts: recorded.facts))
        let timeline = interleaveFrames(inputs, activity: decoded.activity, until: end, framesPerSecond: options.framesPerSecond)
        return ImportResult(header: header, events: timeline,
                            warnings: warnings.lines, touchProtocol: model.touchProtocol, touches: tracker.touches,
                            mostAtOnce: tracker.mostAtOnce, duration: Double(end) / 1e6)
    }

    /// The recording's contacts in device units, for the noise report; points are the viewport's
    /// (`options.viewport`, else the default), millimetres the axes' resolution when both give one.
    static func tracks(_ recorded: Recorded, options: ImportOptions) throws(TraceError) -> (TouchTracks, warnings: [String]) {
        let decoded = try decode(recorded, options: options)
        var open: [Int: Int] = [:]  // contact key -> index in contacts
        var contacts: [TouchTracks.Contact] = []
        for frame in decoded.frames {
            let t = Double(frame.micros) / 1e6
            let present = Set(frame.contacts.map(\.key))
            for (key, index) in open where !present.contains(key) {
                contacts[index].up = t
                open[key] = nil
            }
            for contact in frame.contacts {
                let sample = TouchTracks.Sample(t: t, x: Double(contact.x), y: Double(contact.y))
                if let index = open[contact.key] {
                    contacts[index].samples.append(sample)
                } else {
                    open[contact.key] = contacts.count
                    contacts.append(TouchTracks.Contact(samples: [sample], up: t))
                }
            }
        }
        let end = Double(decoded.activity.last!) / 1e6
        for index in open.values { contacts[index].up = end }
        let viewport = options.viewport ?? options.list?.viewport ?? ImportOptions.defaultViewport
        let (x, y) = (decoded.model.x, decoded.model.y)
        let resolution = (x.resolution ?? 0) > 0 && (y.resolution ?? 0) > 0 ? (x: Double(x.resolution!), y: Double(y.resolution!)) : nil
        let tracks = TouchTracks(file: recorded.name, device: recorded.device.name, unit: "device units",
                                 pointsPerUnit: (viewport.width / (Double(x.maximum) - Double(x.minimum)),
                                                 viewport.height / (Double(y.maximum) - Double(y.minimum))),
                                 unitsPerMillimetre: resolution, contacts: contacts)
        return (tracks, decoded.warnings.lines)
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

    /// The device's facts for the header's `recorded`, with the reader's `facts`.
    static func recordedFacts(_ device: DeviceDescription, model: DeviceModel, facts readerFacts: [String: JSONValue]) -> JSONValue {
        func axis(_ axis: AbsAxis) -> JSONValue {
            var facts: [String: JSONValue] = ["axis": .string(Evdev.axisName(axis.code)),
                                              "min": .number(Double(axis.minimum)), "max": .number(Double(axis.maximum))]
            if let resolution = axis.resolution { facts["resolution"] = .number(Double(resolution)) }
            return .object(facts)
        }
        var facts: [String: JSONValue] = [
            "protocol": .string(model.touchProtocol.rawValue),
            "ranges": .object(["x": axis(model.x), "y": axis(model.y)]),
        ]
        if let name = device.name { facts["device"] = .string(name) }
        if let id = device.id {
            facts["bus"] = .string(hex4(id.bus))
            facts["vendor"] = .string(hex4(id.vendor))
            facts["product"] = .string(hex4(id.product))
        }
        facts.merge(readerFacts) { _, reader in reader }
        return .object(facts)
    }

    private static func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return "0x" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    static func baseName(_ path: String) -> String {
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
        let points = (fraction * length * TouchPipeline.pointsPrecision).rounded() / TouchPipeline.pointsPrecision
        return (points, clamped != value)
    }
}
