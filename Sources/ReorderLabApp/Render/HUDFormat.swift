#if canImport(Glibc)
import Glibc
#endif
import ReorderKit
import ReorderText

/// Number and column formatting for everything the window shows (HUD, event log, help, tuning
/// panel, badge), without Foundation's locale-dependent formatters.
///
/// Total: every Double formats, whatever a trace or a profile brings (a row 1e19 pt high, an
/// autoscroll speed of 1e308 pt/s), so nothing drawn can trap on a number.
enum HUDFormat {
    /// From this magnitude on, numbers are shown as "1.5e19": the digits past a Double's 15 or 16
    /// significant ones are noise, and a HUD line has no room for 20 of them.
    static let exponentFrom = 1e12
    /// Decimals asked for beyond this are not shown: a seventh decimal is past what the HUD ever
    /// shows (milliseconds are three).
    static let maxDigits = 6

    /// `value` with `digits` decimals (0 to `maxDigits`): "12.50", "-3". From `exponentFrom` on (or
    /// where the decimals would pass 15 digits, which a Double does not hold), three significant
    /// digits and a power of ten: "1e19", "-1.8e308". Not finite: "inf", "-inf", "nan".
    static func fixed(_ value: Double, _ digits: Int) -> String {
        plain(value, digits) ?? exponentForm(value, 3)
    }

    /// `value` with at most `digits` decimals and no trailing zeros: "0.45", "10", "0.125", "1e19".
    static func short(_ value: Double, _ digits: Int = 3) -> String {
        guard var text = plain(value, digits) else { return exponentForm(value, 3) }
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// `value` to `digits` significant digits (1 to 6), for numbers of any size such as a `--speed`
    /// or a viewport: "0.125", "2", "1e-300", "1.8e308". Plain from 0.001 to `exponentFrom`.
    static func significant(_ value: Double, _ digits: Int = 3) -> String {
        let digits = min(max(digits, 1), maxDigits)
        let magnitude = abs(value)
        guard magnitude < exponentFrom, magnitude >= 0.001 || magnitude == 0 else { return exponentForm(value, digits) }
        let wholeDigits = magnitude == 0 ? 1 : Int(log10(magnitude).rounded(.down)) + 1  // -2...12
        return short(value, min(max(digits - wholeDigits, 0), maxDigits))
    }

    static func padLeft(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : String(repeating: " ", count: width - s.count) + s
    }

    static func padRight(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }

    // MARK: Private

    /// Decimal digits (ReorderKit's `exactDecimals`), for a finite `value` below `exponentFrom`
    /// whose digits are all exact (nil otherwise: the exponent form shows it).
    private static func plain(_ value: Double, _ digits: Int) -> String? {
        guard abs(value) < exponentFrom else { return nil }
        return value.exactDecimals(min(max(digits, 0), maxDigits))
    }

    /// "1.5e19", "-1e-300", with `digits` significant digits; "inf", "-inf", "nan"; "0".
    private static func exponentForm(_ value: Double, _ digits: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
        let magnitude = abs(value)
        guard magnitude > 0 else { return "0" }
        // -324...308 for every finite Double, so the conversion cannot trap.
        var exponent = Int(log10(magnitude).rounded(.down))
        // 10^exponent underflows below 1e-307 (subnormals): divide in two steps there.
        var mantissa = exponent < -300 ? magnitude * 1e300 / pow(10, Double(exponent + 300)) : magnitude / pow(10, Double(exponent))
        // log10 can land a hair off at an exact power of ten; rounding can reach 10.
        if mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        } else if mantissa < 1 {
            mantissa *= 10
            exponent -= 1
        }
        var factor = 1.0
        for _ in 1..<digits { factor *= 10 }
        mantissa = (mantissa * factor).rounded() / factor
        if mantissa >= 10 {
            mantissa /= 10
            exponent += 1
        }
        return (value < 0 ? "-" : "") + short(mantissa, digits - 1) + "e" + String(exponent)
    }
}
