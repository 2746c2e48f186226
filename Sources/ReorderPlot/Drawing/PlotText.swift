import ReorderSDL

/// The pictures' text: DejaVu Sans (the window's fonts, with its fallbacks for characters DejaVu
/// lacks, through `TextRenderer`), anti-aliased by SDL_ttf, at one size for labels and the bold
/// face for titles. Measures as it draws, so a box laid out is the box drawn.
final class PlotText {
    enum Face {
        case regular, bold

        var path: String { self == .regular ? Font.defaultPath : "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf" }
    }

    let pixelSize: Int
    /// Pixels from the top of a capital to the baseline, and from the baseline to the lowest
    /// descender: text is placed by the top of its capitals, as the layout counts.
    let capHeight: Int
    let descent: Int
    /// Pixels from the top of a rendered line to the top of its capitals.
    private let above: Int
    private let lines: TextRenderer

    /// - Parameter pixelSize: the font's size in pixels (an em).
    init(libraries: SDLLibraries, pixelSize: Int) throws(SDLError) {
        self.pixelSize = pixelSize
        lines = TextRenderer(libraries: libraries)
        let font = try lines.primaryFont(path: Face.regular.path, pixelSize: pixelSize)
        capHeight = font.capHeight
        descent = font.height - font.ascent
        above = font.ascent - font.capHeight
    }

    /// A line's height: capitals and descenders.
    var lineHeight: Int { capHeight + descent }

    func width(_ text: String, _ face: Face = .regular) -> Int {
        text.isEmpty ? 0 : lines.width(text, path: face.path, pixelSize: pixelSize)
    }

    /// The line rendered, and how far above the top of its capitals its surface starts.
    func render(_ text: String, _ face: Face, _ color: Color) throws(SDLError) -> (surface: Surface, above: Int) {
        (try lines.render(text, path: face.path, pixelSize: pixelSize, color: color), above)
    }
}
