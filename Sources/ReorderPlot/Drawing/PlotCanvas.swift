import CPango
import Foundation
import ReorderText

/// A picture drawn by Cairo (no window, no display) with the few operations the plots need:
/// rectangles, lines, markers, dashes and text, anti-aliased, all clipped to `clip`. Drawn straight
/// into the file's surface: pixels for a PNG, vector commands for an SVG or a PDF (each made while
/// drawing, so a 4,000-pixel heatmap of a million cells is never held twice).
///
/// Coordinates are the picture's pixels, y down (an SVG's px; a PDF's points), and any `Double` may
/// come in (a trace reaches 1e300): lines are cut to the clip in floating point before Cairo sees
/// them, and markers and rectangles far outside the picture are skipped, since Cairo keeps
/// coordinates in 24.8 fixed point (±8 million pixels).
final class PlotCanvas {
    let width: Int, height: Int
    /// The text size labels are drawn in.
    let font: PlotText
    let format: PictureFormat
    /// Pixels outside this rectangle are left alone (markers and text included).
    var clip: PixelRect {
        didSet {
            cairo_reset_clip(cairo)
            cairo_rectangle(cairo, Double(clip.x), Double(clip.y), Double(clip.width), Double(clip.height))
            cairo_clip(cairo)
        }
    }
    private let surface: OpaquePointer
    private let cairo: OpaquePointer
    /// Where an SVG's or a PDF's bytes go as Cairo writes them.
    private let sink = CairoBytes()
    /// An SVG's labels as text, added to Cairo's outlines (`SVGTextLayer`).
    private var textLayer = SVGTextLayer()

    /// - Parameter text: the labels' fonts.
    init(width: Int, height: Int, background: Color, text: PlotText, format: PictureFormat = .png) throws(PlotError) {
        self.width = width
        self.height = height
        self.format = format
        font = text
        let (w, h) = (Double(width), Double(height))
        switch format {
        // Opaque pixels: the PNG is written as RGB, without an alpha channel (a layer of pixels for a
        // vector picture, `draw(asPixelsIf:)`, has a transparent background).
        case .png: surface = cairo_image_surface_create(background.a == 255 ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32,
                                                        Int32(clamping: width), Int32(clamping: height))
        case .svg: surface = cairo_svg_surface_create_for_stream(CairoBytes.write, sink.closure, w, h)
        case .pdf: surface = cairo_pdf_surface_create_for_stream(CairoBytes.write, sink.closure, w, h)
        }
        if format == .svg { cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX) }
        cairo = cairo_create(surface)
        clip = PixelRect(x: 0, y: 0, width: width, height: height)
        // Past 32,767 pixels a side Cairo makes an error surface: said when the picture is asked for.
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return }
        set(background)
        cairo_paint(cairo)
    }

    deinit {
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    func unclipped() { clip = PixelRect(x: 0, y: 0, width: width, height: height) }

    private func set(_ color: Color) {
        cairo_set_source_rgba(cairo, Double(color.r) / 255, Double(color.g) / 255, Double(color.b) / 255, Double(color.a) / 255)
    }

    /// Whether a point lies within `margin` pixels of the picture (all else is skipped, not drawn).
    private func near(_ x: Double, _ y: Double, margin: Double) -> Bool {
        x > -margin && y > -margin && x < Double(width) + margin && y < Double(height) + margin
    }

    func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ color: Color) {
        guard w > 0, h > 0 else { return }
        // Cut to the picture grown by a pixel, in Double: x + w may be past Int's end.
        let left = max(Double(x), -1), top = max(Double(y), -1)
        let right = min(Double(x) + Double(w), Double(width) + 1), bottom = min(Double(y) + Double(h), Double(height) + 1)
        guard right > left, bottom > top else { return }
        set(color)
        cairo_rectangle(cairo, left, top, right - left, bottom - top)
        cairo_fill(cairo)
    }

    /// A 1-pixel border just inside the rectangle.
    func strokeFrame(_ r: PixelRect, _ color: Color) {
        guard r.width > 0, r.height > 0 else { return }
        fill(r.x, r.y, r.width, 1, color)
        fill(r.x, r.y + r.height - 1, r.width, 1, color)
        fill(r.x, r.y + 1, 1, r.height - 2, color)
        fill(r.x + r.width - 1, r.y + 1, 1, r.height - 2, color)
    }

    // MARK: Lines

    /// Segments `width` pixels wide, stroked as one path: square caps, so joints and corners close
    /// without mitres, and a zero-length segment (one sample) is a square dot.
    func lines(_ segments: [(x0: Double, y0: Double, x1: Double, y1: Double)], width: Double = 2, _ color: Color) {
        var any = false
        for s in segments {
            guard let (ax, ay, bx, by) = clipped(s.x0, s.y0, s.x1, s.y1, grow: width) else { continue }
            cairo_move_to(cairo, ax, ay)
            cairo_line_to(cairo, bx, by)
            any = true
        }
        guard any else { return }
        set(color)
        cairo_set_line_width(cairo, width)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_SQUARE)
        cairo_set_dash(cairo, nil, 0, 0)
        cairo_stroke(cairo)
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
        guard bottom > top, near(Double(x), 0, margin: 2) else { return }
        let (from, to) = (max(Double(top), -Double(2 * dash)), min(Double(bottom), Double(height) + 1))
        guard to > from else { return }
        var pattern = [Double(dash), Double(dash)]
        set(color)
        cairo_set_line_width(cairo, 1)
        cairo_set_line_cap(cairo, CAIRO_LINE_CAP_BUTT)
        // The pattern counts from `top`: a line cut at the picture's top keeps its phase.
        cairo_set_dash(cairo, &pattern, 2, from - Double(top))
        cairo_move_to(cairo, Double(x) + 0.5, from)
        cairo_line_to(cairo, Double(x) + 0.5, to)
        cairo_stroke(cairo)
        cairo_set_dash(cairo, nil, 0, 0)
    }

    // MARK: Markers (centred on a pixel centre)

    func disc(_ cx: Int, _ cy: Int, radius r: Int, _ color: Color) {
        let x = Double(cx) + 0.5, y = Double(cy) + 0.5
        guard r >= 0, Double(r) < 1e5, near(x, y, margin: Double(r) + 1) else { return }
        set(color)
        // + 0.5: the disc covers the pixel rows and columns of a radius-r marker, centre included.
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, x, y, Double(r) + 0.5, 0, 2 * .pi)
        cairo_fill(cairo)
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
        let x = Double(cx) + 0.5, apex = Double(apexY), h = Double(height)
        let base = pointingUp ? apex + h : apex - h + 1
        polygon([(x, pointingUp ? apex : apex + 1), (x - h, base), (x + h, base)], color)
    }

    func diamond(_ cx: Int, _ cy: Int, radius r: Int, _ color: Color) {
        let x = Double(cx) + 0.5, y = Double(cy) + 0.5, d = Double(r) + 0.5
        polygon([(x, y - d), (x + d, y), (x, y + d), (x - d, y)], color)
    }

    /// A small filled shape (a marker: all its corners near one another).
    private func polygon(_ corners: [(x: Double, y: Double)], _ color: Color) {
        guard let first = corners.first, near(first.x, first.y, margin: 1e4) else { return }
        set(color)
        cairo_move_to(cairo, first.x, first.y)
        for corner in corners.dropFirst() { cairo_line_to(cairo, corner.x, corner.y) }
        cairo_close_path(cairo)
        cairo_fill(cairo)
    }

    // MARK: Text

    /// `text` with the top of its capitals at y, in the canvas's text size or `font`'s.
    func text(_ text: String, x: Int, y: Int, face: PlotText.Face = .regular, font: PlotText? = nil, _ color: Color) {
        guard !text.isEmpty, near(Double(x), Double(y), margin: 1e5) else { return }
        set(color)
        let font = font ?? self.font
        font.draw(text, face, x: x, y: y, on: cairo)
        if format == .svg {
            let width = font.width(text, face)
            guard clip.intersects(PixelRect(x: x, y: y - font.capHeight, width: width, height: font.capHeight + font.lineHeight)) else { return }
            textLayer.add(text.escapedForMessage, x: x, baseline: y + font.capHeight, pixelSize: font.pixelSize, width: width, bold: face == .bold)
        }
    }

    /// Runs `body` on this canvas, or, when `asPixels` and this is an SVG or a PDF, on a layer of
    /// pixels the size of the picture that is then placed in it as one image. For the parts that
    /// are a mass of small shapes: a 300 x 300 heatmap's cells as rectangles made a 92 MB SVG and took
    /// 850 MB while it was written; a grid of a million pairs would take ten times that.
    func draw(asPixelsIf asPixels: Bool, _ body: (PlotCanvas) -> Void) throws(PlotError) {
        guard asPixels, format != .png else { return body(self) }
        let layer = try PlotCanvas(width: width, height: height, background: Color(0, 0, 0, 0), text: font)
        layer.clip = clip
        body(layer)
        try layer.finish()
        cairo_save(cairo)
        cairo_set_source_surface(cairo, layer.surface, 0, 0)
        // Cells stay sharp-edged when the figure is zoomed.
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    // MARK: The picture

    /// The picture's pixels (a PNG canvas only), or why drawing failed.
    func picture() throws(PlotError) -> PixelImage {
        try finish()
        precondition(format == .png, "pixels are read from a PNG canvas")
        return PixelImage(surface: surface)
    }

    /// The file's bytes in the canvas's format, or why drawing failed.
    func encoded() throws(PlotError) -> [UInt8] {
        try finish()
        guard format == .png else { return format == .svg ? textLayer.inserted(into: sink.bytes) : sink.bytes }
        let png = CairoBytes()
        if let error = PlotError.cairo("cairo_surface_write_to_png_stream",
                                       cairo_surface_write_to_png_stream(surface, CairoBytes.write, png.closure)) { throw error }
        return png.bytes
    }

    /// Every picture is drawn on an opaque background: saved without an alpha channel.
    func png() throws(PlotError) -> [UInt8] {
        precondition(format == .png, "a PNG from a PNG canvas")
        return try encoded()
    }

    /// Checks that everything was drawn; an SVG or a PDF is written out to `sink`.
    private func finish() throws(PlotError) {
        if let error = PlotError.cairo("cairo_image_surface_create(\(width)x\(height))", cairo_surface_status(surface)) { throw error }
        if let error = PlotError.cairo("drawing the picture", cairo_status(cairo)) { throw error }
        guard format != .png else { return }
        cairo_surface_finish(surface)  // a second call does nothing
        if let error = PlotError.cairo("writing the \(format.rawValue.uppercased())", cairo_surface_status(surface)) { throw error }
    }
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
