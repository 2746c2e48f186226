import ReorderAnalysis

/// The few drawing operations the trace plot needs, on an `RGBAImage`, clipped to a rectangle:
/// 2-pixel lines (Bresenham with a 2 x 2 brush, after clipping in floating point so that a point far
/// outside the picture never becomes an out-of-range `Int`), markers, dashes and text.
///
/// A wrapper rather than an extension of `RGBAImage`, so these names cannot collide with whatever
/// else grows on the image type.
struct TracePlotCanvas {
    var image: RGBAImage
    /// Pixels outside this rectangle are left alone (markers and text included).
    var clip: TracePlot.Rect

    init(width: Int, height: Int, background: RGBA) {
        image = RGBAImage(width: width, height: height, fill: background)
        clip = TracePlot.Rect(x: 0, y: 0, width: width, height: height)
    }

    mutating func unclipped() { clip = TracePlot.Rect(x: 0, y: 0, width: image.width, height: image.height) }

    mutating func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: RGBA) {
        let x0 = max(x, clip.x), y0 = max(y, clip.y)
        let x1 = min(x + w, clip.x + clip.width), y1 = min(y + h, clip.y + clip.height)
        guard x0 < x1, y0 < y1 else { return }
        image.fillRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0, color)
    }

    // MARK: Lines

    /// A line `width` pixels wide from (x0, y0) to (x1, y1), pixel coordinates.
    mutating func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Int = 2, _ color: RGBA) {
        // A point at infinity (an infinite offset) is drawn toward the edge it lies beyond; NaN has no
        // place and is skipped by the clipping.
        func far(_ p: Double) -> Double { p.isInfinite ? (p > 0 ? 1e7 : -1e7) : p }
        let (x0, y0, x1, y1) = (far(x0), far(y0), far(x1), far(y1))
        // The brush reaches `width - 1` pixels right and down of the point: clip to a rectangle
        // grown by that much so a line along the clip's edge still draws its visible half.
        let grow = Double(width - 1)
        guard let (ax, ay, bx, by) = clipped(x0, y0, x1, y1, left: Double(clip.x) - grow, top: Double(clip.y) - grow,
                                              right: Double(clip.x + clip.width - 1), bottom: Double(clip.y + clip.height - 1))
        else { return }
        let offset = Double(width - 1) / 2  // centre the brush on the line
        var x = Int((ax - offset).rounded()), y = Int((ay - offset).rounded())
        let endX = Int((bx - offset).rounded()), endY = Int((by - offset).rounded())
        let dx = abs(endX - x), dy = -abs(endY - y)
        let stepX = x < endX ? 1 : -1, stepY = y < endY ? 1 : -1
        var error = dx + dy
        while true {
            fill(x, y, width, width, color)
            if x == endX && y == endY { break }
            let doubled = 2 * error
            if doubled >= dy {
                error += dy
                x += stepX
            }
            if doubled <= dx {
                error += dx
                y += stepY
            }
        }
    }

    /// Liang-Barsky: the part of the segment inside the rectangle, or nil.
    func clipped(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                 left: Double, top: Double, right: Double, bottom: Double) -> (Double, Double, Double, Double)? {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        let dx = x1 - x0, dy = y1 - y0
        var enter = 0.0, leave = 1.0
        for (p, q) in [(-dx, x0 - left), (dx, right - x0), (-dy, y0 - top), (dy, bottom - y0)] {
            if p == 0 {
                if q < 0 { return nil }  // parallel to this edge and outside it
                continue
            }
            let r = q / p
            if p < 0 { enter = max(enter, r) } else { leave = min(leave, r) }
            if enter > leave { return nil }
        }
        return (x0 + enter * dx, y0 + enter * dy, x0 + leave * dx, y0 + leave * dy)
    }

    /// A vertical dashed line, 1 pixel wide: `dash` pixels drawn, then as many skipped.
    mutating func dashedVertical(x: Int, from top: Int, to bottom: Int, dash: Int = 4, _ color: RGBA) {
        var y = top
        while y < bottom {
            fill(x, y, 1, min(dash, bottom - y), color)
            y += 2 * dash
        }
    }

    // MARK: Markers (centred on a pixel)

    mutating func disc(_ cx: Int, _ cy: Int, radius r: Int, _ color: RGBA) {
        for dy in -r...r {
            var half = 0
            while (half + 1) * (half + 1) + dy * dy <= r * r + r { half += 1 }  // r*r + r: rounder small discs
            fill(cx - half, cy + dy, 2 * half + 1, 1, color)
        }
    }

    /// A 2-pixel ring with `inside` filling its middle.
    mutating func ring(_ cx: Int, _ cy: Int, radius r: Int, _ color: RGBA, inside: RGBA) {
        disc(cx, cy, radius: r, color)
        disc(cx, cy, radius: r - 2, inside)
    }

    mutating func cross(_ cx: Int, _ cy: Int, size s: Int, _ color: RGBA) {
        let x = Double(cx), y = Double(cy), d = Double(s)
        line(x - d, y - d, x + d, y + d, color)
        line(x - d, y + d, x + d, y - d, color)
    }

    /// A filled isosceles triangle: apex at (cx, apexY), base `height` pixels below (or above, when
    /// `pointingUp` is false), `2 * height - 1` wide.
    mutating func triangle(_ cx: Int, apexY: Int, height: Int, pointingUp: Bool, _ color: RGBA) {
        for row in 0..<height {
            fill(cx - row, pointingUp ? apexY + row : apexY - row, 2 * row + 1, 1, color)
        }
    }

    mutating func diamond(_ cx: Int, _ cy: Int, radius r: Int, _ color: RGBA) {
        for dy in -r...r { fill(cx - (r - abs(dy)), cy + dy, 2 * (r - abs(dy)) + 1, 1, color) }
    }

    // MARK: Text

    /// Draws with `BitmapFont`; the few characters the plot needs that it lacks (`>` for "0->2", `+`,
    /// `<`, `_` in file names) come from `extraGlyphs`, same grid and advance, so widths stay
    /// `BitmapFont.width(of:scale:)`.
    mutating func text(_ text: String, x: Int, y: Int, scale: Int, _ color: RGBA) {
        var left = x
        var run = ""
        func flush(_ canvas: inout TracePlotCanvas) {
            guard !run.isEmpty else { return }
            canvas.fontText(run, x: left, y: y, scale: scale, color)
            left += run.count * BitmapFont.advance * scale
            run = ""
        }
        for c in text {
            guard let rows = Self.extraGlyphs[c] else {
                run.append(c)
                continue
            }
            flush(&self)
            for (row, bits) in rows.enumerated() {
                for column in 0..<BitmapFont.glyphWidth where bits & (0x10 >> UInt8(column)) != 0 {
                    fill(left + column * scale, y + row * scale, scale, scale, color)
                }
            }
            left += BitmapFont.advance * scale
        }
        flush(&self)
    }

    /// BitmapFont draws into the whole image: give it a scratch copy only when the text crosses
    /// the clip (rare: labels are placed inside their areas), so clipping still holds.
    private mutating func fontText(_ text: String, x: Int, y: Int, scale: Int, _ color: RGBA) {
        let w = BitmapFont.width(of: text, scale: scale), h = BitmapFont.height(scale: scale)
        if x >= clip.x, y >= clip.y, x + w <= clip.x + clip.width, y + h <= clip.y + clip.height {
            BitmapFont.draw(text, into: &image, x: x, y: y, scale: scale, color: color)
            return
        }
        var scratch = RGBAImage(width: max(1, w), height: h, fill: RGBA(0, 0, 0, 0))
        BitmapFont.draw(text, into: &scratch, x: 0, y: 0, scale: scale, color: color)
        for sy in 0..<scratch.height {
            for sx in 0..<scratch.width where scratch[sx, sy].a != 0 { fill(x + sx, y + sy, 1, 1, color) }
        }
    }

    static let extraGlyphs: [Character: [UInt8]] = [
        ">": [0x10, 0x08, 0x04, 0x02, 0x04, 0x08, 0x10], "<": [0x02, 0x04, 0x08, 0x10, 0x08, 0x04, 0x02],
        "+": [0x00, 0x04, 0x04, 0x1F, 0x04, 0x04, 0x00], "_": [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x1F],
    ]
}

extension TracePlotCanvas {
    /// A 1-pixel border just inside the rectangle.
    mutating func strokeFrame(_ r: TracePlot.Rect) {
        fill(r.x, r.y, r.width, 1, TracePlot.Style.frame)
        fill(r.x, r.bottom - 1, r.width, 1, TracePlot.Style.frame)
        fill(r.x, r.y, 1, r.height, TracePlot.Style.frame)
        fill(r.right - 1, r.y, 1, r.height, TracePlot.Style.frame)
    }
}
