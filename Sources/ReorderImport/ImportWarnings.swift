import ReorderText

/// Warnings an import collects, each formatted `FILE:LINE: warning: ...` like the trace reader's.
/// A problem that repeats (a value outside the device's range on every frame of a drag) is one
/// warning with a count, at its first line, so a long recording cannot bury the rest.
struct ImportWarnings {
    private struct Entry {
        var file: String
        var line: Int
        var count: Int
    }
    private var order: [String] = []
    private var entries: [String: Entry] = [:]

    mutating func add(_ message: String, file: String, line: Int) {
        if entries[message] == nil {
            order.append(message)
            entries[message] = Entry(file: file, line: line, count: 1)
        } else {
            entries[message]!.count += 1
        }
    }

    var lines: [String] {
        order.map { message in
            let entry = entries[message]!
            let times = entry.count > 1 ? " (\(entry.count) times; the first here)" : ""
            return "\(entry.file.escapedForMessage):\(entry.line): warning: \(message)\(times)"
        }
    }
}
