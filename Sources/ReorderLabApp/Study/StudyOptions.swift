import ReorderKit
import ReorderStudy

/// What `reorder-lab study` was asked to do: the study's input, read from the command line by
/// ReorderLabCLI (StudyOptions+Parse.swift).
public struct StudyOptions: Equatable, Sendable {
    /// `--conditions FILE`: conditions by name, each a preset and/or tuning values.
    public var conditionsPath: String?
    /// `--presets a,b,c`: one condition per preset.
    public var presets: [TuningPreset] = []
    /// Tasks in each condition's block.
    public var tasks = StudyDefinition.defaultTasksPerBlock
    /// Tasks in the practice block before the first condition.
    public var practice = StudyDefinition.defaultPracticeTasks
    public var seed: UInt64 = 1
    /// `--layout`: the study list as a list, in sections or as a grid (at a study's first run).
    public var layout = StudyLayout.list
    /// Nil: a new participant, the next `pN` not in the folder yet.
    public var participant: String?
    public var folder = ""
    /// The window at a study's first run (later runs take the study's viewport).
    public var size: WindowSize?
    public var software = false
    public var fps: Double?
    public var pixelsPerInch: Double?
    /// Saved at exit, as the window's `--screenshot`: for tests and the pictures in docs/.
    public var screenshotPath: String?
    /// `--print-results`: at exit, each block's recording with the live engine's order and state
    /// hash, one JSON line each (a headless replay of the file must give the same).
    public var printResults = false
    public var help = false

    public init() {}

    /// The options given (by their first name): a resumed study takes the others from its study.json.
    public var given: Set<String> = []

    /// Whether the conditions were named (`--presets` or `--conditions`): a study's first run must.
    public var namesConditions: Bool { conditionsPath != nil || !presets.isEmpty }
}
