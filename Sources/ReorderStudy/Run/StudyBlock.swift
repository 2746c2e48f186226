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
