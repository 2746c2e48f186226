import ReorderKit
import ReorderSDL
import ReorderSession
import ReorderTrace

/// The panel check's window without a display: the targets one at a time, each announced in the
/// recording by its `panel:target` mark before it is shown, the touches recorded as they come. A
/// target is done when the contact that went down after its mark lifts; a cancelled contact leaves
/// it waiting. After the last one the session is complete; Escape, q or the close button stop it
/// early (the recording is kept, there is no report). Tests drive it event by event with their own
/// times; `PanelCheckWindow` runs it on the frame loop.
struct PanelCheckModel {
    /// The targets for a viewport, in the order shown (ReorderAnalysis's `PanelTargets.sequence`,
    /// given by the command: the window does not do analysis).
    let targets: (Size) -> [Point]
    var translator: InputTranslator
    let recorder: SessionRecorder
    /// `--mouse`: the mouse's presses count as taps (the header's `panel.mouseTaps` says so).
    let mouseTaps: Bool
    /// Targets in the session: the sequence's length for the first viewport.
    let count: Int
    /// The window's size in points: the targets' viewport, and the recording's.
    private(set) var viewport: Size
    /// The target shown now, viewport points, and its place in the sequence (0 = first).
    private(set) var target: Point?
    private(set) var index = 0
    /// The contact tapping the shown target, from its down to its up.
    private var tapping: PointerID?
    var quitting = false
    /// Every target tapped: the report is due.
    private(set) var completed = false
    /// The recording could not be written: the exit status is 1.
    private(set) var failure: String?
    private var lastTime = 0.0

    /// Shows the first target at `t` (its mark is the recording's first event line).
    init(viewport: Size, recorder: SessionRecorder, mouseTaps: Bool, at t: Double = 0, targets: @escaping (Size) -> [Point]) {
        self.viewport = viewport
        self.recorder = recorder
        self.mouseTaps = mouseTaps
        self.targets = targets
        translator = InputTranslator(windowSize: viewport)
        count = targets(viewport).count
        lastTime = max(t, 0)
        show(0, at: lastTime)
    }

    // MARK: Input

    mutating func take(_ event: SDLEvent, at t: Double) {
        for translated in translator.translate(event) {
            switch translated {
            case .command(.quit): stop()
            case .command: break  // no HUD, help or tuning here
            case .input(let input): route(input, at: t)
            }
        }
    }

    mutating func route(_ input: InputEvent, at t: Double) {
        lastTime = max(lastTime, t)
        switch input {
        case .key(.escape):
            stop()
        case .down(let pointer, _):
            record(input, at: t)
            if tapping == nil, target != nil, counts(pointer) { tapping = pointer }
        case .move:
            record(input, at: t)
        case .up(let pointer, _):
            record(input, at: t)
            if pointer == tapping {
                tapping = nil
                show(index + 1, at: t)
            }
        case .cancel(let pointer):
            // Taken away by the system: no tap. The target waits for the next contact.
            record(input, at: t)
            if pointer == tapping { tapping = nil }
        case .resize(let size):
            // SDL tells of the window's first size too: only a change is one.
            guard size != viewport else { return }
            viewport = size
            record(input, at: t)
        case .key, .mark, .tuning, .frame, .wheel, .focus, .edit:
            break
        }
    }

    /// Touches are taps; mouse presses only with `--mouse`; a pen's never (the analysis's rule).
    private func counts(_ pointer: PointerID) -> Bool {
        pointer.kind == .touch || (mouseTaps && pointer.kind == .mouse)
    }

    /// Target `next` of the sequence, for the viewport now (a window resized mid-session shows the
    /// rest for its new size), announced by its mark; past the last, the session is complete.
    private mutating func show(_ next: Int, at t: Double) {
        index = next
        let sequence = targets(viewport)
        guard next < count, next < sequence.count else {
            target = nil
            completed = next >= count && count > 0
            quitting = true
            return
        }
        target = sequence[next]
        record(.mark(PanelTargetMark.label(sequence[next])), at: t)
    }

    private mutating func record(_ input: InputEvent, at t: Double) {
        guard failure == nil else { return }
        do {
            try recorder.record(TimedEvent(t: t, input))
        } catch {
            fail(error)
        }
    }

    /// Escape, q, the close button or a signal: the recording is kept as it is, no report.
    mutating func stop() {
        quitting = true
    }

    private mutating func fail(_ error: TraceError) {
        if failure == nil { failure = error.description }
        quitting = true
    }

    /// Flushes and closes the recording (at the end, whatever ended it).
    mutating func close() {
        do {
            try recorder.close()
        } catch {
            fail(error)
        }
    }

    // MARK: What the window shows

    /// "Tap the centre of the cross", "Click ..." with `--mouse`.
    var instruction: String {
        mouseTaps ? "Tap or click the centre of the cross" : "Tap the centre of the cross"
    }

    /// "3 of 11 · Esc stops": the target's place in the session.
    var progress: String {
        "\(min(index + 1, count)) of \(count) · Esc stops"
    }
}

/// The panel check's frames (`FrameLoop`): no engine, so no deadline and nothing after the input.
extension PanelCheckModel: FrameLoopClient {
    var now: Double { lastTime }
    var deadline: Double? { nil }

    mutating func keepFingers(onTouchDevices devices: Set<Int64>, at t: Double) {
        for cancel in translator.reconcile(touchDevices: devices) { route(cancel, at: t) }
    }

    mutating func inputDone(at t: Double, wallTime: Double) {}

    mutating func tick(at t: Double) {
        lastTime = max(lastTime, t)
    }

    /// After the present: the frame's lines reach the kernel, so a crash loses at most this frame.
    mutating func endFrame() {
        guard failure == nil, recorder.isOpen else { return }
        do {
            try recorder.endFrame()
        } catch {
            fail(error)
        }
    }
}
