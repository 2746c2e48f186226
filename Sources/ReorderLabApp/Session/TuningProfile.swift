import ReorderKit
import ReorderSupport
import ReorderText
import ReorderTrace

/// A tuning profile (`--tuning FILE`, written by the window's `w`): one JSON object, either
/// `{"tuning":{NAME: VALUE, ...}}` or the names and values bare. The wrapped form may carry other
/// keys beside `tuning`; they are ignored, so a list file or a trace's header line works as a
/// profile too. Values are read into a `TuningPatch`, as a trace header's are. A profile is a whole
/// tuning: a name it does not give means its format default (`Tuning.formatDefault`), as in a
/// header, so a profile saved before a name existed keeps its meaning; `w` writes every name.
public enum TuningProfile {
    /// Where `w` writes when no `--tuning FILE` was given: the working directory, where the person
    /// who started the window will look.
    public static let defaultPath = "reorder-lab.tuning.json"

    public struct Loaded: Equatable, Sendable {
        /// The known names' values, checked (unknown ones are left out, with a warning).
        public var values: TuningPatch
        /// `FILE:LINE: warning: ...` lines.
        public var warnings: [String]
    }

    /// Reads and checks the profile at `path`; nil when there is no file there (the window's `w`
    /// creates it). Problems are `FILE:LINE: message`.
    public static func load(path: String) throws(TraceError) -> Loaded? {
        let bytes: [UInt8]
        do throws(FileIOError) {
            bytes = try FileIO.read(path)
        } catch {
            if error.isMissing { return nil }
            throw TraceError(error)
        }
        return try parse(bytes, name: path)
    }

    /// Checks a profile's bytes; `name` stands for the file in messages.
    public static func parse(_ bytes: [UInt8], name: String) throws(TraceError) -> Loaded {
        let document = try JSONValue(document: bytes, name: name)
        let lines = KeyLineIndex(bytes: bytes)
        guard case .object(let top) = document else {
            throw TraceError(file: name, line: 1, message: "a tuning profile must be a JSON object, got \(document.typeName)")
        }
        var values = top
        var searchFrom = 0
        if let wrapped = top["tuning"] {
            searchFrom = lines.offset(ofKey: "tuning", from: 0) ?? 0
            guard case .object(let inner) = wrapped else {
                throw TraceError(file: name, line: lines.line(atOffset: searchFrom),
                                 message: "key \"tuning\" must be an object of tuning names and values, got \(wrapped.typeName)")
            }
            values = inner
        }
        var known = TuningPatch()
        var warnings: [String] = []
        for key in values.keys.sorted() {
            let line = lines.line(atOffset: lines.offset(ofKey: key, from: searchFrom) ?? searchFrom)
            guard let parameter = Tuning.parameter(named: key) else {
                warnings.append("\(name.escapedForMessage):\(line): warning: unknown tuning parameter \(key.quotedForMessage), ignored")
                continue
            }
            do throws(TuningError) {
                try parameter.read(values[key]!, into: &known)
            } catch {
                throw TraceError(file: name, line: line, message: error.description)
            }
        }
        return Loaded(values: known, warnings: warnings)
    }

    /// The profile's text for `tuning`: every parameter, one a line in `Tuning.names` order, so a
    /// person can read and edit it.
    public static func text(_ tuning: Tuning) -> String {
        let object = tuning.jsonObject
        let members = Tuning.names.compactMap { name in
            object[name].map { "    \(JSONValue.string(name).jsonText): \($0.jsonText)" }
        }
        return "{\n  \"tuning\": {\n" + members.joined(separator: ",\n") + "\n  }\n}\n"
    }

    /// Writes `tuning` to `path` atomically (the old file or the new one, never half of either).
    /// Refuses to replace a file that holds more than a profile (a list, a trace): `w` must never
    /// destroy an input.
    public static func save(_ tuning: Tuning, to path: String) throws(ProfileError) {
        let existing: [UInt8]
        do throws(FileIOError) {
            existing = try FileIO.read(path)
        } catch {
            if error.isMissing { return try write(tuning, to: path) }
            // Unreadable or too large to be a profile: whatever it is, it is not ours to replace.
            throw ProfileError(message: "\(error.description); not overwritten: give another file with --tuning")
        }
        guard let reason = notAProfile(existing) else { return try write(tuning, to: path) }
        throw ProfileError(message: "\(path.escapedForMessage) \(reason); not overwritten: give another file with --tuning")
    }

    private static func write(_ tuning: Tuning, to path: String) throws(ProfileError) {
        do throws(FileIOError) {
            // Directories made along the way are ordinary ones (0755): this is the person's file.
            try FileIO.replaceAtomically(path, with: Array(text(tuning).utf8), directoryMode: 0o755)
        } catch {
            throw ProfileError(message: error.description)
        }
    }

    /// Why an existing file is not a profile that may be replaced; nil when it is one (or empty).
    static func notAProfile(_ bytes: [UInt8]) -> String? {
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return nil }
        guard let value = try? JSONValue(document: bytes, name: ""), case .object(let top) = value else {
            return "is not a JSON object"
        }
        let foreign = top.keys.sorted().filter { top["tuning"] == nil ? !Tuning.names.contains($0) : $0 != "tuning" }
        guard let first = foreign.first else { return nil }
        return "holds more than a tuning profile (key \(first.quotedForMessage))"
    }
}

/// A profile could not be written; the message names the file.
public struct ProfileError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
