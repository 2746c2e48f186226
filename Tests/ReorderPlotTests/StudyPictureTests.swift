import Testing
import ReorderKit
import ReorderStudy
import TestSupport
@testable import ReorderPlot

/// The study report's picture: a whisker per condition where its interval is, error bars in each
/// kind's colour, and text that fits, whatever the conditions are called.
@Suite struct StudyPictureTests {
    static func record(_ condition: String, _ index: Int, seconds: Double, outcome: StudyTaskRecord.Outcome = .done,
                       errors: [StudyTaskRecord.ErrorKind: Int] = [:]) -> StudyTaskRecord {
        StudyTaskRecord(participant: "p1", block: 1, condition: condition, task: index, kind: .tap, text: "Tap Tea", outcome: outcome,
                        seconds: seconds, reactionSeconds: 0.3, presses: 1, errors: errors, recording: "block-1.trace.jsonl")
    }

    /// Six tasks each: `fast` 1.0 s every time, `slow` 3.0 s every time with a falseLift in two and a
    /// wrongDrop in one, `none` all skipped with two lostTaps in one.
    static func report(names: (fast: String, slow: String, none: String) = ("fast", "slow", "none")) -> StudyReport {
        var records: [StudyTaskRecord] = []
        for i in 1...6 {
            records.append(record(names.fast, i, seconds: 1.0))
            records.append(record(names.slow, i, seconds: 3.0, errors: i <= 2 ? [.falseLift: 1] : i == 3 ? [.wrongDrop: 1] : [:]))
            records.append(record(names.none, i, seconds: 8, outcome: .skipped, errors: i == 1 ? [.lostTap: 2] : [:]))
        }
        return StudyReport(StudyRecords(conditions: [names.fast, names.slow, names.none],
                                        participants: [.init(name: "p1", folder: "p1", records: records, recordings: [])]))
    }

    @Test func eachConditionsWhiskerSitsAtItsMedianAndItsErrorsAreBarsInTheirKindsColours() throws {
        let report = Self.report()
        let layout = try StudyPicture.layout(report)
        let image = try PixelImage(png: StudyPicture.png(report))
        #expect(image.width == layout.width && image.height == layout.height)
        // Identical times: interval = median, so the whisker is a dot at 1.0 s and one at 3.0 s, 3x as far from 0.
        let fast = try #require(layout.whiskers[0]), slow = try #require(layout.whiskers[1])
        #expect(layout.whiskers[2] == nil, "nothing done: no whisker")
        let origin = layout.timePanel.x
        #expect(abs(Double(slow.median - origin) - 3 * Double(fast.median - origin)) <= 1)
        for (row, w) in [(0, fast), (1, slow)] {
            let y = layout.rows[row].y + layout.rows[row].height / 2
            #expect(image.count(StudyPicture.whisker, x: (w.median - 3)..<(w.median + 4), y: (y - 3)..<(y + 4)) > 20)
        }
        // slow: falseLift 2 then wrongDrop 1 in 6 tasks, the first twice as long; none: lostTap 2 in 6.
        #expect(layout.bars[0].isEmpty)
        #expect(layout.bars[1].map(\.kind) == [.falseLift, .wrongDrop] && layout.bars[2].map(\.kind) == [.lostTap])
        let falseLift = layout.bars[1][0].box, wrongDrop = layout.bars[1][1].box, lostTap = layout.bars[2][0].box
        #expect(abs(falseLift.width - 2 * wrongDrop.width) <= 1 && abs(lostTap.width - falseLift.width) <= 1)
        for (box, kind) in [(falseLift, StudyTaskRecord.ErrorKind.falseLift), (wrongDrop, .wrongDrop), (lostTap, .lostTap)] {
            let inside = image.count(StudyPicture.color(kind), x: box.x..<box.right, y: box.y..<box.bottom)
            #expect(inside >= box.width * box.height * 9 / 10, "\(kind)")
        }
        #expect(image.count(StudyPicture.color(.falseLift), x: layout.errorPanel.x..<layout.errorPanel.right,
                               y: layout.rows[0].y..<layout.rows[0].bottom) == 0, "fast made no errors")
        #expect(layout.labels.contains { $0.text == "no task done" })
        #expect(layout.labels.contains { $0.text == "1.00 s [1.00, 1.00], 6 done" } && layout.labels.contains { $0.text == "0.50 (3 in 6 tasks)" })
    }

    @Test(arguments: [("fast", "slow", "none"), ("長押し・標準", "سريع جدا", "a-condition-name-far-too-long-for-the-column-it-is-given-here")])
    func everyTextFitsTheRoomItIsGivenAndTouchesNoOther(fast: String, slow: String, none: String) throws {
        let layout = try StudyPicture.layout(Self.report(names: (fast, slow, none)))
        for label in layout.labels {
            #expect(label.x >= 0 && label.box.right <= layout.width && label.y >= 0 && label.box.bottom <= layout.height, "\(label.text)")
        }
        for (i, a) in layout.labels.enumerated() {
            for b in layout.labels[(i + 1)...] { #expect(!a.box.intersects(b.box), "\(a.text) | \(b.text)") }
        }
        // Names left of the panels, figures inside their own panel, clear of the whiskers and bars.
        let names = layout.labels.filter { label in layout.rows.contains { $0.contains(x: label.x, y: label.y) } && label.x < layout.timePanel.x }
        #expect(names.count == 3 && names.allSatisfy { $0.box.right < layout.timePanel.x })
        let marks = layout.whiskers.enumerated().compactMap { row, w in
            w.map { PixelRect(x: $0.lower - 5, y: layout.rows[row].y + 10, width: $0.upper - $0.lower + 10, height: layout.rows[row].height - 20) }
        } + layout.bars.flatMap { $0.map(\.box) }
        for label in layout.labels { for mark in marks { #expect(!label.box.intersects(mark), "\(label.text) on \(mark)") } }
        if none.count > 40 {
            #expect(names[2].text.hasSuffix("…") && names[2].width <= StudyPicture.maximumNameWidth)
        }
    }

    @Test func namesInJapaneseAndArabicAreDrawn() throws {
        let report = Self.report(names: ("長押し・標準", "سريع جدا", "none"))
        let layout = try StudyPicture.layout(report)
        let image = try PixelImage(png: StudyPicture.png(report))
        for row in 0..<2 {
            let name = try #require(layout.labels.first { $0.x == StudyPicture.margin && layout.rows[row].contains(x: $0.x, y: $0.y) })
            let background = image.pixel(x: name.x + name.width + 4, y: name.y + 2)
            var inked = 0
            for y in name.y..<name.box.bottom { for x in name.x..<name.box.right where image.pixel(x: x, y: y) != background { inked += 1 } }
            #expect(inked > name.width * 2, "\(name.text): \(inked) pixels of ink")
        }
    }

    @Test func ticksAreRoundNumbersFromZero() {
        #expect(StudyPicture.ticks(upTo: 6.3) == [0, 2, 4, 6])
        #expect(StudyPicture.ticks(upTo: 0.7) == [0, 0.2, 0.4, 0.6000000000000001] || StudyPicture.ticks(upTo: 0.7).count == 4)
        #expect(StudyPicture.ticks(upTo: 45) == [0, 10, 20, 30, 40])
        #expect(StudyPicture.tickText(0.6000000000000001) == "0.6" && StudyPicture.tickText(2) == "2" && StudyPicture.tickText(0.25) == "0.25")
    }
}
