import ReorderKit

/// `reorder-lab replay FILE`: the input is a file read from its path, as the command reads it (the
/// reader's file source and buffer), and replayed headless by `Replay.run`. What must hold of every
/// trace that replays:
/// - the order after replay is the header's rows, each exactly once (no row lost or duplicated);
/// - reading the file again gives its header and events, and those written back as a recording is
///   written (`TraceWriter`) replay to the same result: reader and writer agree on every value.
enum TraceTarget {
    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let file = ScratchFile(name: "fuzz.trace.jsonl", bytes: bytes)
        defer { file.remove() }
        var warnings: [String] = []
        let result: ReplayResult
        do throws(TraceError) {
            result = try Replay.run(path: file.path) { warnings.append($0) }
        } catch {
            return MessageRules.refusal(error.description, file: file.path, input: bytes)
        }
        if let problem = MessageRules.firstProblem(in: warnings, kind: "warning", file: file.path, input: bytes) {
            return .broken(problem)
        }

        let header: TraceHeader
        let events: [TimedEvent]
        do throws(TraceError) {
            (header, events) = try TraceReader.readAll(path: file.path)
        } catch {
            return .broken("replays, but reading it again fails: \(MessageRules.visible(error.description))")
        }
        guard result.order.sorted() == header.rows.makeRows().map(\.id).sorted() else {
            return .broken("the order after replay is not the header's rows, each once")
        }

        var text = TraceWriter.headerLine(header) + "\n"
        for event in events { text += TraceWriter.eventLine(event) + "\n" }
        let again: ReplayResult
        do throws(TraceError) {
            let reader = try TraceReader(bytes: Array(text.utf8), name: "rewritten")
            var engine = try reader.makeEngine()
            again = Replay.run(&engine, events: try reader.readRemaining(), eventLines: result.events)
        } catch {
            return .broken("written back, it no longer reads: \(MessageRules.visible(error.description))")
        }
        guard again == result else {
            return .broken("written back, it replays to another result (hash \(again.stateHash), not \(result.stateHash))")
        }
        return .accepted
    }
}
