import Testing
import ReorderKit
@testable import ReorderTrace

/// The mark that announces a panel-check target: written, read back, refused with a reason.
@Suite struct PanelTargetMarkTests {
    @Test func theMarkReadsBackAsTheSamePoint() throws {
        for point in [Point(x: 24, y: 1056), Point(x: 0.1 + 0.2, y: 1e-7), Point(x: 1919.999999, y: 0)] {
            let label = PanelTargetMark.label(point)
            #expect(PanelTargetMark.isTarget(label))
            #expect(try PanelTargetMark.parse(label).get() == point, "\(label)")
        }
        #expect(PanelTargetMark.label(Point(x: 24, y: 540)) == "panel:target x=24 y=540")
        #expect(try PanelTargetMark.parse("panel:target name=corner y=2 x=1").get() == Point(x: 1, y: 2))
    }

    @Test func aBadMarkSaysWhatIsWrong() {
        func message(_ label: String) -> String? {
            if case .failure(let error) = PanelTargetMark.parse(label) { return error.message }
            return nil
        }
        #expect(message("panel:target x=1") == #"panel:target needs x=X y=Y (viewport points), got "panel:target x=1""#)
        #expect(message("panel:target x=nan y=2") == #"panel:target: x must be a finite number, got "nan""#)
        #expect(message("panel:target x=1 y=inf") == #"panel:target: y must be a finite number, got "inf""#)
        #expect(message("panel:target x=1 y=2 x=3") == #"panel:target: x= given twice in "panel:target x=1 y=2 x=3""#)
        #expect(!PanelTargetMark.isTarget("panel:targets") && !PanelTargetMark.isTarget("intent:tap"))
    }
}
