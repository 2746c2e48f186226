import CPango

/// A picture's pixels, read back: what tests look at (a colour here, how many of it there) and
/// what a PNG decodes to. Rows top to bottom, straight alpha.
public struct PixelImage: Sendable {
    public let width: Int
    public let height: Int
    private let pixels: [Color]

    /// The pixels of a Cairo image surface (ARGB32 or RGB24: premultiplied 32-bit words in native order).
    init(surface: OpaquePointer) {
        cairo_surface_flush(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        var pixels: [Color] = []
        pixels.reserveCapacity(width * height)
        if let data = cairo_image_surface_get_data(surface) {
            let stride = Int(cairo_image_surface_get_stride(surface))
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let word = row[x], a = opaque ? 255 : word >> 24
                    func straight(_ shift: UInt32) -> UInt8 {
                        a == 0 ? 0 : UInt8(min(255, (((word >> shift) & 0xFF) * 255 + a / 2) / a))
                    }
                    pixels.append(Color(straight(16), straight(8), straight(0), UInt8(a)))
                }
            }
        }
        self.pixels = pixels
    }

    /// A PNG file's pixels (Cairo's reader: libpng underneath).
    public init(png bytes: [UInt8]) throws(PlotError) {
        let source = CairoBytes(bytes)
        let surface = cairo_image_surface_create_from_png_stream(CairoBytes.read, source.closure)!
        defer { cairo_surface_destroy(surface) }
        if let error = PlotError.cairo("cairo_image_surface_create_from_png_stream", cairo_surface_status(surface)) { throw error }
        self.init(surface: surface)
    }

    public func pixel(x: Int, y: Int) -> Color {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        return pixels[y * width + x]
    }

    /// Pixels of exactly `color` inside the columns `x` and rows `y` (cut to the picture).
    public func count(_ color: Color, x: Range<Int>, y: Range<Int>) -> Int {
        var n = 0
        for py in max(0, y.lowerBound)..<max(max(0, y.lowerBound), min(height, y.upperBound)) {
            for px in max(0, x.lowerBound)..<max(max(0, x.lowerBound), min(width, x.upperBound)) where pixels[py * width + px] == color { n += 1 }
        }
        return n
    }
}
