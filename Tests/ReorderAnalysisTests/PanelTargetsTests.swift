import Testing
import ReorderKit
@testable import ReorderAnalysis

/// The targets the panel check's window shows.
@Suite struct PanelTargetsTests {
    @Test func aFullHDWindowGetsElevenTargetsSixMillimetresIn() {
        // 1920 x 1080 pt at 4 pt/mm (a 480 x 270 mm panel); the autoscroll zone of a 44 pt row: 28 pt.
        let targets = PanelTargets.sequence(viewport: Size(width: 1920, height: 1080), pointsPerMillimetre: 4, autoscrollZone: 28)
        #expect(targets.map(\.name) == ["top-left", "top edge", "top-right", "right edge", "bottom-right", "bottom edge",
                                        "bottom-left", "left edge", "centre", "top autoscroll zone", "bottom autoscroll zone"])
        #expect(targets.map(\.point) == [
            Point(x: 24, y: 24), Point(x: 960, y: 24), Point(x: 1896, y: 24), Point(x: 1896, y: 540), Point(x: 1896, y: 1056),
            Point(x: 960, y: 1056), Point(x: 24, y: 1056), Point(x: 24, y: 540), Point(x: 960, y: 540),
            Point(x: 480, y: 14), Point(x: 1440, y: 1066),
        ])
    }

    @Test func aTinyWindowKeepsEveryTargetInsideAndApart() {
        let viewport = Size(width: 40, height: 30)
        let targets = PanelTargets.sequence(viewport: viewport, pointsPerMillimetre: 10, autoscrollZone: 500)
        #expect(targets.count == 11)
        for target in targets {
            #expect(target.point.x > 0 && target.point.x < viewport.width && target.point.y > 0 && target.point.y < viewport.height, "\(target)")
        }
        let points = targets.map { "\($0.point.x),\($0.point.y)" }
        #expect(Set(points).count == points.count)
    }

    @Test func aViewportThatIsNotFiniteAndPositiveGetsNoTargets() {
        #expect(PanelTargets.sequence(viewport: Size(width: 0, height: 100), pointsPerMillimetre: 4, autoscrollZone: 28).isEmpty)
        #expect(PanelTargets.sequence(viewport: Size(width: .infinity, height: 100), pointsPerMillimetre: 4, autoscrollZone: 28).isEmpty)
        #expect(PanelTargets.sequence(viewport: Size(width: .nan, height: 100), pointsPerMillimetre: .nan, autoscrollZone: .nan).isEmpty)
        // An unknown density and zone fall back rather than spoil the points.
        let fallback = PanelTargets.sequence(viewport: Size(width: 800, height: 600), pointsPerMillimetre: .nan, autoscrollZone: -1)
        #expect(fallback.allSatisfy { $0.point.x.isFinite && $0.point.y.isFinite })
    }
}
