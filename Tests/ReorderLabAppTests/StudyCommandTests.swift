import Foundation
import Testing
import ReorderKit
import ReorderStudy
import TestSupport

/// `reorder-lab study`'s own lines on the terminal (issue 17, item 8).
@Suite struct StudyCommandTests {
    /// A participant with every block done is told so without a window; the folder's name, as given
    /// with -o, holds a newline, a clear screen, a window title, a carriage return, a C1 CSI and a
    /// right-to-left override: the line is one line, and none of them reaches the terminal.
    @Test func theEveryBlockDoneLineEscapesTheFolder() throws {
        let directory = TemporaryDirectory()
        let name = "s\u{1B}[2J\n\u{1B}]0;title\u{07}\r\u{9B}1m\u{202E}"
        let definition = StudyDefinition(seed: 3, tasksPerBlock: 1, practiceTasks: 0, viewport: Size(width: 400, height: 600),
                                         conditions: try StudyCondition.presets("ios,android"))
        let folder = try StudyFolder.open(directory.file(name), asking: definition)
        var person = ScriptedPerson()
        #expect(try HeadlessStudy.run(folder: folder, participant: "p1", person: &person))

        let outcome = try WindowProcess.run(["study", "--participant", "p1", "-o", directory.file(name)], in: directory.path)
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.stderr.hasPrefix("reorder-lab study: p1 has done every block"))
        #expect(outcome.stderr.hasSuffix(#"/s\u001B[2J\n\u001B]0;title\u0007\r\u009B1m\u202E"# + "\n"))
        func actsOnTerminal(_ v: UInt32) -> Bool {
            if v < 0x20 { return v != 0x0A }
            return (0x7F...0x9F).contains(v) || (0x2028...0x202E).contains(v) || (0x2066...0x2069).contains(v)
        }
        let controls = outcome.stderr.unicodeScalars.map(\.value).filter(actsOnTerminal)
        #expect(controls.isEmpty && outcome.stderr.split(separator: "\n").count == 1)
    }
}
