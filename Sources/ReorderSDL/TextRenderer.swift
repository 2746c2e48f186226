/// Draws one line of text in any script into a surface: the line is cut into runs (`TextRun`), each
/// run is shaped and rendered by SDL_ttf with the font that has its characters (`FontFallback`),
/// and the runs are placed side by side on a common baseline. Measures the same way, so a width
/// asked for is the width drawn.
package final class TextRenderer {
    private struct FontKey: Hashable {
        var face: FontFace
        var pixelSize: Int
    }

    /// Per style font file, made once: each reads its font's character map (0.4 ms).
    private var fallbacks: [String: FontFallback] = [:]
    private var fonts: [FontKey: Font] = [:]
    private let libraries: SDLLibraries

    package init(libraries: SDLLibraries) { self.libraries = libraries }

    /// A line's runs, each with the font that draws it and the factor its pixels are scaled by.
    private struct Piece {
        var run: TextRun
        var font: Font
        var scale: Double
    }

    /// The text in `color`, on a transparent surface as tall as the tallest font it uses.
    package func render(_ text: String, path: String, pixelSize: Int, color: Color) throws(SDLError) -> Surface {
        let pieces = try layout(text, path: path, pixelSize: pixelSize)
        // The common case, a line in the style's own font and one direction: SDL_ttf's surface as it is.
        if pieces.count == 1, pieces[0].scale == 1 {
            let piece = pieces[0]
            return try piece.font.render(piece.run.text, color: color, script: piece.run.script, rightToLeft: piece.run.rightToLeft)
        }
        var surfaces: [(Surface, ascent: Int)] = []
        for piece in pieces {
            var surface = try piece.font.render(piece.run.text, color: color, script: piece.run.script,
                                                rightToLeft: piece.run.rightToLeft)
            if piece.scale != 1 {
                surface = try surface.scaledDown(width: Self.scaled(surface.width, piece.scale),
                                                 height: Self.scaled(surface.height, piece.scale))
            }
            surfaces.append((surface, Self.scaled(piece.font.ascent, piece.scale)))
        }
        let ascent = surfaces.map(\.ascent).max() ?? 0
        let descent = surfaces.map { $0.0.height - $0.ascent }.max() ?? 0
        let line = try Surface(width: max(1, surfaces.reduce(0) { $0 + $1.0.width }), height: max(1, ascent + descent))
        var x = 0
        for (surface, runAscent) in surfaces {
            try line.copy(surface, x: x, y: ascent - runAscent)
            x += surface.width
        }
        return line
    }

    /// The width `render` gives, in pixels.
    package func width(_ text: String, path: String, pixelSize: Int) -> Int {
        guard let pieces = try? layout(text, path: path, pixelSize: pixelSize) else { return 0 }
        return pieces.reduce(0) { sum, piece in
            sum + Self.scaled(piece.font.width(piece.run.text, script: piece.run.script, rightToLeft: piece.run.rightToLeft), piece.scale)
        }
    }

    /// The style's own font, for its line height.
    package func primaryFont(path: String, pixelSize: Int) throws(SDLError) -> Font {
        try font(FontFace(path: path), pixelSize: pixelSize)
    }

    /// Drops the fonts (the pixel sizes change with the renderer's scale); fontconfig's lists stay.
    package func removeFonts() { fonts.removeAll() }

    private func layout(_ text: String, path: String, pixelSize: Int) throws(SDLError) -> [Piece] {
        let fallback = fallback(for: path)
        var pieces: [Piece] = []
        for run in TextRun.itemize(text, font: fallback.candidate(for:)) {
            let candidate = fallback.candidate(at: run.font)
            // A bitmap font has one size: its glyphs are scaled to the em the style asks for.
            let scale = candidate.bitmapPixelSize.map { min(1, Double(pixelSize) / $0) } ?? 1
            pieces.append(Piece(run: run, font: try font(candidate.face, pixelSize: pixelSize), scale: scale))
        }
        return pieces
    }

    private func fallback(for path: String) -> FontFallback {
        if let known = fallbacks[path] { return known }
        let made = FontFallback(primary: FontFace(path: path))
        fallbacks[path] = made
        return made
    }

    private func font(_ face: FontFace, pixelSize: Int) throws(SDLError) -> Font {
        let key = FontKey(face: face, pixelSize: max(1, pixelSize))
        if let font = fonts[key] { return font }
        let font = try Font(face: face, pixelSize: key.pixelSize, libraries: libraries)
        fonts[key] = font
        return font
    }

    private static func scaled(_ pixels: Int, _ scale: Double) -> Int {
        scale == 1 ? pixels : max(1, Int((Double(pixels) * scale).rounded()))
    }
}
