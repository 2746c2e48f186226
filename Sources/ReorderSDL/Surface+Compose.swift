import CSDL2

/// Putting lines of text together from runs: copying one surface into another, and scaling a
/// bitmap font's glyphs down to the size of the text around them.
extension Surface {
    /// Copies `source` with its top-left corner at (x, y), replacing what is there (no blending:
    /// runs are placed side by side and never overlap, and blending onto a transparent surface
    /// would darken the edges of light text).
    package func copy(_ source: Surface, x: Int, y: Int) throws(SDLError) {
        SDL_SetSurfaceBlendMode(source.handle, SDL_BLENDMODE_NONE)
        var target = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(source.width), h: Int32(source.height))
        guard SDL_UpperBlit(source.handle, nil, handle, &target) == 0 else { throw .last("SDL_BlitSurface") }
    }

    /// A smaller copy, each pixel the average of the pixels it covers, weighted by their alpha.
    ///
    /// Written here because SDL's own scalers do not fit: `SDL_BlitScaled` picks the nearest pixel
    /// and `SDL_SoftStretchLinear` blends four, so at the 1/7 an emoji is scaled by both skip most of
    /// the picture (it shimmers), and both average colour without weighting by alpha, so the
    /// transparent black around a glyph bleeds into its edge as a dark fringe.
    package func scaledDown(width: Int, height: Int) throws(SDLError) -> Surface {
        guard let converted = SDL_ConvertSurfaceFormat(handle, UInt32(SDL_PIXELFORMAT_RGBA32.rawValue), 0) else {
            throw .last("SDL_ConvertSurfaceFormat")
        }
        let source = Surface(owning: converted)
        let target = try Surface(width: max(1, width), height: max(1, height))
        let sw = source.width, sh = source.height, tw = target.width, th = target.height
        let from = source.bytes, to = target.bytes
        let fromPitch = Int(source.handle.pointee.pitch), toPitch = Int(target.handle.pointee.pitch)
        for ty in 0..<th {
            let y0 = ty * sh / th, y1 = max(y0 + 1, (ty + 1) * sh / th)
            for tx in 0..<tw {
                let x0 = tx * sw / tw, x1 = max(x0 + 1, (tx + 1) * sw / tw)
                var r = 0, g = 0, b = 0, a = 0
                for y in y0..<y1 {
                    var p = from + y * fromPitch + x0 * 4
                    for _ in x0..<x1 {
                        let alpha = Int(p[3])
                        r += Int(p[0]) * alpha; g += Int(p[1]) * alpha; b += Int(p[2]) * alpha; a += alpha
                        p += 4
                    }
                }
                let q = to + ty * toPitch + tx * 4
                let n = (y1 - y0) * (x1 - x0)
                if a > 0 {
                    q[0] = UInt8(r / a); q[1] = UInt8(g / a); q[2] = UInt8(b / a)
                }
                q[3] = UInt8((a + n / 2) / n)
            }
        }
        return target
    }

    private var bytes: UnsafeMutablePointer<UInt8> { handle.pointee.pixels.assumingMemoryBound(to: UInt8.self) }
}
