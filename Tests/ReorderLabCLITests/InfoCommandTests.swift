import Foundation
import Testing
@testable import ReorderTrace
import TestSupport

/// `reorder-lab info`: what it prints, its JSON, and errors as `replay` reports them.
@Suite struct InfoCommandTests {
    let files = TemporaryDirectory()

    func run(_ arguments: String...) -> (status: Int32, out: String, err: [String]) {
        let result = runCLI(["info"] + arguments)
        return (result.status, result.out.joined(separator: "\n"), result.err)
    }

    @Test func dragDownLiftsThenDropsMilk() throws {
        let result = run(SampleTraces.path("drag-down"))
        #expect(result.status == 0 && result.err.isEmpty)
        let lines = result.out.split(separator: "\n").map(String.init)
        #expect(lines[0].hasSuffix("drag-down.trace.jsonl: 1.600 s, 108 events"))
        #expect(lines[1] == "events: down 1, move 9, up 1, frame 96, mark 1")
        #expect(lines[2] == "pointers: touch 1 (1 down)")
        #expect(lines[3] == "gestures:")
        #expect(lines[4] == "  0.100-0.600 touch 1 on row 0 (milk): lift after 0.50 s within 2.8 pt (allowed 10 pt)")
        #expect(lines[5] == "  1.200 drop milk 0 -> 2")
        #expect(lines[6].hasPrefix("result: 1 drag, 1 move, scroll offset 0.0 pt, stateHash "))
        let replayed = try Replay.run(path: SampleTraces.path("drag-down"))
        #expect(lines[6].hasSuffix(replayed.stateHash))
    }

    @Test func jsonCarriesTheSameFactsAndReplaysResult() throws {
        let result = run(SampleTraces.path("drag-down"), "--json")
        #expect(result.status == 0 && result.err.isEmpty)
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any]
        #expect(Set(object.keys) == ["file", "duration", "events", "counts", "pointers", "gestures", "result"])
        #expect(object["duration"] as? Double == 1.6 && object["events"] as? Int == 108)
        #expect((object["counts"] as! [String: Int])["frame"] == 96)
        let gestures = object["gestures"] as! [[String: Any]]
        #expect(gestures.map { $0["type"] as! String } == ["press", "drop"])
        #expect(gestures[0]["outcome"] as? String == "lift" && gestures[0]["heldSeconds"] as? Double == 0.5)
        #expect(gestures[0]["row"] as? String == "milk" && gestures[0]["pointer"] as? String == "touch")
        #expect(gestures[1]["from"] as? Int == 0 && gestures[1]["to"] as? Int == 2)
        let replayed = try Replay.run(path: SampleTraces.path("drag-down"))
        #expect(result.out.hasSuffix(",\"result\":" + replayed.json + "}"))
    }

    @Test func malformedTraceIsExitTwoWithFileAndLine() throws {
        let path = files.write(TraceText.backwards, to: "bad.trace.jsonl")
        let result = run(path)
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err.count == 1 && result.err[0].hasPrefix("\(path):3: "))
    }

    @Test func argumentsAndMissingFiles() {
        #expect(run().status == 64)
        #expect(run("a", "b").status == 64)
        #expect(run("a", "--jsn").status == 64)
        #expect(run("--help").status == 0)
        let missing = run("/nonexistent/x.trace.jsonl")
        #expect(missing.status == 1 && missing.err.first?.contains("cannot open") == true)
    }
}
