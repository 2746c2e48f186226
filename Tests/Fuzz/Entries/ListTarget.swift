import ReorderKit
import ReorderTrace
import ReorderLabApp

/// `reorder-lab --list FILE`: what the window does with a list before it opens (`ListSource.load`,
/// then the session's content, whose pieces are not public: rebuilt here from public ones), without
/// the window. The bytes go to `ListFile` as `ListSource.load` gives them. What must hold of every
/// list the window takes (up to `RowBudget`):
/// - its tuning applies (the list file validated it) and an engine takes its rows, viewport and offset;
/// - the header a recording of it starts with (`PlaygroundWindow` writes it) reads back as written:
///   a session on a list can always be replayed.
enum ListTarget {
    static let name = "fuzz.list.json"

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let list: ListFile
        do throws(TraceError) {
            list = try ListFile(bytes: bytes, name: name)
        } catch {
            return MessageRules.refusal(error.description, file: name, input: bytes)
        }
        if let problem = MessageRules.firstProblem(in: list.warnings, kind: "warning", file: name, input: bytes) {
            return .broken(problem)
        }

        guard RowBudget.allows(list.rows) else { return .accepted }
        let rows = list.rows.makeRows()
        let header = TraceHeader(viewport: list.viewport ?? AppOptions.defaultSize.points, rows: .explicit(rows),
                                 tuning: list.tuning, scrollOffset: list.scrollOffset, pixelScale: list.pixelScale)
        let tuning: Tuning
        do throws(TuningError) {
            tuning = try header.makeTuning()
        } catch {
            return .broken("the list is accepted, but its tuning does not apply: \(MessageRules.visible(error.description))")
        }
        var engine = Engine(rows: rows, viewport: header.viewport, tuning: tuning, scrollOffset: header.scrollOffset)
        engine.handle(.frame, at: 0)

        let recorded = TraceHeader(viewport: engine.viewport, rows: .explicit(rows), tuning: engine.tuning.jsonObject,
                                   scrollOffset: engine.scrollOffset, pixelScale: list.pixelScale)
        let line = TraceWriter.headerLine(recorded) + "\n"
        do throws(TraceError) {
            let reader = try TraceReader(bytes: Array(line.utf8), name: "recorded")
            guard reader.header == recorded else { return .broken("its recording's header reads back different") }
        } catch {
            return .broken("its recording's header does not read: \(MessageRules.visible(error.description))")
        }
        return .accepted
    }
}
