/// The `tune` command over a study's recordings: the sweep scores every tuning pair against the
/// intent marks the study wrote before each press, so it needs no labelling by hand.
extension StudyReport {
    /// The ranges swept: long press 0.2 to 1.0 s by 0.1 and allowable movement 2 to 20 pt by 2, 90
    /// pairs around the common defaults (0.5 s and 10 pt: UIKit, Chromium) with room either side.
    public static let tuneRanges = "--long-press 0.2:1.0:0.1 --movement 2:20:2"

    /// One per participant with recordings; then one over all of them when there are several.
    public var tuneCommands: [(participant: String?, command: String)] {
        let folders = participants.filter { !$0.recordings.isEmpty }
        var commands = folders.map { (participant: Optional($0.name), command: Self.tuneCommand([$0.folder])) }
        if folders.count > 1 { commands.append((nil, Self.tuneCommand(folders.map(\.folder)))) }
        return commands
    }

    static func tuneCommand(_ folders: [String]) -> String {
        "reorder-lab tune " + folders.map { shellQuoted($0) + "/*.trace.jsonl" }.joined(separator: " ") + " " + tuneRanges
    }

    /// The folder as a shell reads it, with the glob left outside the quotes.
    static func shellQuoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_./+,:@".unicodeScalars.contains($0)) }
        return plain && !path.isEmpty ? path : "'" + path.replacingAll("'", with: "'\\''") + "'"
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var out = ""
        for c in self { if c == target { out += replacement } else { out.append(c) } }
        return out
    }
}
