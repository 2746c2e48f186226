import CSDL2

/// An RGBA pixel buffer in memory, freed in `deinit`: what text is rendered into, what a software
/// renderer can draw into (tests), and what screenshots are read into.
public final class Surface {
    let handle: UnsafeMutablePointer<SDL_Surface>

    /// A new surface, 32 bits per pixel, bytes R, G, B, A in memory order. A size SDL cannot make
    /// (past Int32, or past memory) is SDL's error, not a trap.
    public init(width: Int, height: Int) throws(SDLError) {
        guard let handle = SDL_CreateRGBSurfaceWithFormat(0, Int32(clamping: width), Int32(clamping: height), 32,
                                                           UInt32(SDL_PIXELFORMAT_RGBA32.rawValue)) else {
            throw .last("SDL_CreateRGBSurfaceWithFormat")
        }
        self.handle = handle
    }

    /// Takes ownership of a surface SDL made.
    init(owning handle: UnsafeMutablePointer<SDL_Surface>) { self.handle = handle }

    deinit { SDL_FreeSurface(handle) }

    public var width: Int { Int(handle.pointee.w) }
    public var height: Int { Int(handle.pointee.h) }

    /// The colour at a pixel (surfaces made by `init(width:height:)` or `Renderer.readPixels`).
    public func pixel(x: Int, y: Int) -> Color {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)x\(height)")
        let row = handle.pointee.pixels.assumingMemoryBound(to: UInt8.self) + y * Int(handle.pointee.pitch)
        let p = row + x * 4
        return Color(p[0], p[1], p[2], p[3])
    }

    /// Writes a PNG (SDL_image).
    public func savePNG(to path: String) throws(SDLError) {
        guard IMG_SavePNG(handle, path) == 0 else { throw .last("IMG_SavePNG") }
    }
}

/// An 8-bit RGBA colour.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r, g, b, a: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }
    public func alpha(_ a: UInt8) -> Color { Color(r, g, b, a) }
    public var description: String { "rgba(\(r),\(g),\(b),\(a))" }
    var sdl: SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }
}

extension Surface {
    /// The pixel bytes (R, G, B, A) and the bytes per row, for code that fills a surface it made.
    func withPixels(_ body: (UnsafeMutablePointer<UInt8>, Int) -> Void) {
        body(handle.pointee.pixels.assumingMemoryBound(to: UInt8.self), Int(handle.pointee.pitch))
    }
}
