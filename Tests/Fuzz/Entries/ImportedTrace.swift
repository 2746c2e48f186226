import ReorderKit
import ReorderTrace
import ReorderImport

/// What must hold of every trace an importer makes: it reads back with the same events and replays.
enum ImportedTrace {
    /// nil when the trace is good, else the broken rule.
    static func problem(_ result: ImportResult) -> String? {
        do throws(TraceError) {
            let reader = try TraceReader(bytes: Array(result.text.utf8), name: "imported")
            var engine: Engine = try reader.header.makeEngine(file: reader.file)
            let events = try reader.readRemaining()
            guard events.count == result.events.count else { return "the imported trace reads back with other events" }
            _ = Replay.run(&engine, events: events)
        } catch {
            return "the imported trace does not replay: \(MessageRules.visible(error.description))"
        }
        return nil
    }
}
