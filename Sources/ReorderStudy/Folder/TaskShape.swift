import ReorderKit
import ReorderText

/// The values of a study that decide which tasks a participant gets: a run that resumes a study, or a
/// participant's stamp, must agree with the folder's on all of them, and both say what differs in
/// the same words.
struct TaskShape: Equatable {
    var seed: UInt64
    var tasksPerBlock: Int
    var practiceTasks: Int
    var viewport: Size

    /// What differs, in words: this value first, then `other`'s after `label` ("now ", "asked: ").
    func differences(from other: TaskShape, label: String) -> [String] {
        var out: [String] = []
        if seed != other.seed { out.append("seed \(seed) (\(label)\(other.seed))") }
        if tasksPerBlock != other.tasksPerBlock { out.append("\(tasksPerBlock) tasks per block (\(label)\(other.tasksPerBlock))") }
        if practiceTasks != other.practiceTasks { out.append("\(practiceTasks) practice tasks (\(label)\(other.practiceTasks))") }
        if viewport != other.viewport {
            out.append("viewport \(viewport.width.formatted) x \(viewport.height.formatted) pt (\(label)"
                       + "\(other.viewport.width.formatted) x \(other.viewport.height.formatted))")
        }
        return out
    }
}
