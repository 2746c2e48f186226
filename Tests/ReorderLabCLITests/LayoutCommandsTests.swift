import Foundation
import Testing
@testable import ReorderLabCLI
import TestSupport
import ReorderAnalysis

/// Every command that replays a trace lays out sections and grids as the engine does, rather than
/// refusing them (as before the engine had layouts) or replaying them as a flat list.
@Suite struct LayoutCommandsTests {
    let files = TemporaryDirectory()

    @Test(arguments: ["sections-swap-across", "grid-drag", "grid-horizontal-autoscroll", "list-swap"])
    func everyReplayingCommandRunsEveryLayout(sample: String) throws {
        let path = SampleTraces.path(sample)
        let replay = runCLI(["replay", path, "--json"])
        #expect(replay.status == 0, "\(replay)")
        let info = runCLI(["info", path])
        #expect(info.status == 0 && info.err.isEmpty, "\(info)")
        // info's result line carries replay's stateHash: the same engine, the same layout.
        let hash = try #require(replay.out.first.flatMap { $0.range(of: #""stateHash":"[0-9a-f]{8}""#, options: .regularExpression) }
            .map { String(replay.out.first![$0].suffix(9).dropLast()) })
        #expect(info.out.joined(separator: "\n").contains("stateHash \(hash)"))
        let plot = runCLI(["plot", path, "-o", files.file("\(sample).png")])
        #expect(plot.status == 0, "\(plot)")
        let tune = runCLI(["tune", path, "--long-press", "0.2:0.6:0.2", "--movement", "5:15:5"])
        #expect(tune.status == 0, "\(tune)")
    }

    @Test func infoNamesTheLayoutAndTheSectionsAMoveCrossed() {
        let info = runCLI(["info", SampleTraces.path("sections-swap-across")]).out.joined(separator: "\n")
        #expect(info.contains("layout: sections (4), crossSection swap"))
        #expect(info.contains("apples 0 -> 3, from fruit to veg, swapped with carrots"))
        #expect(info.contains("section later: empty"))
    }

    @Test func aHorizontalGridsPlotFollowsTheScrollAxis() throws {
        let path = SampleTraces.path("grid-horizontal-autoscroll")
        let plot = runCLI(["plot", path, "-o", files.file("h.png")])
        #expect(plot.status == 0, "\(plot)")
        let chart = try TracePlot(path: path)
        #expect(chart.axis == .horizontal)
        #expect(chart.viewportHeight == 480)  // the viewport's width: the extent along x
    }
}
