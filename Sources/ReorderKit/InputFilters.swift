/// Tuning `inputFilters`: tslib's smoothing modules on the engine's input path, in points, so a
/// person can feel in the window the latency a median adds and the jitter it takes away (the import
/// path's `--ts-conf` runs tslib's own chain in device units; this is its live counterpart). Each
/// pointer's positions pass through the chain from its down to its up; a new down starts afresh.
///
/// Two of tslib's modules move positions without needing pressure or device timing:
/// - `median` (`depth`, default 3): each axis the median of the last `depth` samples (tslib
///   plugins/median.c). tslib starts its window zero-filled, which on a live device makes the first
///   samples jump toward the origin; here the window starts filled with the down point.
/// - `iir` (`N` default 8, `D` default 10, N < D): s = (N s + (D - N) x) / D per axis (plugins/iir.c),
///   in Doubles rather than tslib's integers, starting at the down point.
/// The others (dejitter, debounce, skip, pthres, lowpass) act on pressure, device time or whole
/// strokes; they are the import path's.
public struct InputFilter: Equatable, Sendable {
    public enum Module: String, Sendable, CaseIterable {
        case median, iir
    }

    public var module: Module
    /// median: samples in the window (1...99).
    public var depth = 3
    /// iir: the weight of the past, N / D (0 <= N < D <= 1000).
    public var n = 8.0
    public var d = 10.0

    public init(module: Module, depth: Int = 3, n: Double = 8, d: Double = 10) {
        self.module = module
        self.depth = depth
        self.n = n
        self.d = d
    }

    /// `{"module":"median","depth":5}`, `{"module":"iir","N":8,"D":10}`.
    public var jsonObject: JSONValue {
        switch module {
        case .median: .object(["module": .string("median"), "depth": .number(Double(depth))])
        case .iir: .object(["module": .string("iir"), "N": .number(n), "D": .number(d)])
        }
    }

    /// One filter from its trace object, or what is wrong with it.
    public init(json: JSONValue) throws(InputFilterError) {
        guard case .object(let values) = json else { throw InputFilterError("each filter must be an object, got \(json.typeName)") }
        guard case .string(let name)? = values["module"], let module = Module(rawValue: name) else {
            throw InputFilterError("a filter's \"module\" must be one of \(Module.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        self.init(module: module)
        func number(_ key: String) throws(InputFilterError) -> Double? {
            guard let value = values[key] else { return nil }
            guard case .number(let x) = value, x.isFinite else { throw InputFilterError("\(name) \(key) must be a finite number, got \(value.typeName)") }
            return x
        }
        for key in values.keys.sorted() where key != "module" {
            let known = module == .median ? ["depth"] : ["N", "D"]
            guard known.contains(key) else { throw InputFilterError("\(name) has no parameter \(key.quotedForMessage)") }
        }
        switch module {
        case .median:
            if let x = try number("depth") {
                guard x == x.rounded(), x >= 1, x <= 99 else { throw InputFilterError("median depth must be a whole number from 1 to 99, got \(x.formatted)") }
                depth = Int(x)
            }
        case .iir:
            n = try number("N") ?? n
            d = try number("D") ?? d
            guard d > 0, d <= 1000, n >= 0, n < d else { throw InputFilterError("iir needs 0 <= N < D <= 1000, got N \(n.formatted), D \(d.formatted)") }
        }
    }
}

public struct InputFilterError: Error, Equatable, Sendable {
    public var message: String
    init(_ message: String) { self.message = message }
}

extension ReorderEngine {
    /// The event with its position through the `inputFilters` of its pointer's kind (the mouse's
    /// and the pen's overrides apply); a chain starts at the down and ends at the up or cancel.
    mutating func filtered(_ event: InputEvent) -> InputEvent {
        switch event {
        case .down(let pointer, let location):
            let filters = tuning.resolved(for: pointer.kind).inputFilters
            filterChains[pointer] = filters.isEmpty ? nil : InputFilterChain(filters, start: location)
            return event
        case .move(let pointer, let location):
            guard var chain = filterChains[pointer] else { return event }
            let out = chain.add(location)
            filterChains[pointer] = chain
            return .move(pointer, out)
        case .up(let pointer, let location):
            guard var chain = filterChains.removeValue(forKey: pointer) else { return event }
            return .up(pointer, chain.add(location))
        case .cancel(let pointer):
            filterChains[pointer] = nil
            return event
        case .frame, .wheel, .key, .resize, .focus, .tuning, .mark:
            return event
        }
    }
}

/// One pointer's way through the chain: each filter's state, from the down point on.
struct InputFilterChain: Sendable {
    private var stages: [Stage]

    private enum Stage: Sendable {
        case median(xs: [Double], ys: [Double], next: Int)
        case iir(n: Double, d: Double, s: Point)
    }

    init(_ filters: [InputFilter], start: Point) {
        stages = filters.map { filter in
            switch filter.module {
            case .median: .median(xs: Array(repeating: start.x, count: filter.depth), ys: Array(repeating: start.y, count: filter.depth), next: 0)
            case .iir: .iir(n: filter.n, d: filter.d, s: start)
            }
        }
    }

    /// The position that leaves the chain for a sample at `point`.
    mutating func add(_ point: Point) -> Point {
        var p = point
        for i in stages.indices {
            switch stages[i] {
            case .median(var xs, var ys, let next):
                xs[next] = p.x
                ys[next] = p.y
                p = Point(x: Self.median(xs), y: Self.median(ys))
                stages[i] = .median(xs: xs, ys: ys, next: (next + 1) % xs.count)
            case .iir(let n, let d, let s):
                let out = Point(x: (n * s.x + (d - n) * p.x) / d, y: (n * s.y + (d - n) * p.y) / d)
                stages[i] = .iir(n: n, d: d, s: out)
                p = out
            }
        }
        return p
    }

    /// The middle value (the upper middle of an even count, as tslib's sort-and-index does).
    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}
