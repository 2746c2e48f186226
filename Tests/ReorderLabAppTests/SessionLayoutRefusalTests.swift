import Testing
@testable import ReorderLabApp
import TestSupport

/// The window, like `replay`, refuses a list or a trace whose layout this version's engine does not
/// lay out yet (before opening a window), instead of showing sections or a grid as a flat list.
@Suite struct SessionLayoutRefusalTests {
    @Test(arguments: ["sections", "grid", "grid-horizontal"])
    func aSampleListOfAnotherLayoutIsRefusedWithOneLine(name: String) throws {
        let path = SampleLists.path(name)
        let options = try AppOptions.parse(["--list", path, "--no-state"])
        let kind = name == "sections" ? "sections" : "grid"
        do {
            _ = try SessionContent.load(options: options)
            Issue.record("\(name) loaded as a flat list")
        } catch let error as PlaygroundError {
            #expect(error.status == Playground.malformed)
            #expect(error.message == "\(path):1: layout \"\(kind)\" is not supported by this version's engine yet")
        }
    }

    @Test func aTraceWithAGridIsRefusedToo() throws {
        let directory = TemporaryDirectory()
        let path = directory.write(#"{"format":"reorder-trace","version":1,"viewport":{"width":400,"height":800},"#
                                   + #""layout":{"kind":"grid"},"rows":[{"id":"a","width":100,"height":100}]}"# + "\n", to: "g.trace.jsonl")
        let options = try AppOptions.parse(["--replay", path])
        do {
            _ = try SessionContent.load(options: options)
            Issue.record("the grid trace loaded as a flat list")
        } catch let error as PlaygroundError {
            #expect(error.message == "\(path):1: layout \"grid\" is not supported by this version's engine yet")
        }
    }

    @Test func aPlainListStillLoads() throws {
        let options = try AppOptions.parse(["--list", SampleLists.path("e2e"), "--no-state"])
        #expect(try SessionContent.load(options: options).rows.count == 8)
    }
}
