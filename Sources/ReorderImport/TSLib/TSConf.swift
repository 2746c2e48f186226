import ReorderKit
import ReorderText
import ReorderTrace

/// A tslib filter chain, as `/etc/ts.conf` gives it: `module NAME key=value ...` lines, applied in
/// file order to what the raw module reads (tslib attaches each module on top of the ones before
/// it, so the first `module` line sees the raw samples). `module_raw` lines name the raw reader,
/// which here is always the evdev one (`TSRaw`, tslib's `input`), and comments (`#`) and blank
/// lines are skipped. Any module tslib has is accepted: tslib's calibration and geometry modules
/// and the filters not reproduced here are passed over with a warning (`TSModules`).
public struct TSConf: Equatable, Sendable {
    public struct Module: Equatable, Sendable {
        public var name: String
        public var parameters: [(key: String, value: Double)]
        /// Where it was written, for messages.
        public var file: String
        public var line: Int

        public static func == (a: Module, b: Module) -> Bool {
            a.name == b.name && a.parameters.map(\.key) == b.parameters.map(\.key)
                && a.parameters.map(\.value) == b.parameters.map(\.value)
        }
    }

    public var modules: [Module]
    /// What was passed over, `FILE:LINE: warning: ...`, for standard error.
    public var warnings: [String] = []

    public struct Parameter: Sendable {
        public var key: String
        /// tslib's default, from the plugin's `*_mod_init`.
        public var value: Double
        public var range: ClosedRange<Double>
        /// Read as a whole number (tslib's strtoul and strtol); otherwise a decimal (strtod).
        public var isWhole = true
    }

    /// The filters this version implements, with their parameters, tslib's defaults and the values
    /// tslib accepts (or, where it accepts anything, values no panel needs more than).
    public static let known: [String: [Parameter]] = [
        // MEDIAN_DEPTH_MAX is 100, exclusive; 0 would have no median.
        "median": [Parameter(key: "depth", value: 3, range: 1...99)],
        "iir": [Parameter(key: "N", value: 0, range: 0...1_000_000), Parameter(key: "D", value: 1, range: 0...1_000_000)],
        "dejitter": [Parameter(key: "delta", value: 100, range: 0...1_000_000)],
        "debounce": [Parameter(key: "drop_threshold", value: 0, range: 0...1_000_000)],
        "skip": [Parameter(key: "nhead", value: 1, range: 0...1_000), Parameter(key: "ntail", value: 1, range: 0...1_000)],
        "pthres": [Parameter(key: "pmin", value: 1, range: 0...Double(Int32.max)),
                   Parameter(key: "pmax", value: Double(Int32.max), range: 0...Double(Int32.max))],
        // factor: tslib refuses outside 0...1; threshold is an unsigned char there.
        "lowpass": [Parameter(key: "factor", value: 0.4, range: 0...1, isWhole: false), Parameter(key: "threshold", value: 2, range: 0...255)],
    ]

    public init(modules: [Module]) { self.modules = modules }

    /// A ts.conf's text; `file` names it in messages. A module tslib does not have, an unknown
    /// parameter, or a value out of range is an error at its line. Lines end in LF or CRLF alike;
    /// the keywords and the parameter names are read regardless of case, as tslib reads them.
    public init(text: String, file: String) throws(TraceError) {
        var modules: [Module] = []
        var warnings: [(line: Int, message: String)] = []
        var calibration: (line: Int, names: [String])?
        for (index, scalars) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            // A "\r" before the "\n" belongs to the line end: without this a CRLF file read as
            // Characters is one line ("\r\n" is one Character, never equal to "\n").
            let raw = Substring(scalars.last == "\r" ? scalars.dropLast() : scalars)
            let content = raw.prefix { $0 != "#" }.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let keyword = content.first else { continue }
            switch keyword.lowercased() {
            case "module_raw": continue
            case "module":
                guard content.count >= 2 else { throw TraceError(file: file, line: line, message: "module without a name: expected module NAME key=value ...") }
                let name = String(content[1])
                if TSModules.calibration.contains(name) {
                    calibration = (calibration?.line ?? line, (calibration?.names ?? []) + [name])
                } else if TSModules.unimplemented.contains(name) {
                    warnings.append((line, "passed over \(name): this version does not implement it, so what comes out differs from what tslib's chain lets out"))
                } else {
                    let (module, passedOver) = try Self.module(name, content.dropFirst(2).map(String.init), file: file, line: line)
                    modules.append(module)
                    warnings += passedOver.map { (line, $0) }
                }
            default:
                throw TraceError(file: file, line: line, message: "\(String(keyword).quotedForMessage): expected module or module_raw lines")
            }
        }
        if let calibration {
            let names = calibration.names.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
            warnings.append((calibration.line, "passed over \(names.joined(separator: ", ")) (tslib's calibration and geometry modules): "
                             + "the import's own mapping of the device's range onto the viewport replaces them"))
        }
        self.modules = modules
        self.warnings = warnings.sorted { $0.line < $1.line }.map { "\(file.escapedForMessage):\($0.line): warning: \($0.message)" }
    }

    /// `--filter "median depth=7"`: one module, or several separated by `;`, without the word `module`.
    /// A line break inside it is refused: it would start a line of its own, unseen in the option.
    public init(filter: String) throws(TraceError) {
        if filter.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
            throw TraceError(file: "--filter", line: 1, message: "\(filter.quotedForMessage) holds a line break: separate modules with ;")
        }
        let text = filter.split(separator: ";").map { "module " + $0 }.joined(separator: "\n")
        try self.init(text: text, file: "--filter")
    }

    /// One module this version runs, and warnings about parameters passed over.
    private static func module(_ name: String, _ words: [String], file: String, line: Int) throws(TraceError) -> (Module, [String]) {
        guard let parameters = known[name] else {
            let what = TSModules.raw.contains(name)
                ? "is a raw module: tslib reads it from a module_raw line"
                : "is not a tslib module: this version runs \(known.keys.sorted().joined(separator: ", ")) and passes over "
                    + (TSModules.calibration.union(TSModules.unimplemented)).sorted().joined(separator: ", ")
            throw TraceError(file: file, line: line, message: "module \(name.quotedForMessage) \(what)")
        }
        var values = parameters.map { (key: $0.key, value: $0.value) }
        var retired: [String] = []
        var octal: [String] = []
        for word in words {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2, TSModules.retiredParameters[name]?.contains(parts[0].lowercased()) == true {
                retired.append(word)
                continue
            }
            guard parts.count == 2, let index = values.firstIndex(where: { $0.key.lowercased() == parts[0].lowercased() }) else {
                throw TraceError(file: file, line: line,
                                 message: "\(name): \(word.quotedForMessage) is not a parameter; expected \(parameters.map { "\($0.key)=N" }.joined(separator: " "))")
            }
            let parameter = parameters[index]
            let whole = parameter.isWhole ? Self.wholeNumber(parts[1]) : nil
            // Digits alone that overflow are out of range, said below; anything else is not a number.
            let unsigned = parts[1].first == "+" || parts[1].first == "-" ? parts[1].dropFirst() : Substring(parts[1])
            let overflows = unsigned.first != "0" && !unsigned.isEmpty && unsigned.allSatisfy { ("0"..."9").contains($0) }
            if parameter.isWhole, whole == nil, !overflows {
                throw TraceError(file: file, line: line, message: "\(name): \(parameter.key)=\(parts[1].escapedForMessage) is not a whole number "
                                 + "as tslib reads one (decimal, 0x then hexadecimal, or a leading 0 then octal)")
            }
            let number = parameter.isWhole ? whole?.value : Double(parts[1])
            guard let value = number, value.isFinite, parameter.range.contains(value) else {
                let kind = parameter.isWhole ? "a whole number" : "a number"
                throw TraceError(file: file, line: line,
                                 message: "\(name): \(parameter.key) must be \(kind) from \(Self.text(parameter.range.lowerBound)) to \(Self.text(parameter.range.upperBound)), got \(parts[1].quotedForMessage)")
            }
            values[index].value = value
            if whole?.radix == 8, value != Double(parts[1].drop { $0 == "+" }) {
                octal.append("\(parameter.key)=\(parts[1]) is octal to tslib (a leading 0), so it is \(Self.text(value))")
            }
        }
        let module = Module(name: name, parameters: values, file: file, line: line)
        if name == "iir" {
            // As the live path (`InputFilter`) checks it: N/D is the share of the past each output
            // keeps, and from 1 on the output runs away (tslib, taking D=0 as 1, wraps its ints).
            let n = number(module, "N"), d = number(module, "D")
            guard n < d else { throw TraceError(file: file, line: line, message: "iir needs N < D, got N=\(Self.text(n)) D=\(Self.text(d))") }
        }
        let warnings = octal.map { "\(name): \($0)" } + (retired.isEmpty ? [] : ["\(name): passed over \(retired.map(\.quotedForMessage).joined(separator: " ")): "
                                                + "parameters of tslib's \(name) before 2004, which tslib now ignores"])
        return (module, warnings)
    }

    /// A whole number as C's `strtoul(text, NULL, 0)` reads it, which is how tslib reads every
    /// whole parameter: `0x` or `0X` then hexadecimal, a leading `0` then octal, else decimal, with
    /// an optional sign. Unlike strtoul, text after the digits is refused rather than ignored (tslib
    /// would read `depth=7x` as 7 without a word). Nil when it is not such a number; values beyond
    /// Int's range are nil too (every parameter's range is far inside it).
    static func wholeNumber(_ text: String) -> (value: Double, radix: Int)? {
        var digits = Substring(text)
        var sign = 1.0
        if let first = digits.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            digits = digits.dropFirst()
        }
        let radix: Int
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") {
            radix = 16
            digits = digits.dropFirst(2)
        } else if digits.count > 1, digits.hasPrefix("0") {
            radix = 8
            digits = digits.dropFirst()
        } else {
            radix = 10
        }
        // Int(_:radix:) would take a second sign: refuse it here.
        guard !digits.isEmpty, digits.allSatisfy(\.isHexDigit), let magnitude = Int(digits, radix: radix) else { return nil }
        return (sign * Double(magnitude), radix)
    }

    func value(_ module: Module, _ key: String) -> Int { Int(Self.number(module, key)) }

    func number(_ module: Module, _ key: String) -> Double { Self.number(module, key) }

    static func number(_ module: Module, _ key: String) -> Double { module.parameters.first { $0.key == key }!.value }

    private static func text(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
}
