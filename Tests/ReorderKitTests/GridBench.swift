import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderTrace

/// Figures, not assertions on time: `swift test -c release --no-parallel --filter GridBench` prints hit-test cost,
/// blank-move reflow cost (median, p99, max) and memory for a million items, uniform and mixed, in
/// both directions, and for 1,000 sections of 1,000 rows. A debug build runs the same code on fewer
/// items, so the ordinary test run stays short; what it asserts holds at any size.
@Suite struct GridBench {
    #if DEBUG
    static let items = 20_000
    static let moves = 2_000
    #else
    static let items = 1_000_000
    static let moves = 100_000
    #endif
    static let viewport = Size(width: 1280, height: 800)

    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = text.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
    }

    static func percentile(_ sorted: [Double], _ p: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))] }

    /// Seeded mixed sizes: 40 to 160 pt wide, 40 to 120 high, in 0.5 pt steps.
    static func mixed(_ n: Int) -> [Size] {
        var random = SplitMix64(seed: 1)
        return (0..<n).map { _ in
            Size(width: 40 + Double(random.next() % 241) / 2, height: 40 + Double(random.next() % 161) / 2)
        }
    }

    @Test(arguments: [("mixed", ScrollAxis.vertical), ("mixed", .horizontal), ("uniform", .vertical), ("uniform", .horizontal)])
    func grid(kind: String, axis: ScrollAxis) {
        let clock = ContinuousClock()
        let sizes = kind == "mixed" ? Self.mixed(Self.items) : Array(repeating: Size(width: 96, height: 96), count: Self.items)
        let before = Self.residentBytes()
        let built = clock.now
        var grid = GridLayout(sizes: sizes, style: GridStyle(inset: 10, itemSpacing: 8, lineSpacing: 12, scrollDirection: axis),
                              viewport: Self.viewport)
        let buildTime = Self.seconds(clock.now - built)
        let memory = Self.residentBytes() - before
        #expect(grid.isUniform == (kind == "uniform"))

        // Hit tests at seeded points over the whole content.
        var random = SplitMix64(seed: 2)
        let points = (0..<Self.moves).map { _ in
            let across = Double(random.next() % 1_000_000) / 1_000_000 * grid.contentExtent
            let along = Double(random.next() % 1_000_000) / 1_000_000 * axis.along(Self.viewport)
            return axis == .vertical ? Point(x: along, y: across) : Point(x: across, y: along)
        }
        var hits = 0
        let hitStart = clock.now
        for point in points where grid.slot(at: point) != nil { hits += 1 }
        let hitNs = Self.seconds(clock.now - hitStart) / Double(points.count) * 1e9
        #expect(hits > 0)

        // A drag through the middle: the blank a slot or a line further each event, as a finger
        // moves, the rule evaluated and the blank moved (the items flow again).
        grid.lift(slot: Self.items / 2)
        var perEvent: [Double] = []
        var reflowed: [Double] = []
        var perMove: [Double] = []
        perEvent.reserveCapacity(Self.moves)
        var pointer = grid.frame(ofSlot: Self.items / 2).center
        for _ in 0..<Self.moves {
            let step = [-40.0, -12, 12, 40, 100, -100][Int(random.next() % 6)]
            pointer = axis == .vertical ? Point(x: min(max(pointer.x + step, 0), 1280), y: pointer.y + step / 3)
                : Point(x: pointer.x + step / 3, y: min(max(pointer.y + step, 0), 800))
            let start = clock.now
            let target = GridPlacement.blankPosition(in: grid, pointer: pointer)
            let moved = target != grid.gap!.position
            if moved { grid.moveGap(to: target) }
            let micros = Self.seconds(clock.now - start) * 1e6
            perEvent.append(micros)
            if moved {
                perMove.append(micros)
                reflowed.append(Double(grid.lastReflowSlots))
            }
        }
        perEvent.sort()
        perMove.sort()
        reflowed.sort()
        #expect(!perMove.isEmpty)
        let afterDrag = Self.residentBytes() - before
        let commitStart = clock.now
        grid.commit()
        let commitTime = Self.seconds(clock.now - commitStart) * 1e6
        print(String(format: "GridBench %@ %@ %d items: build %.0f ms, memory %.0f MB (%.0f MB after a drag), hit test %.0f ns, per event median %.2f us p99 %.2f us max %.0f us; %d blank moves: median %.2f us p99 %.2f us, slots flowed again median %.0f p99 %.0f; commit %.0f us",
                     kind, axis.rawValue, Self.items, buildTime * 1e3, Double(memory) / 1e6, Double(afterDrag) / 1e6, hitNs,
                     Self.percentile(perEvent, 0.5), Self.percentile(perEvent, 0.99), perEvent.last!,
                     perMove.count, Self.percentile(perMove, 0.5), Self.percentile(perMove, 0.99),
                     Self.percentile(reflowed, 0.5), Self.percentile(reflowed, 0.99), commitTime))
    }

    @Test func sections() {
        let clock = ContinuousClock()
        let perSection = Self.items / 1000
        let sections = (0..<1000).map { Section(id: "s\($0)", headerHeight: $0 % 3 == 0 ? 40 : nil) }
        var random = SplitMix64(seed: 3)
        let rows = (0..<Self.items).map { Row(id: "r\($0)", height: 30 + Double(random.next() % 121) / 2, section: "s\($0 / perSection)") }
        let layout = SectionLayout(sections: sections, rows: rows)
        let ys = (0..<Self.moves).map { _ in Double(random.next() % 1_000_000) / 1_000_000 * layout.contentHeight }
        var rowsHit = 0
        let hitStart = clock.now
        for y in ys { if case .row = layout.hit(atContentY: y) { rowsHit += 1 } }
        let hitNs = Self.seconds(clock.now - hitStart) / Double(ys.count) * 1e9
        let compaction = layout.compaction(lifting: SectionRow(section: 500, index: 3))
        var current = SectionTarget(blank: SectionRow(section: 500, index: 3))
        let placeStart = clock.now
        for y in ys { current = SectionPlacement.target(.move, in: compaction, imposterTop: y, current: current, hysteresis: 3) }
        let placeNs = Self.seconds(clock.now - placeStart) / Double(ys.count) * 1e9
        #expect(rowsHit > 0)
        print(String(format: "GridBench sections 1000 x %d rows: hit test %.0f ns, placement (move, hysteresis 3) %.0f ns", perSection, hitNs, placeNs))
    }
}
