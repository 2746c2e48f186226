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

    static let usage = """
        usage: reorder-bench [--sizes N,N,...] [--events N] [--quick] [--help]

        Measures the reorder engine on generated lists (DemoList) with one deterministic touch
        session (taps, pans and flicks, long-press drags, edge autoscroll, 120 Hz frames):
        list setup, cost per event (median, p99), hit tests, throughput in memory and from a
        trace file, memory, and the naive O(n) layout for comparison. Build it in release:

            swift run -c release reorder-bench

          --sizes N,N,...  list sizes in rows (default 1000,100000,1000000; k and m suffixes allowed)
          --events N       events in the gesture script (default 300000)
          --quick          smoke check: 1000,10000 rows, 30000 events, one repetition
          --help           this text
        """

    struct UsageError: Error {
        var message: String
    }

    /// nil when help was asked for.
    static func parse(_ arguments: [String]) throws(UsageError) -> BenchOptions? {
        var sizes: [Int]?
        var events: Int?
        var quick = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h":
                return nil
            case "--quick":
                quick = true
            case "--sizes":
                guard let value = rest.popFirst() else { throw UsageError(message: "--sizes needs a value, e.g. 1000,100000") }
                sizes = try value.split(separator: ",").map { (part) throws(UsageError) in try count(String(part), for: "--sizes") }
                if sizes!.isEmpty { throw UsageError(message: "--sizes needs at least one size") }
            case "--events":
                guard let value = rest.popFirst() else { throw UsageError(message: "--events needs a value, e.g. 300000") }
                events = try count(value, for: "--events")
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
        }
        // --quick sets small defaults; explicit --sizes / --events win whatever their position.
        var options = BenchOptions()
        if quick {
            options.quick = true
            options.sizes = [1_000, 10_000]
            options.events = 30_000
            options.repetitions = 1
            options.naiveEventCap = 500
            options.naiveBudgetSeconds = 0.5
            options.hitTests = 20_000
        }
        if let sizes { options.sizes = Array(Set(sizes)).sorted() }
        if let events { options.events = events }
        return options
    }

    /// A positive count: `1000`, `100k`, `1m`.
    private static func count(_ text: String, for option: String) throws(UsageError) -> Int {
        var digits = Substring(text.lowercased())
        var scale = 1
        if digits.hasSuffix("k") {
            scale = 1_000
            digits = digits.dropLast()
        } else if digits.hasSuffix("m") {
            scale = 1_000_000
            digits = digits.dropLast()
        }
        guard let value = Int(digits), value > 0, value <= Int(Int32.max) / scale else {
            throw UsageError(message: "\(option): '\(text)' is not a positive count")
        }
        return value * scale
    }
}
