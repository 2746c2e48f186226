import Testing
import ReorderKit
import ReorderTrace
import ReorderAnalysis
import TestSupport
@testable import ReorderStudy

/// Whole studies run headless by the scripted person, through the session the window feeds.
@Suite struct HeadlessStudyTests {
    let definition = StudyDefinition(seed: 7, tasksPerBlock: 6, practiceTasks: 3, viewport: Size(width: 400, height: 600),
                                     conditions: try! StudyCondition.presets("ios,android,gtk4"))
    /// One of each kind of wrong outcome, and a skip (block 1 is ios for p1; every block's tasks are
    /// scroll, tap, reorder, tap, far reorder, scroll: see TaskGeneratorTests).
    let mistakes: [String: ScriptedPerson.Mistake] = ["1.1": .falseLift, "1.2": .falseLift, "1.3": .missedLift, "2.2": .wrongTap,
                                                      "2.3": .wrongDrop, "3.2": .lostTap, "3.6": .skip]

    func records(_ directory: TemporaryDirectory, _ participant: String) throws -> [StudyTaskRecord] {
        try TaskLog.read(path: directory.file("s/\(participant)/tasks.jsonl"))
    }

    @Test func aFullStudyForOneParticipantWritesEveryTaskOnceWithItsErrors() throws {
        let directory = TemporaryDirectory()
        let folder = try StudyFolder.open(directory.file("s"), asking: definition)
        var person = ScriptedPerson(mistakes: mistakes)
        #expect(try HeadlessStudy.run(folder: folder, participant: "p1", person: &person))
        #expect(directory.names(in: "s") == ["p1", "study.json"])
        #expect(directory.names(in: "s/p1") == ["block-0-practice.trace.jsonl", "block-1-ios.trace.jsonl", "block-2-android.trace.jsonl",
                                                "block-3-gtk4.trace.jsonl", "participant.json", "tasks.jsonl"])
        let participant = try ParticipantFile(bytes: Array(directory.read("s/p1/participant.json")!.utf8), name: "participant.json")
        #expect(participant == ParticipantFile(name: "p1", index: 1, blockOrder: ["ios", "android", "gtk4"], study: folder.stamp))
        #expect(directory.read("s/p1/participant.json")!.hasPrefix(#"{"blockOrder":["ios","android","gtk4"],"index":1,"name":"p1","study":{"digest":""#))
        let records = try records(directory, "p1")
        #expect(records.map { "\($0.block).\($0.task)" } == ["0.1", "0.2", "0.3"] + (1...3).flatMap { b in (1...6).map { "\(b).\($0)" } })
        #expect(records.map(\.condition) == Array(repeating: "practice", count: 3) + ["ios", "android", "gtk4"].flatMap { Array(repeating: $0, count: 6) })
        let errors = Dictionary(uniqueKeysWithValues: records.filter { $0.errorCount > 0 }.map { ("\($0.block).\($0.task)", $0.errors) })
        #expect(errors == ["1.1": [.falseLift: 1], "1.2": [.falseLift: 1], "1.3": [.missedLift: 1], "2.2": [.wrongTap: 1],
                           "2.3": [.wrongDrop: 1], "3.2": [.lostTap: 1]])
        #expect(records.filter { $0.outcome == .skipped }.map(\.text) == ["Scroll to Leeks"])
        #expect(records.allSatisfy { $0.outcome == .skipped || $0.presses >= 1 })
        // The mistakes cost presses: task 1.3 took the missed tap and the lift.
        #expect(records.first { $0.block == 1 && $0.task == 3 }?.presses == 2)
        #expect(try folder.checkRecordings(of: folder.participant("p1")) == [])
    }

    @Test func theJudgeReRunOverEachRecordingGivesTheRecordsTheLiveRunWrote() throws {
        let directory = TemporaryDirectory()
        let folder = try StudyFolder.open(directory.file("s"), asking: definition)
        var person = ScriptedPerson(mistakes: mistakes)
        try HeadlessStudy.run(folder: folder, participant: "p1", person: &person)
        let live = try records(directory, "p1")
        for (name, condition) in [("block-0-practice", "practice"), ("block-1-ios", "ios"), ("block-2-android", "android"), ("block-3-gtk4", "gtk4")] {
            let recording = name + ".trace.jsonl"
            let judged = try ReplayJudge.run(path: directory.file("s/p1/" + recording), participant: "p1", condition: condition, recording: recording)
            #expect(judged.disagreements == [])
            #expect(judged.records == live.filter { $0.recording == recording })
            #expect(!judged.records.isEmpty)
        }
    }

    @Test func tuneScoresEveryPressOfAStudyRecordingFromItsIntentMarks() throws {
        let directory = TemporaryDirectory()
        let folder = try StudyFolder.open(directory.file("s"), asking: definition)
        var person = ScriptedPerson(mistakes: mistakes)
        try HeadlessStudy.run(folder: folder, participant: "p1", person: &person)
        let path = directory.file("s/p1/block-1-ios.trace.jsonl")
        let (_, events) = try TraceReader.readAll(path: path)
        let downs = events.filter { if case .down = $0.event { true } else { false } }.count
        let trace = try SweepTrace(path: path)
        #expect(trace.labelledDowns.values.reduce(0, +) == downs, "every press labelled")
        // Under the block's own tuning (iOS: 0.5 s, 10 pt) the sweep finds the judge's press errors.
        let score = try TuningSweep.run([trace], longPress: [0.5], movement: [10], workers: 1).results[0].score
        let ios = try records(directory, "p1").filter { $0.condition == "ios" }
        func total(_ kind: StudyTaskRecord.ErrorKind) -> Int { ios.reduce(0) { $0 + ($1.errors[kind] ?? 0) } }
        #expect(score.labelled == downs)
        #expect(score.missedLifts == total(.missedLift))
        #expect(score.falseLifts == total(.falseLift))
        #expect(score.lostTaps == total(.lostTap))
        #expect(score.errors == 3)
    }

    @Test func anInterruptedStudyResumesAtTheFirstUnfinishedTaskAndEndsWithEveryTaskOnce() throws {
        let directory = TemporaryDirectory()
        let folder = try StudyFolder.open(directory.file("s"), asking: definition)
        var person = ScriptedPerson(mistakes: mistakes)
        // Stopped in block 2's third task, with a finger down.
        let finished = try HeadlessStudy.run(folder: folder, participant: "p1", person: &person, stop: { session in
            session.currentTask?.id == "2.3" && session.isPointerDown
        })
        #expect(!finished)
        let before = try records(directory, "p1")
        #expect(before.last.map { "\($0.block).\($0.task)" } == "2.2")
        // The partial recording replays, and judged again gives the block's two finished tasks.
        let partial = directory.file("s/p1/block-2-android.trace.jsonl")
        let ended = try Replay.run(path: partial)
        let judged = try ReplayJudge.run(path: partial, participant: "p1", condition: "android", recording: "block-2-android.trace.jsonl")
        #expect(judged.records == before.filter { $0.block == 2 })
        #expect(judged.records.count == 2)

        let participant = try folder.participant("p1")
        let plan = try folder.plan(for: participant)
        #expect(plan.map(\.block.number) == [2, 3])
        #expect(plan[0].startTask == 3)
        #expect(plan[0].recordingName == "block-2-android.resume-1.trace.jsonl")
        #expect(plan[0].rows.map(\.id) == ended.order)

        var again = ScriptedPerson(mistakes: mistakes)
        #expect(try HeadlessStudy.run(folder: folder, participant: "p1", person: &again))
        let after = try records(directory, "p1")
        #expect(after.map { "\($0.block).\($0.task)" } == ["0.1", "0.2", "0.3"] + (1...3).flatMap { b in (1...6).map { "\(b).\($0)" } })
        let (header, _) = try TraceReader.readAll(path: directory.file("s/p1/block-2-android.resume-1.trace.jsonl"))
        #expect(header.rows.makeRows().map(\.id) == ended.order)
        #expect(after.filter { $0.block == 2 }.map(\.recording) == ["block-2-android.trace.jsonl", "block-2-android.trace.jsonl"]
                + Array(repeating: "block-2-android.resume-1.trace.jsonl", count: 4))
        let resumed = try ReplayJudge.run(path: directory.file("s/p1/block-2-android.resume-1.trace.jsonl"), participant: "p1",
                                          condition: "android", recording: "block-2-android.resume-1.trace.jsonl")
        #expect(resumed.records == after.filter { $0.recording == "block-2-android.resume-1.trace.jsonl" })
        #expect(try folder.plan(for: participant).isEmpty, "every block done")
        #expect(try folder.checkRecordings(of: participant) == [])
    }

    @Test func aChangedRecordOrAMissingDoneMarkIsFoundByTheCheck() throws {
        let directory = TemporaryDirectory()
        let folder = try StudyFolder.open(directory.file("s"), asking: definition)
        var person = ScriptedPerson(mistakes: mistakes)
        try HeadlessStudy.run(folder: folder, participant: "p1", person: &person)
        let participant = try folder.participant("p1")
        #expect(try folder.checkRecordings(of: participant) == [])
        let log = directory.read("s/p1/tasks.jsonl")!
        directory.write(log.replacingOccurrences(of: #""missedLift":1"#, with: #""missedLift":0"#), to: "s/p1/tasks.jsonl")
        let problems = try folder.checkRecordings(of: participant)
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("block-1-ios.trace.jsonl: the replayed judge gives 6 records, tasks.jsonl 6; first difference: task 1.3") == true)
        directory.write(log, to: "s/p1/tasks.jsonl")
        let recording = directory.read("s/p1/block-3-gtk4.trace.jsonl")!
        let lines = recording.split(separator: "\n", omittingEmptySubsequences: false)
        let cut = lines.firstIndex { $0.contains("task:done id=3.1") }!
        directory.write(lines.enumerated().filter { $0.offset != cut }.map { String($0.element) }.joined(separator: "\n"), to: "s/p1/block-3-gtk4.trace.jsonl")
        let found = try folder.checkRecordings(of: participant)
        #expect(found.first == "\(directory.file("s/p1/block-3-gtk4.trace.jsonl")):\(cut + 1): the judge found task 3.1 done at the input before, but the recording goes on without task:done")
    }

    @Test func aRecordingsNameSaysItsBlockConditionAndResume() {
        #expect(StudyBlock.parseRecordingName("block-2-ios.resume-1.trace.jsonl")! == (2, "ios", 1))
        #expect(StudyBlock.parseRecordingName("block-0-practice.trace.jsonl")! == (0, "practice", 0))
        #expect(StudyBlock.parseRecordingName("block-3-my-slow.trace.jsonl")! == (3, "my-slow", 0))
        #expect(StudyBlock.parseRecordingName("tasks.jsonl") == nil)
        #expect(StudyBlock.parseRecordingName("block-x-ios.trace.jsonl") == nil)
    }

    @Test func aCutLastLineOfTheTaskLogIsIgnoredWithAWarningAndCutOffBeforeTheNextAppend() throws {
        let directory = TemporaryDirectory()
        let folder = try StudyFolder.open(directory.file("s"), asking: definition)
        var person = ScriptedPerson()
        try HeadlessStudy.run(folder: folder, participant: "p1", person: &person, stop: { $0.currentTask?.id == "1.2" })
        let log = directory.file("s/p1/tasks.jsonl")
        let whole = directory.read("s/p1/tasks.jsonl")!
        directory.write(whole + #"{"block":1,"condition":"ios","#, to: "s/p1/tasks.jsonl")
        var warnings: [String] = []
        let plan = try folder.plan(for: folder.participant("p1"), onWarning: { warnings.append($0) })
        #expect(warnings.count == 1 && warnings[0].hasPrefix("\(log):5: warning: the last line is cut short"))
        #expect(plan.first?.startTask == 2)
        try HeadlessStudy.run(folder: folder, participant: "p1", person: &person)
        #expect(try TaskLog.read(path: log).count == 3 + 18)
    }

    @Test func anotherStudyIntoTheSameFolderSaysWhatDiffers() throws {
        let directory = TemporaryDirectory()
        _ = try StudyFolder.open(directory.file("s"), asking: definition)
        var other = definition
        other.seed = 8
        other.conditions = try StudyCondition.presets("ios,android")
        #expect(throws: StudySetupError("\(directory.file("s"))/study.json holds another study: seed 7 (asked: 8); conditions ios,android,gtk4 (asked: ios,android); use another folder, or the same options")) {
            try StudyFolder.open(directory.file("s"), asking: other)
        }
        var slower = definition
        slower.conditions[0].tuning.longPressSeconds = 0.6
        #expect(throws: StudySetupError("\(directory.file("s"))/study.json holds another study: condition ios's longPressSeconds 0.5 (asked: 0.6); use another folder, or the same options")) {
            try StudyFolder.open(directory.file("s"), asking: slower)
        }
        #expect(try StudyFolder.open(directory.file("s"), asking: definition).definition == definition, "the same study reads back equal")
    }

    @Test func aBadStudyFileNamesItsLine() throws {
        let directory = TemporaryDirectory()
        _ = try StudyFolder.open(directory.file("s"), asking: definition)
        let file = directory.file("s/study.json")
        let text = directory.read("s/study.json")!
        #expect(text.split(separator: "\n")[1].hasPrefix(#" "seed":7,"#))
        directory.write(text.replacingOccurrences(of: #""seed":7"#, with: #""seed":-7"#), to: "s/study.json")
        #expect(throws: TraceError(file: file, line: 2, message: "`seed` must be a whole number from 0 to 2^53")) {
            try StudyFolder.open(directory.file("s"), asking: definition)
        }
        directory.write(text.replacingOccurrences(of: #""longPressSeconds":0.4"#, with: #""longPressSeconds":"x""#), to: "s/study.json")
        let error = try #require(failure(TraceError.self) { _ = try StudyFolder.existingDefinition(in: directory.file("s")) })
        #expect(error.line == 6)
        #expect(error.message.hasPrefix("condition \"android\": tuning longPressSeconds"))
    }

    @Test func aParticipantWithoutANumberTakesTheNextIndexAndTheSquaresRow() throws {
        let directory = TemporaryDirectory()
        let folder = try StudyFolder.open(directory.file("s"), asking: definition)
        _ = try folder.participant("p1")
        _ = try folder.participant("p2")
        let alice = try folder.participant("alice")
        #expect(alice == ParticipantFile(name: "alice", index: 3, blockOrder: ["gtk4", "ios", "android"], study: folder.stamp))
        #expect(try folder.participant("alice") == alice, "read back, not made again")
        #expect(folder.newParticipantName() == "p4")
        #expect(throws: StudySetupError.self) { try folder.participant("../x") }
    }

    @Test func eachNewParticipantTakesTheNextRowNoOneHasWhateverTheirName() throws {
        let directory = TemporaryDirectory()
        let folder = try StudyFolder.open(directory.file("s"), asking: definition)
        // Three conditions: a Williams square of 6 rows. alice's name has no number, and p4 came after her.
        let names = ["p1", "p2", "p3", "alice", "p4", "P1", "p01", "-p1"]
        let rows = try names.map { folder.squareRow(of: try folder.participant($0)) }
        #expect(rows.map(\.row) == [1, 2, 3, 4, 5, 6, 1, 2], "every row once before any twice")
        #expect(rows.allSatisfy { $0.rows == 6 })
        #expect(try names.map { try folder.participant($0).index } == [1, 2, 3, 4, 5, 6, 7, 8])
        let orders = try names.prefix(6).map { try folder.participant($0).blockOrder }
        #expect(Set(orders.map { $0.joined(separator: ",") }).count == 6, "six participants, six block orders")
    }

    @Test func aStudyJSONEditedAfterAParticipantStartedIsRefusedSayingWhatChanged() throws {
        let directory = TemporaryDirectory()
        let folder = try StudyFolder.open(directory.file("s"), asking: definition)
        var person = ScriptedPerson()
        try HeadlessStudy.run(folder: folder, participant: "p1", person: &person, stop: { $0.currentTask?.id == "2.3" })
        let text = directory.read("s/study.json")!
        // Spacing is not a change.
        directory.write(text.replacingOccurrences(of: "\n", with: "\n  "), to: "s/study.json")
        let respaced = try StudyFolder.open(directory.file("s"), asking: definition)
        #expect(try respaced.participant("p1").name == "p1")
        // The seed and ios's long press, edited by hand: the resumed block would start with other tasks.
        directory.write(text.replacingOccurrences(of: #""seed":7"#, with: #""seed":8"#)
                            .replacingOccurrences(of: #""longPressSeconds":0.5"#, with: #""longPressSeconds":0.6"#), to: "s/study.json")
        let edited = try #require(try StudyFolder.existingDefinition(in: directory.file("s")))
        let changed = try StudyFolder.open(directory.file("s"), asking: edited)
        let refused = failure(TraceError.self) { _ = try changed.participant("p1") }
        let error = try #require(refused)
        #expect(error.file == directory.file("s/study.json"))
        #expect(error.message.hasPrefix("changed since p1 started (participant.json keeps digest \(folder.stamp.digest), now \(changed.stamp.digest)): "
                                        + "seed 7 (now 8); condition \"gtk4\"'s tuning; condition \"ios\"'s tuning; their tasks would no longer pair"))
        #expect(throws: TraceError.self) { try HeadlessStudy.run(folder: changed, participant: "p1", person: &person) }
        // A new participant starts under the study as it is now.
        #expect(try changed.participant("p2").study == changed.stamp)
    }

}

/// The scripted person does every task, under every preset the study offers by default, on
/// several seeds and screens: the harness the window's test leans on must not get stuck.
@Suite struct ScriptedPersonTests {
    @Test(arguments: [(1, 480.0), (2026, 600), (99, 800), (5, 888)] as [(UInt64, Double)])
    func theScriptedPersonDoesEveryTaskWithoutAnError(seed: UInt64, height: Double) throws {
        let directory = TemporaryDirectory()
        let definition = StudyDefinition(seed: seed, tasksPerBlock: 12, practiceTasks: 3, viewport: Size(width: 360, height: height),
                                         conditions: try StudyCondition.presets("ios,android,gtk4,qt"))
        let folder = try StudyFolder.open(directory.file("s"), asking: definition)
        var person = ScriptedPerson()
        #expect(try HeadlessStudy.run(folder: folder, participant: "p2", person: &person))
        let records = try TaskLog.read(path: directory.file("s/p2/tasks.jsonl"))
        #expect(records.count == 3 + 4 * 12)
        #expect(records.allSatisfy { $0.outcome == .done })
        #expect(records.filter { $0.errorCount > 0 }.map { "\($0.condition) \($0.task) \($0.errors)" } == [])
        #expect(try folder.checkRecordings(of: folder.participant("p2")) == [])
    }
}

/// Studies on sections and on a grid (`study --layout`), run by the scripted person through the
/// session the window feeds, in the engine of the study's layout.
@Suite struct HeadlessStudyLayoutTests {
    static func definition(_ layout: StudyLayout, seed: UInt64 = 7) -> StudyDefinition {
        StudyDefinition(seed: seed, tasksPerBlock: 12, practiceTasks: 3, viewport: Size(width: 480, height: 704),
                        conditions: try! StudyCondition.presets("ios,android,gtk4"), layout: layout)
    }

    static let mistakes: [String: ScriptedPerson.Mistake] = ["1.1": .falseLift, "1.2": .falseLift, "1.3": .missedLift, "2.3": .wrongDrop,
                                                             "3.2": .lostTap, "3.6": .skip]

    static func recordingNames(_ folder: StudyFolder, _ participant: String) throws -> [(name: String, condition: String)] {
        try folder.blocks(for: folder.participant(participant)).map { ($0.recordingName(), $0.condition.name) }
    }

    @Test(arguments: [StudyLayout.sections, .grid])
    func aFullStudyIsRecordedInItsLayoutAndTheJudgeAgreesWithReplay(_ layout: StudyLayout) throws {
        let directory = TemporaryDirectory()
        let folder = try StudyFolder.open(directory.file("s"), asking: Self.definition(layout))
        var person = ScriptedPerson(mistakes: Self.mistakes)
        #expect(try HeadlessStudy.run(folder: folder, participant: "p1", person: &person))
        let live = try TaskLog.read(path: directory.file("s/p1/tasks.jsonl"))
        #expect(live.map { "\($0.block).\($0.task)" } == (1...3).map { "0.\($0)" } + (1...3).flatMap { b in (1...12).map { "\(b).\($0)" } })
        #expect(live.filter { $0.outcome == .skipped }.map { "\($0.block).\($0.task)" } == ["3.6"])
        let erred = Dictionary(uniqueKeysWithValues: live.filter { $0.errorCount > 0 }.map { ("\($0.block).\($0.task)", $0.errors) })
        #expect(erred["1.1"] == [.falseLift: 1] && erred["1.2"] == [.falseLift: 1] && erred["1.3"] == [.missedLift: 1])
        #expect(erred["2.3"] == [.wrongDrop: 1] && erred["3.2"]?[.lostTap] == 1)
        for (name, condition) in try Self.recordingNames(folder, "p1") {
            let path = directory.file("s/p1/" + name)
            #expect(try TraceReader.readAll(path: path).0.layout == layout.spec, "recorded in the study's layout")
            let judged = try ReplayJudge.run(path: path, participant: "p1", condition: condition, recording: name)
            #expect(judged.disagreements == [])
            #expect(judged.records == live.filter { $0.recording == name })
            #expect(!judged.records.isEmpty)
        }
        #expect(try folder.checkRecordings(of: folder.participant("p1")) == [])
        let words = live.filter { $0.kind == .reorder }.map(\.text)
        #expect(words.allSatisfy { layout == .grid ? !$0.contains(" below ") && !$0.contains(" above ") : !$0.contains(" after ") })
    }

    /// Every task done with no error, on other seeds and windows: the person can reach every place
    /// the generator asks for in both layouts.
    @Test(arguments: [(StudyLayout.sections, 1, 360.0, 600.0), (.sections, 2026, 480, 800), (.grid, 1, 480, 704), (.grid, 99, 400, 604)]
          as [(StudyLayout, UInt64, Double, Double)])
    func theScriptedPersonDoesEveryTaskWithoutAnError(layout: StudyLayout, seed: UInt64, width: Double, height: Double) throws {
        let directory = TemporaryDirectory()
        var definition = Self.definition(layout, seed: seed)
        definition.viewport = Size(width: width, height: height)
        let folder = try StudyFolder.open(directory.file("s"), asking: definition)
        var person = ScriptedPerson()
        #expect(try HeadlessStudy.run(folder: folder, participant: "p2", person: &person))
        let records = try TaskLog.read(path: directory.file("s/p2/tasks.jsonl"))
        #expect(records.count == 3 + 3 * 12)
        #expect(records.allSatisfy { $0.outcome == .done })
        #expect(records.filter { $0.errorCount > 0 }.map { "\($0.condition) \($0.task) \($0.errors)" } == [])
        #expect(try folder.checkRecordings(of: folder.participant("p2")) == [])
    }

    /// Stopped after a row moved to another aisle: the resumed block starts from the order and the
    /// aisles its recording ended with, and the study ends with every task once.
    @Test func anInterruptedSectionsStudyResumesInTheAislesItsRecordingEndedWith() throws {
        let directory = TemporaryDirectory()
        let folder = try StudyFolder.open(directory.file("s"), asking: Self.definition(.sections))
        var person = ScriptedPerson()
        #expect(!(try HeadlessStudy.run(folder: folder, participant: "p1", person: &person, stop: { $0.currentTask?.id == "1.4" })))
        let partial = directory.file("s/p1/block-1-ios.trace.jsonl")
        let ended = try Replay.run(path: partial)
        let aisles = try #require(ended.sections)
        let start = Dictionary(uniqueKeysWithValues: StudyLayout.sections.rows.map { ($0.id, $0.section!) })
        let moved = aisles.flatMap { aisle in aisle.rows.filter { start[$0] != aisle.id } }
        #expect(!moved.isEmpty, "a row changed aisles before the stop")

        let plan = try folder.plan(for: folder.participant("p1"))
        #expect(plan.first?.startTask == 4 && plan.first?.resume == 1)
        let rows = try #require(plan.first?.rows)
        #expect(rows.map(\.id) == ended.order)
        #expect(aisles.flatMap { aisle in aisle.rows.map { "\($0) \(aisle.id)" } } == rows.map { "\($0.id) \($0.section!)" })

        var again = ScriptedPerson()
        #expect(try HeadlessStudy.run(folder: folder, participant: "p1", person: &again))
        let (header, _) = try TraceReader.readAll(path: directory.file("s/p1/block-1-ios.resume-1.trace.jsonl"))
        #expect(header.rows.makeRows().map { "\($0.id) \($0.section ?? "")" } == rows.map { "\($0.id) \($0.section!)" })
        let records = try TaskLog.read(path: directory.file("s/p1/tasks.jsonl"))
        #expect(records.count == 3 + 3 * 12)
        #expect(try folder.checkRecordings(of: folder.participant("p1")) == [])
    }
}
