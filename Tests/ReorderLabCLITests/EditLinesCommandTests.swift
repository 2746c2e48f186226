import Testing
@testable import ReorderLabCLI
import TestSupport

/// Edit lines through the commands that replay: a bad one is `FILE:LINE: problem`, exit 2, its text
/// escaped; the samples with edits run through info, plot and tune as any trace does.
@Suite struct EditLinesCommandTests {
    let files = TemporaryDirectory()

    @Test func aBadEditLineIsAnErrorAtItsLineWithExitTwo() {
        let header = #"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"rows":[{"id":"a","height":44}]}"#
        let path = files.write(header + "\n" + #"{"t":0,"type":"delete","ids":["a\u001b[2J"]}"# + "\n", to: "bad.trace.jsonl")
        let replay = runCLI(["replay", path])
        #expect(replay.status == 2 && replay.out.isEmpty)
        #expect(replay.err == ["\(path):2: no row \"a\\u001B[2J\" is present to delete"], "\(replay.err)")
    }

    @Test(arguments: ["edit-insert-above-drag", "edit-sections", "edit-grid"])
    func theEditSamplesRunThroughEveryReplayingCommand(sample: String) {
        let path = SampleTraces.path(sample)
        #expect(runCLI(["replay", path, "--json"]).status == 0)
        let info = runCLI(["info", path])
        #expect(info.status == 0 && info.err.isEmpty, "\(info)")
        #expect(runCLI(["plot", path, "-o", files.file("\(sample).png")]).status == 0)
        #expect(runCLI(["tune", path, "--long-press", "0.3:0.5:0.2", "--movement", "5:15:5"]).status == 0)
    }
}
