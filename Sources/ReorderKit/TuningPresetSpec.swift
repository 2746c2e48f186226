/// What a preset sets, in the units its platform defines them in (lengths convert with the display's
/// density when applied: `TuningPreset.patch(density:)`).
public struct TuningPresetSpec: Equatable, Sendable {
    /// Seconds a touch must be held.
    public var longPressSeconds: Double
    /// How far a touch may move and still be held.
    public var allowableMovement: PresetLength
    /// How a mouse lifts a row, when it differs from touch (the `mouse` override); nil: as touch.
    public var mouse: MouseActivation?
    /// The platform's autoscroll policy, where it is well defined; nil: this engine's defaults (ATS).
    public var autoscroll: AutoscrollPolicy?

    public init(longPressSeconds: Double, allowableMovement: PresetLength, mouse: MouseActivation? = nil,
                autoscroll: AutoscrollPolicy? = nil) {
        self.longPressSeconds = longPressSeconds
        self.allowableMovement = allowableMovement
        self.mouse = mouse
        self.autoscroll = autoscroll
    }
}

/// A mouse that lifts a row by moving (`activation: distance`), optionally also by a hold.
public struct MouseActivation: Equatable, Sendable {
    public var activationDistance: PresetLength
    /// A hold that lifts as well, within its own movement (dnd-kit's delay constraint beside its
    /// distance constraint); nil: the hold is the top level's.
    public var hold: (seconds: Double, movement: PresetLength)?

    public init(activationDistance: PresetLength, hold: (seconds: Double, movement: PresetLength)? = nil) {
        self.activationDistance = activationDistance
        self.hold = hold
    }

    public static func == (a: MouseActivation, b: MouseActivation) -> Bool {
        a.activationDistance == b.activationDistance && a.hold?.seconds == b.hold?.seconds && a.hold?.movement == b.hold?.movement
    }
}

/// An autoscroll policy as this engine's tuning values.
public struct AutoscrollPolicy: Equatable, Sendable {
    /// Points per second at full depth.
    public var maxSpeed: Double
    public var curve: AutoscrollCurve
    /// Seconds in the zone until full speed; 0: at once.
    public var rampSeconds: Double
    public var rampCurve: AutoscrollRampCurve

    public init(maxSpeed: Double, curve: AutoscrollCurve, rampSeconds: Double, rampCurve: AutoscrollRampCurve) {
        self.maxSpeed = maxSpeed
        self.curve = curve
        self.rampSeconds = rampSeconds
        self.rampCurve = rampCurve
    }

    /// This engine's defaults (ATSDragToReorder's policy: linear in depth, 300 pt/s, no ramp).
    public static let engineDefault: AutoscrollPolicy = {
        let tuning = Tuning()
        return AutoscrollPolicy(maxSpeed: tuning.autoscrollMaxSpeed, curve: tuning.autoscrollCurve,
                                rampSeconds: tuning.autoscrollRampSeconds, rampCurve: tuning.autoscrollRampCurve)
    }()
}
