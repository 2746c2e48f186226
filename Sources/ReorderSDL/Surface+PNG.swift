import CSDL2

/// PNG files in memory, through SDL_image (libpng and zlib underneath): tests decode the window's
/// screenshots. (The pictures of analyses are written by Cairo in ReorderPlot.)
extension Surface {
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
