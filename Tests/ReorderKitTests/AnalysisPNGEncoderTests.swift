import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderAnalysis
@testable import ReorderPlot

/// The PNG writer checked by taking its output apart again: chunk layout, header fields, CRCs
/// (against a bit-by-bit CRC written here, not the encoder's table), the zlib stream (inflated by
/// a small stored and fixed-Huffman inflater written here from RFC 1951) and its Adler-32, the
/// row filters, and the pixels that come back out.
@Suite struct AnalysisPNGEncoderTests {
    struct Chunk {
        var type: String
        var data: [UInt8]
        var crc: UInt32
    }

    static func uint32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func chunks(_ png: [UInt8]) -> [Chunk] {
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
    static func slowCRC(_ bytes: [UInt8]) -> UInt32 {
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
    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
                             131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                               2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12,
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
    static func inflate(_ stream: [UInt8]) -> (data: [UInt8], adler: UInt32, blockTypes: [Int])? {
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
    static func unfilter(_ scanlines: [UInt8], width: Int, height: Int) -> [UInt8]? {
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
    static func decode(_ png: [UInt8]) -> (image: RGBAImage, idat: [UInt8], blockTypes: [Int])? {
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

    /// Deterministic pseudo-random bytes (SplitMix64), so a failure can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func checksumsMatchKnownValues() {
        #expect(PNGEncoder.crc32(Array("123456789".utf8)) == 0xCBF4_3926)  // the CRC-32 check value
        #expect(PNGEncoder.crc32(Array("IEND".utf8)) == 0xAE42_6082)  // every PNG ends with these bytes
        #expect(PNGEncoder.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(PNGEncoder.adler32([]) == 1)
        // Past zlib's 5552-byte window, where the sums must be reduced.
        let long = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in long { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        #expect(PNGEncoder.adler32(long) == b << 16 | a)
        #expect(PNGEncoder.crc32(long) == Self.slowCRC(long))
    }

    @Test func encodesAValidRGBAPNG() throws {
        var image = RGBAImage(width: 3, height: 2, fill: RGBA(10, 20, 30, 40))
        image[0, 0] = RGBA(255, 0, 0)
        image[2, 1] = RGBA(0, 0, 255, 128)
        let png = PNGEncoder.encode(image)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = Self.chunks(png)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        for chunk in chunks { #expect(chunk.crc == Self.slowCRC(Array(chunk.type.utf8) + chunk.data), "\(chunk.type)") }

        let ihdr = chunks[0].data
        #expect(ihdr.count == 13)
        #expect(Self.uint32(ihdr[0..<4]) == 3 && Self.uint32(ihdr[4..<8]) == 2)
        #expect(Array(ihdr[8...]) == [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, filter 0, no interlace

        let inflated = try #require(Self.inflate(chunks[1].data))
        #expect(inflated.adler == PNGEncoder.adler32(inflated.data))
        #expect(Self.unfilter(inflated.data, width: 3, height: 2) == image.pixels)
        #expect(chunks[2].data.isEmpty)
    }

    @Test func deflateSymbolsMatchTheRFCTables() {
        for (index, base) in Self.lengthBase.enumerated() {
            let top = index + 1 < Self.lengthBase.count ? Self.lengthBase[index + 1] - 1 : 258
            for length in base...top where !(index == 27 && length == 258) {
                let (symbol, extraBits, extra) = Deflate.lengthSymbol(length)
                #expect(symbol == 257 + index && extraBits == Self.lengthExtra[index] && extra == length - base, "\(length)")
            }
        }
        for (index, base) in Self.distanceBase.enumerated() {
            let top = index + 1 < Self.distanceBase.count ? Self.distanceBase[index + 1] - 1 : 32_768
            for distance in [base, top] {
                let (symbol, extraBits, extra) = Deflate.distanceSymbol(distance)
                #expect(symbol == index && extraBits == Self.distanceExtra[index] && extra == distance - base, "\(distance)")
            }
        }
    }

    @Test func deflateRoundTripsEdgeCases() throws {
        var rng = SplitMix(state: 1)
        let cases: [[UInt8]] = [
            [], [7], [1, 2], [1, 2, 3], [5, 5, 5, 5], [UInt8](repeating: 9, count: 1_000),
            [UInt8](repeating: 0, count: 259), [UInt8](repeating: 0, count: 100_000),
            (0..<70_000).map { _ in UInt8.random(in: 0...3, using: &rng) },
            // A pattern that repeats 40,000 bytes later, past the 32 KiB window.
            { let block = (0..<40_000).map { _ in UInt8.random(in: 0...255, using: &rng) }; return block + block }(),
        ]
        for data in cases {
            let deflated = Deflate.compress(data)
            let stream = [0x78, 0x5E] + deflated + [0, 0, 0, 0]
            let inflated = try #require(Self.inflate(stream), "\(data.count) bytes")
            #expect(inflated.data == data, "\(data.count) bytes")
            #expect(inflated.blockTypes == [1])
        }
    }

    @Test func randomImagesRoundTripBitExactly() throws {
        var rng = SplitMix(state: 42)
        for (width, height) in [(1, 1), (3, 7), (64, 33), (200, 100)] {
            var image = RGBAImage(width: width, height: height)
            image.pixels = (0..<image.pixels.count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let decoded = try #require(Self.decode(PNGEncoder.encode(image)))
            #expect(decoded.image == image, "\(width) x \(height)")
        }
        // Noise does not compress: the encoder falls back to stored blocks rather than grow it.
        var noise = RGBAImage(width: 200, height: 100)
        noise.pixels = (0..<noise.pixels.count).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let decoded = try #require(Self.decode(PNGEncoder.encode(noise)))
        #expect(decoded.blockTypes == [0, 0])  // 80,100 bytes: 65,535 + 14,565
        #expect(decoded.idat.count == 80_100 + 2 * 5 + 6)
    }

    @Test func chartLikeImagesRoundTripAndShrink() throws {
        // Flat background, frames, a grid, a diagonal line and text: what the plots are made of.
        var image = RGBAImage(width: 600, height: 400, fill: RGBA(250, 250, 248))
        image.strokeRect(x: 40, y: 30, width: 520, height: 320, thickness: 2, RGBA(40, 40, 40))
        for x in stride(from: 60, to: 560, by: 50) { image.fillRect(x: x, y: 32, width: 1, height: 316, RGBA(225, 225, 225)) }
        image.fillRect(x: 100, y: 100, width: 120, height: 80, RGBA(99, 190, 123))
        for x in 0..<500 { image[40 + x, 350 - x * 300 / 500] = RGBA(30, 90, 200) }
        BitmapFont.draw("time (s) 0.5 1.0 1.5", into: &image, x: 50, y: 360, color: RGBA(0, 0, 0))
        let png = PNGEncoder.encode(image)
        let decoded = try #require(Self.decode(png))
        #expect(decoded.image == image)
        #expect(decoded.blockTypes == [1])
        #expect(png.count * 50 < image.pixels.count, "\(png.count) bytes")
    }

    @Test func aFlat1200x800ImageIsUnder100KB() throws {
        let image = RGBAImage(width: 1200, height: 800, fill: RGBA(250, 250, 248))
        let png = PNGEncoder.encode(image)
        #expect(png.count < 100_000, "\(png.count) bytes")
        let decoded = try #require(Self.decode(png))
        #expect(decoded.image == image)
    }

    @Test func fontDrawsKnownGlyphsAndBoxesUnknownOnes() {
        var image = RGBAImage(width: 20, height: 10, fill: RGBA(0, 0, 0))
        BitmapFont.draw("1", into: &image, x: 0, y: 0, color: RGBA(255, 255, 255))
        // "1": the stem is column 2 on every row, the foot spans columns 1-3 on row 6.
        #expect((0..<7).allSatisfy { image[2, $0] == RGBA(255, 255, 255) })
        #expect(image[1, 6] == RGBA(255, 255, 255) && image[0, 6] == RGBA(0, 0, 0))
        #expect(BitmapFont.glyph("#") == BitmapFont.box)
        #expect(BitmapFont.glyph("P") == BitmapFont.glyph("p"))
        #expect(BitmapFont.width(of: "0.25", scale: 2) == (4 * 6 - 1) * 2)
        for c in "0123456789.-:;,()=/ abcdefghijklmnopqrstuvwxyz" {
            #expect(BitmapFont.glyph(c) != BitmapFont.box, "\(c)")
            #expect([7, 9].contains(BitmapFont.glyph(c).count), "\(c)")
        }
    }

    @Test func heatmapHasAxesColoursAndTheBestPairOutlined() throws {
        let report = try TuningSweep.run([try AnalysisTuningSweepTests.trace()], longPress: AnalysisTuningSweepTests.longPress,
                                     movement: AnalysisTuningSweepTests.movement)
        let image = SweepHeatmap.image(report)
        let chunks = Self.chunks(SweepHeatmap.png(report))
        #expect(Self.uint32(chunks[0].data[0..<4]) == UInt32(image.width))
        // Fewest errors green, most red: both colours are in the picture.
        var colours = Set<[UInt8]>()
        for y in 0..<image.height { for x in 0..<image.width { let c = image[x, y]; colours.insert([c.r, c.g, c.b]) } }
        #expect(colours.contains([99, 190, 123]) && colours.contains([240, 96, 96]))
        #expect(SweepHeatmap.titleText(report) == "errors per pair; best: 0.2 s, 5 pt, 2 errors")
    }

    /// A grid of `columns` x `rows` pairs with made-up error counts (up to 3 digits).
    static func report(columns: Int, rows: Int) -> SweepReport {
        let xs = (0..<columns).map { Double(100 + 5 * $0) / 1000 }, ys = (0..<rows).map { 1 + Double($0) * 0.25 }
        var results: [SweepResult] = []
        for (i, x) in xs.enumerated() {
            for (j, y) in ys.enumerated() {
                var score = SweepScore()
                score.correct = 1
                score.missedLifts = (i * 7 + j * 13) % 997
                results.append(SweepResult(pair: SweepPair(longPressSeconds: x, allowableMovement: y), score: score))
            }
        }
        return SweepReport(longPress: xs, movement: ys, results: results, eventsReplayed: 0)
    }

    @Test func aLargeGridStaysWithinFourThousandPixelsASide() {
        let image = SweepHeatmap.image(Self.report(columns: 200, rows: 200))
        #expect(image.width <= 4000 && image.height <= 4000, "\(image.width) x \(image.height)")
        #expect(image.width >= 1000 && image.height >= 1000, "cells shrink, they do not vanish")
    }

    @Test(arguments: [(3, 3), (20, 20), (200, 200), (1000, 7), (7, 1000), (5000, 2), (1, 1)])
    func heatmapCellsAndLabelsFitWhateverTheGrid(columns: Int, rows: Int) {
        let layout = SweepHeatmap.layout(Self.report(columns: columns, rows: rows))
        #expect(layout.width <= SweepHeatmap.maximumSide && layout.height <= SweepHeatmap.maximumSide)
        // Every cell at least a pixel, inside the grid, in order.
        for (column, row) in [(0, 0), (columns - 1, 0), (0, rows - 1), (columns - 1, rows - 1), (columns / 2, rows / 2)] {
            let cell = layout.cell(column: column, row: row)
            #expect(cell.width >= 1 && cell.height >= 1)
            #expect(cell.x >= layout.grid.x && cell.x + cell.width <= layout.grid.x + layout.grid.width)
            #expect(cell.y >= layout.grid.y && cell.y + cell.height <= layout.grid.y + layout.grid.height)
        }
        #expect(layout.cell(column: 0, row: 0).y > layout.cell(column: 0, row: rows - 1).y || rows == 1, "movement grows upward")
        // Labels: the first of each axis, as many more as fit, none touching another or leaving the picture.
        #expect(layout.xLabels.first?.text == SweepReport.number(0.1) && layout.yLabels.first?.text == "1")
        #expect(layout.xLabels.count >= min(columns, 2) && layout.yLabels.count >= min(rows, 2))
        for (a, b) in zip(layout.xLabels, layout.xLabels.dropFirst()) { #expect(a.x + a.width < b.x, "\(a.text) | \(b.text)") }
        for (a, b) in zip(layout.yLabels, layout.yLabels.dropFirst()) { #expect(b.y + b.height < a.y, "\(a.text) | \(b.text)") }
        for label in layout.xLabels + layout.yLabels + [layout.title, layout.xTitle, layout.yTitle, layout.legend] {
            #expect(label.x >= 0 && label.x + label.width <= layout.width && label.y >= 0 && label.y + label.height <= layout.height,
                    "\(label.text)")
        }
        // Counts only where they fit their cells.
        if let scale = layout.countScale {
            let cell = layout.cell(column: 0, row: 0)
            #expect(BitmapFont.width(of: "999", scale: scale) <= cell.width && BitmapFont.glyphHeight * scale <= cell.height)
        }
    }

    @Test func smallGridsKeepFullSizeCellsWithTheirCounts() {
        let layout = SweepHeatmap.layout(Self.report(columns: 3, rows: 3))
        #expect(layout.cell(column: 0, row: 0).width == BitmapFont.width(of: "0.105", scale: 2) + 16 && layout.countScale == 2)
        #expect(layout.xLabels.count == 3 && layout.yLabels.count == 3)
    }
}
