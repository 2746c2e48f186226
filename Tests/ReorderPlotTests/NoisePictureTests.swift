import ReorderTrace
import Testing
import ReorderKit
import ReorderAnalysis
import TestSupport
@testable import ReorderPlot

/// The noise report's picture: what its titles and scales claim is what the report says.
@Suite struct NoisePictureTests {
    typealias Sample = TouchTracks.Sample

    /// Contacts in device units at 0.5 pt a unit, no millimetres (so the rest radius is 30 pt).
    static func tracks(_ contacts: [TouchTracks.Contact], file: String) -> TouchTracks {
        TouchTracks(file: file, device: nil, unit: "device units", pointsPerUnit: (0.5, 0.5), unitsPerMillimetre: nil,
                    contacts: contacts)
    }

    /// One pan that leaves the radius at once: no rest, so no distances to count.
    static let noRests = NoiseReport(tracks([TouchTracks.Contact(samples: (0..<10).map { Sample(t: Double($0) / 100, x: 0, y: Double($0 * 200)) },
                                                                 up: 0.1)], file: "pan.events"))

    /// 30 presses that creep 29 pt (58 units) from their down over 0.3 s: never out of the radius,
    /// so their p99 is the radius's cap, not the panel's noise.
    static let creeping = NoiseReport(tracks((0..<30).map { i in
        let t = Double(i)
        return TouchTracks.Contact(samples: (0...30).map { Sample(t: t + Double($0) / 100, x: Double($0) * 58 / 30, y: 0) }, up: t + 0.31)
    }, file: "creeping.events"))

    /// Pixels of `image` in the rectangle that are not the background.
    static func inked(_ image: PixelImage, x: Range<Int>, y: Range<Int>) -> Int {
        var n = 0
        for py in y { for px in x where image.pixel(x: px, y: py) != NoisePicture.background { n += 1 } }
        return n
    }

    @Test func anEmptyHistogramClaimsNoTallestBarAndSaysItHasNothing() throws {
        #expect(Self.noRests.rests.isEmpty)
        let image = try NoisePicture.pixels([Self.noRests])
        let top = NoisePicture.margin + NoisePicture.pixelSize * 2
        for left in [NoisePicture.margin, NoisePicture.margin * 2 + NoisePicture.histogramWidth] {
            let right = left + NoisePicture.histogramWidth
            // Where the scale goes ("tallest bar: N reports"), inside the frame: nothing.
            #expect(Self.inked(image, x: right - 220..<right - 2, y: top + 2..<top + 4 + NoisePicture.pixelSize + 4) == 0)
            // In the middle, the words that say there is nothing to count.
            let middle = top + NoisePicture.panelHeight / 2
            #expect(Self.inked(image, x: left + 60..<right - 60, y: middle - 10..<middle + 10) > 0)
        }
    }

    @Test func countsAreSingularForOne() {
        #expect(NoisePicture.count(1, "report") == "1 report")
        #expect(NoisePicture.count(0, "report") == "0 reports")
        #expect(NoisePicture.count(2, "step") == "2 steps")
    }

    @Test func aFigureCappedByTheRestRadiusIsNoRecommendationInTheTitle() throws {
        let report = Self.creeping
        #expect(report.restsConclude && report.cappedByRestRadius && report.allowableMovement99 == 29)
        let title = NoisePicture.title(report)
        #expect(!title.text.contains("allowableMovement"), "\(title)")
        #expect(title.text.contains("29 pt") && title.warning == "capped by the 30 pt rest radius, not a recommendation")
        // The warning is drawn in its colour on the title line, and the rest radius's circle in the scatter.
        let image = try NoisePicture.pixels([report])
        let titleRow = NoisePicture.margin..<NoisePicture.margin + NoisePicture.pixelSize + 4
        #expect(image.count(NoisePicture.warn, x: 0..<image.width, y: titleRow) > 20)
        let scatterLeft = NoisePicture.margin * 3 + NoisePicture.histogramWidth * 2
        let panelTop = NoisePicture.margin + NoisePicture.pixelSize * 2
        #expect(image.count(NoisePicture.warn, x: scatterLeft..<scatterLeft + NoisePicture.scatterSide,
                               y: panelTop + 20..<panelTop + NoisePicture.scatterSide) > 20)
    }

    @Test func aLongFileNameIsCutSoTheWarningFits() throws {
        var report = Self.creeping
        report.file = "/recordings/" + String(repeating: "a-very-long-recording-name-", count: 4) + "end.events"
        let heading = NoisePicture.fitted(report, within: 700) { $0.count * 7 }
        #expect(heading.warning == "capped by the 30 pt rest radius, not a recommendation")
        #expect((heading.text + heading.warning!).count * 7 <= 700)
        #expect(heading.text.hasPrefix("a-very-") && heading.text.contains("…") && heading.text.contains(".events: 30 rests"), "\(heading.text)")
        // Drawn: nothing of the title in the right margin.
        let image = try NoisePicture.pixels([report])
        #expect(Self.inked(image, x: image.width - NoisePicture.margin..<image.width, y: 0..<NoisePicture.margin + NoisePicture.pixelSize + 4) == 0)
        #expect(image.count(NoisePicture.warn, x: image.width / 2..<image.width - NoisePicture.margin,
                               y: NoisePicture.margin..<NoisePicture.margin + NoisePicture.pixelSize + 4) > 20)
    }

    @Test func aRecommendationStandsWhenTheRestsWereStill() {
        // 30 presses whose farthest report is 2 pt (4 units): far inside the radius.
        let still = NoiseReport(Self.tracks((0..<30).map { i in
            TouchTracks.Contact(samples: (0...20).map { Sample(t: Double(i) + Double($0) / 100, x: Double($0 % 2) * 4, y: 0) }, up: Double(i) + 0.21)
        }, file: "still.events"))
        #expect(!still.cappedByRestRadius)
        let title = NoisePicture.title(still)
        #expect(title.text == "still.events: 30 rests, allowableMovement 99%: 2 pt" && title.warning == nil)
    }
}
