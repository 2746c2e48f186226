import ReorderSupport

/// Command-line options of `reorder-bench`.
struct BenchOptions {
    /// List sizes in rows, always run in ascending order so that the peak memory read after the
    /// largest one is the process peak.
    var sizes = [1_000, 100_000, 1_000_000]
    /// Events in the gesture script. 300,000 events replay in tens of milliseconds, long enough that
    /// the throughput figures move by a few percent between runs, not tens.
    var events = 300_000
    /// Repetitions of each whole-run measurement (setup, throughput, file replay); the median is reported.
    var repetitions = 3
    /// The naive layout runs on a prefix of the script: at most this many events...
    var naiveEventCap = 2_000
    /// ...or as many as fit in this many seconds (it is O(rows) per event: a 1M-row list spends
    /// milliseconds on each).
    var naiveBudgetSeconds = 3.0
    /// Hit tests per size.
    var hitTests = 200_000
    var quick = false
    /// The layouts run after the list sizes, each at `layoutItems` items.
    var layouts = BenchLayout.allCases
    var layoutItems = 1_000_000

    /// What the command line gives; `--quick` sets small defaults, and explicit `--sizes` and
    /// `--events` win whatever their position.
    struct Given {
        var sizes: [Int]?
        var events: Int?
        var quick = false
        var layouts: [BenchLayout]?
        var layoutItems: Int?
    }

    static var syntax: CommandSyntax<Given> {
        CommandSyntax(program: "reorder-bench", options: [
            .value("--sizes", "N,N,...", expects: "list sizes in rows, e.g. 1000,100k,1m",
                   help: ["list sizes in rows (default 1000,100000,1000000; k and m suffixes allowed)"]) {
                let sizes = $1.split(separator: ",", omittingEmptySubsequences: false).map { count(String($0)) }
                guard !sizes.contains(nil) else { return false }
                $0.sizes = sizes.compactMap { $0 }
                return true
            },
            .value("--events", "N", expects: "a positive count, e.g. 300000 or 300k",
                   help: ["events in the gesture script (default 300000)"]) {
                guard let events = count($1) else { return false }
                $0.events = events
                return true
            },
            .value("--layouts", "NAME,...", expects: "layout names (\(BenchLayout.allCases.map(\.rawValue).joined(separator: ", "))) or none",
                   help: ["layouts run after the lists (default all: \(BenchLayout.allCases.map(\.rawValue).joined(separator: ", "))); none for the lists alone"]) {
                if $1 == "none" {
                    $0.layouts = []
                    return true
                }
                let names = $1.split(separator: ",", omittingEmptySubsequences: false).map { BenchLayout(rawValue: String($0)) }
                guard !names.contains(nil) else { return false }
                $0.layouts = names.compactMap { $0 }
                return true
            },
            .value("--layout-items", "N", expects: "a positive count, e.g. 1m",
                   help: ["rows or items in each layout (default 1000000: 1,000 sections of 1,000 rows)"]) {
                guard let items = count($1) else { return false }
                $0.layoutItems = items
                return true
            },
            .flag("--quick", \.quick, help: ["smoke check: 1000,10000 rows, 10000 items a layout, 30000 events, one repetition"]),
        ], column: 19, helpLabel: "--help")
    }

    static let usage = """
        \(syntax.synopsis)

        Measures the reorder engine on generated lists (DemoList) with one deterministic touch
        session (taps, pans and flicks, long-press drags, edge autoscroll, 120 Hz frames):
        list setup, cost per event (median, p99), hit tests, throughput in memory and from a
        trace file, memory, and the naive O(n) layout for comparison; then the same session on
        sections and grids (uniform and mixed sizes, both scroll directions). Build it in release:

            swift run -c release reorder-bench

        \(syntax.table)
        """

    /// nil when help was asked for.
    static func parse(_ arguments: [String]) throws(ArgumentError) -> BenchOptions? {
        guard case .run(let given, _, _) = try syntax.scan(arguments, into: Given()) else { return nil }
        var options = BenchOptions()
        if given.quick {
            options.quick = true
            options.sizes = [1_000, 10_000]
            options.events = 30_000
            options.repetitions = 1
            options.naiveEventCap = 500
            options.naiveBudgetSeconds = 0.5
            options.hitTests = 20_000
            options.layoutItems = 10_000
        }
        if let layouts = given.layouts { options.layouts = layouts }
        if let items = given.layoutItems { options.layoutItems = items }
        if let sizes = given.sizes { options.sizes = Array(Set(sizes)).sorted() }
        if let events = given.events { options.events = events }
        return options
    }

    /// A positive count: `1000`, `100k`, `1m`.
    private static func count(_ text: String) -> Int? {
        var digits = Substring(text.lowercased())
        var scale = 1
        if digits.hasSuffix("k") {
            scale = 1_000
            digits = digits.dropLast()
        } else if digits.hasSuffix("m") {
            scale = 1_000_000
            digits = digits.dropLast()
        }
        guard let value = Int(digits), value > 0, value <= Int(Int32.max) / scale else { return nil }
        return value * scale
    }
}
