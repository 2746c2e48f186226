import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderSDL
import Foundation

/// Every number the window shows formats, whatever its size: a row 1e19 pt high, a profile with an
/// autoscroll speed of 1e19 pt/s, a `--speed` of 1e300 (each trapped in the formatting before).
@Suite struct HUDFormatTests {
    static let extremes: [Double] = [0, -0.0, 5e-324, 1e-300, 0.001, 999_999_999_999.4, 1e12, 9.2e18, 9.3e18, 1e19, -1e19,
                                     1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .infinity, -.infinity, .nan]

    @Test(arguments: extremes)
    func anyDoubleFormatsAtEveryPrecision(_ value: Double) {
        for digits in 0...HUDFormat.maxDigits {
            #expect(!HUDFormat.fixed(value, digits).isEmpty)
            #expect(!HUDFormat.short(value, digits).isEmpty)
            #expect(!HUDFormat.significant(value, digits + 1).isEmpty)
        }
    }

    @Test func largeNumbersTakeAPowerOfTen() {
        #expect(HUDFormat.fixed(1e19, 1) == "1e19")
        #expect(HUDFormat.fixed(9.3e18, 0) == "9.3e18")
        #expect(HUDFormat.fixed(-.greatestFiniteMagnitude, 2) == "-1.8e308")
        #expect(HUDFormat.fixed(123_456_789_012_345, 0) == "1.23e14")
        #expect(HUDFormat.short(1e20) == "1e20", "trailing zeros of the exponent stay")
        #expect(HUDFormat.fixed(999_999_999_999.4, 0) == "999999999999", "below 1e12: every digit")
    }

    @Test func nonFiniteValuesSaySo() {
        #expect(HUDFormat.fixed(.infinity, 1) == "inf")
        #expect(HUDFormat.fixed(-.infinity, 0) == "-inf")
        #expect(HUDFormat.short(.nan) == "nan")
    }

    @Test func significantDigitsForNumbersOfAnySize() {
        #expect(HUDFormat.significant(0.125) == "0.125")
        #expect(HUDFormat.significant(2) == "2")
        #expect(HUDFormat.significant(480) == "480")
        #expect(HUDFormat.significant(1e-300) == "1e-300")
        #expect(HUDFormat.significant(5e-324) == "4.94e-324")
        #expect(HUDFormat.significant(1e19) == "1e19")
        #expect(HUDFormat.significant(0) == "0")
    }

    @Test func theReplayBadgeShowsAnySpeed() {
        #expect(WindowOpening.speedText(2) == "2x")
        #expect(WindowOpening.speedText(0.5) == "0.5x")
        #expect(WindowOpening.speedText(0.125) == "0.125x")
        #expect(WindowOpening.speedText(1e300) == "1e300x")
    }

    @Test func theHUDShowsRowsAndSpeedsOf1e19() {
        var tuning = Tuning()
        tuning.autoscrollMaxSpeed = 1e19
        let rows = (0..<3).map { Row(id: "r\($0)", height: 1e19) }
        let engine = Engine(rows: rows, viewport: Size(width: 480, height: 800), tuning: tuning)
        let lines = HUDPanel(theme: .standard).lines(engine: engine, data: HUDData())
        let value = { (name: String) in lines.first { $0.name == name }?.value }
        #expect(value("offset") == "0.0 of 3e19 pt")
        #expect(value("scrollMax") == "1e19 pt/s linear")
        #expect(EventLog.describe(.scrolled(offset: 1e19)) == "scroll 1e19")
        #expect(EventLog.describe(.panEnded(velocity: -1e300)) == "pan end -1e300 pt/s")
    }

    @Test func howRowsCrossSectionsShowsOnlyWhereThereAreSections() {
        let plain = Engine(rows: [Row(id: "a", height: 44)], viewport: Size(width: 480, height: 800))
        let sectioned = SectionEngine(sections: [Section(id: "s")], rows: [Row(id: "a", height: 44, section: "s")],
                                      viewport: Size(width: 480, height: 800))
        let mode = { (lines: [HUDLine]) in lines.first { $0.name == "mode" }?.value }
        #expect(mode(HUDPanel(theme: .standard).lines(engine: plain, data: HUDData())) == "insert")
        #expect(mode(HUDPanel(theme: .standard).lines(engine: sectioned, data: HUDData())) == "insert, sections move")
    }

    /// 27999444 pt of offset in a 290 pt panel or a 230 pt one: the digits are all there, the
    /// decimals go first ("27999444.0 of 279994..." before).
    @Test func aLargeOffsetIsShortenedNotCut() throws {
        let rows = (0..<700_000).map { _ in Row(id: "r", height: 40) }
        var engine = Engine(rows: rows, viewport: Size(width: 480, height: 800))
        engine.handle(.key(.end), at: 0)
        for i in 1...120 { engine.handle(.frame, at: Double(i) / 60) }
        let offset = try #require(HUDPanel(theme: .standard).lines(engine: engine, data: HUDData()).first { $0.name == "offset" })
        #expect(offset.value == "27999200.0 of 27999200 pt")
        try SDLTestSupport.withSDL { video in
            let target = try Surface(width: 64, height: 64)
            try withExtendedLifetime(target) {
                let renderer = try Renderer(surface: target, scale: 1)
                let text = TextCache(libraries: video.libraries)
                let theme = Theme.standard
                for (font, panelWidth) in [(theme.hudFont, HUDPanel.width), (theme.hudSmallFont, HUDPanel.compactWidth)] {
                    let line = text.lineHeight(font, renderer: renderer)
                    // As `HUDPanel.draw` lays a line out: padding, an 11-character name column, the value.
                    let room = panelWidth - 2 * HUDPanel.padding - 11 * line * 0.6
                    let shown = HUDPanel.fitting(offset, width: room) { text.size($0, font, theme.panelText, renderer: renderer).width }
                    #expect(text.size(shown, font, theme.panelText, renderer: renderer).width <= room)
                    #expect(shown.components(separatedBy: "27999200").count == 3, "\(shown) in \(room) pt")
                }
            }
        }
    }
}
