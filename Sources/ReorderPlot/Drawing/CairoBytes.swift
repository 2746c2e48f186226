import CPango

/// Cairo's stream callbacks over a byte array in memory: pictures are handed to the callers' own
/// file writing (atomic replacement, devices, error messages), and tests read PNGs back.
final class CairoBytes {
    var bytes: [UInt8] = []
    private var readOffset = 0

    init(_ bytes: [UInt8] = []) { self.bytes = bytes }

    /// `cairo_write_func_t`: appends what Cairo writes.
    static let write: cairo_write_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_WRITE_ERROR }
        of(closure).bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
        return CAIRO_STATUS_SUCCESS
    }

    /// `cairo_read_func_t`: hands out the bytes in order; a read past the end is an error.
    static let read: cairo_read_func_t = { closure, data, length in
        guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
        let source = of(closure), count = Int(length)
        guard source.bytes.count - source.readOffset >= count else { return CAIRO_STATUS_READ_ERROR }
        source.bytes.withUnsafeBufferPointer { data.update(from: $0.baseAddress! + source.readOffset, count: count) }
        source.readOffset += count
        return CAIRO_STATUS_SUCCESS
    }

    /// The closure pointer Cairo is given; valid while `self` lives.
    var closure: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    private static func of(_ closure: UnsafeMutableRawPointer) -> CairoBytes {
        Unmanaged<CairoBytes>.fromOpaque(closure).takeUnretainedValue()
    }
}

extension PlotError {
    /// Nil when `status` is success, else the error naming `call`.
    static func cairo(_ call: String, _ status: cairo_status_t) -> PlotError? {
        status == CAIRO_STATUS_SUCCESS ? nil : PlotError(call: call, message: String(cString: cairo_status_to_string(status)))
    }
}
