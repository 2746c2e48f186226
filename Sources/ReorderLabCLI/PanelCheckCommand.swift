import ReorderAnalysis
import ReorderKit
import ReorderLabApp
import ReorderSupport
import ReorderText
import ReorderTrace

/// `reorder-lab panel-check [-o FILE] [--size WxH] [--json]`: the window (ReorderLabApp's
/// `PanelCheckLaunch`) shows the targets one at a time and records the taps; after the last one the
/// report on its recording is printed exactly as `--analyze` prints it. `--analyze TRACE [--json]`:
/// a touchscreen's calibration from a recorded panel check, headless: the matrix, the residuals, a
/// diagnosis in words and the line that fixes it per input stack. The figures are `PanelReport` in
/// ReorderAnalysis.
enum PanelCheckCommand {
    static var syntax: CommandSyntax<Arguments> {
        CommandSyntax(program: "reorder-lab panel-check", options: [
            .value("-o", "FILE", expects: "a FILE", aliases: ["--output"], help: [
                "the recording (default panel-check-YYYYMMDD-HHMMSS.trace.jsonl, UTC, here)",
            ]) {
                guard !$1.isEmpty else { return false }
                $0.window.recordingPath = $1
                return true
            },
            .value("--size", "WxH", expects: "WxH, e.g. 480x800", help: ["a window of that size instead of full screen (tests: the report warns)"]) {
                let parts = $1.split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
                      AppOptions.sizeRange.contains(w), AppOptions.sizeRange.contains(h) else { return false }
                $0.window.size = WindowSize(width: w, height: h)
                return true
            },
            .flag("--mouse", \.window.mouse, help: ["the mouse's presses are taps too (no touchscreen: tests, a demonstration)"]),
            .value("--ppi", "N", expects: "pixels per inch from 20 to 2000", help: ["the display's pixels per inch, when SDL's is wrong"]) {
                guard let ppi = Double($1), ppi.isFinite, (20.0...2000).contains(ppi) else { return false }
                $0.window.pixelsPerInch = ppi
                return true
            },
            .flag("--software", \.window.software, help: ["use SDL's software renderer"]),
            .value("--screenshot", "F.png", expects: "a FILE ending in .png", help: ["save the last frame as a PNG at exit"]) {
                guard $1.lowercased().hasSuffix(".png"), $1.count > 4 else { return false }
                $0.window.screenshotPath = $1
                return true
            },
            .text("--analyze", "TRACE", expects: "a panel-check recording (.trace.jsonl)", help: [
                "report on a recorded session instead of opening the window (headless)",
            ], field: \.trace),
            .flag("--json", \.json, help: [
                #"one JSON object: {"matrix":[a,b,c,d,e,f],"residualMillimetres":{"p50","max"} (or"#,
                #""residualPoints" without the density),"diagnosis":[..],"fixes":{"udev","xinput","sway"},"#,
                #""targets":[..],"touchDevices":[..],"videoDriver","viewport","warnings":[..],..}"#,
            ]),
        ], column: 22)
    }

    static let usage = """
        \(syntax.synopsis)
        \(syntax.table)
        The window covers the screen and shows targets one at a time: the four corners, the middle of
        each edge, the centre and a point in each autoscroll zone; tap each (Escape stops: the
        recording is kept, no report). It records the session (the window, the video driver, the
        touch devices, each target's mark `panel:target x=X y=Y` and every touch), then prints the
        report --analyze prints on that recording. --analyze reads such a recording: each target's
        mark and the touch after it. It fits the affine map from where the touches were reported to
        where the targets were, by least squares, as libinput's calibration matrix [a, b, c, d, e, f]
        on coordinates normalised to the window (corrected = matrix x reported); prints each
        target's error before and after it, their p50 and max (mm with the density, else pt), a
        diagnosis (offset, scale, axes swapped, an axis inverted, touches outside the window, jitter
        at rest, report rate) and the line for a udev rule (LIBINPUT_CALIBRATION_MATRIX), xinput and
        sway. The matrix is relative to the whole output: it warns when the window was not full
        screen. docs/panel.md explains the report.
        exit status: 0 done, or stopped with Escape; 1 the file could not be read or written, or no
        display; 2 malformed recording, or fewer than 3 targets tapped (FILE:LINE: what is wrong);
        64 bad arguments; 128+N the window ended by signal N.
        """

    struct Arguments: Equatable {
        var trace: String?
        var json = false
        /// What the window is asked: none of it with --analyze.
        var window = PanelCheckOptions()
    }

    /// How the engine's band for a lifted row is deep, points, for the autoscroll zones' targets:
    /// half a standard 44 pt row (UIKit's default, the demo list's commonest) plus the tuning's
    /// padding, as `ReorderEngine.autoscrollZone` makes it.
    static let autoscrollZone = 44 / 2 + Tuning().autoscrollZonePadding

    /// The window's targets for its viewport: `PanelTargets.sequence`, the one the analysis documents.
    static func targets(viewport: Size, pointsPerMillimetre: Double?) -> [Point] {
        PanelTargets.sequence(viewport: viewport, pointsPerMillimetre: pointsPerMillimetre ?? .nan, autoscrollZone: autoscrollZone).map(\.point)
    }

    static func run(_ arguments: [String], console: Console) -> ExitStatus {
        run(arguments, console: console) { PanelCheckLaunch.main($0, targets: targets) }
    }

    /// `window` runs the session (tests give one on SDL's dummy driver with events pushed).
    static func run(_ arguments: [String], console: Console, window: (PanelCheckOptions) -> PanelCheckOutcome) -> ExitStatus {
        let parsed = syntax.parse(arguments, into: Arguments()) { _, _ in }
        let options: Arguments
        switch syntax.arguments(parsed, usage: usage, console: console) {
        case .success(let arguments): options = arguments
        case .failure(let exit): return exit
        }
        guard let trace = options.trace else {
            let outcome = window(options.window)
            guard outcome.completed, let recording = outcome.recording else { return outcome.status }
            return analyze(recording, json: options.json, console: console)
        }
        guard options.window == PanelCheckOptions() else {
            console.err(syntax.errorLine(ArgumentError("--analyze reads a recording: -o, --size, --mouse, --ppi, --software and --screenshot are the window's")))
            return ExitStatus.usage
        }
        return analyze(trace, json: options.json, console: console)
    }

    /// The report on a recording: what `--analyze` prints, and the window after the last tap.
    static func analyze(_ trace: String, json: Bool, console: Console) -> ExitStatus {
        do throws(TraceError) {
            let reader = try TraceReader(path: trace)
            let report = try PanelReport(PanelSession(reader: reader))
            reader.warnings.forEach(console.err)
            for warning in report.warnings { console.err("\(trace.escapedForMessage):1: warning: \(warning)") }
            console.out(json ? report.json : report.text)
            return ExitStatus.success
        } catch {
            console.err(error.description)
            return error.isIOError ? ExitStatus.ioError : ExitStatus.malformed
        }
    }
}
