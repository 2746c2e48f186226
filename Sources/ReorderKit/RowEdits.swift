/// `RowEdit`s on rows by group (one group in a list or a grid, one a section in sections): what the
/// engine applies to the data's order before rebuilding its layout. Pure functions of values.
enum RowEdits {
    /// Applies `edit` to `groups`; `sectionIDs` names the groups of a sectioned layout (nil: one
    /// group, where a `section` is ignored). What cannot apply is left out: an unknown id, an id
    /// already present, a section not declared; an index is kept within its group.
    static func apply(_ edit: RowEdit, to groups: inout [[Row]], sectionIDs: [String]?) {
        switch edit {
        case .insert(let rows, let index, let section):
            guard let g = group(section, sectionIDs) else { return }
            var present = Set(groups.joined().lazy.map(\.id))
            var entering: [Row] = []
            for var row in rows where !row.id.isEmpty && row.height.isFinite && row.height > 0 && present.insert(row.id).inserted {
                if let sectionIDs { row.section = sectionIDs[g] }
                entering.append(row)
            }
            groups[g].insert(contentsOf: entering, at: min(max(index, 0), groups[g].count))
        case .delete(let ids):
            let gone = Set(ids)
            for g in groups.indices where groups[g].contains(where: { gone.contains($0.id) }) {
                groups[g].removeAll { gone.contains($0.id) }
            }
        case .update(let id, let changes):
            guard let (g, i) = locate(id, in: groups) else { return }
            groups[g][i] = changes.applied(to: groups[g][i])
        case .reorder(let id, let index, let section):
            guard let (g, i) = locate(id, in: groups), let target = section == nil ? g : group(section, sectionIDs) else { return }
            var row = groups[g].remove(at: i)
            if let sectionIDs { row.section = sectionIDs[target] }
            groups[target].insert(row, at: min(max(index, 0), groups[target].count))
        }
    }

    /// The group a `section` names: 0 without sections, nil for a section not declared (or none given).
    static func group(_ section: String?, _ sectionIDs: [String]?) -> Int? {
        guard let sectionIDs else { return 0 }
        return section.flatMap { sectionIDs.firstIndex(of: $0) }
    }

    /// The group and index of the row `id`.
    static func locate(_ id: String, in groups: [[Row]]) -> (group: Int, index: Int)? {
        for (g, rows) in groups.enumerated() {
            if let i = rows.firstIndex(where: { $0.id == id }) { return (g, i) }
        }
        return nil
    }

    /// Each row's index in the flat order (all groups, top to bottom).
    static func flatIndices(_ groups: [[Row]]) -> [String: Int] {
        var indices = [String: Int](minimumCapacity: groups.reduce(0) { $0 + $1.count })
        var i = 0
        for rows in groups {
            for row in rows {
                indices[row.id] = i
                i += 1
            }
        }
        return indices
    }

    /// Rule 1's neighbour: `before` (the row drawn right before the blank in `group`), or the nearest
    /// row before it there that is still in that group after the edit and was not moved by it (a row
    /// another party moved away has left the blank's side); nil when none is (the blank goes first).
    /// `lifted` is left out of both orders.
    static func survivingPredecessor(_ before: String?, lifted: String, group: Int, old: [[Row]], new: [[Row]],
                                     moved: String?) -> String? {
        guard let before, group < old.count, group < new.count else { return nil }
        let oldRows = old[group].filter { $0.id != lifted }
        guard let k = oldRows.firstIndex(where: { $0.id == before }) else { return nil }
        let stays = Set(new[group].lazy.map(\.id))
        return oldRows[...k].last { $0.id != moved && stays.contains($0.id) }?.id
    }
}
