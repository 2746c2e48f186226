import Testing
@testable import ReorderKit
import ReorderTrace

/// Lifted rows: following the finger, shuffling, dropping, and every way a drag can be interrupted.
@Suite struct EngineDragTests {
    func lifted(_ tester: ListDriver, row: Int, dy: Double = 0) {
        tester.press(row: row, dy: dy)
        tester.hold(tester.engine.tuning.longPressSeconds)
        #expect(tester.state == .dragging)
        _ = tester.events()
    }

    @Test func longPressThenDragDownMovesRow() {
        let tester = ListDriver(rows: 10)
        lifted(tester, row: 1)
        tester.glide(toY: tester.location.y + 88)  // two rows down
        #expect(tester.keyEvents() == [.moved(from: 1, to: 2), .moved(from: 2, to: 3)])
        tester.release()
        #expect(tester.keyEvents() == [.willDrop(index: 3), .dropped(id: "r1", from: 1, to: 3)])
        #expect(tester.order.prefix(5) == ["r0", "r2", "r3", "r1", "r4"])
        #expect(tester.state == .settling)
        tester.hold(0.24)
        #expect(tester.state == .settling)
        tester.hold(0.01)
        #expect(tester.keyEvents() == [.settled(id: "r1")])
        #expect(tester.state == .idle)
    }

    @Test func dragUpMovesRow() {
        let tester = ListDriver(rows: 10)
        lifted(tester, row: 6)
        tester.glide(toY: tester.location.y - 44 * 4)
        tester.release()
        #expect(tester.order.prefix(7) == ["r0", "r1", "r6", "r2", "r3", "r4", "r5"])
    }

    @Test func imposterKeepsTheGrabOffsetInsteadOfSnappingToItsCentre() {
        let tester = ListDriver(heights: [44, 120, 44, 44, 44, 44])
        lifted(tester, row: 1, dy: 40)  // grabbed 40 pt below the middle of a 120 pt row
        #expect(tester.engine.imposter?.top == 44)
        tester.glide(toY: tester.location.y + 30)
        #expect(tester.engine.imposter?.top == 74)
        #expect(tester.engine.imposter?.row.id == "r1")
    }

    @Test func imposterStaysInsideTheViewport() {
        let tester = ListDriver(rows: 5)  // 220 pt of content in a 480 pt viewport
        lifted(tester, row: 2)
        tester.glide(toY: -300)
        #expect(tester.engine.imposter?.top == 0)
        tester.glide(toY: 900)
        #expect(tester.engine.imposter?.top == 176.0)  // flush with the end of the content: 220 - 44
        tester.release()
        #expect(tester.order == ["r0", "r1", "r3", "r4", "r2"])
    }

    @Test func slotStaysBlankWhileDragging() {
        let tester = ListDriver(rows: 10)
        lifted(tester, row: 2)
        tester.glide(toY: tester.location.y + 44)
        let visible = tester.engine.visibleRows()
        #expect(visible.filter(\.isBlank).map(\.slot) == [3])
        #expect(visible.first { $0.isBlank }?.row.id == "r2")
        #expect(tester.engine.blankSlot == 3)
    }

    @Test func neighboursSlideOutOfTheWay() {
        let tester = ListDriver(rows: 10)
        lifted(tester, row: 2)
        tester.move(by: 30)  // r3 moves up into slot 2
        #expect(tester.keyEvents() == [.moved(from: 2, to: 3)])
        let slideStart = tester.engine.visibleRows().first { $0.row.id == "r3" }!.top
        #expect(slideStart == 132)  // still drawn where it was
        tester.hold(0.1)
        let midway = tester.engine.visibleRows().first { $0.row.id == "r3" }!.top
        #expect(midway < 132 && midway > 88)
        tester.hold(0.1)
        #expect(tester.engine.visibleRows().first { $0.row.id == "r3" }!.top == 88)
    }

    @Test(arguments: ReorderStrategy.allCases)
    func mixedHeightsNeverOscillateWhileTheFingerRests(strategy: ReorderStrategy) {
        var tuning = Tuning()
        tuning.reorderStrategy = strategy
        tuning.reorderHysteresis = 0  // the rule itself must be stable, not just the hysteresis
        let heights: [Double] = [44, 120, 30, 200, 44, 88, 30, 60, 44, 150]
        for start in [0, 2, 4, 6] {
            for restY in stride(from: 10.0, through: 470, by: 7) {
                let tester = ListDriver(heights: heights, viewport: Size(width: 320, height: 2000), tuning: tuning)
                lifted(tester, row: start)
                tester.glide(toY: restY, steps: 8)
                _ = tester.events()
                tester.hold(1)  // resting: no input but frames
                #expect(tester.keyEvents().isEmpty, "\(strategy) from \(start) resting at \(restY)")
            }
        }
    }

    @Test func coveredMidpointSwapsWhenTheCentreCrossesTheUnionMidpoint() {
        // Blank 44 at the top, neighbour 120 below: they cover 0...164, midpoint 82, so the swap
        // comes when the imposter's centre passes 82 (its top passes 60), and back below it.
        var tuning = Tuning()
        tuning.reorderHysteresis = 0
        let tester = ListDriver(heights: [44, 120, 44], tuning: tuning)
        lifted(tester, row: 0)
        tester.move(by: 59)
        #expect(tester.keyEvents().isEmpty)
        tester.move(by: 1)
        #expect(tester.keyEvents() == [.moved(from: 0, to: 1)])
        tester.move(by: -0.5)
        #expect(tester.keyEvents() == [.moved(from: 1, to: 0)])
    }

    @Test func hysteresisAbsorbsJitterOnTheThreshold() {
        let tester = ListDriver(heights: [44, 120, 44])  // default hysteresis 3 pt
        lifted(tester, row: 0)
        tester.move(by: 62)  // 2 pt past the threshold: not yet
        #expect(tester.keyEvents().isEmpty)
        tester.move(by: 1)
        #expect(tester.keyEvents() == [.moved(from: 0, to: 1)])
        for jitter in [-2.0, 1.5, -4.0, 2.0] { tester.move(by: jitter) }  // within 60 +- 3
        #expect(tester.keyEvents().isEmpty)
    }

    @Test func escapeCancelsAndTheRowGoesBack() {
        let tester = ListDriver(rows: 10)
        lifted(tester, row: 1)
        tester.glide(toY: tester.location.y + 150)
        _ = tester.events()
        tester.key(.escape)
        #expect(tester.keyEvents() == [.cancelled(id: "r1", index: 1)])
        #expect(tester.order == (0..<10).map { "r\($0)" })
        tester.hold(0.25)
        tester.release()
        #expect(tester.keyEvents() == [.settled(id: "r1")])
        #expect(tester.state == .idle)
    }

    @Test(arguments: ["focus", "cancel", "disable", "end"])
    func interruptionsCompleteTheDropInPlaceAtOnce(how: String) throws {
        let tester = ListDriver(rows: 10)
        lifted(tester, row: 1)
        tester.glide(toY: tester.location.y + 88)
        _ = tester.events()
        switch how {
        case "focus": tester.send(.focus(false))
        case "cancel": tester.cancel()
        case "disable": tester.send(.tuning(try TuningPatch(json: ["reorderingEnabled": .bool(false)])))
        default:
            tester.engine.finish()
            _ = tester.engine.output
        }
        if how == "end" {
            #expect(tester.engine.takeOutput().map(\.event) == [.willDrop(index: 3), .dropped(id: "r1", from: 1, to: 3),
                                                               .announced("r1 dropped. Moved from position 2 to 4."), .settled(id: "r1")])
        } else {
            #expect(tester.keyEvents() == [.willDrop(index: 3), .dropped(id: "r1", from: 1, to: 3), .settled(id: "r1")])
        }
        #expect(tester.state == .idle)
        #expect(tester.order.prefix(4) == ["r0", "r2", "r3", "r1"])
    }

    @Test func resizeMidDragRelaysOutAndTheDragGoesOn() {
        let tester = ListDriver(rows: 30)
        lifted(tester, row: 2)
        tester.send(.resize(Size(width: 320, height: 200)))
        #expect(tester.state == .dragging)
        tester.glide(toY: 150)
        tester.release()
        #expect(tester.engine.viewport.height == 200)
        #expect(tester.order.firstIndex(of: "r2") == 3)
    }

    @Test func aNewPressDuringTheSettleFinishesItFirst() {
        let tester = ListDriver(rows: 10)
        lifted(tester, row: 1)
        tester.glide(toY: tester.location.y + 44)
        tester.release()
        _ = tester.events()
        tester.press(row: 5)
        #expect(tester.keyEvents() == [.settled(id: "r1")])
        #expect(tester.state == .pressing)
    }

    @Test func wheelDuringDragScrollsAndReplaces() {
        let tester = ListDriver(rows: 40)
        lifted(tester, row: 2)
        tester.send(.wheel(dx: 0, dy: 440))
        #expect(tester.engine.scrollOffset == 440)
        #expect(tester.engine.layout.gap?.position == 12)  // the imposter stayed on screen: 10 rows on
        tester.release()
        #expect(tester.order.firstIndex(of: "r2") == 12)
    }
}
