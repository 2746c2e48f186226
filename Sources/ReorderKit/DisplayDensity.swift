import ReorderText

/// How many points make a millimetre on the display a trace was recorded on (the header's
/// `pointsPerMillimetre`), and how many device pixels make a point (`pixelScale`). Presets whose
/// platform defines a length physically (Firefox's inches) or density-independently (Android's dp,
/// GNOME Shell's pixels times its UI scale) convert with it.
public struct DisplayDensity: Equatable, Sendable {
    /// What a point is assumed to be when the display's density is not known: 1/160 inch, the size
    /// of Android's dp and about that of an iOS point (1/163 inch on a 1x iPhone), so lengths given
    /// in those units keep their numbers.
    public static let assumedPointsPerMillimetre = 160 / 25.4

    /// The display's density, nil when not known.
    public var pointsPerMillimetre: Double?
    /// Device pixels per point (the header's `pixelScale`, 1 by default).
    public var pixelScale: Double

    public init(pointsPerMillimetre: Double? = nil, pixelScale: Double = 1) {
        self.pointsPerMillimetre = pointsPerMillimetre
        self.pixelScale = pixelScale
    }

    /// Nothing known: a point is 1/160 inch and a device pixel.
    public static let assumed = DisplayDensity()

    /// The known density, else the assumed one.
    public var effectivePointsPerMillimetre: Double { pointsPerMillimetre ?? Self.assumedPointsPerMillimetre }
}

/// A length as a platform defines it, and what it comes to in points on a display.
public enum PresetLength: Equatable, Sendable {
    /// The platform's own point or logical pixel, taken as this project's point: UIKit points,
    /// a toolkit's logical pixels (GTK, Qt, Flutter), CSS pixels, Chromium's DIP. These scale with
    /// the desktop's scale factor, which is what a point here does too (`pixelScale`).
    case points(Double)
    /// Android's density-independent pixel: 1/160 inch (`DisplayMetrics.DENSITY_DEFAULT` = 160).
    case dp(Double)
    /// Inches on the glass (Gecko's `apz.*_tolerance` prefs).
    case inches(Double)
    /// GNOME Shell's pixels: `drag-threshold` x the UI scale factor, in device pixels. Mutter picks
    /// scale 2 when the display has at least 192 device pixels an inch (`HIDPI_LIMIT`, in
    /// meta-monitor.c; its other condition, at least 1200 pixels of height, is not known here and is
    /// taken as met), else 1.
    case gnomePixels(Double)

    /// Points on a display of `density`.
    public func points(in density: DisplayDensity) -> Double {
        let perMillimetre = density.effectivePointsPerMillimetre
        switch self {
        case .points(let value): return value
        case .dp(let value): return value * 25.4 / 160 * perMillimetre
        case .inches(let value): return value * 25.4 * perMillimetre
        case .gnomePixels(let value):
            let devicePixelsPerInch = perMillimetre * density.pixelScale * 25.4
            let scale: Double = devicePixelsPerInch >= 192 ? 2 : 1
            return value * scale / density.pixelScale
        }
    }

    /// The length in the platform's unit, for people: `8 dp`, `0.1 in`.
    public var text: String {
        switch self {
        case .points(let value): "\(value.formatted) pt"
        case .dp(let value): "\(value.formatted) dp"
        case .inches(let value): "\(value.formatted) in"
        case .gnomePixels(let value): "\(value.formatted) px x UI scale"
        }
    }
}
