import ReorderKit

extension InputTranslator {
    /// A key press: the trace's key first (recordings keep it, the engine acts on the named keys),
    /// then the app's command for it, if any.
    static func translateKey(_ keycode: Int32) -> [Translated] {
        var out: [Translated] = []
        if let key = key(for: keycode) { out.append(.input(.key(key))) }
        if let command = command(for: keycode) { out.append(.command(command)) }
        return out
    }

    /// The trace's name for a key, or nil for keys the trace has no name for (F1, arrows left and
    /// right, modifiers ...).
    static func key(for keycode: Int32) -> Key? {
        switch keycode {
        case SDLKeycode.escape: .escape
        case SDLKeycode.space: .space
        case SDLKeycode.return, SDLKeycode.keypadEnter: .enter
        case SDLKeycode.up: .up
        case SDLKeycode.down: .down
        case SDLKeycode.home: .home
        case SDLKeycode.end: .end
        // Printable ASCII, space excepted (named above). SDL reports the unshifted key on the
        // layout, so letters arrive lower case.
        case 0x21...0x7E: .character(String(UnicodeScalar(UInt8(keycode))))
        default: nil
        }
    }

    static func command(for keycode: Int32) -> AppCommand? {
        switch keycode {
        case SDLKeycode.character("q"): .quit
        case SDLKeycode.character("h"): .toggleHUD
        // "?" is shift+slash on a US layout, and SDL reports that as SDLK_SLASH; SDLK_QUESTION
        // comes from layouts with a key of its own.
        case SDLKeycode.question, SDLKeycode.slash, SDLKeycode.f1: .toggleHelp
        default: nil
        }
    }
}
