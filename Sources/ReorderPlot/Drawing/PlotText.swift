import ReorderKit
import ReorderSDL

/// The pictures' text: DejaVu Sans (the window's fonts, with its fallbacks for characters DejaVu
/// lacks, through `TextRenderer`), anti-aliased by SDL_ttf, at one size for labels and the bold
/// face for titles. Measures as it draws, so a box laid out is the box drawn.
final class PlotText {
    enum Face {
        case regular, bold

        var path: String { self == .regular ? Font.defaultPath : Font.boldPath }
    }

    /// An em, in the picture's pixels.
    let pixelSize: Int
    /// Device pixels per picture pixel (`PlotCanvas.scale`): fonts are opened this much larger,
    /// every measure is in picture pixels.
    let scale: Int
    /// Pixels from the top of a capital to the baseline, and from the baseline to the lowest
    /// descender: text is placed by the top of its capitals, as the layout counts.
    let capHeight: Int
    let descent: Int
    /// Pixels from the top of a rendered line to the top of its capitals.
    private let above: Double
    private let lines: TextRenderer

    /// - Parameter pixelSize: the font's size in pixels (an em).
    init(libraries: SDLLibraries, pixelSize: Int, scale: Int = 1) throws(SDLError) {
        self.pixelSize = pixelSize
        self.scale = scale
        lines = TextRenderer(libraries: libraries)
        let font = try lines.primaryFont(path: Face.regular.path, pixelSize: pixelSize * scale)
        capHeight = (font.capHeight + scale - 1) / scale
        descent = (font.height - font.ascent + scale - 1) / scale
        above = Double(font.ascent - font.capHeight) / Double(scale)
    }

    /// A line's height: capitals and descenders.
    var lineHeight: Int { capHeight + descent }

    func width(_ text: String, _ face: Face = .regular) -> Int {
        text.isEmpty ? 0 : (lines.width(text.escapedForMessage, path: face.path, pixelSize: pixelSize * scale) + scale - 1) / scale
    }

    /// The line rendered in device pixels, and how far above the top of its capitals its surface
    /// starts, in picture pixels. Labels come from files (row ids, marks, device names): they are
    /// drawn escaped as a terminal shows them (`escapedForMessage`), since a control character or a
    /// bidi override draws nothing, and a run of nothing but those is a zero-width line SDL_ttf
    /// refuses ("Text has zero width"), which failed the whole picture.
    func render(_ text: String, _ face: Face, _ color: Color) throws(SDLError) -> (surface: Surface, above: Double) {
        (try lines.render(text.escapedForMessage, path: face.path, pixelSize: pixelSize * scale, color: color), above)
    }
}
