import Foundation
import Testing
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

    @Test func participantsSortWithTheirNumbers() {
        #expect(["p10", "p2", "p1", "alice"].sorted(by: FolderListing.naturalOrder) == ["alice", "p1", "p2", "p10"])
    }
}

private final class Warnings: @unchecked Sendable { var lines: [String] = [] }

private func FileIO_makeDirectory(_ path: String) {
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
}
