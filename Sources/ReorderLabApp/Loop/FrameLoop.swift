import ReorderSDL

/// What a window's model gives the one frame loop (`FrameLoop`): the playground's `WindowModel`
/// and the study's `StudyModel`, each as it is, display-free. The loop owns the rest: SDL's queue,
/// the clock, drawing (what the window gives `run`), the present and the pacing.
protocol FrameLoopClient {
    /// The latest time the model was given (seconds on the loop's clock): no input is stamped before it.
    var now: Double { get }
    /// Set by the model (q, the close button, the end of a replay) or the loop (a signal): the loop
    /// ends after the frame in progress, whose picture is the screenshot's.
    var quitting: Bool { get set }
    /// When time alone next changes the engine's state (`ReorderEngine.nextDeadline`), if it is on
    /// the loop's clock and anything waits on it.
    var deadline: Double? { get }
    /// One SDL event, at its own time (`EventClock`).
    mutating func take(_ event: SDLEvent, at t: Double)
    /// The touch devices SDL lists now, at the poll's time: fingers on a device that went away are
    /// cancelled (SDL2 has no event for it, and they will never get an up).
    mutating func keepFingers(onTouchDevices devices: Set<Int64>, at t: Double)
    /// The frame's input is in (`t`: the poll's time); `wallTime`: when the frame started.
    mutating func inputDone(at t: Double, wallTime: Double)
    /// One frame tick, stamped after the input it follows.
    mutating func tick(at t: Double)
    /// After the present: the recording reaches the kernel, so a crash loses at most this frame.
    mutating func endFrame()
    /// The frame's present returned at `t` (seconds on the loop's clock), before `endFrame`;
    /// `latency`: the loop's figures so far (a window without a HUD line for them ignores both).
    mutating func presented(at t: Double, latency: LiveLatency)
}

extension FrameLoopClient {
    mutating func presented(at t: Double, latency: LiveLatency) {}
}

/// The one frame loop of every window: poll the input (each event at its own time), tick, draw,
/// present, pace to the display (`FramePacer`), until the client quits or a signal comes.
struct FrameLoop {
    let window: Window
    let renderer: Renderer
    /// The session's clock, from the loop's making (a replay's wall time counts from it).
    let clock = MonotonicClock()
    var pacer: FramePacer
    /// `--screenshot`: the last frame presented (the last one anybody saw) is saved there.
    let screenshotPath: String?
    /// What a message from the loop starts with ("reorder-lab", "reorder-lab study").
    let messagePrefix: String
    /// Collected only with --stats.
    var stats: FrameStats?
    /// The app's latency and the window system's, for the HUD and --stats.
    private(set) var latency: LiveLatency
    private(set) var screenshotFailed = false

    init(window: Window, renderer: Renderer, hertz: Double, screenshotPath: String?, messagePrefix: String, stats: FrameStats? = nil) {
        self.window = window
        self.renderer = renderer
        pacer = FramePacer(hertz: hertz)
        self.screenshotPath = screenshotPath
        self.messagePrefix = messagePrefix
        self.stats = stats
        latency = LiveLatency(keepsSession: stats != nil, clockOrigin: clock.origin)
    }

    /// Runs frames until the client quits or SIGINT/SIGTERM asks to (`Signals`, installed by the
    /// caller, who also reads which signal it was). `draw`: the newest state, at a time, with the
    /// seconds since the last frame started (nil for the first).
    mutating func run<Client: FrameLoopClient>(_ client: inout Client,
                                               draw: (inout Client, Renderer, _ t: Double, _ frameInterval: Double?) -> Void) {
        var lastFrameStart: Double?
        while true {
            let frameStart = clock.now()
            pollInput(&client, wallTime: frameStart)
            if Signals.quitRequested { client.quitting = true }
            let frameTime = max(clock.now(), client.now)
            client.tick(at: frameTime)
            draw(&client, renderer, frameTime, lastFrameStart.map { frameStart - $0 })
            if client.quitting { saveScreenshot() }
            // SDL batches drawing until the present, so a frame's CPU time runs to the present's end.
            renderer.present()
            let presented = clock.now()
            latency.presented(at: presented)
            client.presented(at: presented, latency: latency)
            client.endFrame()
            stats?.add(workSeconds: clock.now() - frameStart, intervalSeconds: lastFrameStart.map { frameStart - $0 })
            lastFrameStart = frameStart
            if client.quitting { break }
            let wake = pacer.next(frameStart: frameStart, now: clock.now(), deadline: client.deadline)
            clock.sleep(until: wake.at, slice: FramePacer.pumpSeconds, whileWaiting: SDLEvent.pump)
        }
    }

    /// Drains SDL's queue, each event at its own time (`EventClock`); what the poll itself adds
    /// (device changes, the end of input) gets the poll's time.
    private mutating func pollInput<Client: FrameLoopClient>(_ client: inout Client, wallTime: Double) {
        let t = max(clock.now(), client.now)
        let poll = EventClock.Poll(seconds: t, ticks: SDLEvent.ticks)
        for (event, eventTime, timed) in EventClock.drain(poll: poll, notBefore: client.now) {
            latency.taken(event, at: eventTime, timed: timed)
            client.take(event, at: eventTime)
        }
        // Moved to a screen of another density, or resized: points to pixels anew (HiDPI).
        let output = renderer.outputSize, points = window.size
        if points.width > 0 { renderer.scale = Double(output.width) / Double(points.width) }
        client.keepFingers(onTouchDevices: Set(SDLVideo.touchDevices().map(\.id)), at: t)
        client.inputDone(at: t, wallTime: wallTime)
    }

    private mutating func saveScreenshot() {
        guard let path = screenshotPath else { return }
        do {
            try renderer.readPixels().savePNG(to: path)
        } catch {
            Playground.printError("\(messagePrefix): could not save the screenshot \(path): \(error)")
            screenshotFailed = true
        }
    }
}
