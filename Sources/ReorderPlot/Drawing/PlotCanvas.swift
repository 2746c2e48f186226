import Foundation
import ReorderSDL

/// A picture drawn by SDL's software renderer onto a surface (no window, no display), with the few
/// operations the plots need: rectangles, 2-pixel lines, markers, dashes and text, all clipped to
/// `clip`. Coordinates are the picture's pixels, y down; any `Double` may come in (a trace reaches
/// 1e300): lines are cut to the clip in floating point before SDL sees them.
///
/// SDL's software renderer does not smooth the edges of what it fills: at `scale` 2 the picture is
/// drawn twice as large and halved at the end, so slanted lines and markers come out anti-aliased
/// (text is anti-aliased by SDL_ttf either way).
final class PlotCanvas {
    let surface: Surface
    let renderer: Renderer
    /// The text size labels are drawn in.
    let font: PlotText
    let width: Int, height: Int
    /// Pixels outside this rectangle are left alone (markers and text included).
    var clip: PixelRect {
        didSet { renderer.clip(to: Rect(x: Double(clip.x), y: Double(clip.y), width: Double(clip.width), height: Double(clip.height))) }
    }
    /// The first text that failed to render: drawing goes on, the picture is reported as failed.
    private(set) var failure: SDLError?

    /// - Parameter text: the labels' fonts, opened at the canvas's scale (`PlotText.scale`).
    init(width: Int, height: Int, background: Color, text: PlotText) throws(SDLError) {
        surface = try Surface(width: width * text.scale, height: height * text.scale)
        renderer = try Renderer(surface: surface, scale: Double(text.scale))
        font = text
        self.width = width
        self.height = height
        clip = PixelRect(x: 0, y: 0, width: width, height: height)
        renderer.clear(background)
    }

    func unclipped() { clip = PixelRect(x: 0, y: 0, width: width, height: height) }

    func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: Color) {
        guard w > 0, h > 0 else { return }
        renderer.fill(Rect(x: Double(x), y: Double(y), width: Double(w), height: Double(h)), color)
    }

    /// A 1-pixel border just inside the rectangle.
    func strokeFrame(_ r: PixelRect, _ color: Color) {
        renderer.stroke(Rect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height)), color)
    }

    // MARK: Lines

    /// Segments `width` pixels wide, one batch of triangles for SDL.
    func lines(_ segments: [(x0: Double, y0: Double, x1: Double, y1: Double)], width: Double = 2, _ color: Color) {
        var triangles: [(x: Double, y: Double, color: Color)] = []
        let half = width / 2
        for s in segments {
            guard let (ax, ay, bx, by) = clipped(s.x0, s.y0, s.x1, s.y1, grow: width) else { continue }
            let dx = bx - ax, dy = by - ay, length = hypot(dx, dy)
            // A zero-length segment (one sample) draws as a square dot.
            let (ux, uy) = length > 0 ? (dx / length * half, dy / length * half) : (half, 0)
            // Extended by half the width at both ends, so joints and corners close without mitres.
            let a = (x: ax - ux, y: ay - uy), b = (x: bx + ux, y: by + uy)
            let n = (x: -uy, y: ux)
            let a0 = (x: a.x + n.x, y: a.y + n.y, color: color), a1 = (x: a.x - n.x, y: a.y - n.y, color: color)
            let b0 = (x: b.x + n.x, y: b.y + n.y, color: color), b1 = (x: b.x - n.x, y: b.y - n.y, color: color)
            triangles += [a0, a1, b0, b0, a1, b1]
        }
        renderer.setColor(color)
        renderer.fillTriangles(triangles)
    }

    func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double = 2, _ color: Color) {
        lines([(x0, y0, x1, y1)], width: width, color)
    }

    /// Liang-Barsky: the part of the segment inside the clip grown by `grow` pixels, or nil. A point
    /// at infinity (an infinite offset) is taken far beyond the edge it lies past; NaN has no place.
    func clipped(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, grow: Double) -> (Double, Double, Double, Double)? {
        func far(_ p: Double) -> Double { p.isInfinite ? (p > 0 ? 1e7 : -1e7) : p }
        let (x0, y0, x1, y1) = (far(x0), far(y0), far(x1), far(y1))
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        let left = Double(clip.x) - grow, top = Double(clip.y) - grow
        let right = Double(clip.x + clip.width) + grow, bottom = Double(clip.y + clip.height) + grow
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
    func dashedVertical(x: Int, from top: Int, to bottom: Int, dash: Int = 4, _ color: Color) {
        var y = top
        while y < bottom {
            fill(x, y, 1, min(dash, bottom - y), color)
            y += 2 * dash
        }
    }

    // MARK: Markers (centred on a pixel centre)

    func disc(_ cx: Int, _ cy: Int, radius r: Int, _ color: Color) {
        // + 0.5: the disc covers the pixel rows and columns of a radius-r marker, centre included.
        renderer.fillCircle(center: (Double(cx) + 0.5, Double(cy) + 0.5), radius: Double(r) + 0.5, color)
    }

    /// A 2-pixel ring with `inside` filling its middle.
    func ring(_ cx: Int, _ cy: Int, radius r: Int, _ color: Color, inside: Color) {
        disc(cx, cy, radius: r, color)
        disc(cx, cy, radius: r - 2, inside)
    }

    func cross(_ cx: Int, _ cy: Int, size s: Int, _ color: Color) {
        let x = Double(cx) + 0.5, y = Double(cy) + 0.5, d = Double(s)
        lines([(x - d, y - d, x + d, y + d), (x - d, y + d, x + d, y - d)], color)
    }

    /// A filled isosceles triangle: apex at (cx, apexY), base `height` pixels below (or above, when
    /// `pointingUp` is false), `2 * height` wide.
    func triangle(_ cx: Int, apexY: Int, height: Int, pointingUp: Bool, _ color: Color) {
        let x = Double(cx) + 0.5, apex = Double(apexY), base = pointingUp ? apex + Double(height) : apex - Double(height) + 1
        let h = Double(height)
        renderer.fillTriangles([(x, pointingUp ? apex : apex + 1, color), (x - h, base, color), (x + h, base, color)])
    }

    func diamond(_ cx: Int, _ cy: Int, radius r: Int, _ color: Color) {
        let x = Double(cx) + 0.5, y = Double(cy) + 0.5, d = Double(r) + 0.5
        renderer.fillTriangles([(x, y - d, color), (x + d, y, color), (x - d, y, color),
                                (x - d, y, color), (x + d, y, color), (x, y + d, color)])
    }

    // MARK: Text

    /// `text` with the top of its capitals at y, anti-aliased onto what is there, in the canvas's
    /// text size or `font`'s.
    func text(_ text: String, x: Int, y: Int, face: PlotText.Face = .regular, font: PlotText? = nil, _ color: Color) {
        guard !text.isEmpty else { return }
        do throws(SDLError) {
            let (surface, above) = try (font ?? self.font).render(text, face, color)
            let texture = try renderer.makeTexture(from: surface)
            renderer.draw(texture, at: (Double(x), Double(y) - above))
        } catch {
            if failure == nil { failure = error }
        }
    }

    /// The picture at its own size, or the first drawing failure.
    func picture() throws(SDLError) -> Surface {
        if let failure { throw failure }
        return renderer.scale == 2 ? try surface.halved() : surface
    }

    /// Every picture is drawn on an opaque background: saved without an alpha channel.
    func png() throws(SDLError) -> [UInt8] { try picture().pngBytes(alpha: false) }
}

/// A rectangle of whole pixels: x, y of its top-left corner, y down.
public struct PixelRect: Equatable, Sendable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && py >= y && px < x + width && py < y + height
    }

    public func intersects(_ other: PixelRect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }

    public var right: Int { x + width }
    public var bottom: Int { y + height }
}

extension Color {
    /// `a` moved toward `b` by `f` (0: a, 1: b), channel by channel; opaque.
    static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * f).rounded()) }
        return Color(channel(a.r, b.r), channel(a.g, b.g), channel(a.b, b.b))
    }
}
