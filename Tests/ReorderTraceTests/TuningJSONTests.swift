import Testing
import ReorderKit
import ReorderTrace

/// The JSON side of the tuning table: every name read into a patch and written back, and a bad
/// `tuning` object's message, as `FILE:LINE:` of the trace, byte for byte what it was while the
/// engine read JSON itself (checked against the build of the commit before `TuningPatch`).
@Suite struct TuningJSONTests {
    static let header = #"{"format":"reorder-trace","version":1,"viewport":{"width":480,"height":800},"rows":[{"id":"a","height":44}]}"#

    /// A tuning with every parameter off its default, mouse and pen overrides and filters included.
    static var everythingChanged: Tuning {
        var tuning = Tuning()
        for parameter in Tuning.parameters {
            switch parameter.kind {
            case .number(let path, let rule): tuning[keyPath: path] = rule == .betweenZeroAndOne ? 0.5 : tuning[keyPath: path] + 1.25
            case .flag(let path): tuning[keyPath: path].toggle()
            case .choice: try? parameter.set(.string(parameter.choices.last!), in: &tuning)
            case .filters: tuning.inputFilters = [InputFilter(module: .iir, n: 3, d: 7)]
            case .overrides(let kind):
                var inner = TuningPatch()
                inner.set(\.activation, .distance)
                tuning.pointerOverrides[kind] = inner
            }
        }
        return tuning
    }

    @Test func everyNameReadFromItsTraceValueAppliesAndWritesBackTheSame() throws {
        let tuning = Self.everythingChanged
        let object = tuning.jsonObject
        #expect(Set(object.keys) == Set(Tuning.names))
        var unknown: [String] = []
        let patch = try TuningPatch(json: object.merging(["wobble": .bool(true)]) { $1 }, unknown: &unknown)
        #expect(unknown == ["wobble"])
        #expect(patch.names == Tuning.names, "every name, once")
        var applied = Tuning()
        applied.apply(patch)
        #expect(applied == tuning)
        #expect(patch.jsonObject == object)
    }

    @Test func aLiveTuningLineIsReadOnceIntoAPatch() throws {
        let text = Self.header + "\n" + #"{"t":1,"type":"tuning","set":{"mouse":{"activation":"distance"},"longPressSeconds":0.3,"wobble":2}}"# + "\n"
        let reader = try TraceReader(bytes: Array(text.utf8), name: "t.jsonl")
        let events = try reader.readRemaining()
        var expected = TuningPatch()
        try expected.set(\.longPressSeconds, 0.3)
        var mouse = TuningPatch()
        mouse.set(\.activation, .distance)
        try expected.set(overrides: mouse, for: .mouse)
        #expect(events == [TimedEvent(t: 1, .tuning(expected))])
        #expect(reader.warnings == [#"t.jsonl:2: warning: unknown tuning parameter "wobble""#])
        #expect(TraceWriter.eventLine(events[0]) == #"{"t":1,"type":"tuning","set":{"longPressSeconds":0.3,"mouse":{"activation":"distance"}}}"#)
    }

    /// Each bad `set` object and its whole error line (the first problem in name order).
    static let badLines: [(set: String, error: String)] = [
        (#"{"longPressSeconds":"slow"}"#, "t.jsonl:2: tuning longPressSeconds must be a number, got a string"),
        (#"{"zzz":1,"reorderingEnabled":1,"allowableMovement":-2}"#, "t.jsonl:2: tuning allowableMovement must be a finite number >= 0, got -2"),
        (#"{"decelerationRate":1}"#, "t.jsonl:2: tuning decelerationRate must be between 0 and 1 (exclusive), got 1"),
        (#"{"momentumStopSpeed":0}"#, "t.jsonl:2: tuning momentumStopSpeed must be > 0, got 0"),
        (#"{"autoscrollCurve":"wavy\u0007"}"#, #"t.jsonl:2: tuning autoscrollCurve must be one of linear, quadratic, cubic, constant, got "wavy\u0007""#),
        (#"{"inputFilters":[{"module":"median","depth":0}]}"#, "t.jsonl:2: tuning inputFilters median depth must be a whole number from 1 to 99, got 0"),
        (#"{"inputFilters":{}}"#, "t.jsonl:2: tuning inputFilters must be an array of filters, got an object"),
        (#"{"mouse":{"pen":{}}}"#, #"t.jsonl:2: tuning mouse cannot hold "pen": overrides do not nest"#),
        (#"{"mouse":{"wobble":1}}"#, #"t.jsonl:2: tuning mouse names "wobble", which is not a tuning name"#),
        (#"{"mouse":{"activationDistance":true}}"#, "t.jsonl:2: tuning mouse tuning activationDistance must be a number, got a boolean"),
        (#"{"pen":[]}"#, "t.jsonl:2: tuning pen must be an object of tuning names, got an array"),
        (#"{"reorderingEnabled":null}"#, "t.jsonl:2: tuning reorderingEnabled must be a boolean, got null"),
    ]

    @Test(arguments: badLines)
    func aBadTuningLineStillGivesItsError(set: String, error: String) {
        let text = Self.header + "\n" + #"{"t":0,"type":"tuning","set":"# + set + "}\n"
        let thrown = #expect(throws: TraceError.self) { _ = try TraceReader(bytes: Array(text.utf8), name: "t.jsonl").readRemaining() }
        #expect(thrown?.description == error)
    }

    @Test func aBadHeaderTuningStillGivesItsError() {
        let text = #"{"format":"reorder-trace","version":1,"viewport":{"width":480,"height":800},"rows":[{"id":"a","height":44}],"tuning":{"mouse":{"longPressSeconds":-1}}}"# + "\n"
        let thrown = #expect(throws: TraceError.self) { _ = try TraceReader(bytes: Array(text.utf8), name: "t.jsonl") }
        #expect(thrown?.description == "t.jsonl:1: tuning mouse tuning longPressSeconds must be a finite number >= 0, got -1")
    }
}
