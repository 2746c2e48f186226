import Foundation
import ReorderKit
import ReorderSDL
import ReorderStudy

/// The study's window: SDL and the frame loop (`FrameLoop`, the playground's) around the
/// display-free `StudyModel`, as `PlaygroundWindow` is around `WindowModel`: each input at its own
/// time, one frame tick after it, drawn, presented, the recording flushed, then paced to the display.
struct StudyWindow<Layout: ReorderLayout> {
    /// SDL's video, kept open while the window is.
    let video: SDLVideo
    let view: StudyView
    var model: StudyModel<Layout>
    /// The window, its renderer and the clock the study runs on.
    var loop: FrameLoop

    init(video: SDLVideo, window: Window, renderer: Renderer, scene: Scene, model: StudyModel<Layout>, fps: Double?, screenshotPath: String?) {
        self.video = video
        view = StudyView(scene: scene)
        self.model = model
        loop = FrameLoop(window: window, renderer: renderer, hertz: fps ?? SDLVideo.refreshRate(displayIndex: window.displayIndex) ?? 60,
                         screenshotPath: screenshotPath, messagePrefix: "reorder-lab study")
    }

    /// Runs until the study ends or is stopped (q, window close, SIGINT/SIGTERM); returns the exit
    /// status: 128 + the signal that ended it, 1 when a recording, the log or the screenshot could
    /// not be written, else 0. What was finished is kept either way.
    mutating func run() -> Int32 {
        Signals.install()
        defer { Signals.uninstall() }
        loop.run(&model) { [view] model, renderer, _, _ in view.draw(model, renderer: renderer) }
        model.stop()
        if let failure = model.failure { Playground.printError("reorder-lab study: \(failure)") }
        if let signal = Signals.quitSignalNumber { return 128 + signal }
        return model.failure != nil || loop.screenshotFailed ? Playground.failure : Playground.ok
    }
}
