import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderAnalysis
@testable import ReorderPlot
import ReorderTrace
import TestSupport

/// The PNG writer checked by taking its output apart again with `PNGReader` (TestSupport): chunk
/// layout, header fields, CRCs (against a bit-by-bit CRC, not the encoder's table), the zlib stream
/// (inflated by a small stored and fixed-Huffman inflater written from RFC 1951) and its Adler-32,
/// the row filters, and the pixels that come back out.
@Suite struct AnalysisPNGEncoderTests {
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
        #expect(PNGEncoder.crc32(long) == PNGReader.slowCRC(long))
    }

    @Test func encodesAValidRGBAPNG() throws {
        var image = RGBAImage(width: 3, height: 2, fill: RGBA(10, 20, 30, 40))
        image[0, 0] = RGBA(255, 0, 0)
        image[2, 1] = RGBA(0, 0, 255, 128)
        let png = PNGEncoder.encode(image)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = PNGReader.chunks(png)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        for chunk in chunks { #expect(chunk.crc == PNGReader.slowCRC(Array(chunk.type.utf8) + chunk.data), "\(chunk.type)") }

        let ihdr = chunks[0].data
        #expect(ihdr.count == 13)
        #expect(PNGReader.uint32(ihdr[0..<4]) == 3 && PNGReader.uint32(ihdr[4..<8]) == 2)
        #expect(Array(ihdr[8...]) == [8, 6, 0, 0, 0])  // 8 bits, RGBA, deflate, filter 0, no interlace

        let inflated = try #require(PNGReader.inflate(chunks[1].data))
        #expect(inflated.adler == PNGEncoder.adler32(inflated.data))
        #expect(PNGReader.unfilter(inflated.data, width: 3, height: 2) == image.pixels)
        #expect(chunks[2].data.isEmpty)
    }

    @Test func deflateSymbolsMatchTheRFCTables() {
        for (index, base) in PNGReader.lengthBase.enumerated() {
            let top = index + 1 < PNGReader.lengthBase.count ? PNGReader.lengthBase[index + 1] - 1 : 258
            for length in base...top where !(index == 27 && length == 258) {
                let (symbol, extraBits, extra) = Deflate.lengthSymbol(length)
                #expect(symbol == 257 + index && extraBits == PNGReader.lengthExtra[index] && extra == length - base, "\(length)")
            }
        }
        for (index, base) in PNGReader.distanceBase.enumerated() {
            let top = index + 1 < PNGReader.distanceBase.count ? PNGReader.distanceBase[index + 1] - 1 : 32_768
            for distance in [base, top] {
                let (symbol, extraBits, extra) = Deflate.distanceSymbol(distance)
                #expect(symbol == index && extraBits == PNGReader.distanceExtra[index] && extra == distance - base, "\(distance)")
            }
        }
    }

    @Test func deflateRoundTripsEdgeCases() throws {
        var rng = SplitMix64(seed: 1)
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
            let inflated = try #require(PNGReader.inflate(stream), "\(data.count) bytes")
            #expect(inflated.data == data, "\(data.count) bytes")
            #expect(inflated.blockTypes == [1])
        }
    }

    @Test func randomImagesRoundTripBitExactly() throws {
        var rng = SplitMix64(seed: 42)
        for (width, height) in [(1, 1), (3, 7), (64, 33), (200, 100)] {
            var image = RGBAImage(width: width, height: height)
            image.pixels = (0..<image.pixels.count).map { _ in UInt8.random(in: 0...255, using: &rng) }
            let decoded = try #require(PNGReader.decode(PNGEncoder.encode(image)))
            #expect(decoded.image == image, "\(width) x \(height)")
        }
        // Noise does not compress: the encoder falls back to stored blocks rather than grow it.
        var noise = RGBAImage(width: 200, height: 100)
        noise.pixels = (0..<noise.pixels.count).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let decoded = try #require(PNGReader.decode(PNGEncoder.encode(noise)))
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
        let decoded = try #require(PNGReader.decode(png))
        #expect(decoded.image == image)
        #expect(decoded.blockTypes == [1])
        #expect(png.count * 50 < image.pixels.count, "\(png.count) bytes")
    }

    @Test func aFlat1200x800ImageIsUnder100KB() throws {
        let image = RGBAImage(width: 1200, height: 800, fill: RGBA(250, 250, 248))
        let png = PNGEncoder.encode(image)
        #expect(png.count < 100_000, "\(png.count) bytes")
        let decoded = try #require(PNGReader.decode(png))
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
        let trace = try SweepTrace(bytes: Array(LabelledTraces.handWorked().utf8), name: "labelled")
        let report = try TuningSweep.run([trace], longPress: [0.2, 0.3, 0.4], movement: [5, 10, 15])
        let image = SweepHeatmap.image(report)
        let chunks = PNGReader.chunks(SweepHeatmap.png(report))
        #expect(PNGReader.uint32(chunks[0].data[0..<4]) == UInt32(image.width))
        // Fewest errors green, most red: both colours are in the picture.
        var colours = Set<[UInt8]>()
        for y in 0..<image.height { for x in 0..<image.width { let c = image[x, y]; colours.insert([c.r, c.g, c.b]) } }
        #expect(colours.contains([99, 190, 123]) && colours.contains([240, 96, 96]))
        #expect(SweepHeatmap.titleText(report) == "errors per pair; best: 0.2 s, 5 pt, 2 errors")
    }

    @Test func aHeatmapWithoutLabelledPressesSaysThereIsNoBest() throws {
        var b = TraceBuilder()
        b.down(1.0, y: 66)
        b.up(1.1, y: 66)
        let trace = try SweepTrace(bytes: Array(b.text(until: 2).utf8), name: "unlabelled")
        let report = try TuningSweep.run([trace], longPress: [0.3, 0.5], movement: [10])
        #expect(SweepHeatmap.titleText(report) == "errors per pair; no best: no labelled presses")
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
