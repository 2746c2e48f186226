import ReorderKit
import ReorderSDL

/// A sectioned list's headers as UITableView's plain style draws them: each at its place in the
/// content (the drawn one, with the blank where it is), except that the header of the section at the
/// top of the viewport sticks to the top while its section scrolls under it, until the next header
/// pushes it up and out.
struct SectionHeaders {
    var theme: Theme

    /// One header as drawn: its section and its rectangle in viewport points.
    struct Placed: Equatable {
        var section: Int
        var rect: Rect
    }

    /// The headers that show in a viewport of `extent` points, in section order; x and width are the
    /// list's column.
    static func placed(_ layout: some SectionedLayout, offset: Double, extent: Double, column: (x: Double, width: Double)) -> [Placed] {
        let count = layout.sectionCount
        guard count > 0 else { return [] }
        // The last section whose header starts at or above the viewport's top: binary search, as the
        // sections may number a thousand.
        var low = 0, high = count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if layout.headerFrame(ofSection: mid).y <= offset { low = mid } else { high = mid - 1 }
        }
        var placed: [Placed] = []
        var s = low
        while s < count {
            let frame = layout.headerFrame(ofSection: s)
            var top = frame.y - offset
            if top >= extent { break }
            if s == low, top < 0 {
                // Sticky: at the top, unless the next header has come up to push it out.
                top = 0
                if s + 1 < count { top = min(top, layout.headerFrame(ofSection: s + 1).y - offset - frame.height) }
            }
            placed.append(Placed(section: s, rect: Rect(x: column.x, y: top, width: column.width, height: frame.height)))
            s += 1
        }
        return placed
    }

    func draw(_ layout: some SectionedLayout, offset: Double, extent: Double, column: (x: Double, width: Double),
              renderer: Renderer, text: TextCache) {
        for header in Self.placed(layout, offset: offset, extent: extent, column: column) {
            let rect = header.rect
            guard rect.height > 0, renderer.covers(rect) else { continue }
            renderer.fill(rect, theme.headerFill)
            let section = layout.sections.sections[header.section]
            let title = section.title ?? section.id
            let width = rect.width - 2 * theme.rowInset
            guard width > 0, let style = text.style(theme.headerFont, fitting: rect.height, renderer: renderer) else { continue }
            let shown = text.fitted(title, style, width: width, renderer: renderer)
            let clip = Rect(x: rect.x + theme.rowInset, y: rect.y, width: width, height: rect.height)
            renderer.withClip(clip) {
                text.draw(shown, style, theme.headerText, at: (clip.x, rect.y + rect.height / 2), anchor: .leftCenter, renderer: renderer)
            }
        }
    }
}
