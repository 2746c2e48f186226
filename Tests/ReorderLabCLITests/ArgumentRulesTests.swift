import Foundation
import Testing
@testable import ReorderLabCLI
import TestSupport

/// Every command reads its arguments by the same rules (the window's and the benchmark's tables are
/// in their own test targets): `--opt value` and `--opt=value`, a repeat refused, a boolean takes
/// no value, an unknown option, a bad value and a missing one exit 64 with one line naming the
/// option and quoting what was typed, and `--` ends the options.
@Suite struct ArgumentRulesTests {
    /// One row: a command line, and the exit status and standard error it must end with (nil: a
    /// successful run, whatever it writes).
    struct Row: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var status: Int32
        var error: String?
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let trace = SampleTraces.path("tap")
    static let recording = EvemuFixtures.path(EvemuFixtures.atmel)
    /// The outputs, in a directory of each row's own (rows run in parallel).
    static let picture = "@/rules.png"
    static let imported = "@/rules.trace.jsonl"
    static let grid = ["--long-press", "0.5:0.5:0.1", "--movement", "10:10:1"]

    static let rows: [Row] = {
        func ok(_ arguments: String...) -> Row { Row(arguments: arguments, status: 0, error: nil) }
        func refused(_ command: String, _ arguments: [String], _ message: String) -> Row {
            Row(arguments: [command] + arguments, status: 64,
                error: "reorder-lab \(command): \(message); see `reorder-lab \(command) --help`")
        }
        let t = trace, r = recording
        return [
            // replay: one boolean
            ok("replay", t, "--json"),
            refused("replay", [t, "--json", "--json"], "--json is given twice"),
            refused("replay", [t, "--js"], #"unknown option "--js" (did you mean --json?)"#),
            refused("replay", [t, "--jsn"], #"unknown option "--jsn""#),
            refused("replay", [t, "--json=no"], #"--json takes no value; got "--json=no""#),
            refused("replay", [t, "--frobnicate"], #"unknown option "--frobnicate""#),
            // info: the same
            ok("info", t, "--json"),
            refused("info", [t, "--json", "--json"], "--json is given twice"),
            refused("info", [t, "--json=yes"], #"--json takes no value; got "--json=yes""#),
            refused("info", [t, "--frobnicate"], #"unknown option "--frobnicate""#),
            // plot: values, no boolean
            ok("plot", t, "-o", picture, "--width", "900"),
            ok("plot", t, "-o", picture, "--width=900", "--height=600"),
            ok("plot", t, "--output=\(picture)"),
            refused("plot", [t, "-o", picture, "--width", "900", "--width", "900"], "--width is given twice"),
            refused("plot", [t, "-o", picture, "--output", picture], "--output is given twice"),
            refused("plot", [t, "-o", picture, "--frobnicate"], #"unknown option "--frobnicate""#),
            refused("plot", [t, "-o", picture, "--width", "9"], #"--width expects pixels from 400 to 8000; got "9""#),
            refused("plot", [t, "-o", picture, "--height=tall"], #"--height expects pixels from 300 to 8000; got "tall""#),
            refused("plot", [t, "-o", picture, "--width"], "--width expects pixels from 400 to 8000"),
            refused("plot", [t, "-o", picture, "--width", "--height", "300"],
                    #"--width expects pixels from 400 to 8000; got option "--height" (write --width=VALUE for a value starting with -)"#),
            refused("plot", [t], "-o OUT is required"),
            // tune: values and a boolean
            ok("tune", t, "--long-press", "0.5:0.5:0.1", "--movement=10:10:1", "--workers", "1", "--json"),
            ok("tune", t, "--long-press=0.5:0.5:0.1", "--movement", "10:10:1", "--workers=1"),
            refused("tune", [t] + grid + ["--workers", "1", "--workers", "2"], "--workers is given twice"),
            refused("tune", [t] + grid + ["--frobnicate"], #"unknown option "--frobnicate""#),
            refused("tune", [t] + grid + ["--workers", "0"], #"--workers expects a count from 1 to 256; got "0""#),
            refused("tune", [t] + grid + ["--json=no"], #"--json takes no value; got "--json=no""#),
            refused("tune", [t] + grid + ["--workers"], "--workers expects a count from 1 to 256"),
            refused("tune", [t, "--long-press", "0.5:0.5:0.1"], "--movement A:B:STEP is required"),
            refused("tune", [t, "--long-press", "0.8:0.2:0.1", "--movement", "10:10:1"],
                    #"--long-press: A must be <= B in "0.8:0.2:0.1""#),
            // import-evemu: values, no boolean
            ok("import-evemu", r, "-o", imported, "--fps", "30"),
            ok("import-evemu", r, "-o", imported, "--fps=30", "--viewport=320x640"),
            refused("import-evemu", [r, "-o", imported, "--fps", "30", "--fps=30"], "--fps is given twice"),
            refused("import-evemu", [r, "-o", imported, "--frobnicate"], #"unknown option "--frobnicate""#),
            refused("import-evemu", [r, "-o", imported, "--viewport", "480"],
                    #"--viewport expects WIDTHxHEIGHT in points, both > 0 (e.g. 480x800); got "480""#),
            refused("import-evemu", [r, "-o", imported, "--fps"],
                    "--fps expects a number of frames per second above 0 and at most 1000"),
            refused("import-evemu", [r, "-o", imported, "--list="], #"--list expects a FILE; got """#),
        ]
    }()

    @Test(arguments: rows)
    func everyCommandReadsItsArgumentsByTheSameRules(row: Row) {
        let files = TemporaryDirectory()
        let result = runCLI(row.arguments.map { $0.replacingOccurrences(of: "@/", with: files.path + "/") })
        #expect(result.status == row.status, "\(result.err)")
        if let error = row.error {
            #expect(result.err == [error])
            #expect(result.out.isEmpty)
        }
    }

    @Test func whatFollowsADoubleDashIsAnOperandEvenWithADash() {
        let result = runCLI(["replay", "--", "-missing.trace.jsonl"])
        #expect(result.status == 1)
        #expect(result.err == ["-missing.trace.jsonl:1: cannot open: No such file or directory"])
        #expect(runCLI(["replay", "--", "--json"]).err == ["--json:1: cannot open: No such file or directory"])
    }

    @Test func helpWinsOverAMistakeOnTheSameLine() {
        let result = runCLI(["plot", "--width=9", "--frobnicate", "--help"])
        #expect(result.status == 0 && result.err.isEmpty && result.out.first?.hasPrefix("usage: reorder-lab plot ") == true)
    }

    @Test func quotedInputStaysOneLine() {
        let result = runCLI(["plot", Self.trace, "-o", TemporaryDirectory().file("x.png"), "--width", "9\n\u{1B}[2J"])
        #expect(result.err == [#"reorder-lab plot: --width expects pixels from 400 to 8000; got "9\n\u001B[2J"; see `reorder-lab plot --help`"#])
    }
}
