import ReorderSDL

/// A font face at a size in points; the cache opens it at `pointSize × renderer.scale` pixels so
/// text is drawn 1:1 in device pixels and stays crisp on HiDPI screens. Characters the face lacks
/// are drawn with the fallback fonts Pango picks (`TextRenderer`).
public struct TextStyle: Hashable, Sendable {
    public var pointSize: Double
    public var path: String

    public static let boldPath = Font.boldPath
    /// Text that would have to be smaller than this is not drawn (`TextCache.style(_:fitting:)`): at
    /// 8 px DejaVu's lowercase letters are 4 px tall, about the least that still reads as letters.
    public static let minimumPointSize = 8.0

    public init(pointSize: Double, path: String = Font.defaultPath) {
        self.pointSize = pointSize
        self.path = path
    }

    /// The same face at another size.
    public func sized(_ pointSize: Double) -> TextStyle { TextStyle(pointSize: pointSize, path: path) }
}

/// Where a text's origin is relative to the point it is drawn at.
public enum TextAnchor: Sendable {
    case topLeft, topRight, topCenter, bottomCenter, leftCenter, rightCenter, center
}

/// Strings rendered once into textures, keyed by text, style and colour: a list that scrolls by
/// re-draws the same few hundred labels every frame, and laying out a line (Pango: fallback fonts,
/// bidi, shaping) takes far longer than the renderer takes to copy it. Bounded (least recently used go
/// first) so that a million-row list scrolled end to end does not keep a million textures.
///
/// Text that must fit a width is cut where Pango ellipsizes it and ends in "…" (after the last
/// character kept in reading order, so at the left of a right-to-left line); what fits is worked
/// out once per text, style and width and remembered.
public final class TextCache {
    private struct Key: Hashable {
        var text: String
        var style: TextStyle
        var color: Color
    }

    private struct FitKey: Hashable {
        var text: String
        var style: TextStyle
        var widthPixels: Int
    }

    private let textures: TextureCache<Key>
    private let lines: TextRenderer
    private var fits: [FitKey: String] = [:]
    private let fitCapacity: Int
    /// The last font or rendering failure, for the app to report once (drawing goes on without it).
    public private(set) var lastError: SDLError?

    /// - Parameters:
    ///   - libraries: the window's (`SDLVideo.libraries`).
    ///   - capacity: textures kept; 512 covers several screens of labels plus the HUD. As many cut
    ///     texts are remembered, times four (a string each, no texture).
    public init(libraries: SDLLibraries, capacity: Int = 512) {
        lines = TextRenderer(libraries: libraries)
        textures = TextureCache(capacity: capacity)
        fitCapacity = 4 * capacity
    }

    public var count: Int { textures.count }

    /// The text's texture, at device-pixel size; nil for an empty string or when rendering failed.
    public func texture(_ text: String, _ style: TextStyle, _ color: Color, renderer: Renderer) -> Texture? {
        guard !text.isEmpty else { return nil }
        bind(renderer)
        return textures.texture(Key(text: text, style: style, color: color), renderer: renderer) {
            do throws(SDLError) {
                let surface = try lines.render(text, path: style.path, pixelSize: Self.pixels(style, renderer.scale), color: color)
                return try renderer.makeTexture(from: surface)
            } catch {
                lastError = error
                return nil
            }
        }
    }

    /// The text's size in points (zero for an empty string). Measured on the texture that drawing
    /// it in `color` uses, so measuring and then drawing renders it once.
    public func size(_ text: String, _ style: TextStyle, _ color: Color, renderer: Renderer) -> (width: Double, height: Double) {
        guard let texture = texture(text, style, color, renderer: renderer) else { return (0, 0) }
        return (renderer.points(texture.width), renderer.points(texture.height))
    }

    /// `text` as drawn within `width` points: the whole of it when it fits, else as many characters
    /// as fit before an ellipsis, else nothing.
    public func fitted(_ text: String, _ style: TextStyle, width: Double, renderer: Renderer) -> String {
        guard !text.isEmpty else { return text }
        bind(renderer)
        let pixels = Self.pixels(style, renderer.scale)
        // Past a million pixels every text fits (and NaN fits nothing): no conversion can trap.
        let widthPixels = min(max(0, width * renderer.scale), 1e6)
        let key = FitKey(text: text, style: style, widthPixels: widthPixels.isNaN ? 0 : Int(widthPixels.rounded(.down)))
        if let known = fits[key] { return known }
        let fit = lines.fitted(text, path: style.path, pixelSize: pixels, width: key.widthPixels)
        // A full table is emptied at once: refilling it costs a few measurements per label on screen.
        if fits.count >= fitCapacity { fits.removeAll(keepingCapacity: true) }
        fits[key] = fit
        return fit
    }

    /// `style`, or the largest smaller size of it (in whole device pixels) whose line fits `height`
    /// points; nil when that would be under `TextStyle.minimumPointSize`: a row too short for legible
    /// text shows none rather than glyphs too small to read or spilling over its neighbours.
    public func style(_ style: TextStyle, fitting height: Double, renderer: Renderer) -> TextStyle? {
        let natural = textHeight(style, renderer: renderer)
        guard natural > height else { return style }
        guard natural > 0, height > 0 else { return nil }
        let points = (style.pointSize * height / natural * renderer.scale).rounded(.down) / renderer.scale
        guard points >= TextStyle.minimumPointSize else { return nil }
        return style.sized(points)
    }

    /// Draws `text` with its `anchor` at `point` and returns the rectangle it covers, in points.
    /// - Parameter maxWidth: points the text may take; longer text is cut with an ellipsis.
    @discardableResult
    public func draw(_ text: String, _ style: TextStyle, _ color: Color, at point: (x: Double, y: Double),
                     anchor: TextAnchor = .topLeft, alpha: Double = 1, maxWidth: Double? = nil, renderer: Renderer) -> Rect {
        let shown = maxWidth.map { fitted(text, style, width: $0, renderer: renderer) } ?? text
        guard let texture = texture(shown, style, color, renderer: renderer) else {
            return Rect(x: point.x, y: point.y, width: 0, height: 0)
        }
        let w = renderer.points(texture.width), h = renderer.points(texture.height)
        let x: Double, y: Double
        switch anchor {
        case .topLeft: (x, y) = (point.x, point.y)
        case .topRight: (x, y) = (point.x - w, point.y)
        case .topCenter: (x, y) = (point.x - w / 2, point.y)
        case .bottomCenter: (x, y) = (point.x - w / 2, point.y - h)
        case .leftCenter: (x, y) = (point.x, point.y - h / 2)
        case .rightCenter: (x, y) = (point.x - w, point.y - h / 2)
        case .center: (x, y) = (point.x - w / 2, point.y - h / 2)
        }
        // Whole device pixels, so glyphs are copied 1:1 and not resampled.
        let origin = ((x * renderer.scale).rounded() / renderer.scale, (y * renderer.scale).rounded() / renderer.scale)
        renderer.draw(texture, at: origin, alpha: Self.byte(alpha))
        return Rect(x: origin.0, y: origin.1, width: w, height: h)
    }

    /// Line height of a style in points.
    public func lineHeight(_ style: TextStyle, renderer: Renderer) -> Double {
        bind(renderer)
        guard let font = try? lines.primaryFont(path: style.path, pixelSize: Self.pixels(style, renderer.scale)) else {
            return style.pointSize * 1.2
        }
        return renderer.points(font.lineHeight)
    }

    /// The height of a rendered line of a style in its own font, points.
    func textHeight(_ style: TextStyle, renderer: Renderer) -> Double {
        bind(renderer)
        guard let font = try? lines.primaryFont(path: style.path, pixelSize: Self.pixels(style, renderer.scale)) else {
            return style.pointSize * 1.2
        }
        return renderer.points(font.height)
    }

    /// A new renderer or scale: new textures, new pixel sizes.
    private func bind(_ renderer: Renderer) {
        if textures.bind(to: renderer) {
            lines.removeFonts()
            fits.removeAll()
        }
    }

    static func pixels(_ style: TextStyle, _ scale: Double) -> Int {
        // A style is the theme's, but a scale comes from the window: 1,000 px keeps a font openable.
        let pixels = min(max(style.pointSize * scale, 1), 1000)
        return pixels.isNaN ? 1 : Int(pixels.rounded())
    }

    static func byte(_ alpha: Double) -> UInt8 { UInt8((min(max(alpha, 0), 1) * 255).rounded()) }
}
