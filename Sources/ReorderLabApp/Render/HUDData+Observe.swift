import ReorderKit
import ReorderTrace

/// When each tuning parameter last changed, so the HUD can light up the value that just moved.
public struct TuningHighlights: Equatable, Sendable {
    /// Seconds a changed value stays lit, fading: long enough to find it in the panel after pressing
    /// a key, short enough that the next change stands out.
    public static let seconds = 1.0

    /// Parameter name to the time it changed, on the engine's clock.
    public private(set) var changedAt: [String: Double] = [:]

    public init() {}

    public mutating func record(_ names: some Sequence<String>, at t: Double) {
        for name in names { changedAt[name] = t }
    }

    /// 1 just after `name` changed, falling to 0 over `seconds`; 0 if it has not changed.
    public func strength(_ name: String, now: Double) -> Double {
        guard let t = changedAt[name] else { return 0 }
        let age = now - t
        guard age >= 0 else { return 1 }
        return max(0, 1 - age / Self.seconds)
    }

    /// The strongest of several names (a HUD line that shows two parameters).
    public func strength(_ names: [String], now: Double) -> Double {
        names.map { strength($0, now: now) }.max() ?? 0
    }
}

extension HUDData {
    /// Takes note of an input the engine was just given (live or replayed, at its time): the trails,
    /// the intent waiting for the next press, and the tuning that changed.
    public mutating func observe(_ input: InputEvent, at t: Double) {
        switch input {
        case .down(let pointer, let point):
            trails.add(pointer, point, at: t)
            // As the trace format has it (and `IntentTracker`): a mark labels the next down, any down.
            pendingIntent = nil
        case .move(let pointer, let point):
            trails.add(pointer, point, at: t)
        case .up(let pointer, let point):
            trails.add(pointer, point, at: t)
            trails.end(pointer, at: t)
        case .cancel(let pointer):
            trails.end(pointer, at: t)
        case .mark(let label):
            if let intent = Intent(markLabel: label) { pendingIntent = intent }
        case .tuning(let values):
            highlights.record(values.names, at: t)
        case .frame, .wheel, .key, .resize, .focus, .edit:
            break
        }
    }
}
