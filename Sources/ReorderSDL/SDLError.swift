import CSDL2

/// A failed SDL call, with SDL's own message.
public struct SDLError: Error, CustomStringConvertible, Sendable {
    public var call: String
    public var message: String

    public var description: String { "\(call) failed: \(message)" }

    /// The error SDL (or SDL_image, which shares SDL's error slot) recorded last.
    static func last(_ call: String) -> SDLError {
        SDLError(call: call, message: String(cString: SDL_GetError()))
    }
}

/// Macros and constants that do not import into Swift.
package enum SDLConstants {
    /// `SDL_TOUCH_MOUSEID`: mouse events synthesised from touch carry this `which`.
    package static let touchMouseID = UInt32.max
    /// `SDL_MOUSE_TOUCHID`: touch events synthesised from the mouse carry this touch id.
    package static let mouseTouchID: Int64 = -1
    /// `SDL_WINDOWPOS_CENTERED`.
    static let windowPositionCentered = Int32(bitPattern: 0x2FFF_0000)
}
