import Foundation
import Testing
import ReorderKit
@testable import ReorderTrace
import TestSupport

/// Tests/Compatibility keeps the past: each sample trace as first committed, with the result committed
/// with it then. "A recording does not depend on the engine's version" (the trace format), so each
/// must still replay to that result.
@Suite struct CompatibilityTraceTests {
    /// Deliberate changes of `stateHash` alone, each with the commit's reason: (first committed, now).
    /// Every other key of these results must still be what it was.
    static let knownHashChanges: [String: (then: String, now: String)] = [
        // Issue 17 item 3: the hash of a sectioned state includes which rows each section holds (two
        // states with one flat order and a row in different sections had one hash).
        "sections-constrained": ("05ccbeb9", "71a80c02"),
        "sections-move-into-empty": ("a7e519e9", "fe35eea6"),
        "sections-swap-across": ("961ba061", "c32c349a"),
    ]

    struct NotAnObject: Error { let name: String }

    static func object(_ text: String, name: String) throws -> [String: JSONValue] {
        guard case .object(let object) = try JSONValue(document: Array(text.utf8), name: name) else { throw NotAnObject(name: name) }
        return object
    }

    @Test func everyFirstCommittedTraceReplaysToItsFirstCommittedResult() throws {
        let names = try CompatibilityTraces.names()
        #expect(names.count == 25)  // 15, the three one-move traces of issue 21 and the seven edit traces of issue 20
        for name in names {
            let then = try Self.object(String(contentsOfFile: CompatibilityTraces.expected(name), encoding: .utf8), name: name)
            let now = try Self.object(try Replay.run(path: CompatibilityTraces.trace(name)).json, name: name)
            for key in then.keys.sorted() {
                if key == "stateHash", let change = Self.knownHashChanges[name] {
                    #expect(then[key] == .string(change.then), "\(name): the first committed hash is not the one recorded here")
                    #expect(now[key] == .string(change.now), "\(name): stateHash \(now[key]?.jsonText ?? "none"), not \(change.now)")
                    continue
                }
                // Keys added to results since (`shuffles`, ...) are allowed; none may change.
                #expect(now[key] == then[key],
                        "\(name): \(key) is \(now[key]?.jsonText ?? "missing"), first committed \(then[key]!.jsonText): a format change, not new expected results")
            }
        }
    }

    @Test func quickPanAsFirstRecordedFollowsTheFingerFromItsDownPoint() throws {
        // Recorded before `panStart` existed: its header names no panStart, which means `down`.
        let result = try Replay.run(path: CompatibilityTraces.trace("quick-pan"))
        #expect(result.scrollOffset == 735.4539545526723)
        #expect(result.stateHash == "323c7684")
    }

    @Test func everySampleTraceHasItsFirstCommittedCopyUnchanged() throws {
        let samples = try FileManager.default.contentsOfDirectory(atPath: SampleTraces.directory.path)
            .filter { $0.hasSuffix(".trace.jsonl") }.map { String($0.dropLast(".trace.jsonl".count)) }.sorted()
        #expect(try CompatibilityTraces.names() == samples, "a new sample trace gets its first committed copy here")
        for name in samples {
            let sample = FileManager.default.contents(atPath: SampleTraces.path(name))
            #expect(sample == FileManager.default.contents(atPath: CompatibilityTraces.trace(name)),
                    "\(name): a sample trace changed after its first commit; add a new one instead")
        }
    }

    /// The regeneration script, run in a copy of the checkout's layout with a stand-in for
    /// reorder-lab, rewrites the samples' results and leaves Tests/Compatibility alone.
    @Test func regeneratingExpectedResultsNeverTouchesTheCompatibilityCopies() throws {
        let directory = TemporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory.file("Resources/traces"), withIntermediateDirectories: true)
        try manager.createDirectory(atPath: directory.file("Tests/Compatibility"), withIntermediateDirectories: true)
        try manager.copyItem(atPath: SampleTraces.directory.appendingPathComponent("regenerate-expected.sh").path,
                             toPath: directory.file("Resources/traces/regenerate-expected.sh"))
        directory.write("{}\n", to: "Resources/traces/a.trace.jsonl")
        directory.write("old\n", to: "Resources/traces/a.expected.json")
        directory.write("{}\n", to: "Tests/Compatibility/a.trace.jsonl")
        directory.write("first\n", to: "Tests/Compatibility/a.expected.json")
        let standIn = directory.write("#!/bin/sh\necho replayed\n", to: "reorder-lab")
        chmod(standIn, 0o755)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [directory.file("Resources/traces/regenerate-expected.sh"), standIn]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(directory.read("Resources/traces/a.expected.json") == "replayed\n")
        #expect(directory.read("Tests/Compatibility/a.expected.json") == "first\n")
        #expect(directory.names(in: "Tests/Compatibility") == ["a.expected.json", "a.trace.jsonl"])
    }
}
