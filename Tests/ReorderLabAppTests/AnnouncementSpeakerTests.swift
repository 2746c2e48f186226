import Foundation
import ReorderKit
import ReorderSession
import Testing
@testable import ReorderLabApp

/// `--speak`: the window hands each announcement to its speaker, in order, and shows the latest in
/// the strip; speech-dispatcher absent (as on CI) is one plain line, once.
@Suite struct AnnouncementSpeakerTests {
    /// Writes down what it was given.
    final class FakeSpeaker: AnnouncementSpeaker {
        var spoken: [String] = []
        func speak(_ text: String) { spoken.append(text) }
    }

    static let window = Size(width: 400, height: 600)

    static func model() -> WindowModel<ListLayout> {
        let engine = Engine(rows: (0..<20).map { Row(id: "r\($0)", height: 50, label: "Row \($0)") }, viewport: window)
        return WindowModel(session: LiveSession(engine: engine, recorder: nil, stateStore: nil),
                           translator: InputTranslator(windowSize: window, listViewport: OverlayLayout.liveListViewport),
                           playback: nil, tuningPanel: TuningPanel(lastPreset: nil), profilePath: "/nonexistent/p.json", holdAtEnd: false)
    }

    @Test func keysLiftMoveAndDropAreSpokenInOrderAndTheLatestIsShown() {
        var model = Self.model()
        let speaker = FakeSpeaker()
        model.speaker = speaker
        model.run(.tune(.toggle(.keyboardReorder)), at: 0.1)
        #expect(model.session.engine.tuning.keyboardReorder)
        for (i, key) in [Key.down, .space, .down, .down, .space].enumerated() {
            model.feedLive(.key(key), at: 0.2 + Double(i) * 0.1)
        }
        #expect(Array(model.session.engine.order.prefix(3)) == ["r1", "r2", "r0"])
        // A lift, two moves and a drop at least, each said once, in the order they happened.
        #expect(speaker.spoken.count >= 4)
        #expect(speaker.spoken.first?.contains("Row 0") == true)
        #expect(model.announcement?.text == speaker.spoken.last)
    }

    @Test func withoutKeyboardReorderTheArrowsSayNothing() {
        var model = Self.model()
        let speaker = FakeSpeaker()
        model.speaker = speaker
        model.feedLive(.key(.down), at: 0.1)
        model.feedLive(.key(.space), at: 0.2)
        #expect(speaker.spoken.isEmpty && model.announcement == nil)
    }

    @Test func speechDispatcherNotRunningIsOnePlainLineOnce() throws {
        // Only meaningful where no speech-dispatcher can be reached (this machine, CI): skip otherwise.
        try #require(ProcessInfo.processInfo.environment["SPEECHD_ADDRESS"] == nil)
        var lines: [String] = []
        let speaker = SpeechDispatcher(report: { lines.append($0) })
        speaker.speak("Row 1 lifted")
        speaker.speak("Row 1 dropped")
        guard !lines.isEmpty else { return }  // a speech-dispatcher did answer: nothing to report
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("reorder-lab --speak: speech-dispatcher"))
        #expect(!lines[0].contains("\n"))
    }

    @Test func aReasonOverSeveralLinesIsOneLine() {
        #expect(SpeechDispatcher.oneLine("a\n  b\r\nc ") == "a b c")
    }
}
