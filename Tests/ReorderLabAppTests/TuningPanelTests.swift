import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderSDL
import ReorderTrace

/// The tuning panel's model: where its controls are, what a finger at x sets, and which pointers
/// it takes from the engine. Pure: no SDL, no drawing.
@Suite struct TuningPanelTests {
    static let viewport = Size(width: 480, height: 800)
    static let layout = TuningPanel.layout(viewport: viewport)
    static let finger = PointerID(.touch, 0), other = PointerID(.touch, 1)

    static func track(_ knob: TuningKnob) -> Rect { layout.slider(knob)!.track }
    /// A point on `knob`'s track at `fraction` of its length.
    static func on(_ knob: TuningKnob, _ fraction: Double) -> Point {
        let track = track(knob)
        return Point(x: track.x + fraction * track.width, y: track.y + track.height / 2)
    }
    static func center(_ button: TuningPanel.Button) -> Point {
        let rect = layout.rect(of: button)!
        return Point(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
    }

    static func openPanel() -> TuningPanel { TuningPanel(isOpen: true) }

    // MARK: Layout and hit testing

    @Test func panelSitsAtTheBottomCentreWithFingerSizedControls() {
        let layout = Self.layout
        // Eight cells do not fit one row of 98 pt each in 440 pt: two rows of four (99.5 pt), the last
        // shared by live feed and close; three sliders of 48 pt (the prediction's joined the two: 48 pt
        // taller than before, 240 then).
        #expect(layout.panel == Rect(x: 20, y: 504, width: 440, height: 288))
        #expect(layout.sliders.map(\.knob) == [.longPressSeconds, .allowableMovement, .predictionSeconds])
        #expect(layout.buttons.map(\.button) == [.strategy, .style, .mode, .crossSection, .panStart, .activation, .preset, .liveFeed, .close])
        #expect(Set(layout.buttons.map(\.rect.y)).count == 2)
        for slider in layout.sliders { #expect(slider.row.height >= 44) }
        for frame in layout.buttons { #expect(frame.rect.height >= 44) }
        // Everything inside the panel, nothing overlapping.
        let rects = layout.sliders.map(\.row) + layout.buttons.map(\.rect)
        for rect in rects {
            #expect(rect.x >= layout.panel.x && rect.maxX <= layout.panel.maxX && rect.y >= layout.panel.y && rect.maxY <= layout.panel.maxY)
        }
        for (i, a) in rects.enumerated() {
            for b in rects[(i + 1)...] {
                #expect(a.maxX <= b.x || b.maxX <= a.x || a.maxY <= b.y || b.maxY <= a.y, "\(a) overlaps \(b)")
            }
        }
    }

    @Test func pointsHitTheControlUnderThem() {
        let layout = Self.layout
        #expect(layout.control(at: Self.on(.longPressSeconds, 0.3)) == .slider(.longPressSeconds))
        #expect(layout.control(at: Point(x: 40, y: layout.slider(.longPressSeconds)!.row.y + 2)) == .slider(.longPressSeconds),
                "the label line is part of the slider's row")
        #expect(layout.control(at: Self.on(.allowableMovement, 1)) == .slider(.allowableMovement))
        #expect(layout.control(at: Self.on(.predictionSeconds, 0.5)) == .slider(.predictionSeconds))
        for button in TuningPanel.Button.allCases { #expect(layout.control(at: Self.center(button)) == .button(button)) }
        #expect(layout.control(at: Point(x: 22, y: 604)) == .body, "the panel's padding")
        #expect(layout.control(at: Point(x: 240, y: 400)) == nil, "the list above")
        #expect(layout.control(at: Point(x: 10, y: 700)) == nil, "the margin beside it")
    }

    @Test func aPhoneWidthPanelTakesMoreRowsSoNoButtonIsNarrowerThanItsWords() {
        // 320 pt: 280 pt inside the padding; three a row would be 89.3 pt, two are 137 pt.
        let layout = TuningPanel.layout(viewport: Size(width: 320, height: 480))
        #expect(Set(layout.buttons.map(\.rect.y)).count == 4)
        // The live feed's button and close share a place, half each: one short word, a touch target still.
        let halves: Set<TuningPanel.Button> = [.liveFeed, .close]
        #expect(layout.buttons.filter { !halves.contains($0.button) }.allSatisfy { $0.rect.width >= TuningPanel.minimumButtonWidth })
        #expect(layout.buttons.filter { halves.contains($0.button) }.allSatisfy { $0.rect.width >= 44 })
        #expect(layout.buttons.allSatisfy { $0.rect.maxY <= layout.panel.maxY })
        #expect(layout.panel.height == TuningPanel.height(width: 304))
    }

    @Test func aShortWindowKeepsEveryButtonOnScreenInFewerRows() {
        // 320 x 240: four rows would need 340 pt; two need 240 and one 190 of the 224 pt inside the margins.
        // With the prediction's slider one row needs 238: the short window keeps the first two
        // sliders (f / F still step the prediction).
        let layout = TuningPanel.layout(viewport: Size(width: 320, height: 240))
        #expect(Set(layout.buttons.map(\.rect.y)).count == 1)
        #expect(layout.buttons.allSatisfy { $0.rect.maxY <= 240 - 8 })
        #expect(layout.panel.height == 190)
        #expect(layout.sliders.map(\.knob) == [.longPressSeconds, .allowableMovement])
    }

    @Test func thePredictionSliderSetsPredictionSecondsIn5MillisecondSteps() {
        let layout = Self.layout
        let track = Self.track(.predictionSeconds)
        #expect(layout.value(.predictionSeconds, atX: track.x) == 0)
        #expect(layout.value(.predictionSeconds, atX: track.maxX) == 0.1)
        #expect(layout.value(.predictionSeconds, atX: Self.on(.predictionSeconds, 0.32).x) == 0.03)  // 0.032 snapped
        var panel = Self.openPanel()
        #expect(panel.handle(.down(Self.finger, Self.on(.predictionSeconds, 0.5)), viewport: Self.viewport) == .taken)
        #expect(panel.handle(.up(Self.finger, Self.on(.predictionSeconds, 0.5)), viewport: Self.viewport) == .taken)
        var expected = TuningPatch()
        TuningKnob.predictionSeconds.set(0.05, in: &expected)
        #expect(panel.takeSliderValues(comparedTo: Tuning()) == expected)
    }

    @Test func aNarrowShortWindowStillGetsThePanelInside() {
        let layout = TuningPanel.layout(viewport: Size(width: 200, height: 150))
        #expect(layout.panel.x == 8 && layout.panel.width == 184)
        #expect(layout.panel.y == 8, "kept below the top edge even when it does not fit")
        #expect(layout.sliders.allSatisfy { $0.track.width > 0 })
    }

    // MARK: Value mapping

    @Test func sliderValuesSnapToTheStepGridAndClampAtTheEnds() {
        let layout = Self.layout
        let press = Self.track(.longPressSeconds)
        #expect(layout.value(.longPressSeconds, atX: press.x) == 0.05)
        #expect(layout.value(.longPressSeconds, atX: press.maxX) == 2)
        #expect(layout.value(.longPressSeconds, atX: press.x - 100) == 0.05)
        #expect(layout.value(.longPressSeconds, atX: press.maxX + 100) == 2)
        #expect(layout.value(.longPressSeconds, atX: Self.on(.longPressSeconds, 0.25).x) == 0.55)  // 0.5375 snapped
        #expect(layout.value(.allowableMovement, atX: Self.on(.allowableMovement, 0.5).x) == 30)
        #expect(layout.value(.allowableMovement, atX: Self.on(.allowableMovement, 0.1).x) == 6)
    }

    @Test func theThumbSitsWhereItsValueIsAndReadsBackTheSame() throws {
        let layout = Self.layout
        for k in 1...40 {
            let value = Double(k) / 20  // 0.05 ... 2
            let x = try #require(layout.thumbX(.longPressSeconds, value: value))
            #expect(layout.value(.longPressSeconds, atX: x) == value)
        }
        for points in 0...60 {
            let x = try #require(layout.thumbX(.allowableMovement, value: Double(points)))
            #expect(layout.value(.allowableMovement, atX: x) == Double(points))
        }
        // Outside the range: pinned to the end.
        #expect(layout.thumbX(.longPressSeconds, value: 5) == Self.track(.longPressSeconds).maxX)
    }

    @Test func knobFractionsAndTextAreThoseOfItsRange() {
        #expect(TuningKnob.longPressSeconds.fraction(of: 0.05) == 0)
        #expect(TuningKnob.allowableMovement.fraction(of: 15) == 0.25)
        #expect(TuningKnob.allowableMovement.fraction(of: -3) == 0)
        #expect(TuningKnob.longPressSeconds.value(atFraction: .nan) == 0.05)
        #expect(TuningKnob.longPressSeconds.text(0.45) == "0.45 s")
        #expect(TuningKnob.autoscrollMaxSpeed.text(300) == "300 pt/s")
    }

    // MARK: Pointers

    @Test func aClosedPanelTakesNothing() {
        var panel = TuningPanel()
        #expect(panel.handle(.down(Self.finger, Self.on(.longPressSeconds, 0.5)), viewport: Self.viewport) == .notMine)
        #expect(panel.takeSliderValues(comparedTo: Tuning()) == nil)
    }

    @Test func draggingASliderIsOneValuePerFrameAndNothingForTheEngine() {
        var panel = Self.openPanel()
        let v = Self.viewport
        #expect(panel.handle(.down(Self.finger, Self.on(.longPressSeconds, 0.1)), viewport: v) == .taken)
        #expect(panel.held == [.slider(.longPressSeconds)])
        #expect(panel.handle(.move(Self.finger, Self.on(.longPressSeconds, 0.2)), viewport: v) == .taken)
        #expect(panel.handle(.move(Self.finger, Self.on(.longPressSeconds, 0.5)), viewport: v) == .taken)
        // Three positions this frame: one value, the last.
        let value = Self.layout.value(.longPressSeconds, atX: Self.on(.longPressSeconds, 0.5).x)!
        #expect(panel.takeSliderValues(comparedTo: Tuning())?.jsonObject == ["longPressSeconds": .number(value)])
        #expect(panel.takeSliderValues(comparedTo: Tuning()) == nil, "taken")
        // Straying off the panel keeps the slider (and clamps), as sliders do.
        #expect(panel.handle(.move(Self.finger, Point(x: 2000, y: 100)), viewport: v) == .taken)
        #expect(panel.takeSliderValues(comparedTo: Tuning())?.jsonObject == ["longPressSeconds": .number(2)])
        #expect(panel.handle(.up(Self.finger, Point(x: 2000, y: 100)), viewport: v) == .taken)
        #expect(panel.captures.isEmpty && panel.held.isEmpty)
        #expect(panel.handle(.move(Self.finger, Self.on(.longPressSeconds, 0.3)), viewport: v) == .notMine, "lifted: no longer the panel's")
    }

    @Test func aSliderLeftWhereTheTuningAlreadyIsFeedsNothing() {
        var panel = Self.openPanel()
        var tuning = Tuning()
        tuning.allowableMovement = 30
        _ = panel.handle(.down(Self.finger, Self.on(.allowableMovement, 0.5)), viewport: Self.viewport)
        #expect(panel.takeSliderValues(comparedTo: tuning) == nil)
    }

    @Test func buttonsActOnReleaseInside() {
        var panel = Self.openPanel()
        let v = Self.viewport
        #expect(panel.handle(.down(Self.finger, Self.center(.strategy)), viewport: v) == .taken)
        #expect(panel.held == [.button(.strategy)])
        #expect(panel.handle(.up(Self.finger, Self.center(.strategy)), viewport: v) == .command(.tune(.cycle(.reorderStrategy, by: 1))))
        _ = panel.handle(.down(Self.finger, Self.center(.style)), viewport: v)
        #expect(panel.handle(.up(Self.finger, Self.center(.style)), viewport: v) == .command(.tune(.cycle(.dragStyle, by: 1))))
        _ = panel.handle(.down(Self.finger, Self.center(.preset)), viewport: v)
        #expect(panel.handle(.up(Self.finger, Self.center(.preset)), viewport: v) == .command(.tune(.preset(by: 1))))
        _ = panel.handle(.down(Self.finger, Self.center(.liveFeed)), viewport: v)
        #expect(panel.handle(.up(Self.finger, Self.center(.liveFeed)), viewport: v) == .command(.toggleLiveFeed))
        _ = panel.handle(.down(Self.finger, Self.center(.close)), viewport: v)
        #expect(panel.handle(.up(Self.finger, Self.center(.close)), viewport: v) == .command(.toggleTuningPanel))
        // Slid off before lifting: taken back.
        _ = panel.handle(.down(Self.finger, Self.center(.style)), viewport: v)
        #expect(panel.handle(.move(Self.finger, Self.center(.preset)), viewport: v) == .taken)
        #expect(panel.handle(.up(Self.finger, Self.center(.preset)), viewport: v) == .taken)
        #expect(panel.takeSliderValues(comparedTo: Tuning()) == nil)
    }

    @Test func pointersThatWentDownOnTheListStayTheEngines() {
        var panel = Self.openPanel()
        let v = Self.viewport
        #expect(panel.handle(.down(Self.other, Point(x: 240, y: 300)), viewport: v) == .notMine)
        #expect(panel.handle(.move(Self.other, Self.on(.longPressSeconds, 0.5)), viewport: v) == .notMine, "a drag over the panel")
        #expect(panel.handle(.down(Self.finger, Self.on(.allowableMovement, 0.5)), viewport: v) == .taken, "a second finger on a slider")
        #expect(panel.handle(.up(Self.other, Self.on(.longPressSeconds, 0.5)), viewport: v) == .notMine)
        #expect(panel.handle(.cancel(Self.other), viewport: v) == .notMine)
        #expect(panel.handle(.cancel(Self.finger), viewport: v) == .taken)
        #expect(panel.captures.isEmpty)
    }

    @Test func aPointerHeldWhenThePanelClosesStaysThePanelsUntilItLifts() {
        var panel = Self.openPanel()
        let v = Self.viewport
        _ = panel.handle(.down(Self.finger, Self.on(.longPressSeconds, 0.5)), viewport: v)
        panel.isOpen = false
        #expect(panel.handle(.move(Self.finger, Self.on(.longPressSeconds, 0.6)), viewport: v) == .taken)
        #expect(panel.handle(.up(Self.finger, Self.on(.longPressSeconds, 0.6)), viewport: v) == .taken)
        #expect(panel.handle(.down(Self.finger, Self.on(.longPressSeconds, 0.6)), viewport: v) == .notMine, "closed now")
    }

    @Test func everythingButPointersGoesToTheEngine() throws {
        var panel = Self.openPanel()
        let inputs: [InputEvent] = [.frame, .wheel(dx: 0, dy: 40), .key(.escape), .resize(Size(width: 300, height: 300)),
                                    .focus(false), .tuning(try TuningPatch(json: ["longPressSeconds": .number(1)])), .mark("intent:tap")]
        for input in inputs { #expect(panel.handle(input, viewport: Self.viewport) == .notMine, "\(input)") }
    }
}

@Suite struct TuningPanelLayoutButtonsTests {
    @Test func theModeAndSectionsButtonsCycleWhatTheirKeysCycleAndShowTheValueInForce() {
        var tuning = Tuning()
        #expect(TuningPanel.Button.mode.command == InputTranslator.command(for: SDLKeycode.character("m")))
        #expect(TuningPanel.Button.crossSection.command == InputTranslator.command(for: SDLKeycode.character("a")))
        #expect(TuningPanel.Button.panStart.command == InputTranslator.command(for: SDLKeycode.character("o")))
        #expect(TuningPanel.Button.activation.command == InputTranslator.command(for: SDLKeycode.character("v")))
        #expect(TuningPanelView.caption(.panStart, tuning: tuning, lastPreset: nil) == ("pan start", "slop"))
        #expect(TuningPanelView.caption(.activation, tuning: tuning, lastPreset: nil) == ("lift by", "hold"))
        var byDistance = Tuning()
        byDistance.activation = .distance
        byDistance.activationDistance = 5
        #expect(TuningPanelView.caption(.activation, tuning: byDistance, lastPreset: nil) == ("lift by", "distance 5 pt"))
        #expect(TuningPanelView.caption(.mode, tuning: tuning, lastPreset: nil) == ("mode", "insert"))
        #expect(TuningPanelView.caption(.crossSection, tuning: tuning, lastPreset: nil) == ("sections", "move"))
        let change = TuningCommand.cycle(.crossSection, by: 1).change(from: tuning)
        #expect(change.values.jsonObject == ["crossSection": .string("swap")] && change.note == "across sections swap")
        tuning.apply(change.values)
        #expect(TuningCommand.cycle(.crossSection, by: 1).change(from: tuning).values.jsonObject == ["crossSection": .string("none")])
        #expect(TuningCommand.cycle(.reorderMode, by: -1).change(from: Tuning()).values.jsonObject == ["reorderMode": .string("swap")])
    }
}
