import Foundation
import ReorderKit

/// A state file that could not be written: the path and what went wrong, in one line.
public struct StateError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var message: String
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }
    public var description: String { "\(path): \(message)" }
}

/// Remembers the order between launches (the RT seed's "remember positions"), in a small JSON file:
/// `{"version":1,"list":"groceries","order":["b","a","c"]}`.
///
/// The file is only ever replaced whole (`save` writes a temporary file, syncs it and renames it over
/// the old one), so it is the old order or the new one, never half of each. A file that does not
/// read as a saved order is never trusted and never deleted: it is moved aside and reported.
public final class StateStore {
    public let path: String
    /// Written into the file for people reading it; `restore` does not compare it (ids decide).
    public let listName: String
    /// Why `save` writes nothing this session, if it does not: a bad file that could not be moved
    /// aside must not be overwritten. `restore` reports it when it happens.
    public private(set) var savingDisabled: String?

    public init(path: String, listName: String) {
        self.path = path
        self.listName = listName
    }

    // MARK: Where

    /// `$XDG_STATE_HOME/reorder-lab/NAME.order.json`, else `$HOME/.local/state/reorder-lab/...`
    /// (the XDG Base Directory spec; a relative or empty `XDG_STATE_HOME` is to be ignored). Nil
    /// when neither is usable.
    public static func defaultPath(listName: String, environment: [String: String]) -> String? {
        let file = "reorder-lab/" + sanitized(listName) + ".order.json"
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return join(state, file) }
        if let home = environment["HOME"], home.hasPrefix("/") { return join(join(home, ".local/state"), file) }
        return nil
    }

    /// The store a window session uses: none with `--no-state` or `--replay` (a replay starts from
    /// the trace's rows and is not the person's own order), `--state FILE` if given, else the
    /// default path.
    public static func forSession(options: AppOptions, list: LoadedList,
                                  environment: [String: String] = ProcessInfo.processInfo.environment) -> StateStore? {
        guard !options.noState, options.replayPath == nil else { return nil }
        guard let path = options.statePath ?? defaultPath(listName: list.name, environment: environment) else { return nil }
        return StateStore(path: path, listName: list.name)
    }

    /// A list name as a file name: ASCII letters, digits, `-`, `_` and `.` stay, anything else
    /// (a `/`, a space, non-ASCII) becomes `_`; no leading dot (no hidden files, no `..`); at most
    /// 200 bytes, well inside the usual 255-byte limit with ".order.json" and a ".corrupt-N" added.
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
    /// `PATH.corrupt-N` and the rows come back as the list has them.
    public func restore(rows: [Row]) -> (rows: [Row], report: String?) {
        let bytes: [UInt8]
        do throws(FileIOError) {
            bytes = try FileIO.read(path)
        } catch {
            if error.isMissing { return (rows, nil) }
            // Unreadable is not corrupt: there may be a good order behind a permission problem, so
            // it is neither moved nor replaced.
            savingDisabled = "\(path) could not be read"
            return (rows, "\(path): \(error.reason); the order will not be restored or saved this session")
        }
        let applied: (rows: [Row], report: String?)
        do throws(CorruptState) {
            let saved = try Self.parse(bytes, path: path)
            do throws(DuplicateID) {
                applied = try Self.apply(saved, to: rows)
            } catch {
                throw CorruptState(description: "\(path): \(error)")
            }
        } catch {
            return (rows, setAside(error))
        }
        return (applied.rows, applied.report.map { "\(path): \($0)" })
    }

    /// What is wrong with a state file, as one line naming it: `PATH:LINE: ...` or `PATH: ...`.
    struct CorruptState: Error, Equatable {
        var description: String
    }

    /// The saved order's ids, checked: a JSON object of the right version with non-empty string
    /// ids (`apply` finds repeated ones). Keys not known are ignored, as in traces.
    static func parse(_ bytes: [UInt8], path: String) throws(CorruptState) -> [String] {
        let value: JSONValue
        do throws(TraceError) {
            value = try JSONValue(document: bytes, name: path)
        } catch {
            throw CorruptState(description: error.description)
        }
        func problem(_ message: String) -> CorruptState { CorruptState(description: "\(path): \(message)") }
        guard case .object(let object) = value else { throw problem("expected a JSON object, got \(value.typeName)") }
        guard let version = object["version"] else { throw problem("missing key \"version\"") }
        guard case .number(let number) = version else { throw problem("key \"version\" must be a number, got \(version.typeName)") }
        guard number == 1 else {
            let text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : "\(number)"
            throw problem("unsupported version \(text) (this program writes version 1)")
        }
        guard let list = object["list"] else { throw problem("missing key \"list\"") }
        guard case .string = list else { throw problem("key \"list\" must be a string, got \(list.typeName)") }
        guard let order = object["order"] else { throw problem("missing key \"order\"") }
        guard case .array(let items) = order else { throw problem("key \"order\" must be an array, got \(order.typeName)") }
        var ids: [String] = []
        ids.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            guard case .string(let id) = item else { throw problem("order[\(index)] must be a string id, got \(item.typeName)") }
            guard !id.isEmpty else { throw problem("order[\(index)] is an empty id") }
            ids.append(id)
        }
        return ids
    }

    /// A saved order that names an id twice: it is no permutation of anything.
    struct DuplicateID: Error, Equatable, CustomStringConvertible {
        var id: String
        var first: Int
        var second: Int
        var description: String { "duplicate id \(JSONValue.string(id).jsonText) (order[\(first)] and order[\(second)])" }
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
            return "\(corrupt.description); moved it to \(aside), the order will be saved afresh"
        } catch {
            savingDisabled = "\(path) is not a saved order and could not be moved aside"
            return "\(corrupt.description); could not move it aside (\(error.reason)), so the order will not be saved this session"
        }
    }

    // MARK: Save

    /// Replaces the file with `order`, atomically (`FileIO.replaceAtomically`: temporary file,
    /// fsync, rename, directory fsync), creating its directory if needed. Does nothing while
    /// `savingDisabled`. About 0.5 ms for 200 ids and 45 ms for a million (release build, ext4).
    public func save(order: [String]) throws(StateError) {
        guard savingDisabled == nil else { return }
        let bytes = Self.encode(order: order, listName: listName)
        do throws(FileIOError) {
            try FileIO.replaceAtomically(path, with: bytes)
        } catch {
            throw StateError(path: path, message: error.path == path ? error.reason : "\(error.path): \(error.reason)")
        }
    }

    /// The file's bytes: one line, ids in order, ended by a newline.
    static func encode(order: [String], listName: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(64 + order.count * 12)
        out.append(contentsOf: "{\"version\":1,\"list\":".utf8)
        out.append(contentsOf: JSONValue.string(listName).jsonText.utf8)
        out.append(contentsOf: ",\"order\":[".utf8)
        for (index, id) in order.enumerated() {
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
        out.append(contentsOf: "]}\n".utf8)
        return out
    }
}
