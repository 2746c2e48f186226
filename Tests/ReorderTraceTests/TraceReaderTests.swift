#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ReorderKit
@testable import ReorderTrace
import TestSupport

/// The example list of `docs/trace-format.md`, on one line.
private let header = #"{"format":"reorder-trace","version":1,"viewport":{"width":480,"height":800},"rows":[{"id":"a","height":44},{"id":"b","height":88,"movable":false},{"id":"c","height":60,"label":"Milk"}]}"#

/// A header with `body` after `format` and `version`, e.g. `headerWith(#""viewport":{...},"demo":{...}"#)`.
private func headerWith(_ body: String) -> String {
    #"{"format":"reorder-trace","version":1,"# + body + "}"
}

private let viewport = #""viewport":{"width":480,"height":800}"#

/// The lines, each ended by "\n", after `header`.
private func trace(_ lines: [String], header: String = header) -> String {
    ([header] + lines).map { $0 + "\n" }.joined()
}

private func read(_ text: String, bufferSize: Int = TraceReader.defaultBufferSize) throws(TraceError) -> (TraceReader, [TimedEvent]) {
    let reader = try TraceReader(bytes: Array(text.utf8), name: "t.jsonl", bufferSize: bufferSize)
    return (reader, try reader.readRemaining())
}

/// Where and why reading `text` stops, or nil if it reads to the end.
private func failure(_ text: String, bufferSize: Int = TraceReader.defaultBufferSize) -> TraceError? {
    do throws(TraceError) {
        _ = try read(text, bufferSize: bufferSize)
        return nil
    } catch {
        return error
    }
}

private func headerFailure(_ headerLine: String) -> TraceError? {
    failure(headerLine + "\n")
}

private func eventFailure(_ lines: String...) -> TraceError? {
    failure(trace(lines))
}

/// Checks the line and a stable part of the message.
private func expect(_ error: TraceError?, line: Int, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let error else {
        Issue.record("expected an error on line \(line): \(message)", sourceLocation: sourceLocation)
        return
    }
    #expect(error.file == "t.jsonl", sourceLocation: sourceLocation)
    #expect(error.line == line, "\(error)", sourceLocation: sourceLocation)
    #expect(error.message.contains(message), "\(error)", sourceLocation: sourceLocation)
}

struct TraceReaderTests {
    // MARK: Header

    @Test func readsTheHeaderOfTheFormatPage() throws {
        let line = #"{"format":"reorder-trace","version":1, "viewport":{"width":480,"height":800}, "rows":[{"id":"a","height":44},{"id":"b","height":88,"movable":false},{"id":"c","height":60,"label":"Milk"}], "tuning":{"longPressSeconds":0.5,"allowableMovement":10}}"#
        let (reader, events) = try read(line + "\n")
        #expect(events.isEmpty)
        #expect(reader.header == TraceHeader(
            viewport: Size(width: 480, height: 800),
            rows: .explicit([Row(id: "a", height: 44), Row(id: "b", height: 88, movable: false), Row(id: "c", height: 60, label: "Milk")]),
            tuning: ["longPressSeconds": .number(0.5), "allowableMovement": .number(10)]))
        #expect(reader.warnings.isEmpty)
        #expect(reader.lineNumber == 1)
    }

    @Test func readsEveryOptionalHeaderKey() throws {
        let line = headerWith(viewport + #","rows":[{"id":"a\u00e9","height":44.5,"movable":true,"label":"L","section":"S","color":"red"}],"scrollOffset":120.5,"pixelScale":2,"recorded":{"app":"0.1","rates":[60,120]},"comment":{"any":["thing"]}"#)
        let (reader, _) = try read(line)
        #expect(reader.header == TraceHeader(
            viewport: Size(width: 480, height: 800),
            rows: .explicit([Row(id: "aé", height: 44.5, movable: true, label: "L", section: "S")]),
            scrollOffset: 120.5, pixelScale: 2,
            recorded: .object(["app": .string("0.1"), "rates": .array([.number(60), .number(120)])])))
    }

    @Test func readsADemoList() throws {
        let (reader, _) = try read(headerWith(viewport + #","demo":{"count":1000,"seed":42}"#))
        #expect(reader.header.rows == .demo(count: 1000, seed: 42))
        let (big, _) = try read(headerWith(viewport + #","demo":{"count":10000000,"seed":9007199254740992}"#))
        #expect(big.header.rows == .demo(count: 10_000_000, seed: 9_007_199_254_740_992))
    }

    @Test func emptyFileIsAnErrorOnLine1() {
        expect(failure(""), line: 1, "empty file: expected a header line")
    }

    @Test func headerMustBeOneJSONObject() {
        expect(headerFailure("[1,2]"), line: 1, "the header must be a JSON object, got an array")
        expect(headerFailure(#"{"format":"reorder-trace","version":1"#), line: 1,
               "invalid JSON at column 38: expected ',' or '}'")
        expect(headerFailure(header + " x"), line: 1, "expected the end of the line")
        expect(failure("\n" + header + "\n"), line: 1, "empty line")
    }

    @Test func headerNeedsFormat() {
        expect(headerFailure(#"{"version":1}"#), line: 1, #"missing key "format""#)
        expect(headerFailure(#"{"format":1,"version":1}"#), line: 1, #"key "format" must be a string, got a number"#)
        expect(headerFailure(#"{"format":"x","version":1}"#), line: 1, #"unknown format "x""#)
    }

    @Test func headerNeedsVersion1() {
        expect(headerFailure(#"{"format":"reorder-trace"}"#), line: 1, #"missing key "version""#)
        expect(headerFailure(#"{"format":"reorder-trace","version":2}"#), line: 1, "unsupported version 2")
        expect(headerFailure(#"{"format":"reorder-trace","version":1.5}"#), line: 1, #"key "version" must be an integer, got 1.5"#)
        expect(headerFailure(#"{"format":"reorder-trace","version":"1"}"#), line: 1, #"key "version" must be an integer, got a string"#)
        #expect(headerFailure(headerWith(viewport + #","rows":[]"#).replacing(#""version":1"#, with: #""version":1.0"#, maxReplacements: 1)) == nil)
    }

    @Test func headerNeedsAViewport() {
        let rows = #""rows":[{"id":"a","height":44}]"#
        expect(headerFailure(headerWith(rows)), line: 1, #"missing key "viewport""#)
        expect(headerFailure(headerWith(#""viewport":[480,800],"# + rows)), line: 1, #"key "viewport" must be an object, got an array"#)
        expect(headerFailure(headerWith(#""viewport":{"height":800},"# + rows)), line: 1, #"missing key "width" in "viewport""#)
        expect(headerFailure(headerWith(#""viewport":{"width":480,"height":0},"# + rows)), line: 1, #"key "viewport.height" must be > 0, got 0"#)
        expect(headerFailure(headerWith(#""viewport":{"width":-1,"height":800},"# + rows)), line: 1, #"key "viewport.width" must be > 0, got -1"#)
        expect(headerFailure(headerWith(#""viewport":{"width":"480","height":800},"# + rows)), line: 1, #"key "viewport.width" must be a number, got a string"#)
    }

    @Test func headerNeedsRowsOrDemoButNotBoth() {
        expect(headerFailure(headerWith(viewport)), line: 1, #"missing key "rows" (or "demo")"#)
        expect(headerFailure(headerWith(viewport + #","rows":[],"demo":{"count":1,"seed":1}"#)), line: 1,
               #"keys "rows" and "demo" exclude each other"#)
    }

    @Test func rowsMustBeAnArrayOfObjects() {
        expect(headerFailure(headerWith(viewport + #","rows":{"id":"a"}"#)), line: 1, #"key "rows" must be an array, got an object"#)
        expect(headerFailure(headerWith(viewport + #","rows":[{"id":"a","height":44},7]"#)), line: 1, "row 2 must be an object, got a number")
    }

    @Test func rowIdsMustBeNonEmptyStrings() {
        expect(headerFailure(headerWith(viewport + #","rows":[{"height":44}]"#)), line: 1, #"row 1: missing key "id""#)
        expect(headerFailure(headerWith(viewport + #","rows":[{"id":1,"height":44}]"#)), line: 1, #"row 1: key "id" must be a string, got a number"#)
        expect(headerFailure(headerWith(viewport + #","rows":[{"id":"","height":44}]"#)), line: 1, "row 1: id must not be empty")
    }

    @Test func rowIdsMustBeUnique() {
        expect(headerFailure(headerWith(viewport + #","rows":[{"id":"a","height":44},{"id":"b","height":44},{"id":"a","height":44}]"#)),
               line: 1, #"duplicate row id "a" (rows 1 and 3)"#)
    }

    @Test func rowHeightsMustBePositiveNumbers() {
        expect(headerFailure(headerWith(viewport + #","rows":[{"id":"a","height":44},{"id":"b","height":0}]"#)), line: 1,
               #"row 2 ("b"): height must be > 0, got 0"#)
        expect(headerFailure(headerWith(viewport + #","rows":[{"id":"a","height":-0.5}]"#)), line: 1, #"row 1 ("a"): height must be > 0, got -0.5"#)
        expect(headerFailure(headerWith(viewport + #","rows":[{"id":"a"}]"#)), line: 1, #"row 1 ("a"): missing key "height""#)
        expect(headerFailure(headerWith(viewport + #","rows":[{"id":"a","height":"44"}]"#)), line: 1,
               #"row 1 ("a"): key "height" must be a number, got a string"#)
    }

    @Test func rowOptionalKeysHaveTypes() {
        expect(headerFailure(headerWith(viewport + #","rows":[{"id":"a","height":4,"movable":"no"}]"#)), line: 1,
               #"row 1 ("a"): key "movable" must be a boolean, got a string"#)
        expect(headerFailure(headerWith(viewport + #","rows":[{"id":"a","height":4,"label":3}]"#)), line: 1,
               #"row 1 ("a"): key "label" must be a string, got a number"#)
        expect(headerFailure(headerWith(viewport + #","rows":[{"id":"a","height":4,"section":null}]"#)), line: 1,
               #"row 1 ("a"): key "section" must be a string, got null"#)
        expect(headerFailure(headerWith(viewport + #","rows":[{"id":"a","height":4,"id":"b"}]"#)), line: 1, #"duplicate key "id""#)
    }

    @Test func demoCountAndSeedAreBoundedIntegers() {
        expect(headerFailure(headerWith(viewport + #","demo":[]"#)), line: 1, #"key "demo" must be an object, got an array"#)
        expect(headerFailure(headerWith(viewport + #","demo":{"seed":1}"#)), line: 1, #"missing key "count" in "demo""#)
        expect(headerFailure(headerWith(viewport + #","demo":{"count":-1,"seed":1}"#)), line: 1,
               #"key "demo.count" must be an integer from 0 to 10000000, got -1"#)
        expect(headerFailure(headerWith(viewport + #","demo":{"count":10000001,"seed":1}"#)), line: 1, "got 10000001")
        expect(headerFailure(headerWith(viewport + #","demo":{"count":2.5,"seed":1}"#)), line: 1, #"key "demo.count" must be an integer, got 2.5"#)
        expect(headerFailure(headerWith(viewport + #","demo":{"count":1,"seed":9007199254740994}"#)), line: 1, #"key "demo.seed" must be an integer from 0"#)
        expect(headerFailure(headerWith(viewport + #","demo":{"count":1}"#)), line: 1, #"missing key "seed" in "demo""#)
    }

    @Test func headerTuningIsValidatedByTuning() {
        let base = viewport + #","demo":{"count":3,"seed":1},"#
        expect(headerFailure(headerWith(base + #""tuning":[1]"#)), line: 1, #"key "tuning" must be an object, got an array"#)
        expect(headerFailure(headerWith(base + #""tuning":{"longPressSeconds":"slow"}"#)), line: 1,
               "tuning longPressSeconds must be a number, got a string")
        expect(headerFailure(headerWith(base + #""tuning":{"reorderStrategy":"best"}"#)), line: 1, "tuning reorderStrategy must be one of")
    }

    @Test func unknownTuningNamesInTheHeaderWarn() throws {
        var heard: [String] = []
        let text = headerWith(viewport + #","demo":{"count":3,"seed":1},"tuning":{"wobble":3,"longPressSeconds":0.4}"#) + "\n"
        let reader = try TraceReader(bytes: Array(text.utf8), name: "t.jsonl", onWarning: { heard.append($0) })
        #expect(heard.isEmpty && reader.warnings.isEmpty, "held until the file is read to its end")
        _ = try reader.readRemaining()
        #expect(reader.warnings == [#"t.jsonl:1: warning: unknown tuning parameter "wobble", ignored"#])
        #expect(heard == reader.warnings)
        #expect(reader.header.tuning == ["wobble": .number(3), "longPressSeconds": .number(0.4)])
        #expect(try reader.header.makeTuning().longPressSeconds == 0.4)
    }

    @Test func scrollOffsetAndPixelScaleHaveTypes() {
        let base = viewport + #","demo":{"count":3,"seed":1},"#
        expect(headerFailure(headerWith(base + #""scrollOffset":"top""#)), line: 1, #"key "scrollOffset" must be a number, got a string"#)
        expect(headerFailure(headerWith(base + #""pixelScale":0"#)), line: 1, #"key "pixelScale" must be > 0, got 0"#)
        expect(headerFailure(headerWith(base + #""pixelScale":true"#)), line: 1, #"key "pixelScale" must be a number, got a boolean"#)
    }

    @Test func unknownHeaderKeysAreIgnoredButMustBeJSON() {
        let base = viewport + #","demo":{"count":3,"seed":1},"#
        #expect(headerFailure(headerWith(base + #""future":{"a":[1,2,{"b":null}]}"#)) == nil)
        expect(headerFailure(headerWith(base + #""future":{"a":[1,2,]}"#)), line: 1, "invalid JSON")
        expect(headerFailure(headerWith(base + #""future":1,"future":2"#)), line: 1, #"duplicate key "future""#)
    }

    @Test func formatIsCheckedBeforeRows() {
        // A file that is not a trace should say so, not complain about its rows.
        expect(headerFailure(#"{"rows":[1],"format":"other","version":1}"#), line: 1, #"unknown format "other""#)
    }

    // MARK: Events

    @Test func readsEveryEventType() throws {
        let (reader, events) = try read(trace([
            #"{"t":0,"type":"down","pointer":"touch","id":1,"x":10,"y":20.5}"#,
            #"{"t":0.016,"type":"move","pointer":"touch","id":1,"x":11,"y":-3}"#,
            #"{"t":0.016,"type":"frame"}"#,
            #"{"t":0.5,"type":"up","pointer":"touch","id":1,"x":12,"y":22}"#,
            #"{"t":0.6,"type":"down","pointer":"mouse","id":0,"x":1,"y":2}"#,
            #"{"t":0.7,"type":"cancel","pointer":"mouse","id":0}"#,
            #"{"t":0.8,"type":"down","pointer":"pen","id":-7,"x":1,"y":2}"#,
            #"{"t":0.8,"type":"up","pointer":"pen","id":-7,"x":1,"y":2}"#,
            #"{"t":1,"type":"wheel","dx":0,"dy":-40}"#,
            #"{"t":1,"type":"key","key":"escape"}"#,
            #"{"t":1,"type":"key","key":"q"}"#,
            #"{"t":2,"type":"resize","width":320,"height":640}"#,
            #"{"t":3,"type":"focus","focused":false}"#,
            #"{"t":4,"type":"tuning","set":{"longPressSeconds":0.4,"reorderStrategy":"centerSlot"}}"#,
            #"{"t":5,"type":"mark","label":"intent:reorder"}"#,
        ]))
        #expect(events == [
            TimedEvent(t: 0, .down(PointerID(.touch, 1), Point(x: 10, y: 20.5))),
            TimedEvent(t: 0.016, .move(PointerID(.touch, 1), Point(x: 11, y: -3))),
            TimedEvent(t: 0.016, .frame),
            TimedEvent(t: 0.5, .up(PointerID(.touch, 1), Point(x: 12, y: 22))),
            TimedEvent(t: 0.6, .down(.mouse, Point(x: 1, y: 2))),
            TimedEvent(t: 0.7, .cancel(.mouse)),
            TimedEvent(t: 0.8, .down(PointerID(.pen, -7), Point(x: 1, y: 2))),
            TimedEvent(t: 0.8, .up(PointerID(.pen, -7), Point(x: 1, y: 2))),
            TimedEvent(t: 1, .wheel(dx: 0, dy: -40)),
            TimedEvent(t: 1, .key(.escape)),
            TimedEvent(t: 1, .key(.character("q"))),
            TimedEvent(t: 2, .resize(Size(width: 320, height: 640))),
            TimedEvent(t: 3, .focus(false)),
            TimedEvent(t: 4, .tuning(try TuningPatch(json: ["longPressSeconds": .number(0.4), "reorderStrategy": .string("centerSlot")]))),
            TimedEvent(t: 5, .mark("intent:reorder")),
        ])
        #expect(reader.warnings.isEmpty)
        #expect(reader.lineNumber == 16)
    }

    @Test func everyLineMustBeOneJSONObject() {
        expect(eventFailure(#"{"t":0,"type":"frame""#), line: 2, "invalid JSON at column 22: expected ',' or '}', found end of line")
        expect(eventFailure(#"{"t":0,"type":"frame"}"#, "[1]"), line: 3, "a line must be a JSON object, got an array")
        expect(eventFailure(#"{"t":0,"type":"frame"} {}"#), line: 2, "expected the end of the line")
        expect(eventFailure(#"{"t":0,"type":"frame","x":1e999}"#), line: 2, "non-finite number")
        expect(eventFailure(#"{"t":0,"type":"frame","t":1}"#), line: 2, #"duplicate key "t""#)
    }

    @Test func anEmptyLineIsAnError() {
        expect(eventFailure(#"{"t":0,"type":"frame"}"#, "", #"{"t":1,"type":"frame"}"#), line: 3, "empty line")
        expect(eventFailure("  \r"), line: 2, "empty line")
        // "\n\n" at the end: the second "\n" ends an empty line.
        expect(failure(trace([#"{"t":0,"type":"frame"}"#]) + "\n"), line: 3, "empty line")
    }

    @Test func tMustBeAFiniteNumberThatNeverGoesBackwards() {
        expect(eventFailure(#"{"type":"frame"}"#), line: 2, #"missing key "t""#)
        expect(eventFailure(#"{"t":"0","type":"frame"}"#), line: 2, #"key "t" must be a number, got a string"#)
        expect(eventFailure(#"{"t":-1,"type":"frame"}"#), line: 2, "t must be >= 0, got -1")
        expect(eventFailure(#"{"t":1.5,"type":"frame"}"#, #"{"t":1.2,"type":"frame"}"#), line: 3, "t goes backwards: 1.2 after 1.5")
        #expect(eventFailure(#"{"t":1.5,"type":"frame"}"#, #"{"t":1.5,"type":"frame"}"#) == nil)
    }

    @Test func typeMustBeAString() {
        expect(eventFailure(#"{"t":0}"#), line: 2, #"missing key "type""#)
        expect(eventFailure(#"{"t":0,"type":3}"#), line: 2, #"key "type" must be a string, got a number"#)
    }

    @Test func eachTypeNeedsItsKeys() {
        let cases: [(String, String)] = [
            (#"{"t":0,"type":"down","id":1,"x":1,"y":1}"#, #"missing key "pointer" for a down event"#),
            (#"{"t":0,"type":"down","pointer":"touch","x":1,"y":1}"#, #"missing key "id" for a down event"#),
            (#"{"t":0,"type":"down","pointer":"touch","id":1,"y":1}"#, #"missing key "x" for a down event"#),
            (#"{"t":0,"type":"down","pointer":"touch","id":1,"x":1}"#, #"missing key "y" for a down event"#),
            (#"{"t":0,"type":"cancel","id":1}"#, #"missing key "pointer" for a cancel event"#),
            (#"{"t":0,"type":"wheel","dy":1}"#, #"missing key "dx" for a wheel event"#),
            (#"{"t":0,"type":"wheel","dx":1}"#, #"missing key "dy" for a wheel event"#),
            (#"{"t":0,"type":"key"}"#, #"missing key "key" for a key event"#),
            (#"{"t":0,"type":"resize","width":1}"#, #"missing key "height" for a resize event"#),
            (#"{"t":0,"type":"focus"}"#, #"missing key "focused" for a focus event"#),
            (#"{"t":0,"type":"tuning"}"#, #"missing key "set" for a tuning event"#),
            (#"{"t":0,"type":"mark"}"#, #"missing key "label" for a mark event"#),
        ]
        for (line, message) in cases {
            expect(eventFailure(line), line: 2, message)
        }
        let down = #"{"t":0,"type":"down","pointer":"touch","id":1,"x":1,"y":1}"#
        expect(eventFailure(down, #"{"t":0,"type":"move","pointer":"touch","id":1,"y":1}"#), line: 3, #"missing key "x" for a move event"#)
        expect(eventFailure(down, #"{"t":0,"type":"up","pointer":"touch","id":1,"x":1}"#), line: 3, #"missing key "y" for an up event"#)
    }

    @Test func eachKeyHasAType() {
        let cases: [(String, String)] = [
            (#"{"t":0,"type":"down","pointer":"touch","id":1,"x":"1","y":1}"#, #"key "x" must be a number, got a string"#),
            (#"{"t":0,"type":"down","pointer":"touch","id":1,"x":1,"y":null}"#, #"key "y" must be a number, got null"#),
            (#"{"t":0,"type":"down","pointer":1,"id":1,"x":1,"y":1}"#, #"key "pointer" must be a string, got a number"#),
            (#"{"t":0,"type":"down","pointer":"finger","id":1,"x":1,"y":1}"#, #"key "pointer" must be "touch", "mouse" or "pen", got "finger""#),
            (#"{"t":0,"type":"down","pointer":"touch","id":1.5,"x":1,"y":1}"#, #"key "id" must be an integer"#),
            (#"{"t":0,"type":"down","pointer":"touch","id":9007199254740992,"x":1,"y":1}"#, #"key "id" must be an integer"#),
            (#"{"t":0,"type":"down","pointer":"touch","id":"1","x":1,"y":1}"#, #"key "id" must be a number, got a string"#),
            (#"{"t":0,"type":"wheel","dx":[],"dy":1}"#, #"key "dx" must be a number, got an array"#),
            (#"{"t":0,"type":"key","key":""}"#, #"key "key" must not be empty"#),
            (#"{"t":0,"type":"key","key":27}"#, #"key "key" must be a string, got a number"#),
            (#"{"t":0,"type":"resize","width":0,"height":1}"#, #"key "width" must be > 0, got 0"#),
            (#"{"t":0,"type":"resize","width":1,"height":-2}"#, #"key "height" must be > 0, got -2"#),
            (#"{"t":0,"type":"focus","focused":"yes"}"#, #"key "focused" must be a boolean, got a string"#),
            (#"{"t":0,"type":"tuning","set":[]}"#, #"key "set" must be an object, got an array"#),
            (#"{"t":0,"type":"tuning","set":{"allowableMovement":-1}}"#, "tuning allowableMovement must be a finite number >= 0, got -1"),
            (#"{"t":0,"type":"mark","label":{}}"#, #"key "label" must be a string, got an object"#),
        ]
        for (line, message) in cases {
            expect(eventFailure(line), line: 2, message)
        }
    }

    @Test func unknownTuningNamesInAnEventWarnAndAreLeftOutOfItsPatch() throws {
        let (reader, events) = try read(trace([#"{"t":1,"type":"tuning","set":{"wobble":true}}"#]))
        #expect(events == [TimedEvent(t: 1, .tuning(TuningPatch()))], "still an input, changing nothing")
        #expect(reader.warnings == [#"t.jsonl:2: warning: unknown tuning parameter "wobble""#])
    }

    @Test func unknownEventTypesAreSkippedWithAWarning() throws {
        var heard: [String] = []
        let text = trace([#"{"t":1,"type":"frame"}"#, #"{"t":2,"type":"swipe","dir":"left"}"#, #"{"t":3,"type":"frame"}"#])
        let reader = try TraceReader(bytes: Array(text.utf8), name: "t.jsonl", onWarning: { heard.append($0) })
        #expect(try reader.readRemaining() == [TimedEvent(t: 1, .frame), TimedEvent(t: 3, .frame)])
        #expect(reader.warnings == [#"t.jsonl:3: warning: unknown event type "swipe", skipped"#])
        #expect(heard == reader.warnings)
    }

    @Test func aSkippedLineStillHasAValidT() {
        expect(eventFailure(#"{"type":"swipe"}"#), line: 2, #"missing key "t""#)
        expect(eventFailure(#"{"t":2,"type":"swipe"}"#, #"{"t":1,"type":"frame"}"#), line: 3, "t goes backwards: 1 after 2")
    }

    @Test func unknownKeysAreIgnoredButMustBeJSON() throws {
        let (_, events) = try read(trace([#"{"t":0,"x":"not a number","type":"frame","extra":{"deep":[1,{"a":null}]},"pointer":7}"#]))
        #expect(events == [TimedEvent(t: 0, .frame)])
        expect(eventFailure(#"{"t":0,"type":"frame","extra":[1,]}"#), line: 2, "invalid JSON at column 34: expected a value, found ']'")
        expect(eventFailure(#"{"t":0,"type":"frame","e":1,"e":2}"#), line: 2, #"duplicate key "e""#)
        expect(eventFailure(#"{"t":0,"type":"frame","e":{"a":1,"a":2}}"#), line: 2, #"duplicate key "a""#)
    }

    @Test func escapedKeysAndValuesAreTheSameKeys() throws {
        let (_, events) = try read(trace([
            #"{"\u0074":0,"type":"d\u006Fwn","pointer":"t\u006fuch","id":1,"x":1,"y":2}"#,
            #"{"t":1,"type":"mark","label":"caf\u00e9 \"q\""}"#,
        ]))
        #expect(events == [TimedEvent(t: 0, .down(PointerID(.touch, 1), Point(x: 1, y: 2))), TimedEvent(t: 1, .mark("café \"q\""))])
        expect(eventFailure(#"{"t":0,"\u0074":1,"type":"frame"}"#), line: 2, #"duplicate key "t""#)
    }

    // MARK: Pointer state

    @Test func aPointerGoesDownOnce() {
        let down = #"{"t":0,"type":"down","pointer":"touch","id":1,"x":1,"y":1}"#
        expect(eventFailure(down, down), line: 3, "down for touch 1, which is already down")
    }

    @Test func movesUpsAndCancelsNeedAPointerThatIsDown() {
        expect(eventFailure(#"{"t":0,"type":"move","pointer":"touch","id":3,"x":1,"y":1}"#), line: 2, "move for touch 3, which is not down")
        expect(eventFailure(#"{"t":0,"type":"up","pointer":"mouse","id":0,"x":1,"y":1}"#), line: 2, "up for mouse 0, which is not down")
        expect(eventFailure(#"{"t":0,"type":"cancel","pointer":"pen","id":2}"#), line: 2, "cancel for pen 2, which is not down")
    }

    @Test func upAndCancelReleaseThePointer() {
        let down = #"{"t":0,"type":"down","pointer":"touch","id":1,"x":1,"y":1}"#
        let up = #"{"t":0,"type":"up","pointer":"touch","id":1,"x":1,"y":1}"#
        let cancel = #"{"t":0,"type":"cancel","pointer":"touch","id":1}"#
        let move = #"{"t":0,"type":"move","pointer":"touch","id":1,"x":1,"y":1}"#
        #expect(eventFailure(down, up, down, cancel, down) == nil)
        expect(eventFailure(down, up, move), line: 4, "move for touch 1, which is not down")
        expect(eventFailure(down, cancel, up), line: 4, "up for touch 1, which is not down")
    }

    @Test func pointersOfDifferentKindsAreDifferentPointers() {
        let touch = #"{"t":0,"type":"down","pointer":"touch","id":0,"x":1,"y":1}"#
        let mouse = #"{"t":0,"type":"down","pointer":"mouse","id":0,"x":1,"y":1}"#
        let touch2 = #"{"t":0,"type":"down","pointer":"touch","id":1,"x":1,"y":1}"#
        let mouseUp = #"{"t":0,"type":"up","pointer":"mouse","id":0,"x":1,"y":1}"#
        let touchMove = #"{"t":0,"type":"move","pointer":"touch","id":0,"x":1,"y":1}"#
        #expect(eventFailure(touch, mouse, touch2, mouseUp, touchMove) == nil)
    }

    // MARK: Lines and buffers

    @Test func aLastLineWithoutNewlineIsFine() throws {
        let text = header + "\n" + #"{"t":0,"type":"frame"}"# + "\n" + #"{"t":1,"type":"frame"}"#
        #expect(try read(text).1 == [TimedEvent(t: 0, .frame), TimedEvent(t: 1, .frame)])
        #expect(try read(header).1 == [])
    }

    @Test func crlfLineEndingsAreFine() throws {
        let text = header + "\r\n" + #"{"t":0,"type":"frame"}"# + "\r\n" + #"{"t":1,"type":"key","key":"up"}"# + "\r\n"
        #expect(try read(text).1 == [TimedEvent(t: 0, .frame), TimedEvent(t: 1, .key(.up))])
    }

    /// Every buffer size gives the same events: lines straddle reads, and the buffer grows for the
    /// header and shrinks again.
    @Test(arguments: [1, 2, 3, 7, 16, 64, 1000])
    func smallBuffersReadTheSameEvents(bufferSize: Int) throws {
        var lines: [String] = []
        var t = 0.0
        for i in 0..<300 {
            t += 0.004
            lines.append(#"{"t":\#(t),"type":"down","pointer":"touch","id":\#(i),"x":\#(i),"y":1.5}"#)
            lines.append(#"{"t":\#(t),"type":"frame"}"#)
            lines.append(#"{"t":\#(t),"type":"mark","label":"\#(String(repeating: "é", count: i % 50))"}"#)
            lines.append(#"{"t":\#(t),"type":"up","pointer":"touch","id":\#(i),"x":\#(i),"y":1.5}"#)
        }
        let text = trace(lines)
        let (expectedReader, expected) = try read(text)
        let (reader, events) = try read(text, bufferSize: bufferSize)
        #expect(events.count == 1200)
        #expect(events == expected)
        #expect(reader.header == expectedReader.header)
        #expect(reader.lineNumber == 1201)
    }

    @Test func aHeaderLongerThanTheBufferIsRead() throws {
        let rows = DemoList.rows(count: 5000, seed: 3)
        let line = TraceWriter.headerLine(TraceHeader(viewport: Size(width: 480, height: 800), rows: .explicit(rows)))
        let (reader, events) = try read(trace([#"{"t":0,"type":"frame"}"#], header: line), bufferSize: 16)
        #expect(reader.header.rows == .explicit(rows))
        #expect(events == [TimedEvent(t: 0, .frame)])
    }

    @Test func errorsAreFoundAtTheRightLineWithTinyBuffers() {
        let lines = (0..<50).map { #"{"t":\#($0),"type":"frame"}"# } + [#"{"t":100,"type":"frame","#]
        for size in [1, 5, 32] {
            expect(failure(trace(lines), bufferSize: size), line: 52, "invalid JSON")
        }
    }

    // MARK: Files

    @Test func readsAFileByPath() throws {
        let files = TemporaryDirectory()
        let path = files.write(trace([#"{"t":0,"type":"frame"}"#, #"{"t":1,"type":"swipe"}"#, #"{"t":2,"type":"frame"}"#]), to: "t.trace.jsonl")
        let (header, events) = try TraceReader.readAll(path: path)
        #expect(header.viewport == Size(width: 480, height: 800))
        #expect(events == [TimedEvent(t: 0, .frame), TimedEvent(t: 2, .frame)])
        for size in [1, 9, 4096] {
            let reader = try TraceReader(path: path, bufferSize: size)
            #expect(try reader.readRemaining() == events)
            #expect(reader.warnings == ["\(path):3: warning: unknown event type \"swipe\", skipped"])
        }
    }

    @Test func errorsNameTheFile() {
        let files = TemporaryDirectory()
        let path = files.write(trace([#"{"t":0,"type":"frame"}"#, #"{"t":-1,"type":"frame"}"#]), to: "t.trace.jsonl")
        #expect(throws: TraceError(file: path, line: 3, message: "t must be >= 0, got -1")) { try TraceReader.readAll(path: path) }
    }

    @Test func aMissingFileCannotBeOpened() {
        let path = "/nonexistent-reorderkit/x.trace.jsonl"
        #expect(throws: TraceError(file: path, line: 1, message: "cannot open: No such file or directory")) { try TraceReader(path: path) }
    }

    @Test func aDirectoryCannotBeRead() {
        #expect(throws: TraceError(file: "/", line: 1, message: "cannot read: Is a directory")) { try TraceReader(path: "/") }
    }

    // MARK: Reader behaviour

    @Test func theFirstErrorStopsTheReader() throws {
        let reader = try TraceReader(bytes: Array(trace([#"{"t":0,"type":"frame"}"#, "x", #"{"t":1,"type":"frame"}"#]).utf8), name: "t.jsonl")
        #expect(try reader.next() == TimedEvent(t: 0, .frame))
        #expect(reader.lineNumber == 2)
        var first: TraceError?
        do { _ = try reader.next() } catch { first = error }
        expect(first, line: 3, "invalid JSON at column 1")
        #expect(throws: first!) { try reader.next() }
    }

    @Test func theEndStaysTheEnd() throws {
        let reader = try TraceReader(bytes: Array(trace([#"{"t":0,"type":"frame"}"#]).utf8), name: "t.jsonl")
        #expect(try reader.next() != nil)
        #expect(try reader.next() == nil)
        #expect(try reader.next() == nil)
        #expect(reader.lineNumber == 2)
    }

    @Test func errorDescriptionIsFileLineMessage() {
        #expect(TraceError(file: "a.jsonl", line: 7, message: "t goes backwards: 1 after 2").description == "a.jsonl:7: t goes backwards: 1 after 2")
    }

    // MARK: Warnings are told once the outcome is known

    @Test func aFileThatFailsReportsItsErrorAndNoWarning() throws {
        var heard: [String] = []
        let text = trace([#"{"t":0,"type":"swipe"}"#, #"{"t":1,"type":"frame"}"#, #"{"t":0.5,"type":"frame"}"#],
                         header: headerWith(viewport + #","demo":{"count":3,"seed":1},"tuning":{"wobble":1}"#))
        let reader = try TraceReader(bytes: Array(text.utf8), name: "t.jsonl", onWarning: { heard.append($0) })
        #expect(throws: TraceError(file: "t.jsonl", line: 4, message: "t goes backwards: 0.5 after 1")) { try reader.readRemaining() }
        #expect(heard.isEmpty && reader.warnings.isEmpty)
    }

    @Test func warningsAreToldAtTheEndInOrderAndAtMostTenThenACount() throws {
        var heard: [String] = []
        let unknown = (0..<25).map { #"{"t":\#($0),"type":"swipe"}"# }
        let reader = try TraceReader(bytes: Array(trace(unknown + [#"{"t":30,"type":"frame"}"#]).utf8), name: "t.jsonl",
                                     onWarning: { heard.append($0) })
        #expect(try reader.next() == TimedEvent(t: 30, .frame))
        #expect(heard.isEmpty, "the file could still fail")
        #expect(try reader.next() == nil)
        #expect(heard == reader.warnings)
        #expect(heard.count == TraceReader.maximumWarnings + 1)
        #expect(heard.first == #"t.jsonl:2: warning: unknown event type "swipe", skipped"#)
        #expect(heard[9] == #"t.jsonl:11: warning: unknown event type "swipe", skipped"#)
        #expect(heard.last == "t.jsonl:26: warning: 15 more warnings not shown (the last here)")
        #expect(try reader.next() == nil && heard.count == 11, "told once")
    }

    // MARK: A recording cut short

    @Test func aCutLastLineWithoutANewlineIsDroppedWithOneWarning() throws {
        let lines = [#"{"t":0,"type":"frame"}"#, #"{"t":1,"type":"frame"}"#]
        for cut in [#"{"t":2,"type":"fra"#, #"{"t":2,"type":"down","pointer":"touch","id":0,"x":1"#, #"{"t":2."#, "{"] {
            let text = trace(lines) + cut
            for size in [1, 7, 4096] {
                let (reader, events) = try read(text, bufferSize: size)
                #expect(events == [TimedEvent(t: 0, .frame), TimedEvent(t: 1, .frame)], "\(cut)")
                #expect(reader.warnings.count == 1)
                #expect(reader.warnings.first?.hasPrefix("t.jsonl:4: warning: the last line is cut short (no newline at its end; invalid JSON at column ") == true,
                        "\(reader.warnings)")
                #expect(reader.lineNumber == 3, "the lines written whole")
            }
        }
    }

    @Test func aBrokenLineEndedByANewlineIsStillMalformed() {
        expect(failure(trace([#"{"t":0,"type":"frame"}"#, #"{"t":2,"type":"fra"#])), line: 3, "invalid JSON")
        // ... and so is a broken line in the middle, newline or not.
        expect(failure(trace([#"{"t":0,"type":"fra"#]) + #"{"t":1,"type":"frame"}"#), line: 2, "invalid JSON")
    }

    @Test func aCompleteLastLineWithoutANewlineIsALine() throws {
        let (reader, events) = try read(trace([#"{"t":0,"type":"frame"}"#]) + #"{"t":1,"type":"frame"}"#)
        #expect(events == [TimedEvent(t: 0, .frame), TimedEvent(t: 1, .frame)])
        #expect(reader.warnings.isEmpty)
        // Whole JSON that says something wrong is wrong, newline or not.
        expect(failure(trace([#"{"t":1,"type":"frame"}"#]) + #"{"t":0,"type":"frame"}"#), line: 3, "t goes backwards")
        expect(failure(trace([]) + #"{"t":0,"type":"up","pointer":"touch","id":0,"x":1,"y":1}"#), line: 2, "not down")
    }

    @Test func aCutHeaderIsStillAnError() {
        expect(failure(#"{"format":"reorder-trace","vers"#), line: 1, "invalid JSON")
    }

    // MARK: Bounds

    @Test func aLineLongerThanTheLimitStopsTheReaderAtThatLine() throws {
        let limit = 64
        func lines(_ text: String) throws(LineError) -> [String] {
            let reader = LineReader(source: .memory(Array(text.utf8)), bufferSize: 4, maximumLength: limit)
            var out: [String] = []
            while let line = try reader.next() {
                out.append(String(decoding: line, as: UTF8.self))
                #expect(reader.bufferCapacity <= limit)
            }
            return out
        }
        let longest = String(repeating: "x", count: limit - 1)  // with its "\n", the limit
        #expect(try lines("a\n" + longest + "\nb") == ["a", longest, "b"])
        #expect(throws: LineError("line longer than 64 bytes, the longest line this reader accepts")) {
            try lines("a\n" + longest + "x\n")
        }
        #expect(throws: LineError.self) { try lines(longest + "x") }
    }

    @Test func devZeroIsALineTooLongNotAnAllocationFailure() {
        #expect(throws: TraceError(file: "/dev/zero", line: 1, message: "line longer than 64 MiB, the longest line this reader accepts")) {
            try TraceReader(path: "/dev/zero")
        }
    }

    // MARK: What messages quote

    @Test func quotedInputNeverBreaksTheMessageLine() {
        // A newline, ESC, a C1 CSI, a line separator and a right-to-left override, each escaped.
        let hostile = #"x\n/etc/passwd:1: boom\u001B[2J\u009B\u2028\u202E"#
        let errors = [
            failure(trace([#"{"t":0,"type":"down","pointer":"\#(hostile)","id":0,"x":1,"y":1}"#])),
            headerFailure(headerWith(viewport + #","demo":{"count":3,"seed":1},"tuning":{"reorderStrategy":"\#(hostile)"}"#)),
            headerFailure(#"{"format":"\#(hostile)","version":1}"#),
        ]
        for error in errors {
            let text = error?.description ?? "no error"
            #expect(text.contains(#"\n/etc/passwd:1: boom\u001B[2J\u009B\u2028\u202E""#), "\(text)")
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || [0x2028, 0x202E].contains($0.value) },
                    "\(text)")
        }
        #expect(TraceError(file: "a\nb.jsonl", line: 2, message: "m").description == #"a\nb.jsonl:2: m"#)
    }

    @Test func manyPointersDownAtOnceAreTrackedExactly() throws {
        let count = TraceEventParser.linearSearchLimit * 3
        let downs = (0..<count).map { #"{"t":0,"type":"down","pointer":"touch","id":\#($0),"x":1,"y":1}"# }
        let moves = (0..<count).map { #"{"t":1,"type":"move","pointer":"touch","id":\#($0),"x":2,"y":2}"# }
        let ups = (0..<count).reversed().map { #"{"t":2,"type":"up","pointer":"touch","id":\#($0),"x":2,"y":2}"# }
        #expect(try read(trace(downs + moves + ups)).1.count == 3 * count)
        expect(failure(trace(downs + [#"{"t":0,"type":"down","pointer":"touch","id":5,"x":1,"y":1}"#])), line: count + 2, "touch 5, which is already down")
        expect(failure(trace(downs + [#"{"t":0,"type":"move","pointer":"mouse","id":5,"x":1,"y":1}"#])), line: count + 2, "mouse 5, which is not down")
        expect(failure(trace(downs + ups + [#"{"t":3,"type":"cancel","pointer":"touch","id":0}"#])), line: 2 * count + 2, "touch 0, which is not down")
    }
}
