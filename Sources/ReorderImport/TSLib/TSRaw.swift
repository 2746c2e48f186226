/// One slot of one tslib multitouch read (`struct ts_sample_mt`), the fields the filters use.
public struct TSSample: Equatable, Sendable {
    public var x: Int32 = 0
    public var y: Int32 = 0
    public var pressure: Int32 = 0
    /// The slot field as tslib fills it: set only by ABS_MT_SLOT events (0 until one comes).
    public var slot: Int32 = 0
    public var trackingID: Int32 = 0
    /// The time of the last event that touched the slot, microseconds.
    public var micros: Int64 = 0
    /// TSLIB_MT_VALID: something about this slot came in this read (or a filter kept it).
    public var valid = false
}

/// tslib's evdev raw module (`plugins/input-raw.c`, `ts_input_read_mt`) for protocol B and
/// single-touch devices: one row of `slots` samples per SYN_REPORT, each slot valid when an event
/// for it came in that frame (ABS_MT_SLOT selecting it is enough). Values persist from frame to
/// frame; a device without ABS_MT_PRESSURE (or ABS_PRESSURE) gets pressure 255 at every read, 0 for
/// a slot whose tracking id goes to -1, and 0 for every slot at a BTN_TOUCH 0.
struct TSRaw {
    let slots: Int
    let fakesPressure: Bool
    private var buffer: [TSSample]
    private var slot = 0
    private var penUp = false
    private var fresh = true

    init(slots: Int, fakesPressure: Bool) {
        self.slots = slots
        self.fakesPressure = fakesPressure
        buffer = [TSSample](repeating: TSSample(), count: slots)
    }

    /// Feeds one event; at a SYN_REPORT returns the row tslib hands to the first filter.
    mutating func handle(_ event: EvdevEvent) -> [TSSample]? {
        if fresh {
            // The start of a read: valid flags cleared, pressure faked.
            for k in buffer.indices {
                buffer[k].valid = false
                if fakesPressure { buffer[k].pressure = 255 }
            }
            fresh = false
        }
        func touch(_ update: (inout TSSample) -> Void) {
            update(&buffer[slot])
            buffer[slot].micros = event.micros
            buffer[slot].valid = true
        }
        switch (event.type, event.code) {
        case (Evdev.evKey, Evdev.btnTouch):
            touch { _ in }
            if event.value == 0 { penUp = true }
        case (Evdev.evSyn, Evdev.synReport):
            if penUp && fakesPressure {
                for k in buffer.indices { buffer[k].pressure = 0 }
            }
            penUp = false
            fresh = true
            return buffer
        case (Evdev.evAbs, Evdev.absX):
            if buffer[slot].valid && isMultitouch { break }
            touch { $0.x = event.value }
        case (Evdev.evAbs, Evdev.absMTPositionX): touch { $0.x = event.value }
        case (Evdev.evAbs, Evdev.absY):
            if buffer[slot].valid && isMultitouch { break }
            touch { $0.y = event.value }
        case (Evdev.evAbs, Evdev.absMTPositionY): touch { $0.y = event.value }
        case (Evdev.evAbs, Evdev.absPressure):
            if buffer[slot].valid && isMultitouch { break }
            touch { $0.pressure = event.value }
        case (Evdev.evAbs, Evdev.absMTPressure): touch { $0.pressure = event.value }
        case (Evdev.evAbs, Evdev.absMTTrackingID):
            touch {
                $0.trackingID = event.value
                if event.value == -1 { $0.pressure = 0 }
            }
        case (Evdev.evAbs, Evdev.absMTTouchMajor):
            touch { if event.value == 0 { $0.pressure = 0 } }
        case (Evdev.evAbs, Evdev.absMTSlot):
            if event.value < 0 || Int(event.value) >= slots {
                // tslib: "slot out of range. data corrupted!", and it carries on in the last slot.
                slot = slots - 1
            } else {
                slot = Int(event.value)
                buffer[slot].slot = event.value
                buffer[slot].valid = true
            }
        case (Evdev.evAbs, let code) where Self.otherSlotAxes.contains(code):
            touch { _ in }
        default:
            break
        }
        return nil
    }

    /// Set by the chain: whether the device has multitouch axes (tslib's `i->mt`), for ABS_X/Y's rule.
    var isMultitouch = true

    /// The other per-slot axes input-raw records (their values are not used here, but each marks
    /// its slot valid): ABS_MT_TOUCH_MINOR, WIDTH_MAJOR, WIDTH_MINOR, ORIENTATION, TOOL_TYPE,
    /// BLOB_ID, DISTANCE, TOOL_X, TOOL_Y.
    static let otherSlotAxes: Set<UInt16> = [0x31, 0x32, 0x33, 0x34, 0x37, 0x38, 0x3b, 0x3c, 0x3d]
}
