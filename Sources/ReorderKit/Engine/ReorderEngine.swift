// The C maths library only (log and exp for momentum): the engine uses no other system call.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The reorder engine: timestamped input in, reorder behaviour and events out.
///
/// It never reads a clock: every call carries its time in seconds, and time-driven work (the
/// long-press deadline, autoscroll, momentum, animations) is evaluated at those times only, so a
/// trace replayed anywhere gives the same result. Generic over the layout so the benchmark can run
/// the same gestures on the naive one; `Engine` is the real thing.
public struct ReorderEngine<Layout: ReorderLayout> {
    public internal(set) var layout: Layout
    public internal(set) var tuning: Tuning
    public internal(set) var viewport: Size
    /// Content offset in points: viewport y + scrollOffset = content y.
    public internal(set) var scrollOffset: Double
    public internal(set) var interaction: Interaction = .idle
    /// Time of the latest input, seconds.
    public internal(set) var now: Double = 0
    public internal(set) var selectedID: String?
    /// How many times a row was lifted.
    public internal(set) var drags = 0
    public internal(set) var frames = 0
    public internal(set) var eventCount = 0
    /// What happened, in order, since the last `takeOutput()` / `clearOutput()`.
    public internal(set) var output: [TimedEngineEvent] = []
    var shuffles = ShuffleAnimations()
    /// The finger's samples while `interaction` is `.scrolling`, for the release velocity: the pan's,
    /// but kept out of `Pan`, because its 20-sample ring (320 bytes) in the enum's payload, which
    /// every state change copies, made every input twice as slow, frames included (reorder-bench).
    var panVelocity = VelocityTracker(t: 0, y: 0)

    public init(rows: [Row], viewport: Size, tuning: Tuning = Tuning(), scrollOffset: Double = 0) {
        layout = Layout(rows: rows)
        self.tuning = tuning
        self.viewport = viewport
        self.scrollOffset = 0
        self.scrollOffset = clampedOffset(scrollOffset)
        output.reserveCapacity(16)
    }

    // MARK: Input

    /// Feeds one input at time `t` (seconds; a time earlier than the last is taken as the last).
    /// Specialized for `ListLayout` in this module: callers elsewhere would otherwise run the generic
    /// code through witness tables (measured 1.6x slower).
    @_specialize(exported: true, where Layout == ListLayout)
    public mutating func handle(_ event: InputEvent, at t: Double) {
        let offsetBefore = scrollOffset
        eventCount += 1
        advance(to: max(t, now))
        switch event {
        case .down, .move, .up, .cancel: handlePointer(event)
        case .frame: frames += 1
        case .wheel(_, let dy): handleScrollRequest(by: dy)
        case .key(let key): handleKey(key)
        case .resize(let size): handleResize(size)
        case .focus(let focused): if !focused { interrupt() }
        case .tuning(let values): handleTuning(values)
        case .mark: break
        }
        scrollOffset = clampedOffset(scrollOffset)
        endPressIfTheContentMoved()
        if scrollOffset != offsetBefore { emit(.scrolled(offset: scrollOffset)) }
    }

    @_specialize(exported: true, where Layout == ListLayout)
    public mutating func handle(_ event: TimedEvent) { handle(event.event, at: event.t) }

    /// The end of a trace: whatever is in progress completes in place, as when focus is lost.
    @_specialize(exported: true, where Layout == ListLayout)
    public mutating func finish() {
        let offsetBefore = scrollOffset
        interrupt()
        if scrollOffset != offsetBefore { emit(.scrolled(offset: scrollOffset)) }
    }

    // Specialized too: the trace and analysis modules empty the outbox after every input.
    @_specialize(exported: true, where Layout == ListLayout)
    public mutating func takeOutput() -> [TimedEngineEvent] {
        defer { output = [] }
        return output
    }

    @_specialize(exported: true, where Layout == ListLayout)
    public mutating func clearOutput() {
        if !output.isEmpty { output.removeAll(keepingCapacity: true) }
    }

    mutating func emit(_ event: EngineEvent) { output.append(TimedEngineEvent(t: now, event: event)) }

    // MARK: Time

    /// Evaluates everything that time alone changes, up to `t`.
    mutating func advance(to t: Double) {
        let previous = now
        now = t
        switch interaction {
        case .idle, .scrolling:
            break
        case .pressing(let press):
            liftIfDue(press, after: previous)
        case .coasting(let coast):
            advanceCoast(coast)
        case .dragging:
            advanceDrag()
        case .settling(let settle):
            if t >= settle.start + settle.duration {
                finishSettle(settle)
            } else {
                scrollOffset = settle.offset(at: t)
            }
        }
        shuffles.prune(at: t, duration: tuning.shuffleAnimationSeconds)
    }

    mutating func advanceDrag() {
        guard case .dragging(var drag) = interaction else { return }
        autoscroll(&drag, until: now)
        interaction = .dragging(drag)
        place()
    }

    // MARK: Pointers

    /// Same-touch rule (ATS `gestureRecognizer:shouldReceiveTouch:`): only the pointer that began an
    /// interaction drives it; others are ignored until it ends.
    mutating func handlePointer(_ event: InputEvent) {
        // A release somewhere else than the last move: move there first (ATS updates the imposter's
        // frame before putting it away). A release where the last move was is no sample of motion: it
        // repeats the last known position (Android's VelocityTracker skips ACTION_UP for that reason).
        if case .up(let pointer, let location) = event, activePointer == pointer, location != activeLocation {
            handlePointer(.move(pointer, location))
        }
        switch (interaction, event) {
        case (.idle, .down(let pointer, let location)):
            beginPress(pointer, at: location, stoppedCoasting: false)
        case (.coasting, .down(let pointer, let location)):
            emit(.coastEnded)
            beginPress(pointer, at: location, stoppedCoasting: true)
        case (.settling(let settle), .down(let pointer, let location)):
            finishSettle(settle)
            beginPress(pointer, at: location, stoppedCoasting: false)
        case (.pressing(let press), .move(let pointer, let location)) where pointer == press.pointer:
            movePress(press, to: location)
        case (.pressing(let press), .up(let pointer, _)) where pointer == press.pointer:
            tap(press)
        case (.pressing(let press), .cancel(let pointer)) where pointer == press.pointer:
            decide(press, .cancelled)
            interaction = .idle
        case (.scrolling(var pan), .move(let pointer, let location)) where pointer == pan.pointer:
            pan.location = location
            interaction = .scrolling(pan)
            panVelocity.add(t: now, y: location.y)
            scrollOffset = clampedOffset(pan.offsetAtDown + pan.origin.y - location.y)
        case (.scrolling(let pan), .up(let pointer, _)) where pointer == pan.pointer:
            endPan()
        case (.scrolling(let pan), .cancel(let pointer)) where pointer == pan.pointer:
            emit(.panEnded(velocity: 0))
            interaction = .idle
        case (.dragging(var drag), .move(let pointer, let location)) where pointer == drag.pointer:
            drag.location = location
            interaction = .dragging(drag)
            place()
        case (.dragging(let drag), .up(let pointer, _)) where pointer == drag.pointer:
            drop(drag)
        case (.dragging(let drag), .cancel(let pointer)) where pointer == drag.pointer:
            dropInPlace(drag)
        case (.pressing, _), (.scrolling, _), (.dragging, _),
             (.idle, .move), (.idle, .up), (.idle, .cancel),
             (.coasting, .move), (.coasting, .up), (.coasting, .cancel),
             (.settling, .move), (.settling, .up), (.settling, .cancel),
             (_, .frame), (_, .wheel), (_, .key), (_, .resize), (_, .focus), (_, .tuning), (_, .mark):
            break  // another finger, or a pointer that is not down: ignored
        }
    }

    package var activePointer: PointerID? {
        switch interaction {
        case .pressing(let press): press.pointer
        case .scrolling(let pan): pan.pointer
        case .dragging(let drag): drag.pointer
        case .idle, .coasting, .settling: nil
        }
    }

    /// Where the pointer that drives the interaction is now.
    var activeLocation: Point? {
        switch interaction {
        case .pressing(let press): press.location
        case .scrolling(let pan): pan.location
        case .dragging(let drag): drag.location
        case .idle, .coasting, .settling: nil
        }
    }

    // MARK: Scrolling

    package var maxOffset: Double { max(0, layout.contentHeight - viewport.height) }

    /// The offset kept within the content; an infinite one goes to its end, NaN keeps the current offset
    /// (inputs with coordinates near Double's limits must not poison the state).
    /// Always inlined: called as a method, it made the exported specialization of `handle` copy the
    /// whole engine twice an input (memcpy was 16% of a sweep's time under perf once the sweep called
    /// `handle` from another module).
    @inline(__always)
    func clampedOffset(_ offset: Double) -> Double {
        guard !offset.isNaN else { return scrollOffset.isNaN ? 0 : min(max(scrollOffset, 0), maxOffset) }
        return min(max(offset, 0), maxOffset)
    }

    mutating func endPan() {
        // Finger velocity is positive downward; the content offset moves the other way.
        let measured = -panVelocity.velocity(at: now, minimumTravel: tuning.allowableMovement)
        let velocity = measured.isFinite ? min(max(measured, -tuning.flickMaximumSpeed), tuning.flickMaximumSpeed) : 0
        emit(.panEnded(velocity: velocity))
        if abs(velocity) >= tuning.flickMinimumSpeed, abs(velocity) > tuning.momentumStopSpeed {
            interaction = .coasting(Coast(start: now, offsetAtStart: scrollOffset, velocity: velocity))
        } else {
            interaction = .idle
        }
    }

    /// v(t) = v0 * e^(k t) with k = 1000 ln(decelerationRate) per second, so the offset is
    /// x0 + v0 (e^(k t) - 1) / k: the same at every frame rate.
    mutating func advanceCoast(_ coast: Coast) {
        let k = 1000 * log(tuning.decelerationRate)
        let stopsAfter = max(0, log(tuning.momentumStopSpeed / abs(coast.velocity)) / k)
        let elapsed = min(now - coast.start, stopsAfter)
        guard elapsed > 0 else { return }
        let unclamped = coast.offsetAtStart + coast.velocity * (exp(k * elapsed) - 1) / k
        scrollOffset = clampedOffset(unclamped)
        if scrollOffset != unclamped || now - coast.start >= stopsAfter {
            interaction = .idle
            emit(.coastEnded)
        }
    }

    /// Coasting velocity at `now`, points per second.
    func coastVelocity(_ coast: Coast) -> Double {
        coast.velocity * exp(1000 * log(tuning.decelerationRate) * (now - coast.start))
    }

    mutating func handleScrollRequest(by dy: Double) {
        switch interaction {
        case .scrolling:
            return  // the finger owns the offset
        case .coasting:
            interaction = .idle
            emit(.coastEnded)
        case .pressing, .idle, .dragging:
            break  // a press ends if the content does move (endPressIfTheContentMoved)
        case .settling(let settle):
            finishSettle(settle)
        }
        scrollOffset = clampedOffset(scrollOffset + dy)
        place()
    }

    mutating func handleKey(_ key: Key) {
        switch (interaction, key) {
        case (.dragging(let drag), .escape):
            cancelDrag(drag)
        case (.pressing(let press), .escape):
            decide(press, .cancelled)
            interaction = .idle
        case (.idle, .up), (.coasting, .up), (.settling, .up):
            handleScrollRequest(by: -tuning.keyScrollStep)
        case (.idle, .down), (.coasting, .down), (.settling, .down):
            handleScrollRequest(by: tuning.keyScrollStep)
        case (.idle, .space), (.coasting, .space), (.settling, .space):
            handleScrollRequest(by: viewport.height * 0.9)  // a page, keeping a line of context
        case (.idle, .home), (.coasting, .home), (.settling, .home):
            handleScrollRequest(by: -scrollOffset)
        case (.idle, .end), (.coasting, .end), (.settling, .end):
            handleScrollRequest(by: maxOffset - scrollOffset)
        case (_, .enter), (_, .character), (_, .escape),
             (.pressing, _), (.scrolling, _), (.dragging, _):
            break
        }
    }

    mutating func handleResize(_ size: Size) {
        viewport = size
        scrollOffset = clampedOffset(scrollOffset)
        place()  // a resize mid-drag re-lays out and the drag goes on
    }

    mutating func handleTuning(_ values: [String: JSONValue]) {
        // A coast goes on from where it is, at the speed it has, under the new parameters.
        var coast: Coast?
        if case .coasting(let current) = interaction {
            coast = Coast(start: now, offsetAtStart: scrollOffset, velocity: coastVelocity(current))
        }
        for (name, value) in values.sorted(by: { $0.key < $1.key }) {
            _ = try? tuning.set(name, value)  // the reader has validated traces; a live bad value is ignored
        }
        if let coast { interaction = .coasting(coast) }
        if case .dragging(let drag) = interaction, !tuning.reorderingEnabled { dropInPlace(drag) }
        if case .pressing(let press) = interaction { judge(press) }
        place()
    }

    /// Focus lost, end of trace: everything completes in place at once (ATS fastCompleteGestures).
    mutating func interrupt() {
        switch interaction {
        case .idle: break
        case .pressing(let press):
            decide(press, .cancelled)
            interaction = .idle
        case .scrolling:
            emit(.panEnded(velocity: 0))
            interaction = .idle
        case .coasting:
            emit(.coastEnded)
            interaction = .idle
        case .dragging(let drag):
            dropInPlace(drag)
        case .settling(let settle):
            finishSettle(settle)
        }
    }
}

public typealias Engine = ReorderEngine<ListLayout>

