/// Finger velocity over roughly the last `window` seconds, without storing a history: an anchor
/// sample that is moved up to the previous sample whenever it falls out of the window.
public struct VelocityTracker: Equatable, Sendable {
    /// Seconds of movement that count. 0.1 s: long enough to average out 1-2 pt touch jitter at
    /// 60-120 Hz sampling, short enough that a flick's last motion decides.
    static let window = 0.1
    var anchorT: Double, anchorY: Double
    var latestT: Double, latestY: Double

    init(t: Double, y: Double) {
        anchorT = t; anchorY = y
        latestT = t; latestY = y
    }

    mutating func add(t: Double, y: Double) {
        if t - anchorT > Self.window {
            anchorT = latestT; anchorY = latestY
        }
        latestT = t; latestY = y
    }

    /// Points per second (positive: moving down) at time `t`; 0 if the finger has rested longer
    /// than the window.
    func velocity(at t: Double) -> Double {
        guard t - latestT <= Self.window, latestT > anchorT else { return 0 }
        return (latestY - anchorY) / (latestT - anchorT)
    }
}
