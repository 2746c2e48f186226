import Foundation
import Testing
import ReorderKit
import ReorderLabApp
@testable import ReorderLabCLI
import ReorderSupport
import TestSupport

/// `reorder-lab panel-check` as a user meets it (the figures themselves are `PanelReportTests`).
@Suite struct PanelCheckCommandTests {
    let files = TemporaryDirectory()

    func run(_ arguments: String...) -> (status: Int32, out: [String], err: [String]) { runCLI(["panel-check"] + arguments) }

    @Test func analyzeJSONHasTheKeysScriptsRelyOn() throws {
        let result = run("--analyze", PanelCheckTraces.path("scale-offset"), "--json")
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        #expect(result.out.count == 1)
        let object = try JSONSerialization.jsonObject(with: Data(result.out[0].utf8)) as! [String: Any]
        let matrix = try #require(object["matrix"] as? [Double])
        #expect(matrix.count == 6 && abs(matrix[0] - 1 / 0.9) < 1e-3 && abs(matrix[4] - 1 / 1.05) < 1e-3)
        let residual = try #require(object["residualMillimetres"] as? [String: Double])
        #expect(residual["p50"]! < 1e-6 && residual["max"]! < 1e-6)
        let diagnosis = try #require(object["diagnosis"] as? [String])
        #expect(diagnosis.contains { $0.hasPrefix("x scaled") } && diagnosis.contains { $0.hasPrefix("offset") })
        let fixes = try #require(object["fixes"] as? [String: String])
        #expect(Set(fixes.keys) == ["udev", "xinput", "sway"])
        #expect(fixes["udev"]!.contains(#"ATTRS{name}=="Example Touchscreen""#))
        #expect(object["videoDriver"] as? String == "x11" && object["fullscreen"] as? Bool == true)
        let devices = try #require(object["touchDevices"] as? [[String: Any]])
        #expect(devices.count == 1 && devices[0]["type"] as? String == "direct")
    }

    @Test func withoutTheDensityResidualsAreInPoints() throws {
        let result = run("--analyze", PanelCheckTraces.path("swapped-axes"), "--json")
        #expect(result.status == 0, "\(result.err)")
        let object = try JSONSerialization.jsonObject(with: Data(result.out[0].utf8)) as! [String: Any]
        #expect(object["residualPoints"] is [String: Double] && object["residualMillimetres"] == nil)
        #expect((object["diagnosis"] as? [String])?.first?.hasPrefix("axes swapped") == true)
    }

    @Test func theTextNamesTheDiagnosisAndTheLinePerStack() {
        let result = run("--analyze", PanelCheckTraces.path("inverted-x"))
        #expect(result.status == 0 && result.err.isEmpty, "\(result.err)")
        let text = result.out.joined(separator: "\n")
        #expect(text.contains("matrix (libinput's [a, b, c, d, e, f], normalised; corrected = matrix x reported): [-1, 0, 1, 0, 1, 0]"))
        #expect(text.contains("  - x inverted: left and right are mirrored"))
        #expect(text.contains("    xinput set-prop 'Example Touchscreen' --type=float 'Coordinate Transformation Matrix' -1 0 1 0 1 0 0 0 1"))
        #expect(text.contains(#"ENV{LIBINPUT_CALIBRATION_MATRIX}="-1 0 1 0 1 0""#))
        #expect(text.contains("    input type:touch calibration_matrix -1 0 1 0 1 0"))
        #expect(text.contains("touch devices: 3 \"Example Touchscreen\" (direct)") && text.contains("video driver: x11"))
    }

    @Test func aWindowThatWasNotFullScreenIsWarnedAboutOnStandardError() throws {
        let kept = try String(contentsOfFile: PanelCheckTraces.path("inverted-x"), encoding: .utf8)
        let windowed = files.write(kept.replacingOccurrences(of: #""fullscreen":true"#, with: #""fullscreen":false"#), to: "windowed.trace.jsonl")
        let result = run("--analyze", windowed)
        #expect(result.status == 0)
        #expect(result.err == ["\(windowed):1: warning: the window was not full screen: a calibration matrix is relative to the whole output, so this one is right only where the window covered it"])
    }

    /// `panel-check ARGUMENTS` with a window of the test's: it records nothing, it returns `outcome`
    /// and the options it was given.
    func runWindow(_ arguments: [String], outcome: PanelCheckOutcome) -> (status: ReorderSupport.ExitStatus, out: [String], err: [String], given: PanelCheckOptions?) {
        final class Lines: @unchecked Sendable {
            var out: [String] = [], err: [String] = []
        }
        let lines = Lines()
        var given: PanelCheckOptions?
        let console = Console(out: { lines.out.append($0) }, err: { lines.err.append($0) })
        let status = PanelCheckCommand.run(arguments, console: console) { options in
            given = options
            return outcome
        }
        return (status, lines.out, lines.err, given)
    }

    @Test func withoutAnalyzeTheWindowRunsAndTheReportFollowsOnlyAFinishedSession() throws {
        let kept = PanelCheckTraces.path("scale-offset")
        let finished = runWindow(["-o", "x.trace.jsonl", "--size", "640x480", "--mouse", "--ppi", "96", "--software", "--screenshot", "s.png"],
                                 outcome: PanelCheckOutcome(status: .success, recording: kept, completed: true))
        var expected = PanelCheckOptions()
        expected.recordingPath = "x.trace.jsonl"
        expected.size = WindowSize(width: 640, height: 480)
        expected.mouse = true
        expected.pixelsPerInch = 96
        expected.software = true
        expected.screenshotPath = "s.png"
        #expect(finished.given == expected)
        let analyzed = run("--analyze", kept)
        #expect(finished.status == .success && finished.out == analyzed.out && finished.err == analyzed.err)

        let stopped = runWindow([], outcome: PanelCheckOutcome(status: .success, recording: kept, completed: false))
        #expect(stopped.given == PanelCheckOptions() && stopped.status == .success && stopped.out.isEmpty && stopped.err.isEmpty)
        let noDisplay = runWindow(["--json"], outcome: PanelCheckOutcome(status: .ioError, recording: nil, completed: false))
        #expect(noDisplay.status == .ioError && noDisplay.out.isEmpty)
    }

    @Test func theWindowsOptionsAreRefusedWithAnalyzeAndBadOnesAreUsageErrors() {
        let both = run("--analyze", PanelCheckTraces.path("scale-offset"), "--size", "640x480")
        #expect(both.status == 64 && both.out.isEmpty && both.err.count == 1 && both.err[0].contains("are the window's"), "\(both.err)")
        for bad in [["--size", "640"], ["--size", "10x10"], ["--ppi", "0"], ["--screenshot", "s.jpg"], ["-o", ""]] {
            let result = runWindow(bad, outcome: PanelCheckOutcome(status: .success, recording: nil, completed: false))
            #expect(result.status == .usage && result.given == nil && result.err.count == 1, "\(bad): \(result.err)")
        }
    }

    @Test func helpAndBadArgumentsAndBadFiles() {
        let help = run("--help")
        #expect(help.status == 0 && help.out.joined().contains("reorder-lab panel-check [-o FILE]"), "\(help.out)")
        #expect(run("--analyze").status == 64)
        #expect(run("extra").status == 64)
        let missing = run("--analyze", files.file("absent.trace.jsonl"))
        #expect(missing.status == 1 && missing.err.count == 1)
        let notPanel = files.write(#"{"format":"reorder-trace","version":1,"viewport":{"width":100,"height":100},"rows":[],"panel":{"fullscreen":"yes"}}"# + "\n", to: "bad.trace.jsonl")
        let malformed = run("--analyze", notPanel)
        #expect(malformed.status == 2 && malformed.err == [#"\#(notPanel):1: key "panel.fullscreen" must be true or false, got a string"#])
        #expect(runCLI(["--help"]).out.joined().contains("reorder-lab panel-check --analyze TRACE"))
    }
}
