import Testing
import ReorderLabApp

/// The frame pacer's decisions for times a test chooses. At 64 Hz a frame is 1/64 s, exact in
/// binary, so every time below is exact and compares with ==.
@Suite struct FramePacerTests {
    static let frame = 1.0 / 64

    @Test func presentsThatReturnAtOnceSleepToTheNextFrameOnTheGrid() {
        var pacer = FramePacer(hertz: 64)
        #expect(pacer.next(frameStart: 0, now: 0.002, deadline: nil) == .init(at: Self.frame, reason: .vsync))
        // The sleep overshot by half a millisecond: the next frame is still on the grid, not 1/64 s after this one.
        #expect(pacer.next(frameStart: Self.frame + 0.0005, now: Self.frame + 0.003, deadline: nil) == .init(at: 2 * Self.frame, reason: .vsync))
        #expect(pacer.next(frameStart: 2 * Self.frame, now: 2 * Self.frame + 0.001, deadline: nil) == .init(at: 3 * Self.frame, reason: .vsync))
    }

    @Test func presentsThatBlockUntilTheRefreshStartTheNextFrameAtOnce() {
        var pacer = FramePacer(hertz: 64)
        var start = 0.0
        for _ in 0..<5 {
            let returned = start + Self.frame + 0.0001  // the present waited for the refresh
            let wake = pacer.next(frameStart: start, now: returned, deadline: nil)
            #expect(wake.at <= returned, "no sleep after a present that waited")
            start = returned
        }
    }

    @Test func aFrameLateByLessThanAFrameCatchesUpOnTheGrid() {
        var pacer = FramePacer(hertz: 64)
        _ = pacer.next(frameStart: 0, now: 0.001, deadline: nil)
        // The frame due at 1/64 s took 1.5 frames: the next one, due at 2/64 s, starts at once ...
        #expect(pacer.next(frameStart: Self.frame, now: 2.5 * Self.frame, deadline: nil) == .init(at: 2 * Self.frame, reason: .vsync))
        // ... and the grid goes on where it was.
        #expect(pacer.next(frameStart: 2.5 * Self.frame, now: 2.5 * Self.frame + 0.001, deadline: nil) == .init(at: 3 * Self.frame, reason: .vsync))
    }

    @Test func aStalledFrameRestartsTheGridFromItsEnd() {
        var pacer = FramePacer(hertz: 64)
        _ = pacer.next(frameStart: 0, now: 0.001, deadline: nil)
        // Half a second in one frame (a page fault, a debugger): no burst of 31 frames to catch up.
        #expect(pacer.next(frameStart: Self.frame, now: 0.5, deadline: nil) == .init(at: 0.5, reason: .vsync))
        #expect(pacer.next(frameStart: 0.5, now: 0.501, deadline: nil) == .init(at: 0.5 + Self.frame, reason: .vsync))
    }

    @Test func anIdleWindowWakesForAPendingLongPressDeadlineBetweenFrames() {
        var pacer = FramePacer(hertz: 64)
        // A finger went down at 0.01 s on a movable row: it lifts at 0.51 s, between the frames at
        // 32/64 = 0.5 and 33/64 s. Nothing else happens; each present takes a millisecond.
        let deadline = 0.51
        var start = 0.0
        var wakes: [FramePacer.Wake] = []
        while start < 0.53 {
            let wake = pacer.next(frameStart: start, now: start + 0.001, deadline: start < deadline ? deadline : nil)
            wakes.append(wake)
            start = wake.at
        }
        #expect(wakes.filter { $0.reason == .deadline } == [.init(at: 0.51, reason: .deadline)])
        let afterHalf = wakes.filter { $0.at >= 0.5 }.map(\.at)
        #expect(afterHalf == [0.5, 0.51, 33 * Self.frame, 34 * Self.frame], "the grid's frame after the deadline still comes")
        #expect(wakes.count == 35, "every frame of the grid up to 34/64 s, and one for the deadline")
    }

    @Test func aDeadlineDueNowOrBeyondTheNextFrameWaitsForTheFrame() {
        var pacer = FramePacer(hertz: 64)
        // Autoscroll running: the engine's deadline is its own time, now.
        #expect(pacer.next(frameStart: 0, now: 0.001, deadline: 0.001) == .init(at: Self.frame, reason: .vsync))
        // A settle ending after the next frame: the frame comes first.
        #expect(pacer.next(frameStart: Self.frame, now: Self.frame + 0.001, deadline: 0.25) == .init(at: 2 * Self.frame, reason: .vsync))
    }
}
