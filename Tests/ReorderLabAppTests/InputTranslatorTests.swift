import ReorderKit
@testable import ReorderLabApp
import Testing
@testable import ReorderTrace
@testable import ReorderSDL

/// Events go the whole way: pushed onto SDL's queue (dummy video driver), polled back, translated.
/// (The closures say `t throws in` because Swift 6.3 does not see a `try` that sits only inside
/// `#expect` when it infers whether a closure throws.)
@Suite struct InputTranslatorTests {
    // Two touch devices with ids and finger ids as arbitrary as SDL's.
    static let screen: Int64 = 0x5DEE_C0DE_0001
    static let pad: Int64 = 42
    static let left = SDLMouseButton.left
    static let leftHeld = SDLMouseButton.mask(of: SDLMouseButton.left)

    static func touch(_ n: Int) -> PointerID { PointerID(.touch, n) }

    // MARK: Touch

    @Test func touchIsScaledFromNormalisedToPoints() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.fingerDown(touchID: Self.screen, fingerID: 9_000_000_017, x: 0.25, y: 0.5, windowID: 1))
                == [.input(.down(Self.touch(0), Point(x: 100, y: 300)))])
            #expect(try t.send(.fingerMotion(touchID: Self.screen, fingerID: 9_000_000_017, x: 0.5, y: 0.75, windowID: 1))
                == [.input(.move(Self.touch(0), Point(x: 200, y: 450)))])
            // Past the window's edge: kept, not clamped.
            #expect(try t.send(.fingerMotion(touchID: Self.screen, fingerID: 9_000_000_017, x: 1, y: 1.125, windowID: 1))
                == [.input(.move(Self.touch(0), Point(x: 400, y: 675)))])
            #expect(try t.send(.fingerUp(touchID: Self.screen, fingerID: 9_000_000_017, x: 0, y: 0, windowID: 1))
                == [.input(.up(Self.touch(0), Point(x: 0, y: 0)))])
            #expect(t.translator.pointersDown.isEmpty)
        }
    }

    @Test func mouseEventsSynthesisedFromTouchAreIgnoredWhileTheFingerIsHandled() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            let touchMouse = SDLConstants.touchMouseID
            #expect(try t.send(.fingerDown(touchID: Self.screen, fingerID: 5, x: 0.5, y: 0.5, windowID: 1),
                               .mouseButtonDown(which: touchMouse, button: Self.left, x: 200, y: 300, windowID: 1))
                == [.input(.down(Self.touch(0), Point(x: 200, y: 300)))])
            #expect(try t.send(.fingerMotion(touchID: Self.screen, fingerID: 5, x: 0.5, y: 0.25, windowID: 1),
                               .mouseMotion(which: touchMouse, buttonState: Self.leftHeld, x: 200, y: 150, windowID: 1))
                == [.input(.move(Self.touch(0), Point(x: 200, y: 150)))])
            #expect(try t.send(.fingerUp(touchID: Self.screen, fingerID: 5, x: 0.5, y: 0.25, windowID: 1),
                               .mouseButtonUp(which: touchMouse, button: Self.left, x: 200, y: 150, windowID: 1))
                == [.input(.up(Self.touch(0), Point(x: 200, y: 150)))])
            // Nor do they move or lift a real mouse that is down.
            _ = try t.send(.mouseButtonDown(which: 0, button: Self.left, x: 1, y: 2, windowID: 1))
            #expect(try t.send(.mouseMotion(which: touchMouse, buttonState: Self.leftHeld, x: 30, y: 40, windowID: 1),
                               .mouseButtonUp(which: touchMouse, button: Self.left, x: 30, y: 40, windowID: 1)).isEmpty)
            #expect(t.translator.pointersDown == [.mouse])
        }
    }

    @Test func touchSynthesisedFromTheMouseIsIgnoredWhileTheMouseIsHandled() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            let mouseTouch = SDLConstants.mouseTouchID
            #expect(try t.send(.mouseButtonDown(which: 0, button: Self.left, x: 10, y: 20, windowID: 1),
                               .fingerDown(touchID: mouseTouch, fingerID: 0, x: 0.025, y: 0.0333, windowID: 1))
                == [.input(.down(.mouse, Point(x: 10, y: 20)))])
            #expect(try t.send(.mouseMotion(which: 0, buttonState: Self.leftHeld, x: 10, y: 60, windowID: 1),
                               .fingerMotion(touchID: mouseTouch, fingerID: 0, x: 0.025, y: 0.1, windowID: 1))
                == [.input(.move(.mouse, Point(x: 10, y: 60)))])
            #expect(try t.send(.mouseButtonUp(which: 0, button: Self.left, x: 10, y: 60, windowID: 1),
                               .fingerUp(touchID: mouseTouch, fingerID: 0, x: 0.025, y: 0.1, windowID: 1))
                == [.input(.up(.mouse, Point(x: 10, y: 60)))])
        }
    }

    @Test func fingersGetSmallIdsAndAFreedIdIsReused() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.fingerDown(touchID: Self.screen, fingerID: 777_001, x: 0.25, y: 0.25, windowID: 1),
                               .fingerDown(touchID: Self.screen, fingerID: 777_002, x: 0.75, y: 0.25, windowID: 1))
                == [.input(.down(Self.touch(0), Point(x: 100, y: 150))),
                    .input(.down(Self.touch(1), Point(x: 300, y: 150)))])
            #expect(try t.send(.fingerUp(touchID: Self.screen, fingerID: 777_001, x: 0.25, y: 0.5, windowID: 1))
                == [.input(.up(Self.touch(0), Point(x: 100, y: 300)))])
            #expect(try t.send(.fingerDown(touchID: Self.screen, fingerID: 777_003, x: 0.5, y: 0.5, windowID: 1))
                == [.input(.down(Self.touch(0), Point(x: 200, y: 300)))])
            // The second finger kept its id throughout.
            #expect(try t.send(.fingerMotion(touchID: Self.screen, fingerID: 777_002, x: 0.75, y: 0.5, windowID: 1))
                == [.input(.move(Self.touch(1), Point(x: 300, y: 300)))])
            #expect(t.translator.pointersDown == [Self.touch(0), Self.touch(1)])
        }
    }

    @Test func sameFingerIdOnTwoDevicesIsTwoFingers() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.fingerDown(touchID: Self.screen, fingerID: 1, x: 0, y: 0, windowID: 1),
                               .fingerDown(touchID: Self.pad, fingerID: 1, x: 0.5, y: 0.5, windowID: 1))
                == [.input(.down(Self.touch(0), Point(x: 0, y: 0))),
                    .input(.down(Self.touch(1), Point(x: 200, y: 300)))])
        }
    }

    @Test func fingerNotDownIsIgnored() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.fingerMotion(touchID: Self.screen, fingerID: 31, x: 0.5, y: 0.5, windowID: 1),
                               .fingerUp(touchID: Self.screen, fingerID: 31, x: 0.5, y: 0.5, windowID: 1)).isEmpty)
            // A second down for a finger already down is not a second pointer.
            #expect(try t.send(.fingerDown(touchID: Self.screen, fingerID: 32, x: 0.5, y: 0.5, windowID: 1),
                               .fingerDown(touchID: Self.screen, fingerID: 32, x: 0.25, y: 0.25, windowID: 1))
                == [.input(.down(Self.touch(0), Point(x: 200, y: 300)))])
            #expect(t.translator.pointersDown == [Self.touch(0)])
        }
    }

    // MARK: Mouse

    @Test func onlyThePrimaryButtonIsAPointer() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            let right = SDLMouseButton.right, middle = SDLMouseButton.middle
            let rightHeld = SDLMouseButton.mask(of: right)
            #expect(try t.send(.mouseButtonDown(which: 0, button: right, x: 5, y: 5, windowID: 1),
                               .mouseMotion(which: 0, buttonState: rightHeld, x: 6, y: 6, windowID: 1),
                               .mouseButtonDown(which: 0, button: middle, x: 6, y: 6, windowID: 1)).isEmpty)
            #expect(try t.send(.mouseButtonDown(which: 0, button: Self.left, x: 7, y: 8, windowID: 1))
                == [.input(.down(.mouse, Point(x: 7, y: 8)))])
            #expect(try t.send(.mouseMotion(which: 0, buttonState: Self.leftHeld | rightHeld, x: 9, y: 40, windowID: 1),
                               .mouseButtonUp(which: 0, button: right, x: 9, y: 40, windowID: 1))
                == [.input(.move(.mouse, Point(x: 9, y: 40)))])
            #expect(try t.send(.mouseButtonUp(which: 0, button: Self.left, x: 9, y: 41, windowID: 1))
                == [.input(.up(.mouse, Point(x: 9, y: 41)))])
            // Hovering is not a pointer.
            #expect(try t.send(.mouseMotion(which: 0, buttonState: 0, x: 50, y: 50, windowID: 1),
                               .mouseButtonUp(which: 0, button: Self.left, x: 50, y: 50, windowID: 1)).isEmpty)
        }
    }

    @Test func primaryReleaseThatNeverArrivedCancelsTheMouse() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            _ = try t.send(.mouseButtonDown(which: 0, button: Self.left, x: 7, y: 8, windowID: 1))
            #expect(try t.send(.mouseMotion(which: 0, buttonState: 0, x: 9, y: 40, windowID: 1),
                               .mouseMotion(which: 0, buttonState: 0, x: 9, y: 50, windowID: 1))
                == [.input(.cancel(.mouse))])
            #expect(t.translator.pointersDown.isEmpty)
        }
    }

    // MARK: Wheel

    @Test func wheelAwayFromTheUserScrollsTowardTheTop() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.mouseWheel(which: 0, x: 0, y: 1, flipped: false, windowID: 1))
                == [.input(.wheel(dx: 0, dy: -40))])
            #expect(try t.send(.mouseWheel(which: 0, x: 0, y: -2, flipped: false, windowID: 1))
                == [.input(.wheel(dx: 0, dy: 80))])
            // Precise devices send fractions of a notch.
            #expect(try t.send(.mouseWheel(which: 0, x: 0, y: 0.25, flipped: false, windowID: 1))
                == [.input(.wheel(dx: 0, dy: -10))])
        }
    }

    @Test func flippedWheelIsInvertedBack() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.mouseWheel(which: 0, x: 0, y: 1, flipped: true, windowID: 1))
                == [.input(.wheel(dx: 0, dy: 40))])
            #expect(try t.send(.mouseWheel(which: 0, x: 0, y: -1, flipped: true, windowID: 1))
                == [.input(.wheel(dx: 0, dy: -40))])
        }
    }

    @Test func horizontalOnlyWheelIsNothing() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.mouseWheel(which: 0, x: 3, y: 0, flipped: false, windowID: 1)).isEmpty)
        }
    }

    @Test func aHorizontalGridScrollsSidewaysByTheTouchpadAndByTheWheelsTurns() {
        var t = InputTranslator(windowSize: Size(width: 400, height: 600))
        t.wheelAlongX = true
        #expect(t.translate(.mouseWheel(which: 0, x: 3, y: 0, flipped: false, windowID: 1)) == [.input(.wheel(dx: 120, dy: 0))])
        // A wheel turned away from the user goes toward the start, as it goes toward the top of a list.
        #expect(t.translate(.mouseWheel(which: 0, x: 0, y: 1, flipped: false, windowID: 1)) == [.input(.wheel(dx: -40, dy: 0))])
        #expect(t.translate(.mouseWheel(which: 0, x: 1, y: 1, flipped: false, windowID: 1)).isEmpty, "both at once cancel out")
    }

    // MARK: Keys

    @Test func namedKeysAndCharacters() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.keyDown(keycode: SDLKeycode.escape, isRepeat: false),
                               .keyDown(keycode: SDLKeycode.space, isRepeat: false),
                               .keyDown(keycode: SDLKeycode.return, isRepeat: false),
                               .keyDown(keycode: SDLKeycode.keypadEnter, isRepeat: false),
                               .keyDown(keycode: SDLKeycode.up, isRepeat: false),
                               .keyDown(keycode: SDLKeycode.down, isRepeat: false),
                               .keyDown(keycode: SDLKeycode.home, isRepeat: false),
                               .keyDown(keycode: SDLKeycode.end, isRepeat: false),
                               .keyDown(keycode: SDLKeycode.character("b"), isRepeat: false),
                               .keyDown(keycode: SDLKeycode.character("7"), isRepeat: false))
                == [.input(.key(.escape)), .input(.key(.space)), .input(.key(.enter)), .input(.key(.enter)),
                    .input(.key(.up)), .input(.key(.down)), .input(.key(.home)), .input(.key(.end)),
                    .input(.key(.character("b"))), .input(.key(.character("7")))])
        }
    }

    @Test func keyRepeatsAndUnnamedKeysAreIgnored() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            let f2 = SDLKeycode.f1 + 1  // SDLK_F2: SDL numbers the function keys in order
            #expect(try t.send(.keyDown(keycode: SDLKeycode.down, isRepeat: true),
                               .keyDown(keycode: SDLKeycode.character("q"), isRepeat: true),
                               .keyDown(keycode: f2, isRepeat: false),
                               .keyDown(keycode: 0x7F, isRepeat: false)).isEmpty)  // SDLK_DELETE: ASCII, not printable
        }
    }

    @Test func commandKeysKeepTheirKeyFirst() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.keyDown(keycode: SDLKeycode.character("q"), isRepeat: false))
                == [.input(.key(.character("q"))), .command(.quit)])
            #expect(try t.send(.keyDown(keycode: SDLKeycode.character("h"), isRepeat: false))
                == [.input(.key(.character("h"))), .command(.toggleHUD)])
            #expect(try t.send(.keyDown(keycode: SDLKeycode.question, isRepeat: false))
                == [.input(.key(.character("?"))), .command(.toggleHelp)])
            #expect(try t.send(.keyDown(keycode: SDLKeycode.slash, isRepeat: false))
                == [.input(.key(.character("/"))), .command(.toggleHelp)])
            // F1 has no name in the trace format: the command alone.
            #expect(try t.send(.keyDown(keycode: SDLKeycode.f1, isRepeat: false)) == [.command(.toggleHelp)])
        }
    }

    @Test func shiftComesThroughSDLAndTurnsLessIntoMore() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.keyDown(keycode: SDLKeycode.character("z"), isRepeat: false),
                               .keyDown(keycode: SDLKeycode.character("z"), isRepeat: false, shift: true))
                == [.input(.key(.character("z"))), .command(.tune(.step(.autoscrollZonePadding, by: -1))),
                    .input(.key(.character("Z"))), .command(.tune(.step(.autoscrollZonePadding, by: 1)))])
            #expect(try t.send(.keyDown(keycode: SDLKeycode.leftBracket, isRepeat: false),
                               .keyDown(keycode: SDLKeycode.equals, isRepeat: false, shift: true))
                == [.input(.key(.character("["))), .command(.tune(.step(.longPressSeconds, by: -1))),
                    .input(.key(.character("="))), .command(.tune(.step(.allowableMovement, by: 1)))])
            // A held key repeats nothing: one press, one step.
            #expect(try t.send(.keyDown(keycode: SDLKeycode.rightBracket, isRepeat: true)).isEmpty)
        }
    }

    @Test func numberKeysLabelTheNextPress() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.keyDown(keycode: SDLKeycode.character("1"), isRepeat: false))
                == [.input(.key(.character("1"))), .input(.mark("intent:reorder"))])
        }
    }

    // MARK: Window

    @Test func focusAndBackground() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.focusLost, .focusGained, .appWillEnterBackground)
                == [.input(.focus(false)), .input(.focus(true)), .input(.focus(false))])
        }
    }

    @Test func resizeUpdatesTheSizeTouchesAreScaledBy() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.sizeChanged(width: 800, height: 1000))
                == [.input(.resize(Size(width: 800, height: 1000)))])
            #expect(t.translator.windowSize == Size(width: 800, height: 1000))
            #expect(try t.send(.fingerDown(touchID: Self.screen, fingerID: 3, x: 0.5, y: 0.5, windowID: 1))
                == [.input(.down(Self.touch(0), Point(x: 400, y: 500)))])
        }
    }

    @Test func closeAndQuitAreQuitCommands() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.close, .quit) == [.command(.quit), .command(.quit)])
        }
    }

    @Test func unmodelledEventsAreNothing() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.send(.unknown(type: 0x8000)).isEmpty)  // SDL_USEREVENT
        }
    }

    // MARK: Pointers taken away

    @Test func removedDeviceCancelsExactlyItsFingers() throws {
        try withTranslator(width: 400, height: 600) { t throws in
            _ = try t.send(.fingerDown(touchID: Self.screen, fingerID: 100, x: 0.25, y: 0.25, windowID: 1),  // touch 0
                           .fingerDown(touchID: Self.pad, fingerID: 100, x: 0.5, y: 0.5, windowID: 1),  // touch 1
                           .fingerDown(touchID: Self.screen, fingerID: 101, x: 0.75, y: 0.75, windowID: 1),  // touch 2
                           .mouseButtonDown(which: 0, button: Self.left, x: 1, y: 1, windowID: 1))
            #expect(t.translator.reconcile(touchDevices: [Self.pad]) == [.cancel(Self.touch(0)), .cancel(Self.touch(2))])
            #expect(t.translator.pointersDown == [.mouse, Self.touch(1)])
            // Nothing more for the cancelled fingers, even if SDL sends their lift late.
            #expect(try t.send(.fingerUp(touchID: Self.screen, fingerID: 100, x: 0.25, y: 0.25, windowID: 1)).isEmpty)
            #expect(try t.send(.fingerUp(touchID: Self.pad, fingerID: 100, x: 0.5, y: 0.5, windowID: 1))
                == [.input(.up(Self.touch(1), Point(x: 200, y: 300)))])
            // Nothing changed: nothing to cancel.
            #expect(t.translator.reconcile(touchDevices: [Self.pad]).isEmpty)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func outputIsAlwaysAValidTraceSequence(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var translator = InputTranslator(windowSize: Size(width: 400, height: 600))
        var down = Set<PointerID>()
        /// Whether `events` fit what is down; records the first misfit only, so a failure reads as one line.
        func check(_ events: [InputEvent], step: Int) -> Bool {
            for event in events {
                let fits = switch event {
                case let .down(pointer, _): down.insert(pointer).inserted
                case let .move(pointer, _): down.contains(pointer)
                case let .up(pointer, _), let .cancel(pointer): down.remove(pointer) != nil
                default: true
                }
                guard fits else {
                    Issue.record("step \(step): \(event) does not fit the pointers down before it")
                    return false
                }
            }
            guard Set(translator.pointersDown) == down else {
                Issue.record("step \(step): pointersDown \(translator.pointersDown), emitted events say \(down)")
                return false
            }
            return true
        }
        let devices: [Int64] = [Self.screen, Self.pad, SDLConstants.mouseTouchID]
        let mice: [UInt32] = [0, SDLConstants.touchMouseID]
        for step in 0..<3000 {
            let device = devices[random.below(devices.count)], finger = Int64(random.below(3))
            let x = Float(random.below(5)) / 4, y = Float(random.below(5)) / 4
            let which = mice[random.below(mice.count)], button = UInt8(1 + random.below(3))
            let state = UInt32(random.below(8)), mx = Int32(random.below(400)), my = Int32(random.below(600))
            let emitted: [InputEvent] = switch random.below(9) {
            case 0: translator.translate(.fingerDown(touchID: device, fingerID: finger, x: x, y: y, windowID: 1)).inputs
            case 1: translator.translate(.fingerMotion(touchID: device, fingerID: finger, x: x, y: y, windowID: 1)).inputs
            case 2: translator.translate(.fingerUp(touchID: device, fingerID: finger, x: x, y: y, windowID: 1)).inputs
            case 3: translator.translate(.mouseButtonDown(which: which, button: button, x: mx, y: my, windowID: 1)).inputs
            case 4: translator.translate(.mouseButtonUp(which: which, button: button, x: mx, y: my, windowID: 1)).inputs
            case 5: translator.translate(.mouseMotion(which: which, buttonState: state, x: mx, y: my, windowID: 1)).inputs
            case 6: translator.reconcile(touchDevices: random.below(2) == 0 ? [Self.screen] : [Self.screen, Self.pad])
            case 7: []
            default: translator.translate(.sizeChanged(width: 400, height: 600)).inputs
            }
            guard check(emitted, step: step) else { return }
        }
    }

    // MARK: The C union

    @Test func everyModelledEventSurvivesSDLsQueue() throws {
        let events: [SDLEvent] = [
            .quit,
            .fingerDown(touchID: -7, fingerID: .max, x: 0.125, y: 0.875, windowID: 3),
            .fingerMotion(touchID: 7, fingerID: .min, x: -0.5, y: 1.5, windowID: 3),
            .fingerUp(touchID: 7, fingerID: 0, x: 1, y: 0, windowID: 3),
            .mouseButtonDown(which: 2, button: 3, x: -4, y: 5, windowID: 3),
            .mouseButtonUp(which: SDLConstants.touchMouseID, button: 1, x: 6, y: -7, windowID: 3),
            .mouseMotion(which: 2, buttonState: 0b101, x: 8, y: 9, windowID: 3),
            .mouseWheel(which: 2, x: -1.5, y: 0.25, flipped: true, windowID: 3),
            .mouseWheel(which: 2, x: 0, y: -3, flipped: false, windowID: 3),
            .keyDown(keycode: SDLKeycode.home, isRepeat: true),
            .keyDown(keycode: SDLKeycode.character("z"), isRepeat: false, shift: true),
            .keyDown(keycode: SDLKeycode.rightBracket, isRepeat: false, shift: false),
            .focusGained, .focusLost, .sizeChanged(width: 1024, height: 768), .close,
            .appWillEnterBackground,
            .unknown(type: 0x8000),
        ]
        try withTranslator(width: 400, height: 600) { t throws in
            #expect(try t.polled(after: events) == events)
        }
    }
}

/// Runs `body` with SDL to itself, its event queue drained, and a fresh translator for a window of
/// the given size.
private func withTranslator(width: Double, height: Double, _ body: (TranslatorScript) throws -> Void) throws {
    try SDLTestSupport.withSDL { _ in
        while SDLEvent.poll() != nil {}  // whatever SDL queued before (window events of other tests)
        try body(TranslatorScript(translator: InputTranslator(windowSize: Size(width: width, height: height))))
    }
}

/// A translator fed through SDL's queue (a class, so test closures take it without `inout`).
private final class TranslatorScript {
    var translator: InputTranslator

    init(translator: InputTranslator) { self.translator = translator }

    /// Pushes `events` onto SDL's queue, polls until it is empty, and translates what came back.
    func send(_ events: SDLEvent..., sourceLocation: SourceLocation = #_sourceLocation) throws -> [Translated] {
        let polled = try polled(after: events)
        #expect(polled == events, "SDL's queue did not give back exactly what was pushed", sourceLocation: sourceLocation)
        return polled.flatMap { translator.translate($0) }
    }

    func polled(after events: [SDLEvent]) throws -> [SDLEvent] {
        for event in events { try SDLEvent.push(event) }
        var polled: [SDLEvent] = []
        while let event = SDLEvent.poll() { polled.append(event) }
        return polled
    }
}

private extension [Translated] {
    var inputs: [InputEvent] {
        compactMap { if case let .input(event) = $0 { event } else { nil } }
    }
}

/// The demo list's seeded generator, so a failure replays.
private extension SplitMix64 {
    /// 0..<n; the modulo bias is irrelevant for picking test events.
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
}
