import ReorderKit
import ReorderTrace
import ReorderSDL

extension InputTranslator {
    /// A key press: the trace's key first (recordings keep it, the engine acts on the named keys),
    /// then, for 1, 2 and 3, the intent mark it stands for, then the app's command for it, if any.
    static func translateKey(_ keycode: Int32, shift: Bool = false) -> [Translated] {
        var out: [Translated] = []
        if let key = key(for: keycode, shift: shift) { out.append(.input(.key(key))) }
        if let intent = intent(for: keycode) { out.append(.input(.mark("intent:" + intent.rawValue))) }
        if let command = command(for: keycode, shift: shift) { out.append(.command(command)) }
        return out
    }

    /// The trace's name for a key, or nil for keys the trace has no name for (F1, modifiers ...).
    /// Left, right, page up, page down and tab are recorded too: the engine reads them only with
    /// `keyboardReorder` on, so with it off they change nothing, as before they were named.
    static func key(for keycode: Int32, shift: Bool = false) -> Key? {
        switch keycode {
        case SDLKeycode.escape: .escape
        case SDLKeycode.space: .space
        case SDLKeycode.return, SDLKeycode.keypadEnter: .enter
        case SDLKeycode.up: .up
        case SDLKeycode.down: .down
        case SDLKeycode.home: .home
        case SDLKeycode.end: .end
        case SDLKeycode.left: .left
        case SDLKeycode.right: .right
        case SDLKeycode.pageUp: .pageup
        case SDLKeycode.pageDown: .pagedown
        case SDLKeycode.tab: .tab
        // Printable ASCII, space excepted (named above). SDL reports the unshifted key on the
        // layout, so letters arrive lower case; with shift they are recorded upper case, as typed.
        // Other shifted characters depend on the layout (shift+/ is ? on some, not on others) and
        // keep the key's own character.
        case 0x61...0x7A where shift: .character(String(UnicodeScalar(UInt8(keycode - 0x20))))
        case 0x21...0x7E: .character(String(UnicodeScalar(UInt8(keycode))))
        default: nil
        }
    }

    /// Keys 1, 2 and 3 label the next press (the trace format's `intent:` marks).
    static func intent(for keycode: Int32) -> Intent? {
        switch keycode {
        case SDLKeycode.character("1"): .reorder
        case SDLKeycode.character("2"): .scroll
        case SDLKeycode.character("3"): .tap
        default: nil
        }
    }

    /// The window's keys. Tuning keys are the unshifted keys of a US layout, in pairs for less and
    /// more ([ ], - =), or a letter for less and shift+letter for more (z Z, x X); the cycling
    /// letters go backward with shift.
    static func command(for keycode: Int32, shift: Bool = false) -> AppCommand? {
        let backward = shift ? -1 : 1
        return switch keycode {
        case SDLKeycode.character("q"): .quit
        case SDLKeycode.character("h"): .toggleHUD
        // "?" is shift+slash on a US layout, and SDL reports that as SDLK_SLASH; SDLK_QUESTION
        // comes from layouts with a key of its own.
        case SDLKeycode.question, SDLKeycode.slash, SDLKeycode.f1: .toggleHelp
        case SDLKeycode.leftBracket: .tune(.step(.longPressSeconds, by: -1))
        case SDLKeycode.rightBracket: .tune(.step(.longPressSeconds, by: 1))
        case SDLKeycode.minus: .tune(.step(.allowableMovement, by: -1))
        // With or without shift: shift+= is "+" on a US layout, and people reach for "+" to mean more.
        case SDLKeycode.equals: .tune(.step(.allowableMovement, by: 1))
        case SDLKeycode.character("z"): .tune(.step(.autoscrollZonePadding, by: shift ? 1 : -1))
        case SDLKeycode.character("x"): .tune(.step(.autoscrollMaxSpeed, by: shift ? 1 : -1))
        case SDLKeycode.character("c"): .tune(.cycle(.autoscrollCurve, by: backward))
        case SDLKeycode.character("s"): .tune(.cycle(.reorderStrategy, by: backward))
        case SDLKeycode.character("d"): .tune(.cycle(.dragStyle, by: backward))
        case SDLKeycode.character("m"): .tune(.cycle(.reorderMode, by: backward))
        case SDLKeycode.character("a"): .tune(.cycle(.crossSection, by: backward))
        case SDLKeycode.character("o"): .tune(.cycle(.panStart, by: backward))
        case SDLKeycode.character("v"): .tune(.cycle(.activation, by: backward))
        case SDLKeycode.character("j"): .tune(.step(.activationDistance, by: shift ? 1 : -1))
        case SDLKeycode.character("r"): .tune(.step(.autoscrollRampSeconds, by: shift ? 1 : -1))
        case SDLKeycode.character("e"): .tune(.cycle(.autoscrollRampCurve, by: backward))
        case SDLKeycode.character("l"): .tune(.step(.reorderDwellSeconds, by: shift ? 1 : -1))
        case SDLKeycode.character("f"): .tune(.step(.predictionSeconds, by: shift ? 1 : -1))
        // i: the model the prediction extrapolates with (linear, kalman); f sets how far ahead.
        case SDLKeycode.character("i"): .tune(.cycle(.predictionModel, by: backward))
        case SDLKeycode.character("p"): .tune(.preset(by: backward))
        // Reorder without dragging (docs/without-dragging.md): k for keys, g to grab by a tap.
        case SDLKeycode.character("k"): .tune(.toggle(.keyboardReorder))
        case SDLKeycode.character("g"): .tune(.toggle(.tapToMove))
        case SDLKeycode.character("t"): .toggleTuningPanel
        case SDLKeycode.character("w"): .saveTuning
        case SDLKeycode.character("n"): .toggleLiveFeed
        default: nil
        }
    }
}
