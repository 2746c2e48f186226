import ReorderKit

/// One deterministic touch session, the same for every list size: what a person reordering a long
/// list on a 120 Hz phone does. Taps, pans (slow ones and flicks that coast), long-press drags that
/// move a row a few places, drags held at the bottom or top edge to autoscroll, now and then a
/// second finger, a mouse wheel or the keyboard, and pauses in which only frames arrive.
struct GestureScript {
    struct Tally {
        var taps = 0, slowPans = 0, flicks = 0, drags = 0, edgeDrags = 0, wheelBursts = 0, keyBursts = 0
        var gestures: Int { taps + slowPans + flicks + drags + edgeDrags + wheelBursts + keyBursts }
    }

    let viewport: Size
    let seed: UInt64
    let events: [TimedEvent]
    let tally: Tally

    let frameCount: Int
    var inputCount: Int { events.count - frameCount }
    var seconds: Double { events.last?.t ?? 0 }

    init(events count: Int, seed: UInt64, viewport: Size) {
        var builder = ScriptBuilder(viewport: viewport, limit: count, seed: seed)
        var tally = Tally()
        // The session opens with a reorder, so that even the short prefix the naive layout gets
        // through at a million rows contains a lift, placement and a drop.
        var next = Gesture.drag
        while !builder.isFull {
            next.perform(with: &builder, tally: &tally)
            builder.wait(next.pauseAfter(&builder))
            next = Gesture.pick(&builder)
        }
        self.viewport = viewport
        self.seed = seed
        events = builder.events
        frameCount = events.count { if case .frame = $0.event { true } else { false } }
        self.tally = tally
    }
}

enum Gesture {
    case tap, slowPan, flick, drag, edgeDrag, wheel, keys

    /// Shares in percent, by eye from using a reorderable list: mostly scrolling, one gesture in three a reorder.
    static func pick(_ b: inout ScriptBuilder) -> Gesture {
        let roll = b.uniform(0...100)
        switch roll {
        case ..<22: return .tap
        case ..<38: return .slowPan
        case ..<60: return .flick
        case ..<84: return .drag
        case ..<96: return .edgeDrag
        case ..<98.5: return .wheel
        default: return .keys
        }
    }

    /// Seconds until the next gesture: quick after a flick (people flick in series), sometimes a
    /// long look at the list.
    func pauseAfter(_ b: inout ScriptBuilder) -> Double {
        if b.chance(0.05) { return b.uniform(2...6) }
        return self == .flick ? b.uniform(0.08...1.2) : b.uniform(0.2...1.5)
    }

    func perform(with b: inout ScriptBuilder, tally: inout GestureScript.Tally) {
        switch self {
        case .tap:
            tally.taps += 1
            tap(&b)
        case .slowPan:
            tally.slowPans += 1
            pan(&b, flick: false)
        case .flick:
            tally.flicks += 1
            pan(&b, flick: true)
        case .drag:
            tally.drags += 1
            drag(&b)
        case .edgeDrag:
            tally.edgeDrags += 1
            edgeDrag(&b)
        case .wheel:
            tally.wheelBursts += 1
            wheel(&b)
        case .keys:
            tally.keyBursts += 1
            keys(&b)
        }
    }

    private func tap(_ b: inout ScriptBuilder) {
        let height = b.viewport.height
        var finger = b.touchDown(at: Point(x: b.uniform(20...460), y: b.uniform(20...(height - 20))))
        b.rest(&finger, seconds: b.uniform(0.05...0.2), jitter: 1, moveChance: 0.3)
        b.lift(finger)
    }

    /// Finger up the screen (content toward the end of the list) two times in three.
    private func pan(_ b: inout ScriptBuilder, flick: Bool) {
        let height = b.viewport.height
        let upward = b.chance(0.65)
        let startY = upward ? b.uniform((height / 2)...(height - 20)) : b.uniform(20...(height / 2))
        let room = upward ? startY - 20 : height - 20 - startY
        let distance = b.uniform(120...max(120, min(room, 650)))
        let start = Point(x: b.uniform(60...420), y: startY)
        var finger = b.touchDown(at: start)
        let end = Point(x: start.x + b.uniform(-30...30), y: startY + (upward ? -distance : distance))
        if flick {
            // 0.08-0.25 s for 120-650 pt: released at 1,000-16,000 pt/s, the range of real flicks.
            b.slide(&finger, to: end, seconds: b.uniform(0.08...0.25), .accelerating)
        } else {
            b.slide(&finger, to: end, seconds: b.uniform(0.3...0.9), .smooth)
            b.rest(&finger, seconds: b.uniform(0.12...0.3), jitter: 0.5, moveChance: 0.3)
        }
        b.lift(finger)
    }

    /// Long press (past the 0.5 s deadline, within the 10 pt allowance), move a few rows, put down.
    /// On a row that cannot move, the same motion is a pan: the engine decides, not the script.
    private func drag(_ b: inout ScriptBuilder) {
        // Kept 90 pt from the edges, outside the autoscroll zone of the tallest row (120 / 2 + 6 pt).
        let low = 90.0, high = b.viewport.height - 90
        let start = Point(x: b.uniform(40...440), y: b.uniform(low...high))
        var finger = b.touchDown(at: start)
        b.rest(&finger, seconds: b.uniform(0.55...0.9), jitter: 1.5, moveChance: 0.5)
        let direction: Double = b.chance(0.5) ? 1 : -1
        var targetY = start.y + direction * b.uniform(40...360)
        if targetY < low || targetY > high { targetY = start.y - direction * b.uniform(40...(high - low) / 2) }
        targetY = min(max(targetY, low), high)
        b.slide(&finger, to: Point(x: start.x + b.uniform(-20...20), y: targetY), seconds: b.uniform(0.25...0.9), .smooth)
        if b.chance(0.3) {
            // Overshoot and correct.
            let back = min(max(targetY - direction * b.uniform(10...60), low), high)
            b.slide(&finger, to: Point(x: finger.at.x, y: back), seconds: b.uniform(0.2...0.4), .smooth)
        }
        if b.chance(0.04) { secondFingerTap(&b) }
        b.rest(&finger, seconds: b.uniform(0.1...0.35), jitter: 1, moveChance: 0.4)
        if b.chance(0.03) { b.emit(.key(.escape), after: 0.01) }  // changed their mind (hardware keyboard)
        b.lift(finger)
    }

    /// A drag held in the edge zone while the list scrolls under it, often then taken to the other edge.
    private func edgeDrag(_ b: inout ScriptBuilder) {
        let height = b.viewport.height
        let start = Point(x: b.uniform(40...440), y: b.uniform(250...550))
        var finger = b.touchDown(at: start)
        b.rest(&finger, seconds: b.uniform(0.55...0.8), jitter: 1.5, moveChance: 0.5)
        var towardEnd = b.chance(0.7)
        for leg in 0..<2 {
            guard leg == 0 || b.chance(0.5) else { break }
            // Within 26 pt of the edge: inside the zone of even a 44 pt row (44 / 2 + 6 = 28 pt).
            let edgeY = towardEnd ? b.uniform((height - 26)...(height - 1)) : b.uniform(1...26)
            b.slide(&finger, to: Point(x: finger.at.x + b.uniform(-15...15), y: edgeY), seconds: b.uniform(0.25...0.6), .smooth)
            b.rest(&finger, seconds: b.uniform(0.5...2.5), jitter: 0.8, moveChance: 0.35)
            towardEnd.toggle()
        }
        b.slide(&finger, to: Point(x: finger.at.x, y: b.uniform(300...500)), seconds: b.uniform(0.2...0.4), .smooth)
        b.rest(&finger, seconds: b.uniform(0.1...0.25), jitter: 1, moveChance: 0.4)
        b.lift(finger)
    }

    /// Another finger touching while a row is dragged: the engine must ignore it.
    private func secondFingerTap(_ b: inout ScriptBuilder) {
        var other = b.touchDown(at: Point(x: b.uniform(20...460), y: b.uniform(20...(b.viewport.height - 20))))
        b.rest(&other, seconds: b.uniform(0.05...0.15), jitter: 2, moveChance: 0.5)
        b.lift(other)
    }

    /// A mouse wheel spun a few notches (on a laptop with the touch screen as a second input).
    private func wheel(_ b: inout ScriptBuilder) {
        let direction: Double = b.chance(0.6) ? 1 : -1
        for _ in 0..<Int(b.uniform(8...30)) {
            b.emit(.wheel(dx: 0, dy: direction * b.uniform(20...120)), after: b.uniform(0.008...0.03))
        }
    }

    /// Arrow keys and page steps; now and then a jump to the top or the end of the list.
    private func keys(_ b: inout ScriptBuilder) {
        for _ in 0..<Int(b.uniform(2...8)) {
            let roll = b.uniform(0...1)
            let key: Key = roll < 0.45 ? .down : roll < 0.7 ? .up : roll < 0.95 ? .space : roll < 0.975 ? .home : .end
            b.emit(.key(key), after: b.uniform(0.08...0.3))
        }
    }
}
