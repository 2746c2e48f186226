/// The labels of an SVG picture as text. Cairo's SVG surface draws every glyph as an outline (a
/// `<symbol>` used where it stands), so the file holds no words: a search, a screen reader or a
/// copy finds nothing. The same labels are laid over the outlines as unfilled `<text>`, each
/// stretched to the width Pango gave it (`textLength`), as a scanned PDF carries its OCR text.
struct SVGTextLayer {
    private var elements: [String] = []

    /// A label as drawn: its left edge and baseline in pixels, its em and its width in pixels.
    mutating func add(_ text: String, x: Int, baseline: Int, pixelSize: Int, width: Int, bold: Bool) {
        guard width > 0 else { return }
        // fill none on each element, not only the group: some converters do not inherit it.
        elements.append("<text fill=\"none\" x=\"\(x)\" y=\"\(baseline)\" font-size=\"\(pixelSize)\"\(bold ? " font-weight=\"bold\"" : "")"
                        + " textLength=\"\(width)\" lengthAdjust=\"spacingAndGlyphs\">\(Self.escaped(text))</text>")
    }

    /// `svg` with the layer added last (on top) inside its root element; unchanged when there are no
    /// labels or no closing tag.
    func inserted(into svg: [UInt8]) -> [UInt8] {
        let closing = Array("</svg>".utf8)
        guard !elements.isEmpty, let end = Self.lastRange(of: closing, in: svg) else { return svg }
        let layer = "<g fill=\"none\" font-family=\"DejaVu Sans\">\n" + elements.joined(separator: "\n") + "\n</g>\n"
        return Array(svg[..<end]) + Array(layer.utf8) + Array(svg[end...])
    }

    /// XML's five reserved characters as entities. The labels are already escaped for messages
    /// (ReorderText's message escaping: no control characters), which XML 1.0 could not hold.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            // Characters XML 1.0 cannot hold at all, should any get past the escaping.
            case _ where (c.value < 0x20 && c != "\t" && c != "\n" && c != "\r") || c.value == 0xFFFE || c.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    private static func lastRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        return stride(from: bytes.count - needle.count, through: 0, by: -1).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
