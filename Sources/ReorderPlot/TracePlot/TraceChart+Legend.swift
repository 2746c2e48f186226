
/// The legend: right-aligned in the pointer panel's title row, outside every plot area, so it never
/// covers data. A swatch and a name for each pointer (as many as fit, then "+N"), then what the
/// markers mean; none at all when not even the markers fit beside the panel's title.
extension TraceChart.Renderer {
    struct LegendItem {
        enum Swatch { case line(Color), down, up, cancel, none }
        var swatch: Swatch
        var x: Int
        var label: String
        var labelX: Int
        var color: Color
    }

    /// The items left to right, and the box they take.
    func legend() -> (items: [LegendItem], box: PixelRect)? {
        let area = layout.pointerArea
        let y = layout.noteStrip.y - titleRow + 1
        let radius = markerRadius, gap = 8 * unit, swatch = 18
        func width(_ s: String) -> Int { text.width(s) }
        let unitEnd = unitX(Self.titles.pointers) + width(pointerUnit) + gap
        let keys: [(LegendItem.Swatch, String)] = [(.down, "down"), (.up, "up"), (.cancel, "cancel")]
        let keyWidth = keys.map { 2 * radius + 6 + width($0.1) + gap }.reduce(0, +) - gap
        guard area.right - keyWidth > unitEnd else { return nil }
        // The pointers left of the keys, first pointers first; those that do not fit become "+N".
        var entries: [(name: String, color: Color?)] = []
        var used = 0
        let available = area.right - keyWidth - gap - unitEnd
        for (i, pointer) in plot.pointers.enumerated() {
            let rest = plot.pointers.count - i - 1
            let more = rest > 0 ? width("+\(rest)") + gap : 0
            guard used + swatch + 4 + width(pointer.name) + gap + more <= available else {
                entries.append(("+\(plot.pointers.count - i)", nil))
                break
            }
            entries.append((pointer.name, Style.pointer(i)))
            used += swatch + 4 + width(pointer.name) + gap
        }
        let entriesWidth = entries.map { ($0.color == nil ? 0 : swatch + 4) + width($0.name) + gap }.reduce(0, +)
        var x = area.right - keyWidth - entriesWidth
        let left = x
        var items: [LegendItem] = []
        for entry in entries {
            let labelX = x + (entry.color == nil ? 0 : swatch + 4)
            items.append(LegendItem(swatch: entry.color.map { .line($0) } ?? .none, x: x, label: entry.name, labelX: labelX, color: Style.ink))
            x = labelX + width(entry.name) + gap
        }
        for (kind, label) in keys {
            items.append(LegendItem(swatch: kind, x: x, label: label, labelX: x + 2 * radius + 6, color: Style.muted))
            x += 2 * radius + 6 + width(label) + gap
        }
        return (items, PixelRect(x: left, y: y - 2, width: area.right - left, height: lineHeight + 2))
    }

    func drawLegend() {
        canvas.unclipped()
        guard let (items, _) = legend() else { return }
        let mid = layout.noteStrip.y - titleRow + 1 + capHeight / 2, radius = markerRadius
        for item in items {
            switch item.swatch {
            case .line(let color): canvas.fill(item.x, mid - 1, 18, 3, color)
            case .down: canvas.disc(item.x + radius, mid, radius: radius, Style.muted)
            case .up: canvas.ring(item.x + radius, mid, radius: radius + 1, Style.muted, inside: Style.background)
            case .cancel: canvas.cross(item.x + radius, mid, size: radius, Style.muted)
            case .none: break
            }
            canvas.text(item.label, x: item.labelX, y: mid - capHeight / 2, item.color)
        }
    }
}
