import ReorderKit
import ReorderTrace

/// A ts.conf's chain over a recording's events, as tslib runs it: the raw module makes one row per
/// SYN_REPORT, each filter in the file's order takes the row, and what comes out is what
/// `ts_read_mt` returns.
struct TSChain {
    private var raw: TSRaw
    private var filters: [any TSFilter]

    /// For the device `model` describes; protocol A is refused (tslib's type A path, which makes up
    /// its own slots and tracking ids, is not reproduced).
    init(conf: TSConf, device: DeviceDescription, model: DeviceModel) throws(TraceError) {
        guard model.touchProtocol != .protocolA else {
            throw TraceError(file: device.file, line: device.lastLine,
                             message: "tslib filters on a protocol A recording are not supported by this version (protocol B and single-touch are)")
        }
        let multitouch = device.axis(Evdev.absMTPositionX) != nil && device.axis(Evdev.absMTPositionY) != nil
        // ts_print_mt's slots: ABS_MT_SLOT's maximum + 1 - minimum.
        let slots = device.axis(Evdev.absMTSlot).map { Int($0.maximum) + 1 - Int($0.minimum) } ?? 1
        let pressure = multitouch ? device.axis(Evdev.absMTPressure) : device.axis(Evdev.absPressure)
        let n = max(1, min(slots, ContactFrames.maximumContacts))
        raw = TSRaw(slots: n, fakesPressure: pressure == nil)
        raw.isMultitouch = multitouch
        filters = conf.modules.map { module -> any TSFilter in
            switch module.name {
            case "median": return TSMedian(depth: conf.value(module, "depth"), slots: n)
            case "iir": return TSIIR(n: conf.value(module, "N"), d: conf.value(module, "D"), slots: n)
            case "dejitter": return TSDejitter(delta: conf.value(module, "delta"), slots: n)
            case "debounce": return TSDebounce(dropThreshold: conf.value(module, "drop_threshold"), slots: n)
            case "skip": return TSSkip(nhead: conf.value(module, "nhead"), ntail: conf.value(module, "ntail"), slots: n)
            case "pthres": return TSPthres(pmin: conf.value(module, "pmin"), pmax: conf.value(module, "pmax"), slots: n)
            case "lowpass": return TSLowpass(factor: Float(conf.number(module, "factor")), threshold: conf.value(module, "threshold"), slots: n)
            default: preconditionFailure("TSConf admits only known modules")
            }
        }
    }

    /// Feeds one event; at a SYN_REPORT, the row that leaves the chain, or an empty row when a
    /// filter held it back.
    mutating func handle(_ event: EvdevEvent) -> [TSSample]? {
        guard var row = raw.handle(event) else { return nil }
        for i in filters.indices {
            guard filters[i].filter(&row) else { return [] }
        }
        return row
    }

    /// tslib's output for the events: `SLOT X Y PRESSURE` for each valid sample of each row, slots
    /// in order, as `ts_print_mt` prints them (without its colours and timestamps).
    static func lines(_ events: [EvdevEvent], conf: TSConf, device: DeviceDescription, model: DeviceModel) throws(TraceError) -> [String] {
        var chain = try TSChain(conf: conf, device: device, model: model)
        var lines: [String] = []
        for event in events {
            guard let row = chain.handle(event) else { continue }
            for sample in row where sample.valid {
                lines.append("\(sample.slot) \(sample.x) \(sample.y) \(sample.pressure)")
            }
        }
        return lines
    }

    /// The contacts the filtered rows leave, as the importer's frames: a slot is down from a valid
    /// sample with pressure to a valid sample without; a frame at every SYN_REPORT.
    static func frames(_ events: [EvdevEvent], conf: TSConf, device: DeviceDescription, model: DeviceModel) throws(TraceError) -> [ContactFrame] {
        var chain = try TSChain(conf: conf, device: device, model: model)
        var down: [Int: DeviceContact] = [:]
        var nextKey = 0
        var frames: [ContactFrame] = []
        for event in events {
            guard let row = chain.handle(event) else { continue }
            for (slot, sample) in row.enumerated() where sample.valid {
                if sample.pressure == 0 {
                    down[slot] = nil
                } else if down[slot] != nil {
                    down[slot]!.x = sample.x
                    down[slot]!.y = sample.y
                } else {
                    down[slot] = DeviceContact(key: nextKey, x: sample.x, y: sample.y)
                    nextKey += 1
                }
            }
            frames.append(ContactFrame(micros: event.micros, line: event.line, contacts: down.keys.sorted().map { down[$0]! }))
        }
        return frames
    }
}
