import Testing
import ReorderKit
import ReorderTrace
import TestSupport
@testable import ReorderStudy

@Suite struct ConditionsTests {
    @Test func presetsGiveOneConditionEachNamedAsThePreset() throws {
        let conditions = try StudyCondition.presets("ios,android,gtk4")
        #expect(conditions.map(\.name) == ["ios", "android", "gtk4"])
        #expect(conditions[1].tuning.longPressSeconds == 0.4)
        #expect(conditions[1].tuning == TuningPreset.android.tuning)
    }

    @Test func aBadPresetListSaysWhatIsWrong() {
        #expect(throws: StudySetupError("a study compares 2 to 8 conditions; got 1")) { try StudyCondition.presets("ios") }
        #expect(throws: StudySetupError("condition \"ios\" is named twice")) { try StudyCondition.presets("ios,ios") }
        #expect(throws: StudySetupError.self) { try StudyCondition.presets("ios,andriod") }
    }

    let file = """
        {"conditions": [
          {"name": "slow", "preset": "ios",
           "tuning": {"longPressSeconds": 0.8}},
          {"name": "fast", "tuning": {"longPressSeconds": 0.3, "allowableMovement": 14}}
        ]}
        """

    @Test func aConditionsTuningGoesOverItsPresetOverTheDefaults() throws {
        let conditions = try ConditionsFile.parse(Array(file.utf8), name: "c.json")
        var slow = TuningPreset.ios.tuning
        slow.longPressSeconds = 0.8
        var fast = Tuning()
        fast.longPressSeconds = 0.3
        fast.allowableMovement = 14
        #expect(conditions == [StudyCondition(name: "slow", tuning: slow), StudyCondition(name: "fast", tuning: fast)])
    }

    @Test func problemsInAConditionsFileNameTheLine() {
        func error(_ text: String) -> String? {
            do {
                _ = try ConditionsFile.parse(Array(text.utf8), name: "c.json")
                return nil
            } catch {
                return error.description
            }
        }
        #expect(error(file.replacingOccurrences(of: "0.8", with: "-1"))?.hasPrefix("c.json:3: condition \"slow\": tuning longPressSeconds") == true)
        #expect(error(file.replacingOccurrences(of: "\"allowableMovement\"", with: "\"allowableMovment\""))
                == "c.json:4: condition \"fast\": unknown tuning parameter \"allowableMovment\"")
        #expect(error(file.replacingOccurrences(of: "\"fast\"", with: "\"slow\"")) == "c.json:4: condition \"slow\" is named twice")
        #expect(error(file.replacingOccurrences(of: "\"ios\"", with: "\"iOS\""))?.hasPrefix("c.json:2: condition \"slow\": \"preset\" must name one of") == true)
        #expect(error("{\"conditions\": [\n{\"name\": \"only\"}\n]}") == "c.json:1: a study compares 2 to 8 conditions; got 1")
        #expect(error("{\"conditions\": [\n{\"name\": \"a/b\"},{\"name\":\"c\"}]}")?.hasPrefix("c.json:2: condition name \"a/b\" must be") == true)
        #expect(error("{\"conditions\": [}")?.hasPrefix("c.json:1:") == true)
    }

    @Test func conditionNamesInAnyScriptAreAcceptedAndMakeTheirRecordingsNames() throws {
        let text = #"{"conditions":[{"name":"標準","preset":"ios"},{"name":"ゆっくり","tuning":{"longPressSeconds":0.8}},"#
            + #"{"name":"सामान्य","preset":"android"},{"name":"سريع-2","preset":"gtk4"}]}"#
        let conditions = try ConditionsFile.parse(Array(text.utf8), name: "c.json")
        #expect(conditions.map(\.name) == ["標準", "ゆっくり", "सामान्य", "سريع-2"])
        let block = StudyBlock(number: 2, condition: conditions[0], tasks: [])
        #expect(block.recordingName(resume: 1) == "block-2-標準.resume-1.trace.jsonl")
        #expect(StudyBlock.parseRecordingName(block.recordingName(resume: 1))! == (2, "標準", 1))
        #expect(StudyBlock.parseRecordingName("block-3-सामान्य.trace.jsonl")! == (3, "सामान्य", 0))
    }

    @Test func aConditionNameThatWouldNotMakeASafeFileNameIsRefused() {
        for bad in ["a/b", "a b", ".hidden", "a\u{0}b", "a\u{7}", "\u{301}a", "ab\u{200F}", "ab\u{202E}cd", "", String(repeating: "x", count: 65),
                    String(repeating: "𠀋", count: 60)] {
            #expect(StudyCondition.nameProblem(bad) != nil, "\(bad.debugDescription)")
        }
        #expect(StudyCondition.nameProblem("標準")  == nil)
        #expect(StudyCondition.nameProblem(String(repeating: "標", count: 64)) == nil, "64 letters of 3 bytes: 192 bytes")
        #expect(StudyCondition.nameProblem("a/b") == "condition name \"a/b\" must be 1 to 64 letters (of any script) or digits, '-', '_' or '.', not starting with '.'")
    }

    @Test func aStudyUnderJapaneseConditionsRunsIntoFilesNamedAfterThem() throws {
        let directory = TemporaryDirectory()
        var fast = TuningPreset.ios.tuning
        fast.longPressSeconds = 0.4
        let definition = StudyDefinition(seed: 3, tasksPerBlock: 2, practiceTasks: 0, viewport: Size(width: 400, height: 600),
                                         conditions: [StudyCondition(name: "標準", tuning: TuningPreset.ios.tuning), StudyCondition(name: "速い", tuning: fast)])
        let folder = try StudyFolder.open(directory.file("s"), asking: definition)
        var person = ScriptedPerson()
        #expect(try HeadlessStudy.run(folder: folder, participant: "p1", person: &person))
        #expect(directory.names(in: "s/p1").filter { $0.hasSuffix(".trace.jsonl") } == ["block-1-標準.trace.jsonl", "block-2-速い.trace.jsonl"])
        #expect(try StudyFolder.open(directory.file("s"), asking: definition).definition == definition, "study.json reads back")
        #expect(try folder.checkRecordings(of: folder.participant("p1")) == [])
    }

    @Test func aConditionsFileWithCRLFLineEndsReadsAsWithLF() throws {
        let crlf = file.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try ConditionsFile.parse(Array(crlf.utf8), name: "c.json") == ConditionsFile.parse(Array(file.utf8), name: "c.json"))
        let bad = crlf.replacingOccurrences(of: "\"allowableMovement\"", with: "\"allowableMovment\"")
        #expect(throws: TraceError(file: "c.json", line: 4, message: "condition \"fast\": unknown tuning parameter \"allowableMovment\"")) {
            try ConditionsFile.parse(Array(bad.utf8), name: "c.json")
        }
    }
}
