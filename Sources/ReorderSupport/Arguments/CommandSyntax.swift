/// What a command takes, declared once: the scanner reads its arguments from this and `synopsis`
/// and `table` write its help from it, so the help and the parser cannot disagree. `Target` is the
/// value the options are written into (a command's `Arguments`, the window's `AppOptions`).
///
/// The rules, the same for every command of ReorderLab, the window and the benchmark:
/// `--opt value` and `--opt=value` (for long names); an option given twice is refused; a boolean
/// takes no value (`--json=no` is refused, not read as yes); an unknown option, a bad value and a
/// missing one are one line naming the option (`ArgumentError`); `--` ends the options, so what
/// follows is an operand even if it starts with `-`; `-h` or `--help` anywhere before `--` asks
/// for the help, whatever else is on the line (it is what someone who typed a mistake reaches for).
public struct CommandSyntax<Target> {
    /// As the user types it: "reorder-lab plot", "reorder-bench".
    public var program: String
    public var operands: CommandOperands?
    public var options: [CommandOption<Target>]
    /// Where the help text of the table starts (the labels are indented 2 and padded up to it).
    public var column: Int
    /// How the table shows `-h`/`--help` ("-h, --help"), or nil when it leaves it out. Either way
    /// both spellings ask for the help.
    public var helpLabel: String?

    public init(program: String, operands: CommandOperands? = nil, options: [CommandOption<Target>], column: Int,
                helpLabel: String? = nil) {
        self.program = program
        self.operands = operands
        self.options = options
        self.column = column
        self.helpLabel = helpLabel
    }

    /// `usage: reorder-lab plot TRACE -o OUT.png [--width W] [--height H]`.
    public var synopsis: String {
        var words = ["usage:", program]
        if let operands { words.append(operands.synopsis) }
        for option in options {
            let spelled = option.placeholder.map { "\(option.name) \($0)" } ?? option.name
            words.append(option.isRequired ? spelled : "[\(spelled)]")
        }
        if helpLabel != nil { words.append("[--help]") }
        return words.joined(separator: " ")
    }

    /// One entry per operand and option, in the declared order, then the help's own.
    public var table: String {
        var entries: [(label: String, help: [String])] = []
        if let operands { entries.append((operands.placeholder, operands.help)) }
        for option in options {
            entries.append((option.placeholder.map { "\(option.name) \($0)" } ?? option.name, option.help))
        }
        if let helpLabel { entries.append((helpLabel, ["this text"])) }
        let indent = String(repeating: " ", count: column)
        return entries.map { entry in
            let first = "  " + entry.label
            // A label that reaches the column keeps two spaces before its text.
            let gap = max(column - first.count, 2)
            let lines = [first + String(repeating: " ", count: gap) + (entry.help.first ?? "")]
                + entry.help.dropFirst().map { indent + $0 }
            return lines.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    /// The line a usage error is printed as: `reorder-lab plot: MESSAGE; see `reorder-lab plot --help``.
    public func errorLine(_ error: ArgumentError) -> String {
        "\(program): \(error.message); see `\(program) --help`"
    }
}

/// The operands of a command (the arguments that are not options), e.g. one trace FILE.
public struct CommandOperands: Sendable {
    public enum Count: Sendable {
        case one
        case oneOrMore
    }

    /// In the synopsis and the table: "FILE", "TRACES".
    public var placeholder: String
    /// In a message: "expected one trace FILE, got 2".
    public var noun: String
    public var count: Count
    public var help: [String]

    public init(_ placeholder: String, noun: String, count: Count = .one, help: [String]) {
        self.placeholder = placeholder
        self.noun = noun
        self.count = count
        self.help = help
    }

    var synopsis: String { count == .one ? placeholder : placeholder + "..." }
}

/// One option, declared once: its name, the value it takes and what it does with it, its help.
public struct CommandOption<Target> {
    /// As shown and as named in messages: "--width", "-o".
    public var name: String
    /// Other spellings accepted for it: "--output" for "-o".
    public var aliases: [String]
    /// What stands for the value in the help ("W", "OUT.png"); nil for a boolean.
    public var placeholder: String?
    /// What a value must be, for the message that refuses one: "pixels from 200 to 4000".
    public var expects: String?
    public var isRequired: Bool
    /// The help's lines: the first beside the label, the others under it.
    public var help: [String]
    /// Writes the value (nil for a boolean) into the target; false when the value is not one
    /// `expects` describes. It may throw an `ArgumentError` of its own to say more.
    let apply: (inout Target, String?) throws(ArgumentError) -> Bool

    /// A boolean, true when given.
    public static func flag(_ name: String, _ field: WritableKeyPath<Target, Bool>, help: [String]) -> CommandOption {
        CommandOption(name: name, aliases: [], placeholder: nil, expects: nil, isRequired: false, help: help) { target, _ in
            target[keyPath: field] = true
            return true
        }
    }

    /// An option with a value; `set` writes it into the target, or returns false when it is not
    /// what `expects` says.
    public static func value(_ name: String, _ placeholder: String, expects: String, aliases: [String] = [],
                             required: Bool = false, help: [String],
                             set: @escaping (inout Target, String) throws(ArgumentError) -> Bool) -> CommandOption {
        CommandOption(name: name, aliases: aliases, placeholder: placeholder, expects: expects, isRequired: required,
                      help: help) { (target, value) throws(ArgumentError) in
            try set(&target, value ?? "")
        }
    }

    /// An option whose value is any non-empty text, such as a file name.
    public static func text(_ name: String, _ placeholder: String, expects: String, aliases: [String] = [],
                            required: Bool = false, help: [String], field: WritableKeyPath<Target, String?>) -> CommandOption {
        CommandOption(name: name, aliases: aliases, placeholder: placeholder, expects: expects, isRequired: required,
                      help: help) { target, value in
            target[keyPath: field] = value
            return true
        }
    }

    var names: [String] { [name] + aliases }
}

/// A command line that cannot run: one line naming the option and what is wrong with it, e.g.
/// `--width expects pixels from 200 to 4000; got "10"` (exit status 64, BSD `EX_USAGE`).
public struct ArgumentError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
