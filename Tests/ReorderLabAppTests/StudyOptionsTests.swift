import ReorderKit
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

    @Test func aFirstRunMustNameItsConditionsAndTheWindowSetsTheViewport() throws {
        let none = try StudyOptions.parse(["-o", "new"])
        #expect(throws: StudySetupError.self) { try StudyCommand.definition(none, existing: nil) }
        let first = try StudyOptions.parse(["--presets", "ios,qt", "-o", "new", "--size", "400x700"])
        let definition = try StudyCommand.definition(first, existing: nil)
        #expect(definition.viewport == Size(width: 400, height: 700 - StudyScreen.bannerHeight))
        #expect(definition.conditions.map(\.name) == ["ios", "qt"])
        #expect(definition.tasksPerBlock == StudyDefinition.defaultTasksPerBlock)
    }

    @Test func aResumedRunTakesWhatItWasNotGivenFromTheStudy() throws {
        let existing = StudyDefinition(seed: 7, tasksPerBlock: 4, practiceTasks: 0, viewport: Size(width: 360, height: 500),
                                       conditions: try StudyCondition.presets("ios,qt"))
        let resumed = try StudyCommand.definition(try StudyOptions.parse(["--participant", "p2", "-o", "old"]), existing: existing)
        #expect(resumed == existing)
        // Given options are kept, so the folder can say what differs.
        let other = try StudyCommand.definition(try StudyOptions.parse(["--tasks", "5", "-o", "old"]), existing: existing)
        #expect(other.tasksPerBlock == 5 && existing.differences(from: other).count == 1)
    }
}
