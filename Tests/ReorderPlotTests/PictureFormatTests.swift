import Testing
@testable import ReorderPlot

/// The output name's extension chooses the format; anything else is no picture format.
@Suite struct PictureFormatTests {
    @Test func theExtensionInAnyCaseNamesTheFormat() {
        #expect(PictureFormat(fileName: "a/b.png") == .png && PictureFormat(fileName: "B.SVG") == .svg && PictureFormat(fileName: "c.Pdf") == .pdf)
        for name in ["x.jpg", "x.svgz", "png", "x.png.txt", ""] { #expect(PictureFormat(fileName: name) == nil, "\(name)") }
        #expect(PictureFormat.extensionList == ".png, .svg or .pdf")
    }
}
