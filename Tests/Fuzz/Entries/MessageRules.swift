/// What every message about an input must be, whatever the input (`docs/trace-format.md`, and
/// docs/cli.md: one line on standard error that begins `FILE:LINE:`).
enum MessageRules {
    /// The outcome for a refusal: `.refused` when `message` is one printable line naming `file` and
    /// a line that the input has, `.broken` otherwise.
    static func refusal(_ message: String, file: String, input: [UInt8], lineRequired: Bool = true) -> FuzzOutcome {
        if let problem = problem(in: message, file: file, input: input, lineRequired: lineRequired) {
            return .broken("refusal \(problem): \(visible(message))")
        }
        return .refused(message)
    }

    /// What is wrong with one message (an error, a warning, a report), or nil.
    ///
    /// - `lineRequired`: the message must read `FILE:LINE: ...`; otherwise `FILE: ...` will do (the
    ///   state file's reports about the order as a whole name no line).
    static func problem(in message: String, file: String, input: [UInt8], lineRequired: Bool = true) -> String? {
        // A C0 control character is a second line or a terminal escape (ESC) that the program did
        // not mean to write (issue 7, item 22): text it quotes must be escaped. JSON strings cannot
        // hold these raw, so each one was decoded from an escape in the input.
        if message.unicodeScalars.contains(where: { $0.value < 0x20 }) {
            return "has a control character"
        }
        guard message.hasPrefix(file + ":") else { return "does not start with \"\(file):\"" }
        let rest = message.dropFirst(file.count + 1)
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        if digits.isEmpty {
            return lineRequired ? "names no line" : (rest.hasPrefix(" ") ? nil : "has no space after \"\(file):\"")
        }
        guard rest.dropFirst(digits.count).hasPrefix(": ") else { return "has no \": \" after the line number" }
        // The last line of a file may lack its newline, so a file has at most one line more than it has newlines.
        let lines = input.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        guard let line = Int(digits), line >= 1, line <= lines else { return "names line \(digits) of a \(lines)-line input" }
        return nil
    }

    /// The first message among `messages` with a problem, as a `.broken` reason.
    static func firstProblem(in messages: [String], kind: String, file: String, input: [UInt8],
                             lineRequired: Bool = true) -> String? {
        for message in messages {
            if let problem = problem(in: message, file: file, input: input, lineRequired: lineRequired) {
                return "\(kind) \(problem): \(visible(message))"
            }
        }
        return nil
    }

    /// `text` with C0 control characters shown as `\u{..}` and cut at 500 characters, for a report
    /// that must itself be one readable line.
    static func visible(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined().prefix(500))
    }
}
