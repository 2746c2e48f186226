import CText

/// One face of a font file: `index` picks the face in a collection (WenQuanYi's .ttc holds a
/// proportional and a monospace face).
public struct FontFace: Hashable, Sendable {
    public var path: String
    public var index: Int

    public init(path: String, index: Int = 0) {
        self.path = path
        self.index = index
    }
}

/// The fonts that draw one style's text: the style's own font first, then the fonts fontconfig
/// sorts after it (nearest in family, weight, slant and spacing first; `FcFontSort` with trimming,
/// so each one adds characters the ones before it lack). A character is drawn with the first font
/// that has it, as browsers and toolkits fall back; one that no font has is drawn with the style's
/// own font, whose .notdef box says so.
package final class FontFallback {
    package struct Candidate {
        package var face: FontFace
        /// The pixel size of the only size a bitmap font has (Noto Color Emoji: 109 px), which
        /// SDL_ttf renders whatever size is asked for: the drawing scales it down. Nil for outlines.
        package var bitmapPixelSize: Double?
        /// Colour glyphs (emoji), preferred for characters that are emoji by default.
        package var isColor: Bool
        /// The characters it has (`FcCharSet`, owned by the pattern it came from); nil when unknown,
        /// which counts as having every character.
        fileprivate var charset: OpaquePointer?
    }

    /// The style's own font, then the others; fontconfig is asked for the others the first time a
    /// character is missing from the style's own font: its first sort loads its configuration and
    /// font cache (8 ms here, measured with a C program calling FcFontSort; later sorts 0.1 ms),
    /// which a list in the style's own scripts never needs.
    private lazy var candidates: [Candidate] = {
        var list = [primary]
        if let primaryPattern, let sorted = Self.sort(like: primaryPattern) {
            self.sorted = sorted
            for i in 0..<Int(sorted.pointee.nfont) {
                guard let pattern = sorted.pointee.fonts[i], let candidate = Self.candidate(pattern) else { continue }
                if candidate.face != primary.face { list.append(candidate) }
            }
        }
        return list
    }()
    private let primary: Candidate
    private let primaryPattern: OpaquePointer?
    private var sorted: UnsafeMutablePointer<FcFontSet>?

    /// - Parameter face: the style's own font file. Without fontconfig (or a file it cannot read)
    ///   the list is that font alone, drawing every character as before.
    package init(primary face: FontFace) {
        var count: Int32 = 0
        primaryPattern = FcFreeTypeQuery(face.path, UInt32(face.index), nil, &count)
        primary = primaryPattern.flatMap { Self.candidate($0, face: face) } ?? Candidate(face: face, isColor: false, charset: nil)
    }

    deinit {
        if let sorted { FcFontSetDestroy(sorted) }
        if let primaryPattern { FcPatternDestroy(primaryPattern) }
    }

    /// The candidate that draws `character` (an index for `candidate(at:)`): the first that has all
    /// of its characters (combining marks stay with their base), a colour font first for an emoji.
    package func candidate(for character: Character) -> Int {
        // Joiners and variation selectors have no glyph of their own to find.
        let scalars = character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
        guard let first = scalars.first else { return 0 }
        let emoji = first.properties.isEmojiPresentation || character.unicodeScalars.contains { $0.value == 0xFE0F }
        if !emoji, scalars.allSatisfy({ Self.has(primary, $0) }) { return 0 }
        func hasAll(_ index: Int) -> Bool { scalars.allSatisfy { covers(index, $0) } }
        if emoji, let color = candidates.indices.first(where: { candidates[$0].isColor && hasAll($0) }) {
            return color
        }
        if let index = candidates.indices.first(where: hasAll) { return index }
        return candidates.indices.first { covers($0, first) } ?? 0
    }

    /// The font `candidate(for:)` chose (0, the style's own, without asking fontconfig).
    package func candidate(at index: Int) -> Candidate { index == 0 ? primary : candidates[index] }

    func covers(_ index: Int, _ scalar: Unicode.Scalar) -> Bool { Self.has(candidate(at: index), scalar) }

    private static func has(_ candidate: Candidate, _ scalar: Unicode.Scalar) -> Bool {
        guard let charset = candidate.charset else { return true }
        return FcCharSetHasChar(charset, scalar.value) != 0
    }

    // MARK: fontconfig

    /// Every installed font, best substitute for `primary` first.
    private static func sort(like primary: OpaquePointer) -> UnsafeMutablePointer<FcFontSet>? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        var family: UnsafeMutablePointer<FcChar8>?
        if FcPatternGetString(primary, FC_FAMILY, 0, &family) == FcResultMatch, let family {
            FcPatternAddString(pattern, FC_FAMILY, family)
        }
        for key in [FC_WEIGHT, FC_SLANT, FC_WIDTH, FC_SPACING] {
            var value: Int32 = 0
            if FcPatternGetInteger(primary, key, 0, &value) == FcResultMatch { FcPatternAddInteger(pattern, key, value) }
        }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        return FcFontSort(nil, pattern, 1, nil, &result)
    }

    private static func candidate(_ pattern: OpaquePointer, face known: FontFace? = nil) -> Candidate? {
        let face: FontFace
        if let known {
            face = known
        } else {
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file else { return nil }
            var index: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
            face = FontFace(path: String(cString: file), index: Int(index))
        }
        var outline: FcBool = 1, color: FcBool = 0, pixelSize = 0.0
        _ = FcPatternGetBool(pattern, FC_OUTLINE, 0, &outline)
        _ = FcPatternGetBool(pattern, FC_COLOR, 0, &color)
        let bitmap = outline == 0 && FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &pixelSize) == FcResultMatch && pixelSize > 0
        var charset: OpaquePointer?
        _ = FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset)
        return Candidate(face: face, bitmapPixelSize: bitmap ? pixelSize : nil, isColor: color != 0, charset: charset)
    }
}
