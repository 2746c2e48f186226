import CText

/// The Unicode bidirectional algorithm (UAX #9), from FriBidi: which stretches of a line read
/// right to left, and in which order the stretches stand on screen.
package enum Bidi {
    /// A stretch of one direction, as a range of the line's text.
    package struct Run: Equatable {
        package var range: Range<String.Index>
        package var rightToLeft: Bool
    }

    /// The line's runs in visual order (left to right on screen). The paragraph's direction comes
    /// from its first strong character, left to right when it has none. A line without a character
    /// that could read right to left is one run, and FriBidi is not asked.
    package static func visualRuns(_ text: String) -> [Run] {
        guard !text.isEmpty else { return [] }
        let whole = [Run(range: text.startIndex..<text.endIndex, rightToLeft: false)]
        guard text.unicodeScalars.contains(where: mayBeRightToLeft) else { return whole }
        let scalars = text.unicodeScalars.map { FriBidiChar($0.value) }
        let count = scalars.count
        guard count < Int(Int32.max) else { return whole }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        // Visual position to logical index; the reordering leaves the string itself alone (flags 0
        // also keeps a right-to-left run's marks before their base, in plain reverse order).
        var map = Array(FriBidiStrIndex(0)..<FriBidiStrIndex(count))
        var visual = scalars
        var direction = ctext_fribidi_par_auto()
        fribidi_get_bidi_types(scalars, FriBidiStrIndex(count), &types)
        fribidi_get_bracket_types(scalars, FriBidiStrIndex(count), types, &brackets)
        guard fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &levels) > 0,
              fribidi_reorder_line(0, types, FriBidiStrIndex(count), 0, direction, &levels, &visual, &map) > 0 else {
            return whole
        }
        // Runs: visual positions of one level whose logical indices follow on, upward for left to
        // right and downward for right to left.
        let offsets = Array(text.unicodeScalars.indices) + [text.endIndex]
        var runs: [Run] = []
        var start = 0
        while start < count {
            let rightToLeft = levels[Int(map[start])] & 1 == 1
            let step: FriBidiStrIndex = rightToLeft ? -1 : 1
            var end = start + 1
            while end < count, levels[Int(map[end])] == levels[Int(map[start])], map[end] == map[end - 1] + step { end += 1 }
            let low = Int(min(map[start], map[end - 1])), high = Int(max(map[start], map[end - 1]))
            runs.append(Run(range: offsets[low]..<offsets[high + 1], rightToLeft: rightToLeft))
            start = end
        }
        return runs
    }

    /// Hebrew, Arabic, Syriac, Thaana, NKo, Samaritan, Mandaic and their presentation forms
    /// (U+0590..U+08FF, U+FB1D..U+FDFF, U+FE70..U+FEFF), the right-to-left scripts beyond the BMP
    /// (U+10800..U+10FFF, U+1E800..U+1EFFF), and the marks and controls that can turn anything around
    /// (RLM, the embeddings, overrides and isolates). Anything else is left to right or neutral.
    private static func mayBeRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF, 0x1E800...0x1EFFF,
             0x200F, 0x202A...0x202E, 0x2066...0x2069:
            true
        default:
            false
        }
    }
}

/// Unicode's Script property (UAX #24), from HarfBuzz, by its ISO 15924 code: what HarfBuzz needs
/// to pick a shaper (Arabic joins its letters only when told the text is Arabic).
package enum Script {
    /// The code of the script a character belongs to: "Latn", "Arab", "Hebr", "Hani", "Hira", ...;
    /// Common ("Zyyy": digits, punctuation, emoji) and Inherited ("Zinh": combining marks) take the
    /// script of the text around them.
    package static func code(of scalar: Unicode.Scalar) -> String {
        if scalar.value < 0x80 {  // ASCII, the common case, without the call
            return scalar.properties.isAlphabetic ? "Latn" : common
        }
        let tag = hb_script_to_iso15924_tag(hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value))
        let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return common }
        return String(decoding: bytes, as: UTF8.self)
    }

    package static let common = "Zyyy"
    package static let inherited = "Zinh"

    /// Common and Inherited characters belong to whatever script surrounds them.
    package static func isNeutral(_ code: String) -> Bool { code == common || code == inherited || code == unknown }

    /// HarfBuzz's answer for an unassigned character.
    private static let unknown = "Zzzz"
}
