import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderTrace
@testable import ReorderSDL

/// Each SDL event at its own time on the session clock, within what a trace allows.
@Suite struct EventClockTests {
    /// A poll at session time 5 s, when SDL's clock read 10,000 ms.
    static let poll = EventClock.Poll(seconds: 5, ticks: 10_000)

    static func times(_ ticks: [UInt32], poll: EventClock.Poll = poll, notBefore: Double = 0) -> [Double] {
        var last = notBefore
        return ticks.map { ticks in
            last = EventClock.seconds(ofTicks: ticks, poll: poll, notBefore: last)
            return last
        }
    }

    @Test func aFlickCaughtInAStalledFrameKeepsItsTiming() {
        // Moves 8 ms apart and the release, all drained 120 ms after the last move: each keeps its
        // own time, 8 ms apart, and none is the poll's.
        let t = Self.times([9_864, 9_872, 9_880, 9_880])
        #expect(t.map { (($0 - 5) * 1000).rounded() } == [-136, -128, -120, -120])
    }

    @Test func neverBeforeTheLastTimeFed() {
        // SDL's stamp says 50 ms ago; the engine was already fed at 4.99 s (a frame tick after it).
        #expect(EventClock.seconds(ofTicks: 9_950, poll: Self.poll, notBefore: 4.99) == 4.99)
        // Times from one poll never decrease, whatever order the stamps come in.
        let t = Self.times([9_900, 9_800, 9_950, 9_700])
        #expect(t == t.sorted())
        #expect(t == [4.9, 4.9, 4.95, 4.95])
    }

    @Test func neverAfterThePoll() {
        // Queued while the queue drained, after the poll read SDL's clock: as young as the poll.
        #expect(EventClock.seconds(ofTicks: 10_003, poll: Self.poll, notBefore: 0) == 5)
        #expect(EventClock.seconds(ofTicks: 10_000, poll: Self.poll, notBefore: 0) == 5)
        #expect(EventClock.seconds(ofTicks: 9_999, poll: Self.poll, notBefore: 0) == 4.999)
    }

    @Test func sdlsMillisecondCounterWrapsAfter49Days() {
        let poll = EventClock.Poll(seconds: 4_300_000, ticks: 5)
        #expect(EventClock.seconds(ofTicks: UInt32.max - 14, poll: poll, notBefore: 0) == 4_300_000 - 0.02)
    }

    @Test func everyStampFallsWithinTheBounds() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<10_000 {
            let poll = EventClock.Poll(seconds: Double(random.next() % 1_000_000) / 1000, ticks: UInt32(truncatingIfNeeded: random.next()))
            let notBefore = poll.seconds - Double(random.next() % 2_000) / 1000
            let ticks = UInt32(truncatingIfNeeded: random.next())
            let t = EventClock.seconds(ofTicks: ticks, poll: poll, notBefore: notBefore)
            #expect(t >= notBefore && t <= max(poll.seconds, notBefore))
        }
    }

    // MARK: Through SDL's queue

    @Test func eventsDrainedFromSDLsQueueKeepTheirOwnStamps() throws {
        try SDLTestSupport.withSDL { _ in
            while SDLEvent.poll() != nil {}
            let now = SDLEvent.ticks
            // As the system's events are when a frame stalls: queued 120, 112 and 104 ms ago.
            // (SDL_PeepEvents keeps a timestamp; the subtraction wraps if SDL started < 120 ms ago.)
            let finger = { (ms: UInt32) in SDLEvent.fingerMotion(touchID: 1, fingerID: 1, x: 0.5, y: Float(ms) / 1000, windowID: 0) }
            for age: UInt32 in [120, 112, 104] { try SDLEvent.enqueue(finger(age), milliseconds: now &- age) }
            let poll = EventClock.Poll(seconds: 30, ticks: now)
            let drained = EventClock.drain(poll: poll, notBefore: 29).filter { Self.isPushed($0.event) }
            #expect(drained.map(\.event) == [finger(120), finger(112), finger(104)])
            #expect(drained.map { (($0.t - 30) * 1000).rounded() } == [-120, -112, -104])
        }
    }

    /// One of the finger motions these tests put on SDL's queue (touch 1, finger 1).
    static func isPushed(_ event: SDLEvent) -> Bool {
        if case .fingerMotion(touchID: 1, fingerID: 1, _, _, _) = event { return true }
        return false
    }

    @Test func pushedEventsAreStampedWhenPushedAndStayWithinThePoll() throws {
        try SDLTestSupport.withSDL { _ in
            while SDLEvent.poll() != nil {}
            let before = SDLEvent.ticks
            for y in [0.1, 0.2, 0.3] as [Float] {
                try SDLEvent.push(.fingerMotion(touchID: 1, fingerID: 1, x: 0.5, y: y, windowID: 0))
            }
            let after = SDLEvent.ticks
            // Only the pushed events: SDL may queue one of its own in between (seen once in eight
            // runs of the whole suite: two more events than pushed).
            var stamps: [UInt32] = []
            while let timed = SDLEvent.pollTimed() {
                if Self.isPushed(timed.event) { stamps.append(timed.milliseconds) }
            }
            #expect(stamps.count == 3)
            #expect(stamps.allSatisfy { $0 &- before <= after &- before }, "SDL_PushEvent stamps the push: \(stamps) in \(before)...\(after)")

            for y in [0.1, 0.2, 0.3] as [Float] {
                try SDLEvent.push(.fingerMotion(touchID: 1, fingerID: 1, x: 0.5, y: y, windowID: 0))
            }
            let poll = EventClock.Poll(seconds: 12, ticks: SDLEvent.ticks)
            let t = EventClock.drain(poll: poll, notBefore: 11.5).filter { Self.isPushed($0.event) }.map(\.t)
            #expect(t.count == 3)
            #expect(t == t.sorted() && t.allSatisfy { $0 >= 11.5 && $0 <= 12 })
        }
    }
}
