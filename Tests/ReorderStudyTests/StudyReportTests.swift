import Testing
@testable import ReorderStudy

/// The report's numbers for `HandWorkedStudy`, each worked out in the comments.
@Suite struct StudyReportTests {
    let report = StudyReport(HandWorkedStudy.records)

    @Test func eachConditionsTasksTimesErrorsAndPresses() throws {
        let ios = report.conditions[0], android = report.conditions[1], gtk4 = report.conditions[2]
        #expect(report.conditions.map(\.name) == ["ios", "android", "gtk4"])
        // ios: 1.5 2.0 2.0 | 2.5 2.5 3.0: median 2.25; no errors; one press a task.
        #expect(ios.done == 6 && ios.skipped == 0 && ios.medianSeconds == 2.25 && ios.errorCount == 0 && ios.pressesPerTask == 1)
        // android: 2.0 2.5 2.5 | 3.0 3.0 3.5: median 2.75; falseLift 1 + missedLift 2 = 3 in 6 tasks;
        // presses 1 + 2 + 1 + 3 + 1 + 1 = 9 in 6.
        #expect(android.medianSeconds == 2.75 && android.errors == [.falseLift: 1, .missedLift: 2])
        #expect(android.errorsPerTask == 0.5 && android.pressesPerTask == 1.5)
        // gtk4: the done 4.0 and 5.0 (median 4.5), the skipped one's errors and presses counted: 2 in 3, 5 in 3.
        #expect(gtk4.done == 2 && gtk4.skipped == 1 && gtk4.medianSeconds == 4.5)
        #expect(gtk4.errors == [.missedLift: 2] && gtk4.errorsPerTask == 2.0 / 3 && gtk4.pressesPerTask == 5.0 / 3)
        let interval = try #require(ios.interval)
        #expect(interval.lower >= 1.5 && interval.lower <= 2.25 && interval.upper >= 2.25 && interval.upper <= 3.0)
    }

    @Test func iosAgainstAndroidPairsEveryTaskOfBothParticipants() {
        let c = report.comparisons[0]
        #expect(c.a == "ios" && c.b == "android")
        // ios - android, p1 then p2, tasks 1 to 3: -0.5 six times.
        #expect(c.time.differences == Array(repeating: -0.5, count: 6))
        #expect(c.time.verdict == .aLower && c.time.interval == BootstrapInterval(lower: -0.5, upper: -0.5))
        // Errors 0-0, 0-1, 0-0, 0-2, 0-0, 0-0: ios fewer in 2, ties 4; mean -3/6; sign test 2 * 1/4.
        // All-zero resamples (mean 0) are (4/6)^6 = 8.8% of them, more than the top 2.5%: the interval reaches 0.
        #expect(c.errors.differences == [0, -1, 0, -2, 0, 0])
        #expect(c.errors.aLower == 2 && c.errors.ties == 4 && c.errors.difference == -0.5 && c.errors.signTestP == 0.5)
        #expect(c.errors.interval?.upper == 0)
        #expect(c.errors.verdict == .noClearDifference)
        #expect(StudyReport.timeWords(c) == "ios is faster than android by 0.50 s per task (95% CI 0.50 to 0.50; 6 of 6 pairs; sign test p = 0.031)")
    }

    @Test func gtk4HasTooFewPairsWithEither() {
        // Only p1 ran gtk4: times paired for tasks 1 and 2 (task 3 was skipped), errors for 1 to 3.
        for c in report.comparisons[1...] {
            #expect(c.time.pairs == 2 && c.errors.pairs == 3)
            #expect(c.time.verdict == .notEnoughPairs && c.errors.verdict == .notEnoughPairs)
            #expect(StudyReport.timeWords(c) == "not enough pairs (2; at least 5 needed)")
        }
        #expect(report.comparisons.map { "\($0.a) \($0.b)" } == ["ios android", "ios gtk4", "android gtk4"])
    }

    @Test func eachParticipantsFastestCondition() {
        // p1: ios 2.5, android 3.0, gtk4 4.5; p2: ios 2.0, android 2.5.
        #expect(report.participants.map(\.fastest) == ["ios", "ios"])
        #expect(report.participantLines == [
            "per participant, the condition with the lowest median time (a few tasks each: a hint, not a finding):",
            "  p1: ios (2.50 s; android 3.00 s, gtk4 4.50 s)",
            "  p2: ios (2.00 s; android 2.50 s)",
        ])
    }

    @Test func anUnfinishedBlockOrOneNotRunIsSaidNextToTheFastest() {
        // p1 stopped after two of gtk4's tasks; p2 never ran gtk4. Their study: 3 tasks a block.
        var records = HandWorkedStudy.records
        records.participants[0].records.removeLast()
        for p in records.participants.indices {
            records.participants[p].tasksPerBlock = 3
            records.participants[p].studyConditions = HandWorkedStudy.conditions
        }
        records.participants[0].square = (1, 6)
        let report = StudyReport(records)
        #expect(report.participants[0].incomplete.map { "\($0.condition) \($0.finished) \($0.tasks)" } == ["gtk4 2 3"])
        #expect(report.participants[1].incomplete.map { "\($0.condition) \($0.finished) \($0.tasks)" } == ["gtk4 0 3"])
        #expect(report.participantLines.dropFirst() == [
            "  p1 (row 1 of 6): ios (2.50 s; android 3.00 s, gtk4 4.50 s); incomplete: gtk4 2 of 3 tasks",
            "  p2: ios (2.00 s; android 2.50 s); incomplete: gtk4 not run",
        ])
        // Without the study, a block shorter than the participant's others is still said.
        var alone = HandWorkedStudy.records
        alone.participants[0].records.removeLast()
        #expect(StudyReport(alone).participantLines[1] == "  p1: ios (2.50 s; android 3.00 s, gtk4 4.50 s); incomplete: gtk4 2 of 3 tasks")
    }

    @Test func severalStudiesSayWhatWasPooledAndWhatWasKeptApart() {
        var records = HandWorkedStudy.records
        records.conditions = ["ios (longPressSeconds 0.5)", "ios (longPressSeconds 1.5)", "android"]
        records.pooled = [.init(condition: "ios (longPressSeconds 0.5)", name: "ios", studies: ["a/study.json"]),
                          .init(condition: "ios (longPressSeconds 1.5)", name: "ios", studies: ["b/study.json"]),
                          .init(condition: "android", name: "android", studies: ["a/study.json", "b/study.json"])]
        let lines = StudyReport(records).text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "pooled from 2 studies (a/study.json, b/study.json): android each under the same tuning, seed, block sizes and viewport")
        #expect(lines[2] == "reported apart (one name, another tuning or other tasks): ios (longPressSeconds 0.5) from a/study.json, "
                + "ios (longPressSeconds 1.5) from b/study.json")
        #expect(StudyReport(HandWorkedStudy.records).text.split(separator: "\n")[1].hasPrefix("pooled") == false, "one study: no such line")
    }

    @Test func theTuneCommandsSweepEachParticipantsRecordingsThenAll() {
        #expect(report.tuneCommands.map(\.command) == [
            "reorder-lab tune study/p1/*.trace.jsonl --long-press 0.2:1.0:0.1 --movement 2:20:2",
            "reorder-lab tune study/p2/*.trace.jsonl --long-press 0.2:1.0:0.1 --movement 2:20:2",
            "reorder-lab tune study/p1/*.trace.jsonl study/p2/*.trace.jsonl --long-press 0.2:1.0:0.1 --movement 2:20:2",
        ])
        #expect(StudyReport.tuneCommand(["my study/it's p1"]).hasPrefix(#"reorder-lab tune 'my study/it'\''s p1'/*.trace.jsonl "#))
    }

    @Test func theTableLinesUpNamesInAnyScript() {
        var records = HandWorkedStudy.records
        records.conditions = ["標準", "سريع", "gtk4"]
        for p in records.participants.indices {
            for r in records.participants[p].records.indices {
                let c = records.participants[p].records[r].condition
                records.participants[p].records[r].condition = c == "ios" ? "標準" : c == "android" ? "سريع" : c
            }
        }
        let table = StudyReport(records).table
        // "done" ends at the same terminal column on every line: 標準 takes 4 columns, سريع 4.
        let ends = table.map { line in
            let head = line.prefix { $0 != " " }
            return String(head).terminalColumns + line.dropFirst(head.count).prefix { $0 == " " }.count
                + line.dropFirst(head.count).drop { $0 == " " }.prefix { $0 != " " }.count
        }
        #expect(Set(ends).count == 1, "\(table)")
        #expect("標準".terminalColumns == 4 && "سريع".terminalColumns == 4 && "e\u{301}".terminalColumns == 1)
    }

    @Test func aSignTestThatAgreesWithoutTheIntervalIsSaidSo() {
        // Thirteen pairs: ios faster in six, the same in seven. The sign test over the six untied
        // pairs says p = 2/64, but the median pair is a tie (the 7th of 13 sorted): the words say
        // what stood in the way.
        let c = StudyReport.Comparison(a: "ios", b: "gtk4", time: PairedComparison(differences: [-1, -1, -1, -1, -1, -1, 0, 0, 0, 0, 0, 0, 0]),
                                       errors: PairedComparison(differences: [], statistic: .mean))
        #expect(StudyReport.timeWords(c).hasPrefix(
            "no clear difference: ios faster in 6 of 13 pairs, gtk4 in 0, the same in 7 (sign test p = 0.031), but the median difference's interval includes 0"))
    }
}
