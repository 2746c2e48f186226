import Foundation
import ReorderAnalysis
import ReorderText

extension TraceChart {
    /// A data range mapped onto a run of pixels, with tick values at a round step.
    struct Axis {
        /// Data values at the two ends.
        var low: Double
        var high: Double
        /// Pixel of `low` and of `high` (a y axis usually has `low` at the bottom: the larger pixel).
        var lowPixel: Double
        var highPixel: Double
        var ticks: [Double]
        /// Decimals that show the step (0.2 -> 1, 50 -> 0).
        var decimals: Int

        func pixel(_ value: Double) -> Double {
            guard high > low else { return lowPixel }
            return lowPixel + (value - low) / (high - low) * (highPixel - lowPixel)
        }

        /// What labels count from: 0, or the start of a time axis far from 0 (`shifted(by:)`).
        var origin = 0.0

        func label(_ value: Double) -> String { TraceInfo.fixed(value - origin, decimals) }

        /// The same axis moved by `origin`, its labels counting from there: ticks at round steps from
        /// the start of a trace that counts from 1e9 s read 0, 2000, 4000 rather than ten digits each.
        func shifted(by origin: Double) -> Axis {
            var axis = self
            axis.low += origin
            axis.high += origin
            axis.ticks = ticks.map { $0 + origin }
            axis.origin = origin
            return axis
        }

        /// Axes end within this: the range, a step and the next tick up stay finite (Double ends at
        /// 1.8e308), and values beyond are drawn clipped at the edge.
        static let limit = 1e307

        /// Ticks for [low, high] about `count` apart; `extend` moves `high` up to the next tick (a time
        /// axis that ends on a label), otherwise the range stays as given (the viewport's height).
        /// Ends that are not finite or beyond `limit` are taken at `limit`; an empty range is widened.
        init(low: Double, high: Double, count: Int, extend: Bool, lowPixel: Double, highPixel: Double) {
            func bounded(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, -Self.limit), Self.limit) }
            let low = bounded(low)
            var high = bounded(high)
            if high <= low { high = low + max(1, abs(low) * 1e-12) }
            let step = Self.niceStep((high - low) / Double(max(count, 1)))
            if extend { high = (high / step).rounded(.up) * step }
            var ticks: [Double] = []
            var k = (low / step).rounded(.up)
            // Bounded: a step is at least range / count, so at most count + 2 ticks (and k stops when
            // adding 1 no longer changes it: a step below the resolution of values this large).
            while k * step <= high + step * 1e-9, ticks.count <= count + 2 {
                ticks.append(k * step == 0 ? 0 : k * step)  // no "-0"
                guard k + 1 != k else { break }
                k += 1
            }
            self.low = low
            self.high = high
            self.lowPixel = lowPixel
            self.highPixel = highPixel
            self.ticks = ticks
            decimals = max(0, Int(-(log10(step) + 1e-9).rounded(.down)))  // 1e-9: log10(0.1) may be -1 - ulp
        }

        /// Keeps every k-th tick, with the smallest k that puts labels `spacing` pixels apart (a short
        /// panel shows 0 and 300 rather than six overlapping values).
        mutating func thin(spacing: Double) {
            guard ticks.count > 1 else { return }
            let apart = abs(pixel(ticks[1]) - pixel(ticks[0]))
            guard apart > 0, apart < spacing else { return }
            let k = Int(min((spacing / apart).rounded(.up), Double(ticks.count)))
            ticks = ticks.enumerated().filter { $0.offset % k == 0 }.map(\.element)
        }

        /// 1, 2 or 5 times a power of ten, at least `raw`.
        static func niceStep(_ raw: Double) -> Double {
            guard raw.isFinite, raw > 0 else { return 1 }
            let magnitude = pow(10, log10(raw).rounded(.down))
            let fraction = raw / magnitude
            let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
            return nice * magnitude
        }
    }
}
