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
        public var parameters: [(key: String, value: Int)]
        /// Where it was written, for messages.
        public var file: String
        public var line: Int

        public static func == (a: Module, b: Module) -> Bool {
            a.name == b.name && a.parameters.map(\.key) == b.parameters.map(\.key)
                && a.parameters.map(\.value) == b.parameters.map(\.value)
        }
    }

    public var modules: [Module]

    /// The filters this version implements, with their parameters and tslib's defaults (from each
    /// plugin's `*_mod_init`).
    public static let known: [String: [(key: String, default: Int)]] = [
        "median": [("depth", 3)],
        "iir": [("N", 0), ("D", 1)],
        "dejitter": [("delta", 100)],
        "debounce": [("drop_threshold", 0)],
        "skip": [("nhead", 1), ("ntail", 1)],
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
        var values = parameters.map { (key: $0.key, value: $0.default) }
        for word in words {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let index = values.firstIndex(where: { $0.key == parts[0] }) else {
                throw TraceError(file: file, line: line,
                                 message: "\(name): \(word.quotedForMessage) is not a parameter; expected \(parameters.map { "\($0.key)=N" }.joined(separator: " "))")
            }
            guard let value = Int(parts[1]), value >= 0, value <= 1_000_000 else {
                throw TraceError(file: file, line: line, message: "\(name): \(parts[0]) must be a whole number from 0 to 1000000, got \(parts[1].quotedForMessage)")
            }
            values[index].value = value
        }
        if name == "median", values[0].value < 1 || values[0].value > 99 {
            // tslib: depth below MEDIAN_DEPTH_MAX (100); 0 would divide by nothing.
            throw TraceError(file: file, line: line, message: "median: depth must be from 1 to 99, got \(values[0].value)")
        }
        return Module(name: name, parameters: values, file: file, line: line)
    }

    func value(_ module: Module, _ key: String) -> Int { module.parameters.first { $0.key == key }!.value }
}
