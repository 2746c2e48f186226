import ReorderKit
import ReorderTrace

/// A tslib filter chain, as `/etc/ts.conf` gives it: `module NAME key=value ...` lines, applied in
/// file order to what the raw module reads (tslib attaches each module on top of the ones before
/// it, so the first `module` line sees the raw samples). `module_raw` lines name the raw reader,
/// which here is always the evdev one (`TSRaw`, tslib's `input`), and comments (`#`) and blank
/// lines are skipped.
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

    /// A ts.conf's text; `file` names it in messages. An unknown module or parameter, or a value
    /// that is not a whole number, is an error at its line.
    public init(text: String, file: String) throws(TraceError) {
        var modules: [Module] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = index + 1
            let content = raw.prefix { $0 != "#" }.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let keyword = content.first else { continue }
            switch keyword {
            case "module_raw": continue
            case "module":
                guard content.count >= 2 else { throw TraceError(file: file, line: line, message: "module without a name: expected module NAME key=value ...") }
                modules.append(try Self.module(String(content[1]), content.dropFirst(2).map(String.init), file: file, line: line))
            default:
                throw TraceError(file: file, line: line, message: "\(String(keyword).quotedForMessage): expected module or module_raw lines")
            }
        }
        self.modules = modules
    }

    /// `--filter "median depth=7"`: one module, or several separated by `;`, without the word `module`.
    public init(filter: String) throws(TraceError) {
        let text = filter.split(separator: ";").map { "module " + $0 }.joined(separator: "\n")
        try self.init(text: text, file: "--filter")
    }

    private static func module(_ name: String, _ words: [String], file: String, line: Int) throws(TraceError) -> Module {
        guard let parameters = known[name] else {
            throw TraceError(file: file, line: line,
                             message: "module \(name.quotedForMessage) is not implemented: this version has \(known.keys.sorted().joined(separator: ", "))")
        }
        var values = parameters.map { (key: $0.key, value: $0.value) }
        for word in words {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let index = values.firstIndex(where: { $0.key == parts[0] }) else {
                throw TraceError(file: file, line: line,
                                 message: "\(name): \(word.quotedForMessage) is not a parameter; expected \(parameters.map { "\($0.key)=N" }.joined(separator: " "))")
            }
            let parameter = parameters[index]
            let number = parameter.isWhole ? Int(parts[1]).map(Double.init) : Double(parts[1])
            guard let value = number, value.isFinite, parameter.range.contains(value) else {
                let kind = parameter.isWhole ? "a whole number" : "a number"
                throw TraceError(file: file, line: line,
                                 message: "\(name): \(parts[0]) must be \(kind) from \(Self.text(parameter.range.lowerBound)) to \(Self.text(parameter.range.upperBound)), got \(parts[1].quotedForMessage)")
            }
            values[index].value = value
        }
        return Module(name: name, parameters: values, file: file, line: line)
    }

    func value(_ module: Module, _ key: String) -> Int { Int(number(module, key)) }

    func number(_ module: Module, _ key: String) -> Double { module.parameters.first { $0.key == key }!.value }

    private static func text(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
}
