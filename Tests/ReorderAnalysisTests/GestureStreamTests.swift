import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import ReorderAnalysis
import TestSupport

/// The one gesture stream, and the three readers that read it: info, plot and the sweep.
@Suite struct GestureStreamTests {
    static func stream(_ bytes: [UInt8], name: String) throws -> [StreamedGesture] {
        struct Watch: ReplayObserver {
            var gestures = GestureStream()
            var kept: [StreamedGesture] = []
            mutating func willHandle(_ event: TimedEvent, engine: inout Engine) { gestures.willHandle(event.event, engine: &engine) }
            mutating func didHandle(_ event: TimedEvent, engine: inout Engine) { gestures.didHandle(event, engine: &engine, into: &kept) }
            mutating func willFinish(engine: inout Engine) { gestures.willFinish(engine: &engine) }
            mutating func didFinish(engine: inout Engine) { gestures.didFinish(engine: &engine, into: &kept) }
        }
        let reader = try TraceReader(bytes: bytes, name: name)
        var driver = ReplayDriver(engine: try reader.header.makeEngine(file: reader.file), observer: Watch())
        try driver.feed(reader)
        driver.finish()
        return driver.observer.kept
    }

    static func presses(_ stream: [StreamedGesture]) -> [PressReport] {
        stream.compactMap { if case .press(let press) = $0.gesture { press } else { nil } }
    }

    @Test func eachLabelledPressCarriesItsIntentAndTheSweepScoresJustThose() throws {
        let text = LabelledTraces.handWorked()
        let bytes = Array(text.utf8)
        // Under the trace's own tuning (0.9 s, 100 pt) nothing lifts or pans: every press is a tap.
        let presses = Self.presses(try Self.stream(bytes, name: "hand-worked"))
        #expect(presses.map(\.intent) == [.reorder, .scroll, .tap, .tap, .reorder, nil])
        #expect(presses.map(\.start) == [1.0, 3.0, 5.0, 7.0, 9.0, 10.0])

        var fromStream = SweepScore()
        for press in presses { fromStream.add(.press(press)) }
        let swept = try SweepTrace(bytes: bytes, name: "hand-worked").score(longPressSeconds: 0.9, allowableMovement: 100)
        #expect(swept == fromStream)
        #expect(swept.labelled == 5, "the unlabelled press at 10 s is not scored")
    }

    @Test func infoAndPlotShowTheSamePressesAsTheStream() throws {
        for name in ["tap", "quick-pan", "drag-down", "second-finger", "escape-cancels", "focus-lost"] {
            let path = SampleTraces.path(name)
            let stream = try Self.stream(Array(try String(contentsOfFile: path, encoding: .utf8).utf8), name: path)
            let presses = Self.presses(stream)
            let info = try TraceInfo(path: path).gestures.compactMap { if case .press(let p) = $0 { p } else { nil } }
            #expect(info == presses, "\(name)")
            // The plot marks every decision but a lift at the decision's time, and a lift at the lift.
            let marks = try TracePlot(path: path).gestures
            let decided = marks.filter { if case .lift = $0.kind { false } else if case .drop = $0.kind { false }
                                          else if case .dragCancelled = $0.kind { false } else { true } }
            #expect(decided.map(\.t) == presses.filter { $0.outcome != .lift }.map(\.end), "\(name)")
            #expect(marks.filter { if case .lift = $0.kind { true } else { false } }.count
                    == presses.filter { $0.outcome == .lift }.count, "\(name)")
        }
    }

    @Test func aDownWhileAnotherFingerHoldsTheListIsAnIgnoredDownNamingTheOwner() throws {
        let path = SampleTraces.path("second-finger")
        let stream = try Self.stream(Array(try String(contentsOfFile: path, encoding: .utf8).utf8), name: path)
        let ignored = stream.compactMap { item -> (PointerID, PointerID?)? in
            if case .ignoredDown(_, let pointer, let owner, _) = item.gesture { (pointer, owner) } else { nil }
        }
        #expect(ignored.count == 1)
        #expect(ignored.first.map { $0.0 != $0.1 && $0.1 != nil } == true)
    }
}
