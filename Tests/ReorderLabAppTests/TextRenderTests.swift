import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderSDL

/// Labels as people write them, read back pixel by pixel: Chinese, Japanese and emoji drawn with
/// fonts that have them (not the missing-glyph box), Hebrew right to left, Arabic joined, and
/// every row's text inside its row however long the text or short the row. Needs the fonts of the
/// README's install line (fonts-wqy-microhei, fonts-noto-color-emoji).
@Suite struct TextRenderTests {
    static let theme = Theme.standard
    static let label = Theme.standard.labelFont

    /// `text` drawn at the top left of a white surface, read back.
    static func drawn(_ text: String, _ style: TextStyle = label, color: Color = Color(0, 0, 0)) throws -> Surface {
        try SDLTestSupport.withSDL { video in
            let target = try Surface(width: 240, height: 48)
            return try withExtendedLifetime(target) {
                let renderer = try Renderer(surface: target, scale: 1)
                let cache = TextCache(libraries: video.libraries)
                renderer.clear(Color(255, 255, 255))
                cache.draw(text, style, color, at: (4, 4), renderer: renderer)
                #expect(cache.lastError == nil)
                return try renderer.readPixels()
            }
        }
    }

    /// The dark pixels, as a set of (x, y).
    static func ink(_ image: Surface, x: Range<Int> = 0..<240) -> Set<[Int]> {
        var ink = Set<[Int]>()
        for y in 0..<image.height {
            for px in x where px < image.width && RenderTests.luminance(image.pixel(x: px, y: y)) < 160 { ink.insert([px - x.lowerBound, y]) }
        }
        return ink
    }

    /// A code point no installed font has (plane 16's last private-use character): its picture is the
    /// label font's .notdef box, which is what a character without a font used to draw as.
    static let missing = "\u{10FFFD}"

    @Test func chineseAndJapaneseDrawTheirGlyphsNotTheMissingGlyphBox() throws {
        let box = Self.ink(try Self.drawn(Self.missing))
        #expect(box.count > 20, "the box itself has ink")
        for character in ["拖", "替", "べ"] {
            let glyph = Self.ink(try Self.drawn(character))
            #expect(glyph.count > 20, "\(character) has ink")
            #expect(glyph != box, "\(character) is drawn as itself, not as .notdef")
        }
        // A CJK label is as wide as its characters (four em squares), not four narrow boxes.
        let width = Self.ink(try Self.drawn("拖动排序")).map { $0[0] }.max() ?? 0
        #expect(width > 55, "ink reaches \(width) px")
    }

    @Test func emojiDrawInColourAtTheSizeOfTheText() throws {
        let image = try Self.drawn("🍎")
        var red = 0, rows = Set<Int>()
        for y in 0..<image.height {
            for x in 0..<image.width {
                let c = image.pixel(x: x, y: y)
                if Int(c.r) > Int(c.g) + 80 { red += 1 }
                if c != Color(255, 255, 255) { rows.insert(y) }
            }
        }
        #expect(red > 40, "a red apple, not a black box: \(red) red pixels")
        // Noto Color Emoji has one 109 px size: it is scaled to the label's 16 pt, not drawn at 128 px.
        #expect(rows.count <= 22, "\(rows.count) rows of pixels")
    }

    @Test func hebrewReadsRightToLeft() throws {
        // א then ב in memory: ב stands on the left.
        let word = try Self.drawn("אב")
        let alef = Self.ink(try Self.drawn("א")), bet = Self.ink(try Self.drawn("ב"))
        let columns = 0..<(4 + 9)  // the left glyph's columns (both letters are about 10 px wide at 16 pt)
        func left(_ ink: Set<[Int]>) -> Set<[Int]> { ink.filter { columns.contains($0[0]) } }
        let wordLeft = left(Self.ink(word))
        let matchesBet = wordLeft.symmetricDifference(left(bet)).count
        let matchesAlef = wordLeft.symmetricDifference(left(alef)).count
        #expect(matchesBet < matchesAlef, "left glyph differs from bet by \(matchesBet) px, from alef by \(matchesAlef) px")
    }

    @Test func arabicLettersJoin() throws {
        let (one, three) = try SDLTestSupport.withSDL { video in
            let cache = TextCache(libraries: video.libraries)
            let target = try Surface(width: 8, height: 8)
            return try withExtendedLifetime(target) {
                let renderer = try Renderer(surface: target, scale: 1)
                return (cache.size("ب", Self.label, Color(0, 0, 0), renderer: renderer).width,
                        cache.size("ببب", Self.label, Color(0, 0, 0), renderer: renderer).width)
            }
        }
        // Isolated forms side by side would be three times as wide; joined, initial-medial-final are narrower.
        #expect(three < 2.2 * one, "one \(one) pt, three \(three) pt")
    }

    /// A renderer of the label style's own font and size, for the tests that ask Pango directly.
    static func withRenderer<T>(_ body: (TextRenderer, _ path: String, _ pixels: Int) throws -> T) throws -> T {
        try SDLTestSupport.withSDL { video in try body(TextRenderer(libraries: video.libraries), label.path, Int(label.pointSize)) }
    }

    @Test func multiScriptLabelsHaveNoMissingGlyphBoxes() throws {
        let labels = ["並べ替えて下さい", "拖动排序", "حليب الشوفان", "חלב 3.5% ב-12 ₪", "🍎🥛🧀 milk"]
        try Self.withRenderer { text, path, pixels in
            for label in labels {
                let boxes = try text.missingGlyphs(label, path: path, pixelSize: pixels)
                #expect(boxes == 0, "\(label): \(boxes) missing-glyph boxes")
            }
            // DejaVu Sans alone has no CJK and no emoji: with fallback off those are boxes, and the
            // pixels differ from what fallback draws. (It has Hebrew and Arabic: no boxes either way.)
            for label in [labels[0], labels[1], labels[4]] {
                let alone = try text.missingGlyphs(label, path: path, pixelSize: pixels, fallback: false)
                #expect(alone > 0, "\(label): fallback off draws \(alone) boxes")
                let with = try text.render(label, path: path, pixelSize: pixels, color: Color(0, 0, 0))
                let without = try text.renderWithoutFallback(label, path: path, pixelSize: pixels, color: Color(0, 0, 0))
                #expect(Self.pixels(with) != Self.pixels(without), "\(label) drawn the same without fallback")
            }
        }
    }

    static func pixels(_ surface: Surface) -> [Color] {
        (0..<surface.height).flatMap { y in (0..<surface.width).map { surface.pixel(x: $0, y: y) } }
    }

    @Test func digitsInAHebrewLabelReadLeftToRightAtItsLeft() throws {
        // An RTL line: the number stands leftmost, its digits in their own order (1 then 2).
        let word = Self.ink(try Self.drawn("אב 12"))
        let columns = 0..<(4 + 18)  // the two digits, about 9 px each at 16 pt
        func left(_ ink: Set<[Int]>) -> Set<[Int]> { ink.filter { columns.contains($0[0]) } }
        let asDrawn = left(word).symmetricDifference(left(Self.ink(try Self.drawn("12")))).count
        let reversed = left(word).symmetricDifference(left(Self.ink(try Self.drawn("21")))).count
        #expect(asDrawn < reversed, "left of the line differs from \"12\" by \(asDrawn) px, from \"21\" by \(reversed) px")
    }

    @Test func pangoEllipsizesAtTheWidthAndKeepsTheLongestStart() throws {
        try Self.withRenderer { text, path, pixels in
            func width(_ s: String) -> Int { text.width(s, path: path, pixelSize: pixels) }
            #expect(text.fitted("Milk", path: path, pixelSize: pixels, width: width("Milk")) == "Milk")
            #expect(text.fitted("Oat milk", path: path, pixelSize: pixels, width: width("Oat m…")) == "Oat m…")
            #expect(text.fitted("Oat milk", path: path, pixelSize: pixels, width: width("Oat …")) == "Oat…",
                    "the space before the ellipsis goes")
            #expect(text.fitted("Oat milk", path: path, pixelSize: pixels, width: width("…")) == "…")
            #expect(text.fitted("Oat milk", path: path, pixelSize: pixels, width: width("…") - 1) == "")
            let arabic = text.fitted("حليب الشوفان بالفانيليا", path: path, pixelSize: pixels, width: 80)
            #expect(arabic.hasPrefix("حليب") && arabic.hasSuffix("…") && width(arabic) <= 80, "\(arabic)")
        }
    }

    @Test func aHundredThousandCharacterLabelEllipsizesInBoundedTimeAndMemory() throws {
        let long = String(repeating: "Hafermilch 拖动 חלב 🍎 ", count: 5_000)
        #expect(long.count >= 100_000)
        try Self.withRenderer { text, path, pixels in
            let shown = text.fitted(long, path: path, pixelSize: pixels, width: 400)
            // Only width + 64 characters are laid out, so a 100,000-character label costs what a short
            // one does (10 ms against 1.9 s for the whole line, measured once): its result is the
            // 1,000-character label's. Counted, not timed (a timed test fails on a loaded machine).
            #expect(shown == text.fitted(String(long.prefix(1_000)), path: path, pixelSize: pixels, width: 400))
            #expect(shown.hasSuffix("…") && shown.count <= 400 + 65 && text.width(shown, path: path, pixelSize: pixels) <= 400)
            // Drawn unfitted it would be millions of pixels wide: an error, not a crash or a huge image.
            #expect(throws: SDLError.self) { try text.render(long, path: path, pixelSize: pixels, color: Color(0, 0, 0)) }
        }
        // Through the cache, as a row draws it: cut to the row, drawn, no error.
        let drawn = try SDLTestSupport.withSDL { video in
            let target = try Surface(width: 240, height: 48)
            return try withExtendedLifetime(target) {
                let renderer = try Renderer(surface: target, scale: 1)
                let cache = TextCache(libraries: video.libraries)
                let rect = cache.draw(long, Self.label, Color(0, 0, 0), at: (4, 4), maxWidth: 200, renderer: renderer)
                #expect(cache.lastError == nil)
                return rect
            }
        }
        #expect(drawn.width > 100 && drawn.width <= 200, "\(drawn)")
    }

    @Test func wrappedTextBreaksIntoLinesWithinTheWidth() throws {
        try Self.withRenderer { text, path, pixels in
            let sentence = "Press and hold a row, then drag it to where it belongs; release to drop it there."
            let line = try text.render(sentence, path: path, pixelSize: pixels, color: Color(0, 0, 0))
            let wrapped = try text.render(sentence, path: path, pixelSize: pixels, color: Color(0, 0, 0), wrapWidth: 200)
            #expect(wrapped.width <= 200 && wrapped.height >= 3 * line.height, "\(wrapped.width)x\(wrapped.height), a line \(line.height) high")
        }
    }

    /// Rows around the hard cases, drawn as the list draws them.
    static func list(_ rows: [Row], width: Double = 480) -> Engine {
        Engine(rows: rows, viewport: Size(width: width, height: 400), tuning: Tuning())
    }

    @Test func aLongLabelAndALongIdStayInTheirRowAndEndInAnEllipsis() throws {
        let long = String(repeating: "x", count: 150) + String(repeating: "y", count: 150)
        let rows = [Row(id: "a", height: 44, label: "Milk"), Row(id: long, height: 44, label: "Groceries for the week " + long),
                    Row(id: "nolabel-" + long, height: 44), Row(id: "b", height: 44, label: "Eggs")]
        let engine = Self.list(rows)
        let image = try RenderTests.picture(engine, png: "/tmp/render-long-text.png")
        // The margins beside rows 1 and 2 (12 pt each side) are untouched background.
        let margins = (44..<132).flatMap { y in (Array(0..<12) + Array(468..<480)).map { [$0, y] } }
        let marked = margins.filter { image.pixel(x: $0[0], y: $0[1]) != Self.theme.background }
        #expect(marked.isEmpty, "\(marked.count) margin pixels drawn on, first \(marked.prefix(3))")
        // Label and id each keep to their own part of the row, and are cut.
        let (label, id) = try SDLTestSupport.withSDL { video in
            let target = try Surface(width: 480, height: 400)
            return try withExtendedLifetime(target) {
                let renderer = try Renderer(surface: target, scale: 1)
                let row = Rect(x: 12, y: 44, width: 456, height: 44)
                return RowPainter(theme: Self.theme).textLayout(rows[1], in: row, glyphX: 468 - 32, scale: 1, renderer: renderer,
                                                                text: TextCache(libraries: video.libraries))
            }
        }
        let l = try #require(label), i = try #require(id)
        #expect(l.text.hasSuffix("…") && l.text.hasPrefix("Groceries"))
        #expect(i.text.hasSuffix("…") && i.text.hasPrefix("xxx"))
        #expect(l.clip.maxX <= i.clip.x, "label \(l.clip) before id \(i.clip)")
        #expect(l.clip.x >= 12 + 16 && i.clip.maxX <= 468 - 32)
    }

    @Test func aFivePointRowDrawsNothingOverItsNeighboursAndAShortRowGetsSmallerText() throws {
        let rows = [Row(id: "a", height: 44, label: "Milk"), Row(id: "tiny", height: 5, label: "Five point row"),
                    Row(id: "short", height: 14, label: "Fourteen point row"), Row(id: "b", height: 44, label: "Eggs")]
        let engine = Self.list(rows)
        let image = try RenderTests.picture(engine, png: "/tmp/render-short-rows.png")
        // Row a is 0..<44, the tiny row 44..<49, the short one 49..<63, row b 63..<107. Around the tiny
        // row, where a 16 pt label centred on it would reach (36..<44 and 49..<57 minus the short
        // row's own text), only row fills and separators: no ink.
        func ink(_ y: Range<Int>) -> [[Int]] {
            y.flatMap { y in (28..<200).map { [$0, y] } }.filter { RenderTests.luminance(image.pixel(x: $0[0], y: $0[1])) < 150 }
        }
        #expect(ink(34..<44).isEmpty, "ink above the tiny row: \(ink(34..<44).prefix(3))")
        #expect(ink(44..<49).isEmpty, "ink in the tiny row: \(ink(44..<49).prefix(3))")
        // The 14 pt row's label is smaller and stays inside it: ink in it, none in row b's top.
        #expect(!ink(49..<63).isEmpty, "the short row's label is drawn")
        #expect(ink(63..<70).isEmpty, "ink in row b's top: \(ink(63..<70).prefix(3))")
    }
}
