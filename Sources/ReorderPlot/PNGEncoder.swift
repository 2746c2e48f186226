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

/// A minimal PNG writer (RFC 2083 / ISO 15948): 8-bit RGBA, each row filtered None, Sub or Up,
/// and a zlib stream (RFC 1950) of fixed-Huffman deflate (`Deflate`). Flat-colour charts shrink
/// about a hundredfold (a 1200 x 800 plot went from 3.8 MB stored to tens of KB); data that
/// will not compress falls back to stored blocks, so the output is never much bigger than raw.
public enum PNGEncoder {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// A stored block's LEN is 16 bits.
    static let maximumStoredBlock = 65_535
    /// RGBA, one byte a channel: Sub looks this many bytes back.
    static let bytesPerPixel = 4

    public static func encode(_ image: RGBAImage) -> [UInt8] {
        var out = signature
        var header: [UInt8] = []
        appendUInt32(UInt32(image.width), to: &header)
        appendUInt32(UInt32(image.height), to: &header)
        // Bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering (method 0), no interlace.
        header += [8, 6, 0, 0, 0]
        appendChunk("IHDR", header, to: &out)
        appendChunk("IDAT", zlib(scanlines(image)), to: &out)
        appendChunk("IEND", [], to: &out)
        return out
    }

    /// PNG filter types (method 0) this writer uses; Average (3) and Paeth (4) are left out, as
    /// Up and Sub already turn a chart's flat areas into runs of zeros.
    enum Filter: UInt8, CaseIterable {
        case none = 0, sub = 1, up = 2
    }

    /// Each row preceded by its filter type, filtered with whichever of None, Sub and Up gives the
    /// smallest sum of the bytes read as signed magnitudes (libpng's heuristic, PNG spec §12.8):
    /// small values mean runs of zeros and near-zeros, which deflate best.
    static func scanlines(_ image: RGBAImage) -> [UInt8] {
        let stride = image.width * 4
        var raw = [UInt8](repeating: 0, count: (stride + 1) * image.height)
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let row = UnsafeBufferPointer(rebasing: pixels[(y * stride)..<((y + 1) * stride)])
                // The row above; the first row's is all zeros, so there Up is the same as None.
                let above = y == 0 ? nil : UnsafeBufferPointer(rebasing: pixels[((y - 1) * stride)..<(y * stride)])
                var bestFilter = Filter.none
                var bestCost = Int.max
                for filter in Filter.allCases {
                    if filter == .up && above == nil { continue }
                    let cost = apply(filter, row: row, above: above, into: &candidate)
                    if cost < bestCost {
                        bestCost = cost
                        bestFilter = filter
                        swap(&best, &candidate)
                    }
                }
                let start = y * (stride + 1)
                raw[start] = bestFilter.rawValue
                raw.withUnsafeMutableBufferPointer { raw in
                    for i in 0..<stride { raw[start + 1 + i] = best[i] }
                }
            }
        }
        return raw
    }

    /// Writes `row` filtered into `out` and returns the heuristic cost.
    static func apply(_ filter: Filter, row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>?,
                      into out: inout [UInt8]) -> Int {
        var cost = 0
        out.withUnsafeMutableBufferPointer { out in
            for i in 0..<row.count {
                let value: UInt8
                switch filter {
                case .none: value = row[i]
                case .sub: value = i < bytesPerPixel ? row[i] : row[i] &- row[i - bytesPerPixel]
                case .up: value = row[i] &- (above?[i] ?? 0)
                }
                out[i] = value
                cost += value < 128 ? Int(value) : 256 - Int(value)
            }
        }
        return cost
    }

    /// A zlib stream holding `data` deflated with the fixed Huffman code, or in stored blocks if
    /// that comes out smaller (random pixels), with its Adler-32.
    static func zlib(_ data: [UInt8]) -> [UInt8] {
        // CMF 0x78: deflate with a 32 KiB window; FLG 0x5E: no dictionary, "fast" level, and
        // (0x78 << 8 | 0x5E) % 31 == 0 as the header check requires.
        var out: [UInt8] = [0x78, 0x5E]
        out += Deflate.compress(data)
        appendUInt32(adler32(data), to: &out)
        // Stored blocks cost 5 bytes per 65,535 plus the 6 of header and checksum.
        let storedCount = data.count + 5 * max(1, (data.count + maximumStoredBlock - 1) / maximumStoredBlock) + 6
        return out.count <= storedCount ? out : zlibStored(data)
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
