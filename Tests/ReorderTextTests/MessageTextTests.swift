import Foundation
import Testing
@testable import ReorderText

/// The one escaping rule for text from files shown to a person (`MessageText`).
@Suite struct MessageTextTests {
    @Test func terminalControlsAndBidiOverridesAreEscaped() {
        #expect("a\nb\u{1B}[2J\u{1B}]0;t\u{07}\r\u{9B}\u{7F}".escapedForMessage == #"a\nb\u001B[2J\u001B]0;t\u0007\r\u009B\u007F"#)
        #expect("\u{202E}cba\u{2066}x\u{2069}\u{2028}".escapedForMessage == #"\u202Ecba\u2066x\u2069\u2028"#)
        #expect("Zoë 名前 \"q\" \\".escapedForMessage == "Zoë 名前 \"q\" \\")
    }

    @Test func forTheTerminalTheLineBreaksStayAndTheRestIsEscaped() {
        #expect("one\ntwo\u{1B}[2J\r\n".escapedForTerminal == "one\ntwo\\u001B[2J\\r\n")
        #expect("plain\nlines".escapedForTerminal == "plain\nlines")
    }

    /// JSON whose strings hold raw C1 controls and overrides (valid JSON: only C0 must be escaped)
    /// stays valid and gives back the same strings.
    @Test func escapedJSONParsesToTheSameStrings() throws {
        let original = "id\u{9B}2J\u{202E}\u{85}\u{7F}"
        let document = "{\"id\":\"" + original + "\"}"
        let escaped = document.escapedForTerminal
        #expect(!escaped.unicodeScalars.contains { $0.value >= 0x7F && $0.value <= 0x9F || $0 == "\u{202E}" })
        let object = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as! [String: String]
        #expect(Array(object["id"]!.unicodeScalars) == Array(original.unicodeScalars))
    }
}
