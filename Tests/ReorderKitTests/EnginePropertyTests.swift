import Testing
@testable import ReorderKit
@testable import ReorderTrace

/// Thousands of seeded random inputs, however strange: no row is ever lost or duplicated, and the
/// same inputs always give the same state.
@Suite struct EnginePropertyTests {
    static func randomInputs(seed: UInt64, count: Int) -> [TimedEvent] {
        var random = SplitMix64(seed: seed)
        func pick(_ n: Int) -> Int { Int(random.next() % UInt64(n)) }
        func number(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(random.next() % 10_000) / 10_000 * (range.upperBound - range.lowerBound)
        }
        let pointers = [PointerID(.touch, 0), PointerID(.touch, 1), PointerID(.touch, 2), .mouse, PointerID(.pen, 0)]
        let keys: [Key] = [.escape, .space, .enter, .up, .down, .home, .end, .character("q")]
        var t = 0.0
        var inputs: [TimedEvent] = []
        for _ in 0..<count {
            t += [0, 0.001, 0.016, 0.05, 0.3, 0.7][pick(6)]
            let pointer = pointers[pick(pointers.count)]
            let point = Point(x: number(-20...340), y: number(-50...530))
            let event: InputEvent
            switch pick(100) {
            case 0..<15: event = .down(pointer, point)
            case 15..<45: event = .move(pointer, point)
            case 45..<57: event = .up(pointer, point)
            case 57..<60: event = .cancel(pointer)
            case 60..<82: event = .frame
            case 82..<86: event = .wheel(dx: 0, dy: number(-300...300))
            case 86..<90: event = .key(keys[pick(keys.count)])
            case 90..<92: event = .resize(Size(width: 320, height: number(40...900)))
            case 92..<95: event = .focus(pick(2) == 0)
            case 95..<99:
                let strategies = ReorderStrategy.allCases.map(\.rawValue)
                // Every value within its parameter's rule: this cannot throw.
                event = .tuning(try! TuningPatch(json: [
                    "longPressSeconds": .number(number(0...1)),
                    "allowableMovement": .number(number(0...40)),
                    "reorderingEnabled": .bool(pick(5) != 0),
                    "reorderStrategy": .string(strategies[pick(strategies.count)]),
                    "dropAnimationSeconds": .number(number(0...0.4)),
                    "activation": .string(pick(4) == 0 ? "distance" : "hold"),
                    "panStart": .string(pick(2) == 0 ? "slop" : "down"),
                ]))
            default: event = .mark("intent:reorder")
            }
            inputs.append(TimedEvent(t: t, event))
        }
        return inputs
    }

    static let heights: [Double] = [44, 120, 30, 200, 44, 88, 30, 60, 44, 150, 12.5, 44, 66, 44, 300, 20]

    /// 48 rows of mixed heights, some unmovable, in a 320 x 480 viewport: what the random inputs are fed to.
    static func makeEngine(tuning: Tuning = Tuning()) -> Engine {
        let rows = (0..<48).map { Row(id: "r\($0)", height: heights[$0 % heights.count], movable: $0 % 11 != 5) }
        return Engine(rows: rows, viewport: Size(width: 320, height: 480), tuning: tuning)
    }

    func replay(_ inputs: [TimedEvent], check: Bool) -> Engine {
        var engine = Self.makeEngine()
        let rows = engine.layout.rows
        let all = Set(rows.map(\.id))
        for input in inputs {
            engine.handle(input)
            engine.clearOutput()
            guard check else { continue }
            let order = engine.order
            #expect(order.count == rows.count && Set(order) == all, "after \(input)")
            let drawn = (0..<engine.layout.count).map { engine.layout.row(atSlot: $0).id }
            #expect(Set(drawn) == all, "visual order after \(input)")
            #expect(engine.scrollOffset >= 0 && engine.scrollOffset <= engine.maxOffset)
        }
        engine.finish()
        #expect(Set(engine.order) == all)
        #expect(engine.interaction == .idle)
        return engine
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomInputNeverLosesARowAndReplaysIdentically(seed: UInt64) {
        let inputs = Self.randomInputs(seed: seed, count: 4000)
        let first = replay(inputs, check: true)
        let second = replay(inputs, check: false)
        #expect(first.stateHash == second.stateHash)
        #expect(first.order == second.order)
        #expect(first.drags > 0)  // the random walk did reach drags
    }

    @Test func differentInputGivesADifferentHash() {
        let a = replay(Self.randomInputs(seed: 1, count: 4000), check: false)
        let b = replay(Self.randomInputs(seed: 2, count: 4000), check: false)
        #expect(a.stateHash != b.stateHash)
    }
}
