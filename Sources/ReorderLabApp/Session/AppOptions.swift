import Foundation
import ReorderKit

/// A command line the window cannot run with: one line saying what is wrong, e.g.
/// `--size expects WxH, e.g. 480x800; got "48x"`. The caller prints it after the program's name and
/// exits with status 64 (EX_USAGE, as `reorder-lab replay` does).
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// The window's size in points (SDL window coordinates; the drawable may have more pixels).
public struct WindowSize: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
    public var points: Size { Size(width: Double(width), height: Double(height)) }
}

/// What `reorder-lab [run]` was asked to do. Hand-written parsing (SwiftPM cannot fetch
/// swift-argument-parser here), in the style of `reorder-lab replay`.
public struct AppOptions: Equatable, Sendable {
    public var listPath: String?
    public var statePath: String?
    public var noState = false
    public var recordPath: String?
    public var replayPath: String?
    /// Trace seconds per wall-clock second; only with `replayPath`.
    public var speed = 1.0
    /// Keep the window open after a replay ends; only with `replayPath`.
    public var hold = false
    public var printOrder = false
    public var screenshotPath: String?
    /// Nil when not given: the list's or the trace's viewport, else `defaultSize`.
    public var size: WindowSize?
    public var stats = false
    /// Print each change of the engine's state on standard error (`t old -> trigger -> new`).
    public var logTransitions = false
    /// Force SDL's software renderer.
    public var software = false
    /// Frames per second to pace to; nil paces to the display (vsync).
    public var fps: Double?
    /// A tuning profile applied over the list's tuning at start; `w` writes the live tuning back to
    /// it (`TuningProfile`). A file that does not exist yet is no error: `w` creates it.
    public var tuningPath: String?
    /// A platform's long press and allowable movement, applied before `tuningPath`'s values.
    public var preset: TuningPreset?
    /// `-h` / `--help`: print `usage` and do nothing else.
    public var help = false

    public init() {}

    /// Where the window's `w` writes the tuning.
    public var profilePath: String { tuningPath ?? TuningProfile.defaultPath }

    /// A phone-like portrait window that fits on a 1080p desktop with room to spare.
    public static let defaultSize = WindowSize(width: 480, height: 800)
    /// Smaller than 100 pt shows no row whole; larger than 10000 pt is no screen there is.
    public static let sizeRange = 100...10_000
    /// Above 1000 Hz no display refreshes, and frames would be mostly timer noise.
    public static let fpsRange = 1.0...1000.0

    private static let presetList = TuningPreset.allCases.map(\.rawValue).joined(separator: ", ")

    public static let usage = """
        usage: reorder-lab [run] [options]    open the playground window

          --list FILE          rows to show: a list file or a trace (default: the built-in 200-row demo)
          --state FILE         remember the order here (default: see below)
          --no-state           neither restore nor save the order
          --record FILE        record the session as a trace (flushed every frame)
          --replay FILE        play a trace in the window instead of taking input
          --speed X            replay X times as fast (> 0, default 1; with --replay)
          --hold               keep the window open when the replay ends (with --replay)
          --print-order        print the final order on standard output at exit
          --screenshot F.png   save the last frame as a PNG at exit
          --size WxH           window size in points, 100 to 10000 each (default 480x800)
          --stats              print frame statistics at exit (CPU per frame, frame interval)
          --log-transitions    print each change of the engine's state on standard error
          --software           use SDL's software renderer
          --fps N              pace frames to N Hz instead of the display's refresh rate
          --preset NAME        start from a platform's long press and allowable movement:
                               \(presetList)
          --tuning FILE        apply a tuning profile at start, after --preset: {"tuning":{NAME: VALUE}}
                               or the names and values bare; `w` in the window writes the live tuning
                               to FILE (default ./\(TuningProfile.defaultPath)), creating it if it is not there
          -h, --help           this text

        In the window: ? or F1 lists the keys. [ ] long press -/+ 0.05 s, - = allowable movement
        -/+ 1 pt, z Z autoscroll zone -/+ 2 pt, x X autoscroll speed -/+ 50 pt/s, c s d cycle the
        curve, strategy and drag style, p the presets, t shows sliders, w saves the tuning, 1 2 3
        label the next press as a reorder, a scroll or a tap. Every change is recorded with --record.

        Options take their value as `--opt value` or `--opt=value`. A list file is one JSON object
        with a trace header's keys (trace-format.md); `format`, `version` and `viewport` may be left
        out. The order is remembered in $XDG_STATE_HOME/reorder-lab/NAME-DIGEST.order.json, or
        ~/.local/state/reorder-lab/NAME-DIGEST.order.json, NAME being the list file's name or "demo"
        and DIGEST one of its absolute path: each list file has its own, whatever its name.
        Ctrl-C (SIGINT) or SIGTERM ends the session cleanly: the recording is closed, the order saved.

        examples:
          on a touchscreen, recording what happens:
            reorder-lab run --size 800x1280 --record touch.trace.jsonl
          headless, under a virtual X server, replaying a trace at double speed into a screenshot:
            xvfb-run -a -s "-screen 0 1024x1024x24" reorder-lab run --software \\
              --replay Resources/traces/drag-down.trace.jsonl --speed 2 --screenshot drag-down.png
        """

    /// Parses the arguments after the program's name (a leading `run` is skipped).
    public static func parse(_ arguments: [String]) throws(UsageError) -> AppOptions {
        var arguments = arguments[...]
        if arguments.first == "run" { arguments = arguments.dropFirst() }
        var options = AppOptions()
        // Help wins over everything else on the line, mistakes included: it is what someone who
        // typed a wrong option reaches for next.
        if arguments.contains("-h") || arguments.contains("--help") {
            options.help = true
            return options
        }
        var given: Set<String> = []
        while let argument = arguments.popFirst() {
            guard argument.hasPrefix("--") || (argument.hasPrefix("-") && argument.count > 1) else {
                throw UsageError("unexpected argument \(quoted(argument)); every option starts with --, see --help")
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = Option(rawValue: name) else { throw unknownOption(name) }
            guard given.insert(name).inserted else { throw UsageError("\(name) is given twice") }
            guard let metavariable = option.metavariable else {
                if inlineValue != nil { throw UsageError("\(name) takes no value; got \(quoted(argument))") }
                options.setFlag(option)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if let next = arguments.first, !looksLikeOption(next) {
                value = next
                arguments = arguments.dropFirst()
            } else {
                let found = arguments.first.map { "; got option \(quoted($0)) (write \(name)=VALUE for a value starting with -)" } ?? ""
                throw UsageError("\(name) expects \(metavariable)\(found)")
            }
            try options.setValue(option, value, metavariable: metavariable)
        }
        try options.checkCombinations(given: given)
        try options.checkOutputs()
        return options
    }

    // MARK: Options

    private enum Option: String, CaseIterable {
        case list = "--list", state = "--state", noState = "--no-state", record = "--record", replay = "--replay"
        case speed = "--speed", hold = "--hold", printOrder = "--print-order", screenshot = "--screenshot"
        case size = "--size", stats = "--stats", software = "--software", fps = "--fps"
        case logTransitions = "--log-transitions"
        case tuning = "--tuning", preset = "--preset"

        /// What the value looks like, for messages; nil for a flag.
        var metavariable: String? {
            switch self {
            case .list, .state, .record, .replay, .tuning: "a FILE"
            case .preset: "a preset: \(AppOptions.presetList)"
            case .speed: "a number > 0, e.g. 2 or 0.5"
            case .screenshot: "a FILE ending in .png"
            case .size: "WxH, e.g. 480x800"
            case .fps: "a rate in Hz from 1 to 1000, e.g. 60"
            case .noState, .hold, .printOrder, .stats, .software, .logTransitions: nil
            }
        }
    }

    private mutating func setFlag(_ option: Option) {
        switch option {
        case .noState: noState = true
        case .hold: hold = true
        case .printOrder: printOrder = true
        case .stats: stats = true
        case .logTransitions: logTransitions = true
        case .software: software = true
        case .list, .state, .record, .replay, .speed, .screenshot, .size, .fps, .tuning, .preset:
            preconditionFailure("\(option.rawValue) takes a value")
        }
    }

    private mutating func setValue(_ option: Option, _ value: String, metavariable: String) throws(UsageError) {
        let name = option.rawValue
        let problem = UsageError("\(name) expects \(metavariable); got \(Self.quoted(value))")
        guard !value.isEmpty else { throw problem }
        switch option {
        case .list: listPath = value
        case .state: statePath = value
        case .record: recordPath = value
        case .replay: replayPath = value
        case .tuning: tuningPath = value
        case .preset:
            guard let preset = TuningPreset(rawValue: value) else { throw problem }
            self.preset = preset
        case .speed:
            guard let x = Self.number(value), x > 0 else { throw problem }
            speed = x
        case .screenshot:
            // The window writes PNG only; a ".jpg" name would be a PNG wearing the wrong name.
            guard value.lowercased().hasSuffix(".png"), value.count > 4, !value.hasSuffix("/.png") else { throw problem }
            screenshotPath = value
        case .size:
            let parts = value.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" })
            guard parts.count == 2, let width = Self.integer(parts[0]), let height = Self.integer(parts[1]) else { throw problem }
            guard Self.sizeRange.contains(width), Self.sizeRange.contains(height) else {
                throw UsageError("\(name): width and height must be from \(Self.sizeRange.lowerBound) to \(Self.sizeRange.upperBound); got \(Self.quoted(value))")
            }
            size = WindowSize(width: width, height: height)
        case .fps:
            guard let rate = Self.number(value), Self.fpsRange.contains(rate) else { throw problem }
            fps = rate
        case .noState, .hold, .printOrder, .stats, .software, .logTransitions:
            preconditionFailure("\(name) is a flag")
        }
    }

    private func checkCombinations(given: Set<String>) throws(UsageError) {
        if statePath != nil, noState { throw UsageError("--state and --no-state contradict each other: give one") }
        guard replayPath != nil else {
            // Even `--speed 1`: whoever typed it expected a replay.
            if given.contains(Option.speed.rawValue) { throw UsageError("--speed sets the pace of a replay: it needs --replay FILE") }
            if hold { throw UsageError("--hold keeps the window open after a replay: it needs --replay FILE") }
            return
        }
        if listPath != nil { throw UsageError("--list cannot be used with --replay: the trace brings its own rows") }
        // A replay must give the headless replay's result, so its tuning is the trace's alone.
        if tuningPath != nil { throw UsageError("--tuning cannot be used with --replay: the trace brings its own tuning") }
        if preset != nil { throw UsageError("--preset cannot be used with --replay: the trace brings its own tuning") }
        // A replay must give the headless replay's result, so it starts from the trace's rows as they
        // are, and a replayed order is not the person's own to remember.
        if statePath != nil { throw UsageError("--state cannot be used with --replay: a replay neither restores nor saves the order") }
    }

    /// A recording or a screenshot must never overwrite an input (or each other).
    private func checkOutputs() throws(UsageError) {
        let inputs: [(String, String?)] = [("--replay", replayPath), ("--list", listPath), ("--state", statePath),
                                           ("--tuning", tuningPath)]
        let outputs: [(String, String?)] = [("--record", recordPath), ("--screenshot", screenshotPath)]
        for (outputName, output) in outputs {
            guard let output else { continue }
            for (inputName, input) in inputs + [("--record", recordPath)] where inputName != outputName {
                guard let input, Self.sameFile(output, input) else { continue }
                throw UsageError("\(outputName) and \(inputName) name the same file (\(Self.quoted(output))): writing one would overwrite the other")
            }
        }
    }

    // MARK: Helpers

    private static func unknownOption(_ name: String) -> UsageError {
        let candidates = Option.allCases.map(\.rawValue).filter { $0.hasPrefix(name) && name.count > 2 }
        let hint = candidates.count == 1 ? "; did you mean \(candidates[0])?" : "; see --help"
        return UsageError("unknown option \(quoted(name))\(hint)")
    }

    /// "--anything" and "-h" are options; "-" and "-1" are values.
    private static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("--") || argument == "-h"
    }

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

    private static func quoted(_ s: String) -> String { JSONValue.string(s).jsonText }

    /// The same file by name (after resolving `.` and `..`), or by device and inode if both exist
    /// (symlinks, hard links, different spellings).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        if URL(fileURLWithPath: a).standardizedFileURL.path == URL(fileURLWithPath: b).standardizedFileURL.path { return true }
        var sa = stat(), sb = stat()
        guard stat(a, &sa) == 0, stat(b, &sb) == 0 else { return false }
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }
}
