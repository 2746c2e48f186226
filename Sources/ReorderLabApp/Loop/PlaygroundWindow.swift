import Foundation
import ReorderKit
import ReorderSupport
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

/// One window session of one layout: SDL objects, the clock and the frame loop around the
/// display-free `WindowModel` (the live session, input routing, live tuning, the HUD's data).
struct PlaygroundWindow<Layout: ReorderLayout> {
    let options: AppOptions
    let video: SDLVideo
    let window: Window
    let renderer: Renderer
    let scene: Scene
    let clock = MonotonicClock()
    var model: WindowModel<Layout>
    var pacer: FramePacer
    /// Collected only with --stats.
    var stats: FrameStats?

    init(opening: WindowOpening, engine: ReorderEngine<Layout>) throws {
        options = opening.options
        video = opening.video
        window = opening.window
        renderer = opening.renderer
        scene = opening.scene
        var playback = opening.content.playback
        playback?.speed = options.speed
        pacer = FramePacer(hertz: options.fps ?? opening.refreshRate ?? 60)
        if options.stats { stats = FrameStats() }

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
        model.hud.pointsPerMillimetre = playback == nil ? displayDensity : opening.content.header.pointsPerMillimetre
    }

    // MARK: The loop

    /// Runs until quit (q, window close, SIGINT/SIGTERM, end of a replay); returns the exit status.
    mutating func run() throws -> Int32 {
        Signals.install()
        defer { Signals.uninstall() }
        var lastFrameStart: Double?
        while true {
            let frameStart = clock.now()
            pollInput()
            model.feedReplay(atWallTime: frameStart)
            if Signals.quitRequested { model.quitting = true }
            // One frame tick, stamped after the input it follows, then draw from the newest state.
            let frameTime = max(clock.now(), model.session.engine.now)
            model.tick(at: frameTime)
            draw(at: frameTime)
            if let last = lastFrameStart { model.hud.frameTimes.record(ms: (frameStart - last) * 1000) }
            // The screenshot is of the frame about to be presented: the last one anybody saw.
            if model.quitting { saveScreenshot() }
            // SDL batches drawing until the present, so a frame's CPU time runs to the present's end.
            renderer.present()
            model.endFrame()
            let work = clock.now() - frameStart
            stats?.add(workSeconds: work, intervalSeconds: lastFrameStart.map { frameStart - $0 })
            lastFrameStart = frameStart
            if model.quitting { break }
            // A replay's engine runs on the trace's time, not the clock's: its deadlines are not the window's.
            let deadline = model.playback == nil ? model.session.engine.nextDeadline : nil
            let wake = pacer.next(frameStart: frameStart, now: clock.now(), deadline: deadline)
            clock.sleep(until: wake.at, slice: FramePacer.pumpSeconds, whileWaiting: SDLEvent.pump)
        }
        return finish()
    }

    /// Drains SDL's queue, each event at its own time (`EventClock`); what the poll itself adds
    /// (device changes, slider values) gets the poll's time.
    mutating func pollInput() {
        let t = max(clock.now(), model.session.engine.now)
        let poll = EventClock.Poll(seconds: t, ticks: SDLEvent.ticks)
        for (event, eventTime) in EventClock.drain(poll: poll, notBefore: model.session.engine.now) {
            model.take(event, at: eventTime)
        }
        // Moved to a screen of another density, or resized: points to pixels anew (HiDPI).
        let output = renderer.outputSize, points = window.size
        if points.width > 0 { renderer.scale = Double(output.width) / Double(points.width) }
        // SDL2 has no event for a touch device that goes away: compare the devices it lists now
        // with the fingers down, and cancel those left without a device (they will never get an up).
        for cancel in model.translator.reconcile(touchDevices: Set(SDLVideo.touchDevices().map(\.id))) {
            model.routeLive(cancel, at: t)
        }
        model.endInput(at: t)
    }

    mutating func draw(at t: Double) {
        let hud = model.hudForFrame(at: t)
        var badge: String?
        if let playback = model.playback {
            badge = playback.isFinished ? "REPLAY done" : "REPLAY \(WindowOpening.speedText(playback.speed))"
        }
        scene.draw(engine: model.session.engine, renderer: renderer, hud: hud, help: model.showHelp, badge: badge,
                   tuningPanel: model.tuningPanel, highlights: model.hud.highlights)
    }

    // MARK: Ending

    var screenshotFailed = false

    mutating func saveScreenshot() {
        guard let path = options.screenshotPath else { return }
        do {
            try renderer.readPixels().savePNG(to: path)
        } catch {
            Playground.printError("reorder-lab: could not save the screenshot \(path): \(error)")
            screenshotFailed = true
        }
    }

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
        if let stats { Playground.printError("reorder-lab --stats: \(stats.summary), renderer \(renderer.name)") }
        if let signal = Signals.quitSignalNumber { return 128 + signal }
        return screenshotFailed || model.session.writeFailed ? Playground.failure : Playground.ok
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
