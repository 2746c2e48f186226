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
    /// The tuning as set: the header's, then each `tuning` input's.
    public internal(set) var tuning: Tuning
    /// What applies now: `tuning` with the overrides of the pointer kind that drives the interaction
    /// (the last press's; touch, the top level, until then). Every rule of the engine reads this.
    public internal(set) var active: Tuning
    /// The kind of the pointer whose press came last.
    var drivingKind: PointerKind = .touch
    public internal(set) var viewport: Size
    /// Content offset in points along the layout's scroll axis: viewport y + scrollOffset = content y
    /// (x for a horizontal one).
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
    /// `inputFilters`: each pointer's way through the chain, from its down.
    var filterChains: [PointerID: InputFilterChain] = [:]
    /// `inputFilters`' debounce: each pointer's last release, kept from one stroke to the next.
    var filterMemory: [PointerID: InputFilterMemory] = [:]
    /// `reorderDwellSeconds`: the placement waiting to become the blank's, and since when.
    var pendingPlacement: Layout.Placement?
    var pendingSince = 0.0
    /// The finger's samples while `interaction` is `.scrolling`, for the release velocity: the pan's,
    /// but kept out of `Pan`, because its 20-sample ring (320 bytes) in the enum's payload, which
    /// every state change copies, made every input twice as slow, frames included (reorder-bench).
    var panVelocity = VelocityTracker(t: 0, y: 0)
    /// How many edits of the data came (`InputEvent.edit`), and a remote move of the lifted row
    /// waiting for its drag to end (ReorderEngine+Edits.swift).
    public internal(set) var edits = 0
    var heldReorder: HeldReorder?
    /// Debug: whether `handle` and `finish` log each change of state (`transitions`); off by default.
    public var recordsTransitions = false
    /// `keyboardReorder`: the focused row's id (nil: none yet), and the slot it was last seen at (a
    /// hint: rows move, and a million-row lookup by id is done only when the hint is stale).
    public internal(set) var focusedID: String?
    var focusHint = 0
    /// `tapToMove`: the row a tap picked, waiting for the tap that places it.
    public internal(set) var pickedID: String?
    /// A pointer drag's announcements: the drawn slot last announced and the slot the blank holds
    /// now, since when (seconds): a slot is announced once it has held for `announceHoldSeconds`.
    var announcedSlot = 0
    var heldSlot = 0
    var heldSince = 0.0
    public internal(set) var transitions: [StateTransition] = []

    /// `layout` is consumed: the engine's copy is then the only one, so the first `resize` (a grid
    /// flows its items again when the viewport differs) changes it in place rather than copying its
    /// arrays (a mixed grid's ~110 MB at a million items).
    public init(layout: consuming Layout, viewport: Size, tuning: Tuning = Tuning(), scrollOffset: Double = 0) {
        layout.resize(viewport)
        self.layout = layout
        self.tuning = tuning
        active = tuning
        self.viewport = viewport
        self.scrollOffset = 0
        self.scrollOffset = clampedOffset(scrollOffset)
        output.reserveCapacity(16)
    }

    // MARK: Input

    /// Feeds one input at time `t` (seconds; a time earlier than the last is taken as the last):
    /// first the time that passed up to `t`, then the input, each handed to the state's function
    /// (`dispatch`), then the rules that hold after every input.
    /// Specialized for `ListLayout` in this module: callers elsewhere would otherwise run the generic
    /// code through witness tables (measured 1.6x slower).
    @_specialize(exported: true, where Layout == ListLayout)
    @_specialize(exported: true, where Layout == SectionListLayout)
    @_specialize(exported: true, where Layout == GridItemLayout)
    public mutating func handle(_ event: InputEvent, at t: Double) {
        if recordsTransitions { return handleRecordingTransitions(event, at: t) }
        let offsetBefore = scrollOffset
        eventCount += 1
        elapse(to: max(t, now))
        respond(to: event, offsetBefore: offsetBefore)
    }

    /// `handle` with the log of transitions: kept apart so that the log costs nothing when it is off.
    mutating func handleRecordingTransitions(_ event: InputEvent, at t: Double) {
        let offsetBefore = scrollOffset
        eventCount += 1
        let before = interaction.kind
        elapse(to: max(t, now))
        let afterTime = interaction.kind
        noteTransition(from: before, on: .time)
        respond(to: event, offsetBefore: offsetBefore)
        noteTransition(from: afterTime, on: event.trigger)
    }

    @inline(__always)
    mutating func respond(to event: InputEvent, offsetBefore: Double) {
        if case .frame = event { frames += 1 }
        // Without filters (the default) a pointer's position goes on as it came; with them a
        // sample may be held back (skip, debounce).
        if filterChains.isEmpty && tuning.inputFilters.isEmpty && tuning.pointerOverrides.isEmpty {
            dispatch(event)
        } else if let event = filtered(event) {
            dispatch(event)
        }
        scrollOffset = clampedOffset(scrollOffset)
        endPressIfTheContentMoved()
        if scrollOffset != offsetBefore { emit(.scrolled(offset: scrollOffset)) }
    }

    @_specialize(exported: true, where Layout == ListLayout)
    @_specialize(exported: true, where Layout == SectionListLayout)
    @_specialize(exported: true, where Layout == GridItemLayout)
    public mutating func handle(_ event: TimedEvent) { handle(event.event, at: event.t) }

    /// The end of a trace: whatever is in progress completes in place, as when focus is lost.
    @_specialize(exported: true, where Layout == ListLayout)
    @_specialize(exported: true, where Layout == SectionListLayout)
    @_specialize(exported: true, where Layout == GridItemLayout)
    public mutating func finish() {
        let offsetBefore = scrollOffset
        let before = interaction.kind
        interrupt()
        if recordsTransitions { noteTransition(from: before, on: .end) }
        if scrollOffset != offsetBefore { emit(.scrolled(offset: scrollOffset)) }
    }

    // Specialized too: the trace and analysis modules empty the outbox after every input.
    @_specialize(exported: true, where Layout == ListLayout)
    @_specialize(exported: true, where Layout == SectionListLayout)
    @_specialize(exported: true, where Layout == GridItemLayout)
    public mutating func takeOutput() -> [TimedEngineEvent] {
        defer { output = [] }
        return output
    }

    @_specialize(exported: true, where Layout == ListLayout)
    @_specialize(exported: true, where Layout == SectionListLayout)
    @_specialize(exported: true, where Layout == GridItemLayout)
    public mutating func clearOutput() {
        if !output.isEmpty { output.removeAll(keepingCapacity: true) }
    }

    mutating func emit(_ event: EngineEvent) { emit(event, at: now) }

    /// An event of a moment before `now` that time alone brought (a long-press deadline, a dwell's end).
    mutating func emit(_ event: EngineEvent, at t: Double) { output.append(TimedEngineEvent(t: t, event: event)) }

    // MARK: The transition log

    /// The changes of state since the last `takeTransitions()`, while `recordsTransitions` is on.
    public mutating func takeTransitions() -> [StateTransition] {
        defer { transitions = [] }
        return transitions
    }

    mutating func noteTransition(from: Interaction.Kind, on trigger: Trigger) {
        let to = interaction.kind
        if to != from { transitions.append(StateTransition(t: now, from: from, trigger: trigger, to: to)) }
    }

    // MARK: Time

    /// Time as an input (libinput's timeout, one more event): the clock reads `t`, and the state's
    /// function handles the time that passed since the last input (`dispatch(.time)`), as it handles
    /// any input. What happened at a moment in between (a deadline, a dwell's end) is done at that
    /// moment's time, passed as an argument; the clock is never set back.
    mutating func elapse(to t: Double) {
        let previous = now
        now = t
        dispatch(.time(since: previous))
        shuffles.prune(at: t, duration: active.shuffleAnimationSeconds)
    }

    /// A dwell that ends before `now` moves the blank at its end, not at this input (so when the
    /// blank moves does not depend on the frame rate), then time runs on to `now`.
    mutating func advanceDrag() {
        guard case .dragging(var drag) = interaction, !drag.byKeys else { return }
        defer { announceHeldSlot() }
        if pendingPlacement != nil {
            let due = pendingSince + active.reorderDwellSeconds
            if due > drag.scrolledUntil, due < now {
                autoscroll(&drag, until: due)
                interaction = .dragging(drag)
                place(at: due)
                guard case .dragging(let after) = interaction else { return }
                drag = after
            }
        }
        autoscroll(&drag, until: now)
        interaction = .dragging(drag)
        place()
    }

    // MARK: Scrolling

    package var maxOffset: Double { max(0, layout.contentExtent - viewportExtent) }

    /// The viewport's extent along the scroll axis, points.
    var viewportExtent: Double { layout.scrollAxis.across(viewport) }

    /// A viewport point in content points: moved by the offset along the scroll axis.
    func contentPoint(_ point: Point) -> Point {
        layout.scrollAxis == .vertical ? Point(x: point.x, y: point.y + scrollOffset)
            : Point(x: point.x + scrollOffset, y: point.y)
    }

    /// A content rectangle in viewport points.
    func onScreen(_ rect: LayoutRect) -> LayoutRect {
        var rect = rect
        if layout.scrollAxis == .vertical { rect.y -= scrollOffset } else { rect.x -= scrollOffset }
        return rect
    }

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

    mutating func movePan(_ pan: Pan, to location: Point) {
        var pan = pan
        pan.location = location
        interaction = .scrolling(pan)
        let axis = layout.scrollAxis
        panVelocity.add(t: now, y: axis.across(location))
        scrollOffset = clampedOffset(pan.offsetAtDown + axis.across(pan.origin) - axis.across(location))
    }

    mutating func endPan() {
        // Finger velocity is positive downward (rightward); the content offset moves the other way.
        let measured = -panVelocity.velocity(at: now, minimumTravel: active.allowableMovement)
        let velocity = measured.isFinite ? min(max(measured, -active.flickMaximumSpeed), active.flickMaximumSpeed) : 0
        emit(.panEnded(velocity: velocity))
        if abs(velocity) >= active.flickMinimumSpeed, abs(velocity) > active.momentumStopSpeed {
            interaction = .coasting(Coast(start: now, offsetAtStart: scrollOffset, velocity: velocity))
        } else {
            interaction = .idle
        }
    }

    /// v(t) = v0 * e^(k t) with k = 1000 ln(decelerationRate) per second, so the offset is
    /// x0 + v0 (e^(k t) - 1) / k: the same at every frame rate.
    mutating func advanceCoast(_ coast: Coast) {
        let k = 1000 * log(active.decelerationRate)
        let stopsAfter = coastDuration(coast)
        let elapsed = min(now - coast.start, stopsAfter)
        guard elapsed > 0 else { return }
        let unclamped = coast.offsetAtStart + coast.velocity * (exp(k * elapsed) - 1) / k
        scrollOffset = clampedOffset(unclamped)
        if scrollOffset != unclamped || now - coast.start >= stopsAfter { stopCoast() }
    }

    /// Coasting velocity at `now`, points per second.
    func coastVelocity(_ coast: Coast) -> Double {
        coast.velocity * exp(1000 * log(active.decelerationRate) * (now - coast.start))
    }
}

extension ReorderEngine where Layout: StackedLayout {
    public init(rows: [Row], viewport: Size, tuning: Tuning = Tuning(), scrollOffset: Double = 0) {
        self.init(layout: Layout(rows: rows), viewport: viewport, tuning: tuning, scrollOffset: scrollOffset)
    }
}

extension ReorderEngine where Layout == SectionListLayout {
    public init(sections: [Section], rows: [Row], headerHeight: Double? = nil, viewport: Size, tuning: Tuning = Tuning(),
                scrollOffset: Double = 0) {
        self.init(layout: SectionListLayout(sections: sections, rows: rows, headerHeight: headerHeight), viewport: viewport,
                  tuning: tuning, scrollOffset: scrollOffset)
    }
}

extension ReorderEngine where Layout == GridItemLayout {
    public init(rows: [Row], grid style: GridStyle, viewport: Size, tuning: Tuning = Tuning(), scrollOffset: Double = 0) {
        self.init(layout: GridItemLayout(rows: rows, style: style, viewport: viewport), viewport: viewport, tuning: tuning,
                  scrollOffset: scrollOffset)
    }
}

/// The plain list's engine.
public typealias Engine = ReorderEngine<ListLayout>
/// Sections with headers.
public typealias SectionEngine = ReorderEngine<SectionListLayout>
/// The flow layout's.
public typealias GridEngine = ReorderEngine<GridItemLayout>

