import Foundation
import Testing
@testable import ReorderLabCLI
import ReorderPlot
import ReorderSupport
import TestSupport

/// `--png FILE` as every picture command takes it: one option, one check, one write.
@Suite struct PictureFileTests {
    let files = TemporaryDirectory()

    /// Every command with a picture refuses, before reading anything, a picture that is one of its
    /// inputs and a picture that cannot be written, in the same words (they were worded three ways).
    @Test(arguments: ["tune", "compare", "noise", "lag", "study-report"])
    func aPictureThatIsAnInputOrCannotBeWrittenIsRefusedFirst(command: String) throws {
        let input = files.write("not read", to: "\(command)-input.png")
        let extra: [String] = switch command {
        case "tune": ["--long-press", "0.2:0.4:0.1", "--movement", "5:15:5"]
        case "compare": ["--presets", "ios,android"]
        default: []
        }
        let same = runCLI([command, input, "--png", input] + extra)
        #expect(same.status == 64 && same.out.isEmpty)
        #expect(same.err == ["reorder-lab \(command): --png \"\(input)\" would replace an input file (\"\(input)\"); see `reorder-lab \(command) --help`"])
        #expect(try String(contentsOfFile: input, encoding: .utf8) == "not read")

        let unwritable = runCLI([command, "/nonexistent/gone", "--png", "/nonexistent/dir/x.png"] + extra)
        #expect(unwritable.status == 1 && unwritable.out.isEmpty)
        #expect(unwritable.err == ["reorder-lab \(command): /nonexistent/dir/x.png: cannot create: No such file or directory"])
    }

    @Test func aNameWithoutAPictureExtensionIsABadArgument() {
        for name in ["x.jpg", "x.svgz", "png"] {
            let result = runCLI(["lag", "x.trace.jsonl", "--png", name])
            #expect(result.status == 64)
            #expect(result.err.first?.contains("--png expects a file name ending in .png, .svg or .pdf") == true, "\(result.err)")
        }
    }

    /// The name's extension picks the format the drawing is asked for, whatever its case.
    @Test func theExtensionChoosesTheFormat() throws {
        for (name, format) in [("a.png", PictureFormat.png), ("b.SVG", .svg), ("c.Pdf", .pdf)] {
            var asked: PictureFormat?
            let path = files.file(name)
            #expect(PictureFile.write(path, program: "reorder-lab lag", console: Captured().console) { asked = $0; return [1] } == nil)
            #expect(asked == format, "\(name)")
        }
    }

    /// A drawing that fails leaves the old picture as it was and says why.
    @Test func aFailedDrawingKeepsTheOldPicture() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "no room" } }
        let path = files.write("old picture", to: "kept.png")
        let captured = Captured()
        let exit = PictureFile.write(path, program: "reorder-lab lag", console: captured.console) { _ in throw Broken() }
        #expect(exit == .ioError)
        #expect(captured.err == ["reorder-lab lag: \(path): cannot draw the picture: no room"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old picture")
        #expect(PictureFile.write(nil, program: "reorder-lab lag", console: captured.console) { _ in throw Broken() } == nil)
    }
}
