import ReorderKit
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
        var engine = try Engine(header: playback.header)
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
}
