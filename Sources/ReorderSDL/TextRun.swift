/// A piece of one line of text that SDL_ttf draws in one call: one font, one script, one direction.
package struct TextRun: Equatable {
    package var text: String
    /// Which of the style's fonts draws it (`FontFallback.candidate(at:)`; 0 is its own).
    package var font: Int
    /// ISO 15924, for HarfBuzz: "Latn", "Arab", "Hani"; "Zyyy" for a run of neutrals only.
    package var script: String
    package var rightToLeft: Bool

    /// The line's runs in visual order, left to right on screen: the bidi algorithm's runs (each of
    /// one direction), cut where the font or the script changes. Characters are grapheme clusters,
    /// so a combining mark stays with its base; neutral ones (spaces, punctuation, marks, emoji)
    /// join the script of the run they stand in. Within a right-to-left run the pieces go right to
    /// left, so the list of a run is reversed.
    package static func itemize(_ text: String, font: (Character) -> Int) -> [TextRun] {
        Bidi.visualRuns(text).flatMap { bidi in
            let pieces = split(text[bidi.range], rightToLeft: bidi.rightToLeft, font: font)
            return bidi.rightToLeft ? pieces.reversed() : pieces
        }
    }

    /// Logical order.
    private static func split(_ text: Substring, rightToLeft: Bool, font: (Character) -> Int) -> [TextRun] {
        var runs: [TextRun] = []
        for character in text {
            let face = font(character)
            let own = character.unicodeScalars.first.map(Script.code) ?? Script.common
            if var last = runs.last, last.font == face,
               Script.isNeutral(own) || Script.isNeutral(last.script) || own == last.script {
                last.text.append(character)
                if Script.isNeutral(last.script) && !Script.isNeutral(own) { last.script = own }
                runs[runs.count - 1] = last
            } else {
                runs.append(TextRun(text: String(character), font: face, script: Script.isNeutral(own) ? Script.common : own,
                                    rightToLeft: rightToLeft))
            }
        }
        return runs
    }
}
