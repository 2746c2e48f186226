import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderSDL

/// Values at the C boundary that do not fit SDL's integer fields are kept within them, not trapped on.
@Suite struct SDLEventBoundaryTests {
    @Test func aWheelOfAnySizeSurvivesSDLsQueue() throws {
        try SDLTestSupport.withSDL { _ in
            while SDLEvent.poll() != nil {}
            let huge = SDLEvent.mouseWheel(which: 1, x: 0, y: 1e30, flipped: false, windowID: 0)
            try SDLEvent.push(huge)  // Int32(1e30) trapped filling the integer notch fields
            #expect(SDLEvent.poll() == huge)
            var translator = InputTranslator(windowSize: Size(width: 480, height: 800))
            #expect(translator.translate(huge) == [.input(.wheel(dx: 0, dy: -Double(Float(1e30)) * InputTranslator.pointsPerWheelNotch))])
        }
    }
}
