import ReorderKit
import ReorderSDL
import ReorderStudy
import ReorderTrace

/// The study's window without a display: a card between blocks, then a block's tasks, each input
/// routed to the banner (the skip button) or to the block's session, which feeds the engine, the
/// recording and the judge (`StudyBlockSession`, the headless harness's path too). Blind: no
/// tuning key, panel, HUD or label key reaches anything; only `q`, the window's close button and
/// the skip (`s` or the button) act. Tests drive it event by event with times of their own.
/// Generic over the study's layout (a list, sections, a grid): every block of a study has the one.
struct StudyModel<Layout: ReorderLayout> {
    enum Phase: Equatable {
        /// A card to tap through before `plans[next]` starts.
        case card(next: Int)
        case running
        /// Every block done: the thank-you card.
        case finished
    }

    let plans: [PlannedBlock]
    /// Condition blocks of the whole study (practice not counted), for "Block 2 of 3".
    let conditionBlocks: Int
    let screen: StudyScreen
    /// Opens a block's session (its recording, the log): the folder's business.
    let open: (PlannedBlock) throws(TraceError) -> StudyBlockSession<Layout>
    var translator: InputTranslator
    private(set) var phase: Phase
    private(set) var session: StudyBlockSession<Layout>?
    /// Pointers that went down on the banner or a card: theirs until they lift, never the engine's.
    private var captured: Set<PointerID> = []
    /// Pointers whose down the running block's session was given. A finger still down when a block
    /// ends belongs to no later block: its moves and up would be lines for a pointer that block's
    /// recording never saw go down (a malformed trace), so they go nowhere.
    private var downInSession: Set<PointerID> = []
    var quitting = false
    /// A recording or the task log could not be written: the exit status is 1.
    private(set) var failure: String?
    /// Every task finished in this run, in order.
    private(set) var records: [StudyTaskRecord] = []

    init(plans: [PlannedBlock], conditionBlocks: Int, screen: StudyScreen,
         open: @escaping (PlannedBlock) throws(TraceError) -> StudyBlockSession<Layout>) {
        self.plans = plans
        self.conditionBlocks = conditionBlocks
        self.screen = screen
        self.open = open
        translator = InputTranslator(windowSize: screen.window, listViewport: { [list = screen.list] _ in Size(width: list.width, height: list.height) })
        phase = plans.isEmpty ? .finished : .card(next: 0)
    }

    // MARK: Input

    mutating func take(_ event: SDLEvent, at t: Double) {
        for translated in translator.translate(event) { route(translated, at: t) }
    }

    mutating func route(_ translated: Translated, at t: Double) {
        switch translated {
        case .command(.quit): quitting = true
        case .command: break  // blind: no tuning, HUD or help while the study runs
        case .input(let input): routeInput(input, at: t)
        }
    }

    mutating func routeInput(_ input: InputEvent, at t: Double) {
        lastTime = max(lastTime, t)
        switch input {
        case .down(let pointer, let point):
            if phase != .running || !screen.list.contains(point) {
                captured.insert(pointer)
                return
            }
            downInSession.insert(pointer)
        case .move(let pointer, _):
            if captured.contains(pointer) || !downInSession.contains(pointer) { return }
        case .up(let pointer, let point):
            if captured.remove(pointer) != nil {
                tapped(at: point, t: t)
                return
            }
            if downInSession.remove(pointer) == nil { return }
        case .cancel(let pointer):
            if captured.remove(pointer) != nil || downInSession.remove(pointer) == nil { return }
        case .key(.character("s")):
            if phase == .running { skip(at: t) }
            return
        // The label keys' marks: the study writes its own intents. A resize cannot change the
        // study's viewport (the tasks were made for it): the list keeps its size. Its rows are its tasks':
        // no edit of the data reaches it.
        case .mark, .resize, .tuning, .edit:
            return
        case .frame, .wheel, .key, .focus:
            break
        }
        feed(input, at: t)
    }

    /// A down and up on the banner or a card: the skip button, or the card's "tap to go on".
    private mutating func tapped(at point: Point, t: Double) {
        switch phase {
        case .card(let next): start(next, at: t)
        case .running: if screen.skipButton.contains(point) { skip(at: t) }
        case .finished: quitting = true
        }
    }

    // MARK: Frames

    /// One frame tick after the frame's input.
    mutating func tick(at t: Double) {
        lastTime = max(lastTime, t)
        feed(.frame, at: t)
    }

    /// The latest time the model was given: inputs never go back before it.
    var now: Double { max(lastTime, session?.engine.now ?? 0) }
    private var lastTime = 0.0

    /// When this frame's present returned (the loop's seconds, the block's clock too): its recorded
    /// frame line's `presented`, as the playground's (`lag` measures a study's drags from it).
    private var presentedAt: Double?

    /// The frame's present returned at `t`: kept for the frame line. The study has no HUD, so the
    /// loop's latency figures are not wanted.
    mutating func presented(at t: Double, latency: LiveLatency) {
        presentedAt = t
    }

    /// After the present: the recording reaches the kernel, so a crash loses at most this frame.
    mutating func endFrame() {
        defer { presentedAt = nil }
        guard var session else { return }
        do {
            try session.endFrame(presented: presentedAt)
        } catch {
            fail(error)
        }
        self.session = session
    }

    /// Ends what runs (q, the window closed, a signal): the block's recording is closed as it is,
    /// every finished task is already in the log.
    mutating func stop() {
        guard var session else { return }
        do {
            try session.close()
        } catch {
            fail(error)
        }
        closed.append(ClosedStudyBlock(recording: session.recordingPath, order: session.engine.order, stateHash: session.engine.stateHash))
        self.session = nil
        downInSession = []
    }

    /// The blocks closed so far, in order.
    private(set) var closed: [ClosedStudyBlock] = []

    // MARK: Blocks

    private mutating func start(_ index: Int, at t: Double) {
        do {
            session = try open(plans[index])
            phase = .running
            showFirstTask(at: t)
        } catch {
            fail(error)
            quitting = true
        }
    }

    /// A frame now, so the runner marks the first task's start the moment it appears (not at the
    /// first touch: the task's reaction time starts when it is shown).
    private mutating func showFirstTask(at t: Double) {
        feed(.frame, at: t)
    }

    private mutating func feed(_ input: InputEvent, at t: Double) {
        guard phase == .running, var session else { return }
        do {
            try session.feed(input, at: t)
        } catch {
            fail(error)
            quitting = true
        }
        self.session = session
        collect()
    }

    private mutating func skip(at t: Double) {
        guard var session else { return }
        do {
            try session.skip(at: t)
        } catch {
            fail(error)
            quitting = true
        }
        self.session = session
        collect()
    }

    /// New records, and the block's end: its recording closed, the next card up.
    private mutating func collect() {
        guard let session else { return }
        records += session.records.dropFirst(recordsSeenInBlock)
        recordsSeenInBlock = session.records.count
        guard session.isFinished else { return }
        stop()
        recordsSeenInBlock = 0
        blocksDone += 1
        phase = blocksDone < plans.count ? .card(next: blocksDone) : .finished
    }

    private var recordsSeenInBlock = 0
    private(set) var blocksDone = 0

    private mutating func fail(_ error: TraceError) {
        if failure == nil { failure = error.description }
    }

    // MARK: What the window shows

    /// The task on screen while a block runs.
    var currentTask: StudyTask? { phase == .running ? session?.currentTask : nil }

    /// "Task 3 of 8 · block 2 of 3", "Practice: task 1 of 3".
    var progress: String? {
        guard phase == .running, let session, let task = session.currentTask else { return nil }
        let block = session.runner.block
        let count = block.tasks.count
        if block.number == 0 { return "Practice: task \(task.index) of \(count)" }
        return "Task \(task.index) of \(count) · block \(block.number) of \(conditionBlocks)"
    }

    /// The card's title and lines, between blocks and at the end.
    var card: (title: String, lines: [String])? {
        switch phase {
        case .running: return nil
        case .finished:
            return ("All done: thank you", ["Every task is saved; your report is printed", "when the window closes.",
                                            "Tap or press q to close."])
        case .card(let next):
            let block = plans[next].block
            let resumed = plans[next].startTask > 1 ? " (resumed at task \(plans[next].startTask))" : ""
            if block.number == 0 {
                return ("Practice\(resumed)", ["\(block.tasks.count) tasks to get used to the list.",
                                               "Each task is written under the list;", "do it as you would on your phone.",
                                               "Tap to begin."])
            }
            return ("Block \(block.number) of \(conditionBlocks)\(resumed)",
                    ["The list may feel different in each block:", "just do the tasks, at your own pace.", "Tap to begin."])
        }
    }
}

/// A block's recording as the live engine left it: a headless replay of the file must end the same.
struct ClosedStudyBlock: Equatable {
    var recording: String
    var order: [String]
    var stateHash: String
}

/// The study's frames (`FrameLoop`, the playground's loop): nothing comes after the input, the study
/// has no sliders and plays no trace.
extension StudyModel: FrameLoopClient {
    var deadline: Double? { session?.engine.nextDeadline }

    mutating func keepFingers(onTouchDevices devices: Set<Int64>, at t: Double) {
        for cancel in translator.reconcile(touchDevices: devices) { routeInput(cancel, at: t) }
    }

    mutating func inputDone(at t: Double, wallTime: Double) {}
}
