import Foundation
import Testing
import ReorderKit
import ReorderTrace
import TestSupport
@testable import ReorderStudy

/// Reading study folders as `reorder-lab study -o DIR` leaves them, one participant's folder, or several pooled.
@Suite struct StudyRecordsTests {
    static let studyJSON = #"{"format":"reorder-study","version":1,"seed":7,"tasksPerBlock":3,"practiceTasks":3,"#
        + #""viewport":{"width":480,"height":800},"conditions":[{"name":"ios","tuning":{}},{"name":"android","tuning":{}},"#
        + #"{"name":"gtk4","tuning":{}}]}"#

    /// The hand-worked study on disk, p2's last line cut short by a crash.
    static func write(in directory: TemporaryDirectory, study: Bool = true) -> String {
        FileIO_makeDirectory(directory.file("s/p1"))
        FileIO_makeDirectory(directory.file("s/p2"))
        if study { directory.write(studyJSON, to: "s/study.json") }
        directory.write(tasksFile(HandWorkedStudy.p1), to: "s/p1/tasks.jsonl")
        let cut = String(task("p2", block: 3, "gtk4", 1, seconds: 4).jsonLine.prefix(50))
        directory.write(tasksFile(HandWorkedStudy.p2) + cut, to: "s/p2/tasks.jsonl")
        directory.write("", to: "s/p1/block-1-ios.trace.jsonl")
        directory.write("", to: "s/p1/block-0-practice.trace.jsonl")
        return directory.file("s")
    }

    func load(_ paths: [String]) throws(TraceError) -> (StudyRecords, [String]) {
        let warnings = Warnings()
        let records = try StudyRecords.load(paths) { warnings.lines.append($0) }
        return (records, warnings.lines)
    }

    @Test func aStudyFolderGivesEveryParticipantInTheStudysConditionOrder() throws {
        let directory = TemporaryDirectory()
        let (records, warnings) = try load([Self.write(in: directory)])
        #expect(records.conditions == ["ios", "android", "gtk4"])
        #expect(records.participants.map(\.name) == ["p1", "p2"])
        #expect(records.participants[0].records == HandWorkedStudy.p1.filter { $0.block >= 1 }, "the practice task is left out")
        #expect(records.participants[1].records == HandWorkedStudy.p2, "the cut line is dropped")
        #expect(records.participants[0].recordings == ["block-0-practice.trace.jsonl", "block-1-ios.trace.jsonl"])
        #expect(warnings.count == 1 && warnings[0].hasPrefix(directory.file("s/p2/tasks.jsonl") + ":7: warning: the last line is cut short"))
    }

    @Test func withoutStudyJSONTheConditionsComeInTheOrderTheTasksNameThem() throws {
        let directory = TemporaryDirectory()
        let (records, _) = try load([Self.write(in: directory, study: false)])
        #expect(records.conditions == ["ios", "android", "gtk4"], "p1 ran ios, android, gtk4")
        let (p2Only, _) = try load([directory.file("s/p2")])
        #expect(p2Only.conditions == ["android", "ios"])
    }

    @Test func aParticipantsFolderAloneTakesTheOrderFromItsStudy() throws {
        let directory = TemporaryDirectory()
        _ = Self.write(in: directory)
        let (records, _) = try load([directory.file("s/p2")])
        #expect(records.conditions == ["ios", "android", "gtk4"] && records.participants.map(\.name) == ["p2"])
    }

    @Test func aFolderAsTheShellCompletesItKeepsOneSlash() throws {
        let directory = TemporaryDirectory()
        let (records, _) = try load([Self.write(in: directory) + "/"])
        #expect(records.participants.map(\.folder) == [directory.file("s/p1"), directory.file("s/p2")])
    }

    @Test func aFolderGivenTwiceIsCountedOnce() throws {
        let directory = TemporaryDirectory()
        let study = Self.write(in: directory)
        let (records, warnings) = try load([study, directory.file("s/p1")])
        #expect(records.participants.map(\.name) == ["p1", "p2"])
        #expect(warnings.contains { $0.hasSuffix("warning: the same participant's folder as \(study)/p1: counted once") })
    }

    @Test func twoStudiesPoolAndTheirSameNamedParticipantsStayApart() throws {
        let one = TemporaryDirectory(), two = TemporaryDirectory()
        let (records, _) = try load([Self.write(in: one), Self.write(in: two)])
        #expect(records.participants.map(\.name) == [one.file("s/p1"), one.file("s/p2"), two.file("s/p1"), two.file("s/p2")])
    }

    @Test func aConditionTheStudyDoesNotHaveIsAnErrorOnItsLine() {
        let directory = TemporaryDirectory()
        let study = Self.write(in: directory)
        directory.write(tasksFile([task("p1", block: 1, "ios", 1, seconds: 2), task("p1", block: 2, "qt", 1, seconds: 2)]), to: "s/p1/tasks.jsonl")
        #expect(throws: TraceError(file: study + "/p1/tasks.jsonl", line: 2,
                                   message: "condition \"qt\" is not in the study's study.json (ios, android, gtk4)")) { try load([study]) }
    }

    @Test func theSameTaskTwiceIsAnError() {
        let directory = TemporaryDirectory()
        let study = Self.write(in: directory)
        directory.write(tasksFile([task("p1", block: 1, "ios", 1, seconds: 2), task("p1", block: 1, "ios", 1, seconds: 3)]), to: "s/p1/tasks.jsonl")
        #expect(throws: TraceError(file: study + "/p1/tasks.jsonl", line: 2, message: "task 1 of \"ios\" again (first on line 1)")) {
            try load([study])
        }
    }

    @Test func aFolderThatIsNoStudyOrAMissingOneCannotBeRead() {
        let directory = TemporaryDirectory()
        #expect { try load([directory.path]) } throws: { ($0 as? TraceError)?.isIOError == true }
        #expect { try load([directory.file("missing")]) } throws: { ($0 as? TraceError)?.isIOError == true }
    }

    @Test func aStudyJSONThatStudyRefusesTheReportRefusesToo() {
        let directory = TemporaryDirectory()
        let study = Self.write(in: directory)
        directory.write(Self.studyJSON.replacingOccurrences(of: #""version":1"#, with: #""version":2"#), to: "s/study.json")
        #expect(throws: TraceError(file: study + "/study.json", line: 1, message: "`version` must be 1 (this program reads version 1)")) {
            try load([study])
        }
        #expect(throws: TraceError.self) { try StudyFolder.existingDefinition(in: study) }
    }

    @Test func aTaskBeyondTheStudysBlockSizeIsAnErrorForTheReportAsForTheStudy() {
        let directory = TemporaryDirectory()
        let study = Self.write(in: directory)
        directory.write(tasksFile([task("p1", block: 1, "ios", 4, seconds: 2)]), to: "s/p1/tasks.jsonl")
        #expect(throws: TraceError(file: study + "/p1/tasks.jsonl", line: 1,
                                   message: "task 4 of \"ios\" is beyond its block's 3 tasks (study.json's tasksPerBlock)")) { try load([study]) }
    }

    /// A study folder of two participants who each ran ios then android, three tasks each.
    static func study(in directory: TemporaryDirectory, _ name: String, seed: UInt64 = 7, iosLongPress: Double = 0.5,
                      layout: StudyLayout = .list) -> String {
        var ios = TuningPreset.ios.tuning
        ios.longPressSeconds = iosLongPress
        let definition = StudyDefinition(seed: seed, tasksPerBlock: 3, practiceTasks: 0, viewport: Size(width: 400, height: 600),
                                         conditions: [StudyCondition(name: "ios", tuning: ios), StudyCondition(name: "android", tuning: TuningPreset.android.tuning)],
                                         layout: layout)
        for p in ["p1", "p2"] {
            FileIO_makeDirectory(directory.file(name + "/" + p))
            directory.write(definition.jsonText, to: name + "/study.json")
            directory.write(tasksFile((1...3).map { task(p, block: 1, "ios", $0, seconds: 2) } + (1...3).map { task(p, block: 2, "android", $0, seconds: 3) }),
                            to: name + "/" + p + "/tasks.jsonl")
        }
        return directory.file(name)
    }

    @Test func conditionsOfOneNameUnderDifferentTuningsAreReportedApartNamedForTheDifference() throws {
        let directory = TemporaryDirectory()
        let a = Self.study(in: directory, "a"), b = Self.study(in: directory, "b", iosLongPress: 1.5)
        let (records, _) = try load([a, b])
        #expect(records.conditions == ["ios (longPressSeconds 0.5)", "ios (longPressSeconds 1.5)", "android"])
        #expect(records.pooled == [.init(condition: "ios (longPressSeconds 0.5)", name: "ios", studies: [a + "/study.json"]),
                                   .init(condition: "ios (longPressSeconds 1.5)", name: "ios", studies: [b + "/study.json"]),
                                   .init(condition: "android", name: "android", studies: [a + "/study.json", b + "/study.json"])])
        #expect(records.participants.map { Set($0.records.map(\.condition)) } == [
            ["ios (longPressSeconds 0.5)", "android"], ["ios (longPressSeconds 0.5)", "android"],
            ["ios (longPressSeconds 1.5)", "android"], ["ios (longPressSeconds 1.5)", "android"]])
        let report = StudyReport(records)
        #expect(report.conditions.map(\.done) == [6, 6, 12])
    }

    @Test func anotherSeedOrTaskReadWithoutItsStudyIsReportedApartToo() throws {
        let directory = TemporaryDirectory()
        let a = Self.study(in: directory, "a"), b = Self.study(in: directory, "b", seed: 8)
        let (records, _) = try load([a, b])
        #expect(records.conditions == ["ios (seed 7)", "ios (seed 8)", "android (seed 7)", "android (seed 8)"])
        // p1's folder alone, moved away from its study.json: its tuning is not known.
        let c = Self.study(in: directory, "c")
        try FileManager.default.moveItem(atPath: c + "/p1", toPath: directory.file("lone"))
        let (mixed, _) = try load([a, directory.file("lone")])
        #expect(mixed.conditions == ["ios", "ios (no study.json)", "android", "android (no study.json)"])
        #expect(mixed.studies == [a + "/study.json", "no study.json"])
        // One study alone: nothing set apart, nothing relabelled.
        #expect(try load([a]).0.conditions == ["ios", "android"])
    }

    /// The same conditions on a list and on a grid are other tasks on another screen: apart, named for it.
    @Test func aGridStudyAndAListStudyAreReportedApart() throws {
        let directory = TemporaryDirectory()
        let a = Self.study(in: directory, "a"), b = Self.study(in: directory, "b", layout: .grid)
        let (records, _) = try load([a, b])
        #expect(records.conditions == ["ios (list)", "ios (grid)", "android (list)", "android (grid)"])
        #expect(try load([b]).0.conditions == ["ios", "android"])
    }

    @Test func aParticipantWhoseStudyJSONChangedSinceTheyStartedIsRefusedByTheReport() throws {
        let directory = TemporaryDirectory()
        var ios = TuningPreset.ios.tuning
        let definition = StudyDefinition(seed: 7, tasksPerBlock: 6, practiceTasks: 0, viewport: Size(width: 400, height: 600),
                                         conditions: [StudyCondition(name: "ios", tuning: ios), StudyCondition(name: "android", tuning: TuningPreset.android.tuning)])
        let folder = try StudyFolder.open(directory.file("s"), asking: definition)
        var person = ScriptedPerson()
        try HeadlessStudy.run(folder: folder, participant: "p1", person: &person, stop: { $0.currentTask?.id == "1.3" })
        #expect(try load([directory.file("s")]).0.participants.count == 1)
        ios.longPressSeconds = 1.5
        var edited = definition
        edited.conditions[0].tuning = ios
        directory.write(edited.jsonText, to: "s/study.json")
        let error = try #require(failure(TraceError.self) { _ = try load([directory.file("s")]) })
        #expect(error.file == directory.file("s/study.json"))
        #expect(error.message.contains("changed since p1 started") && error.message.contains("condition \"ios\"'s tuning"))
    }

    @Test func participantsSortWithTheirNumbers() {
        #expect(["p10", "p2", "p1", "alice"].sorted(by: FolderListing.naturalOrder) == ["alice", "p1", "p2", "p10"])
    }
}

private final class Warnings: @unchecked Sendable { var lines: [String] = [] }

private func FileIO_makeDirectory(_ path: String) {
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
}
