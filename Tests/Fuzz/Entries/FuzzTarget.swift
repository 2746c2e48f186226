/// The fuzz targets: each takes a file's bytes the way the program takes that kind of file, and
/// checks what must hold whatever the bytes are. The libFuzzer driver (`Tests/Fuzz/Driver`) and the
/// regression test (`Tests/Fuzz/Tests`) call the same `run`, so an input that once broke a target
/// is replayed exactly as it was found.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A trace given to `reorder-lab replay`: read, replayed headless, written back and replayed again.
    case trace
    /// A list file given to `--list`: read, made into an engine, recorded as a trace header and read back.
    case list
    /// A tuning profile given to `--tuning`: read, applied, written as `w` writes it and read back.
    case profile
    /// The remembered order (`$XDG_STATE_HOME/reorder-lab/LIST.order.json`): restored onto a list, saved, restored again.
    case state
    /// A recording given to `reorder-lab import-evemu`: converted, and the trace it makes replayed.
    case evemu
    /// A recording given to `reorder-lab import-libinput`: parsed by libyaml, converted, and the trace it makes replayed.
    case libinput
    /// tslib chains: a ts.conf given to `--ts-conf`, a `--filter` argument, a tuning's `inputFilters`;
    /// each accepted chain run (the importer's over a short recording, the engine's over strokes).
    case tsconf
    /// A conditions file given to `reorder-lab study --conditions`: read, made a study, written and read back.
    case conditions
    /// A study folder's `study.json`: read, its task lists drawn, written and read back.
    case study
    /// A participant's `participant.json`: read, written and read back.
    case participant
    /// A participant's `tasks.jsonl`: read, each line written and read back, the report made.
    case tasks

    public func run(_ bytes: [UInt8]) -> FuzzOutcome {
        switch self {
        case .trace: TraceTarget.run(bytes)
        case .list: ListTarget.run(bytes)
        case .profile: ProfileTarget.run(bytes)
        case .state: StateTarget.run(bytes)
        case .evemu: EvemuTarget.run(bytes)
        case .libinput: LibinputTarget.run(bytes)
        case .tsconf: TSConfTarget.run(bytes)
        case .conditions: ConditionsTarget.run(bytes)
        case .study: StudyTarget.run(bytes)
        case .participant: ParticipantTarget.run(bytes)
        case .tasks: TasksTarget.run(bytes)
        }
    }
}

/// What one input did.
public enum FuzzOutcome: Equatable, Sendable {
    /// Read, and everything that must hold of a file the program takes held.
    case accepted
    /// Refused as the user is told: the message, one line that names the file and the line.
    case refused(String)
    /// Something that must hold did not: a defect even though nothing crashed. Says what.
    case broken(String)
}
