/// The evdev event types and codes the evemu importer reads, from the kernel's
/// `include/uapi/linux/input-event-codes.h`, and the multitouch protocols of its
/// `Documentation/input/multi-touch-protocol.rst`.
enum Evdev {
    // Event types.
    static let evSyn: UInt16 = 0x00
    static let evKey: UInt16 = 0x01
    static let evAbs: UInt16 = 0x03
    /// EV_MAX: the largest event type.
    static let evMax: UInt16 = 0x1f

    // Properties (INPUT_PROP_*).
    /// A touchscreen or tablet: the contact is where the screen is touched (a touchpad's is not).
    static let inputPropDirect: UInt8 = 0x01
    /// INPUT_PROP_MAX.
    static let inputPropMax: UInt8 = 0x1f

    // EV_SYN codes.
    /// SYN_REPORT: the end of one frame; state is consistent only here.
    static let synReport: UInt16 = 0x00
    /// SYN_MT_REPORT: the end of one contact in multitouch protocol A.
    static let synMTReport: UInt16 = 0x02
    /// SYN_DROPPED: the kernel's buffer overflowed and events were lost until the next SYN_REPORT.
    static let synDropped: UInt16 = 0x03

    // EV_KEY codes.
    static let btnTouch: UInt16 = 0x14a
    /// KEY_MAX.
    static let keyMax: UInt16 = 0x2ff

    // EV_ABS codes.
    static let absX: UInt16 = 0x00
    static let absY: UInt16 = 0x01
    static let absPressure: UInt16 = 0x18
    static let absMTSlot: UInt16 = 0x2f
    static let absMTTouchMajor: UInt16 = 0x30
    static let absMTPositionX: UInt16 = 0x35
    static let absMTPositionY: UInt16 = 0x36
    static let absMTTrackingID: UInt16 = 0x39
    static let absMTPressure: UInt16 = 0x3a
    /// ABS_MAX.
    static let absMax: UInt16 = 0x3f

    /// The kernel's name for the axes the importer maps, for messages and the trace's `recorded` facts.
    static func axisName(_ code: UInt16) -> String {
        switch code {
        case absX: "ABS_X"
        case absY: "ABS_Y"
        case absMTSlot: "ABS_MT_SLOT"
        case absMTPositionX: "ABS_MT_POSITION_X"
        case absMTPositionY: "ABS_MT_POSITION_Y"
        case absMTTrackingID: "ABS_MT_TRACKING_ID"
        default: "ABS_0x" + hex(code)
        }
    }

    /// Two hex digits at least, lower case, as evemu writes codes (`2f`, `14a`).
    static func hex(_ value: UInt16) -> String {
        let digits = String(value, radix: 16)
        return digits.count < 2 ? "0" + digits : digits
    }
}
