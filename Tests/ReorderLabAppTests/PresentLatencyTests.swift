import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderSDL

/// The latency the window measures live, from known SDL stamps and a present clock given by hand.
@Suite struct PresentLatencyTests {
    /// A poll at session time 5 s, when SDL's clock read 10,000 ms.
    static let poll = EventClock.Poll(seconds: 5, ticks: 10_000)
    static let motion = SDLEvent.mouseMotion(which: 0, buttonState: 1, x: 1, y: 2, windowID: 1)

    /// Takes `ticks` stamped events in one poll, as the loop does (`EventClock`), into `latency`.
    static func take(_ events: [(SDLEvent, UInt32)], poll: EventClock.Poll, into latency: inout LiveLatency, notBefore: Double = 0) {
        var last = notBefore
        for (event, ticks) in events {
            last = EventClock.seconds(ofTicks: ticks, poll: poll, notBefore: last)
            latency.taken(event, at: last, timed: TimedSDLEvent(event: event, milliseconds: ticks))
        }
    }

    @Test func framesWithKnownStampsGiveKnownLatencies() {
        var latency = LiveLatency(keepsSession: true)
        // Two moves 20 ms and 10 ms before the poll: the frame is the first to show both; its present
        // returns 12 ms after the poll, so the oldest waited 32 ms.
        Self.take([(Self.motion, 9_980), (Self.motion, 9_990)], poll: Self.poll, into: &latency)
        #expect(abs(latency.presented(at: 5.012)! - 0.032) < 1e-9)
        // A frame with no new input shows nothing new: no figure.
        #expect(latency.presented(at: 5.029) == nil)
        // The next poll at 5.030 s (10,030 ms) takes a move stamped 10,020 ms: 5.020 s, presented at 5.041 s.
        Self.take([(Self.motion, 10_020)], poll: EventClock.Poll(seconds: 5.03, ticks: 10_030), into: &latency, notBefore: 5.012)
        #expect(abs(latency.presented(at: 5.041)! - 0.021) < 1e-9)
        #expect(latency.appAll.count == 2)
    }

    @Test func whatMovesNothingOnScreenIsNotInput() {
        var latency = LiveLatency()
        let hover = SDLEvent.mouseMotion(which: 0, buttonState: 0, x: 1, y: 2, windowID: 1)
        Self.take([(hover, 9_900), (.focusGained, 9_900), (.unknown(type: 0x201), 9_900)], poll: Self.poll, into: &latency)
        #expect(latency.presented(at: 5.01) == nil)
        Self.take([(.keyDown(keycode: 104, isRepeat: false), 9_990)], poll: Self.poll, into: &latency)
        #expect(abs(latency.presented(at: 5.01)! - 0.02) < 1e-9)
        #expect(latency.appAll.isEmpty)  // kept for --stats only
    }

    @Test func theHUDShowsTheLastFewSecondsByNearestRank() {
        var recent = RecentLatencies()
        for i in 1...100 { recent.add(at: Double(i) * 0.01, seconds: Double(i) / 1000) }
        let summary = recent.summary(at: 1)!
        #expect(summary.count == 100)
        #expect([summary.p50, summary.p95, summary.p99] == [0.05, 0.095, 0.099])
        #expect(summary.millisecondsText == "p50 50.0 / p95 95.0 / p99 99.0 ms")
        #expect(summary.hudText == "p50 50 p95 95 p99 99 ms")
        // Six seconds later every sample is older than the window.
        #expect(recent.summary(at: 7) == nil)
        // A fast display never grows it past its capacity.
        for i in 0..<(3 * RecentLatencies.capacity) { recent.add(at: 10 + Double(i) * 1e-4, seconds: 0.001) }
        #expect(recent.summary(at: 10.7)!.count == RecentLatencies.capacity)
    }

    @Test func theShareBeforeTheAppIsTheServerToSDLDelayAboveTheLeast() {
        var latency = LiveLatency(keepsSession: true)
        // The X server stamped three events; SDL stamped them 500, 505 and 502 ms later on its clock:
        // the offset is estimated as the least, 500 ms, and the waits are 0, 5 and 2 ms above it.
        for (ticks, server) in [(UInt32(1_000), UInt32(500)), (1_010, 505), (1_020, 518)] {
            var timed = TimedSDLEvent(event: .unknown(type: 0x201), milliseconds: ticks)
            timed.serverMilliseconds = server
            latency.taken(timed.event, at: Double(ticks) / 1000, timed: timed)
        }
        #expect(latency.windowSystem.offsetMilliseconds == 500)
        let summary = latency.windowSystem.sessionSummary!
        #expect([summary.p50, summary.p95, summary.p99] == [0.002, 0.005, 0.005])
        #expect(latency.hudValues(at: 1.03).beforeApp == "p50 2 p95 5 p99 5 ms")
        // Across the server's 32-bit wrap the difference is still 500 ms.
        var wrapped = WindowSystemDelay()
        wrapped.add(ticks: 400, server: UInt32.max - 99, at: 0)
        #expect(wrapped.offsetMilliseconds == 500)
    }

    @Test func onThisMachinesClockTheShareBeforeTheAppIsAbsolute() {
        // The server stamps with CLOCK_MONOTONIC: 100,000 ms; the session started at 99.9 s on it and
        // SDL's stamp is placed at session time 0.103 s, so 100,003 ms: 3 ms from the server to SDL.
        var local = LiveLatency(keepsSession: true, clockOrigin: 99.9)
        var timed = TimedSDLEvent(event: .unknown(type: 0x201), milliseconds: 50)
        timed.serverMilliseconds = 100_000
        local.taken(timed.event, at: 0.103, timed: timed)
        #expect(local.windowSystem.onThisClockSummary?.p50 == 0.003)
        #expect(local.statsLines.contains { $0.contains("CLOCK_MONOTONIC") && $0.contains("p50 3.0") })
        // A server elsewhere (its clock hours away from this one's): no absolute figure.
        var remote = LiveLatency(keepsSession: true, clockOrigin: 5_000)
        remote.taken(timed.event, at: 0.103, timed: timed)
        #expect(remote.windowSystem.onThisClockSummary == nil)
        #expect(remote.statsLines.contains { $0.hasPrefix("before the app, absolute: not measured") })
    }

    @Test func withoutWindowSystemStampsTheShareBeforeTheAppIsNotGuessed() {
        var latency = LiveLatency(keepsSession: true)
        Self.take([(.fingerDown(touchID: 1, fingerID: 1, x: 0.5, y: 0.5, windowID: 1), 9_990)], poll: Self.poll, into: &latency)
        latency.presented(at: 5.01)
        #expect(latency.hudValues(at: 5.01).beforeApp == "no stamps")
        #expect(latency.statsLines.last!.hasPrefix("before the app: not measured"))
    }

    @Test func theHUDHasALatencyLineLiveAndNoneInAReplay() {
        let engine = Engine(rows: [Row(id: "a", height: 44)], viewport: Size(width: 400, height: 600))
        var data = HUDData()
        let panel = HUDPanel(theme: .standard)
        #expect(!panel.lines(engine: engine, data: data).contains { $0.name == "app latency" })
        data.latency = (app: "p50 12 p95 20 p99 31 ms", beforeApp: "no stamps")
        let lines = panel.lines(engine: engine, data: data)
        #expect(lines.first { $0.name == "app latency" }?.value == "p50 12 p95 20 p99 31 ms")
        #expect(lines.first { $0.name == "before app" }?.value == "no stamps")
        #expect(lines.first { $0.name == "prediction" }?.value == "off")
    }
}
