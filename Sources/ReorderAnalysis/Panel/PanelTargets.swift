import ReorderKit

/// One place the panel check asks the person to tap, in viewport points (origin top-left, y down).
public struct PanelTarget: Equatable, Sendable {
    /// For people: `top-left`, `centre`, `top autoscroll zone`, ...
    public var name: String
    public var point: Point

    public init(name: String, point: Point) {
        self.name = name
        self.point = point
    }
}

/// The targets `panel-check`'s window shows one at a time (each announced by a `PanelTargetMark`).
public enum PanelTargets {
    /// Millimetres from the glass's edges to a corner or edge target's centre: a fingertip's contact
    /// is about 8-10 mm across, so a target nearer the edge than half that cannot be tapped squarely,
    /// and one much farther in no longer tells what the panel does at its edges.
    public static let edgeInsetMillimetres = 6.0

    /// The sequence for a viewport (the full-screen window), in the order shown: the four corners
    /// clockwise from the top-left, interleaved with the middle of each edge, then the centre, then a
    /// point in the middle of the top and of the bottom autoscroll zone (`autoscrollZone` points deep,
    /// the engine's band for a lifted row), at a quarter and three quarters of the width so that they
    /// are not on the top and bottom edge targets' vertical line.
    /// Empty for a viewport that is not finite and > 0; the inset never passes a quarter of a side.
    public static func sequence(viewport: Size, pointsPerMillimetre: Double, autoscrollZone: Double) -> [PanelTarget] {
        let width = viewport.width, height = viewport.height
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return [] }
        let perMillimetre = pointsPerMillimetre.isFinite && pointsPerMillimetre > 0
            ? pointsPerMillimetre : DisplayDensity.assumedPointsPerMillimetre
        let insetX = min(edgeInsetMillimetres * perMillimetre, width / 4)
        let insetY = min(edgeInsetMillimetres * perMillimetre, height / 4)
        let left = insetX, middleX = width / 2, right = width - insetX
        let top = insetY, middleY = height / 2, bottom = height - insetY
        // Half the band's depth: inside it wherever the band is; kept off the edge and the centre.
        let zone = autoscrollZone.isFinite && autoscrollZone > 0 ? min(autoscrollZone, height / 4) : insetY * 2
        let targets: [(String, Double, Double)] = [
            ("top-left", left, top), ("top edge", middleX, top), ("top-right", right, top),
            ("right edge", right, middleY), ("bottom-right", right, bottom), ("bottom edge", middleX, bottom),
            ("bottom-left", left, bottom), ("left edge", left, middleY), ("centre", middleX, middleY),
            ("top autoscroll zone", width / 4, zone / 2), ("bottom autoscroll zone", width * 3 / 4, height - zone / 2),
        ]
        return targets.map { PanelTarget(name: $0.0, point: Point(x: $0.1, y: $0.2)) }
    }
}
