import Testing
@testable import ReorderKit
@testable import ReorderImport
import ReorderTrace

/// The live `inputFilters` (ReorderKit, points and seconds, Doubles) against the import path's port
/// of tslib (device units, tslib's integers) on the same strokes, one unit taken as one point.
///
/// They coincide where tslib's integer arithmetic is exact, so the strokes here keep it exact:
/// dejitter's positions are multiples of 16 (its weights sum to 8 or 16, which tslib divides by
/// with a shift that drops the rest), lowpass's multiples of 128 over at most 6 samples with a
/// factor of 1/2 (tslib truncates each step's product to an int). Where they cannot coincide:
/// median (tslib's window starts zero-filled and holds back depth/2 samples; the live one starts
/// full of the down point and holds nothing back) and iir (tslib rounds in integers, and its up
/// passes raw where the live one filters it), and lowpass's very first contact of a slot (tslib
/// filters it from (0, 0), the live one starts afresh: each run here begins with a stroke that is
/// not compared).
@Suite struct TSFilterLiveTests {
    /// A stroke: pressed samples, then the release; times in microseconds.
    struct Stroke {
        var samples: [(micros: Int64, x: Int32, y: Int32)]
        var release: (micros: Int64, x: Int32, y: Int32)
    }

    /// A small deterministic generator (an LCG; Knuth's MMIX constants).
    struct Numbers {
        var state: UInt64
        mutating func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
    }

    /// Strokes of 1 to `longest` samples, `step` apart at most `reach` steps from the start per
    /// sample (and now and then a jump), with gaps of 10 to 70 ms between them.
    static func strokes(seed: UInt64, count: Int, longest: Int, step: Int32, reach: Int) -> [Stroke] {
        var numbers = Numbers(state: seed)
        var micros: Int64 = 1_000_000
        var strokes: [Stroke] = []
        for _ in 0..<count {
            var x = step * Int32(8 + numbers.next(8)), y = step * Int32(8 + numbers.next(8))
            var samples: [(micros: Int64, x: Int32, y: Int32)] = []
            for _ in 0..<(1 + numbers.next(longest)) {
                samples.append((micros, x, y))
                micros += Int64(5_000 + 1_000 * numbers.next(10))
                let jump = numbers.next(6) == 0 ? 4 : 1
                x += step * Int32(jump * (numbers.next(2 * reach + 1) - reach))
                y += step * Int32(jump * (numbers.next(2 * reach + 1) - reach))
            }
            strokes.append(Stroke(samples: samples, release: (micros, x, y)))
            micros += Int64(10_000 + 1_000 * numbers.next(60))
        }
        return strokes
    }

    /// What the port lets out for each sample: `x y` for a pressed one, `x y up` for the release,
    /// nil when nothing came out. tslib's debounce and skip can let out the release of a stroke they
    /// let nothing else out of; an app never saw that contact and has nothing to release, and the
    /// live chain sends no up: such a release counts as nothing here.
    static func port(_ filters: [any TSFilter], _ strokes: [Stroke]) -> [[String?]] {
        var filters = filters
        func run(_ micros: Int64, _ x: Int32, _ y: Int32, _ pressure: Int32) -> String? {
            var row = [TSSample(x: x, y: y, pressure: pressure, slot: 0, trackingID: 1, micros: micros, valid: true)]
            for i in filters.indices {
                guard filters[i].filter(&row) else { return nil }
            }
            guard row[0].valid else { return nil }
            return row[0].pressure == 0 ? "\(row[0].x) \(row[0].y) up" : "\(row[0].x) \(row[0].y)"
        }
        return strokes.map { stroke in
            let pressed = stroke.samples.map { run($0.micros, $0.x, $0.y, 255) }
            let up = run(stroke.release.micros, stroke.release.x, stroke.release.y, 0)
            return pressed + [pressed.contains { $0 != nil } ? up : nil]
        }
    }

    /// The same through the live chain, a chain a stroke with the last one's memory, as the engine runs it.
    static func live(_ filters: [InputFilter], _ strokes: [Stroke]) -> [[String?]] {
        var memory: InputFilterMemory?
        func text(_ p: Point?, up: Bool = false) -> String? {
            p.map { "\(Int32(exactly: $0.x).map(String.init) ?? "\($0.x)") \(Int32(exactly: $0.y).map(String.init) ?? "\($0.y)")" + (up ? " up" : "") }
        }
        return strokes.map { stroke in
            var chain = InputFilterChain(filters, memory: memory)
            let pressed = stroke.samples.map { text(chain.press(Point(x: Double($0.x), y: Double($0.y)), at: Double($0.micros) / 1e6)) }
            let up = text(chain.release(Point(x: Double(stroke.release.x), y: Double(stroke.release.y)), at: Double(stroke.release.micros) / 1e6), up: true)
            memory = chain.memory
            return pressed + [up]
        }
    }

    static func filter(_ module: String, _ parameters: [String: Double]) throws -> InputFilter {
        var object: [String: JSONValue] = ["module": .string(module)]
        for (key, value) in parameters { object[key] = .number(value) }
        return try InputFilter(json: .object(object))
    }

    @Test func dejitterGivesTslibsPositions() throws {
        let strokes = Self.strokes(seed: 1, count: 60, longest: 12, step: 16, reach: 2)
        let live = Self.live([try Self.filter("dejitter", ["delta": 40])], strokes)
        #expect(live == Self.port([TSDejitter(delta: 40, slots: 1)], strokes))
        #expect(live != Self.live([], strokes), "the filter changed something")
    }

    @Test func lowpassGivesTslibsPositionsAfterTheFirstContact() throws {
        let strokes = Self.strokes(seed: 2, count: 80, longest: 6, step: 128, reach: 2)
        let live = Self.live([try Self.filter("lowpass", ["factor": 0.5, "threshold": 200])], strokes)
        let port = Self.port([TSLowpass(factor: 0.5, threshold: 200, slots: 1)], strokes)
        #expect(Array(live.dropFirst()) == Array(port.dropFirst()))
        #expect(live.first != port.first, "tslib's first contact starts from (0, 0)")
        #expect(live != Self.live([], strokes), "the filter changed something")
    }

    @Test func debounceDropsWhatTslibDrops() throws {
        let strokes = Self.strokes(seed: 3, count: 80, longest: 8, step: 4, reach: 3)
        let live = Self.live([try Self.filter("debounce", ["drop_threshold": 40])], strokes)
        #expect(live == Self.port([TSDebounce(dropThreshold: 40, slots: 1)], strokes))
        #expect(live.contains { $0.allSatisfy { $0 == nil } } && live.contains { $0.allSatisfy { $0 != nil } }, "strokes dropped and kept")
    }

    @Test(arguments: [(1, 1), (2, 2), (0, 3), (3, 0)])
    func skipDropsAndHoldsBackWhatTslibDoes(nhead: Int, ntail: Int) throws {
        let strokes = Self.strokes(seed: 4, count: 60, longest: 8, step: 4, reach: 3)
        let live = Self.live([try Self.filter("skip", ["nhead": Double(nhead), "ntail": Double(ntail)])], strokes)
        #expect(live == Self.port([TSSkip(nhead: nhead, ntail: ntail, slots: 1)], strokes))
        #expect(live != Self.live([], strokes), "the filter changed something")
    }

    @Test func aChainGivesTslibsChain() throws {
        let strokes = Self.strokes(seed: 5, count: 80, longest: 10, step: 16, reach: 2)
        let live = Self.live([try Self.filter("debounce", ["drop_threshold": 30]), try Self.filter("skip", ["nhead": 1, "ntail": 1]),
                              try Self.filter("dejitter", ["delta": 40])], strokes)
        let port = Self.port([TSDebounce(dropThreshold: 30, slots: 1), TSSkip(nhead: 1, ntail: 1, slots: 1), TSDejitter(delta: 40, slots: 1)], strokes)
        #expect(live == port)
        #expect(live != Self.live([], strokes), "the filters changed something")
    }
}
