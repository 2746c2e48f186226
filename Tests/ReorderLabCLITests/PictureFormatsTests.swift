import Foundation
#if canImport(FoundationXML)
import FoundationXML  // XMLParser, outside Foundation on Linux
#endif
import Testing
@testable import ReorderLabCLI
import ReorderPlot
import TestSupport

/// Every picture command writes a PNG, an SVG or a PDF, as the output name asks: the PNG decodes,
/// the SVG is XML at the PNG's size with the picture's labels as text, the PDF's first page renders
/// at the PNG's size and has the labels as text.
@Suite struct PictureFormatsTests {
    let files = TemporaryDirectory()

    /// A command that draws a picture: its arguments before the file name, the option that takes
    /// it, and labels its picture always draws.
    struct PictureCommand: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var option: String
        var labels: [String]
        var testDescription: String { arguments[0] }
    }

    static let commands = [
        PictureCommand(arguments: ["plot", SampleTraces.path("autoscroll-bottom")], option: "-o",
                       labels: ["scroll offset", "autoscroll speed"]),
        PictureCommand(arguments: ["tune", SampleTraces.path("tap"), "--long-press", "0.3:0.5:0.1", "--movement", "5:15:5"],
                       option: "--png", labels: ["long press (s)", "movement (pt)"]),
        PictureCommand(arguments: ["compare", SampleTraces.path("drag-down"), SampleTraces.path("tap"), "--presets", "ios,qt"],
                       option: "--png", labels: ["each press from its down to the decision"]),
        PictureCommand(arguments: ["noise", EvemuFixtures.path(EvemuFixtures.atmel)], option: "--png",
                       labels: ["from the down point (pt)", "report to report (pt)"]),
        PictureCommand(arguments: ["lag", SampleTraces.path("drag-down"), SampleTraces.path("quick-pan")], option: "--png",
                       labels: ["lag (dots)", "finger speed (line)"]),
        PictureCommand(arguments: ["study-report", SampleStudy.path], option: "--png",
                       labels: ["task time, s: median and 95% interval", "errors per task, by kind"]),
    ]

    /// Runs the command writing `name` in the temporary directory; the file's bytes.
    func picture(_ command: PictureCommand, _ name: String) throws -> [UInt8] {
        let path = files.file(name)
        let result = runCLI(command.arguments + [command.option, path])
        #expect(result.status == 0 && result.err.isEmpty, "\(command.arguments[0]): \(result.err)")
        return try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    }

    @Test(arguments: commands)
    func anSVGIsXMLAtThePNGsSize(command: PictureCommand) throws {
        let png = try PixelImage(png: picture(command, "p.png"))
        let svg = try picture(command, "p.svg")
        let document = SVGDocument(Data(svg))
        #expect(document.parsed, "\(command.arguments[0]): \(document.error ?? "")")
        #expect(document.root == "svg")
        // Cairo writes the size in pixels (CAIRO_SVG_UNIT_PX): the picture's, as the PNG has it.
        #expect(document.rootAttributes["width"] == "\(png.width)px" && document.rootAttributes["height"] == "\(png.height)px",
                "\(document.rootAttributes)")
        // Lines and fills are paths, the labels glyph outlines (Cairo's SVG surface writes no text)
        // with the same labels as transparent text over them.
        #expect(document.count["path", default: 0] > 10 && document.count["use", default: 0] > 10, "\(document.count)")
        for label in command.labels { #expect(document.texts.contains { $0.contains(label) }, "\(command.arguments[0]): \(label) in \(document.texts)") }
    }

    @Test(.enabled(if: Poppler.installed, "poppler-utils (pdftoppm, pdftotext) is not installed: the PDF is not rendered"),
          arguments: commands)
    func aPDFsFirstPageRendersAtThePNGsSizeWithItsLabelsAsText(command: PictureCommand) throws {
        let png = try PixelImage(png: picture(command, "p.png"))
        let pdf = try picture(command, "p.pdf")
        #expect(pdf.starts(with: Array("%PDF-".utf8)))
        let path = files.file("p.pdf")
        // 72 dpi: one PDF point, which Cairo made of one picture pixel, is one pixel again.
        let rendered = try Poppler.run("pdftoppm", ["-png", "-r", "72", "-f", "1", "-l", "1", "-singlefile", path, files.file("page")])
        #expect(rendered.status == 0, "\(rendered.err)")
        let page = try PixelImage(png: [UInt8](Data(contentsOf: URL(fileURLWithPath: files.file("page.png")))))
        #expect(page.width == png.width && page.height == png.height)
        let text = try Poppler.run("pdftotext", ["-f", "1", "-l", "1", "-raw", path, "-"])
        for label in command.labels { #expect(text.out.contains(label), "\(command.arguments[0]): \(label) in \(text.out)") }
    }
}

/// An XML document's root, its attributes, how many of each element it has and its texts (Foundation's XMLParser).
final class SVGDocument: NSObject, XMLParserDelegate {
    private(set) var root: String?
    private(set) var rootAttributes: [String: String] = [:]
    private(set) var count: [String: Int] = [:]
    /// Each `<text>` element's characters, in order.
    private(set) var texts: [String] = []
    private var inText = false
    private(set) var parsed = false
    private(set) var error: String?

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        parsed = parser.parse()
        error = parser.parserError.map { "\($0)" }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        if root == nil {
            root = name
            rootAttributes = attributes
        }
        count[name, default: 0] += 1
        if name == "text" {
            texts.append("")
            inText = true
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text" { inText = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inText { texts[texts.count - 1] += string }
    }
}

/// poppler-utils' command-line tools, run as child processes.
enum Poppler {
    static let installed = ["pdftoppm", "pdftotext"].allSatisfy { FileManager.default.isExecutableFile(atPath: "/usr/bin/\($0)") }

    static func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/\(tool)")
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile(), errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), String(decoding: errors, as: UTF8.self))
    }
}
