import ReorderKit
import ReorderSDL

/// The engine's latest announcement (what a screen reader would say, docs/without-dragging.md) in a
/// strip across the list: at its bottom edge, else its top, whichever clears the row in hand (the
/// imposter, a tap's picked row) and, where it can, the focused row. When neither clears the row in
/// hand (a row taller than the list less two strips) the strip is not drawn: the row matters more
/// than its caption, which `--speak` and `replay --announcements` still give.
public struct AnnouncementStrip {
    public var theme: Theme

    public init(theme: Theme = .standard) {
        self.theme = theme
    }

    /// Lines the text may take: the lift's announcement (about 90 characters) in two lines fits a
    /// 320 pt list at 14 pt; longer text is cut with an ellipsis on the second.
    static let maxLines = 2
    static let padding = 6.0

    /// Where a strip `height` points tall goes in `list`: the bottom, else the top, clear of `hard`
    /// (never covered) and, of those, first one clear of `soft` too; nil when no place clears `hard`.
    static func place(in list: Rect, height: Double, hard: [Rect], soft: [Rect]) -> Rect? {
        let strip = min(height, list.height)
        let bottom = Rect(x: list.x, y: list.maxY - strip, width: list.width, height: strip)
        let top = Rect(x: list.x, y: list.y, width: list.width, height: strip)
        func clear(_ place: Rect, of rects: [Rect]) -> Bool { rects.allSatisfy { place.intersection($0) == nil } }
        let allowed = [bottom, top].filter { clear($0, of: hard) }
        return allowed.first { clear($0, of: soft) } ?? allowed.first
    }

    /// Draws `announcement` in the strip placed in `list`; returns where it went (nil: not drawn).
    @discardableResult
    public func draw(_ announcement: String, list: Rect, marks: FocusMarks, renderer: Renderer, text: TextCache) -> Rect? {
        let width = list.width - 2 * Self.padding
        guard width > 0 else { return nil }
        let lines = Self.wrap(announcement, maxLines: Self.maxLines, fits: { text.size($0, theme.stripFont, theme.stripText, renderer: renderer).width <= width })
            .map { text.fitted($0, theme.stripFont, width: width, renderer: renderer) }
        let lineHeight = text.lineHeight(theme.stripFont, renderer: renderer)
        let height = Double(lines.count) * lineHeight + 2 * Self.padding
        let hard = [marks.inHand, marks.picked].compactMap { $0 }
        guard let strip = Self.place(in: list, height: height, hard: hard, soft: [marks.focused].compactMap { $0 }) else { return nil }
        renderer.withClip(strip) {
            renderer.fill(strip, theme.stripFill)
            for (i, line) in lines.enumerated() {
                text.draw(line, theme.stripFont, theme.stripText, at: (strip.x + Self.padding, strip.y + Self.padding + Double(i) * lineHeight),
                          renderer: renderer)
            }
        }
        return strip
    }

    /// `text` in at most `maxLines` lines, broken at spaces where `fits` says a line is full; the
    /// last line takes the rest (the caller cuts it to width). A word too long for a line is a line.
    static func wrap(_ text: String, maxLines: Int, fits: (String) -> Bool) -> [String] {
        var lines: [String] = []
        var words = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)[...]
        while let first = words.first, lines.count < maxLines - 1 {
            var line = first
            words = words.dropFirst()
            while let next = words.first, fits(line + " " + next) {
                line += " " + next
                words = words.dropFirst()
            }
            lines.append(line)
        }
        if !words.isEmpty { lines.append(words.joined(separator: " ")) }
        return lines.isEmpty ? [""] : lines
    }
}
