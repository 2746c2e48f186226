import CSDL2

/// A rectangle in points.
public struct Rect: Equatable, Sendable {
    public var x, y, width, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public func insetBy(_ d: Double) -> Rect { Rect(x: x + d, y: y + d, width: width - 2 * d, height: height - 2 * d) }
    public func offsetBy(dx: Double = 0, dy: Double = 0) -> Rect { Rect(x: x + dx, y: y + dy, width: width, height: height) }
    /// The part inside `other`; nil when none is (or a coordinate is NaN).
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = max(x, other.x), y0 = max(y, other.y), x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// An SDL renderer, destroyed in `deinit`. Every drawing call takes points; `scale` (device pixels
/// per point, from the output size over the window size) turns them into whole pixels, so lines and
/// text stay crisp at any HiDPI scale.
public final class Renderer {
    let handle: OpaquePointer
    /// Device pixels per point.
    public var scale: Double = 1
    /// SDL's name for it: "opengl", "software", ...
    public let name: String
    /// What it draws into, kept alive while it exists (a window's renderer dies with the window).
    private let target: AnyObject

    /// A renderer for a window. `software` forces SDL's software renderer.
    public init(window: Window, software: Bool = false, vsync: Bool = true) throws(SDLError) {
        var flags = software ? SDL_RENDERER_SOFTWARE.rawValue : SDL_RENDERER_ACCELERATED.rawValue
        if vsync { flags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
        var handle = SDL_CreateRenderer(window.handle, -1, flags)
        if handle == nil, !software {  // no accelerated renderer: the software one always exists
            handle = SDL_CreateRenderer(window.handle, -1, SDL_RENDERER_SOFTWARE.rawValue | (vsync ? SDL_RENDERER_PRESENTVSYNC.rawValue : 0))
        }
        guard let handle else { throw .last("SDL_CreateRenderer") }
        self.handle = handle
        target = window
        name = Self.name(of: handle)
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
        let window = window.size
        let output = outputSize
        scale = window.width > 0 ? Double(output.width) / Double(window.width) : 1
    }

    /// A software renderer drawing into `surface` (tests: no window needed).
    public init(surface: Surface, scale: Double = 1) throws(SDLError) {
        guard let handle = SDL_CreateSoftwareRenderer(surface.handle) else { throw .last("SDL_CreateSoftwareRenderer") }
        self.handle = handle
        target = surface
        self.scale = scale
        name = Self.name(of: handle)
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
    }

    deinit { SDL_DestroyRenderer(handle) }

    private static func name(of handle: OpaquePointer) -> String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(handle, &info) == 0, let name = info.name else { return "unknown" }
        return String(cString: name)
    }

    /// Output size in device pixels.
    public var outputSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(handle, &width, &height)
        return (Int(width), Int(height))
    }

    /// What can be seen, in points: the output from its top-left corner. Whatever a trace brings
    /// (a viewport of 1e19 pt, a finger at 1e300), only this much is ever drawn, so anything sized
    /// for drawing (a shadow's texture, a list of spans) is sized by this.
    public var visible: Rect {
        let output = outputSize
        return Rect(x: 0, y: 0, width: points(output.width), height: points(output.height))
    }

    // MARK: Drawing (points in, pixels out)

    /// Points to whole device pixels, kept within SDL's coordinate range (a trace may bring a
    /// viewport of any size; the rectangles beyond the window are clipped by SDL anyway).
    func pixels(_ value: Double) -> Int32 { Self.pixel(value * scale) }

    /// A device-pixel coordinate as SDL's Int32, rounded and clamped to ±2^24, far past any output.
    /// SDL 2.26 turns integer rects into `float` ones (`SDL_RenderFillRect`), and a float holds
    /// every integer only up to 2^24: a width near 2^31 rounded past Int32 and a row 1e12 pt wide
    /// drew nothing.
    static func pixel(_ value: Double) -> Int32 {
        let limit = Double(1 << 24)
        guard !value.isNaN else { return 0 }
        return Int32(min(max(value.rounded(), -limit), limit))
    }

    func sdlRect(_ rect: Rect) -> SDL_Rect {
        // Round the edges, not the size, so adjacent rects share their border pixel exactly.
        let x0 = pixels(rect.x), y0 = pixels(rect.y)
        return SDL_Rect(x: x0, y: y0, w: pixels(rect.maxX) - x0, h: pixels(rect.maxY) - y0)
    }

    /// Whether drawing `rect` would touch a pixel of the output.
    public func covers(_ rect: Rect) -> Bool {
        let r = sdlRect(rect), output = outputSize
        let x0 = Int(r.x), y0 = Int(r.y), x1 = x0 + Int(r.w), y1 = y0 + Int(r.h)
        return x1 > max(x0, 0) && y1 > max(y0, 0) && x0 < output.width && y0 < output.height
    }

    /// Opaque colours draw without blending: SDL's software renderer otherwise blends every pixel of
    /// an opaque fill one by one (measured: most of a 1280x800 frame's time).
    public func setColor(_ color: Color) {
        SDL_SetRenderDrawColor(handle, color.r, color.g, color.b, color.a)
        SDL_SetRenderDrawBlendMode(handle, color.a == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    }

    public func clear(_ color: Color) {
        setColor(color)
        SDL_RenderClear(handle)
    }

    public func fill(_ rect: Rect, _ color: Color) {
        setColor(color)
        var r = sdlRect(rect)
        SDL_RenderFillRect(handle, &r)
    }

    /// A rectangle's outline, `width` points thick (at least one pixel).
    public func stroke(_ rect: Rect, _ color: Color, width: Double = 1) {
        let w = max(width, 1 / scale)
        fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: w), color)
        fill(Rect(x: rect.x, y: rect.maxY - w, width: rect.width, height: w), color)
        fill(Rect(x: rect.x, y: rect.y + w, width: w, height: rect.height - 2 * w), color)
        fill(Rect(x: rect.maxX - w, y: rect.y + w, width: w, height: rect.height - 2 * w), color)
    }

    /// A filled disc, drawn as one horizontal span per pixel row of the output it covers: a disc may
    /// be any size (the allowable-movement circle of a 1e19 pt tuning), the output is not.
    public func fillCircle(center: (x: Double, y: Double), radius: Double, _ color: Color) {
        setColor(color)
        let cx = center.x * scale, cy = center.y * scale, r = radius * scale
        guard r > 0, cx.isFinite, cy.isFinite else { return }
        var y = max((cy - r).rounded(.down), 0)
        let last = min(cy + r, Double(outputSize.height))
        while y <= last {
            let dy = (y + 0.5 - cy) / r
            let half = r * max(0, 1 - dy * dy).squareRoot()  // r * r would overflow for a radius past 1e154
            if half > 0 {
                SDL_RenderDrawLine(handle, Self.pixel(cx - half), Self.pixel(y), Self.pixel(cx + half) - 1, Self.pixel(y))
            }
            y += 1
        }
    }

    /// Copies a texture with its top-left at `origin` (points), at its own pixel size.
    public func draw(_ texture: Texture, at origin: (x: Double, y: Double), alpha: UInt8 = 255) {
        SDL_SetTextureAlphaMod(texture.handle, alpha)
        var destination = SDL_Rect(x: pixels(origin.x), y: pixels(origin.y), w: Int32(texture.width), h: Int32(texture.height))
        SDL_RenderCopy(handle, texture.handle, nil, &destination)
    }

    /// Copies a texture stretched into `rect` (points).
    public func draw(_ texture: Texture, in rect: Rect, alpha: UInt8 = 255) {
        SDL_SetTextureAlphaMod(texture.handle, alpha)
        var destination = sdlRect(rect)
        SDL_RenderCopy(handle, texture.handle, nil, &destination)
    }

    /// Restricts drawing to `rect` (points), or lifts the restriction.
    public func clip(to rect: Rect?) {
        if let rect {
            var r = sdlRect(rect)
            SDL_RenderSetClipRect(handle, &r)
        } else {
            SDL_RenderSetClipRect(handle, nil)
        }
    }

    public func present() { SDL_RenderPresent(handle) }

    /// The current frame's pixels (before `present`), as an RGBA surface.
    public func readPixels() throws(SDLError) -> Surface {
        let size = outputSize
        let surface = try Surface(width: size.width, height: size.height)
        guard SDL_RenderReadPixels(handle, nil, UInt32(SDL_PIXELFORMAT_RGBA32.rawValue), surface.handle.pointee.pixels,
                                   surface.handle.pointee.pitch) == 0 else {
            throw .last("SDL_RenderReadPixels")
        }
        return surface
    }

    public func makeTexture(from surface: Surface) throws(SDLError) -> Texture {
        guard let texture = SDL_CreateTextureFromSurface(handle, surface.handle) else {
            throw .last("SDL_CreateTextureFromSurface")
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return Texture(owning: texture, renderer: self, width: surface.width, height: surface.height)
    }
}

/// A GPU (or software) texture, destroyed in `deinit`, before its renderer. Sizes in device pixels.
public final class Texture {
    let handle: OpaquePointer
    private let renderer: Renderer
    public let width: Int
    public let height: Int

    init(owning handle: OpaquePointer, renderer: Renderer, width: Int, height: Int) {
        self.handle = handle
        self.renderer = renderer
        self.width = width
        self.height = height
    }

    deinit { SDL_DestroyTexture(handle) }
}
