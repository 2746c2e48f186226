import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderSDL

/// The drawing's stores and curves, without pixels: trails, the event log, frame times, the spring,
/// and the text cache's bounds.
@Suite struct RenderModelTests {
    let one = PointerID(.touch, 1), two = PointerID(.touch, 2)

    @Test func trailsForgetSamplesOlderThanTheFadeButKeepWhereAFingerIs() {
        var trails = TouchTrails(fadeSeconds: 0.5)
        trails.add(one, Point(x: 0, y: 0), at: 0)
        trails.add(one, Point(x: 0, y: 10), at: 0.3)
        trails.prune(at: 0.6)
        #expect(trails.trails.count == 1)
        #expect(trails.trails[0].samples.map(\.t) == [0.3])
        trails.prune(at: 5)
        #expect(trails.trails[0].samples.map(\.t) == [0.3], "still down: its latest point stays")
        #expect(abs(trails.fade(0.3, now: 0.55) - 0.5) < 1e-9)
    }

    @Test func anEndedTrailFadesOutAndTheSamePointerStartsANewOne() {
        var trails = TouchTrails(fadeSeconds: 0.5)
        trails.add(one, Point(x: 0, y: 0), at: 0)
        trails.end(one, at: 0.1)
        trails.add(one, Point(x: 50, y: 50), at: 0.2)
        #expect(trails.trails.count == 2)
        #expect(trails.trails[0].endedAt == 0.1 && trails.trails[1].endedAt == nil)
        trails.add(two, Point(x: 9, y: 9), at: 0.7)
        #expect(trails.trails.map(\.pointer) == [one, two], "the ended trail is gone after the fade")
    }

    @Test func trailsAreBoundedPerPointer() {
        var trails = TouchTrails(fadeSeconds: 10, maxSamples: 8)
        for i in 0..<100 { trails.add(one, Point(x: Double(i), y: 0), at: Double(i) * 0.001) }
        #expect(trails.trails[0].samples.count == 8)
        #expect(trails.trails[0].samples.last?.point.x == 99)
    }

    @Test func eventLogKeepsTheLastFewAndFoldsScrolls() {
        var log = EventLog(capacity: 3)
        log.record(.lifted(id: "r3", index: 3), at: 1)
        log.record(.scrolled(offset: 10), at: 1.1)
        log.record(.scrolled(offset: 20), at: 1.2)
        log.record(.moved(from: 3, to: 4), at: 1.3)
        #expect(log.lines == ["   1.000 lift r3 @3", "   1.200 scroll 20.0", "   1.300 blank 3 -> 4"])
        log.note("replay 2x", at: 2)
        #expect(log.lines.count == 3)
        #expect(log.lines.last == "   2.000 replay 2x")
    }

    @Test func frameTimesAreARingOldestFirst() {
        var frames = FrameTimes(capacity: 3)
        #expect(frames.fps() == nil)
        for ms in [10.0, 20, 30, 40] { frames.record(ms: ms) }
        #expect(frames.values == [20, 30, 40])
        #expect(frames.fps() == 100.0 / 3, "3 frames in 90 ms")
    }

    @Test func fixedFormatting() {
        #expect(HUDFormat.fixed(1.005, 1) == "1.0")
        #expect(HUDFormat.fixed(-0.04, 1) == "0.0")
        #expect(HUDFormat.fixed(-12.35, 2) == "-12.35")
        #expect(HUDFormat.fixed(300, 0) == "300")
        #expect(HUDFormat.fixed(0.05, 2) == "0.05")
    }

    @Test func springOvershootsAboutAQuarterAtDampingPointFourAndSettles() {
        let samples = stride(from: 0.0, through: 1.0, by: 0.001).map { DragLook.spring($0, damping: 0.4) }
        #expect(samples.first == 0)
        #expect(samples.last == 1)
        let peak = samples.max()!
        #expect(peak > 1.2 && peak < 1.3, "peak \(peak)")
        #expect(abs(DragLook.spring(0.999, damping: 0.4) - 1) < 0.005, "settled by the end: no jump when it stops")
    }

    @Test func eachDragStyleUsesItsSeedsNumbers() {
        let ats = DragLook.look(.ats), lifted = DragLook.look(.lifted), collection = DragLook.look(.collection)
        #expect(ats.shadow == ShadowSpec(opacity: 0.8, radius: 4, offset: (0, 1)) && ats.scale == 1 && ats.clipBand == 10)
        #expect(lifted.shadow == ShadowSpec(opacity: 0.4, radius: 5, offset: (-5, 0)) && lifted.scale == 1.03 && lifted.alpha == 0.98)
        #expect(collection.shadow.radius == 10 && collection.shadow.opacity == 0.8 && collection.scale == 1.05)
        #expect(collection.alpha == 0.95 && collection.springDamping == 0.4)
    }

    @Test func textCacheIsBoundedReusesTexturesAndRemakesThemForANewScale() throws {
        try SDLTestSupport.withSDL { video in
            let target = try Surface(width: 64, height: 64)
            try withExtendedLifetime(target) {
                let renderer = try Renderer(surface: target, scale: 1)
                let cache = TextCache(libraries: video.libraries, capacity: 8)
                let style = TextStyle(pointSize: 16)
                let first = try #require(cache.texture("Milk", style, Color(0, 0, 0), renderer: renderer))
                #expect(cache.texture("Milk", style, Color(0, 0, 0), renderer: renderer) === first)
                #expect(cache.texture("Milk", style, Color(255, 0, 0), renderer: renderer) !== first, "colour is part of the key")
                for i in 0..<40 { _ = cache.texture("row \(i)", style, Color(0, 0, 0), renderer: renderer) }
                #expect(cache.count <= 8)
                #expect(cache.texture("", style, Color(0, 0, 0), renderer: renderer) == nil)

                let small = try #require(cache.texture("Milk", style, Color(0, 0, 0), renderer: renderer))
                renderer.scale = 2
                let large = try #require(cache.texture("Milk", style, Color(0, 0, 0), renderer: renderer))
                #expect(large !== small)
                #expect(abs(large.height - 2 * small.height) <= 1, "opened at 32 px: \(small.height) -> \(large.height)")
                #expect(cache.size("Milk", style, Color(0, 0, 0), renderer: renderer).height == Double(large.height) / 2)
                #expect(cache.lastError == nil)
            }
        }
    }
}
