/// An RGBA picture, 8 bits a channel, rows top to bottom.
public struct RGBAImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A for each pixel, row after row.
    public var pixels: [UInt8]

    public init(width: Int, height: Int, fill: RGBA = RGBA(255, 255, 255)) {
        precondition(width > 0 && height > 0, "an image needs at least one pixel")
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        fillRect(x: 0, y: 0, width: width, height: height, fill)
    }

    public subscript(x: Int, y: Int) -> RGBA {
        get {
            let i = (y * width + x) * 4
            return RGBA(pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }  // drawing clips at the edges
            let i = (y * width + x) * 4
            pixels[i] = newValue.r
            pixels[i + 1] = newValue.g
            pixels[i + 2] = newValue.b
            pixels[i + 3] = newValue.a
        }
    }

    /// Fills the rectangle, clipped to the image.
    public mutating func fillRect(x: Int, y: Int, width w: Int, height h: Int, _ color: RGBA) {
        let x0 = max(0, x), y0 = max(0, y), x1 = min(width, x + w), y1 = min(height, y + h)
        guard x0 < x1, y0 < y1 else { return }
        for row in y0..<y1 {
            var i = (row * width + x0) * 4
            for _ in x0..<x1 {
                pixels[i] = color.r
                pixels[i + 1] = color.g
                pixels[i + 2] = color.b
                pixels[i + 3] = color.a
                i += 4
            }
        }
    }

    /// A one-pixel outline `thickness` pixels thick, inside the rectangle.
    public mutating func strokeRect(x: Int, y: Int, width w: Int, height h: Int, thickness: Int = 1, _ color: RGBA) {
        fillRect(x: x, y: y, width: w, height: thickness, color)
        fillRect(x: x, y: y + h - thickness, width: w, height: thickness, color)
        fillRect(x: x, y: y, width: thickness, height: h, color)
        fillRect(x: x + w - thickness, y: y, width: thickness, height: h, color)
    }
}

public struct RGBA: Equatable, Sendable {
    public var r, g, b, a: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8 = 255) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
}

/// A minimal PNG writer (RFC 2083 / ISO 15948): 8-bit RGBA, no filtering, and a zlib stream
/// (RFC 1950) of stored deflate blocks (RFC 1951 BTYPE 00). Nothing is compressed, a deliberate
/// trade: stored blocks need no Huffman coder to get right, at the price of size (a 20 x 20 sweep's
/// 1184 x 832 heatmap is 3.9 MB; its flat cells would deflate to a few percent of that).
public enum PNGEncoder {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// A stored block's LEN is 16 bits.
    static let maximumStoredBlock = 65_535

    public static func encode(_ image: RGBAImage) -> [UInt8] {
        var out = signature
        var header: [UInt8] = []
        appendUInt32(UInt32(image.width), to: &header)
        appendUInt32(UInt32(image.height), to: &header)
        // Bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering (method 0), no interlace.
        header += [8, 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", zlibStored(scanlines(image)), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// Each row preceded by its filter type, 0 (None).
    static func scanlines(_ image: RGBAImage) -> [UInt8] {
        let stride = image.width * 4
        var raw: [UInt8] = []
        raw.reserveCapacity((stride + 1) * image.height)
        for y in 0..<image.height {
            raw.append(0)
            raw += image.pixels[(y * stride)..<((y + 1) * stride)]
        }
        return raw
    }

    /// A zlib stream holding `data` in stored deflate blocks, with its Adler-32.
    public static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        // CMF 0x78: deflate with a 32 KiB window; FLG 0x01: no dictionary, lowest level, and
        // (0x78 << 8 | 0x01) % 31 == 0 as the header check requires.
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(maximumStoredBlock, data.count - start)
            let final = start + count == data.count
            out.append(final ? 1 : 0)  // BFINAL, BTYPE 00: stored
            let len = UInt16(count)
            out += [UInt8(len & 0xFF), UInt8(len >> 8), UInt8(~len & 0xFF), UInt8(~len >> 8)]
            out += data[start..<(start + count)]
            start += count
        } while start < data.count
        appendUInt32(adler32(data), to: &out)
        return out
    }

    public static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        // 5552 is the most bytes whose sums cannot overflow 32 bits before the modulo (zlib's NMAX).
        var start = 0
        while start < data.count {
            let end = min(start + 5552, data.count)
            for i in start..<end {
                a += UInt32(data[i])
                b += a
            }
            a %= 65_521
            b %= 65_521
            start = end
        }
        return b << 16 | a
    }

    /// CRC-32 as PNG and zlib's `crc32` compute it (polynomial 0xEDB88320, reflected).
    public static func crc32<C: Collection>(_ bytes: C, initial: UInt32 = 0) -> UInt32 where C.Element == UInt8 {
        var crc = ~initial
        for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return ~crc
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    /// Length, type, data, CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        appendUInt32(UInt32(data.count), to: &out)
        out += typeBytes
        out += data
        appendUInt32(crc32(typeBytes + data), to: &out)
    }

    static func appendUInt32(_ value: UInt32, to out: inout [UInt8]) {
        out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
