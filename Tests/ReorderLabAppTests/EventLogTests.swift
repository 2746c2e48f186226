import ReorderKit
import ReorderSession
import Testing
@testable import ReorderLabApp

/// The HUD's event log says each thing once: the engine may report the offset twice where the HUD's
/// one decimal shows no difference (a settle's last animated frame at 391.97, then its end at 392).
@Suite struct EventLogTests {
    @Test func aScrollThatShowsTheSameOffsetAsTheLastOneIsNotLoggedAgain() {
        var log = EventLog()
        log.record(.scrolled(offset: 391.97), at: 2.733)
        log.record(.settled(id: "eggs"), at: 2.75)
        log.record(.scrolled(offset: 392), at: 2.75)
        #expect(log.lines == ["   2.733 scroll 392.0", "   2.750 settled eggs"])
        // A real change after it is logged, and so is the way back.
        log.record(.scrolled(offset: 380), at: 3)
        log.record(.pressBegan(.mouse, slot: 2), at: 3.1)
        log.record(.scrolled(offset: 392), at: 3.2)
        #expect(log.lines.suffix(3) == ["   3.000 scroll 380.0", "   3.100 press mouse slot 2", "   3.200 scroll 392.0"])
    }

    @Test func theSampleAutoscrollTraceLogsItsFinalOffsetOnce() throws {
        let playback = try TracePlayback(path: "Resources/traces/autoscroll-bottom.trace.jsonl", speed: 1)
        var engine: Engine = try playback.header.makeEngine(file: "autoscroll-bottom")
        var log = EventLog(capacity: 1000)
        var due = playback
        // As the window does: each input's reports are logged as they come.
        for event in due.rest() {
            engine.handle(event.event, at: event.t)
            log.record(engine.takeOutput())
        }
        let scrolls = log.lines.filter { $0.hasSuffix("scroll 392.0") }
        #expect(scrolls.count == 1, "\(log.lines.suffix(4))")
    }

    /// veg's last row carried to later's first place: the drawn slot is 2 before and after (headers
    /// are not slots), so only the sections' names tell the move, in the log and in the HUD.
    @Test func aRowChangingSectionIsNamedBySectionInTheLogAndTheHUD() {
        let sections = [Section(id: "veg"), Section(id: "later")]
        let rows = [Row(id: "b0", height: 44, section: "veg"), Row(id: "b1", height: 44, section: "veg"),
                    Row(id: "b2", height: 44, section: "veg"), Row(id: "l0", height: 44, section: "later")]
        var engine = SectionEngine(sections: sections, rows: rows, headerHeight: 28, viewport: Size(width: 480, height: 800))
        var log = EventLog(capacity: 100)
        let feed = { (input: InputEvent, t: Double) in
            engine.handle(input, at: t)
            log.record(engine.takeOutput(), places: SectionPlaces(engine))
        }
        let finger = PointerID(.touch, 0)
        // b2 spans 116..160; later's header 160..188, l0 188..232.
        feed(.down(finger, Point(x: 100, y: 138)), 0)
        for i in 1...40 { feed(.frame, Double(i) / 60) }
        for (i, y) in [150.0, 165, 180, 190].enumerated() {
            feed(.move(finger, Point(x: 100, y: y)), 0.7 + Double(i) / 60)
            feed(.frame, 0.7 + Double(i) / 60)
        }
        #expect(engine.blankSlot == 2, "the drawn slot did not change: \(String(describing: engine.blankSlot))")
        #expect(log.lines.contains { $0.hasSuffix("lift b2 @veg 2") }, "\(log.lines)")
        #expect(log.lines.contains { $0.hasSuffix("blank veg 2 -> later 0") }, "\(log.lines)")
        let drag = HUDPanel(theme: .standard).lines(engine: engine, data: HUDData()).first { $0.name == "drag" }
        #expect(drag?.value == "b2 from veg 2 to later 0")
        feed(.up(finger, Point(x: 100, y: 190)), 1)
        for i in 1...40 { feed(.frame, 1 + Double(i) / 60) }
        #expect(log.lines.contains { $0.hasSuffix("drop b2 veg 2 -> later 0") }, "\(log.lines)")
        // Without sections the log says slots as before.
        #expect(EventLog.describe(.moved(from: 2, to: 3)) == "blank 2 -> 3")
    }
}
