/// Text from a file (or a command line) shown to a person: in an error or warning message, and in
/// every human-readable report (`replay`, `info`, `compare`, `tune`, `noise`, `study-report`...).
/// A message is one line on standard error and a report's lines are its own, and what a file holds
/// must not break them: a newline in a row id would print a line that can look like a real
/// `FILE:LINE:` error or a report line, a carriage return overwrites the start of the line, and an
/// ESC or a C1 control begins a terminal escape sequence (clear the screen, set the window title).
///
/// One rule for the whole project: C0 and C1 controls, DEL, U+2028/U+2029 (line and paragraph
/// separators: a new line to some terminals and viewers) and the bidirectional marks, embeddings,
/// overrides and isolates (U+200E/F, U+202A-202E, U+2066-2069). The bidi characters act on no
/// terminal state, but a right-to-left override makes the rest of the line display reversed
/// ("Trojan Source", CVE-2021-42574): an id could make `moved a from 1 to 2` read as another move,
/// or a file name read as another file. They are escaped so a line shows what it holds.
/// Left alone: printable text in any script, including combining marks and zero-width joiners
/// (names in many scripts need them, and they move nothing).
extension String {
    /// The string in double quotes, written as a JSON string (so it can be copied back into a
    /// file), with every character escaped that the rule above names. Escapes are JSON's: `\n`,
    /// `\t`, ... or `\u001B`.
    public var quotedForMessage: String {
        var out = "\""
        Self.appendEscaped(self, to: &out, quotesAndBackslashes: true, keepingLineBreaks: false)
        out += "\""
        return out
    }

    /// The same escapes without the quotes, and with `"` and `\` left as they are: for a file's
    /// path at the start of `FILE:LINE:`, and for a row id, label, name or path inside a report
    /// line, which stay as typed unless they hold such characters. (A `\` is not doubled, so an id
    /// spelt `a\nb` and one holding a newline look alike: a report stays readable for the common
    /// case, and neither can act on the terminal; `--json` tells them apart.)
    public var escapedForMessage: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var out = ""
        Self.appendEscaped(self, to: &out, quotesAndBackslashes: false, keepingLineBreaks: false)
        return out
    }

    /// `escapedForMessage` that keeps `\n` as a line break: for a whole report or JSON document
    /// on its way to the terminal, whose own line breaks are its structure. Text from a file is
    /// escaped where a report is composed (a newline in it must not pass for the report's); this
    /// is the last guard at the stream for any control that escaped that (`Console`). Inside a
    /// JSON string the escapes it writes are JSON's, so the document stays valid and parses to
    /// the same strings.
    public var escapedForTerminal: String {
        guard unicodeScalars.contains(where: { $0 != "\n" && Self.needsEscape($0) }) else { return self }
        var out = ""
        Self.appendEscaped(self, to: &out, quotesAndBackslashes: false, keepingLineBreaks: true)
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func appendEscaped(_ s: String, to out: inout String, quotesAndBackslashes: Bool, keepingLineBreaks: Bool) {
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"" where quotesAndBackslashes: out += "\\\""
            case "\\" where quotesAndBackslashes: out += "\\\\"
            case "\n": out += keepingLineBreaks ? "\n" : "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                out.unicodeScalars.append(scalar)
            }
        }
    }
}
