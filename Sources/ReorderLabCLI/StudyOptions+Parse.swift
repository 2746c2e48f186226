import ReorderKit
import ReorderLabApp
import ReorderStudy
import ReorderSupport

/// `reorder-lab study`'s options, read by the scanner every ReorderLab command shares.
extension StudyOptions {
    static let tasksRange = StudyDefinition.tasksRange
    static let practiceRange = StudyDefinition.practiceRange

    public static let usage = """
        \(syntax.synopsis)
        \(syntax.table)
        A within-subject study on this touchscreen: a short practice block, then one block of tasks
        per condition, in a counterbalanced order (a balanced Latin square, rotated by participant).
        Each task is on screen in words, its rows highlighted ("Move Milk below Eggs", "Scroll to
        Tea", "Tap Coffee"); the condition's values are not shown. A task is done when the list says
        so; a false lift, a lost tap or a wrong drop is counted and you go on. `s` or the Skip
        button gives a task up; q, closing the window or Ctrl-C stops, keeping every finished task:
        the same command resumes where it stopped. The folder keeps study.json, and per participant
        the recordings (they replay, and `tune` scores them: every press is labelled) and tasks.jsonl.
        A study's first run names its conditions; later runs into the same folder take the
        conditions, seed, task counts, layout and size from its study.json (options given must agree).
        `reorder-lab study-report DIR` reports it.

        examples:
          reorder-lab study --presets ios,android,gtk4 --participant p1 -o study
          reorder-lab study --participant p2 -o study       (the same study, the next participant)
          reorder-lab study --conditions my-conditions.json --tasks 12 --seed 7 -o study
          reorder-lab study --presets ios,android --layout grid -o grid-study   (cards in a grid)
        exit status: 0 done or stopped cleanly; 1 the folder could not be read or written; 2 a
        malformed conditions file or study folder (FILE:LINE: what is wrong); 64 bad arguments.
        """

    public static func parse(_ arguments: [String]) throws(ArgumentError) -> StudyOptions {
        guard case .run(var options, _, let given) = try syntax.scan(arguments, into: StudyOptions()) else {
            var options = StudyOptions()
            options.help = true
            return options
        }
        if options.conditionsPath != nil, !options.presets.isEmpty {
            throw ArgumentError("--conditions and --presets both name the conditions: give one")
        }
        options.given = given
        return options
    }

    private static let presetList = TuningPreset.allCases.map(\.rawValue).joined(separator: ", ")

    static var syntax: CommandSyntax<StudyOptions> {
        CommandSyntax(program: "reorder-lab study", options: [
            .value("-o", "DIR", expects: "a folder", aliases: ["--output"], required: true,
                   help: ["the study's folder: created at the first run, resumed after"]) {
                guard !$1.isEmpty else { return false }
                $0.folder = $1
                return true
            },
            .value("--presets", "A,B,..", expects: "2 to 8 presets separated by commas, of: \(presetList)",
                   help: ["one condition per preset (`reorder-lab presets`)"]) {
                let names = $1.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
                let presets = names.compactMap(TuningPreset.init(rawValue:))
                guard presets.count == names.count, (2...8).contains(presets.count), Set(presets).count == presets.count else { return false }
                $0.presets = presets
                return true
            },
            .text("--conditions", "FILE", expects: "a FILE",
                  help: ["conditions: {\"conditions\":[{\"name\":N,\"preset\":P,\"tuning\":{...}},...]}"], field: \.conditionsPath),
            .value("--tasks", "N", expects: "a whole number from \(tasksRange.lowerBound) to \(tasksRange.upperBound)",
                   help: ["tasks in each condition's block (default \(StudyDefinition.defaultTasksPerBlock))"]) {
                guard let n = Int($1), tasksRange.contains(n) else { return false }
                $0.tasks = n
                return true
            },
            .value("--practice", "N", expects: "a whole number from \(practiceRange.lowerBound) to \(practiceRange.upperBound)",
                   help: ["practice tasks first, not reported (default \(StudyDefinition.defaultPracticeTasks))"]) {
                guard let n = Int($1), practiceRange.contains(n) else { return false }
                $0.practice = n
                return true
            },
            .value("--seed", "S", expects: "a whole number from 0 to 2^53", help: ["the tasks' seed: the same seed, the same tasks (default 1)"]) {
                guard let s = UInt64($1), StudyDefinition.seedRange.contains(s) else { return false }
                $0.seed = s
                return true
            },
            .value("--layout", "KIND", expects: "one of \(StudyLayout.names)",
                   help: ["the study list as a list, in sections or as a grid (default list)"]) {
                guard let layout = StudyLayout(rawValue: $1) else { return false }
                $0.layout = layout
                return true
            },
            .value("--participant", "NAME", expects: "a name of letters, digits, - _ .",
                   help: ["whose session: a new name starts, a known one resumes (default: the next pN)"]) {
                guard !$1.isEmpty, $1.count <= 64, !$1.hasPrefix("."),
                      $1.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-_.".contains($0)) }) else { return false }
                $0.participant = $1
                return true
            },
            .value("--size", "WxH", expects: "WxH, e.g. 480x800", help: ["the window at the study's first run (default 480x800)"]) {
                let parts = $1.split(separator: "x", omittingEmptySubsequences: false)
                guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]),
                      AppOptions.sizeRange.contains(w), AppOptions.sizeRange.contains(h) else { return false }
                $0.size = WindowSize(width: w, height: h)
                return true
            },
            .flag("--software", \.software, help: ["use SDL's software renderer"]),
            .value("--fps", "N", expects: "a rate in Hz from 1 to 1000", help: ["pace frames to N Hz instead of the display's"]) {
                guard let rate = Double($1), rate.isFinite, AppOptions.fpsRange.contains(rate) else { return false }
                $0.fps = rate
                return true
            },
            .value("--ppi", "N", expects: "pixels per inch from 20 to 2000", help: ["the display's pixels per inch, for the recordings"]) {
                guard let ppi = Double($1), ppi.isFinite, (20.0...2000).contains(ppi) else { return false }
                $0.pixelsPerInch = ppi
                return true
            },
            .flag("--print-results", \.printResults, help: ["print each block's recording, order and stateHash at exit (JSON lines,", "instead of the report a finished study prints)"]),
            .value("--screenshot", "F.png", expects: "a FILE ending in .png", help: ["save the last frame as a PNG at exit"]) {
                guard $1.lowercased().hasSuffix(".png"), $1.count > 4 else { return false }
                $0.screenshotPath = $1
                return true
            },
        ], column: 22, helpLabel: "-h, --help")
    }
}
