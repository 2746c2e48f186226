import ReorderKit
import ReorderSDL

/// The panel check's window: SDL and the frame loop (`FrameLoop`) around the display-free
/// `PanelCheckModel`, as `StudyWindow` is around `StudyModel`: each input at its own time, the frame
/// drawn, presented, the recording flushed, then paced to the display.
struct PanelCheckWindow {
    /// SDL's video, kept open while the window is.
    let video: SDLVideo
    let view: PanelCheckView
    var model: PanelCheckModel
    var loop: FrameLoop

    init(video: SDLVideo, window: Window, renderer: Renderer, scene: Scene, model: PanelCheckModel, screenshotPath: String?) {
        self.video = video
        view = PanelCheckView(scene: scene)
        self.model = model
        loop = FrameLoop(window: window, renderer: renderer, hertz: SDLVideo.refreshRate(displayIndex: window.displayIndex) ?? 60,
                         screenshotPath: screenshotPath, messagePrefix: "reorder-lab panel-check")
    }

    /// Runs until every target is tapped or the session is stopped (Escape, q, the close button,
    /// SIGINT/SIGTERM), then closes the recording. Returns 128 + the signal that ended it, 1 when the
    /// recording or the screenshot could not be written, else 0.
    mutating func run() -> Int32 {
        Signals.install()
        defer { Signals.uninstall() }
        loop.run(&model) { [view] model, renderer, _, _ in view.draw(model, renderer: renderer) }
        model.close()
        if let failure = model.failure { Playground.printError("reorder-lab panel-check: \(failure)") }
        if let signal = Signals.quitSignalNumber { return 128 + signal }
        return model.failure != nil || loop.screenshotFailed ? Playground.failure : Playground.ok
    }
}
