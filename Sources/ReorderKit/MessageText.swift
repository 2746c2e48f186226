/// Input quoted in an error or warning message. A message is one line on standard error, and what a
/// file holds must not break it: a newline in a tuning choice would print a second line that can
/// look like a real `FILE:LINE:` error, and an ESC or a C1 control is a terminal escape sequence.
extension String {
    /// The string in double quotes, written as a JSON string (so it can be copied back into a
    /// file), with every character escaped that a terminal acts on or that moves text: C0 and C1
    /// controls, DEL, U+2028/U+2029 (line and paragraph separators) and the bidirectional marks,
    /// embeddings, overrides and isolates (which can make a message read differently from what it
    /// holds). Escapes are JSON's: `\n`, `\t`, ... or `\u001B`.
    public var quotedForMessage: String {
        var out = "\""
        Self.appendEscaped(self, to: &out, quotesAndBackslashes: true)
        out += "\""
        return out
    }

    /// The same escapes without the quotes, and with `"` and `\` left as they are: for a file's
    /// path at the start of `FILE:LINE:`, which stays as typed unless it holds such characters.
    public var escapedForMessage: String {
        guard unicodeScalars.contains(where: Self.needsEscape) else { return self }
        var out = ""
        Self.appendEscaped(self, to: &out, quotesAndBackslashes: false)
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func appendEscaped(_ s: String, to out: inout String, quotesAndBackslashes: Bool) {
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"" where quotesAndBackslashes: out += "\\\""
            case "\\" where quotesAndBackslashes: out += "\\\\"
            case "\n": out += "\\n"
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
