import ReorderKit
import ReorderLabCLI
import Testing
@testable import ReorderLabApp
import TestSupport

/// A trace's or a list's viewport may be any finite size > 0; the window keeps to --size's range,
/// and says so (a width of 1e19 trapped converting to Int64).
@Suite struct WindowSizeTests {
    @Test func aViewportOfAnySizeGivesAWindowInRange() {
        let size = { (w: Double, h: Double) in WindowOpening.windowSize(for: Size(width: w, height: h)) }
        #expect(size(1e19, 800) == WindowSize(width: 10_000, height: 800))
        #expect(size(.greatestFiniteMagnitude, .greatestFiniteMagnitude) == WindowSize(width: 10_000, height: 10_000))
        #expect(size(1e-300, 5) == WindowSize(width: 100, height: 100))
        #expect(size(480.4, 799.6) == WindowSize(width: 480, height: 800))
    }

    @Test func theNoteSaysWhatTheWindowIsAndWhatTheReplayKeeps() {
        let viewport = Size(width: 1e19, height: 800)
        let window = WindowOpening.windowSize(for: viewport)
        #expect(WindowOpening.clampNote(viewport: viewport, window: window, replay: true) == """
            reorder-lab: the viewport 1e19 x 800 pt is not a window size (100 to 10000 pt a side): the window is 10000 x 800 pt; \
            the replay keeps the trace's viewport (what lies past the window is not shown)
            """)
        #expect(WindowOpening.clampNote(viewport: Size(width: 1e-300, height: 800), window: WindowSize(width: 100, height: 800),
                                           replay: false).hasSuffix("the window is 100 x 800 pt; the list is laid out in the window"))
    }

    @Test func aListFileWithAViewportOf1e19AndAProfileOf1e19SpeedsLoad() throws {
        let directory = TemporaryDirectory()
        let list = directory.write(#"{"viewport":{"width":1e19,"height":800},"rows":[{"id":"a","height":1e19}]}"#, to: "huge.list.json")
        let profile = directory.write(#"{"tuning":{"autoscrollMaxSpeed":1e19,"flickMaximumSpeed":1e19}}"#, to: "fast.tuning.json")
        let options = try AppOptions.parse(["--list", list, "--tuning", profile, "--no-state"])
        let content = try SessionContent.load(options: options)
        #expect(content.viewport == Size(width: 1e19, height: 800))
        #expect(content.tuning.autoscrollMaxSpeed == 1e19)
        #expect(WindowOpening.windowSize(for: try #require(content.viewport)) == WindowSize(width: 10_000, height: 800))
    }
}
