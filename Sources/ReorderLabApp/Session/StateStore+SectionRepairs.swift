import ReorderKit
import ReorderSupport
import ReorderText

extension StateStore {
    /// How a file's `sections` failed to name each saved row exactly once, so `regroup` can say
    /// what it did about it. `save` writes every row once; a repeat or a gap is a hand edit or
    /// another program's file.
    struct SectionRepairs: Equatable {
        /// Rows named again after their first section, with the first section and the later one;
        /// each stays in its first.
        var repeated: [(id: String, kept: String, ignored: String)] = []
        /// Ids in `order` that no section names: they stay in the list's own sections.
        var unnamed: Set<String> = []

        static func == (a: Self, b: Self) -> Bool {
            a.unnamed == b.unnamed && a.repeated.map { [$0.id, $0.kept, $0.ignored] } == b.repeated.map { [$0.id, $0.kept, $0.ignored] }
        }

        /// What was done, for the rows the list has (a row it no longer has is reported as gone).
        func said(rows: [Row]) -> [String] {
            guard !repeated.isEmpty || !unnamed.isEmpty else { return [] }
            let present = Set(rows.map(\.id))
            var parts: [String] = []
            let repeats = repeated.filter { present.contains($0.id) }
            if let first = repeats.first {
                let example = "\(first.id.quotedForMessage) in \(first.kept.quotedForMessage) and \(first.ignored.quotedForMessage)"
                parts.append(repeats.count == 1 ? "a row is in two saved sections (\(example)): it stays in the first"
                             : "\(repeats.count) rows are in more than one saved section (\(example), ...): each stays in the first")
            }
            let missing = rows.lazy.map(\.id).filter { unnamed.contains($0) }
            let count = missing.count
            if count > 0 {
                let names = missing.prefix(3).map(\.quotedForMessage).joined(separator: ", ")
                parts.append("\(count) saved \(count == 1 ? "row is" : "rows are") in no saved section (\(names)\(count > 3 ? ", ..." : "")): "
                             + "\(count == 1 ? "it stays in its" : "they stay in their") section of the list")
            }
            return parts
        }
    }
}
