import Foundation
import ReorderKit
import ReorderTrace
import Testing
import TestSupport
@testable import ReorderStudy

/// `Resources/study-sample`: the study docs/study.md's report is of. Four scripted participants (the
/// headless harness: not people) under ios, android and gtk4, each with a few mistakes drawn from
/// their own seed, independent of the condition. This test makes it again and checks the files
/// are the ones in Resources, byte for byte; `REORDER_WRITE_SAMPLES=1 swift test --filter
/// StudySampleTests` writes them there instead.
@Suite struct StudySampleTests {
    static let participants = ["p1", "p2", "p3", "p4"]
    static let definition = StudyDefinition(seed: 5, tasksPerBlock: 6, practiceTasks: 2, viewport: Size(width: 400, height: 604),
                                            conditions: try! StudyCondition.presets("ios,android,gtk4"))

    /// The participant's mistakes: about one task in four, of a kind drawn with it.
    static func person(_ index: Int) -> ScriptedPerson {
        var random = SplitMix64(seed: 1000 + UInt64(index))
        var mistakes: [String: ScriptedPerson.Mistake] = [:]
        let kinds: [ScriptedPerson.Mistake] = [.falseLift, .lostTap, .wrongTap, .missedLift, .wrongDrop]
        for block in 1...definition.conditions.count {
            for task in 1...definition.tasksPerBlock where random.next() % 4 == 0 {
                mistakes["\(block).\(task)"] = kinds[Int(random.next() % UInt64(kinds.count))]
            }
        }
        var person = ScriptedPerson(mistakes: mistakes)
        person.reactionSeconds = 0.4 + 0.1 * Double(index)
        return person
    }

    static func make(into path: String) throws {
        let folder = try StudyFolder.open(path, asking: definition)
        for (index, name) in participants.enumerated() {
            var person = person(index)
            try HeadlessStudy.run(folder: folder, participant: name, person: &person)
        }
    }

    /// Every file of the folder, by path relative to it.
    static func files(in root: String) throws -> [String: [UInt8]] {
        var out: [String: [UInt8]] = [:]
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            out[relative] = Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative)))
        }
        return out
    }

    @Test func theSampleStudyIsWhatTheHarnessMakes() throws {
        let sample = SampleStudy.path
        if ProcessInfo.processInfo.environment["REORDER_WRITE_SAMPLES"] == "1" {
            try? FileManager.default.removeItem(atPath: sample)
            try Self.make(into: sample)
            return
        }
        let made = TemporaryDirectory()
        try Self.make(into: made.path)
        let expected = try Self.files(in: sample), actual = try Self.files(in: made.path)
        #expect(expected.keys.sorted() == actual.keys.sorted())
        for (name, bytes) in actual { #expect(expected[name] == bytes, "\(name) differs: REORDER_WRITE_SAMPLES=1 swift test --filter StudySampleTests") }
        let records = try TaskLog.read(path: made.path + "/p1/tasks.jsonl")
        #expect(records.count == 2 + 3 * 6, "practice and three blocks, every task finished")
    }
}
