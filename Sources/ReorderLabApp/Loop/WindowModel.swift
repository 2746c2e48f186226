import ReorderKit
import ReorderSDL
import ReorderSession

/// The window without a display: what SDL's events do (through `InputTranslator`), where each input
/// goes (the tuning panel first, then the engine through `LiveSession.feed`, or nowhere during a
/// replay), what a key does to the tuning, the overlays' switches and the HUD's data. The window
/// (`PlaygroundWindow`) adds SDL, the clock, drawing and the frame loop; tests drive this model as
/// the window does, event by event, with times of their own.
struct WindowModel<Layout: ReorderLayout> {
    var session: LiveSession<Layout>
    var translator: InputTranslator
    var playback: TracePlayback?
    /// The tuning panel (`t`) and the preset applied last.
    var tuningPanel: TuningPanel
    var hud = HUDData()
    var eventLog = EventLog()
    /// How much of the HUD shows: one value, stepped by `h`.
    var hudMode = HUDMode.full
    /// How the HUD came up (one line in a small window), and so comes back after `h` hid it.
    var hudStartMode = HUDMode.full
    var showHUD: Bool { hudMode != .hidden }
    var showHelp = false
    var quitting = false
    /// Where `w` writes the tuning (`AppOptions.profilePath`).
    let profilePath: String
    /// Keep the window open when the replay ends (`--hold`).
    let holdAtEnd: Bool
    /// When this frame's present returned (session seconds): its recorded frame line's `presented`.
    var presentedAt: Double?
    /// Where the imposter and panned content are drawn ahead of the finger (`predictionSeconds`).
    var prediction = DrawnPrediction()
    /// Pointers down now: `--latency-flash` lights while any is.
    var pointersDown: Set<PointerID> = []
    /// The live feed (`--live-feed`, `n`): made at its first start (its set of ids costs O(rows)), from
    /// `liveFeedOptions`; never in a replay. What it changed is lit (`feedHighlights`).
    var liveFeed: LiveFeed?
    var liveFeedOptions = (seed: UInt64(1), periodSeconds: LiveFeed.defaultPeriod)
    var feedHighlights = FeedHighlights()
    /// The engine's latest announcement, shown in the strip (`AnnouncementStrip`), and when it came.
    var announcement: (text: String, t: Double)?
    /// `--speak`: where each announcement is spoken, live and in a replay alike.
    var speaker: (any AnnouncementSpeaker)?

    init(session: LiveSession<Layout>, translator: InputTranslator, playback: TracePlayback?, tuningPanel: TuningPanel,
         profilePath: String, holdAtEnd: Bool) {
        self.session = session
        self.translator = translator
        self.playback = playback
        self.tuningPanel = tuningPanel
        self.profilePath = profilePath
        self.holdAtEnd = holdAtEnd
        hudStartMode = OverlayLayout.hudStartsOnOneLine(window: translator.windowSize) ? .oneLine : .full
        hudMode = hudStartMode
    }

    // MARK: Input

    /// One SDL event, at its time on the session's clock (`EventClock`).
    mutating func take(_ event: SDLEvent, at t: Double) {
        for translated in translator.translate(event) { route(translated, at: t) }
    }

    mutating func route(_ translated: Translated, at t: Double) {
        switch translated {
        case .input(let input): routeLive(input, at: t)
        case .command(let command): run(command, at: t)
        }
    }

    /// What the window does itself.
    mutating func run(_ command: AppCommand, at t: Double) {
        switch command {
        case .quit: quitting = true
        case .toggleHUD: stepHUD()
        case .toggleHelp: showHelp.toggle()
        case .toggleTuningPanel: tuningPanel.isOpen.toggle()
        case .tune(let tuning): tune(tuning, at: t)
        case .saveTuning: saveTuning(at: t)
        case .toggleLiveFeed: toggleLiveFeed(at: t)
        }
    }

    /// `h`: one line, then the full panel, then hidden, then as the window started (one line in a
    /// small window, else the full panel).
    mutating func stepHUD() {
        hudMode = switch hudMode {
        case .hidden: hudStartMode
        case .oneLine: .full
        case .full: .hidden
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
    mutating func feedReplay(atWallTime wallTime: Double) {
        guard var playback = self.playback else { return }
        for event in playback.due(atWallTime: wallTime) {
            log(session.feed(event.event, at: event.t))
            observe(event.event, at: event.t)
            if case .tuning(let values) = event.event { eventLog.note(Self.describe(values), at: event.t) }
        }
        if playback.isFinished, !holdAtEnd { quitting = true }
        self.playback = playback
    }

    // MARK: Frames

    /// The end of a frame's input (`t`: the poll's time): the sliders' values, once a frame.
    mutating func endInput(at t: Double) {
        feedSliders(at: t)
    }

    /// One frame tick, stamped after the input it follows (a replay's frames are its own lines).
    mutating func tick(at t: Double) {
        feedLiveEdits(at: t)
        if playback == nil { log(session.feed(.frame, at: t)) }
    }

    /// After the present: the recording is flushed, so a crash loses at most this frame. A live
    /// frame's line carries when its present returned; a replay's frames are the trace's own lines.
    mutating func endFrame() {
        session.endFrame(presented: playback == nil ? presentedAt : nil)
        presentedAt = nil
    }

    /// The frame's present returned at `t`: kept for its frame line, and the latency for the HUD.
    mutating func presented(at t: Double, latency: LiveLatency) {
        presentedAt = t
        // Percentiles of a few hundred figures: only worked out while the HUD shows them.
        hud.latency = playback == nil && showHUD ? latency.hudValues(at: t) : nil
    }

    /// The HUD's data for a frame drawn at `t`, nil while the HUD is hidden.
    mutating func hudForFrame(at t: Double) -> HUDData? {
        let now = playback == nil ? t : session.engine.now
        hud.trails.prune(at: now)
        hud.events = eventLog.lines
        hud.now = now
        hud.oneLine = hudMode == .oneLine
        return showHUD ? hud : nil
    }

    // MARK: What the engine and the session report

    /// The HUD's view of an input the engine was given: trails, the next press's label, the
    /// tuning that changed.
    mutating func observe(_ input: InputEvent, at t: Double) {
        hud.observe(input, at: t)
        prediction.observe(input, at: t, engine: session.engine)
        switch input {
        case .down(let pointer, _): pointersDown.insert(pointer)
        case .up(let pointer, _), .cancel(let pointer): pointersDown.remove(pointer)
        default: break
        }
        if case .mark(let label) = input { eventLog.note("mark \(label)", at: t) }
    }

    /// The engine's reports for the HUD, its changes of state (`--log-transitions`) and any warning
    /// the session has for the person, on standard error.
    mutating func log(_ reports: [TimedEngineEvent]) {
        if !reports.isEmpty { eventLog.record(reports, places: SectionPlaces(session.engine)) }
        for report in reports {
            guard case .announced(let text) = report.event else { continue }
            announcement = (text, report.t)
            speaker?.speak(text)
        }
        for transition in session.takeTransitions() { Playground.printError("reorder-lab: \(transition.line)") }
        for warning in session.takeWarnings() {
            Playground.printError("reorder-lab: \(warning)")
            eventLog.note(warning, at: session.engine.now)
        }
    }
}

/// The playground's frames (`FrameLoop`): a replay's due lines once the frame's live input is in.
extension WindowModel: FrameLoopClient {
    var now: Double { session.engine.now }

    /// A replay's engine runs on the trace's time, not the clock's: its deadlines are not the window's.
    var deadline: Double? { playback == nil ? session.engine.nextDeadline : nil }

    mutating func keepFingers(onTouchDevices devices: Set<Int64>, at t: Double) {
        for cancel in translator.reconcile(touchDevices: devices) { routeLive(cancel, at: t) }
    }

    mutating func inputDone(at t: Double, wallTime: Double) {
        endInput(at: t)
        feedReplay(atWallTime: wallTime)
    }
}

/// How much of the HUD shows (`h` steps them): its one-line bar, the full panel, or nothing.
enum HUDMode: Equatable {
    case oneLine, full, hidden
}
