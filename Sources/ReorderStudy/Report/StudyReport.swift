/// `study-report`: per condition its tasks, times, errors and presses; each pair of conditions
/// compared within participants; per participant the condition with the lowest median time; and the
/// `tune` command that turns the same recordings into a recommended tuning.
public struct StudyReport: Sendable {
    public struct Condition: Equatable, Sendable {
        public var name: String
        public var done: Int
        public var skipped: Int
        /// Over the done tasks' `seconds`; nil when none was done.
        public var medianSeconds: Double?
        public var interval: BootstrapInterval?
        /// Over every finished task, skipped ones included (a skip often follows errors).
        public var errors: [StudyTaskRecord.ErrorKind: Int]
        public var errorsPerTask: Double?
        public var pressesPerTask: Double?

        public var tasks: Int { done + skipped }
        public var errorCount: Int { errors.values.reduce(0, +) }
    }

    /// `a` before `b` in the conditions' order; differences are a - b.
    public struct Comparison: Equatable, Sendable {
        public var a: String
        public var b: String
        /// Seconds, over the tasks done under both.
        public var time: PairedComparison
        /// Errors, over the tasks finished under both (done or skipped), by their mean difference.
        public var errors: PairedComparison
    }

    public struct Participant: Equatable, Sendable {
        public var name: String
        public var folder: String
        public var tasks: Int
        /// Each condition's median time over this participant's done tasks, in the conditions' order.
        public var medians: [(condition: String, seconds: Double)]
        /// The lowest median (the first in order on a tie); nil with no done task.
        public var fastest: String? { medians.min { $0.seconds < $1.seconds }?.condition }
        public var recordings: [String]
        /// Their row of the counterbalancing square (1-based) and its rows, when known.
        public var square: (row: Int, rows: Int)?
        /// Blocks they did not finish, in the conditions' order: tasks finished (done or skipped)
        /// and the block's size (study.json's, else the most any of their blocks has). A median
        /// over fewer tasks, or none, makes `fastest` rest on other tasks than the others': the
        /// text says so next to it. 0 finished: a block of their study not run.
        public var incomplete: [(condition: String, finished: Int, tasks: Int)]

        public static func == (x: Participant, y: Participant) -> Bool {
            x.name == y.name && x.folder == y.folder && x.tasks == y.tasks && x.recordings == y.recordings
                && x.medians.map(\.condition) == y.medians.map(\.condition) && x.medians.map(\.seconds) == y.medians.map(\.seconds)
                && x.square?.row == y.square?.row && x.square?.rows == y.square?.rows
                && x.incomplete.map { "\($0.condition) \($0.finished) \($0.tasks)" } == y.incomplete.map { "\($0.condition) \($0.finished) \($0.tasks)" }
        }
    }

    public var conditions: [Condition]
    public var comparisons: [Comparison]
    public var participants: [Participant]
    /// What each condition pooled (`StudyRecords.pooled`) and the studies read.
    public var pooled: [StudyRecords.Pooled]
    public var studies: [String]

    public init(_ study: StudyRecords) {
        let records = study.participants.flatMap(\.records)
        conditions = study.conditions.map { name in Self.summary(name, records.filter { $0.condition == name }) }
        var comparisons: [Comparison] = []
        for (i, a) in study.conditions.enumerated() {
            for b in study.conditions[(i + 1)...] {
                comparisons.append(Self.compare(a, b, study.participants))
            }
        }
        self.comparisons = comparisons
        participants = study.participants.map { participant in
            let medians = study.conditions.compactMap { condition -> (condition: String, seconds: Double)? in
                let times = participant.records.filter { $0.condition == condition && $0.outcome == .done }.map(\.seconds)
                return median(times).map { (condition, $0) }
            }
            return Participant(name: participant.name, folder: participant.folder, tasks: participant.records.count, medians: medians,
                               recordings: participant.recordings, square: participant.square,
                               incomplete: Self.incompleteBlocks(of: participant, conditions: study.conditions))
        }
        pooled = study.pooled
        studies = study.studies
    }

    /// The participant's blocks with fewer finished tasks than the block holds, and their study's
    /// blocks with none.
    static func incompleteBlocks(of participant: StudyRecords.Participant, conditions: [String]) -> [(condition: String, finished: Int, tasks: Int)] {
        var finished: [String: Int] = [:]
        for record in participant.records { finished[record.condition, default: 0] += 1 }
        let size = participant.tasksPerBlock ?? finished.values.max() ?? 0
        let planned = Set(participant.studyConditions ?? [])
        return conditions.compactMap { condition in
            let count = finished[condition] ?? 0
            guard count < size, count > 0 || planned.contains(condition) else { return nil }
            return (condition, count, size)
        }
    }

    static func summary(_ name: String, _ records: [StudyTaskRecord]) -> Condition {
        let times = records.filter { $0.outcome == .done }.map(\.seconds)
        var errors: [StudyTaskRecord.ErrorKind: Int] = [:]
        for record in records {
            for (kind, count) in record.errors { errors[kind, default: 0] += count }
        }
        let tasks = Double(records.count)
        return Condition(name: name, done: times.count, skipped: records.count - times.count, medianSeconds: median(times),
                         interval: BootstrapInterval.ofMedian(times), errors: errors,
                         errorsPerTask: records.isEmpty ? nil : Double(errors.values.reduce(0, +)) / tasks,
                         pressesPerTask: records.isEmpty ? nil : Double(records.reduce(0) { $0 + $1.presses }) / tasks)
    }

    /// Pairs in the participants' order, then by task index.
    static func compare(_ a: String, _ b: String, _ participants: [StudyRecords.Participant]) -> Comparison {
        var times: [Double] = [], errors: [Double] = []
        for participant in participants {
            var underB: [Int: StudyTaskRecord] = [:]
            for record in participant.records where record.condition == b { underB[record.task] = record }
            for x in participant.records.filter({ $0.condition == a }).sorted(by: { $0.task < $1.task }) {
                guard let y = underB[x.task] else { continue }
                errors.append(Double(x.errorCount - y.errorCount))
                if x.outcome == .done, y.outcome == .done { times.append(x.seconds - y.seconds) }
            }
        }
        return Comparison(a: a, b: b, time: PairedComparison(differences: times), errors: PairedComparison(differences: errors, statistic: .mean))
    }
}
