import CSDL2

/// PNG files in memory, through SDL_image (libpng and zlib underneath): the pictures are handed to
/// the callers' own file writing (atomic replacement, devices, error messages), and tests decode
/// what was written.
extension Surface {
    /// The surface as PNG bytes (IMG_SavePNG_RW into a growing buffer).
    /// - Parameter alpha: false for an opaque picture: saved as RGB, without the alpha channel
    ///   (SDL_image writes RGB for a surface without an alpha mask), a quarter less to compress.
    public func pngBytes(alpha: Bool = true) throws(SDLError) -> [UInt8] {
        if !alpha {
            guard let rgb = SDL_ConvertSurfaceFormat(handle, UInt32(SDL_PIXELFORMAT_RGB24.rawValue), 0) else {
                throw .last("SDL_ConvertSurfaceFormat")
            }
            return try Surface(owning: rgb).pngBytes()
        }
        guard let stream = SDL_AllocRW() else { throw .last("SDL_AllocRW") }
        let sink = ByteSink()
        let context = Unmanaged.passRetained(sink)
        defer {
            context.release()
            SDL_FreeRW(stream)
        }
        stream.pointee.type = UInt32(SDL_RWOPS_UNKNOWN)
        stream.pointee.hidden.unknown.data1 = context.toOpaque()
        stream.pointee.size = { _ in -1 }
        // Only "where am I" is answered: the bytes go one way.
        stream.pointee.seek = { stream, offset, whence in
            guard let stream, offset == 0, whence == RW_SEEK_CUR || whence == RW_SEEK_END else { return -1 }
            return Int64(ByteSink.of(stream).bytes.count)
        }
        stream.pointee.read = { _, _, _, _ in 0 }
        stream.pointee.write = { stream, pointer, size, count in
            guard let stream, let pointer else { return 0 }
            ByteSink.of(stream).bytes.append(contentsOf: UnsafeRawBufferPointer(start: pointer, count: size * count))
            return count
        }
        stream.pointee.close = { _ in 0 }
        guard IMG_SavePNG_RW(handle, stream, 0) == 0 else { throw .last("IMG_SavePNG_RW") }
        return sink.bytes
    }

    /// A picture decoded by SDL_image (IMG_Load_RW: PNG and the other formats it reads), as RGBA32.
    public convenience init(imageBytes bytes: [UInt8]) throws(SDLError) {
        let loaded = bytes.withUnsafeBytes { buffer -> UnsafeMutablePointer<SDL_Surface>? in
            guard let stream = SDL_RWFromConstMem(buffer.baseAddress, Int32(clamping: buffer.count)) else { return nil }
            return IMG_Load_RW(stream, 1)
        }
        guard let loaded else { throw .last("IMG_Load_RW") }
        defer { SDL_FreeSurface(loaded) }
        guard let converted = SDL_ConvertSurfaceFormat(loaded, UInt32(SDL_PIXELFORMAT_RGBA32.rawValue), 0) else {
            throw .last("SDL_ConvertSurfaceFormat")
        }
        self.init(owning: converted)
    }
}

/// Where `pngBytes` collects what libpng writes.
private final class ByteSink {
    var bytes: [UInt8] = []

    static func of(_ stream: UnsafeMutablePointer<SDL_RWops>) -> ByteSink {
        Unmanaged<ByteSink>.fromOpaque(stream.pointee.hidden.unknown.data1).takeUnretainedValue()
    }
}

extension Surface {
    /// Half the width and height, each pixel the average of the 2 x 2 it covers: a picture drawn at
    /// twice its size comes out with smooth edges. SDL_SoftStretchLinear at exactly one half samples
    /// midway between source pixels, so its bilinear weights are a quarter each (and an area of one
    /// colour keeps that colour exactly). Colours are averaged without weighting by alpha: for
    /// opaque pictures.
    public func halved() throws(SDLError) -> Surface {
        let target = try Surface(width: max(1, width / 2), height: max(1, height / 2))
        guard SDL_SoftStretchLinear(handle, nil, target.handle, nil) == 0 else { throw .last("SDL_SoftStretchLinear") }
        return target
    }
}
