import Foundation
import Testing
@testable import ReorderTrace

/// The line splitter every line-based reader of a file shares (traces, evemu recordings): what a
/// CRLF file gives is what its LF copy gives, whatever the buffer cuts.
@Suite struct LineReaderTests {
    static func lines(_ text: String, bufferSize: Int) throws -> [String] {
        let reader = LineReader(source: .memory(Array(text.utf8)), bufferSize: bufferSize)
        var out: [String] = []
        while let line = try reader.next() { out.append(String(decoding: line, as: UTF8.self)) }
        return out
    }

    @Test(arguments: [1, 2, 3, 5, 64])
    func crlfGivesWhatLFGives(bufferSize: Int) throws {
        let lf = "first\n\nthird line\n \n{\"t\":1}\nlast"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try Self.lines(lf, bufferSize: bufferSize) == ["first", "", "third line", " ", "{\"t\":1}", "last"])
        #expect(try Self.lines(crlf, bufferSize: bufferSize) == Self.lines(lf, bufferSize: bufferSize))
    }

    @Test func aCarriageReturnElsewhereStaysInTheLine() throws {
        // Only a "\r" right before the "\n" is part of the line end; one at the very end of a file
        // without a final newline is the line's own.
        #expect(try Self.lines("a\rb\n\r\r\nc\r", bufferSize: 2) == ["a\rb", "\r", "c\r"])
    }
}
