import Testing
import ReorderKit
import ReorderTrace
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
}
