import Foundation
import ReorderKit
import ReorderLabApp
import ReorderSupport
import ReorderText

/// `reorder-lab [run]`'s options, read by the scanner every ReorderLab command shares
/// (`CommandSyntax` in ReorderSupport; SwiftPM cannot fetch swift-argument-parser here).
extension AppOptions {
    private static let presetList = TuningPreset.allCases.map(\.rawValue).joined(separator: ", ")
    private static let layoutList = DemoLayout.allCases.map(\.rawValue).joined(separator: ", ")
    /// The presets, six a help line (usage lines stay within 110 columns).
    private static let presetLines = stride(from: 0, to: TuningPreset.allCases.count, by: 6).map {
        TuningPreset.allCases.dropFirst($0).prefix(6).map(\.rawValue).joined(separator: ", ")
    }

    public static let usage = """
        usage: reorder-lab [run] [options]    open the playground window

        \(syntax.table)

        In the window: ? or F1 lists the keys. [ ] long press -/+ 0.05 s, - = allowable movement
        -/+ 1 pt, z Z autoscroll zone -/+ 2 pt, x X autoscroll speed -/+ 50 pt/s, c s d cycle the
        curve, strategy and drag style, m the reorder mode (insert, swap), a what a drag does across
        sections (move, swap, none), o the pan start (slop, down), v lift by hold or distance, j J
        activation distance -/+ 1 pt, r R autoscroll ramp -/+ 0.1 s, e its curve, l L reorder dwell
        -/+ 0.05 s, p the presets, t shows sliders, w saves the tuning, n starts and stops the live
        feed, 1 2 3 label the next press as a reorder, a scroll or a tap. Every change is recorded with --record.

        Options take their value as `--opt value` or `--opt=value`, each at most once; `--` ends
        them. A list file is one JSON object with a trace header's keys (trace-format.md); `format`,
        `version` and `viewport` may be left out. The order is remembered in
        $XDG_STATE_HOME/reorder-lab/NAME-DIGEST.order.json, or
        ~/.local/state/reorder-lab/NAME-DIGEST.order.json, NAME being the list file's name or "demo"
        and DIGEST one of its absolute path: each list file has its own, whatever its name.
        Ctrl-C (SIGINT) or SIGTERM ends the session cleanly: the recording is closed, the order saved.

        examples:
          each layout's demo: a list, sections with sticky headers, a grid (either scroll direction):
            reorder-lab --layout sections
            reorder-lab --layout grid-horizontal
          on a touchscreen, recording what happens:
            reorder-lab run --size 800x1280 --record touch.trace.jsonl
          headless, under a virtual X server, replaying a trace at double speed into a screenshot:
            xvfb-run -a -s "-screen 0 1024x1024x24" reorder-lab run --software \\
              --replay Resources/traces/drag-down.trace.jsonl --speed 2 --screenshot drag-down.png
        """

    /// Parses the arguments after the program's name (a leading `run` is skipped), by the rules of
    /// every ReorderLab command (`CommandSyntax`).
    public static func parse(_ arguments: [String]) throws(ArgumentError) -> AppOptions {
        let arguments = arguments.first == "run" ? Array(arguments.dropFirst()) : arguments
        guard case .run(let options, _, let given) = try syntax.scan(arguments, into: AppOptions()) else {
            var options = AppOptions()
            options.help = true
            return options
        }
        try options.checkCombinations(given: given)
        try options.checkOutputs()
        return options
    }

    /// The options, in the order the help lists them. A boolean is one line here (and its `var`).
    static var syntax: CommandSyntax<AppOptions> {
        CommandSyntax(program: "reorder-lab", options: [
            .text("--list", "FILE", expects: "a FILE", help: ["rows to show: a list file or a trace (default: the built-in 200-row demo)"],
                  field: \.listPath),
            .value("--layout", "KIND", expects: "a layout: \(layoutList)",
                   help: ["show the built-in demo of a layout: \(layoutList)", "(default: the list's)"]) {
                guard let layout = DemoLayout(rawValue: $1) else { return false }
                $0.layout = layout
                return true
            },
            .text("--state", "FILE", expects: "a FILE", help: ["remember the order here (default: see below)"], field: \.statePath),
            .flag("--no-state", \.noState, help: ["neither restore nor save the order"]),
            .text("--record", "FILE", expects: "a FILE", help: ["record the session as a trace (flushed every frame)"], field: \.recordPath),
            .text("--replay", "FILE", expects: "a FILE", help: ["play a trace in the window instead of taking input"], field: \.replayPath),
            .value("--speed", "X", expects: "a number > 0, e.g. 2 or 0.5", help: ["replay X times as fast (> 0, default 1; with --replay)"]) {
                guard let x = number($1), x > 0 else { return false }
                $0.speed = x
                return true
            },
            .flag("--hold", \.hold, help: ["keep the window open when the replay ends (with --replay)"]),
            .flag("--print-order", \.printOrder, help: ["print the final order on standard output at exit"]),
            // The window writes PNG only; a ".jpg" name would be a PNG wearing the wrong name.
            .value("--screenshot", "F.png", expects: "a FILE ending in .png", help: ["save the last frame as a PNG at exit"]) {
                guard $1.lowercased().hasSuffix(".png"), $1.count > 4, !$1.hasSuffix("/.png") else { return false }
                $0.screenshotPath = $1
                return true
            },
            .value("--size", "WxH", expects: "WxH, e.g. 480x800",
                   help: ["window size in points, \(sizeRange.lowerBound) to \(sizeRange.upperBound) each (default 480x800)"]) {
                (options, value) throws(ArgumentError) in
                guard let size = try windowSize(value) else { return false }
                options.size = size
                return true
            },
            .flag("--stats", \.stats, help: ["print frame statistics at exit (CPU per frame, frame interval, latency)"]),
            .flag("--latency-flash", \.latencyFlash, help: ["a white square in the top-left corner from the first frame after",
                                                            "each down until the up, for a camera (docs/panel.md)"]),
            .flag("--live-feed", \.liveFeed, help: ["start a seeded feed of edits (a row inserted at the top every",
                                                    "--live-feed-rate seconds, now and then one deleted, resized or",
                                                    "moved by someone else), recorded as edit lines; n toggles it"]),
            .value("--live-feed-seed", "N", expects: "a whole number from 0 to 18446744073709551615",
                   help: ["the live feed's seed (default 1)"]) {
                guard $1.count <= 20, $1.allSatisfy({ $0.isASCII && $0.isNumber }), let seed = UInt64($1) else { return false }
                $0.liveFeedSeed = seed
                return true
            },
            .value("--live-feed-rate", "S", expects: "seconds from 0.05 to 3600, e.g. 2",
                   help: ["seconds between the live feed's inserts (default 2)"]) {
                guard let seconds = number($1), liveFeedRateRange.contains(seconds) else { return false }
                $0.liveFeedRate = seconds
                return true
            },
            .flag("--speak", \.speak, help: ["speak each announcement through speech-dispatcher (docs/without-dragging.md);",
                                            "says so once, and goes on, where it does not run"]),
            .flag("--log-transitions", \.logTransitions, help: ["print each change of the engine's state on standard error"]),
            .flag("--software", \.software, help: ["use SDL's software renderer"]),
            .value("--fps", "N", expects: "a rate in Hz from 1 to 1000, e.g. 60",
                   help: ["pace frames to N Hz instead of the display's refresh rate"]) {
                guard let rate = number($1), fpsRange.contains(rate) else { return false }
                $0.fps = rate
                return true
            },
            .value("--ppi", "N", expects: "pixels per inch from 20 to 2000, e.g. 220",
                   help: ["the display's pixels per inch, instead of SDL's figure: recordings carry the",
                          "density (pointsPerMillimetre), so lengths in mm and presets in dp or inches hold"]) {
                guard let ppi = number($1), (20.0...2000).contains(ppi) else { return false }
                $0.pixelsPerInch = ppi
                return true
            },
            .value("--preset", "NAME", expects: "a preset: \(presetList)",
                   help: ["start from a platform's long press, mouse and autoscroll (`reorder-lab presets`):"] + presetLines) {
                guard let preset = TuningPreset(rawValue: $1) else { return false }
                $0.preset = preset
                return true
            },
            .text("--tuning", "FILE", expects: "a FILE",
                  help: ["apply a tuning profile at start, after --preset: {\"tuning\":{NAME: VALUE}}",
                  "or the names and values bare; `w` in the window writes the live tuning",
                  "to FILE (default ./\(TuningProfile.defaultPath)), creating it if it is not there"],
                  field: \.tuningPath),
        ], column: 23, helpLabel: "-h, --help")
    }

    /// `480x800`: two whole numbers of points within `sizeRange`; nil when it is not WxH at all.
    private static func windowSize(_ value: String) throws(ArgumentError) -> WindowSize? {
        let parts = value.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" })
        guard parts.count == 2, let width = integer(parts[0]), let height = integer(parts[1]) else { return nil }
        guard sizeRange.contains(width), sizeRange.contains(height) else {
            throw ArgumentError("--size: width and height must be from \(sizeRange.lowerBound) to \(sizeRange.upperBound); "
                                + "got \(value.quotedForMessage)")
        }
        return WindowSize(width: width, height: height)
    }

    private func checkCombinations(given: Set<String>) throws(ArgumentError) {
        if statePath != nil, noState { throw ArgumentError("--state and --no-state contradict each other: give one") }
        if layout != nil, listPath != nil { throw ArgumentError("--layout shows a built-in demo: it cannot be used with --list FILE, which brings its own layout") }
        if layout != nil, replayPath != nil { throw ArgumentError("--layout shows a built-in demo: it cannot be used with --replay, whose trace brings its own layout") }
        guard replayPath != nil else {
            // Even `--speed 1`: whoever typed it expected a replay.
            if given.contains("--speed") { throw ArgumentError("--speed sets the pace of a replay: it needs --replay FILE") }
            if hold { throw ArgumentError("--hold keeps the window open after a replay: it needs --replay FILE") }
            if !liveFeed, given.contains("--live-feed-seed") || given.contains("--live-feed-rate") {
                throw ArgumentError("--live-feed-seed and --live-feed-rate shape the live feed: they need --live-feed")
            }
            return
        }
        // A replay's edits are the trace's: a feed would make it something else than the trace.
        if liveFeed { throw ArgumentError("--live-feed cannot be used with --replay: the trace brings its own edits") }
        if listPath != nil { throw ArgumentError("--list cannot be used with --replay: the trace brings its own rows") }
        // A replay must give the headless replay's result, so its tuning is the trace's alone.
        if tuningPath != nil { throw ArgumentError("--tuning cannot be used with --replay: the trace brings its own tuning") }
        if preset != nil { throw ArgumentError("--preset cannot be used with --replay: the trace brings its own tuning") }
        // A replay must give the headless replay's result, so it starts from the trace's rows as they
        // are, and a replayed order is not the person's own to remember.
        if statePath != nil { throw ArgumentError("--state cannot be used with --replay: a replay neither restores nor saves the order") }
    }

    /// A recording or a screenshot must never overwrite an input (or each other).
    private func checkOutputs() throws(ArgumentError) {
        let inputs: [(String, String?)] = [("--replay", replayPath), ("--list", listPath), ("--state", statePath),
                                           ("--tuning", tuningPath)]
        let outputs: [(String, String?)] = [("--record", recordPath), ("--screenshot", screenshotPath)]
        for (outputName, output) in outputs {
            guard let output else { continue }
            for (inputName, input) in inputs + [("--record", recordPath)] where inputName != outputName {
                guard let input, Self.sameFile(output, input) else { continue }
                throw ArgumentError("\(outputName) and \(inputName) name the same file (\(output.quotedForMessage)): writing one would overwrite the other")
            }
        }
    }

    // MARK: Helpers

    /// A finite decimal number (Double's own parser also takes "inf", "nan" and hex).
    private static func number(_ text: String) -> Double? {
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || ".eE+-".contains($0)) }), let x = Double(text), x.isFinite else { return nil }
        return x
    }

    /// Decimal digits only: no sign, no spaces.
    private static func integer(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// The same file by name (after resolving `.` and `..`), or by device and inode if both exist
    /// (symlinks, hard links, different spellings).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        if URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path { return true }
        var sa = stat(), sb = stat()
        guard stat(a, &sa) == 0, stat(b, &sb) == 0 else { return false }
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }
}
