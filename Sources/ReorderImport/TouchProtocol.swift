import ReorderTrace

/// How a touchscreen reports its contacts (the kernel's `multi-touch-protocol.rst`), and so how the
/// importer turns its events into fingers.
public enum TouchProtocol: String, Equatable, Sendable {
    /// Type B: slots (ABS_MT_SLOT) and tracking ids (ABS_MT_TRACKING_ID, -1 lifts): the kernel says
    /// which contact is which.
    case protocolB = "B"
    /// Type A: anonymous contacts, each ended by SYN_MT_REPORT. The importer says which contact is
    /// which, by nearest position.
    case protocolA = "A"
    /// ABS_X, ABS_Y and BTN_TOUCH: one contact at most.
    case singleTouch = "single-touch"
}

/// The protocol chosen for a recording and the two axes its positions come in.
struct DeviceModel {
    var touchProtocol: TouchProtocol
    var x: AbsAxis
    var y: AbsAxis
    /// ABS_MT_SLOT's `A:` line, for protocol B's range check.
    var slotAxis: AbsAxis?
    /// Why the events overruled the description, when they did.
    var note: String?

    /// From the description's `A:` lines (the axes whose ranges the mapping needs) and `B:` bits,
    /// then from what the events use: a device may advertise more than a recording exercises.
    /// Throws at the description's last line when there is nothing to map, and at an axis's `A:`
    /// line when its range is empty.
    init(description: DeviceDescription, events: [EvdevEvent]) throws(TraceError) {
        func uses(_ type: UInt16, _ codes: UInt16...) -> Bool {
            events.contains { $0.type == type && codes.contains($0.code) }
        }
        let mtX = description.axis(Evdev.absMTPositionX), mtY = description.axis(Evdev.absMTPositionY)
        let stX = description.axis(Evdev.absX), stY = description.axis(Evdev.absY)
        let hasSlots = description.axis(Evdev.absMTSlot) != nil || description.supports(type: Evdev.evAbs, code: Evdev.absMTSlot)

        if let mtX, let mtY {
            let usesReports = uses(Evdev.evSyn, Evdev.synMTReport)
            if let stX, let stY, !uses(Evdev.evAbs, Evdev.absMTPositionX, Evdev.absMTPositionY),
               uses(Evdev.evAbs, Evdev.absX, Evdev.absY) {
                self.init(.singleTouch, stX, stY,
                          note: "the device has multitouch axes, but the recording uses only ABS_X/ABS_Y: imported as single-touch")
            } else if usesReports {
                // Protocol B never sends SYN_MT_REPORT, whatever the bits say.
                self.init(.protocolA, mtX, mtY,
                          note: hasSlots ? "the device has slots, but the recording uses SYN_MT_REPORT: imported as protocol A" : nil)
            } else {
                self.init(hasSlots ? .protocolB : .protocolA, mtX, mtY, note: nil)
            }
        } else if let stX, let stY {
            self.init(.singleTouch, stX, stY, note: nil)
        } else {
            throw TraceError(file: description.file, line: description.lastLine,
                             message: "the device has no X/Y axes to map: no \(description.rangesNeeded)")
        }
        slotAxis = description.axis(Evdev.absMTSlot)
        // An inverted range is refused where its A: line is read, for every axis.
        for axis in [x, y] where axis.minimum == axis.maximum {
            throw TraceError(file: axis.file, line: axis.line,
                             message: "\(Evdev.axisName(axis.code)) has min == max (\(axis.minimum)): no range to map onto the viewport")
        }
    }

    private init(_ touchProtocol: TouchProtocol, _ x: AbsAxis, _ y: AbsAxis, note: String?) {
        self.touchProtocol = touchProtocol
        self.x = x
        self.y = y
        self.note = note
    }
}
