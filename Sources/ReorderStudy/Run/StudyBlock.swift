import ReorderKit

/// One block of a participant's study: a condition and its tasks, run on a fresh engine (the
/// study list in its initial order, offset 0, the condition's tuning, the study's viewport).
public struct StudyBlock: Equatable, Sendable {
    /// 0: practice; 1...: the conditions in the participant's order.
    public var number: Int
    public var condition: StudyCondition
    public var tasks: [StudyTask]

    public init(number: Int, condition: StudyCondition, tasks: [StudyTask]) {
        self.number = number
        self.condition = condition
        self.tasks = tasks
    }

    /// `block-1-ios.trace.jsonl`, or `block-1-ios.resume-2.trace.jsonl` for its second continuation.
    public func recordingName(resume: Int = 0) -> String {
        "block-\(number)-\(condition.name)" + (resume > 0 ? ".resume-\(resume)" : "") + ".trace.jsonl"
    }
}

extension StudyBlock {
    /// A recording's name read back: `block-2-ios.resume-1.trace.jsonl` is block 2, condition
    /// `ios`, resume 1. Nil for any other name.
    public static func parseRecordingName(_ name: String) -> (number: Int, condition: String, resume: Int)? {
        let suffix = ".trace.jsonl"
        guard name.hasPrefix("block-"), name.hasSuffix(suffix) else { return nil }
        var rest = name.dropFirst("block-".count).dropLast(suffix.count)
        var resume = 0
        let marker = ".resume-"
        if let digits = rest.split(separator: ".", omittingEmptySubsequences: false).last, digits.hasPrefix("resume-"),
           let n = Int(digits.dropFirst(marker.count - 1)), n >= 1 {
            resume = n
            rest = rest.dropLast(digits.count + 1)
        }
        guard let dash = rest.firstIndex(of: "-"), let number = Int(rest[..<dash]), number >= 0 else { return nil }
        let condition = String(rest[rest.index(after: dash)...])
        guard condition == StudyCondition.practiceName || StudyNames.isValidCondition(condition) else { return nil }
        return (number, condition, resume)
    }
}
