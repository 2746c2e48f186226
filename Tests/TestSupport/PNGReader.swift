import Testing
import ReorderPlot

/// A PNG reader written for the tests, independent of the encoder: chunk layout, CRCs (one bit at a
/// time, from the specification), a small stored and fixed-Huffman inflater from RFC 1951, the row
/// filters. The PNG encoder's tests, the plot's and the commands' take their pictures apart with it.
public enum PNGReader {
    public struct Chunk {
        public var type: String
        public var data: [UInt8]
        public var crc: UInt32
    }

    public static func uint32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    public static func chunks(_ png: [UInt8]) -> [Chunk] {
        var chunks: [Chunk] = []
        var i = 8
        while i + 12 <= png.count {
            let length = Int(uint32(png[i..<(i + 4)]))
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            let data = Array(png[(i + 8)..<(i + 8 + length)])
            chunks.append(Chunk(type: type, data: data, crc: uint32(png[(i + 8 + length)..<(i + 12 + length)])))
            i += 12 + length
        }
        #expect(i == png.count, "bytes after the last chunk")
        return chunks
    }

    /// CRC-32 one bit at a time, straight from the PNG specification's definition.
    public static func slowCRC(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0) }
        }
        return ~crc
    }

    /// Reads bits least significant first, as deflate packs them.
    struct BitReader {
        let bytes: [UInt8]
        var position = 0  // in bits

        mutating func bits(_ n: Int) -> Int? {
            var value = 0
            for k in 0..<n {
                guard position / 8 < bytes.count else { return nil }
                value |= Int(bytes[position / 8] >> UInt8(position % 8) & 1) << k
                position += 1
            }
            return value
        }

        /// A Huffman code of `n` bits, which deflate sends most significant bit first.
        mutating func code(_ n: Int, after prefix: Int = 0) -> Int? {
            var value = prefix
            for _ in 0..<n {
                guard let bit = bits(1) else { return nil }
                value = value << 1 | bit
            }
            return value
        }

        mutating func alignToByte() { position = (position + 7) / 8 * 8 }
    }

    // RFC 1951 §3.2.5, copied from the table there rather than computed like the encoder does.
    public static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                             131, 163, 195, 227, 258]
    public static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    public static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                               2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    public static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
                                13, 13]

    /// One literal/length symbol of the fixed code (§3.2.6): 7-bit codes 0-23 are 256-279, 8-bit
    /// 0x30-0xBF are 0-143 and 0xC0-0xC7 are 280-287, 9-bit 0x190-0x1FF are 144-255.
    static func fixedSymbol(_ reader: inout BitReader) -> Int? {
        guard let seven = reader.code(7) else { return nil }
        if seven <= 23 { return 256 + seven }
        guard let eight = reader.code(1, after: seven) else { return nil }
        if (0x30...0xBF).contains(eight) { return eight - 0x30 }
        if (0xC0...0xC7).contains(eight) { return 280 + eight - 0xC0 }
        guard let nine = reader.code(1, after: eight) else { return nil }
        return 144 + nine - 0x190
    }

    /// Inflates a zlib stream of stored and fixed-Huffman blocks; nil on anything else (dynamic
    /// blocks, bad header, distances before the start, bytes after the checksum).
    public static func inflate(_ stream: [UInt8]) -> (data: [UInt8], adler: UInt32, blockTypes: [Int])? {
        guard stream.count >= 6, (UInt32(stream[0]) << 8 | UInt32(stream[1])) % 31 == 0, stream[0] & 0x0F == 8,
              stream[1] & 0x20 == 0 else { return nil }
        var reader = BitReader(bytes: Array(stream[2..<(stream.count - 4)]))
        var out: [UInt8] = []
        var blockTypes: [Int] = []
        var final = false
        while !final {
            guard let bfinal = reader.bits(1), let btype = reader.bits(2) else { return nil }
            final = bfinal == 1
            blockTypes.append(btype)
            switch btype {
            case 0:
                reader.alignToByte()
                guard let len = reader.bits(16), let nlen = reader.bits(16), len ^ 0xFFFF == nlen else { return nil }
                for _ in 0..<len {
                    guard let byte = reader.bits(8) else { return nil }
                    out.append(UInt8(byte))
                }
            case 1:
                while true {
                    guard let symbol = fixedSymbol(&reader) else { return nil }
                    if symbol < 256 {
                        out.append(UInt8(symbol))
                        continue
                    }
                    if symbol == 256 { break }
                    guard symbol <= 285, let lengthBits = reader.bits(lengthExtra[symbol - 257]),
                          let distanceSymbol = reader.code(5), distanceSymbol < 30,
                          let distanceBits = reader.bits(distanceExtra[distanceSymbol]) else { return nil }
                    let length = lengthBase[symbol - 257] + lengthBits
                    let distance = distanceBase[distanceSymbol] + distanceBits
                    guard distance <= out.count, distance <= 32_768 else { return nil }
                    for _ in 0..<length { out.append(out[out.count - distance]) }  // may overlap itself
                }
            default:
                return nil
            }
        }
        // Only the zero padding of the last byte may follow the final block.
        guard (reader.position + 7) / 8 == reader.bytes.count else { return nil }
        return (out, uint32(stream[(stream.count - 4)...]), blockTypes)
    }

    /// Undoes filters None, Sub and Up (the ones the encoder writes) and returns the RGBA bytes.
    public static func unfilter(_ scanlines: [UInt8], width: Int, height: Int) -> [UInt8]? {
        let stride = width * 4
        guard scanlines.count == (stride + 1) * height else { return nil }
        var pixels: [UInt8] = []
        pixels.reserveCapacity(stride * height)
        for y in 0..<height {
            let start = y * (stride + 1) + 1
            for i in 0..<stride {
                let filtered = scanlines[start + i]
                let left = i >= 4 ? pixels[y * stride + i - 4] : 0
                let up = y > 0 ? pixels[(y - 1) * stride + i] : 0
                switch scanlines[start - 1] {
                case 0: pixels.append(filtered)
                case 1: pixels.append(filtered &+ left)
                case 2: pixels.append(filtered &+ up)
                default: return nil
                }
            }
        }
        return pixels
    }

    /// Takes a PNG apart and back to its pixels, checking every CRC, the header and the Adler-32.
    public static func decode(_ png: [UInt8]) -> (image: RGBAImage, idat: [UInt8], blockTypes: [Int])? {
        guard Array(png.prefix(8)) == PNGEncoder.signature else { return nil }
        let chunks = chunks(png)
        guard chunks.map(\.type) == ["IHDR", "IDAT", "IEND"],
              chunks.allSatisfy({ $0.crc == slowCRC(Array($0.type.utf8) + $0.data) }) else { return nil }
        let width = Int(uint32(chunks[0].data[0..<4])), height = Int(uint32(chunks[0].data[4..<8]))
        guard let inflated = inflate(chunks[1].data), inflated.adler == PNGEncoder.adler32(inflated.data),
              let pixels = unfilter(inflated.data, width: width, height: height) else { return nil }
        var image = RGBAImage(width: width, height: height)
        image.pixels = pixels
        return (image, chunks[1].data, inflated.blockTypes)
    }
}
