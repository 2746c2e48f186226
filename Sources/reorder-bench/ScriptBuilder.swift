import ReorderKit
import ReorderTrace

/// Writes a session event by event, keeping it a valid trace: display frames at 120 Hz are merged in
/// by time (a frame and an input at the same instant: the frame first), times never go back, and a
/// pointer only moves or lifts while it is down. Stops accepting events at `limit`.
struct ScriptBuilder {
    /// 120 Hz: the display rate of current phones and of the trace recordings in `../shared/recordings`.
    static let frameInterval = 1.0 / 120
    /// Touch panels report at 120 Hz or more; 120 Hz keeps the input:frame mix of a phone.
    static let touchInterval = 1.0 / 120

    let viewport: Size
    let limit: Int
    var random: SplitMix64
    private(set) var events: [TimedEvent] = []
    /// The time of the last event written (or of the pause being waited out), seconds.
    private(set) var t = 0.0
    private var nextFrame = 0
    private var nextPointerID = 0

    init(viewport: Size, limit: Int, seed: UInt64) {
        self.viewport = viewport
        self.limit = limit
        random = SplitMix64(seed: seed)
        events.reserveCapacity(limit)
    }

    var isFull: Bool { events.count >= limit }

    /// Emits the frames due up to `time` and moves the clock there.
    mutating func wait(until time: Double) {
        while !isFull, Double(nextFrame) * Self.frameInterval <= time {
            events.append(TimedEvent(t: Double(nextFrame) * Self.frameInterval, .frame))
            nextFrame += 1
        }
        t = max(t, time)
    }

    mutating func wait(_ seconds: Double) { wait(until: t + seconds) }

    mutating func emit(_ event: InputEvent, after seconds: Double = 0) {
        wait(until: t + seconds)
        guard !isFull else { return }
        events.append(TimedEvent(t: t, event))
    }

    // MARK: Random values

    /// Uniform in `range`.
    mutating func uniform(_ range: ClosedRange<Double>) -> Double {
        let unit = Double(random.next() >> 11) * 0x1p-53
        return range.lowerBound + unit * (range.upperBound - range.lowerBound)
    }

    mutating func chance(_ probability: Double) -> Bool { uniform(0...1) < probability }

    // MARK: Fingers

    struct Finger {
        var pointer: PointerID
        var at: Point
    }

    /// A touch goes down a fraction of a touch interval from now, so touches fall between frames.
    mutating func touchDown(at point: Point) -> Finger {
        // Ids are unique among the touches down at once; SDL numbers fingers per device this way.
        let finger = Finger(pointer: PointerID(.touch, nextPointerID % 10), at: point)
        nextPointerID += 1
        emit(.down(finger.pointer, point), after: uniform(0.0005...(Self.touchInterval - 0.0005)))
        return finger
    }

    mutating func lift(_ finger: Finger) {
        emit(.up(finger.pointer, finger.at), after: Self.touchInterval)
    }

    /// A finger resting for `seconds`: at each touch sample, with probability `moveChance`, the
    /// panel reports it within `jitter` points of where it rests (a few points on capacitive panels).
    mutating func rest(_ finger: inout Finger, seconds: Double, jitter: Double, moveChance: Double) {
        let anchor = finger.at
        let end = t + seconds
        while t + Self.touchInterval <= end, !isFull {
            guard chance(moveChance) else {
                wait(Self.touchInterval)
                continue
            }
            finger.at = Point(x: anchor.x + uniform(-jitter...jitter), y: anchor.y + uniform(-jitter...jitter))
            emit(.move(finger.pointer, finger.at), after: Self.touchInterval)
        }
        wait(until: end)
    }

    /// How the distance covered grows with time, 0...1 to 0...1.
    enum Profile {
        /// Speeds up to the end: a flick, released at full speed.
        case accelerating
        /// Starts and ends slowly: a deliberate move to a place.
        case smooth

        func fraction(_ s: Double) -> Double {
            switch self {
            case .accelerating: s * s
            case .smooth: s * s * (3 - 2 * s)
            }
        }
    }

    /// A finger moving to `target` in `seconds`, one sample per touch interval.
    mutating func slide(_ finger: inout Finger, to target: Point, seconds: Double, _ profile: Profile) {
        let start = finger.at
        let steps = max(1, Int((seconds / Self.touchInterval).rounded()))
        for step in 1...steps where !isFull {
            let f = profile.fraction(Double(step) / Double(steps))
            finger.at = Point(x: start.x + (target.x - start.x) * f, y: start.y + (target.y - start.y) * f)
            emit(.move(finger.pointer, finger.at), after: Self.touchInterval)
        }
    }
}
