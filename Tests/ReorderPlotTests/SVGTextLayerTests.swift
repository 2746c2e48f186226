import Testing
@testable import ReorderPlot

/// The SVG's labels as text: escaped for XML, placed inside the root element, last.
@Suite struct SVGTextLayerTests {
    @Test func labelsGoInsideTheRootEscaped() {
        var layer = SVGTextLayer()
        layer.add("a<b & \"c\"", x: 10, baseline: 20, pixelSize: 15, width: 60, bold: true)
        let svg = String(decoding: layer.inserted(into: Array("<svg>\n<path/>\n</svg>\n".utf8)), as: UTF8.self)
        #expect(svg.hasPrefix("<svg>\n<path/>\n<g ") && svg.hasSuffix("</g>\n</svg>\n"))
        #expect(svg.contains(#"<text fill="none" x="10" y="20" font-size="15" font-weight="bold" textLength="60" lengthAdjust="spacingAndGlyphs">a&lt;b &amp; &quot;c&quot;</text>"#))
    }

    @Test func characterXMLCannotHoldBecomesTheReplacementCharacter() {
        #expect(SVGTextLayer.escaped("x\u{1}y\u{FFFF}\tz") == "x\u{FFFD}y\u{FFFD}\tz")
    }

    @Test func noLabelsOrNoClosingTagLeaveTheFileAlone() {
        let svg = Array("<svg></svg>".utf8)
        #expect(SVGTextLayer().inserted(into: svg) == svg)
        var layer = SVGTextLayer()
        layer.add("x", x: 0, baseline: 0, pixelSize: 9, width: 5, bold: false)
        #expect(layer.inserted(into: Array("<svg>".utf8)) == Array("<svg>".utf8))
    }
}
