/// A finger's velocity at release, estimated as Flutter's `VelocityTracker` does
/// (packages/flutter/lib/src/gestures/velocity_tracker.dart): a least-squares quadratic through the
/// samples of the last 100 ms, back to the first pause of more than 40 ms, and its slope at the
/// newest sample (Android's `lsq2` strategy is the same fit). A fit averages out a finger's 1-2 pt
/// jitter, where two samples a millisecond apart make any tremble a flick. The fit runs once, at
/// release; adding a sample is a store into a fixed ring inside the value, no allocation per event.
///
/// Two rules beyond Flutter's, for input a platform's touch driver does not give but traces can:
/// - Samples that share a timestamp (an event loop that stalled and stamped a whole poll with one
///   time) have lost their timing. They are spaced back from that time at the interval the samples
///   before them came at, so a batch reads as the motion it was, not as a jump in no time.
/// - The samples the fit uses must span more than `minimumTravel` (the engine passes its touch slop,
///   `allowableMovement`), as Flutter's `DragGestureRecognizer.isFlingGesture` wants more than
///   `kTouchSlop`: a tremble as the finger lifts is not a flick, however fast it was.
struct VelocityTracker: Sendable {
    struct Sample: Equatable, Sendable {
        /// Seconds.
        var t: Double
        /// Viewport points, positive down.
        var y: Double
    }

    /// 20 samples, Flutter's `_historySize`: 100 ms at 200 Hz.
    typealias Ring = InlineArray<20, Sample>
    static var capacity: Int { Ring.count }
    /// Seconds back from the newest sample that the fit uses: Flutter's `_horizonMilliseconds`.
    static let horizon = 0.1
    /// Seconds without a sample that mean the finger had stopped: Flutter's
    /// `_assumePointerMoveStoppedMilliseconds` and Android's `ASSUME_POINTER_STOPPED_TIME`, 40 ms.
    static let pause = 0.04

    private var ring = Ring(repeating: Sample(t: 0, y: 0))
    /// Where the newest sample is in `ring`; the older ones precede it, wrapping around.
    private var newest = 0
    /// Samples held, 1...capacity.
    private(set) var count = 1

    init(t: Double, y: Double) {
        ring[0] = Sample(t: t, y: y)
    }

    mutating func add(t: Double, y: Double) {
        let sample = Sample(t: t, y: y)
        guard sample != ring[newest] else { return }  // the same time and place again says nothing new
        newest = (newest + 1) % Self.capacity
        ring[newest] = sample
        count = min(count + 1, Self.capacity)
    }

    /// The sample `back` places before the newest (0: the newest).
    func sample(_ back: Int) -> Sample {
        ring[(newest - back + Self.capacity) % Self.capacity]
    }

    /// Points per second (positive: moving down) at time `t`. 0 when the finger had stopped (no
    /// sample for more than `pause` before `t`), when the samples since its last pause all share one
    /// time, or when they span `minimumTravel` points or less.
    func velocity(at t: Double, minimumTravel: Double) -> Double {
        let samples = chronological()
        let last = samples[count - 1]
        guard t - last.t <= Self.pause else { return 0 }
        var fit = QuadraticFit()
        var previous = last, oldest = last
        for i in stride(from: count - 1, through: 0, by: -1) {
            let sample = samples[i]
            guard last.t - sample.t <= Self.horizon, previous.t - sample.t <= Self.pause else { break }
            // Time scaled to -1...0 over the horizon and positions taken from the newest keep the
            // sums well conditioned, also for times near 1e9 s and coordinates far from 0.
            fit.add(w: (sample.t - last.t) / Self.horizon, y: sample.y - last.y)
            previous = sample
            oldest = sample
        }
        guard abs(last.y - oldest.y) > minimumTravel else { return 0 }
        return fit.slopeAtNewest / Self.horizon
    }

    /// The samples oldest first, each run that shares one time spaced back from that time: at the
    /// interval between the two samples before the run when that was continuous motion (at most
    /// `pause`), else evenly over the gap since the sample before it; never before that sample.
    private func chronological() -> Ring {
        var samples = Ring(repeating: Sample(t: 0, y: 0))
        for i in 0..<count { samples[i] = sample(count - 1 - i) }
        var first = 0
        while first < count {
            var last = first
            while last + 1 < count, samples[last + 1].t == samples[first].t { last += 1 }
            if last > first, first > 0 {  // a run at the very start has nothing to be spaced from
                var step = (samples[last].t - samples[first - 1].t) / Double(last - first + 1)
                if first > 1 {
                    let interval = samples[first - 1].t - samples[first - 2].t
                    if interval > 0, interval <= Self.pause { step = min(step, interval) }
                }
                for i in first..<last { samples[i].t = samples[last].t - Double(last - i) * step }
            }
            first = last + 1
        }
        return samples
    }
}

/// Least squares y = a + b w + c w² (w: time scaled to -1...0, the newest sample at 0), from running
/// sums, so no sample array is needed. Hand-written: a 3 x 3 solve is smaller than any dependency.
struct QuadraticFit {
    private var n = 0.0, sw = 0.0, sw2 = 0.0, sw3 = 0.0, sw4 = 0.0
    private var sy = 0.0, swy = 0.0, sw2y = 0.0

    mutating func add(w: Double, y: Double) {
        let w2 = w * w
        n += 1; sw += w; sw2 += w2; sw3 += w2 * w; sw4 += w2 * w2
        sy += y; swy += w * y; sw2y += w2 * y
    }

    /// b, the slope at w = 0: of the quadratic through three samples or more (Flutter fits degree 2),
    /// of the line through two, or of the line when the times are too close to bend a curve through
    /// (fewer than three distinct); 0 for one sample or one time.
    var slopeAtNewest: Double {
        guard n >= 2 else { return 0 }
        // Normal equations by Cramer's rule. For samples spread over the horizon the determinant is
        // a sum of squared Vandermonde products, around 1e-2 per triple; 1e-9 per triple is a curve
        // through times that practically coincide.
        let det = n * (sw2 * sw4 - sw3 * sw3) - sw * (sw * sw4 - sw3 * sw2) + sw2 * (sw * sw3 - sw2 * sw2)
        if n >= 3, det > 1e-9 * n * n * n {
            let detB = n * (swy * sw4 - sw3 * sw2y) - sy * (sw * sw4 - sw3 * sw2) + sw2 * (sw * sw2y - swy * sw2)
            return detB / det
        }
        let lineDet = n * sw2 - sw * sw
        guard lineDet > 1e-12 * n * n else { return 0 }
        return (n * swy - sw * sy) / lineDet
    }
}
