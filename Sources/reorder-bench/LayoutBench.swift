import ReorderKit
import ReorderTrace

/// The layouts beside the list: sections (1,000 sections of 1,000 rows at a million) and the grid
/// (uniform and mixed item sizes, both scroll directions), each run with the list's gesture script
/// (turned on its side for a horizontal grid, so that pans and drags go along its scroll axis).
enum BenchLayout: String, CaseIterable {
    case sections
    case grid
    case gridHorizontal = "grid-horizontal"
    case gridMixed = "grid-mixed"
    case gridMixedHorizontal = "grid-mixed-horizontal"

    var isMixed: Bool { self == .gridMixed || self == .gridMixedHorizontal }
    var isHorizontal: Bool { self == .gridHorizontal || self == .gridMixedHorizontal }
    /// The per-event target, µs: a mixed grid flows its lines again on every blank move.
    var p99TargetMicroseconds: Double { isMixed ? 100 : 10 }
}

struct LayoutReport {
    var layout: BenchLayout
    var items: Int
    var setupMilliseconds = 0.0
    var inputCost: Summary?
    var frameCost: Summary?
    /// ns per hit test, on 1,000 items and on `items`: O(log n) shows as a small ratio.
    var hitTestSmall = 0.0
    var hitTestLarge = 0.0
    /// Resident memory the engine added at its peak (its rows and layout, building them included), MB.
    var memoryMB = 0.0
    /// Mixed grids: `moveGap` alone, and the slots each move flowed again.
    var blankMove: Summary?
    var reflowSlots = 0.0
    /// Grids: the placement rule and the blank move for one pointer event, and a drop's commit, µs.
    var placement: Summary?
    var commitMicroseconds = 0.0
    /// Sections: the `move` rule alone, ns per call.
    var placementNanoseconds = 0.0
    var drags = 0
    var permutation = false
    var hashes = ("", "")
}

struct LayoutBench {
    let layout: BenchLayout
    let items: Int
    let script: [TimedEvent]
    let viewport: Size
    let options: BenchOptions
    let clockOverhead: UInt32

    /// Points of the list's script turned about the diagonal for a horizontal grid.
    init(layout: BenchLayout, items: Int, script: GestureScript, options: BenchOptions, clockOverhead: UInt32) {
        self.layout = layout
        self.items = items
        self.options = options
        self.clockOverhead = clockOverhead
        guard layout.isHorizontal else {
            self.script = script.events
            viewport = script.viewport
            return
        }
        viewport = Size(width: script.viewport.height, height: script.viewport.width)
        self.script = script.events.map(Self.turned)
    }

    static func turned(_ timed: TimedEvent) -> TimedEvent {
        func turn(_ p: Point) -> Point { Point(x: p.y, y: p.x) }
        let event: InputEvent = switch timed.event {
        case .down(let pointer, let p): .down(pointer, turn(p))
        case .move(let pointer, let p): .move(pointer, turn(p))
        case .up(let pointer, let p): .up(pointer, turn(p))
        case .wheel(let dx, let dy): .wheel(dx: dy, dy: dx)
        case .resize(let size): .resize(Size(width: size.height, height: size.width))
        default: timed.event
        }
        return TimedEvent(t: timed.t, event)
    }

    // MARK: Content

    static func sectionRows(count: Int) -> (sections: [Section], rows: [Row]) {
        let perSection = 1_000
        var rows = DemoList.rows(count: count, seed: SizeBench.listSeed)
        for i in rows.indices { rows[i].section = "s\(i / perSection)" }
        let sections = (0..<max(1, (count + perSection - 1) / perSection)).map { Section(id: "s\($0)", title: "Section \($0)") }
        return (sections, rows)
    }

    /// 100 x 100 tiles, or seeded mixed sizes (5 widths x 5 heights, points).
    static func gridRows(count: Int, mixed: Bool) -> [Row] {
        var random = SplitMix64(seed: 0x6121D)
        let widths: [Double] = [60, 90, 120, 150, 210], heights: [Double] = [44, 60, 88, 100, 140]
        return (0..<count).map { i in
            guard mixed else { return Row(id: "r\(i)", height: 100, width: 100) }
            let r = random.next()
            return Row(id: "r\(i)", height: heights[Int(r % 5)], width: widths[Int((r >> 8) % 5)])
        }
    }

    static let style = GridStyle(inset: 10, itemSpacing: 10, lineSpacing: 10)

    func sectionEngine(count: Int) -> SectionEngine {
        let (sections, rows) = Self.sectionRows(count: count)
        return SectionEngine(sections: sections, rows: rows, viewport: viewport)
    }

    func gridEngine(count: Int) -> GridEngine {
        var style = Self.style
        style.scrollDirection = layout.isHorizontal ? .horizontal : .vertical
        return GridEngine(rows: Self.gridRows(count: count, mixed: layout.isMixed), grid: style, viewport: viewport)
    }

    // MARK: Running

    func run() -> LayoutReport {
        var report = LayoutReport(layout: layout, items: items)
        if layout == .sections {
            measure(into: &report) { sectionEngine(count: $0) }
            measureSectionPlacement(into: &report)
        } else {
            measure(into: &report) { gridEngine(count: $0) }
            if layout.isMixed { measureBlankMoves(into: &report) }
            measureGridPlacement(into: &report)
        }
        return report
    }

    /// Each measurement builds its own engine, so one large engine is alive at a time.
    func measure<Layout>(into report: inout LayoutReport, engine make: (Int) -> ReorderEngine<Layout>) {
        let before = Measure.residentMB() ?? 0
        Measure.resetPeakMemory()
        let start = Measure.nanoseconds()
        var engine = make(items)
        report.setupMilliseconds = Measure.seconds(since: start) * 1000
        var inputs: [UInt32] = [], frames: [UInt32] = []
        inputs.reserveCapacity(script.count)
        for event in script {
            let start = Measure.nanoseconds()
            engine.handle(event)
            let end = Measure.nanoseconds()
            engine.clearOutput()
            let elapsed = UInt32(clamping: end &- start)
            if case .frame = event.event { frames.append(elapsed) } else { inputs.append(elapsed) }
        }
        engine.finish()
        // The peak since the reset: building the content and the engine, then the whole session.
        report.memoryMB = (Measure.peakMemoryOfThisProgramMB() ?? 0) - before
        report.inputCost = Summary(inputs, subtracting: clockOverhead)
        report.frameCost = Summary(frames, subtracting: clockOverhead)
        report.hitTestLarge = hitTest(engine.layout)
        report.hitTestSmall = hitTest(make(1_000).layout)
        // Two untimed replays: the same state hash, and the order a permutation of the items.
        var first = make(items), second = make(items)
        let a = Replay.run(&first, events: script), b = Replay.run(&second, events: script)
        report.drags = a.drags
        report.hashes = (a.stateHash, b.stateHash)
        var seen = [Bool](repeating: false, count: items)
        var unique = 0
        for id in a.order {
            guard let index = Int(id.dropFirst()), index >= 0, index < items, !seen[index] else { continue }
            seen[index] = true
            unique += 1
        }
        report.permutation = unique == items && (a.sections.map { $0.flatMap(\.rows) == a.order } ?? true)
    }

    /// `layout.slot(at:)` at seeded random content points, ns per call.
    func hitTest<Layout: ReorderLayout>(_ layout: Layout) -> Double {
        var random = SplitMix64(seed: 0x417)
        let axis = layout.scrollAxis, extent = layout.contentExtent, across = axis.along(viewport)
        func unit() -> Double { Double(random.next() >> 11) * 0x1p-53 }
        let points = (0..<options.hitTests).map { _ in
            axis == .vertical ? Point(x: unit() * across, y: unit() * extent) : Point(x: unit() * extent, y: unit() * across)
        }
        var found = 0
        let start = Measure.nanoseconds()
        for point in points { found &+= layout.slot(at: point) ?? -1 }
        let elapsed = Measure.nanoseconds() &- start
        Sink.consume(found)
        return Double(elapsed) / Double(points.count)
    }

    /// The mixed flow's own cost: an item lifted in the middle, then its blank moved by 1 to 6
    /// slots either way, each move timed with the lines it flows again.
    func measureBlankMoves(into report: inout LayoutReport) {
        var style = Self.style
        style.scrollDirection = layout.isHorizontal ? .horizontal : .vertical
        let sizes = Self.gridRows(count: items, mixed: true).map { Size(width: $0.width!, height: $0.height) }
        var grid = GridLayout(sizes: sizes, style: style, viewport: viewport)
        var random = SplitMix64(seed: 0xB1A)
        var position = items / 2
        grid.lift(slot: position)
        let moves = options.quick ? 2_000 : 20_000
        var samples: [UInt32] = []
        samples.reserveCapacity(moves)
        var slots = 0
        for _ in 0..<moves {
            let step = Int(random.next() % 6) + 1
            position = min(max(position + (random.next() & 1 == 0 ? step : -step), 0), items - 1)
            let start = Measure.nanoseconds()
            grid.moveGap(to: position)
            let end = Measure.nanoseconds()
            samples.append(UInt32(clamping: end &- start))
            slots += grid.lastReflowSlots
        }
        report.blankMove = Summary(samples, subtracting: clockOverhead)
        report.reflowSlots = Double(slots) / Double(moves)
    }
}
