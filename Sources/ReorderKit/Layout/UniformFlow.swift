/// A flow of `count` items all of one size, placed by arithmetic: no per-item storage, O(1) frames
/// and hit tests, so a million items cost nothing but their order. Same placement as `MixedFlow`
/// (checked against it in `GridLayoutTests`): slot j of a line starts at inset + j * (length +
/// itemSpacing), and all lines are equally thick, so items need no centring.
struct UniformFlow: Sendable {
    let metrics: FlowMetrics
    let count: Int
    /// The item's extent along a line and across lines.
    let length: Double
    let thickness: Double
    /// Items per line, at least 1 (an item longer than the line gets a line of its own).
    let perLine: Int

    init(count: Int, size: Size, metrics: FlowMetrics) {
        self.metrics = metrics
        self.count = count
        let length = metrics.axis.along(size)
        self.length = length
        thickness = metrics.axis.across(size)
        let pitch = length + metrics.itemSpacing
        // First guess from division, then settled by the same test each slot's start must pass, so
        // rounding in the division cannot put an item past the line's end.
        // More than `count` a line never matters (and would overflow Int for 1e-300 pt items in a
        // 1e9 pt viewport), so the guess is capped there before any conversion.
        let most = max(count, 1)
        let guess = ((metrics.lineEnd - metrics.inset - length) / pitch).rounded(.down) + 1
        var k = guess.isNaN || guess < 1 ? 1 : guess >= Double(most) ? most : Int(guess)
        func fits(_ j: Int) -> Bool { metrics.inset + Double(j) * pitch + length <= metrics.lineEnd }
        while k > 1, !fits(k - 1) { k -= 1 }
        while k < most, fits(k) { k += 1 }
        perLine = k
    }

    var lineCount: Int { (count + perLine - 1) / perLine }
    var linePitch: Double { thickness + metrics.lineSpacing }

    var contentExtent: Double { metrics.contentExtent(lines: Double(lineCount) * linePitch) }

    func lineStart(_ line: Int) -> Double { metrics.inset + Double(line) * linePitch }
    func itemStart(_ column: Int) -> Double { metrics.inset + Double(column) * (length + metrics.itemSpacing) }

    func frame(ofSlot slot: Int) -> LayoutRect {
        metrics.axis.rect(alongStart: itemStart(slot % perLine), along: length,
                          acrossStart: lineStart(slot / perLine), across: thickness)
    }

    /// The first slot of the first line whose far edge passes `extent` along the scroll axis; `count`
    /// past the last. The line is guessed by division (clamped before any Int conversion: an extent
    /// may be 1e300) and settled by the frames' own arithmetic.
    func firstSlot(endingAfter extent: Double) -> Int {
        guard count > 0 else { return 0 }
        let guess = ((extent - metrics.inset - thickness) / linePitch).rounded(.down) + 1
        guard !guess.isNaN else { return 0 }
        var line = guess <= 0 ? 0 : guess >= Double(lineCount) ? lineCount : Int(guess)
        while line > 0, lineStart(line - 1) + thickness > extent { line -= 1 }
        while line < lineCount, lineStart(line) + thickness <= extent { line += 1 }
        return min(line * perLine, count)
    }

    /// The slot whose frame holds `point` (content points), nil on insets, spacing or past the end.
    func slot(at point: Point) -> Int? {
        let across = metrics.axis.across(point), along = metrics.axis.along(point)
        guard count > 0, across >= metrics.inset, along >= metrics.inset else { return nil }
        // Division gives the line and column; the frame test decides, a neighbour covering rounding.
        let lineGuess = ((across - metrics.inset) / linePitch).rounded(.down)
        let columnGuess = ((along - metrics.inset) / (length + metrics.itemSpacing)).rounded(.down)
        // Past the last line or column (or beyond Int, for a point at 1e300): nothing there.
        guard lineGuess < Double(lineCount), columnGuess < Double(perLine) else { return nil }
        var line = Int(lineGuess)
        if line > 0, across < lineStart(line) { line -= 1 }
        var column = Int(columnGuess)
        if column > 0, along < itemStart(column) { column -= 1 }
        guard line < lineCount, column < perLine, across < lineStart(line) + thickness,
              along < itemStart(column) + length else { return nil }
        let slot = line * perLine + column
        return slot < count ? slot : nil
    }
}
