import ReorderSDL

/// PNG bytes decoded by SDL_image (`IMG_Load`), as an RGBA surface to read pixels from.
public enum PNGImage {
    public static func decode(_ bytes: [UInt8]) throws -> Surface { try Surface(imageBytes: bytes) }

    /// Pixels of exactly `color` inside `area` (clipped to the picture).
    public static func count(_ color: Color, in image: Surface, x: Range<Int>, y: Range<Int>) -> Int {
        var n = 0
        for py in max(0, y.lowerBound)..<min(image.height, y.upperBound) {
            for px in max(0, x.lowerBound)..<min(image.width, x.upperBound) where image.pixel(x: px, y: py) == color { n += 1 }
        }
        return n
    }
}
