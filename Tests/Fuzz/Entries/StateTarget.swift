import ReorderKit
import ReorderLabApp

/// The remembered order (`--state FILE`, by default `$XDG_STATE_HOME/reorder-lab/LIST.order.json`),
/// as the window finds it at launch: `StateStore.restore` reads a path, so the bytes go to a scratch
/// file, and are restored onto a list of twelve rows. What must hold, whatever the file:
/// - every row comes back exactly once;
/// - the report, if any, is one line naming the file;
/// - a file that is another list's, or cannot be moved aside, disables saving (a refusal);
/// - otherwise saving the restored order and restoring it gives that order again, with nothing to report.
enum StateTarget {
    /// The list's identity, as the window gives it: its file's absolute path. The seeds name it as `source`.
    static let identity = "/fuzz/groceries.list.json"

    /// The sample traces' list (Resources/traces), so the seeds' ids mean something.
    static let rows = ["milk", "eggs", "bread", "butter", "cheese", "apples", "bananas", "coffee", "tea", "rice",
                       "pasta", "tomatoes"].map { Row(id: $0, height: 44) }

    static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        let file = ScratchFile(name: "fuzz.order.json", bytes: bytes)
        defer { file.remove() }
        let store = StateStore(path: file.path, listName: "groceries", identity: identity)
        let restored = store.restore(rows: rows)
        if let report = restored.report,
           let problem = MessageRules.problem(in: report, file: file.path, input: bytes, lineRequired: false) {
            return .broken("report \(problem): \(MessageRules.visible(report))")
        }
        guard restored.rows.map(\.id).sorted() == rows.map(\.id).sorted() else {
            return .broken("the restored rows are not the list's rows, each once")
        }
        // Another list's order, or a file that could not be moved aside, is kept and never saved over.
        guard store.savingDisabled == nil else { return .refused(restored.report ?? "") }

        let order = restored.rows.map(\.id)
        do throws(StateError) {
            try store.save(order: order)
        } catch {
            return .broken("saving the restored order fails: \(MessageRules.visible(error.description))")
        }
        let setAside = file.filesInDirectory.contains { $0.hasPrefix("fuzz.order.json.corrupt-") }
        let again = StateStore(path: file.path, listName: "groceries", identity: identity).restore(rows: rows)
        guard again.rows.map(\.id) == order, again.report == nil else {
            return .broken("the saved order restores differently: \(MessageRules.visible(again.report ?? "another order"))")
        }
        // A file that is not a saved order is moved aside (and the report says so): a refusal.
        return setAside ? .refused(restored.report ?? "") : .accepted
    }
}
