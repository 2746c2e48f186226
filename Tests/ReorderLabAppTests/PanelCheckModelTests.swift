import Foundation
import Testing
import ReorderKit
import ReorderSDL
import ReorderSession
import ReorderTrace
@testable import ReorderLabApp
import TestSupport

/// The panel check's window without a display: what it records and when it moves to the next target.
@Suite struct PanelCheckModelTests {
    let files = TemporaryDirectory()
    static let viewport = Size(width: 400, height: 300)
    /// Three targets per viewport, a fixed distance from its corners (the real sequence is the command's).
    static func targets(_ size: Size) -> [Point] {
        [Point(x: 10, y: 10), Point(x: size.width - 10, y: 10), Point(x: size.width / 2, y: size.height / 2)]
    }

    func model(mouseTaps: Bool = false) throws -> (PanelCheckModel, String) {
        let path = files.file("panel.trace.jsonl")
        var header = TraceHeader(viewport: Self.viewport, rows: .explicit([]))
        header.panel = PanelFacts(fullscreen: false, mouseTaps: mouseTaps)
        let recorder = try SessionRecorder(path: path, header: header)
        return (PanelCheckModel(viewport: Self.viewport, recorder: recorder, mouseTaps: mouseTaps, targets: Self.targets), path)
    }

    /// The recording's event lines after the header, as the trace writer wrote them.
    func lines(_ path: String) throws -> [String] {
        Array(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").dropFirst().map(String.init))
    }

    func mark(_ t: Double, _ point: Point) -> String { TraceWriter.eventLine(TimedEvent(t: t, .mark(PanelTargetMark.label(point)))) }
    func line(_ t: Double, _ event: InputEvent) -> String { TraceWriter.eventLine(TimedEvent(t: t, event)) }

    @Test func eachTargetIsMarkedBeforeItsTapAndTheNextComesWhenTheFingerLifts() throws {
        var (model, path) = try model()
        let finger = PointerID(.touch, 0)
        #expect(model.target == Point(x: 10, y: 10) && model.progress == "1 of 3 · Esc stops")
        model.route(.down(finger, Point(x: 12, y: 11)), at: 1)
        model.route(.move(finger, Point(x: 13, y: 11)), at: 1.01)
        #expect(model.target == Point(x: 10, y: 10), "the target stays while the finger is down")
        model.route(.up(finger, Point(x: 13, y: 11)), at: 1.02)
        #expect(model.target == Point(x: 390, y: 10) && model.progress == "2 of 3 · Esc stops")
        model.route(.down(finger, Point(x: 388, y: 12)), at: 2)
        model.route(.up(finger, Point(x: 388, y: 12)), at: 2.1)
        model.route(.down(finger, Point(x: 200, y: 150)), at: 3)
        #expect(!model.quitting && !model.completed)
        model.route(.up(finger, Point(x: 200, y: 150)), at: 3.1)
        #expect(model.quitting && model.completed && model.target == nil)
        model.close()
        #expect(try lines(path) == [
            mark(0, Point(x: 10, y: 10)),
            line(1, .down(finger, Point(x: 12, y: 11))), line(1.01, .move(finger, Point(x: 13, y: 11))), line(1.02, .up(finger, Point(x: 13, y: 11))),
            mark(1.02, Point(x: 390, y: 10)),
            line(2, .down(finger, Point(x: 388, y: 12))), line(2.1, .up(finger, Point(x: 388, y: 12))),
            mark(2.1, Point(x: 200, y: 150)),
            line(3, .down(finger, Point(x: 200, y: 150))), line(3.1, .up(finger, Point(x: 200, y: 150))),
        ])
    }

    @Test func aCancelledTouchIsNoTapAndASecondFingerIsRecordedButDoesNotCount() throws {
        var (model, path) = try model()
        let first = PointerID(.touch, 0), second = PointerID(.touch, 1)
        model.route(.down(first, Point(x: 10, y: 10)), at: 1)
        model.route(.cancel(first), at: 1.1)
        #expect(model.target == Point(x: 10, y: 10), "a cancelled touch leaves the target waiting")
        model.route(.down(first, Point(x: 11, y: 10)), at: 2)
        model.route(.down(second, Point(x: 300, y: 200)), at: 2.05)
        model.route(.up(second, Point(x: 300, y: 200)), at: 2.1)
        #expect(model.target == Point(x: 10, y: 10), "the second finger's lift is not the tap's")
        model.route(.up(first, Point(x: 11, y: 10)), at: 2.2)
        #expect(model.target == Point(x: 390, y: 10))
        model.close()
        #expect(try lines(path).count == 1 + 2 + 4 + 1, "every touch is recorded, then the next target's mark")
    }

    @Test func theMouseTapsOnlyWithMouseTapsAndAPenNever() throws {
        var (touchOnly, _) = try model()
        touchOnly.route(.down(.mouse, Point(x: 10, y: 10)), at: 1)
        touchOnly.route(.up(.mouse, Point(x: 10, y: 10)), at: 1.1)
        touchOnly.route(.down(PointerID(.pen, 0), Point(x: 10, y: 10)), at: 2)
        touchOnly.route(.up(PointerID(.pen, 0), Point(x: 10, y: 10)), at: 2.1)
        #expect(touchOnly.index == 0)
        var (mouse, _) = try model(mouseTaps: true)
        mouse.route(.down(.mouse, Point(x: 10, y: 10)), at: 1)
        mouse.route(.up(.mouse, Point(x: 10, y: 10)), at: 1.1)
        #expect(mouse.index == 1 && mouse.instruction.contains("click"))
    }

    @Test func escapeQAndTheCloseButtonStopWithoutCompletingAndKeepTheRecording() throws {
        for event in [SDLEvent.keyDown(keycode: SDLKeycode.escape, isRepeat: false), .keyDown(keycode: SDLKeycode.character("q"), isRepeat: false), .quit] {
            var (model, path) = try model()
            model.route(.down(PointerID(.touch, 0), Point(x: 10, y: 10)), at: 1)
            model.route(.up(PointerID(.touch, 0), Point(x: 10, y: 10)), at: 1.1)
            model.take(event, at: 2)
            #expect(model.quitting && !model.completed, "\(event)")
            model.close()
            #expect(try lines(path).count == 4, "\(event): the marks and the tap stay")
            #expect(try TraceReader(path: path).next() != nil)
        }
    }

    @Test func aResizeIsRecordedAndTheRestAreShownForTheNewSizeButTheFirstSizeIsNoResize() throws {
        var (model, path) = try model()
        model.route(.resize(Self.viewport), at: 0.5)
        model.route(.resize(Size(width: 800, height: 600)), at: 0.6)
        #expect(model.target == Point(x: 10, y: 10), "the target shown stays where it was announced")
        model.route(.down(PointerID(.touch, 0), Point(x: 10, y: 10)), at: 1)
        model.route(.up(PointerID(.touch, 0), Point(x: 10, y: 10)), at: 1.1)
        #expect(model.target == Point(x: 790, y: 10))
        model.close()
        #expect(try lines(path)[1] == line(0.6, .resize(Size(width: 800, height: 600))))
    }

    @Test func aRecordingThatCannotBeWrittenStopsTheSession() throws {
        var (model, _) = try model()
        model.close()
        model.route(.down(PointerID(.touch, 0), Point(x: 10, y: 10)), at: 1)
        #expect(model.quitting && model.failure?.contains("the recording is closed") == true)
    }

    @Test func theDefaultRecordingIsNamedForTheTimeInUTC() {
        #expect(PanelCheckOptions.defaultRecordingPath(secondsSinceEpoch: 0) == "panel-check-19700101-000000.trace.jsonl")
        #expect(PanelCheckOptions.defaultRecordingPath(secondsSinceEpoch: 1796495112) == "panel-check-20261205-182512.trace.jsonl")
    }
}
