/// An 8-bit RGBA colour, straight (not premultiplied) alpha: the pictures' palette and what a
/// `PixelImage` reads back. The window has its own (ReorderSDL's): the pictures need no SDL.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r, g, b, a: UInt8

    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public var description: String { "rgba(\(r),\(g),\(b),\(a))" }

    /// `a` moved toward `b` by `f` (0: a, 1: b), channel by channel; opaque.
    static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
        return Color(channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b))
    }
}

/// Why a picture could not be drawn or written: the Cairo or Pango call and its message.
public struct PlotError: Error, CustomStringConvertible, Sendable {
    public var call: String
    public var message: String

    public var description: String { "\(call) failed: \(message)" }
}
