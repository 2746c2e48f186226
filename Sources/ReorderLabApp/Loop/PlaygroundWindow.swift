import Foundation
import ReorderKit

/// One window session: SDL objects, the live session, the HUD's data, and the frame loop.
struct PlaygroundWindow {
    let options: AppOptions
    let video: SDLVideo
    let window: Window
    let renderer: Renderer
    let scene = Scene()
    let clock = MonotonicClock()
    var session: LiveSession
    var translator: InputTranslator
    var playback: TracePlayback?
    var pacer: FramePacer
    var stats = FrameStats()
    var hud = HUDData()
    var eventLog = EventLog()
    var showHUD = true
    var showHelp = false
    var quitting = false

    init(options: AppOptions) throws {
        self.options = options
        // What to show: a replayed trace brings its own rows, viewport and tuning.
        let header: TraceHeader
        var listName = "demo"
        var stateStore: StateStore?
        var notes: [String] = []
        if let path = options.replayPath {
            let playback: TracePlayback
            do {
                playback = try TracePlayback(path: path, speed: options.speed)
            } catch {
                throw PlaygroundError(message: error.description, status: error.message.hasPrefix("cannot") ? Playground.failure : Playground.malformed)
            }
            self.playback = playback
            header = playback.header
            listName = (path as NSString).lastPathComponent
            notes += playback.warnings
        } else {
            let list: LoadedList
            do {
                list = try ListSource.load(path: options.listPath)
            } catch {
                throw PlaygroundError(message: error.description, status: error.message.hasPrefix("cannot") ? Playground.failure : Playground.malformed)
            }
            listName = list.name
            var rows = list.rows
            stateStore = StateStore.forSession(options: options, list: list)
            if let stateStore {
                let restored = stateStore.restore(rows: rows)
                rows = restored.rows
                if let report = restored.report { notes.append(report) }
            }
            header = TraceHeader(viewport: options.size.points, rows: .explicit(rows), tuning: list.tuning)
        }
        for note in notes { Playground.printError(note) }

        do {
            video = try SDLVideo()
        } catch {
            throw PlaygroundError.noDisplay(error.message)
        }
        // Without X11, Wayland or a console display SDL 2.26 quietly falls back to its invisible
        // "offscreen" driver: a window nobody sees is only right when asked for by name.
        let asked = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        if ["offscreen", "dummy"].contains(video.driver), asked == nil || asked!.isEmpty {
            throw PlaygroundError.noDisplay("no X11, Wayland or console display found; DISPLAY is not set")
        }
        // A replay opens at the trace's viewport (its coordinates are in it) unless --size says otherwise.
        let size = options.replayPath != nil && options.size == AppOptions.defaultSize ? header.viewport : options.size.points
        do {
            window = try Window(title: "ReorderLab — \(listName)", width: Int(size.width.rounded()), height: Int(size.height.rounded()))
            renderer = try Renderer(window: window, software: options.software, vsync: true)
        } catch {
            throw PlaygroundError.noDisplay(error.description)
        }
        let viewport = Size(width: Double(window.size.width), height: Double(window.size.height))
        translator = InputTranslator(windowSize: viewport)
        let refreshRate = SDLVideo.refreshRate(displayIndex: window.displayIndex)
        pacer = FramePacer(hertz: options.fps ?? refreshRate ?? 60)

        var tuning: Tuning
        do {
            tuning = try header.makeTuning()
        } catch {
            throw PlaygroundError(message: "reorder-lab: \(error)", status: Playground.malformed)
        }
        let rows = header.rows.makeRows()
        // A replay's engine is the headless replay's engine: the trace's viewport, whatever the window.
        let engine = Engine(rows: rows, viewport: playback == nil ? viewport : header.viewport, tuning: tuning,
                            scrollOffset: header.scrollOffset)
        var recorder: SessionRecorder?
        if let path = options.recordPath {
            let facts: [String: JSONValue] = [
                "app": .string("reorder-lab"),
                "sdlVersion": .string(SDLVideo.version),
                "videoDriver": .string(video.driver),
                "renderer": .string(renderer.name),
                "refreshRate": refreshRate.map(JSONValue.number) ?? .null,
                "touchDevices": .array(SDLVideo.touchDevices().map { .object(["id": .number(Double($0.id)), "type": .string($0.type)]) }),
            ]
            tuning = engine.tuning
            do {
                recorder = try SessionRecorder(path: path, header: TraceHeader(
                    viewport: viewport, rows: .explicit(rows), tuning: tuning.jsonObject, scrollOffset: engine.scrollOffset,
                    pixelScale: renderer.scale, recorded: .object(facts)))
            } catch {
                throw PlaygroundError(message: error.description, status: Playground.failure)
            }
        }
        session = LiveSession(engine: engine, recorder: recorder, stateStore: stateStore)
    }

    // MARK: The loop

    /// Runs until quit (q, window close, SIGINT/SIGTERM, end of a replay); returns the exit status.
    mutating func run() throws -> Int32 {
        Signals.install()
        defer { Signals.uninstall() }
        var lastFrameStart: Double?
        while !quitting {
            let frameStart = clock.now()
            pollInput()
            feedReplay(at: frameStart)
            if Signals.quitRequested { quitting = true }
            // One frame tick, stamped after the input it follows, then draw from the newest state.
            let frameTime = max(clock.now(), session.engine.now)
            if playback == nil { session.feed(.frame, at: frameTime) }
            absorbReports()
            draw(at: frameTime)
            if let last = lastFrameStart { hud.frameTimes.record(ms: (frameStart - last) * 1000) }
            if quitting { break }  // the last frame is drawn but kept for the screenshot
            // SDL batches drawing until the present, so a frame's CPU time runs to the present's end.
            renderer.present()
            session.endFrame()
            stats.add(workSeconds: clock.now() - frameStart, intervalSeconds: lastFrameStart.map { frameStart - $0 })
            lastFrameStart = frameStart
            pacer.afterPresent(frameStart: frameStart, clock: clock)
        }
        return try finish()
    }

    /// Drains SDL's queue: every event gets the time of this poll.
    mutating func pollInput() {
        let t = max(clock.now(), session.engine.now)
        while let event = SDLEvent.poll() {
            for translated in translator.translate(event) {
                switch translated {
                case .input(let input): feedLive(input, at: t)
                case .command(.quit): quitting = true
                case .command(.toggleHUD): showHUD.toggle()
                case .command(.toggleHelp): showHelp.toggle()
                }
            }
        }
        // Moved to a screen of another density, or resized: points to pixels anew (HiDPI).
        let output = renderer.outputSize, points = window.size
        if points.width > 0 { renderer.scale = Double(output.width) / Double(points.width) }
        // A touch device that vanished with fingers down leaves them without an up: cancel them.
        for cancel in translator.reconcile(touchDevices: Set(SDLVideo.touchDevices().map(\.id))) {
            feedLive(cancel, at: t)
        }
    }

    /// Live input, unless a trace is playing: then the trace alone drives the engine, so the result
    /// is the headless replay's (the window's keys still quit and toggle the overlays).
    mutating func feedLive(_ input: InputEvent, at t: Double) {
        guard playback == nil else { return }
        session.feed(input, at: t)
        trackTrails(input, at: t)
    }

    /// A replay plays its lines through the same path as live input, at their own times.
    mutating func feedReplay(at wallTime: Double) {
        guard var playback = self.playback else { return }
        for event in playback.due(atWallTime: wallTime) {
            session.feed(event.event, at: event.t)
            trackTrails(event.event, at: event.t)
        }
        if playback.isFinished, !options.hold { quitting = true }
        self.playback = playback
    }

    mutating func trackTrails(_ input: InputEvent, at t: Double) {
        switch input {
        case .down(let pointer, let point), .move(let pointer, let point): hud.trails.add(pointer, point, at: t)
        case .up(let pointer, let point):
            hud.trails.add(pointer, point, at: t)
            hud.trails.end(pointer, at: t)
        case .cancel(let pointer): hud.trails.end(pointer, at: t)
        case .frame, .wheel, .key, .resize, .focus, .tuning, .mark: break
        }
    }

    mutating func absorbReports() {
        for warning in session.takeWarnings() {
            Playground.printError("reorder-lab: \(warning)")
            eventLog.note(warning, at: session.engine.now)
        }
        let reports = session.recentReports
        if let last = reports.last, last.t > lastLoggedReport {
            eventLog.record(reports.filter { $0.t > lastLoggedReport })
            lastLoggedReport = last.t
        }
    }

    var lastLoggedReport = -Double.infinity

    mutating func draw(at t: Double) {
        hud.trails.prune(at: playback == nil ? t : session.engine.now)
        hud.events = eventLog.lines
        hud.now = playback == nil ? t : session.engine.now
        var badge: String?
        if let playback {
            badge = playback.isFinished ? "REPLAY done" : "REPLAY \(Self.speedText(playback.speed))"
        }
        scene.draw(engine: session.engine, renderer: renderer, hud: showHUD ? hud : nil, help: showHelp, badge: badge)
    }

    static func speedText(_ speed: Double) -> String {
        speed == speed.rounded() ? "\(Int(speed))x" : String(format: "%.2gx", speed)
    }

    // MARK: Ending

    /// Saves the screenshot of the last frame, completes the session, prints what was asked.
    mutating func finish() throws -> Int32 {
        var status = Playground.ok
        if let path = options.screenshotPath {
            do {
                try renderer.readPixels().savePNG(to: path)
            } catch {
                Playground.printError("reorder-lab: could not save the screenshot \(path): \(error)")
                status = Playground.failure
            }
        }
        let result = session.finish(eventLines: playback?.eventLines)
        absorbReports()
        if options.printOrder { print(result.json) }
        if options.stats { Playground.printError("reorder-lab --stats: \(stats.summary), renderer \(renderer.name)") }
        return status
    }
}
