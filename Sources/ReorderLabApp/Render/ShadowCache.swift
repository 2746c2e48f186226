import Foundation
import ReorderSDL

/// How a drop shadow looks, in the terms of CALayer (which the seeds set): opacity, blur radius and
/// offset in points.
public struct ShadowSpec: Equatable, Sendable {
    public var opacity: Double
    public var radius: Double
    public var offset: (x: Double, y: Double)

    public init(opacity: Double, radius: Double, offset: (x: Double, y: Double)) {
        self.opacity = opacity
        self.radius = radius
        self.offset = offset
    }

    public static func == (a: ShadowSpec, b: ShadowSpec) -> Bool {
        a.opacity == b.opacity && a.radius == b.radius && a.offset == b.offset
    }

    /// Gaussian standard deviation of the blur, points. CALayer's `shadowRadius` r exports to a CSS
    /// blur of 2r (how Sketch and Figma convert), and a CSS blur b is a Gaussian with sigma b/2.
    var sigma: Double { radius }
    /// How far the shadow reaches beyond its rectangle: three sigma holds all but 0.13 %.
    var reach: Double { 3 * sigma }
}

/// Soft rectangle shadows: a blurred rectangle is computed once per size and radius into an alpha
/// texture (black, full strength; opacity is applied when drawn) and cached.
///
/// A box blurred by a Gaussian is separable and has a closed form, so there is no convolution:
/// alpha(x, y) = f(x) g(y), where f is the difference of two error functions at the box's edges.
final class ShadowCache {
    private struct Key: Hashable {
        var width: Int, height: Int, sigmaTenths: Int
    }

    private let textures = TextureCache<Key>(capacity: 16)

    /// The shadow of a `rect` (points) that `spec` casts, drawn at `strength` (0...1, times the
    /// spec's opacity). The texture is computed for the rectangle's size in device pixels; drawn
    /// into a slightly different size (a scaling imposter) it is stretched rather than remade, so a
    /// lift animation does not make a texture per frame.
    ///
    /// Only what can be seen is computed: a rectangle reaching past the output (a row as wide as a
    /// 1e9 pt viewport) casts the shadow of its part within the output plus the blur's reach. Past
    /// the reach an edge changes nothing visible (the blur's tail beyond three sigma is 0.13 %,
    /// under one step of 8-bit alpha), so the picture is the same and the texture is never larger
    /// than the output plus the blur pad.
    func draw(_ rect: Rect, _ spec: ShadowSpec, strength: Double, color: Color, renderer: Renderer,
              cacheSize: (width: Double, height: Double)? = nil) {
        let alpha = spec.opacity * strength
        guard alpha > 0.002, rect.width > 0, rect.height > 0 else { return }
        let caster = rect.offsetBy(dx: spec.offset.x, dy: spec.offset.y)
        let margin = spec.reach + 1
        let bounds = renderer.visible.insetBy(-margin)
        guard let shown = caster.intersection(bounds) else { return }
        let size: (width: Double, height: Double) = shown == caster ? cacheSize ?? (rect.width, rect.height) : (shown.width, shown.height)
        let key = Key(width: Self.pixels(size.width, renderer: renderer, limit: bounds.width),
                      height: Self.pixels(size.height, renderer: renderer, limit: bounds.height),
                      sigmaTenths: Int((spec.sigma * renderer.scale * 10).rounded()))
        guard let texture = textures.texture(key, renderer: renderer, make: { Self.make(key, renderer: renderer) }) else {
            return
        }
        let reach = renderer.points(Self.pad(key))
        let target = Rect(x: shown.x - reach, y: shown.y - reach, width: shown.width + 2 * reach, height: shown.height + 2 * reach)
        texture.colorMod(color)
        renderer.draw(texture, in: target, alpha: TextCache.byte(alpha))
    }

    /// A texture side in device pixels: at least one, at most the visible extent `limit` (points).
    private static func pixels(_ points: Double, renderer: Renderer, limit: Double) -> Int {
        max(1, Int(((points < limit ? points : limit) * renderer.scale).rounded()))
    }

    private static func pad(_ key: Key) -> Int { Int((3 * Double(key.sigmaTenths) / 10).rounded(.up)) + 1 }

    private static func make(_ key: Key, renderer: Renderer) -> Texture? {
        let pad = pad(key)
        let width = key.width + 2 * pad, height = key.height + 2 * pad
        let sigma = max(Double(key.sigmaTenths) / 10, 0.01)
        let fx = profile(count: width, start: Double(pad), end: Double(pad + key.width), sigma: sigma)
        let fy = profile(count: height, start: Double(pad), end: Double(pad + key.height), sigma: sigma)
        guard let surface = try? Surface(width: width, height: height) else { return nil }
        surface.writePixels { bytes, pitch in
            for y in 0..<height {
                let row = bytes + y * pitch
                for x in 0..<width {
                    let p = row + 4 * x
                    p[0] = 255; p[1] = 255; p[2] = 255  // white, tinted by the colour mod
                    p[3] = UInt8((fx[x] * fy[y] * 255).rounded())
                }
            }
        }
        guard let texture = try? renderer.makeTexture(from: surface) else { return nil }
        texture.smoothScaling()
        return texture
    }

    /// Coverage of pixel centres by the box [start, end) blurred with a Gaussian of `sigma`.
    private static func profile(count: Int, start: Double, end: Double, sigma: Double) -> [Double] {
        let k = 1 / (sigma * 2.0.squareRoot())
        return (0..<count).map { i in
            let c = Double(i) + 0.5
            return 0.5 * (erf((c - start) * k) - erf((c - end) * k))
        }
    }
}
