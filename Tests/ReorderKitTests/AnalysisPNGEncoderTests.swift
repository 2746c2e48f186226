import Foundation
import Testing
@testable import ReorderKit

/// The PNG writer checked by taking its output apart again: chunk layout, header fields, CRCs
/// (against a bit-by-bit CRC written here, not the encoder's table), the zlib stream's stored
/// blocks and Adler-32, and the pixels that come back out.
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

    /// Inflates a zlib stream made only of stored blocks; fails on anything else.
    static func inflateStored(_ stream: [UInt8]) -> (data: [UInt8], adler: UInt32)? {
        guard stream.count >= 6, (UInt32(stream[0]) << 8 | UInt32(stream[1])) % 31 == 0, stream[0] & 0x0F == 8 else { return nil }
        var i = 2
        var out: [UInt8] = []
        while true {
            let header = stream[i]
            guard header & 0b110 == 0 else { return nil }  // BTYPE 00 only
            let len = Int(stream[i + 1]) | Int(stream[i + 2]) << 8
            let nlen = Int(stream[i + 3]) | Int(stream[i + 4]) << 8
            guard len ^ 0xFFFF == nlen else { return nil }
            out += stream[(i + 5)..<(i + 5 + len)]
            i += 5 + len
            if header & 1 == 1 { break }
        }
        guard i + 4 == stream.count else { return nil }
        return (out, uint32(stream[i..<(i + 4)]))
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

        let inflated = try #require(Self.inflateStored(chunks[1].data))
        let row0: [UInt8] = [0, 255, 0, 0, 255, 10, 20, 30, 40, 10, 20, 30, 40]
        let row1: [UInt8] = [0, 10, 20, 30, 40, 10, 20, 30, 40, 0, 0, 255, 128]
        #expect(inflated.data == row0 + row1)
        #expect(inflated.adler == PNGEncoder.adler32(inflated.data))
        #expect(chunks[2].data.isEmpty)
    }

    @Test func largeImagesSpanSeveralStoredBlocks() throws {
        // 200 x 100 RGBA = 80,100 bytes of scanlines: two blocks (65,535 + 14,565).
        var image = RGBAImage(width: 200, height: 100)
        for y in 0..<100 { for x in 0..<200 { image[x, y] = RGBA(UInt8(x), UInt8(y), UInt8((x + y) % 256)) } }
        let chunks = Self.chunks(PNGEncoder.encode(image))
        let idat = chunks[1].data
        #expect(idat[2] == 0 && idat[2 + 5 + 65_535] == 1)  // first block not final, second final
        let inflated = try #require(Self.inflateStored(idat))
        #expect(inflated.data.count == 100 * (1 + 200 * 4))
        #expect(inflated.data == PNGEncoder.scanlines(image))
        #expect(inflated.adler == PNGEncoder.adler32(inflated.data))
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
        let report = TuningSweep.run([try AnalysisTuningSweepTests.trace()], longPress: AnalysisTuningSweepTests.longPress,
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
}
