import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import ReorderAnalysis
import TestSupport

/// What `reorder-lab info` says about a trace: the sample traces explained, gesture by gesture.
@Suite struct TraceInfoTests {
    func info(_ sample: String) throws -> TraceInfo { try TraceInfo(path: SampleTraces.path(sample)) }

    @Test func quickPanSaysPanThenCoasts() throws {
        let gestures = try info("quick-pan").gestures.map(\.line)
        #expect(gestures.count == 3)
        #expect(gestures[0] == "0.100-0.116 touch 1 on row 9 (rice): moved 20.0 pt (over 10 pt) after 0.02 s, before 0.5 s: pan")
        #expect(gestures[1] == "0.228 touch 1 pan released at 1250 pt/s: coasting")
        #expect(gestures[2] == "1.500 coasting stopped (end of trace)")
    }

    @Test func tapSaysTapAndWhatItSelects() throws {
        #expect(try info("tap").gestures.map(\.line)
            == ["0.100-0.220 touch 1 on row 1 (eggs): tap after 0.12 s, moved 1.4 pt: selects eggs"])
    }

    @Test func otherSamplesSayWhy() throws {
        #expect(try info("focus-lost").gestures.map(\.text).last == "drop eggs 1 -> 3 in place (focus lost)")
        #expect(try info("escape-cancels").gestures.map(\.text).last == "escape: milk goes back to 0")
        #expect(try info("second-finger").gestures.map(\.text).contains("touch 2 down ignored (touch 1 holds the list)"))
        #expect(try info("unmovable-row").gestures.map(\.text)
            == ["touch 1 on row 7 (coffee): tap after 1.30 s, moved 3.0 pt (row cannot move): selects coffee"])
        let second = try info("second-finger")
        #expect(second.pointers.map(\.pointer) == [PointerID(.touch, 1), PointerID(.touch, 2)])
        #expect(second.pointers.map(\.downs) == [1, 1])
    }

    @Test func aKeyboardDropSaysByKeyNotInPlace() throws {
        #expect(try info("keyboard-move").gestures.map(\.text) == ["drop eggs 1 -> 3 by key"])
    }

    @Test func cancelledPressesSayWhatCancelledThem() throws {
        var b = TraceBuilder()
        b.down(1.0, y: 66)
        b.add(1.2, #""type":"focus","focused":false"#)
        b.up(1.3, y: 66)  // the engine was told already; the finger still has to lift
        b.down(2.0, y: 66)
        b.add(2.1, #""type":"wheel","dx":0,"dy":30"#)
        b.up(2.2, y: 66)
        b.down(3.0, y: 66)
        b.add(3.1, #""type":"key","key":"escape""#)
        b.up(3.2, y: 66)
        b.down(4.0, y: 66)
        b.add(4.1, #""type":"cancel","pointer":"touch","id":1"#)
        b.down(5.0, y: 66)
        let info = try TraceInfo(bytes: Array(b.text(until: 5.2).utf8), name: "cancels")
        #expect(info.gestures.map(\.text) == [
            "touch 1 on row 1 (r1): cancelled after 0.20 s, moved 0.0 pt (focus lost)",
            "touch 1 on row 1 (r1): cancelled after 0.10 s, moved 0.0 pt (wheel)",
            "touch 1 on row 2 (r2): cancelled after 0.10 s, moved 0.0 pt (escape)",
            "touch 1 on row 2 (r2): cancelled after 0.10 s, moved 0.0 pt (pointer cancelled)",
            "touch 1 on row 2 (r2): cancelled after 0.20 s, moved 0.0 pt (end of trace)",
        ])
    }

    @Test func aStrokeTheInputFiltersDropWholeIsListed() throws {
        // skip nhead=2: a tap of a down and an up has no sample left for the engine.
        var b = TraceBuilder(tuning: #"{"inputFilters":[{"module":"skip","nhead":2,"ntail":0}]}"#)
        b.down(1.0, y: 66)
        b.up(1.1, y: 66)
        let info = try TraceInfo(bytes: Array(b.text(until: 2).utf8), name: "skip")
        #expect(info.gestures.map(\.line) == ["1.000 touch 1 stroke dropped by the input filters (none of it reached the engine)"])
        #expect(info.json.contains(#""type":"filteredDown""#))
    }

    @Test func liveTuningIsShownWhereItHappens() throws {
        var b = TraceBuilder()
        b.tuning(0.5, #"{"longPressSeconds":0.3}"#)
        b.down(1.0, y: 66)
        b.up(1.5, y: 66)
        let lines = try TraceInfo(bytes: Array(b.text(until: 2).utf8), name: "live").gestures.map(\.line)
        #expect(lines[0] == "0.500 tuning longPressSeconds=0.3")
        #expect(lines[1] == "1.000-1.300 touch 1 on row 1 (r1): lift after 0.30 s within 0.0 pt (allowed 10 pt)")
    }

    @Test func decisionsAreExplainedWithTheTuningInForceWhenTheyWereMade() throws {
        var b = TraceBuilder()
        b.down(1.0, y: 66)
        b.tuning(1.1, #"{"allowableMovement":30}"#)
        b.move(1.2, y: 86)  // 20 pt: over the header's 10, within the live 30
        b.up(2.0, y: 86)
        b.down(3.0, y: 66)
        b.tuning(3.1, #"{"longPressSeconds":0.8}"#)
        b.move(3.6, y: 106)  // 40 pt at 0.6 s: over 30, before the live deadline 0.8 s
        b.up(3.7, y: 106)
        let info = try TraceInfo(bytes: Array(b.text(until: 4).utf8), name: "live")
        let presses = info.gestures.filter { if case .press = $0 { true } else { false } }.map(\.line)
        #expect(presses == [
            "1.000-1.500 touch 1 on row 1 (r1): lift after 0.50 s within 20.0 pt (allowed 30 pt)",
            "3.000-3.600 touch 1 on row 1 (r1): moved 40.0 pt (over 30 pt) after 0.60 s, before 0.8 s: pan",
        ])
        let object = try JSONSerialization.jsonObject(with: Data(info.json.utf8)) as! [String: Any]
        let json = (object["gestures"] as! [[String: Any]]).filter { $0["type"] as? String == "press" }
        #expect(json.map { $0["allowableMovement"] as? Double } == [30, 30])
        #expect(json.map { $0["longPressSeconds"] as? Double } == [0.5, 0.8])
    }

    @Test func gesturesAreListedInTimeOrderCausesFirst() throws {
        var b = TraceBuilder()
        b.down(1.0, y: 66)
        b.tuning(1.1, #"{"autoscrollMaxSpeed":400}"#)
        b.add(1.2, #""type":"down","pointer":"touch","id":2,"x":200,"y":300"#)
        b.move(1.3, y: 100)  // a pan, decided after the tuning line and the second finger
        b.up(1.4, y: 100)
        b.add(1.5, #""type":"up","pointer":"touch","id":2,"x":200,"y":300"#)
        b.down(2.0, y: 66)
        b.tuning(2.8, #"{"reorderingEnabled":false}"#)  // puts the lifted row down in place
        b.up(3.0, y: 66)
        let lines = try TraceInfo(bytes: Array(b.text(until: 3.2).utf8), name: "order").gestures.map(\.line)
        #expect(lines == [
            "1.000-1.300 touch 1 on row 1 (r1): moved 34.0 pt (over 10 pt) after 0.30 s, before 0.5 s: pan",
            "1.100 tuning autoscrollMaxSpeed=400",
            "1.200 touch 2 down ignored (touch 1 holds the list)",
            "1.400 touch 1 pan released at 0 pt/s: stops",
            "2.000-2.500 touch 1 on row 1 (r1): lift after 0.50 s within 0.0 pt (allowed 10 pt)",
            "2.800 tuning reorderingEnabled=false",
            "2.800 drop r1 1 -> 1 in place (reordering disabled)",
        ], "\(lines)")
        let times = lines.map { Double($0.prefix(5))! }
        #expect(times == times.sorted())
    }

    @Test func hugeTimesAndDistancesAreReportedAsTheyAre() throws {
        let header = #"{"format":"reorder-trace","version":1,"viewport":{"width":320,"height":480},"rows":[{"id":"a","height":44,"movable":false}]}"#
        let text = [header, #"{"t":0,"type":"down","pointer":"touch","id":1,"x":10,"y":10}"#,
                    #"{"t":1e300,"type":"up","pointer":"touch","id":1,"x":10,"y":10}"#].joined(separator: "\n") + "\n"
        let info = try TraceInfo(bytes: Array(text.utf8), name: "huge")
        #expect(info.gestures.map(\.text) == ["touch 1 on row 0 (a): tap after 1e+300 s, moved 0.0 pt (row cannot move): selects a"])
        #expect(info.json.contains(#""heldSeconds":1e+300"#), "\(info.json)")
    }
}
