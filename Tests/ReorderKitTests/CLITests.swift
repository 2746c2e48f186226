import Foundation
import Testing
import ReorderKit
@testable import ReorderLabCLI

/// `reorder-lab` as a user meets it: exit statuses, what goes to which stream.
@Suite struct CLITests {
    final class Captured: @unchecked Sendable {
        var out: [String] = []
        var err: [String] = []
    }

    func run(_ arguments: String...) -> (status: Int32, out: [String], err: [String]) {
        let captured = Captured()
        let console = Console(out: { captured.out.append($0) }, err: { captured.err.append($0) })
        let status = ReorderLabCLI.main(["reorder-lab"] + arguments, console: console)
        return (status, captured.out, captured.err)
    }

    func temporaryTrace(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString).trace.jsonl").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let header = #"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"rows":[{"id":"a","height":44},{"id":"b","height":44}]}"#

    @Test func replayJSONIsTheContractsObject() throws {
        let result = run("replay", SampleTraceTests.path("drag-down"), "--json")
        #expect(result.status == 0 && result.err.isEmpty)
        #expect(result.out.count == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.out[0].utf8)) as! [String: Any]
        #expect(Set(object.keys) == ["order", "scrollOffset", "drags", "moves", "frames", "events", "stateHash"])
        #expect((object["order"] as! [String]).prefix(3) == ["eggs", "bread", "milk"])
        let moves = object["moves"] as! [[String: Any]]
        #expect(moves.count == 1 && moves[0]["id"] as? String == "milk" && moves[0]["t"] as? Double == 1.2)
        #expect((object["stateHash"] as! String).count == 8)
    }

    @Test func replayWithoutJSONIsForPeople() {
        let result = run("replay", SampleTraceTests.path("drag-down"))
        #expect(result.status == 0)
        #expect(result.out.joined().contains("moved milk from 0 to 2 at 1.2 s"))
    }

    @Test(arguments: [
        ("{\"t\":0,\"type\":\"frame\"", 2, "invalid JSON"),
        ("{\"t\":1,\"type\":\"frame\"}\n{\"t\":0.5,\"type\":\"frame\"}", 3, "backwards"),
        ("{\"t\":0,\"type\":\"move\",\"pointer\":\"touch\",\"id\":1,\"x\":1,\"y\":2}", 2, "not down"),
        ("{\"t\":0,\"type\":\"down\",\"pointer\":\"touch\",\"id\":1,\"x\":1}", 2, "\"y\""),
        ("{\"t\":1e999,\"type\":\"frame\"}", 2, "non-finite"),
    ])
    func malformedTraceExitsTwoWithOneLocatedLineAndNothingOnStdout(body: String, line: Int, words: String) throws {
        let path = try temporaryTrace(Self.header + "\n" + body + "\n")
        let result = run("replay", path, "--json")
        #expect(result.status == 2)
        #expect(result.out.isEmpty)
        #expect(result.err.count == 1)
        #expect(result.err.first?.hasPrefix("\(path):\(line): ") == true, "\(result.err)")
        #expect(result.err.first?.contains(words) == true, "\(result.err)")
    }

    @Test func badHeaderIsLineOne() throws {
        let path = try temporaryTrace(#"{"format":"reorder-trace","version":2,"viewport":{"width":320,"height":480},"rows":[]}"# + "\n")
        let result = run("replay", path)
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err == ["\(path):1: unsupported version 2 (this reader knows version 1)"])
    }

    @Test func unknownEventTypeIsSkippedWithAWarning() throws {
        let path = try temporaryTrace(Self.header + "\n{\"t\":0,\"type\":\"swipe\"}\n{\"t\":0.1,\"type\":\"frame\"}\n")
        let result = run("replay", path, "--json")
        #expect(result.status == 0)
        #expect(result.err.count == 1 && result.err[0].hasPrefix("\(path):2: warning:"))
        #expect(result.out.first?.contains("\"frames\":1,\"events\":2") == true)
    }

    @Test func missingFileIsAnIOErrorNotAMalformedTrace() {
        let result = run("replay", "/nonexistent/x.trace.jsonl")
        #expect(result.status == 1 && result.out.isEmpty)
        #expect(result.err.first?.contains("cannot open") == true)
    }

    @Test func badArgumentsAreUsageErrors() {
        #expect(run("replay").status == 64)
        #expect(run("replay", "a", "b").status == 64)
        #expect(run("replay", "a", "--jsn").status == 64)
        #expect(run("frobnicate").status == 64)
        #expect(run("--help").out.first?.contains("usage:") == true)
        #expect(run("replay", "--help").status == 0)
    }

    @Test(arguments: ["replay", "info", "tune", "plot", "import-evemu"])
    func everyCommandHasItsOwnHelp(command: String) {
        for flag in ["--help", "-h"] {
            let result = run(command, flag)
            #expect(result.status == 0 && result.err.isEmpty)
            let text = result.out.joined(separator: "\n")
            #expect(text.hasPrefix("usage: reorder-lab \(command) "), "\(command) \(flag): \(text.prefix(80))")
            #expect(text != ReorderLabCLI.usage)
        }
    }

    @Test func usageErrorsPointAtTheCommandsOwnHelp() {
        #expect(run("replay", "a", "--jsn").err == ["reorder-lab replay: unknown option '--jsn'; see `reorder-lab replay --help`"])
        #expect(run("info").err == ["reorder-lab info: expected one trace FILE, got 0; see `reorder-lab info --help`"])
    }

    @Test func replaySaysOneFrameNotOneFrames() throws {
        func firstLine(_ path: String) -> String { String(run("replay", path).out.joined().prefix { $0 != "\n" }) }
        let one = try temporaryTrace(Self.header + "\n{\"t\":0.1,\"type\":\"frame\"}\n")
        #expect(firstLine(one) == "\(one): 1 event (1 frame), 0 drags")
        let two = try temporaryTrace(Self.header + "\n{\"t\":0.1,\"type\":\"frame\"}\n{\"t\":0.2,\"type\":\"frame\"}\n")
        #expect(firstLine(two) == "\(two): 2 events (2 frames), 0 drags")
    }

    @Test func outputsNeverReplaceAnInputWhateverThePathLooksLike() throws {
        let trace = try temporaryTrace(try String(contentsOfFile: SampleTraceTests.path("tap"), encoding: .utf8))
        let before = try String(contentsOfFile: trace, encoding: .utf8)
        let directory = (trace as NSString).deletingLastPathComponent, name = (trace as NSString).lastPathComponent
        let roundabout = directory + "/./" + name
        #expect(run("tune", trace, "--long-press", "0.5:0.5:1", "--movement", "1:1:1", "--png", roundabout).status == 64)
        #expect(run("plot", trace, "-o", roundabout).status == 64)
        #expect(try String(contentsOfFile: trace, encoding: .utf8) == before)
    }
}
