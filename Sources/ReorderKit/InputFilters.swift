import ReorderText

/// Tuning `inputFilters`: tslib's filter modules on the engine's input path, in points and seconds,
/// so a person can feel in the window the latency a median adds and the jitter it takes away (the
/// import path's `--ts-conf` runs tslib's own chain in device units; this is its live counterpart).
/// The filters run in list order on each pointer's samples (its down, moves and up), from the
/// input times only; a new down starts every filter afresh, except debounce's memory of the
/// pointer's last release. How each one runs is `InputFilterChain.swift`; in short:
/// - `median` (`depth`, default 3): each axis the median of the last `depth` samples (tslib
///   plugins/median.c). tslib starts its window zero-filled, which on a live device makes the first
///   samples jump toward the origin; here the window starts filled with the down point.
/// - `iir` (`N` default 8, `D` default 10, N < D): s = (N s + (D - N) x) / D per axis (plugins/iir.c),
///   in Doubles rather than tslib's integers, starting at the down point.
/// - `dejitter` (`delta`, points, default 10): the weighted average of the last 2 to 4 samples
///   (plugins/dejitter.c); a sample more than `delta` from the one before forgets them.
/// - `lowpass` (`factor` 0...1, default 0.4; `threshold`, points, default 1): each axis moves by
///   `factor` of the change from the last output, or not at all when the change is no more than
///   `threshold` (plugins/lowpass.c).
/// - `debounce` (`drop_threshold`, milliseconds, default 40): every sample of a stroke that starts
///   less than that after the pointer's last release is dropped (plugins/debounce.c).
/// - `skip` (`nhead`, `ntail`, default 1 and 1): a stroke's first `nhead` samples dropped, the down
///   included, and every later one held back `ntail` samples (plugins/skip.c).
/// `pthres` drops or releases samples by pressure, which the engine's input does not carry: it
/// stays the import path's (`--ts-conf`).
public struct InputFilter: Equatable, Sendable {
    public enum Module: String, Sendable, CaseIterable {
        case median, iir, dejitter, lowpass, debounce, skip
    }

    public var module: Module
    /// median: samples in the window (1...99).
    public var depth = 3.0
    /// iir: the weight of the past, N / D (0 <= N < D <= 1000).
    public var n = 8.0
    public var d = 10.0
    /// dejitter: points. tslib's default is 100 device units, about 10 px on the 12-bit resistive
    /// panels of 320 to 480 px it was written for (4096 units / ~400 px).
    public var delta = 10.0
    /// lowpass: the share of a change passed on (tslib's default), and the change in points below
    /// which nothing moves (tslib's 2 units, about 1 px on the 10-bit, 480 px Openmoko panel the
    /// module comes from).
    public var factor = 0.4
    public var threshold = 1.0
    /// debounce: milliseconds. tslib's default 0 drops nothing; 40 ms is its README's example.
    public var dropThreshold = 40.0
    /// skip: samples dropped after a down, and held back before an up (tslib's defaults).
    public var nhead = 1.0
    public var ntail = 1.0

    public init(module: Module, depth: Double = 3, n: Double = 8, d: Double = 10) {
        self.module = module
        self.depth = depth
        self.n = n
        self.d = d
    }

    /// One parameter as a trace names it, where it is kept, and the values it takes (nil: any finite
    /// number, the module checks the rest).
    package struct Parameter {
        package let key: String
        package let path: WritableKeyPath<InputFilter, Double>
        package let range: ClosedRange<Double>?
        package var isWhole = false
    }

    /// Each module's parameters, with the keys tslib's ts.conf gives them.
    package static func parameters(of module: Module) -> [Parameter] {
        switch module {
        // MEDIAN_DEPTH_MAX is 100, exclusive; 0 would have no median.
        case .median: [Parameter(key: "depth", path: \.depth, range: 1...99, isWhole: true)]
        case .iir: [Parameter(key: "N", path: \.n, range: nil), Parameter(key: "D", path: \.d, range: nil)]
        // Points: more than a screen is no threshold.
        case .dejitter: [Parameter(key: "delta", path: \.delta, range: 0...10_000)]
        // tslib refuses a factor outside 0...1.
        case .lowpass: [Parameter(key: "factor", path: \.factor, range: 0...1), Parameter(key: "threshold", path: \.threshold, range: 0...10_000)]
        // A minute: past it no bounce is a bounce.
        case .debounce: [Parameter(key: "drop_threshold", path: \.dropThreshold, range: 0...60_000)]
        // TSConf's range for the same module.
        case .skip: [Parameter(key: "nhead", path: \.nhead, range: 0...1000, isWhole: true),
                     Parameter(key: "ntail", path: \.ntail, range: 0...1000, isWhole: true)]
        }
    }

    /// The live module a trace or an option names, or why there is none.
    public static func module(named name: String) throws(InputFilterError) -> Module {
        if let module = Module(rawValue: name) { return module }
        if name == "pthres" { throw InputFilterError("pthres needs pressure: use it on import with --ts-conf") }
        throw InputFilterError("a filter's \"module\" must be one of \(Module.allCases.map(\.rawValue).joined(separator: ", "))")
    }
}

public struct InputFilterError: Error, Equatable, Sendable {
    public var message: String
    package init(_ message: String) { self.message = message }
}
