import ReorderKit
import ReorderTrace

/// `reorder-lab replay FILE`: the input is a file read from its path, as the command reads it (the
/// reader's file source and buffer), read whole, then replayed headless by `Replay.run` (lists up to
/// `RowBudget`). What must hold of every trace that replays:
/// - a refused file gets its one line and no warning before it;
/// - the order after replay is the rows present at the end, each exactly once (no row lost or
///   duplicated): the header's, plus those its edit lines insert, less those they delete;
/// - its header and events written back as a recording is written (`TraceWriter`) replay to the
///   same result: reader and writer agree on every value.
enum TraceTarget {
    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let file = ScratchFile(name: "fuzz.trace.jsonl", bytes: bytes)
        defer { file.remove() }
        let header: TraceHeader
        let events: [TimedEvent]
        var warnings: [String] = []
        do throws(TraceError) {
            (header, events) = try TraceReader.readAll(path: file.path) { warnings.append($0) }
        } catch {
            return refusal(error, warnings: warnings, file: file, input: bytes)
        }
        guard RowBudget.allows(header.rows) else { return .accepted }

        warnings = []
        let result: ReplayResult
        do throws(TraceError) {
            result = try Replay.run(path: file.path) { warnings.append($0) }
        } catch {
            return refusal(error, warnings: warnings, file: file, input: bytes)
        }
        if let problem = MessageRules.firstProblem(in: warnings, kind: "warning", file: file.path, input: bytes) {
            return .broken(problem)
        }
        guard result.order.sorted() == presentAtTheEnd(header, events).sorted() else {
            return .broken("the order after replay is not the rows present at the end, each once")
        }

        var text = TraceWriter.headerLine(header) + "\n"
        for event in events { text += TraceWriter.eventLine(event) + "\n" }
        let again: ReplayResult
        do throws(TraceError) {
            let reader = try TraceReader(bytes: Array(text.utf8), name: "rewritten")
            again = try Replay.run(header: reader.header, events: try reader.readRemaining(), file: reader.file, eventLines: result.events)
        } catch {
            return .broken("written back, it no longer reads: \(MessageRules.visible(error.description))")
        }
        guard again == result else {
            return .broken("written back, it replays to another result (hash \(again.stateHash), not \(result.stateHash))")
        }
        return .accepted
    }

    /// The header's row ids, then each insert's and delete's (docs/trace-format.md "Edits"), in order.
    private static func presentAtTheEnd(_ header: TraceHeader, _ events: [TimedEvent]) -> [String] {
        var ids = header.rows.makeRows().map(\.id)
        for case .edit(let edit) in events.lazy.map(\.event) {
            switch edit {
            case .insert(let rows, _, _): ids += rows.map(\.id)
            case .delete(let gone): ids.removeAll { gone.contains($0) }
            case .update, .reorder: break
            }
        }
        return ids
    }

    /// The contract: a malformed file gets one line on standard error, and its warnings are dropped.
    private static func refusal(_ error: TraceError, warnings: [String], file: ScratchFile, input: [UInt8]) -> FuzzOutcome {
        guard warnings.isEmpty else { return .broken("refused, yet warned first: \(MessageRules.visible(warnings[0]))") }
        return MessageRules.refusal(error.description, file: file.path, input: input)
    }
}
