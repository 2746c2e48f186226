import Foundation
import Testing
import ReorderKit
@testable import ReorderTrace
@testable import ReorderLabCLI
import TestSupport

/// `reorder-lab ts-filter` and the import commands' `--ts-conf` / `--filter` as a user meets them
/// (the filters themselves are `TSFilterTests`).
@Suite struct TSFilterCommandTests {
    let files = TemporaryDirectory()

    @Test func tsFilterPrintsWhatLeavesTheChainForBothFormats() throws {
        let conf = files.file("ts.conf")
        try "# evdev input only\nmodule_raw input\nmodule median depth=7\n".write(toFile: conf, atomically: true, encoding: .utf8)
        let evemu = runCLI(["ts-filter", EvemuFixtures.path(EvemuFixtures.atmel), "--ts-conf", conf])
        #expect(evemu.status == 0 && evemu.err.isEmpty, "\(evemu.err)")
        #expect(evemu.out.count == 147 && evemu.out.first == "0 361 360 255" && evemu.out.last?.hasSuffix(" 0") == true)
        let libinput = runCLI(["ts-filter", LibinputFixtures.path(LibinputFixtures.threeDevices), "--device", "1", "--filter", "median depth=7"])
        #expect(libinput.out == evemu.out)
    }

    @Test func tsFilterArgumentsAndBadChains() throws {
        let recording = EvemuFixtures.path(EvemuFixtures.atmel)
        #expect(runCLI(["ts-filter", recording]).status == 64)
        #expect(runCLI(["ts-filter", recording, "--filter", "median", "--ts-conf", "x"]).status == 64)
        let unknown = runCLI(["ts-filter", recording, "--filter", "median depth=7; variance"])
        #expect(unknown.status == 2 && unknown.err.first?.hasPrefix(#"--filter:2: module "variance" is not implemented"#) == true, "\(unknown.err)")
        #expect(runCLI(["ts-filter", recording, "--ts-conf", "/nonexistent/ts.conf"]).status == 1)
        #expect(runCLI(["ts-filter", "--help"]).out.first?.hasPrefix("usage: reorder-lab ts-filter REC") == true)
    }

    @Test func importsTakeTheChainToo() throws {
        let plain = files.file("plain.trace.jsonl"), filtered = files.file("filtered.trace.jsonl"), libinput = files.file("l.trace.jsonl")
        #expect(runCLI(["import-evemu", EvemuFixtures.path(EvemuFixtures.atmel), "-o", plain]).status == 0)
        let result = runCLI(["import-evemu", EvemuFixtures.path(EvemuFixtures.atmel), "--filter", "median depth=7; iir N=8 D=10", "-o", filtered])
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        #expect(try TraceReader.readAll(path: plain).1 != TraceReader.readAll(path: filtered).1)
        #expect(runCLI(["import-libinput", LibinputFixtures.path(LibinputFixtures.atmel), "--filter", "median depth=7; iir N=8 D=10",
                        "-o", libinput]).status == 0)
        #expect(try TraceReader.readAll(path: libinput).1 == TraceReader.readAll(path: filtered).1)
        #expect(runCLI(["import-evemu", EvemuFixtures.path(EvemuFixtures.atmel), "--filter", "median", "--ts-conf", "x", "-o", filtered]).status == 64)
        let protocolA = runCLI(["import-evemu", EvemuFixtures.path(EvemuFixtures.ntrig), "--desc", EvemuFixtures.path(EvemuFixtures.ntrigDescription),
                                "--filter", "median", "-o", filtered])
        #expect(protocolA.status == 2 && protocolA.err.first?.contains("protocol A recording are not supported") == true)
    }
}
