import CSDL2

/// Drawing helpers the playground's pictures need beyond `Renderer.swift`: rounded rectangles,
/// triangles (thick lines, rings, trails), texture filtering and pixel buffers for generated
/// textures such as soft shadows. Same rule as there: points in, whole device pixels out.
extension Renderer {
    /// Device pixels to points.
    public func points(_ pixels: Int) -> Double { Double(pixels) / scale }

    /// A rectangle with quarter-circle corners, drawn as one span per pixel row near the corners
    /// and one rectangle for the middle, submitted in a single call.
    public func fillRoundedRect(_ rect: Rect, radius: Double, _ color: Color) {
        let box = sdlRect(rect)
        guard box.w > 0, box.h > 0 else { return }
        let r = min(radius * scale, Double(box.w) / 2, Double(box.h) / 2)
        guard r >= 1 else { return fill(rect, color) }
        let band = Renderer.pixel(r.rounded(.up))
        var spans: [SDL_Rect] = []
        spans.reserveCapacity(Int(band) * 2 + 1)
        for i in 0..<band {
            // Distance from the corner circle's centre to this pixel row's centre.
            let dy = r - (Double(i) + 0.5)
            let inset = Renderer.pixel(r - (r * r - dy * dy).squareRoot())
            let width = box.w - 2 * inset
            guard width > 0 else { continue }
            spans.append(SDL_Rect(x: box.x + inset, y: box.y + i, w: width, h: 1))
            spans.append(SDL_Rect(x: box.x + inset, y: box.y + box.h - 1 - i, w: width, h: 1))
        }
        if box.h > 2 * band {
            spans.append(SDL_Rect(x: box.x, y: box.y + band, w: box.w, h: box.h - 2 * band))
        }
        setColor(color)
        SDL_RenderFillRects(handle, spans, Int32(spans.count))
    }

    /// Triangles, three vertices each, in points, with per-vertex colours (SDL_RenderGeometry).
    /// Cut to the output first (`TriangleClip`), so SDL only ever gets coordinates on screen.
    public func fillTriangles(_ vertices: [(x: Double, y: Double, color: Color)]) {
        guard vertices.count >= 3 else { return }
        let output = outputSize
        // A pixel's margin: the cut edges lie outside every pixel centre SDL tests.
        let bounds = TriangleClip.Bounds(minX: -1, minY: -1, maxX: Double(output.width) + 1, maxY: Double(output.height) + 1)
        var sdl: [SDL_Vertex] = []
        sdl.reserveCapacity(vertices.count)
        func append(_ v: PixelVertex) {
            sdl.append(SDL_Vertex(position: SDL_FPoint(x: Float(v.x), y: Float(v.y)), color: v.color.sdl, tex_coord: SDL_FPoint(x: 0, y: 0)))
        }
        for start in stride(from: 0, to: vertices.count - 2, by: 3) {
            let a = pixelVertex(vertices[start]), b = pixelVertex(vertices[start + 1]), c = pixelVertex(vertices[start + 2])
            if bounds.contains(a), bounds.contains(b), bounds.contains(c) {  // nearly always: no cutting
                append(a); append(b); append(c)
            } else {
                TriangleClip.clip(a, b, c, to: bounds).forEach(append)
            }
        }
        guard !sdl.isEmpty else { return }
        SDL_RenderGeometry(handle, nil, sdl, Int32(sdl.count), nil, 0)
    }

    private func pixelVertex(_ v: (x: Double, y: Double, color: Color)) -> PixelVertex {
        PixelVertex(x: v.x * scale, y: v.y * scale, color: v.color)
    }

    /// A polyline `width` points thick, each point with its own colour (so a trail can fade along
    /// its length). Joints are not mitred: at the widths used here nobody sees it.
    public func thickPolyline(_ points: [(x: Double, y: Double, color: Color)], width: Double) {
        guard points.count >= 2 else { return }
        var triangles: [(x: Double, y: Double, color: Color)] = []
        triangles.reserveCapacity((points.count - 1) * 6)
        let half = max(width, 1 / scale) / 2
        for i in 1..<points.count {
            let a = points[i - 1], b = points[i]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = hypot(dx, dy)  // dx * dx would overflow for points 1e155 pt apart
            guard length > 0, length.isFinite else { continue }
            let nx = -dy / length * half, ny = dx / length * half
            let a0 = (x: a.x + nx, y: a.y + ny, color: a.color), a1 = (x: a.x - nx, y: a.y - ny, color: a.color)
            let b0 = (x: b.x + nx, y: b.y + ny, color: b.color), b1 = (x: b.x - nx, y: b.y - ny, color: b.color)
            triangles += [a0, a1, b0, b0, a1, b1]
        }
        fillTriangles(triangles)
    }

    /// A ring segment `width` points thick whose outer edge is at `radius`, from `start` sweeping
    /// `sweep` radians clockwise from 12 o'clock (how progress rings read), as solid triangles:
    /// solid triangles, so thick rings have no holes.
    public func fillArc(center: (x: Double, y: Double), radius: Double, start: Double = 0, sweep: Double = 2 * .pi,
                        width: Double, _ color: Color) {
        guard radius > 0, sweep != 0 else { return }
        let inner = max(0, radius - width)
        // A segment every ~3 pixels of arc, up to `maxArcSegments`: a ring can be any size (the
        // allowable-movement ring of a 1e19 pt tuning); the segments off screen are cut away.
        let wanted = abs(sweep) * radius * scale / 3
        let steps = wanted < Double(Self.maxArcSegments) ? max(12, Int(wanted)) : Self.maxArcSegments
        var triangles: [(x: Double, y: Double, color: Color)] = []
        triangles.reserveCapacity(steps * 6)
        func point(_ angle: Double, _ r: Double) -> (x: Double, y: Double, color: Color) {
            (center.x + r * sin(angle), center.y - r * cos(angle), color)
        }
        for i in 0..<steps {
            let a = start + sweep * Double(i) / Double(steps), b = start + sweep * Double(i + 1) / Double(steps)
            let ao = point(a, radius), ai = point(a, inner), bo = point(b, radius), bi = point(b, inner)
            triangles += [ao, ai, bo, bo, ai, bi]
        }
        fillTriangles(triangles)
    }

    /// The most segments an arc is drawn with: at 3 px a segment, a ring 3,900 px across. Past
    /// that a segment's chord is 0.3 px or less inside the true circle up to a radius of 1e6 px.
    static let maxArcSegments = 4096

    /// Runs `body` with drawing restricted to `rect`, then lifts the restriction (there is no clip
    /// stack: callers do not nest these).
    public func withClip(_ rect: Rect, _ body: () -> Void) {
        clip(to: rect)
        body()
        clip(to: nil)
    }
}

extension Texture {
    /// Bilinear filtering when drawn at another size than its own (a slightly scaled imposter, a
    /// stretched shadow); SDL's default, nearest, makes stair-steps at 1.03x.
    public func smoothScaling() {
        SDL_SetTextureScaleMode(handle, SDL_ScaleModeLinear)
    }

    /// Multiplies the texture's colours by `color` when drawn (its alpha is ignored: `draw` takes one).
    public func colorMod(_ color: Color) {
        SDL_SetTextureColorMod(handle, color.r, color.g, color.b)
    }
}

extension Surface {
    /// Writes every pixel: `body` gets the bytes (R, G, B, A per pixel, rows `pitch` bytes apart).
    /// Only for surfaces made by `init(width:height:)`, which are RGBA32 and never RLE-encoded.
    public func writePixels(_ body: (_ bytes: UnsafeMutablePointer<UInt8>, _ pitch: Int) -> Void) {
        body(handle.pointee.pixels.assumingMemoryBound(to: UInt8.self), Int(handle.pointee.pitch))
    }
}
