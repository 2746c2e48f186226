import ReorderText

/// What a command line asked for: the help, or a target filled in from the options and the operands.
public enum Scanned<Target> {
    case help
    case run(Target, operands: [String], given: Set<String>)
}

extension CommandSyntax {
    /// Reads `arguments` (those after the command's name) into `target`, by the rules in
    /// `CommandSyntax`'s description. `given`: the options on the line, by `name`.
    public func scan(_ arguments: [String], into target: Target) throws(ArgumentError) -> Scanned<Target> {
        let beforeEnd = arguments.prefix { $0 != "--" }
        if beforeEnd.contains("-h") || beforeEnd.contains("--help") { return .help }
        var target = target
        var operands: [String] = []
        var given: Set<String> = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            if argument == "--" {
                operands += rest
                break
            }
            guard Self.isOption(argument) else {
                operands.append(argument)
                continue
            }
            var name = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.names.contains(name) }) else { throw unknown(name) }
            guard given.insert(option.name).inserted else { throw ArgumentError("\(name) is given twice") }
            guard let expects = option.expects else {
                if inline != nil { throw ArgumentError("\(name) takes no value; got \(argument.quotedForMessage)") }
                _ = try option.apply(&target, nil)
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else if let next = rest.first, !takesNoValue(next) {
                value = next
                rest = rest.dropFirst()
            } else {
                let found = rest.first.map {
                    "; got option \($0.quotedForMessage) (write \(name)=VALUE for a value starting with -)"
                } ?? ""
                throw ArgumentError("\(name) expects \(expects)\(found)")
            }
            guard !value.isEmpty, try option.apply(&target, value) else {
                throw ArgumentError("\(name) expects \(expects); got \(value.quotedForMessage)")
            }
        }
        for option in options where option.isRequired && !given.contains(option.name) {
            throw ArgumentError("\(option.name) \(option.placeholder ?? "") is required")
        }
        try check(operands)
        return .run(target, operands: operands, given: given)
    }

    /// "-x" and "--x" are options; "-" (standard input, or a file named so) is an operand; a file
    /// whose name starts with "-" comes after `--`.
    private static func isOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    /// What cannot be the value after an option given as `--opt value`: another option of this
    /// command, or anything starting with "--" (a value that does, as `--opt=--odd`). "-1" or "-"
    /// can be a value.
    private func takesNoValue(_ argument: String) -> Bool {
        argument.hasPrefix("--") || argument == "-h" || options.contains { $0.names.contains(argument) }
    }

    private func unknown(_ name: String) -> ArgumentError {
        let candidates = options.flatMap(\.names).filter { $0.hasPrefix(name) && name.count > 2 }
        let hint = candidates.count == 1 ? " (did you mean \(candidates[0])?)" : ""
        return ArgumentError("unknown option \(name.quotedForMessage)\(hint)")
    }

    private func check(_ operands: [String]) throws(ArgumentError) {
        guard let expected = self.operands else {
            if let first = operands.first {
                throw ArgumentError("unexpected argument \(first.quotedForMessage): every option starts with --")
            }
            return
        }
        switch expected.count {
        case .one where operands.count != 1:
            throw ArgumentError("expected one \(expected.noun), got \(operands.count)")
        case .oneOrMore where operands.isEmpty:
            throw ArgumentError("expected at least one \(expected.noun)")
        default:
            return
        }
    }
}
