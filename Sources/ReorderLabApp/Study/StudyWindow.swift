import Foundation
import ReorderKit
import ReorderSDL
import ReorderStudy

/// The study's window: SDL, the clock and the frame loop around the display-free `StudyModel`, as
/// `PlaygroundWindow` is around `WindowModel`: each input at its own time, one frame tick after
/// it, drawn, presented, the recording flushed, then paced to the display.
struct StudyWindow {
    let video: SDLVideo
    let window: Window
    let renderer: Renderer
    let view: StudyView
    let clock = MonotonicClock()
    var model: StudyModel
    var pacer: FramePacer
    let screenshotPath: String?

    init(video: SDLVideo, window: Window, renderer: Renderer, scene: Scene, model: StudyModel, fps: Double?, screenshotPath: String?) {
        self.video = video
        self.window = window
        self.renderer = renderer
        view = StudyView(scene: scene)
        self.model = model
        pacer = FramePacer(hertz: fps ?? SDLVideo.refreshRate(displayIndex: window.displayIndex) ?? 60)
        self.screenshotPath = screenshotPath
    }

    /// Runs until the study ends or is stopped (q, window close, SIGINT/SIGTERM); returns the exit
    /// status: 128 + the signal that ended it, 1 when a recording, the log or the screenshot could
    /// not be written, else 0. What was finished is kept either way.
    mutating func run() -> Int32 {
        Signals.install()
        defer { Signals.uninstall() }
        var screenshotFailed = false
        while true {
            let frameStart = clock.now()
            let t = max(frameStart, model.now)
            let poll = EventClock.Poll(seconds: t, ticks: SDLEvent.ticks)
            for (event, eventTime) in EventClock.drain(poll: poll, notBefore: model.now) { model.take(event, at: eventTime) }
            let output = renderer.outputSize, points = window.size
            if points.width > 0 { renderer.scale = Double(output.width) / Double(points.width) }
            // SDL2 has no event for a touch device that goes away: its fingers are cancelled.
            for cancel in model.translator.reconcile(touchDevices: Set(SDLVideo.touchDevices().map(\.id))) {
                model.routeInput(cancel, at: t)
            }
            if Signals.quitRequested { model.quitting = true }
            model.tick(at: max(clock.now(), model.now))
            view.draw(model, renderer: renderer)
            if model.quitting, let path = screenshotPath {
                do {
                    try renderer.readPixels().savePNG(to: path)
                } catch {
                    Playground.printError("reorder-lab study: could not save the screenshot \(path): \(error)")
                    screenshotFailed = true
                }
            }
            renderer.present()
            model.endFrame()
            if model.quitting { break }
            let wake = pacer.next(frameStart: frameStart, now: clock.now(), deadline: model.session?.engine.nextDeadline)
            clock.sleep(until: wake.at, slice: FramePacer.pumpSeconds, whileWaiting: SDLEvent.pump)
        }
        model.stop()
        if let failure = model.failure { Playground.printError("reorder-lab study: \(failure)") }
        if let signal = Signals.quitSignalNumber { return 128 + signal }
        return model.failure != nil || screenshotFailed ? Playground.failure : Playground.ok
    }
}
