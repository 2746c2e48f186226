#if canImport(Glibc)
import Glibc
#endif
import Foundation
import ReorderKit
import ReorderSupport
import ReorderText
import ReorderTrace

/// A state file that could not be written: the path and what went wrong, in one line.
public struct StateError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
    public var description: String { "\(path.escapedForMessage): \(message)" }
}

/// Remembers the order between launches (the RT seed's "remember positions"), in a small JSON file:
/// `{"version":1,"list":"groceries","source":"/home/u/a/groceries.list.json","order":["b","a","c"]}`,
/// and for a sectioned list also which section each row is in, as a replay's result gives it:
/// `"sections":[{"id":"fruit","rows":["b","a"]},{"id":"veg","rows":["c"]}]`.
///
/// The file is only ever replaced whole (`save` writes a temporary file, syncs it and renames it over
/// the old one), so it is the old order or the new one, never half of each. A file that does not
/// read as a saved order is never trusted and never deleted: it is moved aside and reported.
///
/// An order is for one list, named by `identity` (its file's absolute path): two lists whose files
/// share a name (`a/groceries.list.json`, `b/groceries.list.json`) have a file each, and an order
/// saved for another list is never applied nor overwritten.
public final class StateStore {
    public let path: String
    /// Written into the file for people reading it; `restore` does not compare it (`identity` does).
    public let listName: String
    /// Which list: the absolute path of its file, or "demo" for the built-in list. Saved as `source`.
    public let identity: String
    /// Where versions before `source` kept this name's order (`NAME.order.json`, one file for every
    /// list of that name): read only while `path` does not exist, and applied only if it holds
    /// exactly this list's rows. Never changed.
    public let legacyPath: String?
    /// Why `save` writes nothing this session, if it does not: a bad file that could not be moved
    /// aside, or another list's order, must not be overwritten. `restore` reports it when it happens.
    public private(set) var savingDisabled: String?

    public init(path: String, listName: String, identity: String, legacyPath: String? = nil) {
        self.path = path
        self.listName = listName
        self.identity = identity
        self.legacyPath = legacyPath
    }

    // MARK: Where

    /// `$XDG_STATE_HOME/reorder-lab/NAME-DIGEST.order.json`, else `$HOME/.local/state/reorder-lab/...`
    /// (the XDG Base Directory spec; a relative or empty `XDG_STATE_HOME` is to be ignored), with
    /// DIGEST eight hex digits of the list's identity, so the name stays readable and lists of one
    /// name do not share a file. Nil when neither directory is usable.
    public static func defaultPath(listName: String, identity: String, environment: [String: String]) -> String? {
        stateDirectory(environment).map { join($0, sanitized(listName) + "-" + digest(identity) + ".order.json") }
    }

    /// Where versions that keyed the file by the list's name alone kept it: `.../NAME.order.json`.
    public static func legacyPath(listName: String, environment: [String: String]) -> String? {
        stateDirectory(environment).map { join($0, sanitized(listName) + ".order.json") }
    }

    private static func stateDirectory(_ environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return join(state, "reorder-lab") }
        if let home = environment["HOME"], home.hasPrefix("/") { return join(home, ".local/state/reorder-lab") }
        return nil
    }

    /// FNV-1a, 32 bits, as hex: not to keep anyone out, only to tell lists of one name apart (the
    /// identity inside the file decides; a collision is a refusal to apply, never a wrong order).
    static func digest(_ identity: String) -> String {
        var hash: UInt32 = 0x811C_9DC5
        for byte in identity.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }

    /// The store a window session uses: none with `--no-state` or `--replay` (a replay starts from
    /// the trace's rows and is not the person's own order), `--state FILE` if given, else the
    /// default path.
    public static func forSession(options: AppOptions, list: LoadedList,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) -> StateStore? {
        guard !options.noState, options.replayPath == nil else { return nil }
        if let path = options.statePath { return StateStore(path: path, listName: list.name, identity: list.identity) }
        guard let path = defaultPath(listName: list.name, identity: list.identity, environment: environment) else { return nil }
        return StateStore(path: path, listName: list.name, identity: list.identity,
                          legacyPath: legacyPath(listName: list.name, environment: environment))
    }

    /// A list name as a file name: ASCII letters, digits, `-`, `_` and `.` stay, anything else
    /// (a `/`, a space, non-ASCII) becomes `_`; no leading dot (no hidden files, no `..`); at most
    /// 200 bytes, well inside the usual 255-byte limit with "-DIGEST.order.json" and a ".corrupt-N" added.
    public static func sanitized(_ name: String) -> String {
        var out = String(name.unicodeScalars.prefix(200).map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".": Character(scalar)
            default: "_"
            }
        })
        if out.hasPrefix(".") { out = "_" + out.dropFirst() }
        return out.isEmpty ? "list" : out
    }

    private static func join(_ directory: String, _ rest: String) -> String {
        directory.hasSuffix("/") ? directory + rest : directory + "/" + rest
    }

    // MARK: Restore

    /// The rows in the saved order. Saved ids the list no longer has are dropped; rows the file does
    /// not name keep their relative order after the others. Every row comes back exactly once.
    ///
    /// The report (one line, nil when there is nothing to say): no file is nothing to say; a file
    /// that does not match the list exactly says so; a bad file is moved aside to
    /// `PATH.corrupt-N` and the rows come back as the list has them; another list's order is not
    /// applied and its file is kept as it is.
    ///
    /// With `sections` (a sectioned list's), each row goes to the section the file saved it in when
    /// the list still has that section, and otherwise stays in the list's; the rows are then grouped
    /// by section in the list's order of sections, each section's rows in the saved order, so what
    /// comes back is always a valid sectioned list (a file whose order breaks the grouping, or that
    /// names sections the list no longer has, is said so).
    public func restore(rows: [Row], sections: [Section]? = nil) -> (rows: [Row], report: String?) {
        let restored = restoreOrder(rows: rows)
        guard let sections else { return restored }
        return Self.regroup(restored, saved: lastSavedSections, repairs: lastSectionRepairs, sections: sections, path: path)
    }

    /// The sections of the file `restore` read and applied, row id to section id (nil: none given).
    private var lastSavedSections: [String: String]?
    /// What was wrong with that file's sections.
    private var lastSectionRepairs = SectionRepairs()

    private func restoreOrder(rows: [Row]) -> (rows: [Row], report: String?) {
        let shown = path.escapedForMessage
        switch Self.kind(path) {
        case .missing:
            return restoreLegacy(rows: rows)
        case .special(let kind):
            // A device or a pipe: nothing to read an order from, and nothing to move or replace.
            savingDisabled = "\(path) is \(kind)"
            return (rows, "\(shown): is \(kind), not a file: the order will not be restored or saved this session")
        case .file:
            break
        }
        let bytes: [UInt8]
        do throws(FileIOError) {
            bytes = try FileIO.read(path)
        } catch {
            if error.isMissing { return restoreLegacy(rows: rows) }
            // Unreadable is not corrupt: there may be a good order behind a permission problem, so
            // it is neither moved nor replaced.
            savingDisabled = "\(path) could not be read"
            return (rows, "\(shown): \(error.reason); the order will not be restored or saved this session")
        }
        let saved: Saved
        do throws(CorruptState) {
            saved = try Self.parse(bytes, path: path)
        } catch {
            return (rows, setAside(error))
        }
        let applied: (rows: [Row], report: String?)
        do throws(DuplicateID) {
            applied = try Self.apply(saved.ids, to: rows)
        } catch {
            return (rows, setAside(CorruptState(description: "\(shown): \(error)")))
        }
        switch saved.source {
        case identity?:
            lastSavedSections = saved.sections
            lastSectionRepairs = saved.sectionRepairs
            return (applied.rows, applied.report.map { "\(shown): \($0)" })
        case let other?:
            savingDisabled = "\(path) holds the order of another list"
            return (rows, "\(shown): the order saved here is for \(other.quotedForMessage), not \(identity.quotedForMessage): "
                    + "not applied, and the file is kept; the order will not be saved this session")
        case nil:
            // An older version's file names no list: it may be another list's of the same name.
            guard Self.holdsExactly(saved.ids, rows) else {
                savingDisabled = "\(path) holds an order that may be another list's"
                return (rows, "\(shown): names no list (an older version wrote it) and its ids are not this list's rows: "
                        + "not applied, and the file is kept; the order will not be saved this session")
            }
            return (applied.rows, nil)
        }
    }

    /// Where `path` has no file yet: the order an older version kept under the list's name, if it
    /// is an order of exactly these rows (the same ids, each once; then whichever list of that name
    /// it was saved for, the order fits this one). The file is only read: the next save writes `path`.
    private func restoreLegacy(rows: [Row]) -> (rows: [Row], report: String?) {
        guard let legacyPath, Self.kind(legacyPath) == .file, let bytes = try? FileIO.read(legacyPath),
              let saved = try? Self.parse(bytes, path: legacyPath), saved.source == nil else { return (rows, nil) }
        let shown = legacyPath.escapedForMessage
        guard let applied = try? Self.apply(saved.ids, to: rows), Self.holdsExactly(saved.ids, rows) else {
            return (rows, "\(shown): an older version's saved order for a list named \(listName.quotedForMessage), whose ids are not "
                    + "this list's rows: not applied (the file is left as it is)")
        }
        return (applied.rows, "\(shown): restored the order an older version saved for a list of this name; from now on it is kept in \(path.escapedForMessage)")
    }

    /// Whether `ids` (already known to hold no repeat) are the rows' ids, in any order.
    private static func holdsExactly(_ ids: [String], _ rows: [Row]) -> Bool {
        ids.count == rows.count && Set(ids) == Set(rows.map(\.id))
    }

    private enum Kind: Equatable {
        case missing, file
        /// What it is: "a character device", "a pipe", ...
        case special(String)
    }

    /// What is at `path` (following links). A directory counts as a file here: reading it fails
    /// with "Is a directory", which says what is wrong.
    private static func kind(_ path: String) -> Kind {
        var info = stat()
        guard stat(path, &info) == 0 else { return errno == ENOENT ? .missing : .file }
        switch info.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return .file
        case S_IFCHR: return .special("a character device")
        case S_IFBLK: return .special("a block device")
        case S_IFIFO: return .special("a pipe")
        default: return .special("not a regular file")
        }
    }

    /// What is wrong with a state file, as one line naming it: `PATH:LINE: ...` or `PATH: ...`.
    struct CorruptState: Error, Equatable {
        var description: String
    }

    /// A state file's content: the order, and the list it was saved for (nil in an older
    /// version's file).
    struct Saved: Equatable {
        var ids: [String]
        var source: String?
        /// Row id to section id, from `sections` (nil in a file without it).
        var sections: [String: String]?
        /// What `sections` got wrong, repaired as it was read (`SectionRepairs`).
        var sectionRepairs = SectionRepairs()
    }

    /// The saved order, checked: a JSON object of the right version with non-empty string ids
    /// (`apply` finds repeated ones). Keys not known are ignored, as in traces.
    static func parse(_ bytes: [UInt8], path: String) throws(CorruptState) -> Saved {
        let value: JSONValue
        do throws(TraceError) {
            value = try JSONValue(document: bytes, name: path)
        } catch {
            throw CorruptState(description: error.description)
        }
        func problem(_ message: String) -> CorruptState { CorruptState(description: "\(path.escapedForMessage): \(message)") }
        guard case .object(let object) = value else { throw problem("expected a JSON object, got \(value.typeName)") }
        guard let version = object["version"] else { throw problem("missing key \"version\"") }
        guard case .number(let number) = version else { throw problem("key \"version\" must be a number, got \(version.typeName)") }
        guard number == 1 else {
            let text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
            throw problem("unsupported version \(text) (this program writes version 1)")
        }
        guard let list = object["list"] else { throw problem("missing key \"list\"") }
        guard case .string = list else { throw problem("key \"list\" must be a string, got \(list.typeName)") }
        var source: String?
        if let value = object["source"] {
            guard case .string(let text) = value, !text.isEmpty else {
                throw problem("key \"source\" must be a non-empty string, got \(value == .string("") ? "an empty one" : value.typeName)")
            }
            source = text
        }
        guard let order = object["order"] else { throw problem("missing key \"order\"") }
        guard case .array(let items) = order else { throw problem("key \"order\" must be an array, got \(order.typeName)") }
        var ids: [String] = []
        ids.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard case .string(let id) = item else { throw problem("order[\(index)] must be a string id, got \(item.typeName)") }
            guard !id.isEmpty else { throw problem("order[\(index)] is an empty id") }
            ids.append(id)
        }
        var sections: [String: String]?
        var repairs = SectionRepairs()
        if let value = object["sections"] {
            guard case .array(let list) = value else { throw problem("key \"sections\" must be an array, got \(value.typeName)") }
            var map: [String: String] = [:]
            for (index, item) in list.enumerated() {
                guard case .object(let section) = item, case .string(let id)? = section["id"], !id.isEmpty,
                      case .array(let members)? = section["rows"] else {
                    throw problem("sections[\(index)] must be {\"id\": a non-empty string, \"rows\": an array of ids}")
                }
                for member in members {
                    guard case .string(let row) = member else { throw problem("sections[\(index)].rows must hold string ids, got \(member.typeName)") }
                    // The first section that names a row keeps it, as a reader going down the file would.
                    if let first = map[row] {
                        repairs.repeated.append((row, first, id))
                    } else {
                        map[row] = id
                    }
                }
            }
            sections = map
            repairs.unnamed = Set(ids.filter { map[$0] == nil })
        }
        return Saved(ids: ids, source: source, sections: sections, sectionRepairs: repairs)
    }

    /// A sectioned list's rows after `apply`: each in its saved section if the list still has it,
    /// grouped by section in the list's order (stable: each section's rows keep the restored order).
    static func regroup(_ restored: (rows: [Row], report: String?), saved: [String: String]?, repairs: SectionRepairs = SectionRepairs(),
                        sections: [Section], path: String) -> (rows: [Row], report: String?) {
        var index: [String: Int] = [:]
        for (i, section) in sections.enumerated() { index[section.id] = i }
        var groups = [[Row]](repeating: [], count: sections.count)
        var unknownSections = Set<String>()
        for var row in restored.rows {
            if let wanted = saved?[row.id] {
                if index[wanted] != nil { row.section = wanted } else { unknownSections.insert(wanted) }
            }
            // The list's own rows name known sections (the list file is checked when read).
            guard let s = row.section.flatMap({ index[$0] }) else { continue }
            groups[s].append(row)
        }
        let rows = groups.flatMap { $0 }
        var parts: [String] = []
        if let report = restored.report { parts.append(report) }
        if !unknownSections.isEmpty {
            let names = unknownSections.sorted().prefix(3).map(\.quotedForMessage).joined(separator: ", ")
            parts.append("saved sections the list no longer has (\(names)\(unknownSections.count > 3 ? ", ..." : "")): their rows stay in the list's sections")
        }
        parts += repairs.said(rows: restored.rows)
        if rows.map(\.id) != restored.rows.map(\.id) {
            parts.append("the saved order did not keep each section's rows together: they were grouped by section again")
        }
        guard !parts.isEmpty else { return (rows, nil) }
        let said = parts.joined(separator: "; ")
        return (rows, restored.report == nil ? "\(path.escapedForMessage): \(said)" : said)
    }

    /// A saved order that names an id twice: it is no permutation of anything.
    struct DuplicateID: Error, Equatable, CustomStringConvertible {
        var id: String
        var first: Int
        var second: Int
        var description: String { "duplicate id \(id.quotedForMessage) (order[\(first)] and order[\(second)])" }
    }

    /// Reorders `rows` by `saved`, and says what did not match.
    ///
    /// Repeats in `saved` are found here rather than in `parse`, with the one dictionary of the
    /// list's ids plus a set of the ids it does not have (usually few): a second dictionary of a
    /// million strings would double the time a large list takes to open.
    static func apply(_ saved: [String], to rows: [Row]) throws(DuplicateID) -> (rows: [Row], report: String?) {
        var indexByID = [String: Int](minimumCapacity: rows.count)
        for (index, row) in rows.enumerated() { indexByID[row.id] = index }
        var placed = [Bool](repeating: false, count: rows.count)
        var result: [Row] = []
        result.reserveCapacity(rows.count)
        var gone = Set<String>()
        for (position, id) in saved.enumerated() {
            guard let index = indexByID[id] else {
                guard gone.insert(id).inserted else { throw DuplicateID(id: id, first: saved.firstIndex(of: id)!, second: position) }
                continue
            }
            // A list that repeats an id maps it to its last row; the others go to the end below.
            guard !placed[index] else { throw DuplicateID(id: id, first: saved.firstIndex(of: id)!, second: position) }
            placed[index] = true
            result.append(rows[index])
        }
        let dropped = gone.count
        var added = 0
        for index in rows.indices where !placed[index] {
            result.append(rows[index])
            added += 1
        }
        guard dropped > 0 || added > 0 else { return (result, nil) }
        var parts: [String] = []
        if dropped > 0 { parts.append("\(dropped) saved \(dropped == 1 ? "id is" : "ids are") no longer in the list") }
        if added > 0 { parts.append("\(added) \(added == 1 ? "row" : "rows") not in the saved order went to the end") }
        return (result, "restored the saved order; " + parts.joined(separator: ", "))
    }

    /// Moves a bad file to the first free `PATH.corrupt-N`, never replacing one, and says so.
    private func setAside(_ corrupt: CorruptState) -> String {
        do throws(FileIOError) {
            let aside = try FileIO.moveAside(path)
            return "\(corrupt.description); moved it to \(aside.escapedForMessage), the order will be saved afresh"
        } catch {
            savingDisabled = "\(path) is not a saved order and could not be moved aside"
            return "\(corrupt.description); could not move it aside (\(error.reason)), so the order will not be saved this session"
        }
    }

    // MARK: Save

    /// Replaces the file with `order`, atomically (`FileIO.replaceAtomically`: temporary file,
    /// fsync, rename, directory fsync), creating its directory if needed. Does nothing while
    /// `savingDisabled`. About 0.5 ms for 200 ids and 45 ms for a million (release build, ext4).
    /// `sections`: a sectioned list's rows per section (`sectionRowIDs`), nil for other layouts.
    public func save(order: [String], sections: [(id: String, rows: [String])]? = nil) throws(StateError) {
        guard savingDisabled == nil else { return }
        let bytes = Self.encode(order: order, listName: listName, identity: identity, sections: sections)
        do throws(FileIOError) {
            try FileIO.replaceAtomically(path, with: bytes)
        } catch {
            throw StateError(path: path, message: error.path == path ? error.reason : "\(error.path): \(error.reason)")
        }
    }

    /// The file's bytes: one line, ids in order, ended by a newline.
    static func encode(order: [String], listName: String, identity: String, sections: [(id: String, rows: [String])]? = nil) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 + identity.utf8.count + order.count * 12)
        out.append(contentsOf: "{\"version\":1,\"list\":".utf8)
        out.append(contentsOf: JSONValue.string(listName).jsonText.utf8)
        out.append(contentsOf: ",\"source\":".utf8)
        out.append(contentsOf: JSONValue.string(identity).jsonText.utf8)
        out.append(contentsOf: ",\"order\":".utf8)
        appendIDs(order, to: &out)
        if let sections {
            out.append(contentsOf: ",\"sections\":[".utf8)
            for (index, section) in sections.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(contentsOf: "{\"id\":".utf8)
                out.append(contentsOf: JSONValue.string(section.id).jsonText.utf8)
                out.append(contentsOf: ",\"rows\":".utf8)
                appendIDs(section.rows, to: &out)
                out.append(UInt8(ascii: "}"))
            }
            out.append(UInt8(ascii: "]"))
        }
        out.append(contentsOf: "}\n".utf8)
        return out
    }

    /// A JSON array of ids.
    private static func appendIDs(_ ids: [String], to out: inout [UInt8]) {
        out.append(UInt8(ascii: "["))
        for (index, id) in ids.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            // Ids needing no escapes (all the demo's, and most people's) skip building a String.
            if id.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
                out.append(contentsOf: JSONValue.string(id).jsonText.utf8)
            } else {
                out.append(UInt8(ascii: "\""))
                out.append(contentsOf: id.utf8)
                out.append(UInt8(ascii: "\""))
            }
        }
        out.append(UInt8(ascii: "]"))
    }
}
