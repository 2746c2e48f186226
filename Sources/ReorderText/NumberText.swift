/// Numbers as text, for messages, reports and the tools' output, without Foundation's
/// locale-dependent formatters. Total: every Double formats (a trace may bring 1e308), nothing traps.
extension Double {
    /// Shortest text that reads back as the same value, without a trailing ".0" for integers.
    package var formatted: String {
        if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
        return "\(self)"
    }

    /// With `digits` decimals, rounded half away from zero: "2.200", "-3", "0.05". Where that cannot
    /// be exact (more than 15 digits in all, or not finite) the shortest text that reads back as the
    /// value (`formatted`): "1e+16", "inf".
    public func fixed(_ digits: Int) -> String {
        exactDecimals(digits) ?? formatted
    }

    /// With `digits` decimals (0 to 15) when every digit is exact: the value times 10^digits,
    /// rounded, below 10^15, which a Double holds exactly (2^53 is 9.0e15); else nil, for the
    /// caller's own rule for such numbers (the trace writer's text, the window's "1.5e19").
    public func exactDecimals(_ digits: Int) -> String? {
        guard isFinite, (0...15).contains(digits) else { return nil }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(self) * scale).rounded()
        guard scaled < 1e15 else { return nil }
        let whole = Int64(scaled) / Int64(scale), fraction = String(Int64(scaled) % Int64(scale))
        let sign = self < 0 && scaled != 0 ? "-" : ""
        guard digits > 0 else { return sign + String(whole) }
        return sign + "\(whole)." + String(repeating: "0", count: digits - fraction.count) + fraction
    }
}
