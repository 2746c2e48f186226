import Foundation
import ReorderKit
@testable import ReorderLabCLI
import Testing
@testable import ReorderLabApp
import ReorderSupport
import TestSupport

private func parse(_ arguments: String...) throws(ArgumentError) -> AppOptions {
    try AppOptions.parse(arguments)
}

/// The one-line message parsing `arguments` fails with, or nil if it succeeds.
private func usageError(_ arguments: [String]) -> String? {
    failure(ArgumentError.self) { _ = try AppOptions.parse(arguments) }?.message
}

/// Options with `changes` applied to the defaults.
private func options(_ changes: (inout AppOptions) -> Void) -> AppOptions {
    var options = AppOptions()
    changes(&options)
    return options
}

@Suite struct AppOptionsTests {
    @Test func nothingGivenMeansTheDemoListInA480x800Window() throws {
        let defaults = try parse()
        #expect(defaults == AppOptions())
        #expect(defaults.size == nil)  // the window opens at the list's viewport, else 480x800
        #expect(defaults.speed == 1)
        #expect(defaults.fps == nil)
        #expect(defaults.listPath == nil && defaults.statePath == nil && !defaults.noState)
        #expect(try parse("run") == AppOptions())
    }

    /// Each option, spelled `--opt value` and `--opt=value` (flags alone), and what it sets.
    static let everyOption: [([String], AppOptions)] = [
        (["--list", "l.json"], options { $0.listPath = "l.json" }),
        (["--state", "s.json"], options { $0.statePath = "s.json" }),
        (["--no-state"], options { $0.noState = true }),
        (["--record", "r.trace.jsonl"], options { $0.recordPath = "r.trace.jsonl" }),
        (["--replay", "p.trace.jsonl"], options { $0.replayPath = "p.trace.jsonl" }),
        (["--replay", "p", "--speed", "2.5"], options { $0.replayPath = "p"; $0.speed = 2.5 }),
        (["--replay", "p", "--speed", "0.25"], options { $0.replayPath = "p"; $0.speed = 0.25 }),
        (["--replay", "p", "--hold"], options { $0.replayPath = "p"; $0.hold = true }),
        (["--print-order"], options { $0.printOrder = true }),
        (["--screenshot", "out.png"], options { $0.screenshotPath = "out.png" }),
        (["--screenshot", "OUT.PNG"], options { $0.screenshotPath = "OUT.PNG" }),
        (["--size", "1080x1920"], options { $0.size = WindowSize(width: 1080, height: 1920) }),
        (["--size", "100X10000"], options { $0.size = WindowSize(width: 100, height: 10000) }),
        (["--stats"], options { $0.stats = true }),
        (["--software"], options { $0.software = true }),
        (["--fps", "60"], options { $0.fps = 60 }),
        (["--fps", "59.94"], options { $0.fps = 59.94 }),
        (["--tuning", "phone.tuning.json"], options { $0.tuningPath = "phone.tuning.json" }),
        (["--preset", "android"], options { $0.preset = .android }),
        (["--preset", "rbd-touch"], options { $0.preset = .rbdTouch }),
    ]

    @Test(arguments: everyOption)
    func optionTakesItsValueSeparately(arguments: [String], expected: AppOptions) throws {
        #expect(try AppOptions.parse(arguments) == expected)
        #expect(try AppOptions.parse(["run"] + arguments) == expected)
    }

    @Test(arguments: everyOption)
    func optionTakesItsValueAfterAnEqualsSign(arguments: [String], expected: AppOptions) throws {
        // ["--list", "l.json"] becomes ["--list=l.json"]; flags stay as they are.
        var joined: [String] = []
        for argument in arguments {
            if let last = joined.last, last.hasPrefix("--"), !last.contains("="), !argument.hasPrefix("--"),
               !["--no-state", "--hold", "--print-order", "--stats", "--software"].contains(last) {
                joined[joined.count - 1] = last + "=" + argument
            } else {
                joined.append(argument)
            }
        }
        #expect(joined.count < arguments.count || arguments.allSatisfy { $0.hasPrefix("--") })
        #expect(try AppOptions.parse(joined) == expected)
    }

    @Test func ppiGivesTheDisplaysDensity() throws {
        #expect(try parse("--ppi", "220") == options { $0.pixelsPerInch = 220 })
        #expect(usageError(["--ppi", "5"])?.contains("--ppi expects pixels per inch from 20 to 2000") == true)
        #expect(usageError(["--ppi", "nan"]) != nil)
    }

    @Test func everythingAtOnce() throws {
        let parsed = try parse("run", "--record=r.jsonl", "--replay", "p.jsonl", "--speed=3", "--hold", "--print-order",
                               "--screenshot", "s.png", "--size=600x900", "--stats", "--software", "--fps", "30", "--no-state")
        #expect(parsed == options {
            $0.recordPath = "r.jsonl"; $0.replayPath = "p.jsonl"; $0.speed = 3; $0.hold = true; $0.printOrder = true
            $0.screenshotPath = "s.png"; $0.size = WindowSize(width: 600, height: 900); $0.stats = true
            $0.software = true; $0.fps = 30; $0.noState = true
        })
    }

    @Test func profilePathIsTheTuningFileOrTheDefault() throws {
        #expect(try parse().profilePath == "reorder-lab.tuning.json")
        #expect(try parse("--tuning", "a/phone.json").profilePath == "a/phone.json")
    }

    @Test func aValueMayContainAnEqualsSignOrStartWithADashAfterOne() throws {
        #expect(try parse("--list=a=b.json").listPath == "a=b.json")
        #expect(try parse("--list=-odd.json").listPath == "-odd.json")
        #expect(try parse("--list", "-").listPath == "-")
    }

    @Test(arguments: ["-h", "--help"])
    func helpWinsOverEverythingElse(flag: String) throws {
        #expect(try parse(flag).help)
        #expect(try parse("run", flag).help)
        #expect(try parse("--bogus", "--size", "1x1", flag).help)
        #expect(try parse("--stats") .help == false)
    }

    @Test(arguments: [
        // values
        (["--size", "48x"], #"--size expects WxH, e.g. 480x800; got "48x""#),
        (["--size=480"], #"--size expects WxH, e.g. 480x800; got "480""#),
        (["--size", "480x800x2"], #"--size expects WxH, e.g. 480x800; got "480x800x2""#),
        (["--size", "+480x800"], #"--size expects WxH, e.g. 480x800; got "+480x800""#),
        (["--size", "480 x 800"], #"--size expects WxH, e.g. 480x800; got "480 x 800""#),
        (["--size", "50x800"], #"--size: width and height must be from 100 to 10000; got "50x800""#),
        (["--size", "480x10001"], #"--size: width and height must be from 100 to 10000; got "480x10001""#),
        (["--replay", "t", "--speed", "0"], #"--speed expects a number > 0, e.g. 2 or 0.5; got "0""#),
        (["--replay", "t", "--speed", "-1"], #"--speed expects a number > 0, e.g. 2 or 0.5; got "-1""#),
        (["--replay", "t", "--speed", "inf"], #"--speed expects a number > 0, e.g. 2 or 0.5; got "inf""#),
        (["--replay", "t", "--speed", "fast"], #"--speed expects a number > 0, e.g. 2 or 0.5; got "fast""#),
        (["--fps", "0"], #"--fps expects a rate in Hz from 1 to 1000, e.g. 60; got "0""#),
        (["--fps", "nan"], #"--fps expects a rate in Hz from 1 to 1000, e.g. 60; got "nan""#),
        (["--fps=5000"], #"--fps expects a rate in Hz from 1 to 1000, e.g. 60; got "5000""#),
        (["--screenshot", "shot.jpg"], #"--screenshot expects a FILE ending in .png; got "shot.jpg""#),
        (["--screenshot", ".png"], #"--screenshot expects a FILE ending in .png; got ".png""#),
        (["--list="], #"--list expects a FILE; got """#),
        // missing values
        (["--list"], "--list expects a FILE"),
        (["--size"], "--size expects WxH, e.g. 480x800"),
        (["--record", "--stats"], #"--record expects a FILE; got option "--stats" (write --record=VALUE for a value starting with -)"#),
        // flags with values, repeats, unknowns, strays
        (["--stats=yes"], #"--stats takes no value; got "--stats=yes""#),
        (["--stats", "--stats"], "--stats is given twice"),
        (["--list", "a", "--list=b"], "--list is given twice"),
        (["--bogus"], #"unknown option "--bogus""#),
        (["--bogus=1"], #"unknown option "--bogus""#),
        (["--repl", "t"], #"unknown option "--repl" (did you mean --replay?)"#),
        (["--re", "t"], #"unknown option "--re""#),
        (["-x"], #"unknown option "-x""#),
        (["stray"], #"unexpected argument "stray": every option starts with --"#),
        (["--stats", "run"], #"unexpected argument "run": every option starts with --"#),
        (["--list", "a.json", "b.json"], #"unexpected argument "b.json": every option starts with --"#),
        // combinations
        (["--speed", "2"], "--speed sets the pace of a replay: it needs --replay FILE"),
        (["--speed", "1"], "--speed sets the pace of a replay: it needs --replay FILE"),
        (["--hold"], "--hold keeps the window open after a replay: it needs --replay FILE"),
        (["--list", "l.json", "--replay", "t"], "--list cannot be used with --replay: the trace brings its own rows"),
        (["--state", "s", "--no-state"], "--state and --no-state contradict each other: give one"),
        (["--state", "s", "--replay", "t"], "--state cannot be used with --replay: a replay neither restores nor saves the order"),
        (["--replay", "t.jsonl", "--record", "t.jsonl"],
         #"--record and --replay name the same file ("t.jsonl"): writing one would overwrite the other"#),
        (["--replay", "t.jsonl", "--record", "./x/../t.jsonl"],
         #"--record and --replay name the same file ("./x/../t.jsonl"): writing one would overwrite the other"#),
        (["--list", "mine.json", "--record", "mine.json"],
         #"--record and --list name the same file ("mine.json"): writing one would overwrite the other"#),
        (["--state", "s.json", "--screenshot", "s.png", "--record", "s.png"],
         #"--screenshot and --record name the same file ("s.png"): writing one would overwrite the other"#),
        (["--preset", "macos"], #"--preset expects a preset: ios, android, flutter, ats, rbd-touch, gtk4, qt, chromium, firefox, gnome-shell, dnd-kit, hello-pangea; got "macos""#),
        (["--preset", "iOS"], #"--preset expects a preset: ios, android, flutter, ats, rbd-touch, gtk4, qt, chromium, firefox, gnome-shell, dnd-kit, hello-pangea; got "iOS""#),
        (["--tuning"], "--tuning expects a FILE"),
        (["--replay", "t", "--tuning", "p.json"], "--tuning cannot be used with --replay: the trace brings its own tuning"),
        (["--replay", "t", "--preset", "ios"], "--preset cannot be used with --replay: the trace brings its own tuning"),
        (["--tuning", "p.json", "--record", "p.json"],
         #"--record and --tuning name the same file ("p.json"): writing one would overwrite the other"#),
    ])
    func mistakeIsOneClearLine(arguments: [String], message: String) {
        #expect(usageError(arguments) == message)
        #expect(!message.contains("\n"))
    }

    /// The rules every ReorderLab command shares (ArgumentRulesTests has the subcommands'), as the
    /// window's command line meets them: accepted forms, then the one line and exit 64 of a mistake.
    @Test func theWindowReadsItsArgumentsByTheRulesEveryCommandShares() throws {
        #expect(try parse("--size", "800x600", "--fps", "120").size == WindowSize(width: 800, height: 600))
        #expect(try parse("--size=800x600", "--fps=120").fps == 120)
        #expect(try parse("--no-state", "--").noState)
        let mistakes: [([String], String)] = [
            (["--size", "800x600", "--size=800x600"], "--size is given twice"),
            (["--frobnicate"], #"unknown option "--frobnicate""#),
            (["--size", "800"], #"--size expects WxH, e.g. 480x800; got "800""#),
            (["--stats=no"], #"--stats takes no value; got "--stats=no""#),
            (["--size"], "--size expects WxH, e.g. 480x800"),
            (["--", "--stats"], #"unexpected argument "--stats": every option starts with --"#),
        ]
        // As `reorder-lab` runs them (ReorderLabCLI's table): a mistake never reaches the window.
        for (arguments, message) in mistakes {
            let outcome = runCLI(arguments)
            #expect(outcome.status == 64, "\(arguments): \(outcome)")
            #expect(outcome.err == ["reorder-lab: \(message); see `reorder-lab --help`"], "\(arguments)")
            #expect(outcome.out.isEmpty)
        }
    }

    @Test func recordingOverTheReplayedTraceIsCaughtThroughALink() throws {
        let directory = TemporaryDirectory()
        let trace = directory.write("{}\n", to: "t.jsonl")
        try FileManager.default.createSymbolicLink(atPath: directory.file("link.jsonl"), withDestinationPath: trace)
        #expect(usageError(["--replay", trace, "--record", directory.file("link.jsonl")])?.hasPrefix("--record and --replay name the same file") == true)
        #expect(try parse("--replay", trace, "--record", directory.file("other.jsonl")).recordPath == directory.file("other.jsonl"))
    }

    @Test func usageListsEveryOptionOnItsOwnLineWithExamples() {
        let lines = AppOptions.usage.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for option in ["--list FILE", "--state FILE", "--no-state", "--record FILE", "--replay FILE", "--speed X", "--hold",
                       "--print-order", "--screenshot F.png", "--size WxH", "--stats", "--software", "--fps N",
                       "--preset NAME", "--tuning FILE", "-h, --help"] {
            #expect(lines.filter { $0.hasPrefix(option + " ") }.count == 1, "\(option)")
        }
        #expect(AppOptions.usage.contains("touchscreen"))
        for preset in TuningPreset.allCases { #expect(AppOptions.usage.contains(preset.rawValue)) }
        #expect(AppOptions.usage.contains("./reorder-lab.tuning.json"))
        #expect(AppOptions.usage.contains("xvfb-run"))
        #expect(AppOptions.usage.split(separator: "\n").allSatisfy { $0.count <= 110 })
    }
}

@Suite struct AppOptionsLayoutTests {
    @Test func layoutPicksADemoAndCannotBeMixedWithContentThatBringsItsOwn() throws {
        #expect(try AppOptions.parse(["--layout", "grid-horizontal"]).layout == .gridHorizontal)
        #expect(try AppOptions.parse([]).layout == nil)
        for bad in [["--layout", "table"], ["--layout", "grid", "--list", "x.json"], ["--layout", "sections", "--replay", "t.jsonl"]] {
            #expect(throws: ArgumentError.self, "\(bad)") { try AppOptions.parse(bad) }
        }
        #expect(AppOptions.usage.contains("--layout KIND"))
        #expect(AppOptions.usage.contains("list, sections, grid, grid-horizontal"))
    }
}
