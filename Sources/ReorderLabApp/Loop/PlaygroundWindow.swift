import Foundation
import ReorderKit
import ReorderSession
import ReorderSupport
import ReorderText
import ReorderTrace
import ReorderSDL

/// What a window session opens before it knows its engine's layout: SDL, the window, the renderer,
/// the scene, the content and the engine's viewport. `run` then builds the engine the content's
/// layout asks for (`TraceHeader.withEngine`) and runs a `PlaygroundWindow` of that layout.
struct WindowOpening {
    let options: AppOptions
    let video: SDLVideo
    let window: Window
    let renderer: Renderer
    let scene: Scene
    let content: SessionContent
    let translator: InputTranslator
    let refreshRate: Double?
    /// The engine's header: the content's, with the viewport and the rows the engine starts with.
    let header: TraceHeader

    init(options: AppOptions) throws {
        self.options = options
        // The display first: without one nothing else (not even the state file) is touched.
        (video, scene) = try Self.openDisplay()

        content = try SessionContent.load(options: options)
        for note in content.notes { Playground.printError(note) }

        let size = options.size?.points ?? content.viewport ?? AppOptions.defaultSize.points
        let windowSize = Self.windowSize(for: size)
        if windowSize.points != size, options.size == nil {
            Playground.printError(Self.clampNote(viewport: size, window: windowSize, replay: content.playback != nil))
        }
        do {
            window = try Window(video: video, title: "ReorderLab — \(content.name)", width: windowSize.width, height: windowSize.height)
            renderer = try Renderer(window: window, software: options.software, vsync: true)
        } catch {
            throw PlaygroundError(message: "reorder-lab: cannot open the window: \(error)", status: Playground.failure)
        }
        let windowPoints = Size(width: Double(window.size.width), height: Double(window.size.height))
        translator = InputTranslator(windowSize: windowPoints, listViewport: OverlayLayout.liveListViewport)
        refreshRate = SDLVideo.refreshRate(displayIndex: window.displayIndex)

        // A replay's engine is the headless replay's engine: the trace's viewport, whatever the
        // window; a live session's viewport is the window, less the HUD's column on a wide one.
        header = content.engineHeader(liveViewport: OverlayLayout.liveListViewport(window: windowPoints))
    }

    /// Builds the engine of the content's layout and runs the session; returns its exit status.
    func run() throws -> Int32 {
        var task = Launch(opening: self)
        let outcome: Result<Int32, PlaygroundError>
        do throws(TraceError) {
            outcome = try header.withEngine(file: options.replayPath ?? options.listPath ?? "demo", &task)
        } catch {
            throw PlaygroundError(message: error.description, status: error.isIOError ? Playground.failure : Playground.malformed)
        }
        return try outcome.get()
    }

    private struct Launch: EngineTask {
        let opening: WindowOpening

        func run<Layout: ReorderLayout>(_ engine: ReorderEngine<Layout>) throws(TraceError) -> Result<Int32, PlaygroundError> {
            do {
                var window = try PlaygroundWindow(opening: opening, engine: engine)
                return .success(try window.run())
            } catch let error as PlaygroundError {
                return .failure(error)
            } catch {
                return .failure(PlaygroundError(message: "reorder-lab: \(error)", status: Playground.failure))
            }
        }
    }
}

/// One window session of one layout: SDL objects and the frame loop (`FrameLoop`) around the
/// display-free `WindowModel` (the live session, input routing, live tuning, the HUD's data).
struct PlaygroundWindow<Layout: ReorderLayout> {
    let options: AppOptions
    /// SDL's video, kept open while the window is.
    let video: SDLVideo
    let scene: Scene
    var model: WindowModel<Layout>
    /// The window, its renderer and the clock the session runs on.
    var loop: FrameLoop

    init(opening: WindowOpening, engine: ReorderEngine<Layout>) throws {
        options = opening.options
        video = opening.video
        scene = opening.scene
        let renderer = opening.renderer
        var playback = opening.content.playback
        playback?.speed = options.speed
        loop = FrameLoop(window: opening.window, renderer: renderer, hertz: options.fps ?? opening.refreshRate ?? 60,
                         screenshotPath: options.screenshotPath, messagePrefix: "reorder-lab", stats: options.stats ? FrameStats() : nil)

        var engine = engine
        engine.recordsTransitions = options.logTransitions
        // The display's density: --ppi, else SDL's; pixels per inch over the pixel scale are points
        // per inch. A replay shows its trace's.
        let pixelScale = opening.renderer.scale
        let displayDensity = (opening.options.pixelsPerInch ?? SDLVideo.pixelsPerInch(displayIndex: opening.window.displayIndex))
            .map { $0 / max(pixelScale, 1e-9) / 25.4 }
        var recorder: SessionRecorder?
        if let path = options.recordPath {
            let facts = WindowOpening.recordedFacts(video: video, renderer: renderer, refreshRate: opening.refreshRate)
            var header = SessionContent.recordingHeader(opening.header, engine: engine, pixelScale: renderer.scale, recorded: .object(facts))
            header.pointsPerMillimetre = displayDensity
            do {
                recorder = try SessionRecorder(path: path, header: header)
            } catch {
                throw PlaygroundError(message: error.description, status: Playground.failure)
            }
        }
        var translator = opening.translator
        translator.wheelAlongX = engine.layout.scrollAxis == .horizontal
        model = WindowModel(session: LiveSession(engine: engine, recorder: recorder, stateStore: opening.content.stateStore),
                            translator: translator, playback: playback, tuningPanel: TuningPanel(lastPreset: options.preset),
                            profilePath: options.profilePath, holdAtEnd: options.hold)
        if options.speak { model.speaker = SpeechDispatcher(report: { Playground.printError($0) }) }
        model.hud.pointsPerMillimetre = playback == nil ? displayDensity : opening.content.header.pointsPerMillimetre
        model.liveFeedOptions = (options.liveFeedSeed, options.liveFeedRate)
        if options.liveFeed { model.toggleLiveFeed(at: 0) }
    }

    // MARK: The loop

    /// Runs until quit (q, window close, SIGINT/SIGTERM, end of a replay); returns the exit status.
    mutating func run() throws -> Int32 {
        Signals.install()
        defer { Signals.uninstall() }
        let latencyFlash = options.latencyFlash
        // X11's own event times, for the share of latency before the app (`WindowSystemDelay`).
        SDLVideo.reportWindowSystemInput()
        loop.run(&model) { [scene] model, renderer, t, frameInterval in
            let hud = model.hudForFrame(at: t)
            var badge: String?
            if let playback = model.playback {
                badge = playback.isFinished ? "REPLAY done" : "REPLAY \(WindowOpening.speedText(playback.speed))"
            }
            // Drawn ahead of the finger by predictionSeconds (0: as the engine has it); the engine is not fed.
            let ahead = model.prediction.ahead(engine: model.session.engine)
            var imposterAhead = Point(x: 0, y: 0)
            if case .imposter(let points) = ahead { imposterAhead = points }
            scene.draw(engine: model.session.engine.drawn(ahead), renderer: renderer, hud: hud, help: model.showHelp, badge: badge,
                       tuningPanel: model.tuningPanel, highlights: model.hud.highlights, imposterAhead: imposterAhead,
                       feed: model.feedHighlights, announcement: model.announcement?.text)
            if latencyFlash { LatencyFlash.draw(lit: !model.pointersDown.isEmpty, renderer: renderer) }
            // Recorded after drawing: the graph shows the frames before this one.
            if let frameInterval { model.hud.frameTimes.record(ms: frameInterval * 1000) }
        }
        return finish()
    }

    // MARK: Ending

    /// Completes the session and prints what was asked. Exit status: 128 + the signal that ended it
    /// (as shells report), 1 if the screenshot, the recording or the order could not be written, else 0.
    mutating func finish() -> Int32 {
        var eventLines: Int?
        if let playback = model.playback {
            if playback.isFinished {
                eventLines = playback.eventLines  // skipped unknown lines count, as in a headless replay
            } else {
                Playground.printError("reorder-lab: replay stopped at t = \(playback.traceTime) s of \(playback.duration) s; the result is of the lines played")
            }
        }
        let result = model.session.finish(eventLines: eventLines)
        model.log([])
        // Row ids are the list file's: C1 controls and bidi overrides, valid raw in JSON, are escaped for the terminal.
        if options.printOrder { StandardStream.output.write(result.json.escapedForTerminal + "\n") }
        if let stats = loop.stats {
            Playground.printError("reorder-lab --stats: \(stats.summary), renderer \(loop.renderer.name)")
            for line in loop.latency.statsLines { Playground.printError("reorder-lab --stats: \(line)") }
            // What the HUD's latency lines showed last (the last few seconds), as drawn.
            if let shown = model.hud.latency {
                Playground.printError("reorder-lab --stats: the HUD showed app latency \(shown.app); before app \(shown.beforeApp)")
            }
        }
        if let signal = Signals.quitSignalNumber { return 128 + signal }
        return loop.screenshotFailed || model.session.writeFailed ? Playground.failure : Playground.ok
    }
}

/// What the window says and checks before it knows its layout.
extension WindowOpening {
    /// SDL's video with a display, the fonts checked, and the scene that draws with them.
    static func openDisplay() throws -> (SDLVideo, Scene) {
        let video: SDLVideo
        do {
            video = try SDLVideo()
        } catch {
            throw PlaygroundError.noDisplay(error.message)
        }
        // Without X11, Wayland or a console display SDL 2.26 quietly falls back to its invisible
        // "offscreen" driver: a window nobody sees is only right when asked for by name.
        if ["offscreen", "dummy"].contains(video.driver), SDLVideo.environment("SDL_VIDEODRIVER") == nil {
            throw PlaygroundError.noDisplay("no X11, Wayland or console display found; DISPLAY is not set")
        }
        try checkFonts(video.libraries)
        return (video, Scene(text: TextCache(libraries: video.libraries)))
    }

    /// Text needs Debian's DejaVu fonts: without them say so now rather than draw a window without a
    /// word in it.
    static func checkFonts(_ libraries: SDLLibraries) throws {
        for path in [Font.defaultPath, Font.monospacePath] {
            do {
                _ = try Font(path: path, pixelSize: 16, libraries: libraries)
            } catch {
                throw PlaygroundError(message: "reorder-lab: cannot open the font \(path) (Debian package fonts-dejavu-core): \(error.message)",
                                      status: Playground.failure)
            }
        }
    }

    /// A trace's or a list's viewport may be any size the format allows (any finite number > 0);
    /// a window is kept to what AppOptions allows for --size. Clamped as a Double first, so no
    /// size converts to an integer it does not fit (1e19 did).
    static func windowSize(for viewport: Size) -> WindowSize {
        func side(_ points: Double) -> Int {
            let range = AppOptions.sizeRange
            guard points.isFinite else { return range.lowerBound }
            return Int(min(max(points.rounded(), Double(range.lowerBound)), Double(range.upperBound)))
        }
        return WindowSize(width: side(viewport.width), height: side(viewport.height))
    }

    /// Said before the window opens when the content's viewport is not a window size.
    static func clampNote(viewport: Size, window: WindowSize, replay: Bool) -> String {
        let range = AppOptions.sizeRange
        let keeps = replay ? "the replay keeps the trace's viewport (what lies past the window is not shown)"
            : "the list is laid out in the window"
        return "reorder-lab: the viewport \(HUDFormat.significant(viewport.width)) x \(HUDFormat.significant(viewport.height)) pt is not a window size "
            + "(\(range.lowerBound) to \(range.upperBound) pt a side): the window is \(window.width) x \(window.height) pt; \(keeps)"
    }

    static func recordedFacts(video: SDLVideo, renderer: Renderer, refreshRate: Double?) -> [String: JSONValue] {
        [
            "app": .string("reorder-lab"),
            "sdlVersion": .string(SDLVideo.version),
            "videoDriver": .string(video.driver),
            "renderer": .string(renderer.name),
            "refreshRate": refreshRate.map(JSONValue.number) ?? .null,
            "touchDevices": .array(SDLVideo.touchDevices().map { .object(["id": .number(Double($0.id)), "type": .string($0.type)]) }),
        ]
    }

    /// "2x", "0.5x", "1e300x": `--speed` is any finite number > 0.
    static func speedText(_ speed: Double) -> String {
        HUDFormat.significant(speed) + "x"
    }
}
