import ReorderKit
@testable import ReorderLabCLI
import ReorderSupport
import Testing
import TestSupport
@testable import ReorderLabApp
@testable import ReorderStudy

/// `reorder-lab study`'s arguments, and the study they ask for at a first run and a resumed one.
@Suite struct StudyOptionsTests {
    @Test func presetsTasksSeedAndParticipantAreRead() throws {
        let options = try StudyOptions.parse(["--presets", "ios,android,gtk4", "--tasks", "6", "--seed", "9", "--participant", "p3",
                                              "-o", "study", "--size", "400x700"])
        #expect(options.presets == [.ios, .android, .gtk4])
        #expect(options.tasks == 6 && options.seed == 9 && options.participant == "p3" && options.folder == "study")
        #expect(options.size == WindowSize(width: 400, height: 700))
        #expect(options.given.contains("--seed") && !options.given.contains("--practice"))
    }

    @Test func badArgumentsSayWhatIsExpected() {
        #expect(throws: ArgumentError.self) { try StudyOptions.parse(["--presets", "ios", "-o", "s"]) }
        #expect(throws: ArgumentError.self) { try StudyOptions.parse(["--presets", "ios,ios", "-o", "s"]) }
        #expect(throws: ArgumentError.self) { try StudyOptions.parse(["--presets", "ios,nope", "-o", "s"]) }
        #expect(throws: ArgumentError.self) { try StudyOptions.parse(["--presets", "ios,qt"]) }
        #expect(throws: ArgumentError.self) { try StudyOptions.parse(["--presets", "ios,qt", "--conditions", "c.json", "-o", "s"]) }
        #expect(throws: ArgumentError.self) { try StudyOptions.parse(["--presets", "ios,qt", "--participant", "../x", "-o", "s"]) }
        #expect(throws: ArgumentError.self) { try StudyOptions.parse(["--presets", "ios,qt", "--tasks", "0", "-o", "s"]) }
    }

    @Test func theLayoutIsReadAndABadOneExits64WithOneLine() throws {
        #expect(try StudyOptions.parse(["--presets", "ios,qt", "-o", "s"]).layout == .list)
        for layout in StudyLayout.allCases {
            let options = try StudyOptions.parse(["--presets", "ios,qt", "--layout", layout.rawValue, "-o", "s"])
            #expect(options.layout == layout && options.given.contains("--layout"))
        }
        let result = runCLI(["study", "--presets", "ios,qt", "--layout", "tiles\u{1B}[2J", "-o", "s"])
        #expect(result.status == 64 && result.out.isEmpty)
        #expect(result.err == [#"reorder-lab study: --layout expects one of list|sections|grid; got "tiles\u001B[2J"; see `reorder-lab study --help`"#])
    }

    @Test func aFirstRunTakesItsLayoutAndAResumedOneTheStudysUnlessGiven() throws {
        let first = try StudyLaunch.definition(try StudyOptions.parse(["--presets", "ios,qt", "--layout", "grid", "-o", "new"]), existing: nil)
        #expect(first.layout == .grid)
        let resumed = try StudyLaunch.definition(try StudyOptions.parse(["--participant", "p2", "-o", "old"]), existing: first)
        #expect(resumed == first)
        let asked = try StudyLaunch.definition(try StudyOptions.parse(["--layout", "sections", "-o", "old"]), existing: first)
        #expect(first.differences(from: asked) == ["layout grid (asked: sections)"])
    }

    @Test func aFirstRunMustNameItsConditionsAndTheWindowSetsTheViewport() throws {
        let none = try StudyOptions.parse(["-o", "new"])
        #expect(throws: StudySetupError.self) { try StudyLaunch.definition(none, existing: nil) }
        let first = try StudyOptions.parse(["--presets", "ios,qt", "-o", "new", "--size", "400x700"])
        let definition = try StudyLaunch.definition(first, existing: nil)
        #expect(definition.viewport == Size(width: 400, height: 700 - StudyScreen.bannerHeight))
        #expect(definition.conditions.map(\.name) == ["ios", "qt"])
        #expect(definition.tasksPerBlock == StudyDefinition.defaultTasksPerBlock)
    }

    @Test func aResumedRunTakesWhatItWasNotGivenFromTheStudy() throws {
        let existing = StudyDefinition(seed: 7, tasksPerBlock: 4, practiceTasks: 0, viewport: Size(width: 360, height: 500),
                                       conditions: try StudyCondition.presets("ios,qt"))
        let resumed = try StudyLaunch.definition(try StudyOptions.parse(["--participant", "p2", "-o", "old"]), existing: existing)
        #expect(resumed == existing)
        // Given options are kept, so the folder can say what differs.
        let other = try StudyLaunch.definition(try StudyOptions.parse(["--tasks", "5", "-o", "old"]), existing: existing)
        #expect(other.tasksPerBlock == 5 && existing.differences(from: other).count == 1)
    }
}
