import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderTrace
@testable import ReorderSDL
import ReorderTrace

/// Keys to commands, and commands to the `tuning` input they feed: pure, no SDL.
@Suite struct TuningCommandTests {
    /// What a key press (as SDL reports it: the unshifted key, and whether shift is down) comes to.
    static func press(_ character: Character, shift: Bool = false) -> [Translated] {
        InputTranslator.translateKey(SDLKeycode.character(character), shift: shift)
    }

    static func key(_ name: String) -> Translated { .input(.key(.character(name))) }

    /// `tuning` with `command` applied the way the window applies it.
    static func after(_ command: TuningCommand, _ tuning: Tuning, lastPreset: TuningPreset? = nil) throws -> Tuning {
        var tuning = tuning
        tuning.apply(command.change(from: tuning, lastPreset: lastPreset).values)
        return tuning
    }

    // MARK: Keys

    @Test(arguments: [
        ("[", false, "[", AppCommand.tune(.step(.longPressSeconds, by: -1))),
        ("]", false, "]", .tune(.step(.longPressSeconds, by: 1))),
        ("-", false, "-", .tune(.step(.allowableMovement, by: -1))),
        ("=", false, "=", .tune(.step(.allowableMovement, by: 1))),
        ("=", true, "=", .tune(.step(.allowableMovement, by: 1))),  // "+" on a US layout
        ("z", false, "z", .tune(.step(.autoscrollZonePadding, by: -1))),
        ("z", true, "Z", .tune(.step(.autoscrollZonePadding, by: 1))),
        ("x", false, "x", .tune(.step(.autoscrollMaxSpeed, by: -1))),
        ("x", true, "X", .tune(.step(.autoscrollMaxSpeed, by: 1))),
        ("c", false, "c", .tune(.cycle(.autoscrollCurve, by: 1))),
        ("c", true, "C", .tune(.cycle(.autoscrollCurve, by: -1))),
        ("s", false, "s", .tune(.cycle(.reorderStrategy, by: 1))),
        ("d", false, "d", .tune(.cycle(.dragStyle, by: 1))),
        ("d", true, "D", .tune(.cycle(.dragStyle, by: -1))),
        ("p", false, "p", .tune(.preset(by: 1))),
        ("p", true, "P", .tune(.preset(by: -1))),
        ("t", false, "t", .toggleTuningPanel),
        ("w", false, "w", .saveTuning),
        ("k", false, "k", .tune(.toggle(.keyboardReorder))),
        ("g", false, "g", .tune(.toggle(.tapToMove))),
    ] as [(Character, Bool, String, AppCommand)])
    func tuningKeyIsRecordedAsAKeyThenRunsItsCommand(character: Character, shift: Bool, recorded: String, command: AppCommand) {
        #expect(Self.press(character, shift: shift) == [Self.key(recorded), .command(command)])
    }

    @Test func theNewlyNamedKeysAreRecordedAndRunNoCommand() {
        // Read by the engine only with keyboardReorder on: with it off they change nothing.
        for (code, key) in [(SDLKeycode.left, Key.left), (SDLKeycode.right, .right), (SDLKeycode.pageUp, .pageup),
                            (SDLKeycode.pageDown, .pagedown), (SDLKeycode.tab, .tab)] {
            #expect(InputTranslator.translateKey(code) == [.input(.key(key))])
        }
    }

    @Test func aSwitchTurnsOverEachPress() throws {
        let on = try Self.after(.toggle(.tapToMove), Tuning())
        #expect(on.tapToMove)
        #expect(try !Self.after(.toggle(.tapToMove), on).tapToMove)
        #expect(TuningCommand.toggle(.keyboardReorder).change(from: Tuning(), lastPreset: nil).note == "keyboard reorder on")
    }

    @Test func numberKeysMarkTheNextPressesIntent() {
        #expect(Self.press("1") == [Self.key("1"), .input(.mark("intent:reorder"))])
        #expect(Self.press("2") == [Self.key("2"), .input(.mark("intent:scroll"))])
        #expect(Self.press("3") == [Self.key("3"), .input(.mark("intent:tap"))])
        #expect(Self.press("4") == [Self.key("4")], "no intent of its own")
        // Every mark the keys make is one the tuning sweep and the trace format understand.
        for character in ["1", "2", "3"] as [Character] {
            for case .input(.mark(let label)) in Self.press(character) { #expect(Intent(markLabel: label) != nil) }
        }
    }

    @Test func theOldKeysKeepTheirMeaning() {
        #expect(Self.press("q") == [Self.key("q"), .command(.quit)])
        #expect(Self.press("h") == [Self.key("h"), .command(.toggleHUD)])
        #expect(Self.press("/", shift: true) == [Self.key("/"), .command(.toggleHelp)], "shifted symbols keep their key's character")
        #expect(InputTranslator.translateKey(SDLKeycode.escape, shift: true) == [.input(.key(.escape))])
        #expect(InputTranslator.translateKey(SDLKeycode.space) == [.input(.key(.space))])
    }

    @Test func noTwoKeysShareACommandTheyShouldNot() {
        // Every printable key's command, keyed by command: the tuning keys are new, none was taken.
        var owners: [String: [String]] = [:]
        for code in Int32(0x21)...0x7E {
            for shift in [false, true] {
                guard let command = InputTranslator.command(for: code, shift: shift) else { continue }
                owners["\(command)", default: []].append(String(UnicodeScalar(UInt8(code))) + (shift ? "+shift" : ""))
            }
        }
        #expect(owners["\(AppCommand.quit)"] == ["q", "q+shift"])
        #expect(owners["\(AppCommand.toggleTuningPanel)"] == ["t", "t+shift"])
        #expect(owners["\(AppCommand.tune(.step(.longPressSeconds, by: 1)))"] == ["]", "]+shift"])
    }

    @Test func theVariantKeysTuneThePlatformVariants() throws {
        func command(_ character: Character, shift: Bool = false) -> AppCommand? {
            InputTranslator.command(for: SDLKeycode.character(character), shift: shift)
        }
        #expect(command("o") == .tune(.cycle(.panStart, by: 1)))
        #expect(command("v") == .tune(.cycle(.activation, by: 1)))
        #expect(command("j", shift: true) == .tune(.step(.activationDistance, by: 1)))
        #expect(command("r", shift: true) == .tune(.step(.autoscrollRampSeconds, by: 1)))
        #expect(command("e") == .tune(.cycle(.autoscrollRampCurve, by: 1)))
        #expect(command("l") == .tune(.step(.reorderDwellSeconds, by: -1)))
        var tuning = Tuning()
        tuning = try Self.after(.cycle(.panStart, by: 1), tuning)
        #expect(tuning.panStart == .down)
        tuning = try Self.after(.cycle(.activation, by: 1), tuning)
        #expect(tuning.activation == .distance)
        tuning = try Self.after(.step(.activationDistance, by: -1), tuning)
        #expect(tuning.activationDistance == 7)
        for _ in 0..<3 { tuning = try Self.after(.step(.autoscrollRampSeconds, by: 1), tuning) }
        #expect(tuning.autoscrollRampSeconds == 0.3, "three steps of 0.1 s land on 0.3, not 0.30000000000000004")
        tuning = try Self.after(.step(.reorderDwellSeconds, by: 1), tuning)
        #expect(tuning.reorderDwellSeconds == 0.05)
        #expect(TuningCommand.step(.reorderDwellSeconds, by: -2).change(from: Tuning()).note == "reorder dwell at its minimum, 0 s")
    }

    // MARK: Steps

    @Test func longPressStepsByFiftyMillisecondsAndLandsOnRoundNumbers() throws {
        var tuning = Tuning()
        tuning = try Self.after(.step(.longPressSeconds, by: -1), tuning)
        #expect(tuning.longPressSeconds == 0.45)
        tuning = try Self.after(.step(.longPressSeconds, by: -1), tuning)
        #expect(tuning.longPressSeconds == 0.4)
        tuning.longPressSeconds = 0.12  // rbd-touch: off the 0.05 grid, moved by exactly 0.05
        tuning = try Self.after(.step(.longPressSeconds, by: 1), tuning)
        #expect(tuning.longPressSeconds == 0.17)
        #expect(TuningCommand.step(.longPressSeconds, by: 1).change(from: tuning)
            == TuningChange(values: try TuningPatch(json: ["longPressSeconds": .number(0.22)]), note: "long press 0.22 s"))
    }

    @Test func stepsStopAtTheEndsOfTheirRange() throws {
        var tuning = Tuning()
        for _ in 0..<30 { tuning = try Self.after(.step(.longPressSeconds, by: -1), tuning) }
        #expect(tuning.longPressSeconds == 0.05)
        #expect(TuningCommand.step(.longPressSeconds, by: -1).change(from: tuning)
            == TuningChange(values: TuningPatch(), note: "long press at its minimum, 0.05 s"))
        for _ in 0..<60 { tuning = try Self.after(.step(.longPressSeconds, by: 1), tuning) }
        #expect(tuning.longPressSeconds == 2)
        #expect(TuningCommand.step(.longPressSeconds, by: 1).change(from: tuning).values.isEmpty)

        tuning.allowableMovement = 0.5
        tuning = try Self.after(.step(.allowableMovement, by: -1), tuning)
        #expect(tuning.allowableMovement == 0, "clamped to 0, not -0.5")
        #expect(TuningCommand.step(.allowableMovement, by: -1).change(from: tuning).note == "allowable movement at its minimum, 0 pt")
        tuning.allowableMovement = 59.5
        tuning = try Self.after(.step(.allowableMovement, by: 1), tuning)
        #expect(tuning.allowableMovement == 60)
        #expect(TuningCommand.step(.allowableMovement, by: 1).change(from: tuning).values.isEmpty)
    }

    @Test func aValueLoadedOutsideTheRangeOnlyMovesBackTowardIt() throws {
        var tuning = Tuning()
        tuning.longPressSeconds = 3  // a profile may say so; the keys' range is 0.05...2
        let more = TuningCommand.step(.longPressSeconds, by: 1).change(from: tuning)
        #expect(more.values.isEmpty, "more does not drop it to 2")
        #expect(more.note == "long press 3 s, outside 0.05 s...2 s")
        #expect(try Self.after(.step(.longPressSeconds, by: -1), tuning).longPressSeconds == 2)
    }

    @Test func autoscrollKeysStepZoneAndSpeed() throws {
        let tuning = Tuning()  // zone padding 6 pt, 300 pt/s
        #expect(try Self.after(.step(.autoscrollZonePadding, by: -1), tuning).autoscrollZonePadding == 4)
        #expect(try Self.after(.step(.autoscrollZonePadding, by: 1), tuning).autoscrollZonePadding == 8)
        #expect(try Self.after(.step(.autoscrollMaxSpeed, by: -1), tuning).autoscrollMaxSpeed == 250)
        #expect(try Self.after(.step(.autoscrollMaxSpeed, by: 1), tuning).autoscrollMaxSpeed == 350)
        var slow = Tuning()
        slow.autoscrollMaxSpeed = 20
        #expect(try Self.after(.step(.autoscrollMaxSpeed, by: -1), slow).autoscrollMaxSpeed == 0)
    }

    // MARK: Cycles

    @Test func choicesCycleBothWaysAndWrap() throws {
        var tuning = Tuning()
        var curves: [AutoscrollCurve] = []
        for _ in 0..<4 {
            tuning = try Self.after(.cycle(.autoscrollCurve, by: 1), tuning)
            curves.append(tuning.autoscrollCurve)
        }
        #expect(curves == [.quadratic, .cubic, .constant, .linear])
        #expect(try Self.after(.cycle(.autoscrollCurve, by: -1), Tuning()).autoscrollCurve == .constant)

        let strategy = TuningCommand.cycle(.reorderStrategy, by: 1).change(from: Tuning())
        #expect(strategy == TuningChange(values: try TuningPatch(json: ["reorderStrategy": .string("centerSlot")]), note: "strategy centerSlot"))
        #expect(try Self.after(.cycle(.reorderStrategy, by: 1), Self.after(.cycle(.reorderStrategy, by: 1), Tuning())).reorderStrategy
            == .coveredMidpoint)

        var styles: [DragStyle] = []
        tuning = Tuning()
        for _ in 0..<3 {
            tuning = try Self.after(.cycle(.dragStyle, by: 1), tuning)
            styles.append(tuning.dragStyle)
        }
        #expect(styles == [.lifted, .collection, .ats])
    }

    @Test func presetsCycleInOrderFromTheOneInForce() throws {
        var tuning = Tuning()  // UIKit's numbers: the ios preset
        var seen: [TuningPreset] = []
        for _ in TuningPreset.allCases {
            let change = TuningCommand.preset(by: 1).change(from: tuning)
            seen.append(try #require(change.preset))
            tuning.apply(change.values)
        }
        #expect(seen == Array(TuningPreset.allCases.dropFirst()) + [.ios])
        let android = TuningCommand.preset(by: 1).change(from: Tuning())
        #expect(android == TuningChange(values: TuningPreset.android.patch, note: "preset android: 0.4 s, 8 pt", preset: .android))
        #expect(TuningCommand.preset(by: -1).change(from: Tuning()).preset == .helloPangea)
    }

    @Test func presetsGoOnFromTheLastOneAfterItsValuesWereNudged() {
        var nudged = TuningPreset.android.tuning
        nudged.allowableMovement = 9  // matches no preset now
        #expect(TuningCommand.preset(by: 1).change(from: nudged, lastPreset: .android).preset == .flutter)
        #expect(TuningCommand.preset(by: 1).change(from: nudged).preset == .ios, "no preset known: the first")
        #expect(TuningCommand.preset(by: -1).change(from: nudged).preset == .helloPangea, "backward: the last")
        // The tuning in force wins over a stale last preset.
        #expect(TuningCommand.preset(by: 1).change(from: TuningPreset.ats.tuning, lastPreset: .android).preset == .rbdTouch)
    }

    @Test func presetChangeKeepsEveryOtherParameter() throws {
        var tuning = Tuning()
        tuning.dragStyle = .collection
        tuning.autoscrollZonePadding = 20
        let after = try Self.after(.preset(by: 1), tuning)
        #expect(after.dragStyle == .collection && after.autoscrollZonePadding == 20)
    }
}
