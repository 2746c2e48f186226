#if canImport(Glibc)
import Glibc
#endif
import ReorderKit
import ReorderSDL
import ReorderSession
import ReorderSupport
import ReorderTrace

/// How a panel check's window ended: the command prints the report (`--analyze` on the recording)
/// only when every target was tapped.
public struct PanelCheckOutcome: Equatable, Sendable {
    public var status: ExitStatus
    /// The recording written, when one was started.
    public var recording: String?
    /// Every target was tapped (not stopped by Escape, q, the close button or a signal).
    public var completed: Bool

    public init(status: ExitStatus, recording: String?, completed: Bool) {
        self.status = status
        self.recording = recording
        self.completed = completed
    }
}

/// `reorder-lab panel-check` without `--analyze`: opens the full-screen window (or `--size`'s),
/// records the session (the header's `panel`, each target's mark, every touch), runs it to the last
/// tap or to Escape, and says where the recording is.
public enum PanelCheckLaunch {
    /// `targets`: the sequence for a viewport and the display's points per millimetre (nil: not
    /// known), from the command (ReorderAnalysis's `PanelTargets`).
    public static func main(_ options: PanelCheckOptions, targets: @escaping (Size, Double?) -> [Point]) -> PanelCheckOutcome {
        do {
            let (video, scene) = try WindowOpening.openDisplay()
            return try run(options, video: video, scene: scene, targets: targets)
        } catch let error as PlaygroundError {
            Playground.printError(error.message.replacingPrefix("reorder-lab:", with: "reorder-lab panel-check:"))
            return PanelCheckOutcome(status: ExitStatus(code: error.status), recording: nil, completed: false)
        } catch {
            Playground.printError("reorder-lab panel-check: \(error)")
            return PanelCheckOutcome(status: .ioError, recording: nil, completed: false)
        }
    }

    /// The session on an SDL that is open (tests give the dummy driver's, with events pushed).
    static func run(_ options: PanelCheckOptions, video: SDLVideo, scene: Scene,
                    targets: @escaping (Size, Double?) -> [Point]) throws -> PanelCheckOutcome {
        let window: Window, renderer: Renderer
        do {
            // Full screen: asked at the display's size too, so that the window covers it where nobody
            // applies SDL's full-screen request (an X server without a window manager, as Xvfb).
            let display = SDLVideo.displaySize(displayIndex: 0).map { WindowSize(width: $0.width, height: $0.height) }
            let size = options.size ?? display ?? AppOptions.defaultSize
            window = try Window(video: video, title: "ReorderLab panel check", width: size.width, height: size.height,
                                resizable: options.size != nil, fullscreen: options.size == nil)
            renderer = try Renderer(window: window, software: options.software, vsync: true)
        } catch {
            throw PlaygroundError(message: "reorder-lab panel-check: cannot open the window: \(error)", status: Playground.failure)
        }
        let points = window.size
        let viewport = Size(width: Double(points.width), height: Double(points.height))
        renderer.scale = Double(renderer.outputSize.width) / Double(max(points.width, 1))
        let pointsPerMillimetre = (options.pixelsPerInch ?? SDLVideo.pixelsPerInch(displayIndex: window.displayIndex))
            .map { $0 / max(renderer.scale, 1e-9) / 25.4 }
        let path = options.recordingPath ?? PanelCheckOptions.defaultRecordingPath(secondsSinceEpoch: Int(time(nil)))

        var header = TraceHeader(viewport: viewport, rows: .explicit([]), pixelScale: renderer.scale, pointsPerMillimetre: pointsPerMillimetre,
                                 recorded: .object(WindowOpening.recordedFacts(video: video, renderer: renderer,
                                                                               refreshRate: SDLVideo.refreshRate(displayIndex: window.displayIndex))))
        header.panel = PanelFacts(fullscreen: options.size == nil && window.coversDisplay, videoDriver: video.driver,
                                  touchDevices: SDLVideo.namedTouchDevices().map { PanelFacts.TouchDevice(id: $0.id, name: $0.name, type: $0.type) },
                                  mouseTaps: options.mouse)
        let recorder: SessionRecorder
        do {
            recorder = try SessionRecorder(path: path, header: header)
        } catch {
            throw PlaygroundError(message: error.description, status: error.isIOError ? Playground.failure : Playground.malformed)
        }
        let model = PanelCheckModel(viewport: viewport, recorder: recorder, mouseTaps: options.mouse) { targets($0, pointsPerMillimetre) }
        guard model.count > 0 else {
            try? recorder.close()
            throw PlaygroundError(message: "reorder-lab panel-check: the window is \(points.width) x \(points.height) pt: no targets fit", status: Playground.failure)
        }
        Playground.printError("reorder-lab panel-check: \(model.count) targets, one at a time\(options.mouse ? " (the mouse taps too)" : ""); "
                              + "Escape stops; recording to \(path)")
        var panelWindow = PanelCheckWindow(video: video, window: window, renderer: renderer, scene: scene, model: model,
                                           screenshotPath: options.screenshotPath)
        let status = panelWindow.run()
        let done = panelWindow.model
        if !done.completed {
            Playground.printError("reorder-lab panel-check: stopped at target \(min(done.index + 1, done.count)) of \(done.count): no report; "
                                  + "the recording so far is kept in \(path)")
        }
        return PanelCheckOutcome(status: ExitStatus(code: status), recording: path, completed: done.completed && status == Playground.ok)
    }
}

extension String {
    /// The message with its program name replaced (WindowOpening's messages say `reorder-lab:`).
    fileprivate func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
