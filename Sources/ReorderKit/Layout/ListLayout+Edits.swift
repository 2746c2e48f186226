/// Edits of a list in place (`ReorderLayout.applyInPlace`): each row inserted, deleted, resized or
/// moved is O(log n) in the order tree, plus a dictionary lookup of its id, so an edit costs
/// O(changed rows x log n) whatever the list's length (after the first edit's one O(n) move into the
/// tree). The rules are `RowEdits.apply`'s for one group: what cannot apply is left out, an index is
/// kept within the order.
extension ListLayout {
    public mutating func applyInPlace(_ edit: RowEdit) -> Bool {
        precondition(gap == nil, "an edit is applied with nothing lifted")
        makeTree()
        switch edit {
        case .insert(let entering, let index, _):
            var at = min(max(index, 0), count)
            for row in entering where !row.id.isEmpty && row.height.isFinite && row.height > 0 && nodeOfID[row.id] == nil {
                rows.append(row)
                let node = tree.makeNode(height: row.height)
                tree.insert(node, at: at)
                nodeOfID[row.id] = node
                at += 1
            }
        case .delete(let ids):
            for id in ids {
                guard let node = nodeOfID.removeValue(forKey: id) else { continue }
                tree.remove(node)
            }
        case .update(let id, let changes):
            guard let node = nodeOfID[id] else { break }
            let row = changes.applied(to: rows[Int(node) - 1])
            rows[Int(node) - 1] = row
            if row.height != tree.height(ofNode: node) { tree.setHeight(row.height, ofNode: node) }
        case .reorder(let id, let index, _):
            guard let node = nodeOfID[id] else { break }
            tree.remove(node)
            tree.insert(node, at: min(max(index, 0), count))
        }
        return true
    }

    /// The committed slot of the row `id`, nil when it is not in the list: O(log n) once edited,
    /// O(n) before (a list never edited is asked only by tests).
    public func committedIndex(ofID id: String) -> Int? {
        guard isEdited else { return orderedIDs.firstIndex(of: id) }
        return nodeOfID[id].map { tree.position(of: $0) }
    }
}
