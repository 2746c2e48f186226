import ReorderKit
import ReorderTrace
import ReorderImport

/// `reorder-lab import-evemu FILE`: a recording with its device description inline (the common
/// form; `--desc` files go through the same parser), converted by `EvemuImport.convert` as the
/// command gives it the file's bytes, with the command's default options. What must hold of every
/// recording that imports: the trace it makes reads and replays (an importer must write the format).
enum EvemuTarget {
    static let name = "fuzz.events"

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let result: ImportResult
        do throws(TraceError) {
            result = try EvemuImport.convert(recording: bytes, recordingName: name)
        } catch {
            return MessageRules.refusal(error.description, file: name, input: bytes)
        }
        if let problem = MessageRules.firstProblem(in: result.warnings, kind: "warning", file: name, input: bytes) {
            return .broken(problem)
        }
        do throws(TraceError) {
            let reader = try TraceReader(bytes: Array(result.text.utf8), name: "imported")
            var engine: Engine = try reader.header.makeEngine(file: reader.file)
            let events = try reader.readRemaining()
            guard events.count == result.events.count else { return .broken("the imported trace reads back with other events") }
            _ = Replay.run(&engine, events: events)
        } catch {
            return .broken("the imported trace does not replay: \(MessageRules.visible(error.description))")
        }
        return .accepted
    }
}
