import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderSDL
import ReorderTrace

/// The picture, read back pixel by pixel: a software renderer draws into a surface (no window), an
/// engine driven by hand says where everything should be, and the pixels must agree. Each test
/// also writes its picture to /tmp so a person can look at it.
@Suite struct RenderTests {
    static let theme = Theme.standard
    static let viewport = Size(width: 480, height: 800)
    static let finger = PointerID(.touch, 1)

    /// Mixed heights (a tall card under the first row keeps the blank in place while the imposter
    /// hovers 40 pt lower), one row that cannot move, more content than fits.
    static let rows: [Row] = {
        let spec: [(Double, String, Bool)] = [
            (44, "Milk", true), (120, "Weekly plan", true), (44, "Eggs", true), (44, "Bread", false),
            (60, "Tea", true), (44, "Rice", true), (88, "Figs", true), (44, "Kale", true), (44, "Plums", true),
            (60, "Honey", true), (44, "Oats", true), (44, "Limes", true), (88, "Beans", true), (44, "Salt", true),
            (44, "Apples", true), (60, "Pears", true),
        ]
        return spec.enumerated().map { i, s in Row(id: "r\(i)", height: s.0, movable: s.2, label: s.1) }
    }()

    /// Drives an engine with time stepped by hand.
    struct Driver {
        var engine: Engine
        var t = 0.0

        init(style: DragStyle = .ats, viewport: Size = RenderTests.viewport) {
            var tuning = Tuning()
            tuning.dragStyle = style
            engine = Engine(rows: RenderTests.rows, viewport: viewport, tuning: tuning)
        }

        mutating func send(_ event: InputEvent, at time: Double) {
            t = time
            engine.handle(event, at: t)
        }

        /// Frames at 60 Hz up to `end`.
        mutating func frames(until end: Double) {
            while t + 1.0 / 60 < end {
                send(.frame, at: t + 1.0 / 60)
            }
            send(.frame, at: end)
        }

        func top(of id: String) -> Double { engine.visibleRows().first { $0.row.id == id }!.top }
    }

    /// Taps "Rice" (selecting it), then lifts "Milk" and holds it 40 pt lower: the blank stays in
    /// the first slot and the imposter is fully lifted.
    static func liftedScene(_ style: DragStyle) -> Driver {
        var d = Driver(style: style)
        d.send(.down(finger, Point(x: 150, y: d.top(of: "r5") + 22)), at: 0)
        d.send(.up(finger, Point(x: 150, y: d.top(of: "r5") + 22)), at: 0.1)
        d.send(.down(finger, Point(x: 150, y: 22)), at: 1)
        d.frames(until: 1.8)
        d.send(.move(finger, Point(x: 150, y: 62)), at: 1.85)
        d.frames(until: 1.9)
        return d
    }

    /// Draws one frame with a fresh scene at `scale` and reads it back; saves it when `png` is given.
    static func picture<L: ReorderLayout>(_ engine: ReorderEngine<L>, scale: Double = 1, hud: HUDData? = nil, help: Bool = false, badge: String? = nil,
                        tuningPanel: TuningPanel? = nil, highlights: TuningHighlights = TuningHighlights(),
                        png: String? = nil) throws -> Surface {
        try SDLTestSupport.withSDL { video in
            let target = try Surface(width: Int(engine.viewport.width * scale), height: Int(engine.viewport.height * scale))
            let pixels = try withExtendedLifetime(target) {
                let renderer = try Renderer(surface: target, scale: scale)
                let scene = Scene(text: TextCache(libraries: video.libraries))
                scene.draw(engine: engine, renderer: renderer, hud: hud, help: help, badge: badge, tuningPanel: tuningPanel,
                           highlights: highlights)
                #expect(scene.text.lastError == nil)
                return try renderer.readPixels()
            }
            if let png { try pixels.savePNG(to: png) }
            return pixels
        }
    }

    static func luminance(_ c: Color) -> Double { 0.299 * Double(c.r) + 0.587 * Double(c.g) + 0.114 * Double(c.b) }

    // MARK: The imposter

    @Test func atsImposterIsDrawnWhereTheEngineSaysWithShadowsAboveAndBelowOnly() throws {
        let d = Self.liftedScene(.ats)
        let imposter = try #require(d.engine.imposter)
        #expect(imposter.row.id == "r0")
        #expect(imposter.top == 40)
        #expect(imposter.lift == 1)
        #expect(d.engine.blankSlot == 0)
        let image = try Self.picture(d.engine, png: "/tmp/render-ats.png")
        let theme = Self.theme

        // Filled with the highlighted cell colour from its top edge to its bottom edge.
        for y in [40, 44, 62, 83] {
            #expect(image.pixel(x: 200, y: y) == theme.highlightFill, "imposter fill at y \(y)")
        }
        #expect(image.pixel(x: 200, y: 39) != theme.highlightFill)
        #expect(image.pixel(x: 200, y: 84) != theme.highlightFill)

        // Soft shadow: darkest at the edge, fading out within ATS's 10-pt bands. Above it is the
        // well, below it the tall row.
        let below = (1...9).map { Self.luminance(image.pixel(x: 200, y: 83 + $0)) }
        let above = (1...9).map { Self.luminance(image.pixel(x: 200, y: 40 - $0)) }
        #expect(below[0] < Self.luminance(theme.rowFill) - 40, "dark just below: \(below)")
        #expect(above[0] < Self.luminance(theme.wellFill) - 20, "dark just above: \(above)")
        #expect(zip(below, below.dropFirst()).allSatisfy { $0 <= $1 }, "fades with distance: \(below)")
        #expect(zip(above, above.dropFirst()).allSatisfy { $0 <= $1 }, "fades with distance: \(above)")
        #expect(below[8] > Self.luminance(theme.rowFill) - 10, "nearly gone 9 pt away: \(below)")
        // Not a hard border: several distinct shades.
        #expect(Set(below.map { Int($0) }).count >= 5, "a gradient, not a line: \(below)")
        // Below the band the tall row is untouched.
        #expect(image.pixel(x: 200, y: 100) == theme.rowFill)

        // No side shadow: the margins beside the imposter are plain background.
        #expect(image.pixel(x: 9, y: 62) == theme.background)
        #expect(image.pixel(x: 470, y: 62) == theme.background)
    }

    @Test func liftedImposterCastsItsShadowToTheLeftAndIsScaled() throws {
        let d = Self.liftedScene(.lifted)
        let image = try Self.picture(d.engine, png: "/tmp/render-lifted.png")
        let theme = Self.theme
        // Scaled 1.03 about its centre: 456 pt wide becomes 469.7, reaching 6.8 pt into each margin.
        let insideScaled = image.pixel(x: 8, y: 62)
        #expect(Self.luminance(insideScaled) > 245, "the scaled row covers x = 8: \(insideScaled)")
        #expect(image.pixel(x: 200, y: 62) == theme.rowFill)
        // Shadow offset (-5, 0): strong at the window's left edge, next to nothing at the right one
        // (x = 478, beside the scroll indicator).
        let left = image.pixel(x: 1, y: 62), right = image.pixel(x: 478, y: 62)
        #expect(Self.luminance(left) < Self.luminance(theme.background) - 15, "shadow at the left: \(left)")
        #expect(Self.luminance(left) < Self.luminance(right) - 10, "offset to the left: left \(left), right \(right)")
    }

    @Test func collectionImposterHasAWideSoftShadow() throws {
        let d = Self.liftedScene(.collection)
        let image = try Self.picture(d.engine, png: "/tmp/render-collection.png")
        // Radius 10 reaches far (ATS's 4 is gone 10 pt away); offset (0, -3) makes it stronger above.
        let above = Self.luminance(image.pixel(x: 200, y: 30)), below = Self.luminance(image.pixel(x: 200, y: 93))
        #expect(above < Self.luminance(Self.theme.wellFill) - 20, "above: \(above)")
        #expect(below < Self.luminance(Self.theme.rowFill) - 10, "below: \(below)")
    }

    @Test func collectionDropSpringsPastItsSlotAndBackWhileATSEasesIn() throws {
        func settleTops(_ style: DragStyle) -> [Double] {
            var d = Self.liftedScene(style)
            d.send(.up(Self.finger, Point(x: 150, y: 62)), at: 2)
            var tops: [Double] = []
            while case .settling = d.engine.interaction {
                let imposter = d.engine.imposter!
                tops.append(ImposterPose(engine: d.engine, imposter: imposter, column: (12, 456)).rect.y)
                d.send(.frame, at: d.t + 1.0 / 120)
            }
            return tops
        }
        // Lifted 40 pt below its slot (top 0): the spring carries it about a quarter past, above 0.
        let spring = settleTops(.collection)
        #expect(spring.first == 40)
        #expect(spring.min()! < -5, "overshoots: \(spring)")
        #expect(abs(spring.last!) < 3, "and comes back: \(spring)")
        let eased = settleTops(.ats)
        #expect(eased.min()! >= 0, "ease-out never passes the slot: \(eased)")
        #expect(zip(eased, eased.dropFirst()).allSatisfy { $0 >= $1 })
    }

    // MARK: Rows

    @Test func blankSlotIsAnEmptyWell() throws {
        let d = Self.liftedScene(.ats)
        let image = try Self.picture(d.engine)
        // The well spans slot 0 (0..<44) across the column; its middle line is one colour: no label,
        // no grip, no separator.
        for x in 12..<468 {
            #expect(image.pixel(x: x, y: 22) == Self.theme.wellFill, "well at x \(x)")
        }
        // The recess: darker at its top edge than in its middle.
        #expect(Self.luminance(image.pixel(x: 200, y: 0)) < Self.luminance(Self.theme.wellFill))
    }

    @Test func unmovableRowIsMarkedWithAStripeAndALock() throws {
        let d = Self.liftedScene(.ats)
        let image = try Self.picture(d.engine)
        let theme = Self.theme
        let fixedTop = Int(d.top(of: "r3")), movableTop = Int(d.top(of: "r2"))
        #expect(image.pixel(x: 13, y: fixedTop + 22) == theme.fixedStripe)
        #expect(image.pixel(x: 13, y: movableTop + 22) == theme.rowFill)
        #expect(image.pixel(x: 200, y: fixedTop + 4) == theme.fixedFill)
        // The glyph box (16 pt, 16 pt in from the right of the column): a lock here, a grip there.
        let box = 468 - 16 - 16
        func glyph(_ top: Int) -> [Color] {
            (box..<(box + 16)).flatMap { x in ((top + 10)..<(top + 34)).map { image.pixel(x: x, y: $0) } }
        }
        #expect(glyph(fixedTop).contains(theme.fixedGlyph))
        #expect(!glyph(fixedTop).contains(theme.grip))
        #expect(glyph(movableTop).contains(theme.grip))
        #expect(!glyph(movableTop).contains(theme.fixedGlyph))
    }

    @Test func selectedRowIsTinted() throws {
        let d = Self.liftedScene(.ats)
        #expect(d.engine.selectedID == "r5")
        let image = try Self.picture(d.engine)
        let top = Int(d.top(of: "r5"))
        #expect(image.pixel(x: 200, y: top + 4) == Self.theme.selectedFill)
        #expect(image.pixel(x: 13, y: top + 22) == Self.theme.selectedAccent)
        #expect(image.pixel(x: 200, y: Int(d.top(of: "r7")) + 4) == Self.theme.rowFill)
    }

    @Test func separatorsAreOneDevicePixel() throws {
        let d = Self.liftedScene(.ats)
        let one = try Self.picture(d.engine), two = try Self.picture(d.engine, scale: 2)
        let bottom = Int(d.top(of: "r2") + 44)  // Eggs ends where Bread begins
        #expect(one.pixel(x: 200, y: bottom - 1) == Self.theme.separator)
        #expect(one.pixel(x: 200, y: bottom - 2) == Self.theme.rowFill)
        #expect(two.pixel(x: 400, y: 2 * bottom - 1) == Self.theme.separator)
        #expect(two.pixel(x: 400, y: 2 * bottom - 2) == Self.theme.rowFill)
        // Inset on the left like UITableView's.
        #expect(one.pixel(x: 20, y: bottom - 1) == Self.theme.rowFill)
    }

    // MARK: HiDPI

    @Test func scaleTwoDrawsTheSamePictureAtTwiceThePixels() throws {
        let d = Self.liftedScene(.ats)
        let one = try Self.picture(d.engine)
        let two = try Self.picture(d.engine, scale: 2, png: "/tmp/render-ats@2x.png")
        #expect(two.width == 960 && two.height == 1600)
        // The imposter's top edge at 2x the y.
        #expect(two.pixel(x: 400, y: 80) == Self.theme.highlightFill)
        #expect(two.pixel(x: 400, y: 79) != Self.theme.highlightFill)
        #expect(two.pixel(x: 400, y: 167) == Self.theme.highlightFill)
        #expect(two.pixel(x: 400, y: 168) != Self.theme.highlightFill)
        // Flat areas agree block for block down a column that no text crosses.
        for y in stride(from: 0, to: 800, by: 1) {
            let a = one.pixel(x: 200, y: y), b = two.pixel(x: 400, y: 2 * y + 1)
            if a == Self.theme.rowFill || a == Self.theme.wellFill || a == Self.theme.highlightFill || a == Self.theme.selectedFill {
                #expect(a == b, "y \(y): \(a) at 1x, \(b) at 2x")
            }
        }
        // Text is rendered at 32 px, not stretched from 16: the label's ink is twice as tall.
        let inkOne = Self.inkRows(one, x: 28..<60, y: Int(d.top(of: "r2"))..<Int(d.top(of: "r2") + 44))
        let inkTwo = Self.inkRows(two, x: 56..<120, y: Int(2 * d.top(of: "r2"))..<Int(2 * d.top(of: "r2") + 88))
        #expect(inkOne.count >= 8)
        #expect(abs(inkTwo.count - 2 * inkOne.count) <= 2, "ink rows 1x \(inkOne.count), 2x \(inkTwo.count)")
    }

    /// Pixel rows in the box holding dark (text) pixels.
    static func inkRows(_ image: Surface, x: Range<Int>, y: Range<Int>) -> [Int] {
        y.filter { row in x.contains { luminance(image.pixel(x: $0, y: row)) < 128 } }
    }

    // MARK: Scroll indicator

    @Test func scrollIndicatorShowsWhileScrollingAndFadesAfter() throws {
        var d = Driver()
        d.send(.wheel(dx: 0, dy: 80), at: 0.5)
        let thumb = try #require(ScrollIndicator.thumb(engine: d.engine, theme: Self.theme))
        let x = Int(thumb.x + thumb.width / 2), y = Int(thumb.y + thumb.height / 2)
        // A scene remembers when the list last moved, so both frames go through one.
        let (still, moving, later) = try SDLTestSupport.withSDL { video in
            let target = try Surface(width: 480, height: 800)
            return try withExtendedLifetime(target) {
                let renderer = try Renderer(surface: target, scale: 1)
                let scene = Scene(text: TextCache(libraries: video.libraries))
                var before = Driver()
                before.send(.frame, at: 0)
                scene.draw(engine: before.engine, renderer: renderer, hud: nil, help: false)
                let still = try renderer.readPixels().pixel(x: x, y: y)
                scene.draw(engine: d.engine, renderer: renderer, hud: nil, help: false)
                let moving = try renderer.readPixels().pixel(x: x, y: y)
                d.frames(until: 2)
                scene.draw(engine: d.engine, renderer: renderer, hud: nil, help: false)
                return (still, moving, try renderer.readPixels().pixel(x: x, y: y))
            }
        }
        #expect(still == Self.theme.background, "hidden before the list moves")
        #expect(Self.luminance(moving) < Self.luminance(Self.theme.background) - 40, "\(moving)")
        #expect(later == Self.theme.background, "faded out 1.5 s later")
        #expect(thumb.y > 3, "scrolled 80 of 160 pt: thumb below the top")
    }

    // MARK: HUD and overlays

    @Test func hudShowsTheLongPressRingAndThePanel() throws {
        var d = Driver()
        let center = Point(x: 120, y: d.top(of: "r5") + 22)
        d.send(.down(Self.finger, center), at: 0)
        d.send(.move(Self.finger, Point(x: 123, y: center.y + 2)), at: 0.1)
        d.frames(until: 0.25)
        #expect(d.engine.longPressProgress == 0.5)
        var data = HUDData()
        data.trails.add(Self.finger, center, at: 0)
        data.trails.add(Self.finger, Point(x: 123, y: center.y + 2), at: 0.1)
        let other = PointerID(.touch, 2)
        for i in 0...10 { data.trails.add(other, Point(x: 60 + 12 * Double(i), y: 600 - 8 * Double(i)), at: 0.05 + 0.02 * Double(i)) }
        var log = EventLog()
        log.record(d.engine.output)
        data.events = log.lines
        for i in 0..<120 { data.frameTimes.record(ms: i % 37 == 0 ? 30 : 16 + Double(i % 5) * 0.3) }
        let image = try Self.picture(d.engine, hud: data, png: "/tmp/render-hud.png")

        // The ring fills clockwise from 12 o'clock: half done, so 3 o'clock is lit and 9 is not.
        let finger = (x: 123, y: Int(center.y) + 2)
        let three = image.pixel(x: finger.x + 28, y: finger.y), nine = image.pixel(x: finger.x - 28, y: finger.y)
        #expect(three.b > 200 && three.r < 80, "ring at 3 o'clock: \(three)")
        #expect(!(nine.b > 200 && nine.r < 80), "no ring yet at 9 o'clock: \(nine)")
        // The panel: the finger is in the top half, so it sits bottom right (left of the row ids), dark.
        #expect(Self.luminance(image.pixel(x: 300, y: 780)) < 90)
        #expect(Self.luminance(image.pixel(x: 470, y: 20)) > 200)
    }

    @Test func hudTintsTheAutoscrollZoneBeingUsed() throws {
        var d = Driver()
        d.send(.down(Self.finger, Point(x: 150, y: 22)), at: 0)
        d.frames(until: 0.8)
        d.send(.move(Self.finger, Point(x: 150, y: 790)), at: 0.85)
        d.frames(until: 0.9)
        #expect(d.engine.autoscrollSpeed > 0)
        let image = try Self.picture(d.engine, hud: HUDData(), png: "/tmp/render-autoscroll.png")
        // Zone: 22 + 6 = 28 pt at each edge; the bottom one (in use) is redder than the top one.
        let bottom = image.pixel(x: 6, y: 790), top = image.pixel(x: 6, y: 10)
        #expect(Int(bottom.r) - Int(bottom.g) > Int(top.r) - Int(top.g) + 10, "bottom \(bottom), top \(top)")
    }

    @Test func tuningPanelDrawsItsThumbsWhereTheValuesAreAndKeepsTheHUDAboveIt() throws {
        var d = Driver()
        d.engine.handle(.tuning(try TuningPatch(json: ["longPressSeconds": .number(1.05), "allowableMovement": .number(15)])), at: 0)
        d.send(.down(Self.finger, Point(x: 150, y: 22)), at: 0.1)  // a finger in the top half: the HUD goes low
        let layout = TuningPanel.layout(viewport: Self.viewport)
        var highlights = TuningHighlights()
        highlights.record(["allowableMovement"], at: 0.1)
        let image = try Self.picture(d.engine, hud: HUDData(), tuningPanel: TuningPanel(isOpen: true), highlights: highlights,
                                     png: "/tmp/render-tuning-panel.png")
        for (knob, fraction) in [(TuningKnob.longPressSeconds, 0.5), (.allowableMovement, 0.25)] {
            let track = try #require(layout.slider(knob)).track
            let x = Int(track.x + fraction * track.width), y = Int(track.y + track.height / 2)
            #expect(image.pixel(x: x, y: y) == Self.theme.sliderThumb, "\(knob) thumb at \(fraction)")
            #expect(image.pixel(x: x + 40, y: y) != Self.theme.sliderThumb)
        }
        // The panel is dark; the HUD's panel sits above it rather than over it.
        #expect(Self.luminance(image.pixel(x: 30, y: Int(layout.panel.y) + 4)) < 90)
        #expect(Self.luminance(image.pixel(x: 300, y: Int(layout.panel.y) - 12)) < 90, "the HUD ends just above the tuning panel")
        // A closed panel draws nothing.
        let closed = try Self.picture(d.engine, tuningPanel: TuningPanel(isOpen: false))
        // (Left of the rows' labels: the panel, two rows of buttons tall now, starts level with a label.)
        #expect(Self.luminance(closed.pixel(x: 22, y: Int(layout.panel.y) + 4)) > 150)
    }

    @Test func helpAndBadgeDraw() throws {
        let d = Self.liftedScene(.ats)
        let image = try Self.picture(d.engine, help: true, badge: "REPLAY 2x", png: "/tmp/render-help.png")
        // The badge's red pill at the top centre, dimmed by the help overlay over it.
        #expect((180..<300).contains { x in let c = image.pixel(x: x, y: 20); return c.r > c.g + 60 })
        // The help panel is dark in the middle of the window.
        // (In its left padding: with the layouts' keys its lines fill the middle.)
        #expect(Self.luminance(image.pixel(x: 28, y: 400)) < 90)
    }
}
