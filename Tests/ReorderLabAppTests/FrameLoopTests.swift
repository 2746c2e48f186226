import Foundation
import Testing
@testable import ReorderLabApp
@testable import ReorderSDL
import TestSupport

/// A client that notes what the loop asks of it, and quits at its first tick (one frame: a run of
/// more could be cut short by `SessionSignalsTests`' signals, which the loop obeys).
private struct OneFrame: FrameLoopClient {
    var calls: [String] = []
    var taken: [SDLEvent] = []
    var times: [String: Double] = [:]
    var now = 0.0
    var quitting = false
    var deadline: Double? { nil }

    mutating func take(_ event: SDLEvent, at t: Double) {
        taken.append(event)
        if calls.last != "take" { calls.append("take") }
        times["take"] = t
        now = max(now, t)
    }

    mutating func keepFingers(onTouchDevices devices: Set<Int64>, at t: Double) { calls.append("keepFingers") }

    mutating func inputDone(at t: Double, wallTime: Double) {
        calls.append("inputDone")
        times["inputDone"] = t
    }

    mutating func tick(at t: Double) {
        calls.append("tick")
        times["tick"] = t
        quitting = true
    }

    mutating func endFrame() { calls.append("endFrame") }
}

@Suite struct FrameLoopTests {
    /// Runs one frame in a window on the dummy driver, with `push` queued first.
    private func runOneFrame(push: SDLEvent, screenshot: String?) throws -> (OneFrame, FrameLoop) {
        try SDLTestSupport.withSDL { video in
            let window = try Window(video: video, title: "frame loop", width: 64, height: 48)
            let renderer = try Renderer(window: window, software: true, vsync: false)
            while SDLEvent.poll() != nil {}
            try SDLEvent.push(push)
            var client = OneFrame()
            var loop = FrameLoop(window: window, renderer: renderer, hertz: 1000, screenshotPath: screenshot, messagePrefix: "test")
            loop.run(&client) { client, renderer, _, frameInterval in
                client.calls.append(frameInterval == nil ? "draw first" : "draw")
                renderer.clear(Color(200, 40, 40))
            }
            return (client, loop)
        }
    }

    @Test func aFrameTakesItsInputThenTicksDrawsPresentsAndEnds() throws {
        let key = SDLEvent.keyDown(keycode: 113, isRepeat: false)
        let (client, loop) = try runOneFrame(push: key, screenshot: nil)
        #expect(client.calls == ["take", "keepFingers", "inputDone", "tick", "draw first", "endFrame"])
        #expect(client.taken.contains(key))
        let times = client.times
        #expect(times["take"]! <= times["inputDone"]!)
        #expect(times["inputDone"]! <= times["tick"]!)
        #expect(!loop.screenshotFailed)
    }

    @Test func theLastFrameIsTheScreenshotAndAFailureToSaveItIsKept() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("last.png")
        let (_, saved) = try runOneFrame(push: .keyDown(keycode: 113, isRepeat: false), screenshot: path)
        #expect(!saved.screenshotFailed)
        let bytes = try #require(FileManager.default.contents(atPath: path))
        #expect(try PNGImage.decode([UInt8](bytes)).pixel(x: 10, y: 10) == Color(200, 40, 40))

        let (_, failed) = try runOneFrame(push: .keyDown(keycode: 113, isRepeat: false), screenshot: directory.file("no/such/dir/last.png"))
        #expect(failed.screenshotFailed)
    }
}
