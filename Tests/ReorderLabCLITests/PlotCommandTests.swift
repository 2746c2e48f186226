import Foundation
import ReorderText
import Testing
@testable import ReorderLabCLI
@testable import ReorderAnalysis
@testable import ReorderPlot
import TestSupport

/// `reorder-lab plot`: the picture it writes, its arguments and its exit statuses.
@Suite struct PlotCommandTests {
    let files = TemporaryDirectory()

    func run(_ arguments: String...) -> (status: Int32, out: [String], err: [String]) { runCLI(["plot"] + arguments) }

    func plot(_ sample: String) throws -> TracePlot { try TracePlot(path: SampleTraces.path(sample)) }

    @Test func pngIsWrittenAtTheAskedSizeAndDecodes() throws {
        let out = files.file("drag-down.png")
        let result = run(SampleTraces.path("drag-down"), "-o", out, "--width", "900", "--height", "600")
        #expect(result.status == 0 && result.err.isEmpty)
        #expect(result.out == ["\(out): 900 x 600 px, 1 pointer, 2 gestures"])
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out)))
        let image = try PixelImage(png: bytes)
        #expect(image.width == 900 && image.height == 600)
        #expect(try bytes == plot("drag-down").png(width: 900, height: 600))
        #expect(files.names() == ["drag-down.png"], "no temporary file left")
    }

    // MARK: Command line

    @Test func malformedTraceIsExitTwoAndWritesNothing() throws {
        let trace = files.write(TraceText.backwards, to: "bad.trace.jsonl"), out = files.file("bad.png")
        let result = run(trace, "-o", out)
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err.count == 1 && result.err[0].hasPrefix("\(trace):3: "))
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func argumentsAndFiles() throws {
        let trace = SampleTraces.path("tap")
        #expect(run(trace).status == 64, "-o is required")
        #expect(run(trace).err == ["reorder-lab plot: -o OUT is required; see `reorder-lab plot --help`"])
        #expect(run("-o", files.file("x.png")).status == 64)
        #expect(run(trace, trace, "-o", files.file("x.png")).status == 64)
        #expect(run(trace, "-o").status == 64)
        #expect(run(trace, "-o", files.file("x.png"), "--width", "10").status == 64)
        #expect(run(trace, "-o", files.file("x.png"), "--height", "tall").status == 64)
        #expect(run(trace, "-o", files.file("x.png"), "--frobnicate").status == 64)
        #expect(run(trace, "-o", trace).status == 64, "never replaces its input")
        let help = run("--help")
        #expect(help.status == 0 && help.out.first?.hasPrefix("usage: reorder-lab plot") == true)
        let missing = run(files.file("missing.trace.jsonl"), "-o", files.file("x.png"))
        #expect(missing.status == 1 && missing.err.count == 1 && missing.err[0].contains("cannot open"))
        let unwritable = run(trace, "-o", "/nonexistent/dir/plot.png")
        #expect(unwritable.status == 1 && unwritable.out.isEmpty)
        #expect(unwritable.err.count == 1 && unwritable.err[0].hasPrefix("/nonexistent/dir/plot.png: cannot create"))
    }

    @Test func onlyPNGSVGAndPDFAreWritten() {
        let trace = SampleTraces.path("tap")
        let jpeg = files.file("x.jpg")
        let result = run(trace, "-o", jpeg)
        #expect(result.status == 64 && result.out.isEmpty)
        #expect(result.err == ["reorder-lab plot: -o expects a file name ending in .png, .svg or .pdf; got \(jpeg.quotedForMessage); see `reorder-lab plot --help`"])
        #expect(!FileManager.default.fileExists(atPath: jpeg))
        let upper = files.file("X.PNG")
        #expect(run(trace, "-o", upper, "--width", "400", "--height", "300").status == 0)
    }

    @Test func anUnwritablePictureIsReportedBeforeTheTraceIsRead() throws {
        let trace = files.write(TraceText.backwards, to: "bad.trace.jsonl")
        let result = run(trace, "-o", "/nonexistent/dir/plot.png")
        #expect(result.status == 1 && result.out.isEmpty)
        #expect(result.err == ["/nonexistent/dir/plot.png: cannot create: No such file or directory"])
    }

    @Test func replacesAnExistingPictureWhole() throws {
        let out = files.file("again.png")
        try Data(repeating: 7, count: 10_000_000).write(to: URL(fileURLWithPath: out))
        #expect(run(SampleTraces.path("tap"), "-o", out, "--width", "400", "--height", "300").status == 0)
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out)))
        #expect(try bytes == plot("tap").png(width: 400, height: 300))
    }

    @Test func mainUsageListsPlot() {
        #expect(ReorderLabCLI.usage.contains("reorder-lab plot TRACE -o OUT [--width W]"))
    }
}
