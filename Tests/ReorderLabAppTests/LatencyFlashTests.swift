import ReorderKit
import ReorderSession
import Testing
@testable import ReorderLabApp
@testable import ReorderSDL

/// `--latency-flash`: the corner is white from the first frame after a down until the up, black
/// otherwise, over everything else drawn.
@Suite struct LatencyFlashTests {
    static let window = Size(width: 400, height: 600)

    static func model() -> WindowModel<ListLayout> {
        let engine = Engine(rows: (0..<20).map { Row(id: "r\($0)", height: 50) }, viewport: window)
        return WindowModel(session: LiveSession(engine: engine, recorder: nil, stateStore: nil),
                           translator: InputTranslator(windowSize: window, listViewport: OverlayLayout.liveListViewport),
                           playback: nil, tuningPanel: TuningPanel(lastPreset: nil), profilePath: "/nonexistent/p.json", holdAtEnd: false)
    }

    @Test func litWhileAnyPointerIsDown() {
        var model = Self.model()
        #expect(model.pointersDown.isEmpty)
        model.feedLive(.down(.mouse, Point(x: 100, y: 30)), at: 0.1)
        #expect(!model.pointersDown.isEmpty)
        model.feedLive(.down(PointerID(.touch, 2), Point(x: 100, y: 130)), at: 0.2)
        model.feedLive(.up(.mouse, Point(x: 100, y: 30)), at: 0.3)
        #expect(!model.pointersDown.isEmpty)  // the finger is still down
        model.feedLive(.cancel(PointerID(.touch, 2)), at: 0.4)
        #expect(model.pointersDown.isEmpty)
    }

    @Test func theCornerIsWhiteWhenLitAndBlackOtherwiseOverTheList() throws {
        try SDLTestSupport.withSDL { video in
            let sdlWindow = try Window(video: video, title: "flash", width: 400, height: 600)
            let renderer = try Renderer(window: sdlWindow, software: true, vsync: false)
            let scene = Scene(text: TextCache(libraries: video.libraries))
            let engine = Self.model().session.engine
            for lit in [true, false] {
                scene.draw(engine: engine, renderer: renderer, hud: nil, help: false)
                LatencyFlash.draw(lit: lit, renderer: renderer)
                let pixels = try renderer.readPixels()
                let expected = lit ? Color(255, 255, 255) : Color(0, 0, 0)
                #expect(pixels.pixel(x: 10, y: 10) == expected)
                #expect(pixels.pixel(x: 47, y: 47) == expected)
                #expect(pixels.pixel(x: 60, y: 20) != Color(0, 0, 0), "only the square")
            }
        }
    }
}
