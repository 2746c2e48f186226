import Foundation
import ReorderKit
import ReorderSession
import Testing
@testable import ReorderLabApp
@testable import ReorderTrace
@testable import ReorderSDL
import TestSupport

/// Live tuning end to end without a display: a live session with a recorder, changed by keys and by
/// the panel as the window changes it, then the recording replayed headless. The result must be the
/// live one exactly (stateHash included), and the recording must hold the changes as `tuning` lines
/// and nothing of the pointers the panel took.
@Suite struct LiveTuningTests {
    static let viewport = Size(width: 480, height: 800)
    static let rows = (0..<30).map { Row(id: "r\($0)", height: 60) }
    static let finger = PointerID(.touch, 0), panelFinger = PointerID(.touch, 1)

    /// The window's own model (`WindowModel`: the panel first, commands through
    /// `TuningCommand.change`, slider values once per frame, every input through `LiveSession.feed`),
    /// driven as `PlaygroundWindow.run` drives it, with times chosen here.
    struct Window {
        var model: WindowModel<ListLayout>
        var t = 0.0

        /// A live window of `size` points: the list is the window, less the docked column on a wide one.
        init(path: String, tuning: Tuning, size: Size = LiveTuningTests.viewport) throws {
            let engine = Engine(rows: LiveTuningTests.rows, viewport: OverlayLayout.liveListViewport(window: size), tuning: tuning)
            let recorder = try SessionRecorder(path: path, header: TraceHeader(
                viewport: engine.viewport, rows: .explicit(LiveTuningTests.rows), tuning: engine.tuning.jsonObject))
            model = WindowModel(session: LiveSession(engine: engine, recorder: recorder, stateStore: nil),
                                translator: InputTranslator(windowSize: size, listViewport: OverlayLayout.liveListViewport),
                                playback: nil, tuningPanel: TuningPanel(lastPreset: nil),
                                profilePath: (path as NSString).deletingLastPathComponent + "/profile.json", holdAtEnd: false)
        }

        var session: LiveSession<ListLayout> { model.session }
        var panel: TuningPanel { model.tuningPanel }
        var hud: HUDData { model.hud }

        /// One live input at `time`, as the translator gives a pointer's: offered to the panel first.
        mutating func live(_ input: InputEvent, at time: Double) {
            t = time
            model.routeLive(input, at: time)
        }

        /// A key press as SDL delivers it.
        mutating func key(_ character: Character, shift: Bool = false, at time: Double) {
            t = time
            model.take(.keyDown(keycode: SDLKeycode.character(character), isRepeat: false, shift: shift), at: time)
        }

        /// The end of a frame's input: the sliders' values, then the frame tick, then the flush.
        mutating func frame(at time: Double) {
            t = time
            model.endInput(at: time)
            model.tick(at: time)
            model.endFrame()
        }

        mutating func frames(from start: Double, to end: Double) {
            var time = start
            while time <= end + 1e-9 {
                frame(at: time)
                time += 1.0 / 60
            }
        }

        mutating func finish() -> ReplayResult { model.session.finish() }
    }

    static func lines(_ path: String) -> [String] {
        (try? String(contentsOfFile: path, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
    }

    @Test func aDownATuningChangeAMoveAndAnUpReplayToTheSameResult() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("live.trace.jsonl")
        var window = try Window(path: path, tuning: Tuning())
        window.frame(at: 0)
        window.live(.down(Self.finger, Point(x: 200, y: 30)), at: 0.01)  // row r0
        // Half a second would be needed; two presses of [ make it 0.4 s, so it lifts at 0.4.
        window.key("[", at: 0.05)
        window.key("[", at: 0.06)
        #expect(window.session.engine.tuning.longPressSeconds == 0.4)
        window.frames(from: 0.1, to: 0.45)
        guard case .dragging = window.session.engine.interaction else {
            Issue.record("not lifted at 0.45 s with a 0.4 s long press: \(window.session.engine.interaction)")
            return
        }
        window.live(.move(Self.finger, Point(x: 200, y: 100)), at: 0.5)
        window.live(.move(Self.finger, Point(x: 200, y: 210)), at: 0.55)
        window.frames(from: 0.56, to: 0.7)
        window.live(.up(Self.finger, Point(x: 200, y: 210)), at: 0.72)
        window.frames(from: 0.73, to: 1.2)
        let live = window.finish()

        let replayed = try Replay.run(path: path)
        #expect(replayed == live)
        #expect(live.moves.map(\.id) == ["r0"] && live.moves[0].to == 3)
        let recorded = Self.lines(path)
        #expect(recorded.filter { $0.contains(#""type":"tuning""#) }
            == [#"{"t":0.05,"type":"tuning","set":{"longPressSeconds":0.45}}"#, #"{"t":0.06,"type":"tuning","set":{"longPressSeconds":0.4}}"#])
        #expect(recorded.filter { $0.contains(#""type":"key""#) }.count == 2, "the key presses are kept too")
    }

    @Test func thePanelsPointersAreNotRecordedAndItsDragIsOneTuningLineAFrame() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("panel.trace.jsonl")
        var window = try Window(path: path, tuning: TuningPreset.android.tuning)
        window.key("t", at: 0)
        #expect(window.panel.isOpen)
        window.frame(at: 0.01)
        let layout = TuningPanel.layout(viewport: Self.viewport)
        let track = try #require(layout.slider(.allowableMovement)).track
        func at(_ fraction: Double) -> Point { Point(x: track.x + fraction * track.width, y: track.y + 2) }
        // A finger drags the movement slider across three frames, several motion events in each.
        window.live(.down(Self.panelFinger, at(0.1)), at: 0.02)
        window.live(.move(Self.panelFinger, at(0.2)), at: 0.021)
        window.live(.move(Self.panelFinger, at(0.3)), at: 0.022)
        window.frame(at: 0.03)
        window.live(.move(Self.panelFinger, at(0.4)), at: 0.04)
        window.frame(at: 0.05)
        window.frame(at: 0.06)  // no motion: nothing
        window.live(.move(Self.panelFinger, at(0.5)), at: 0.07)
        window.live(.up(Self.panelFinger, at(0.5)), at: 0.071)
        window.frame(at: 0.08)
        #expect(window.session.engine.tuning.allowableMovement == 30)
        // Meanwhile the list: the panel is open, but a press on the list is the engine's.
        window.live(.down(Self.finger, Point(x: 200, y: 90)), at: 0.1)
        window.live(.move(Self.finger, Point(x: 200, y: 300)), at: 0.2)  // 210 pt: a pan even at 30 pt
        window.live(.up(Self.finger, Point(x: 200, y: 300)), at: 0.25)
        // The strategy button, tapped.
        let strategy = try #require(layout.rect(of: .strategy))
        let middle = Point(x: strategy.x + strategy.width / 2, y: strategy.y + strategy.height / 2)
        window.live(.down(Self.panelFinger, middle), at: 0.3)
        window.live(.up(Self.panelFinger, middle), at: 0.35)
        #expect(window.session.engine.tuning.reorderStrategy == .centerSlot)
        window.frames(from: 0.4, to: 1)
        let live = window.finish()

        #expect(try Replay.run(path: path) == live)
        let recorded = Self.lines(path)
        #expect(recorded.filter { $0.contains(#""type":"tuning""#) } == [
            #"{"t":0.03,"type":"tuning","set":{"allowableMovement":18}}"#,
            #"{"t":0.05,"type":"tuning","set":{"allowableMovement":24}}"#,
            #"{"t":0.08,"type":"tuning","set":{"allowableMovement":30}}"#,
            #"{"t":0.35,"type":"tuning","set":{"reorderStrategy":"centerSlot"}}"#,
        ])
        let pointers = recorded.filter { $0.contains(#""pointer""#) }
        #expect(pointers.count == 3 && pointers.allSatisfy { $0.contains(#""id":0"#) }, "only the list's finger: \(pointers)")
        #expect(recorded[0].contains(#""allowableMovement":8"#) && recorded[0].contains(#""longPressSeconds":0.4"#),
                "the header has the tuning the session started with")
    }

    @Test func numberKeysRecordMarksThatLabelTheNextPress() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("marks.trace.jsonl")
        var window = try Window(path: path, tuning: Tuning())
        window.key("2", at: 0.1)
        #expect(window.hud.pendingIntent == .scroll)
        window.key("1", at: 0.2)
        #expect(window.hud.pendingIntent == .reorder, "the later label wins")
        window.live(.wheel(dx: 0, dy: 10), at: 0.25)
        #expect(window.hud.pendingIntent == .reorder, "only a down takes it")
        window.live(.down(Self.finger, Point(x: 200, y: 30)), at: 0.3)
        #expect(window.hud.pendingIntent == nil)
        window.live(.up(Self.finger, Point(x: 200, y: 30)), at: 0.35)
        window.key("3", at: 0.4)
        #expect(window.hud.pendingIntent == .tap)
        let live = window.finish()
        #expect(try Replay.run(path: path) == live)
        #expect(Self.lines(path).filter { $0.contains(#""type":"mark""#) } == [
            #"{"t":0.1,"type":"mark","label":"intent:scroll"}"#,
            #"{"t":0.2,"type":"mark","label":"intent:reorder"}"#,
            #"{"t":0.4,"type":"mark","label":"intent:tap"}"#,
        ])
        // The tuning sweep reads them as the ground truth of the press that followed.
        var tracker = IntentTracker()
        var decided: [(Intent?, PressOutcome)] = []
        var engine = Engine(rows: Self.rows, viewport: Self.viewport)
        for event in try TraceReader.readAll(path: path).1 {
            tracker.input(event.event)
            engine.handle(event)
            for report in engine.takeOutput() {
                if let (intent, decision) = tracker.report(report.event) { decided.append((intent, decision.outcome)) }
            }
        }
        #expect(decided.map(\.0) == [.reorder])
    }

    @Test func aMarkCaughtByThePanelDoesNotLoseItsLabel() throws {
        let directory = TemporaryDirectory()
        var window = try Window(path: directory.file("m.trace.jsonl"), tuning: Tuning())
        window.key("t", at: 0)
        window.key("1", at: 0.1)
        let slider = try #require(TuningPanel.layout(viewport: Self.viewport).slider(.longPressSeconds))
        window.live(.down(Self.panelFinger, Point(x: slider.track.x, y: slider.track.y)), at: 0.2)
        #expect(window.hud.pendingIntent == .reorder, "the panel's press is not the labelled one")
        window.live(.up(Self.panelFinger, Point(x: slider.track.x, y: slider.track.y)), at: 0.3)
        window.live(.down(Self.finger, Point(x: 200, y: 30)), at: 0.4)
        #expect(window.hud.pendingIntent == nil)
    }

    @Test func onAWideWindowADownOnTheDockedColumnIsThePanelsEvenWithThePanelClosed() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("dock.trace.jsonl")
        var window = try Window(path: path, tuning: Tuning(), size: Size(width: 1000, height: 800))
        #expect(window.session.engine.viewport == Size(width: 680, height: 800), "the list is the window less the 320 pt column")
        #expect(!window.panel.isOpen)
        window.live(.down(Self.finger, Point(x: 900, y: 30)), at: 0.1)  // on the HUD's column, beside row r0
        window.frames(from: 0.2, to: 0.8)
        window.live(.up(Self.finger, Point(x: 900, y: 30)), at: 0.85)
        #expect(window.session.engine.drags == 0 && window.session.engine.selectedID == nil, "nothing pressed the row at that height")
        window.live(.down(Self.finger, Point(x: 300, y: 30)), at: 0.9)  // on the list
        window.live(.up(Self.finger, Point(x: 300, y: 30)), at: 0.95)
        #expect(window.session.engine.selectedID == "r0")
        _ = window.finish()
        let pointers = Self.lines(path).filter { $0.contains(#""pointer""#) }
        #expect(pointers.count == 2 && pointers.allSatisfy { $0.contains(#""x":300"#) }, "only the list's press is recorded: \(pointers)")
    }

    @Test func theWindowsOwnKeysToggleItsOverlaysAndQuitWithoutReachingTheRecording() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("keys.trace.jsonl")
        var window = try Window(path: path, tuning: Tuning())
        #expect(window.model.showHUD && !window.model.showHelp)
        window.key("h", at: 0.1)
        window.key("?", shift: true, at: 0.2)
        #expect(!window.model.showHUD && window.model.showHelp)
        #expect(window.model.hudForFrame(at: 0.2) == nil, "a hidden HUD is not drawn")
        window.key("q", at: 0.3)
        #expect(window.model.quitting)
        _ = window.finish()
        #expect(Self.lines(path).filter { $0.contains(#""type":"key""#) }.count == 3, "the keys are recorded as keys, nothing else")
    }
}
