import ReorderTrace

/// One contact in one frame, in device units. `key` names the contact from the frame it appears in
/// to the frame it lifts in; a new contact gets a new key, even in the same slot.
struct DeviceContact: Equatable, Sendable {
    var key: Int
    var x: Int32
    var y: Int32
}

/// The contacts down at one SYN_REPORT: the only moments a device's state is consistent.
struct ContactFrame: Equatable, Sendable {
    /// Microseconds since the recording's first event.
    var micros: Int64
    var line: Int
    var contacts: [DeviceContact]
}

/// Turns one protocol's events into contacts. `handle` sees every event but the SYN_REPORTs;
/// `commit` is called at each SYN_REPORT and says who is down.
protocol ContactDecoder {
    mutating func handle(_ event: EvdevEvent, warnings: inout ImportWarnings) throws(TraceError)
    mutating func commit(warnings: inout ImportWarnings) -> [DeviceContact]
}

enum ContactFrames {
    /// The most contacts a frame may hold, and the most slots a recording may use: 256, far more
    /// than any touchscreen tracks (capacitive panels 10 to 20 fingers, large tables about 100;
    /// the shared recordings at most 2). Protocol A pairs every contact with every one of the frame
    /// before, so without a cap a frame of 100,000 contacts asked for 10^10 pairs.
    static let maximumContacts = 256

    /// The frames of `events`, whose times (`micros`) are already relative and never decreasing.
    static func decode(_ events: [EvdevEvent], model: DeviceModel, file: String, newContactDistance: Double,
                       warnings: inout ImportWarnings) throws(TraceError) -> [ContactFrame] {
        switch model.touchProtocol {
        case .protocolB:
            var decoder = SlotDecoder(file: file, slotAxis: model.slotAxis)
            return try decode(events, with: &decoder, file: file, warnings: &warnings)
        case .protocolA:
            // The distance as a fraction of the device's diagonal, in device units.
            let width = Double(model.x.maximum) - Double(model.x.minimum)
            let height = Double(model.y.maximum) - Double(model.y.minimum)
            var decoder = ReportDecoder(file: file, maximumJump: newContactDistance * (width * width + height * height).squareRoot())
            return try decode(events, with: &decoder, file: file, warnings: &warnings)
        case .singleTouch:
            var decoder = SingleTouchDecoder()
            return try decode(events, with: &decoder, file: file, warnings: &warnings)
        }
    }

    private static func decode<Decoder: ContactDecoder>(_ events: [EvdevEvent], with decoder: inout Decoder, file: String,
                                                        warnings: inout ImportWarnings) throws(TraceError) -> [ContactFrame] {
        var frames: [ContactFrame] = []
        var dropping = false
        var pendingLine: Int?
        for event in events {
            if event.type == Evdev.evSyn, event.code == Evdev.synReport {
                if dropping {
                    dropping = false
                } else {
                    frames.append(ContactFrame(micros: event.micros, line: event.line, contacts: decoder.commit(warnings: &warnings)))
                }
                pendingLine = nil
            } else if event.type == Evdev.evSyn, event.code == Evdev.synDropped {
                // The kernel lost events; a live client would re-read the device's state, which a
                // recording cannot. Skip to the next SYN_REPORT (as libevdev does) and carry on.
                warnings.add("SYN_DROPPED: the kernel lost events here; the contacts may be wrong until they next change",
                             file: file, line: event.line)
                dropping = true
            } else if !dropping {
                try decoder.handle(event, warnings: &warnings)
                pendingLine = pendingLine ?? event.line
            }
        }
        if let pendingLine {
            warnings.add("the events from here on end without a SYN_REPORT: not a complete frame, ignored", file: file, line: pendingLine)
        }
        return frames
    }
}

/// Protocol B: each slot holds one contact, named by its tracking id; a tracking id of -1 lifts it.
/// Positions are per slot and sent only when they change, so they outlive a contact: a new contact
/// at the slot's old x sends only its y.
struct SlotDecoder: ContactDecoder {
    private struct Slot {
        var trackingID: Int32?
        var key: Int?
        var x: Int32?
        var y: Int32?
    }
    let file: String
    let slotAxis: AbsAxis?
    private var slots: [Int32: Slot] = [:]
    /// The kernel starts every reader at slot 0 until it says otherwise.
    private var current: Int32 = 0
    private var nextKey = 0

    init(file: String, slotAxis: AbsAxis?) {
        self.file = file
        self.slotAxis = slotAxis
    }

    mutating func handle(_ event: EvdevEvent, warnings: inout ImportWarnings) throws(TraceError) {
        guard event.type == Evdev.evAbs else { return }
        switch event.code {
        case Evdev.absMTSlot:
            if let slotAxis, !(slotAxis.minimum...slotAxis.maximum).contains(event.value) {
                throw TraceError(file: file, line: event.line,
                                 message: "slot \(event.value) is outside the device's slots \(slotAxis.minimum)...\(slotAxis.maximum) (\(slotAxis.file):\(slotAxis.line))")
            }
            guard event.value >= 0 else { throw TraceError(file: file, line: event.line, message: "slot \(event.value) is negative") }
            guard slots[event.value] != nil || slots.count < ContactFrames.maximumContacts else {
                throw TraceError(file: file, line: event.line,
                                 message: "slot \(event.value) would be slot number \(ContactFrames.maximumContacts + 1) in use: no touchscreen has that many")
            }
            current = event.value
        case Evdev.absMTTrackingID:
            var slot = slots[current] ?? Slot()
            if event.value < 0 {
                slot.trackingID = nil
                slot.key = nil
            } else if slot.trackingID != event.value || slot.key == nil {
                slot.trackingID = event.value
                slot.key = nextKey
                nextKey += 1
            }
            slots[current] = slot
        case Evdev.absMTPositionX: slots[current, default: Slot()].x = event.value
        case Evdev.absMTPositionY: slots[current, default: Slot()].y = event.value
        default: break
        }
    }

    mutating func commit(warnings: inout ImportWarnings) -> [DeviceContact] {
        slots.keys.sorted().compactMap { number in
            let slot = slots[number]!
            // A contact whose slot never said where it is (the recording began mid-touch) waits
            // until it does.
            guard let key = slot.key, let x = slot.x, let y = slot.y else { return nil }
            return DeviceContact(key: key, x: x, y: y)
        }
    }
}

/// Protocol A: every frame lists every contact, anonymously, each ended by SYN_MT_REPORT; an empty
/// frame lifts them all. A contact is the previous frame's nearest one, unless it is farther than
/// `maximumJump` (a finger that lifted as another landed), or unless both carry tracking ids that
/// differ (protocol A may send them; then they decide).
struct ReportDecoder: ContactDecoder {
    private struct Report {
        var x: Int32?
        var y: Int32?
        var trackingID: Int32?
        var isEmpty: Bool { x == nil && y == nil && trackingID == nil }
    }
    private struct Tracked {
        var contact: DeviceContact
        var trackingID: Int32?
    }
    let file: String
    /// Device units.
    let maximumJump: Double
    private var pending = Report()
    /// The line of the pending report's first event.
    private var pendingLine: Int?
    private var reports: [(Report, line: Int)] = []
    private var previous: [Tracked] = []
    private var nextKey = 0

    init(file: String, maximumJump: Double) {
        self.file = file
        self.maximumJump = maximumJump
    }

    mutating func handle(_ event: EvdevEvent, warnings: inout ImportWarnings) throws(TraceError) {
        switch (event.type, event.code) {
        case (Evdev.evAbs, Evdev.absMTPositionX): pending.x = event.value
        case (Evdev.evAbs, Evdev.absMTPositionY): pending.y = event.value
        case (Evdev.evAbs, Evdev.absMTTrackingID): pending.trackingID = event.value
        case (Evdev.evSyn, Evdev.synMTReport):
            // An empty report is how some drivers say "no contacts".
            if !pending.isEmpty {
                guard reports.count < ContactFrames.maximumContacts else {
                    throw TraceError(file: file, line: event.line,
                                     message: "more than \(ContactFrames.maximumContacts) contacts in one frame: no touchscreen reports that many")
                }
                reports.append((pending, pendingLine ?? event.line))
            }
            pending = Report()
            pendingLine = nil
            return
        default: return
        }
        pendingLine = pendingLine ?? event.line
    }

    mutating func commit(warnings: inout ImportWarnings) -> [DeviceContact] {
        // Tolerate a last contact without its SYN_MT_REPORT.
        if !pending.isEmpty { reports.append((pending, pendingLine ?? 0)) }
        pending = Report()
        pendingLine = nil
        var complete: [Report] = []
        for (report, line) in reports {
            if report.x == nil || report.y == nil {
                warnings.add("a contact without ABS_MT_POSITION_X or ABS_MT_POSITION_Y: skipped", file: file, line: line)
            } else {
                complete.append(report)
            }
        }
        reports.removeAll()
        let current = match(complete)
        previous = current
        return current.map(\.contact)
    }

    private mutating func match(_ reports: [Report]) -> [Tracked] {
        var keys = [Int?](repeating: nil, count: reports.count)
        var taken = Set<Int>()  // indices into `previous`
        for (i, report) in reports.enumerated() {
            guard let id = report.trackingID,
                  let j = previous.indices.first(where: { !taken.contains($0) && previous[$0].trackingID == id }) else { continue }
            keys[i] = previous[j].contact.key
            taken.insert(j)
        }
        // Nearest pairs first; ties by report order, then by the previous frame's order, so the
        // result does not depend on anything but the file.
        var pairs: [(distance: Double, i: Int, j: Int)] = []
        for (i, report) in reports.enumerated() where keys[i] == nil {
            for (j, old) in previous.enumerated() where !taken.contains(j) {
                if let a = report.trackingID, let b = old.trackingID, a != b { continue }
                let dx = Double(report.x!) - Double(old.contact.x), dy = Double(report.y!) - Double(old.contact.y)
                let distance = (dx * dx + dy * dy).squareRoot()
                if distance <= maximumJump { pairs.append((distance, i, j)) }
            }
        }
        pairs.sort { ($0.distance, $0.i, $0.j) < ($1.distance, $1.i, $1.j) }
        for pair in pairs where keys[pair.i] == nil && !taken.contains(pair.j) {
            keys[pair.i] = previous[pair.j].contact.key
            taken.insert(pair.j)
        }
        return reports.enumerated().map { i, report in
            let key: Int
            if let matched = keys[i] {
                key = matched
            } else {
                key = nextKey
                nextKey += 1
            }
            return Tracked(contact: DeviceContact(key: key, x: report.x!, y: report.y!), trackingID: report.trackingID)
        }
    }
}

/// ABS_X and ABS_Y say where, BTN_TOUCH whether: one contact, from BTN_TOUCH 1 to BTN_TOUCH 0.
struct SingleTouchDecoder: ContactDecoder {
    private var x: Int32?
    private var y: Int32?
    private var touching = false
    private var key: Int?
    private var nextKey = 0

    mutating func handle(_ event: EvdevEvent, warnings: inout ImportWarnings) throws(TraceError) {
        switch (event.type, event.code) {
        case (Evdev.evAbs, Evdev.absX): x = event.value
        case (Evdev.evAbs, Evdev.absY): y = event.value
        case (Evdev.evKey, Evdev.btnTouch): touching = event.value != 0
        default: break
        }
    }

    mutating func commit(warnings: inout ImportWarnings) -> [DeviceContact] {
        guard touching, let x, let y else {
            key = nil
            return []
        }
        if key == nil {
            key = nextKey
            nextKey += 1
        }
        return [DeviceContact(key: key!, x: x, y: y)]
    }
}
