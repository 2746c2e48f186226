import ReorderKit
import ReorderText
import ReorderTrace

/// A study run without a window: the scripted person's inputs through the same `StudyBlockSession`
/// path the window feeds, block after block, into the study folder (recordings, `tasks.jsonl`).
/// For tests, the Xvfb check's expected results, and trying a study definition out.
public enum HeadlessStudy {
    /// Stops a run that would not end (a person script that cannot do a task), in simulated seconds
    /// per block.
    public static let maximumSecondsPerBlock = 3600.0

    /// Runs `session` with `person`, a frame at a time from `t`, until the block is finished or
    /// `stop` (asked before every frame) says to stop; the recording is then closed either way.
    /// Returns whether the block finished, and the time of its last frame.
    public static func run<Layout: ReorderLayout>(_ session: inout StudyBlockSession<Layout>, person: inout ScriptedPerson, from t: Double = 0,
                                                  stop: (any StudyBlockProgress) -> Bool = { _ in false }) throws -> (finished: Bool, t: Double) {
        var t = t
        let end = t + maximumSecondsPerBlock
        while let task = session.currentTask, !session.isFinished {
            if stop(session) {
                try session.close()
                return (false, t)
            }
            guard t < end else {
                try session.close()
                throw StudySetupError("the scripted person did not finish task \(task.id) (\(task.text)) within \(maximumSecondsPerBlock.formatted) s")
            }
            t += person.frameSeconds
            for action in person.step(task: task, engine: session.engine, at: t) {
                switch action {
                case .input(let timed): try session.feed(timed.event, at: timed.t)
                case .skip(let at): try session.skip(at: at)
                }
            }
            try session.endFrame()
        }
        try session.close()
        return (true, t)
    }

    /// The participant's whole study (what is left of it) into `folder`: every planned block in
    /// turn, each from t = 0 in its own recording, in the engine of the study's layout. Returns false
    /// when `stop` interrupted it.
    @discardableResult
    public static func run(folder: StudyFolder, participant name: String, person: inout ScriptedPerson,
                           stop: (any StudyBlockProgress) -> Bool = { _ in false }, onWarning: ((String) -> Void)? = nil) throws -> Bool {
        let participant = try folder.participant(name)
        let plans = try folder.plan(for: participant, onWarning: onWarning)
        return try withoutActuallyEscaping(stop) { stop in
            var blocks = Blocks(folder: folder, participant: participant, plans: plans, person: person, stop: stop)
            defer { person = blocks.person }
            return try folder.definition.layout.withLayoutType(&blocks)
        }
    }

    /// The planned blocks run in turn, in the engine of one layout.
    private struct Blocks: StudyLayoutTask {
        let folder: StudyFolder
        let participant: ParticipantFile
        let plans: [PlannedBlock]
        var person: ScriptedPerson
        let stop: (any StudyBlockProgress) -> Bool

        mutating func run<Layout: ReorderLayout>(_ layout: Layout.Type) throws -> Bool {
            for planned in plans {
                var session: StudyBlockSession<Layout> = try folder.start(planned, participant: participant)
                guard try HeadlessStudy.run(&session, person: &person, stop: stop).finished else { return false }
            }
            return true
        }
    }
}
