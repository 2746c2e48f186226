import Foundation
import Testing
import ReorderKit
@testable import ReorderTrace
@testable import ReorderLabCLI
import TestSupport

/// `reorder-lab import-evemu` as a user meets it: the trace it writes, its arguments, exit statuses
/// and the outputs it leaves alone (the conversion itself is `EvemuImportTests`).
@Suite struct ImportEvemuCommandTests {
    let files = TemporaryDirectory()

    func run(_ arguments: String...) -> (status: Int32, out: [String], err: [String]) { runCLI(["import-evemu"] + arguments) }

    @Test func cliWritesTheTraceAndSaysWhatItFound() throws {
        let out = files.file("ntrig.trace.jsonl")
        let result = run(EvemuFixtures.path(EvemuFixtures.ntrig), "--desc", EvemuFixtures.path(EvemuFixtures.ntrigDescription), "--fps", "30", "-o", out)
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        #expect(result.out == ["\(out): 1 touch (at most 1 at once, protocol A), 1.567 s, 107 input and 47 frame lines"])
        let (header, events) = try TraceReader.readAll(path: out)
        #expect(header == (try EvemuFixtures.imported(EvemuFixtures.ntrig)).header)
        #expect(events.count { $0.event == .frame } == 47)
        #expect(files.names() == ["ntrig.trace.jsonl"])
    }

    @Test func cliListAndViewport() throws {
        let list = files.file("rows.json")
        try #"{"rows":[{"id":"x","height":50},{"id":"y","height":50}]}"#.write(toFile: list, atomically: true, encoding: .utf8)
        let out = files.file("out.trace.jsonl")
        let result = run(EvemuFixtures.path(EvemuFixtures.atmel), "--list", list, "--viewport", "320x640", "-o", out)
        #expect(result.status == 0, "\(result.err)")
        let (header, events) = try TraceReader.readAll(path: out)
        #expect(header.viewport == Size(width: 320, height: 640) && header.rows == .explicit([Row(id: "x", height: 50), Row(id: "y", height: 50)]))
        #expect(events.allSatisfy { timed in
            switch timed.event {
            case .down(_, let p), .move(_, let p), .up(_, let p): (0...320).contains(p.x) && (0...640).contains(p.y)
            default: true
            }
        })
    }

    @Test func cliMalformedRecordingExitsTwoAndLeavesTheOutputAlone() throws {
        let bad = files.file("bad.events")
        try "N: Bad\nA: 00 0 100 0 0\nA: 01 0 100 0 0\nE: 0.000001 0003 0000 12\nE: 0.000001 0003 0000 zz\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let out = files.file("out.trace.jsonl")
        // No output at all: none is created.
        var result = run(bad, "-o", out)
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err == ["\(bad):5: bad event value 'zz': expected a decimal integer"])
        #expect(!FileManager.default.fileExists(atPath: out))
        // An earlier output: kept as it was, and no temporary file beside it.
        try "earlier\n".write(toFile: out, atomically: true, encoding: .utf8)
        result = run(bad, "-o", out)
        #expect(result.status == 2)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "earlier\n")
        #expect(files.names() == ["bad.events", "out.trace.jsonl"])
        // A good import replaces it whole.
        result = run(EvemuFixtures.path(EvemuFixtures.atmel), "-o", out)
        #expect(result.status == 0)
        #expect(try TraceReader.readAll(path: out).1.count > 100)
    }

    @Test func cliUnreadableFilesExitOne() throws {
        let out = files.file("out.trace.jsonl")
        var result = run("/nonexistent/x.events", "-o", out)
        #expect(result.status == 1 && result.err.first?.hasPrefix("/nonexistent/x.events:1: cannot open") == true)
        result = run(EvemuFixtures.path(EvemuFixtures.ntrig), "--desc", "/nonexistent/x.desc", "-o", out)
        #expect(result.status == 1 && result.err.first?.contains("x.desc:1: cannot open") == true)
        result = run(EvemuFixtures.path(EvemuFixtures.atmel), "--list", "/nonexistent/l.json", "-o", out)
        #expect(result.status == 1)
        result = run(EvemuFixtures.path(EvemuFixtures.atmel), "-o", "/nonexistent/dir/out.trace.jsonl")
        #expect(result.status == 1 && result.err.first?.contains("cannot create") == true)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func cliBadArgumentsExitSixtyFour() {
        let recording = EvemuFixtures.path(EvemuFixtures.atmel)
        #expect(run(recording).status == 64)  // -o is required
        #expect(run(recording, "-o").status == 64)
        #expect(run("-o", "x.trace.jsonl").status == 64)
        #expect(run(recording, recording, "-o", "x.trace.jsonl").status == 64)
        #expect(run(recording, "-o", "x.trace.jsonl", "--fps", "0").status == 64)
        #expect(run(recording, "-o", "x.trace.jsonl", "--fps", "abc").status == 64)
        #expect(run(recording, "-o", "x.trace.jsonl", "--viewport", "480").status == 64)
        #expect(run(recording, "-o", "x.trace.jsonl", "--viewport", "0x800").status == 64)
        #expect(run(recording, "-o", "x.trace.jsonl", "--frobnicate").status == 64)
        #expect(run(recording, "-o", "a.trace.jsonl", "-o", "b.trace.jsonl").status == 64)
        #expect(run(recording, "-o", recording).status == 64)
        let missing = run(recording)
        #expect(missing.err.first?.contains("-o OUT.trace.jsonl is required") == true)
        let help = run("--help")
        #expect(help.status == 0 && help.out.first?.contains("usage: reorder-lab import-evemu") == true)
        #expect(ImportEvemuCommand.parse([recording, "--viewport", "320.5x640", "-o", "o"])
            == .run(.init(recording: recording, viewport: Size(width: 320.5, height: 640), output: "o")))
    }

    // MARK: Bounds

    @Test func anEndlessLineIsAnErrorNotAnAbort() throws {
        let out = files.file("out.trace.jsonl")
        let result = run("/dev/zero", "-o", out)
        #expect(result.status == 2)
        #expect(result.err == ["/dev/zero:1: line longer than 64 MiB, the longest line this reader accepts"])
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    // MARK: Outputs that are not regular files

    @Test func aCharacterDeviceIsWrittenToNotReplaced() throws {
        let null = characterDevice(in: files, minor: 3)
        let result = run(EvemuFixtures.path(EvemuFixtures.atmel), "-o", null)
        #expect(result.status == 0, "\(result.err)")
        #expect(isCharacterDevice(null))
        if !null.hasPrefix("/dev/") {
            #expect(try FileManager.default.contentsOfDirectory(atPath: (null as NSString).deletingLastPathComponent) == ["null"],
                    "no temporary file left")
        }

        let full = characterDevice(in: files, minor: 7)
        let failed = run(EvemuFixtures.path(EvemuFixtures.atmel), "-o", full)
        #expect(failed.status == 1 && failed.out.isEmpty)
        #expect(failed.err == ["\(full): cannot write: No space left on device"])
        #expect(isCharacterDevice(full))
    }

    @Test func aLinkIsKeptAndWhatItLeadsToReplaced() throws {
        let target = files.file("real.trace.jsonl")
        try "old\n".write(toFile: target, atomically: true, encoding: .utf8)
        let link = files.file("link.trace.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.trace.jsonl")
        #expect(run(EvemuFixtures.path(EvemuFixtures.atmel), "-o", link).status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.trace.jsonl")
        #expect(try TraceReader.readAll(path: target).1.count > 100)
    }

    @Test func aDirectoryIsNotReplaced() throws {
        let result = run(EvemuFixtures.path(EvemuFixtures.atmel), "-o", files.path)
        #expect(result.status == 1 && result.err == ["\(files.path): cannot replace it: Is a directory"])
    }

    @Test func aVanishinglySmallFrameRateIsAccepted() {
        #expect(run(EvemuFixtures.path(EvemuFixtures.atmel), "--fps", "1e-300", "-o", files.file("o.trace.jsonl")).status == 0)
    }
}
