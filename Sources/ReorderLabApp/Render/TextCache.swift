/// A font face at a size in points; the cache opens it at `pointSize × renderer.scale` pixels so
/// text is drawn 1:1 in device pixels and stays crisp on HiDPI screens.
public struct TextStyle: Hashable, Sendable {
    public var pointSize: Double
    public var path: String

    public static let boldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    public init(pointSize: Double, path: String = Font.defaultPath) {
        self.pointSize = pointSize
        self.path = path
    }
}

/// Where a text's origin is relative to the point it is drawn at.
public enum TextAnchor: Sendable {
    case topLeft, topRight, topCenter, bottomCenter, leftCenter, rightCenter, center
}

/// Strings rendered once into textures, keyed by text, style and colour: a list that scrolls by
/// re-draws the same few hundred labels every frame, and SDL_ttf takes far longer to lay out a line
/// than the renderer takes to copy it. Bounded (least recently used go first) so that a million-row
/// list scrolled end to end does not keep a million textures.
public final class TextCache {
    private struct Key: Hashable {
        var text: String
        var style: TextStyle
        var color: Color
    }

    private struct FontKey: Hashable {
        var path: String
        var pixelSize: Int
    }

    private let textures: TextureCache<Key>
    private var fonts: [FontKey: Font] = [:]
    /// The last font or rendering failure, for the app to report once (drawing goes on without it).
    public private(set) var lastError: SDLError?

    /// - Parameter capacity: textures kept; 512 covers several screens of labels plus the HUD.
    public init(capacity: Int = 512) {
        textures = TextureCache(capacity: capacity)
    }

    public var count: Int { textures.count }

    /// The text's texture, at device-pixel size; nil for an empty string or when rendering failed.
    public func texture(_ text: String, _ style: TextStyle, _ color: Color, renderer: Renderer) -> Texture? {
        guard !text.isEmpty else { return nil }
        if textures.bind(to: renderer) { fonts.removeAll() }  // new scale: new pixel sizes
        return textures.texture(Key(text: text, style: style, color: color), renderer: renderer) {
            do throws(SDLError) {
                let surface = try font(style, scale: renderer.scale).render(text, color: color)
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

    /// Draws `text` with its `anchor` at `point` and returns the rectangle it covers, in points.
    @discardableResult
    public func draw(_ text: String, _ style: TextStyle, _ color: Color, at point: (x: Double, y: Double),
                     anchor: TextAnchor = .topLeft, alpha: Double = 1, renderer: Renderer) -> Rect {
        guard let texture = texture(text, style, color, renderer: renderer) else {
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
        if textures.bind(to: renderer) { fonts.removeAll() }
        guard let font = try? font(style, scale: renderer.scale) else { return style.pointSize * 1.2 }
        return renderer.points(font.lineHeight)
    }

    private func font(_ style: TextStyle, scale: Double) throws(SDLError) -> Font {
        let key = FontKey(path: style.path, pixelSize: max(1, Int((style.pointSize * scale).rounded())))
        if let font = fonts[key] { return font }
        let font = try Font(path: key.path, pixelSize: key.pixelSize)
        fonts[key] = font
        return font
    }

    static func byte(_ alpha: Double) -> UInt8 { UInt8((min(max(alpha, 0), 1) * 255).rounded()) }
}
