import Testing
import ReorderKit
import ReorderSDL
import ReorderSession
import ReorderTrace
@testable import ReorderLabApp
import TestSupport

/// The panel check's frame, drawn on a surface and read back: the target where its mark says, whole
/// inside a small window, the text clear of it.
@Suite struct PanelCheckViewTests {
    let files = TemporaryDirectory()

    /// The frame of a 320x240 window showing the target at `point`.
    func picture(showing point: Point) throws -> Surface {
        let size = Size(width: 320, height: 240)
        let recorder = try SessionRecorder(path: files.file("view.trace.jsonl"), header: TraceHeader(viewport: size, rows: .explicit([])))
        let model = PanelCheckModel(viewport: size, recorder: recorder, mouseTaps: false) { _ in [point] }
        return try SDLTestSupport.withSDL { video in
            let surface = try Surface(width: 320, height: 240)
            return try withExtendedLifetime(surface) {
                let renderer = try Renderer(surface: surface, scale: 1)
                let view = PanelCheckView(scene: Scene(text: TextCache(libraries: video.libraries)))
                view.draw(model, renderer: renderer)
                #expect(view.scene.text.lastError == nil)
                return try renderer.readPixels()
            }
        }
    }

    @Test func theRingStaysWholeInsideTheWindowNearAnEdge() {
        let size = Size(width: 320, height: 240)
        #expect(PanelCheckView.ringRadius(at: Point(x: 160, y: 120), in: size) == PanelCheckView.ringRadius)
        #expect(PanelCheckView.ringRadius(at: Point(x: 80, y: 14), in: size) == 13, "14 pt from the top: the ring 1 pt inside")
        #expect(PanelCheckView.ringRadius(at: Point(x: 0, y: 0), in: size) > PanelCheckView.dotRadius, "never smaller than the dot it rings")
    }

    @Test func theTargetIsDrawnAtItsPointAndTheTextAwayFromIt() throws {
        let accent = Theme.standard.selectedAccent, background = Theme.standard.background
        // The top autoscroll zone's target in a 320x240 window: 14 pt from the top.
        let image = try picture(showing: Point(x: 80, y: 14))
        #expect(image.pixel(x: 80, y: 14) == accent, "the centre dot")
        #expect(image.pixel(x: 80, y: 1) == accent, "the ring's top, inside the window")
        #expect(image.pixel(x: 80 + 13 - 1, y: 14) == accent && image.pixel(x: 80 - 30, y: 14) == accent, "the ring's side and the arm")
        #expect(image.pixel(x: 300, y: 230) == background)
        // The text: dark pixels in the band below the target's arms, none above the arms' end.
        let dark = { (c: Color) in Int(c.r) + Int(c.g) + Int(c.b) < 300 }
        #expect((48..<240).contains { y in (0..<320).contains { dark(image.pixel(x: $0, y: y)) } })
        #expect(!(0..<48).contains { y in (100..<320).contains { dark(image.pixel(x: $0, y: y)) } })
    }
}
