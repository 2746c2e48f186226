/// One axis of a finger as a constant-acceleration Kalman filter: the state is position (pt),
/// velocity (pt/s) and acceleration (pt/s²); the process noise is white jerk; each sample's position
/// is the measurement. This is the model under Android's touch predictor (androidx.input's
/// motionprediction), here as `predictionModel` `kalman`. Written here rather than taken from a
/// library: it is a three-state filter of a few dozen lines, and Debian's linear-algebra libraries
/// would bring a dependency for nine numbers. Deterministic, no allocation.
struct AccelerationKalman: Sendable {
    /// Filtered position, velocity and acceleration after the newest sample.
    private(set) var state: SIMD3<Double>
    /// The state's covariance (symmetric), rows.
    private var covariance: Matrix3
    /// The newest sample's time, seconds.
    private(set) var t: Double

    /// White jerk's spectral density, pt²/s⁵. A finger's acceleration swings by a few thousand pt/s²
    /// within a tenth of a second (a drag's start and stop): about 1e3 pt/s² per 60 Hz sample, so
    /// q = (1e3)² / (1/60) ≈ 6e7. A round 5e7; docs/panel.md gives the lag at a tenth and ten times it.
    static let jerkDensity = 5e7
    /// A sample's position variance, pt²: touch panels report a finger at rest to about ±1 pt.
    static let measurementVariance = 1.0
    /// The start's uncertainty: a finger may already be moving at a few thousand pt/s when its
    /// first sample arrives (sd 2,000 pt/s), and accelerating at tens of thousands (sd 20,000 pt/s²).
    static let initialCovariance = Matrix3(diagonal: SIMD3(measurementVariance, 2_000 * 2_000, 20_000 * 20_000))

    init(t: Double, at position: Double) {
        self.t = t
        state = SIMD3(position, 0, 0)
        covariance = Self.initialCovariance
    }

    mutating func add(t: Double, at position: Double) {
        let dt = t - self.t
        // No sample for longer than the velocity's pause: the finger had stopped (as `VelocityTracker`
        // has it), so the filter starts again from this sample. This also keeps dt, and the jerk's
        // covariance (dt⁵), small. A sample out of order or at the same time only corrects.
        guard dt <= VelocityTracker.pause, dt.isFinite, position.isFinite else {
            self = AccelerationKalman(t: t, at: position.isFinite ? position : state.x)
            return
        }
        if dt > 0 {
            predict(dt)
            self.t = t
        }
        correct(position)
        if !(state.x.isFinite && state.y.isFinite && state.z.isFinite) {
            self = AccelerationKalman(t: t, at: position)
        }
    }

    /// The state `dt` seconds on, its uncertainty grown by the jerk in that time.
    private mutating func predict(_ dt: Double) {
        let transition = Matrix3(rows: SIMD3(1, dt, dt * dt / 2), SIMD3(0, 1, dt), SIMD3(0, 0, 1))
        state = transition * state
        let q = Self.jerkDensity, dt2 = dt * dt, dt3 = dt2 * dt
        // The covariance of white jerk integrated over dt (the discrete white-noise-jerk model).
        let noise = Matrix3(rows: SIMD3(q * dt3 * dt2 / 20, q * dt2 * dt2 / 8, q * dt3 / 6),
                            SIMD3(q * dt2 * dt2 / 8, q * dt3 / 3, q * dt2 / 2),
                            SIMD3(q * dt3 / 6, q * dt2 / 2, q * dt))
        covariance = transition * covariance * transition.transposed + noise
    }

    /// The sample weighed against the prediction (the measurement is the position alone).
    private mutating func correct(_ position: Double) {
        let column = SIMD3(covariance.r0.x, covariance.r1.x, covariance.r2.x)
        let gain = column / (covariance.r0.x + Self.measurementVariance)
        state += gain * (position - state.x)
        // P - K (H P): H P is the covariance's first row, which equals its first column.
        covariance = Matrix3(rows: covariance.r0 - gain.x * column, covariance.r1 - gain.y * column,
                             covariance.r2 - gain.z * column)
    }
}

/// A 3 x 3 matrix by rows, for `AccelerationKalman`.
struct Matrix3: Equatable, Sendable {
    var r0, r1, r2: SIMD3<Double>

    init(rows r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        (self.r0, self.r1, self.r2) = (r0, r1, r2)
    }

    init(diagonal d: SIMD3<Double>) {
        self.init(rows: SIMD3(d.x, 0, 0), SIMD3(0, d.y, 0), SIMD3(0, 0, d.z))
    }

    var transposed: Matrix3 {
        Matrix3(rows: SIMD3(r0.x, r1.x, r2.x), SIMD3(r0.y, r1.y, r2.y), SIMD3(r0.z, r1.z, r2.z))
    }

    static func * (m: Matrix3, v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((m.r0 * v).sum(), (m.r1 * v).sum(), (m.r2 * v).sum())
    }

    static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> { r.x * b.r0 + r.y * b.r1 + r.z * b.r2 }
        return Matrix3(rows: row(a.r0), row(a.r1), row(a.r2))
    }

    static func + (a: Matrix3, b: Matrix3) -> Matrix3 {
        Matrix3(rows: a.r0 + b.r0, a.r1 + b.r1, a.r2 + b.r2)
    }
}
