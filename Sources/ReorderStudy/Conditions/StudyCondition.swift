import ReorderKit
import ReorderText

/// One condition of a study: a tuning the person does a block of tasks under, by a name the report
/// uses (the tuning itself is never shown while they work: the study is blind).
public struct StudyCondition: Equatable, Sendable {
    public var name: String
    public var tuning: Tuning

    public init(name: String, tuning: Tuning) {
        self.name = name
        self.tuning = tuning
    }

    /// A within-subject study needs two conditions to compare, and a Williams square of n conditions
    /// has 2n rows for odd n: 8 keeps a block order's length (and a session's) within reason.
    public static let countRange = 2...8

    /// The practice block's condition name (block 0, under the default `Tuning()`).
    public static let practiceName = "practice"

    /// `--presets ios,android,gtk4`: each named preset over the defaults, named as the preset, its
    /// lengths in points on a display of `density` (a preset in dp or inches).
    public static func presets(_ list: String, density: DisplayDensity = .assumed) throws(StudySetupError) -> [StudyCondition] {
        var conditions: [StudyCondition] = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let preset = TuningPreset(rawValue: name) else {
                throw StudySetupError("unknown preset \(name.quotedForMessage); expected names from: "
                                      + TuningPreset.allCases.map(\.rawValue).joined(separator: ", "))
            }
            var tuning = Tuning()
            preset.apply(to: &tuning, density: density)
            conditions.append(StudyCondition(name: name, tuning: tuning))
        }
        try check(conditions.map(\.name))
        return conditions
    }

    /// Names unique, valid as a file name part (`block-1-NAME.trace.jsonl`), not `practice`, and
    /// between 2 and 8 of them; the message says which rule a list breaks.
    static func check(_ names: [String]) throws(StudySetupError) {
        if let problem = problem(names) { throw StudySetupError(problem) }
    }

    static func problem(_ names: [String]) -> String? {
        guard countRange.contains(names.count) else {
            return "a study compares \(countRange.lowerBound) to \(countRange.upperBound) conditions; got \(names.count)"
        }
        var seen = Set<String>()
        for name in names {
            if let problem = nameProblem(name) { return problem }
            guard seen.insert(name).inserted else { return "condition \(name.quotedForMessage) is named twice" }
        }
        return nil
    }

    static func nameProblem(_ name: String) -> String? {
        guard StudyNames.isValidCondition(name) else {
            return "condition name \(name.quotedForMessage) must be 1 to \(StudyNames.maximumCharacters) letters (of any script) or digits, "
                + "'-', '_' or '.', not starting with '.'"
        }
        guard name != practiceName else { return "condition name \"practice\" is the practice block's" }
        return nil
    }
}

/// Names that become parts of file names: a condition's in `block-1-NAME.trace.jsonl`, a
/// participant's as a folder.
enum StudyNames {
    /// Characters, not bytes: a 64-letter Japanese name is as readable as a 64-letter English one.
    static let maximumCharacters = 64
    /// A file name holds 255 bytes (ext4, XFS, APFS); `block-NNN-` and `.resume-NNN.trace.jsonl`
    /// take under 40, and 4-byte letters (some CJK) at 64 characters would take 256.
    static let maximumBytes = 200

    /// A participant: ASCII letters, digits, `-`, `_`, `.` (the command line's `--participant`).
    static func isValid(_ name: String) -> Bool {
        guard (1...64).contains(name.utf8.count), !name.hasPrefix(".") else { return false }
        return name.utf8.allSatisfy { c in
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x2D || c == 0x5F || c == 0x2E
        }
    }

    /// A condition: letters of any script (with their combining marks: Devanagari's vowel signs,
    /// Arabic's harakat), decimal digits of any script, `-`, `_` and `.`. Safe as a file name part
    /// as it is: no `/`, no NUL, no control, format or bidirectional characters, no space (a name
    /// stays one word in the report's lines), and within `maximumBytes` of UTF-8. Not starting with
    /// `.`, as before: the rule participants' folder names keep.
    static func isValidCondition(_ name: String) -> Bool {
        guard (1...maximumCharacters).contains(name.count), name.utf8.count <= maximumBytes,
              name.unicodeScalars.first != "." else { return false }
        var previousIsLetterOrDigit = false
        for scalar in name.unicodeScalars {
            let category = scalar.properties.generalCategory
            switch category {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber:
                previousIsLetterOrDigit = true
            case .nonspacingMark, .spacingMark, .enclosingMark:
                // A mark only on a letter: alone it would stack on the `-` before it.
                guard previousIsLetterOrDigit else { return false }
            default:
                guard scalar == "-" || scalar == "_" || scalar == "." else { return false }
                previousIsLetterOrDigit = false
            }
        }
        return true
    }
}

/// A study that cannot be set up as asked (a bad preset list, a participant name, a folder that
/// holds another study): one line for the person, no file and line to point at.
public struct StudySetupError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
