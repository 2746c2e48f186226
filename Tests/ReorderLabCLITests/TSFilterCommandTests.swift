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
        let unknown = runCLI(["ts-filter", recording, "--filter", "median depth=7; varience"])
        #expect(unknown.status == 2 && unknown.err.first?.hasPrefix(#"--filter:2: module "varience" is not a tslib module"#) == true, "\(unknown.err)")
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

    /// tslib's own etc/ts.conf (1.23, ending in module linear) was refused with exit 2.
    @Test func tslibsOwnTsConfRunsWithAWarningInEveryCommand() throws {
        let conf = EvemuFixtures.directory.deletingLastPathComponent().appendingPathComponent("tslib/etc/ts.conf.2024-01-18.f35d51b").path
        let recording = EvemuFixtures.path(EvemuFixtures.atmel), out = files.file("out.trace.jsonl")
        let warning = "\(conf):41: warning: passed over linear (tslib's calibration and geometry modules): "
            + "the import's own mapping of the device's range onto the viewport replaces them"
        for arguments in [["ts-filter", recording], ["import-evemu", recording, "-o", out], ["noise", recording]] {
            let result = runCLI(arguments + ["--ts-conf", conf])
            #expect(result.status == 0 && result.err == [warning], "\(arguments[0]): \(result.err)")
        }
        let alone = runCLI(["ts-filter", recording, "--filter", "pthres pmin=1; dejitter delta=100"])
        #expect(runCLI(["ts-filter", recording, "--ts-conf", conf]).out == alone.out && alone.out.count > 100)
    }

    /// `iir N=6 D=0` trapped (exit 132) in all three commands.
    @Test(arguments: ["N=6 D=0", "N=8 D=1"])
    func anIIRThatNeverSettlesIsAnErrorInEveryCommand(parameters: String) throws {
        let recording = EvemuFixtures.path(EvemuFixtures.atmel), out = files.file("out.trace.jsonl")
        let conf = files.file("ts.conf")
        try "module_raw input\nmodule iir \(parameters)\n".write(toFile: conf, atomically: true, encoding: .utf8)
        for arguments in [["ts-filter", recording], ["import-evemu", recording, "-o", out], ["noise", recording]] {
            let filter = runCLI(arguments + ["--filter", "iir " + parameters])
            #expect(filter.status == 2 && filter.err == ["--filter:1: iir needs N < D, got \(parameters)"], "\(arguments[0]): \(filter.err)")
            let file = runCLI(arguments + ["--ts-conf", conf])
            #expect(file.status == 2 && file.err == ["\(conf):2: iir needs N < D, got \(parameters)"], "\(arguments[0]): \(file.err)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aCRLFTsConfFiltersAsItsLFCopyDoes() throws {
        let recording = EvemuFixtures.path(EvemuFixtures.atmel)
        let lf = files.file("lf.conf"), crlf = files.file("crlf.conf")
        try "module_raw input\nmodule median depth=7\nmodule iir N=6 D=10\n".write(toFile: lf, atomically: true, encoding: .utf8)
        try "module_raw input\r\nmodule median depth=7\r\nmodule iir N=6 D=10\r\n".write(toFile: crlf, atomically: true, encoding: .utf8)
        let fromLF = runCLI(["ts-filter", recording, "--ts-conf", lf]), fromCRLF = runCLI(["ts-filter", recording, "--ts-conf", crlf])
        // Before, every module after module_raw was dropped and the raw samples came out.
        let raw = runCLI(["ts-filter", recording, "--ts-conf", files.write("module_raw input\n", to: "raw.conf")])
        #expect(fromCRLF.status == 0 && fromCRLF.out == fromLF.out && fromCRLF.out != raw.out && fromCRLF.err.isEmpty)
    }
}
