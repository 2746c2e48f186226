import Foundation
import Testing
import ReorderKit
@testable import ReorderTrace
@testable import ReorderImport
@testable import ReorderLabCLI
import TestSupport

/// `reorder-lab import-libinput` as a user meets it (the conversion itself is `LibinputImportTests`).
@Suite struct ImportLibinputCommandTests {
    let files = TemporaryDirectory()

    func run(_ arguments: String...) -> (status: Int32, out: [String], err: [String]) { runCLI(["import-libinput"] + arguments) }

    @Test func cliWritesTheTraceTheEvemuImportWouldAndSaysWhatItFound() throws {
        let out = files.file("atmel.trace.jsonl")
        let result = run(LibinputFixtures.path(LibinputFixtures.threeDevices), "--device", "1", "--fps", "30", "-o", out)
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        #expect(result.out == ["\(out): 1 touch (at most 1 at once, protocol B), 2.200 s, 150 input and 65 frame lines"])
        let (_, events) = try TraceReader.readAll(path: out)
        let evemu = files.file("evemu.trace.jsonl")
        #expect(runCLI(["import-evemu", EvemuFixtures.path(EvemuFixtures.atmel), "--fps", "30", "-o", evemu]).status == 0)
        #expect(events == (try TraceReader.readAll(path: evemu)).1)
    }

    @Test func cliDeviceByNodeAndTheWarningForAnIndirectDevice() throws {
        let out = files.file("ntrig.trace.jsonl")
        let byNode = run(LibinputFixtures.path(LibinputFixtures.threeDevices), "--device", "/dev/input/event0", "-o", out)
        #expect(byNode.status == 0 && byNode.err.isEmpty && byNode.out.first?.contains("protocol A") == true, "\(byNode)")
        let alone = run(LibinputFixtures.path(LibinputFixtures.ntrig), "-o", out)
        #expect(alone.status == 0 && alone.err.count == 1 && alone.err[0].contains("warning: no device has INPUT_PROP_DIRECT"))
    }

    @Test func cliMalformedOrMissingDeviceExitsTwoAndUnreadableOne() throws {
        let out = files.file("out.trace.jsonl")
        let missing = run(LibinputFixtures.path(LibinputFixtures.threeDevices), "--device", "7", "-o", out)
        #expect(missing.status == 2 && missing.out.isEmpty && missing.err.first?.contains(":12: no device 7: the recording has 3") == true,
                "\(missing.err)")
        let bad = files.file("bad.yml")
        try "version: 1\ndevices: [\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let malformed = run(bad, "-o", out)
        // The file's last line: libyaml's mark stands after it, at the end of the input.
        #expect(malformed.status == 2 && malformed.err.first?.hasPrefix("\(bad):2: not valid YAML") == true, "\(malformed.err)")
        let unreadable = run("/nonexistent/x.yml", "-o", out)
        #expect(unreadable.status == 1 && unreadable.err == ["/nonexistent/x.yml:1: cannot open: No such file or directory"])
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func cliBadArgumentsExitSixtyFour() {
        let recording = LibinputFixtures.path(LibinputFixtures.atmel)
        #expect(run(recording).status == 64)
        #expect(run(recording, "--device", "-1", "-o", "x.trace.jsonl").status == 64)
        #expect(run(recording, "--device", "touch", "-o", "x.trace.jsonl").status == 64)
        #expect(run(recording, "--fps", "0", "-o", "x.trace.jsonl").status == 64)
        #expect(run(recording, "-o", recording).status == 64)
        let help = run("--help")
        #expect(help.status == 0 && help.out.first?.hasPrefix("usage: reorder-lab import-libinput REC.yml [--device N|NODE]") == true)
        #expect(ImportLibinputCommand.parse([recording, "--device", "/dev/input/event3", "-o", "o"])
            == .run(.init(recording: recording, device: .node("/dev/input/event3"), output: "o")))
    }
}
