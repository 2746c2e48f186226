#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Clocks, statistics and process figures. The engine never reads a clock; only the benchmark does.
enum Measure {
    /// CLOCK_MONOTONIC in nanoseconds. Through the vDSO on Linux, so a read costs tens of
    /// nanoseconds, not a system call: see `clockOverhead`.
    @inline(__always)
    static func nanoseconds() -> UInt64 {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
    }

    static func seconds(since start: UInt64) -> Double { Double(nanoseconds() &- start) / 1e9 }

    /// What a timed region with nothing in it measures: two back-to-back clock reads, stored the
    /// same way the per-event loop stores its samples. Its median is subtracted from every
    /// per-event sample, so the figures are the engine's, not the clock's.
    static func clockOverhead(samples count: Int = 200_000) -> Summary {
        var samples = [UInt32](repeating: 0, count: count)
        for i in 0..<count {
            let start = nanoseconds()
            let end = nanoseconds()
            samples[i] = UInt32(clamping: end &- start)
        }
        return Summary(samples, subtracting: 0)
    }

    /// Peak resident set size of the process so far, MB (getrusage reports KiB on Linux). The kernel
    /// keeps this figure across execve, so under `swift run` it starts at SwiftPM's own peak (about
    /// 120 MB): see `peakMemoryOfThisProgramMB`.
    static func maxRSSMB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) * 1024 / 1_000_000
    }

    /// Peak resident set size of this program's address space, MB: `VmHWM` in /proc/self/status,
    /// which starts afresh at execve. nil where there is no /proc.
    static func peakMemoryOfThisProgramMB() -> Double? { statusField("VmHWM:") }

    /// A `kB` field of /proc/self/status, in MB.
    private static func statusField(_ name: String) -> Double? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let text = String(cString: line)
            guard text.hasPrefix(name) else { continue }
            // "VmHWM:\t  123456 kB"
            let kilobytes = text.dropFirst(name.count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Double($0) }
            return kilobytes.map { $0 * 1024 / 1_000_000 }
        }
        return nil
    }

    /// Starts the peak (`VmHWM`) afresh from the resident size now (Linux: "5" into
    /// /proc/self/clear_refs); false where that is not possible.
    @discardableResult
    static func resetPeakMemory() -> Bool {
        guard let file = fopen("/proc/self/clear_refs", "w") else { return false }
        defer { fclose(file) }
        return fputs("5", file) >= 0
    }

    /// Resident set size now, MB: `VmRSS` in /proc/self/status; nil where there is no /proc.
    static func residentMB() -> Double? { statusField("VmRSS:") }

    static var onlineCores: Int { sysconf(Int32(_SC_NPROCESSORS_ONLN)) }

    /// Median of `count` runs of `body` (seconds), at least `count` and more while under `budget`
    /// seconds in all (up to 20), for figures too quick to trust from three runs.
    static func medianSeconds(runs count: Int, budget: Double, _ body: () throws -> Double) rethrows -> Double {
        var times: [Double] = []
        let start = nanoseconds()
        while times.count < count || (times.count < 20 && seconds(since: start) < budget) {
            times.append(try body())
        }
        times.sort()
        return times[times.count / 2]
    }
}

/// Median, 99th percentile, maximum and mean of a set of nanosecond samples.
struct Summary {
    var count: Int
    var median: Double
    var p99: Double
    var max: Double
    var mean: Double

    /// `overhead` is taken off every sample (never below 0).
    init(_ samples: [UInt32], subtracting overhead: UInt32) {
        count = samples.count
        guard !samples.isEmpty else {
            median = 0; p99 = 0; max = 0; mean = 0
            return
        }
        let sorted = samples.map { $0 > overhead ? $0 - overhead : 0 }.sorted()
        // Nearest rank: the sample that 99% of the others do not exceed.
        func rank(_ fraction: Double) -> Double { Double(sorted[Int((Double(sorted.count - 1) * fraction).rounded())]) }
        median = rank(0.5)
        p99 = rank(0.99)
        max = Double(sorted[sorted.count - 1])
        mean = Double(sorted.reduce(0) { $0 + UInt64($1) }) / Double(sorted.count)
    }
}

/// Keeps results alive and observable so that the optimiser cannot drop the work that made them.
enum Sink {
    nonisolated(unsafe) static var value = 0
    @inline(never)
    static func consume(_ x: Int) { value &+= x }
}
