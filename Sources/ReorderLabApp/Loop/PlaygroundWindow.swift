import Foundation
import ReorderKit
import ReorderSupport
import ReorderTrace
import ReorderSDL

/// One window session: SDL objects, the live session, the HUD's data, and the frame loop.
struct PlaygroundWindow {
    let options: AppOptions
    let video: SDLVideo
    let window: Window
    let renderer: Renderer
    let scene: Scene
    let clock = MonotonicClock()
    var session: LiveSession
    var translator: InputTranslator
    var playback: TracePlayback?
    var pacer: FramePacer
    /// Collected only with --stats.
    var stats: FrameStats?
    var hud = HUDData()
    var eventLog = EventLog()
    var showHUD = true
    var showHelp = false
    var quitting = false
    /// The tuning panel (`t`) and the preset applied last.
    var tuningPanel: TuningPanel

    init(options: AppOptions) throws {
        self.options = options
        tuningPanel = TuningPanel(lastPreset: options.preset)
        // The display first: without one nothing else (not even the state file) is touched.
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
        try Self.checkFonts(video.libraries)
        scene = Scene(text: TextCache(libraries: video.libraries))

        let content = try SessionContent.load(options: options)
        playback = content.playback
        playback?.speed = options.speed
        for note in content.notes { Playground.printError(note) }

        let size = options.size?.points ?? content.viewport ?? AppOptions.defaultSize.points
        let windowSize = Self.windowSize(for: size)
        if windowSize.points != size, options.size == nil {
            Playground.printError(Self.clampNote(viewport: size, window: windowSize, replay: playback != nil))
        }
        do {
            window = try Window(video: video, title: "ReorderLab — \(content.name)", width: windowSize.width, height: windowSize.height)
            renderer = try Renderer(window: window, software: options.software, vsync: true)
        } catch {
            throw PlaygroundError(message: "reorder-lab: cannot open the window: \(error)", status: Playground.failure)
        }
        let windowPoints = Size(width: Double(window.size.width), height: Double(window.size.height))
        translator = InputTranslator(windowSize: windowPoints, listViewport: OverlayLayout.liveListViewport)
        let refreshRate = SDLVideo.refreshRate(displayIndex: window.displayIndex)
        pacer = FramePacer(hertz: options.fps ?? refreshRate ?? 60)
        if options.stats { stats = FrameStats() }

        // A replay's engine is the headless replay's engine: the trace's viewport, whatever the
        // window; a live session's viewport is the window, less the HUD's column on a wide one.
        let viewport = playback == nil ? OverlayLayout.liveListViewport(window: windowPoints) : content.header.viewport
        let engine = Engine(rows: content.rows, viewport: viewport, tuning: content.tuning, scrollOffset: content.header.scrollOffset)
        var recorder: SessionRecorder?
        if let path = options.recordPath {
            let facts = Self.recordedFacts(video: video, renderer: renderer, refreshRate: refreshRate)
            do {
                recorder = try SessionRecorder(path: path, header: TraceHeader(
                    viewport: engine.viewport, rows: .explicit(content.rows), tuning: engine.tuning.jsonObject,
                    scrollOffset: engine.scrollOffset, pixelScale: renderer.scale, recorded: .object(facts)))
            } catch {
                throw PlaygroundError(message: error.description, status: Playground.failure)
            }
        }
        session = LiveSession(engine: engine, recorder: recorder, stateStore: content.stateStore)
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

    // MARK: The loop

    /// Runs until quit (q, window close, SIGINT/SIGTERM, end of a replay); returns the exit status.
    mutating func run() throws -> Int32 {
        Signals.install()
        defer { Signals.uninstall() }
        var lastFrameStart: Double?
        while true {
            let frameStart = clock.now()
            pollInput()
            feedReplay(at: frameStart)
            if Signals.quitRequested { quitting = true }
            // One frame tick, stamped after the input it follows, then draw from the newest state.
            let frameTime = max(clock.now(), session.engine.now)
            if playback == nil { log(session.feed(.frame, at: frameTime)) }
            draw(at: frameTime)
            if let last = lastFrameStart { hud.frameTimes.record(ms: (frameStart - last) * 1000) }
            // The screenshot is of the frame about to be presented: the last one anybody saw.
            if quitting { saveScreenshot() }
            // SDL batches drawing until the present, so a frame's CPU time runs to the present's end.
            renderer.present()
            session.endFrame()
            stats?.add(workSeconds: clock.now() - frameStart, intervalSeconds: lastFrameStart.map { frameStart - $0 })
            lastFrameStart = frameStart
            if quitting { break }
            pacer.afterPresent(frameStart: frameStart, clock: clock, whileWaiting: SDLEvent.pump)
        }
        return finish()
    }

    /// Drains SDL's queue, each event at its own time (`EventClock`); what the poll itself adds
    /// (device changes, slider values) gets the poll's time.
    mutating func pollInput() {
        let t = max(clock.now(), session.engine.now)
        let poll = EventClock.Poll(seconds: t, ticks: SDLEvent.ticks)
        for (event, eventTime) in EventClock.drain(poll: poll, notBefore: session.engine.now) {
            for translated in translator.translate(event) {
                switch translated {
                case .input(let input): routeLive(input, at: eventTime)
                case .command(let command): run(command, at: eventTime)
                }
            }
        }
        // Moved to a screen of another density, or resized: points to pixels anew (HiDPI).
        let output = renderer.outputSize, points = window.size
        if points.width > 0 { renderer.scale = Double(output.width) / Double(points.width) }
        // SDL2 has no event for a touch device that goes away: compare the devices it lists now
        // with the fingers down, and cancel those left without a device (they will never get an up).
        for cancel in translator.reconcile(touchDevices: Set(SDLVideo.touchDevices().map(\.id))) {
            routeLive(cancel, at: t)
        }
        feedSliders(at: t)
    }

    /// What the window does itself.
    mutating func run(_ command: AppCommand, at t: Double) {
        switch command {
        case .quit: quitting = true
        case .toggleHUD: showHUD.toggle()
        case .toggleHelp: showHelp.toggle()
        case .toggleTuningPanel: tuningPanel.isOpen.toggle()
        case .tune(let tuning): tune(tuning, at: t)
        case .saveTuning: saveTuning(at: t)
        }
    }

    /// Live input, unless a trace is playing: then the trace alone drives the engine, so the result
    /// is the headless replay's (the window's keys still quit and toggle the overlays).
    mutating func feedLive(_ input: InputEvent, at t: Double) {
        guard playback == nil else { return }
        log(session.feed(input, at: t))
        observe(input, at: t)
    }

    /// A replay plays its lines through the same path as live input, at their own times.
    mutating func feedReplay(at wallTime: Double) {
        guard var playback = self.playback else { return }
        for event in playback.due(atWallTime: wallTime) {
            log(session.feed(event.event, at: event.t))
            observe(event.event, at: event.t)
            if case .tuning(let values) = event.event { eventLog.note(Self.describe(values), at: event.t) }
        }
        if playback.isFinished, !options.hold { quitting = true }
        self.playback = playback
    }

    /// The HUD's view of an input the engine was given: trails, the next press's label, the
    /// tuning that changed.
    mutating func observe(_ input: InputEvent, at t: Double) {
        hud.observe(input, at: t)
        if case .mark(let label) = input { eventLog.note("mark \(label)", at: t) }
    }

    /// The engine's reports for the HUD, and any warning the session has for the person.
    mutating func log(_ reports: [TimedEngineEvent]) {
        if !reports.isEmpty { eventLog.record(reports) }
        for warning in session.takeWarnings() {
            Playground.printError("reorder-lab: \(warning)")
            eventLog.note(warning, at: session.engine.now)
        }
    }

    mutating func draw(at t: Double) {
        let now = playback == nil ? t : session.engine.now
        hud.trails.prune(at: now)
        hud.events = eventLog.lines
        hud.now = now
        var badge: String?
        if let playback {
            badge = playback.isFinished ? "REPLAY done" : "REPLAY \(Self.speedText(playback.speed))"
        }
        scene.draw(engine: session.engine, renderer: renderer, hud: showHUD ? hud : nil, help: showHelp, badge: badge,
                   tuningPanel: tuningPanel, highlights: hud.highlights)
    }

    /// "2x", "0.5x", "1e300x": `--speed` is any finite number > 0.
    static func speedText(_ speed: Double) -> String {
        HUDFormat.significant(speed) + "x"
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
        if let playback {
            if playback.isFinished {
                eventLines = playback.eventLines  // skipped unknown lines count, as in a headless replay
            } else {
                Playground.printError("reorder-lab: replay stopped at t = \(playback.traceTime) s of \(playback.duration) s; the result is of the lines played")
            }
        }
        let result = session.finish(eventLines: eventLines)
        log([])
        if options.printOrder { StandardStream.output.write(result.json + "\n") }
        if let stats { Playground.printError("reorder-lab --stats: \(stats.summary), renderer \(renderer.name)") }
        if let signal = Signals.quitSignalNumber { return 128 + signal }
        return screenshotFailed || session.writeFailed ? Playground.failure : Playground.ok
    }
}
