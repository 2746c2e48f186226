import Testing
@testable import ReorderKit

/// The engine in two dimensions: a layout that scrolls horizontally gets the press hit-tested at its
/// point, pans, wheel `dx`, keys, autoscroll and the settle along x, and an imposter that follows the
/// pointer across the scroll axis where the layout lets it. `SidewaysList` is the list turned on its
/// side (rows become columns), so the same gesture turned with it must do exactly what it does to
/// the list.
@Suite struct EngineScrollAxisTests {
    static let rows = (0..<60).map { Row(id: "r\($0)", height: [44, 30, 90, 44, 60][$0 % 5]) }
    static let finger = PointerID(.touch, 1)

    /// A press on r2, a lift, a drag to the far edge held there (autoscroll), back, a drop; a flick;
    /// a wheel and a page key; a second drag cancelled with Escape. Points in the list's axes.
    static let gesture: [TimedEvent] = {
        var events: [TimedEvent] = [TimedEvent(t: 0, .down(finger, Point(x: 100, y: 100)))]
        var t = 0.0
        func at(_ dt: Double, _ event: InputEvent) {
            t += dt
            events.append(TimedEvent(t: t, event))
        }
        for _ in 0..<40 { at(1.0 / 60, .frame) }
        for i in 1...20 { at(1.0 / 60, .move(finger, Point(x: 100 + Double(i), y: 100 + 18.5 * Double(i)))) }
        for _ in 0..<90 { at(1.0 / 60, .frame) }
        for i in 1...10 { at(1.0 / 60, .move(finger, Point(x: 120, y: 470 - 25 * Double(i)))) }
        at(0.02, .up(finger, Point(x: 120, y: 220)))
        for _ in 0..<30 { at(1.0 / 60, .frame) }
        at(0.1, .down(finger, Point(x: 150, y: 400)))
        for i in 1...6 { at(0.01, .move(finger, Point(x: 150, y: 400 - 40 * Double(i)))) }
        at(0.01, .up(finger, Point(x: 150, y: 160)))
        for _ in 0..<60 { at(1.0 / 60, .frame) }
        at(0.1, .wheel(dx: 0, dy: -120))
        at(0.1, .wheel(dx: 35, dy: 0))  // across the scroll axis: nothing
        at(0.1, .key(.space))
        at(0.1, .down(finger, Point(x: 60, y: 240)))
        for _ in 0..<40 { at(1.0 / 60, .frame) }
        for i in 1...5 { at(1.0 / 60, .move(finger, Point(x: 60, y: 240 + 20 * Double(i)))) }
        at(0.05, .key(.escape))
        for _ in 0..<30 { at(1.0 / 60, .frame) }
        return events
    }()

    /// What the engine says and shows after each input, with viewport points turned back to the
    /// list's axes for the sideways engine (its imposter's left is the list's imposter's top).
    struct Step: Equatable {
        var events: [TimedEngineEvent]
        var offset: Double
        var state: String
        var imposter: Point?
    }

    static func steps<L: ReorderLayout>(_ engine: inout ReorderEngine<L>, turned: Bool) -> [Step] {
        gesture.map { input in
            engine.handle(turned ? input.turned : input)
            let imposter = engine.imposter.map { turned ? Point(x: $0.top, y: $0.left) : Point(x: $0.left, y: $0.top) }
            return Step(events: engine.takeOutput(), offset: engine.scrollOffset, state: engine.interaction.name,
                        imposter: imposter)
        }
    }

    @Test func aLayoutTurnedOnItsSideBehavesAsTheListWithTheGestureTurnedToo() {
        var list = Engine(rows: Self.rows, viewport: Size(width: 320, height: 480))
        var sideways = ReorderEngine(layout: SidewaysList(rows: Self.rows, itemHeight: 320),
                                     viewport: Size(width: 480, height: 320))
        let listSteps = Self.steps(&list, turned: false), turnedSteps = Self.steps(&sideways, turned: true)
        for (i, (a, b)) in zip(listSteps, turnedSteps).enumerated() where a != b {
            Issue.record("input \(i) (\(Self.gesture[i].event)): list \(a), sideways \(b)")
            break
        }
        // The gesture did what it was written to do, along x for the sideways one.
        let all = turnedSteps.flatMap(\.events).map(\.event)
        #expect(all.contains(.lifted(id: "r2", index: 2)))
        #expect(all.contains { if case .dropped(id: "r2", from: 2, to: _, _, _, _) = $0 { true } else { false } })
        #expect(all.contains { if case .cancelled = $0 { true } else { false } })
        #expect(turnedSteps.map(\.offset).max()! > 300)  // it autoscrolled along x
        #expect(sideways.order == list.order)
        #expect(sideways.order != Self.rows.map(\.id))
        #expect(sideways.stateHash == list.stateHash)
    }

    @Test func aPressIsHitTestedAtItsPointPlusTheOffsetAlongX() {
        var engine = ReorderEngine(layout: SidewaysList(rows: Self.rows, itemHeight: 100),
                                   viewport: Size(width: 480, height: 320))
        engine.handle(.wheel(dx: 0, dy: 200), at: 0)  // dy does not scroll a horizontal layout
        #expect(engine.scrollOffset == 0)
        engine.handle(.wheel(dx: 100, dy: 0), at: 0.1)
        #expect(engine.scrollOffset == 100)
        // Content x 100 + 20 = 120: r2 spans 74..<164.
        engine.handle(.down(Self.finger, Point(x: 20, y: 50)), at: 0.2)
        #expect(engine.takeOutput().contains { $0.event == .pressBegan(Self.finger, slot: 2) })
    }

    @Test func anImposterFreeAcrossTheScrollAxisFollowsThePointerThereInsideTheViewport() {
        var layout = SidewaysList(rows: Self.rows, itemHeight: 100)
        layout.freeAcross = true
        var engine = ReorderEngine(layout: layout, viewport: Size(width: 480, height: 320))
        engine.handle(.down(Self.finger, Point(x: 100, y: 40)), at: 0)  // r2 (74..<164), 26 pt in, 40 down
        engine.handle(.frame, at: 0.6)
        engine.handle(.move(Self.finger, Point(x: 110, y: 140)), at: 0.62)
        #expect(engine.imposter.map { Point(x: $0.left, y: $0.top) } == Point(x: 84, y: 100))
        engine.handle(.move(Self.finger, Point(x: 110, y: 900)), at: 0.64)
        #expect(engine.imposter?.top == 220)  // kept inside the viewport: 320 - 100
        engine.handle(.move(Self.finger, Point(x: 110, y: -50)), at: 0.66)
        #expect(engine.imposter?.top == 0)

        var fixed = ReorderEngine(layout: SidewaysList(rows: Self.rows, itemHeight: 100),
                                  viewport: Size(width: 480, height: 320))
        fixed.handle(.down(Self.finger, Point(x: 100, y: 40)), at: 0)
        fixed.handle(.frame, at: 0.6)
        fixed.handle(.move(Self.finger, Point(x: 110, y: 140)), at: 0.62)
        #expect(fixed.imposter.map { Point(x: $0.left, y: $0.top) } == Point(x: 84, y: 0))  // keeps its line
    }
}

extension TimedEvent {
    /// The same input with x and y exchanged.
    var turned: TimedEvent {
        func turn(_ p: Point) -> Point { Point(x: p.y, y: p.x) }
        switch event {
        case .down(let id, let p): return TimedEvent(t: t, .down(id, turn(p)))
        case .move(let id, let p): return TimedEvent(t: t, .move(id, turn(p)))
        case .up(let id, let p): return TimedEvent(t: t, .up(id, turn(p)))
        case .wheel(let dx, let dy): return TimedEvent(t: t, .wheel(dx: dy, dy: dx))
        case .resize(let size): return TimedEvent(t: t, .resize(Size(width: size.height, height: size.width)))
        case .cancel, .frame, .key, .focus, .tuning, .mark, .edit: return self
        }
    }
}

/// The list on its side: each row a column as wide as the row is tall, `itemHeight` tall, stacked
/// along x from content x = 0, scrolling horizontally. Everything measured by the list it wraps, with
/// x and y exchanged.
struct SidewaysList: SlotPlacedLayout {
    private var list: ListLayout
    var itemHeight: Double
    /// Whether the imposter follows the pointer across the scroll axis (as in a grid).
    var freeAcross = false

    init(rows: [Row], itemHeight: Double) {
        list = ListLayout(rows: rows)
        self.itemHeight = itemHeight
    }

    private static func turn(_ p: Point) -> Point { Point(x: p.y, y: p.x) }
    private static func turn(_ r: LayoutRect) -> LayoutRect {
        LayoutRect(x: r.y, y: r.x, width: r.height, height: r.width)
    }

    var count: Int { list.count }
    var scrollAxis: ScrollAxis { .horizontal }
    var contentExtent: Double { list.contentHeight }
    var blank: Blank? { list.blank.map { Blank(from: $0.from, position: $0.position, size: Size(width: $0.size.height, height: itemHeight)) } }
    func row(atSlot slot: Int) -> Row { list.row(atSlot: slot) }
    func frame(ofSlot slot: Int) -> LayoutRect {
        LayoutRect(x: list.top(ofSlot: slot), y: 0, width: list.height(ofSlot: slot), height: itemHeight)
    }
    func slot(at point: Point) -> Int? { list.slot(atContentY: point.x) }
    var imposterAcross: ImposterAcross { freeAcross ? .followsPointer : .fixed(0) }
    func firstSlot(endingAfter extent: Double) -> Int { list.firstSlot(endingAfter: extent) }
    func placement(imposter: LayoutRect, pointer: Point, rule: PlacementTuning) -> Int {
        list.placement(imposter: Self.turn(imposter), pointer: Self.turn(pointer), rule: rule)
    }
    func swapTarget(imposter: LayoutRect, pointer: Point, rule: PlacementTuning) -> Int? {
        list.swapTarget(imposter: Self.turn(imposter), pointer: Self.turn(pointer), rule: rule)
    }
    mutating func lift(slot: Int) { list.lift(slot: slot) }
    mutating func moveGap(to position: Int) { list.moveGap(to: position) }
    mutating func commit() -> DropResult { list.commit() }
    mutating func cancelLift() { list.cancelLift() }
    mutating func resize(_ viewport: Size) { list.resize(Size(width: viewport.height, height: viewport.width)) }
    var orderedIDs: [String] { list.orderedIDs }
    func rebuilt(rowGroups: [[Row]]) -> SidewaysList {
        var turned = SidewaysList(rows: rowGroups.flatMap { $0 }, itemHeight: itemHeight)
        turned.freeAcross = freeAcross
        turned.list.width = list.width
        return turned
    }
}
