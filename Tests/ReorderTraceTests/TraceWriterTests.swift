#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import ReorderKit
@testable import ReorderTrace
import ReorderSupport
import TestSupport

private let exampleRows = [Row(id: "a", height: 44), Row(id: "b", height: 88, movable: false), Row(id: "c", height: 60, label: "Milk")]

/// Reads back what the writer wrote.
private func readBack(_ header: TraceHeader, _ events: [TimedEvent]) throws -> (TraceHeader, [TimedEvent]) {
    let text = ([TraceWriter.headerLine(header)] + events.map(TraceWriter.eventLine)).map { $0 + "\n" }.joined()
    let reader = try TraceReader(bytes: Array(text.utf8), name: "written")
    return (reader.header, try reader.readRemaining())
}

private func number(_ n: Double) -> String {
    var out = ""
    TraceWriter.appendNumber(n, to: &out)
    return out
}

private func string(_ s: String) -> String {
    var out = ""
    TraceWriter.appendString(s, to: &out)
    return out
}

struct TraceWriterTests {
    // MARK: Exact text

    @Test func headerLineHasAFixedKeyOrder() {
        let header = TraceHeader(viewport: Size(width: 480, height: 800), rows: .explicit(exampleRows))
        #expect(TraceWriter.headerLine(header) ==
            #"{"format":"reorder-trace","version":1,"viewport":{"width":480,"height":800},"rows":[{"id":"a","height":44},{"id":"b","height":88,"movable":false},{"id":"c","height":60,"label":"Milk"}]}"#)
    }

    @Test func headerLineWritesOptionalKeysOnlyWhenNotDefault() {
        let header = TraceHeader(
            viewport: Size(width: 390.5, height: 844), rows: .demo(count: 1000, seed: 42),
            tuning: ["longPressSeconds": .number(0.4), "allowableMovement": .number(10), "dragStyle": .string("lifted")],
            scrollOffset: 12.25, pixelScale: 3,
            recorded: .object(["video": .string("x11"), "refresh": .number(60), "touch": .array([.bool(true), .null])]))
        #expect(TraceWriter.headerLine(header) ==
            #"{"format":"reorder-trace","version":1,"viewport":{"width":390.5,"height":844},"demo":{"count":1000,"seed":42},"tuning":{"allowableMovement":10,"dragStyle":"lifted","longPressSeconds":0.4},"scrollOffset":12.25,"pixelScale":3,"recorded":{"refresh":60,"touch":[true,null],"video":"x11"}}"#)
    }

    @Test func rowsWriteSectionsAndEscapedText() {
        let header = TraceHeader(viewport: Size(width: 1, height: 1), rows: .explicit([Row(id: "q\"1", height: 44.5, label: "a\\b", section: "Fruit")]))
        #expect(TraceWriter.headerLine(header).contains(#""rows":[{"id":"q\"1","height":44.5,"label":"a\\b","section":"Fruit"}]"#))
    }

    @Test func eventLinesHaveTheTablesKeyOrder() throws {
        let cases: [(TimedEvent, String)] = [
            (TimedEvent(t: 0.016, .move(PointerID(.touch, 1), Point(x: 120.5, y: 300.25))),
             #"{"t":0.016,"type":"move","pointer":"touch","id":1,"x":120.5,"y":300.25}"#),
            (TimedEvent(t: 0, .down(.mouse, Point(x: 0, y: -4))), #"{"t":0,"type":"down","pointer":"mouse","id":0,"x":0,"y":-4}"#),
            (TimedEvent(t: 2, .up(PointerID(.pen, 3), Point(x: 1, y: 2))), #"{"t":2,"type":"up","pointer":"pen","id":3,"x":1,"y":2}"#),
            (TimedEvent(t: 2.5, .cancel(PointerID(.touch, 7))), #"{"t":2.5,"type":"cancel","pointer":"touch","id":7}"#),
            (TimedEvent(t: 3, .frame), #"{"t":3,"type":"frame"}"#),
            (TimedEvent(t: 3, .wheel(dx: 0, dy: -40.5)), #"{"t":3,"type":"wheel","dx":0,"dy":-40.5}"#),
            (TimedEvent(t: 4, .key(.escape)), #"{"t":4,"type":"key","key":"escape"}"#),
            (TimedEvent(t: 4, .key(.character("\""))), #"{"t":4,"type":"key","key":"\""}"#),
            (TimedEvent(t: 5, .resize(Size(width: 320, height: 640))), #"{"t":5,"type":"resize","width":320,"height":640}"#),
            (TimedEvent(t: 6, .focus(true)), #"{"t":6,"type":"focus","focused":true}"#),
            (TimedEvent(t: 7, .tuning(try TuningPatch(json: ["reorderStrategy": .string("centerSlot"), "longPressSeconds": .number(0.4)]))),
             #"{"t":7,"type":"tuning","set":{"longPressSeconds":0.4,"reorderStrategy":"centerSlot"}}"#),
            (TimedEvent(t: 8, .mark("intent:reorder")), #"{"t":8,"type":"mark","label":"intent:reorder"}"#),
        ]
        for (event, line) in cases {
            #expect(TraceWriter.eventLine(event) == line)
        }
    }

    @Test func numbersAreIntegersOrShortestRoundTrip() {
        #expect(number(480) == "480")
        #expect(number(-3) == "-3")
        #expect(number(-0.0) == "0")
        #expect(number(0.016) == "0.016")
        #expect(number(0.1 + 0.2) == "0.30000000000000004")
        #expect(number(1e-7) == "1e-07")
        #expect(number(9_007_199_254_740_992) == "9007199254740992")
        #expect(number(-9_007_199_254_740_992) == "-9007199254740992")
        #expect(number(9_007_199_254_740_994) == "9.007199254740994e+15")
        #expect(number(1e300) == "1e+300")
        #expect(number(.leastNonzeroMagnitude) == "5e-324")
        #expect(number(.infinity) == "null")
        #expect(number(.nan) == "null")
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharacters() {
        #expect(string("plain") == #""plain""#)
        #expect(string("a\"b\\c/d") == #""a\"b\\c/d""#)
        #expect(string("\n\r\t\u{08}\u{0C}") == #""\n\r\t\b\f""#)
        #expect(string("\u{0}\u{1F}\u{7F}") == "\"\\u0000\\u001F\u{7F}\"")
        #expect(string("café 😀 \u{2028}") == "\"café 😀 \u{2028}\"")
    }

    // MARK: Round trips

    @Test func everyEventTypeReadsBackEqual() throws {
        let header = TraceHeader(viewport: Size(width: 480, height: 800), rows: .explicit(exampleRows),
                                 tuning: ["longPressSeconds": .number(0.45)], scrollOffset: -3.5, pixelScale: 1.5,
                                 recorded: .object(["nested": .object(["a": .array([.number(1.5), .string("\u{1}")])])]))
        let touch = PointerID(.touch, 2)
        let events = [
            TimedEvent(t: 0, .down(touch, Point(x: 10.123456789, y: 20))),
            TimedEvent(t: 1.0 / 3.0, .move(touch, Point(x: 0.1 + 0.2, y: 1e-9))),
            TimedEvent(t: 0.5, .frame),
            TimedEvent(t: 0.5, .up(touch, Point(x: 1e15 + 0.5, y: -2))),
            TimedEvent(t: 0.6, .down(.mouse, Point(x: 1, y: 2))),
            TimedEvent(t: 0.7, .cancel(.mouse)),
            TimedEvent(t: 1, .wheel(dx: -0.25, dy: 120)),
            TimedEvent(t: 1, .key(.home)),
            TimedEvent(t: 1, .key(.character("é"))),
            TimedEvent(t: 2, .resize(Size(width: 1024, height: 768.5))),
            TimedEvent(t: 3, .focus(false)),
            TimedEvent(t: 4, .tuning(try TuningPatch(json: ["autoscrollCurve": .string("cubic"), "keyScrollStep": .number(60)]))),
            TimedEvent(t: 5, .mark("line\nbreak \"quoted\" \\ tab\t")),
        ]
        let (readHeader, readEvents) = try readBack(header, events)
        #expect(readHeader == header)
        #expect(readEvents == events)
    }

    @Test func theKeyNamesOfKeyboardReorderReadBackEqual() throws {
        let header = TraceHeader(viewport: Size(width: 480, height: 800), rows: .explicit(exampleRows),
                                 tuning: ["keyboardReorder": .bool(true), "tapToMove": .bool(true)])
        let keys: [Key] = [.left, .right, .pageup, .pagedown, .tab, .up, .down, .space, .enter, .escape, .home, .end]
        let events = keys.enumerated().map { TimedEvent(t: Double($0.offset), .key($0.element)) }
        let (readHeader, readEvents) = try readBack(header, events)
        #expect(readHeader == header && readEvents == events)
        #expect(TraceWriter.eventLine(events[2]) == #"{"t":2,"type":"key","key":"pageup"}"#)
    }

    @Test func demoHeaderReadsBackEqual() throws {
        let header = TraceHeader(viewport: Size(width: 480, height: 800), rows: .demo(count: 10_000_000, seed: 1 << 53))
        #expect(try readBack(header, []).0 == header)
    }

    /// Random values of every magnitude and random text (control characters, quotes, non-ASCII)
    /// survive writing and reading bit for bit.
    @Test func randomEventsReadBackEqual() throws {
        var random = SplitMix64(seed: 99)
        func double() -> Double {
            switch random.next() % 3 {
            case 0: return Double(Int64(bitPattern: random.next()) % 100_000) / 64
            case 1: return Double(random.next() >> 11) * 0x1p-53 * 1000
            default:
                let d = Double(bitPattern: random.next())
                return d.isFinite ? d : 1
            }
        }
        func text() -> String {
            let pool: [Unicode.Scalar] = ["a", "Z", " ", "\"", "\\", "/", "\n", "\u{0}", "\u{1F}", "\u{7F}", "é", "😀", "\u{FEFF}"]
            var s = ""
            for _ in 0..<Int(random.next() % 12) + 1 { s.unicodeScalars.append(pool[Int(random.next() % UInt64(pool.count))]) }
            return s
        }
        var events: [TimedEvent] = []
        var t = 0.0
        for _ in 0..<2000 {
            t += Double(random.next() % 1000) / 7919
            let event: InputEvent
            switch random.next() % 6 {
            case 0: event = .wheel(dx: double(), dy: double())
            case 1: event = .mark(text())
            case 2: event = .key(.character(text()))
            case 3: event = .resize(Size(width: abs(double()) + 1, height: abs(double()) + 1))
            case 4: event = .tuning(try TuningPatch(json: ["x" + text(): .number(double()), "longPressSeconds": .number(abs(double()))]))
            default: event = .frame
            }
            events.append(TimedEvent(t: t, event))
        }
        let header = TraceHeader(viewport: Size(width: 1, height: 1), rows: .explicit([Row(id: text(), height: 1, label: text())]))
        let (readHeader, readEvents) = try readBack(header, events)
        #expect(readHeader == header)
        #expect(readEvents == events)
    }

    @Test func aMillionRowHeaderReadsBackEqual() throws {
        let rows = DemoList.rows(count: 20_000, seed: 5)
        let header = TraceHeader(viewport: Size(width: 480, height: 800), rows: .explicit(rows))
        #expect(try readBack(header, []).0.rows == .explicit(rows))
    }

    // MARK: Files

    @Test func fileWriterWritesWhatTheReaderReads() throws {
        let files = TemporaryDirectory()
        let path = files.file("t.trace.jsonl")
        let header = TraceHeader(viewport: Size(width: 480, height: 800), rows: .explicit(exampleRows))
        // Enough lines to pass the flush threshold several times.
        var events: [TimedEvent] = [TimedEvent(t: 0, .down(PointerID(.touch, 1), Point(x: 1, y: 1)))]
        for i in 1...20_000 {
            events.append(TimedEvent(t: Double(i) / 120, .move(PointerID(.touch, 1), Point(x: Double(i) / 3, y: 300.25))))
        }
        let writer = try TraceFileWriter(path: path)
        try writer.write(header: header)
        for event in events { try writer.write(event) }
        try writer.close()
        #expect(writer.lineCount == events.count + 1)

        let (readHeader, readEvents) = try TraceReader.readAll(path: path)
        #expect(readHeader == header)
        #expect(readEvents == events)
    }

    @Test func flushMakesLinesVisibleBeforeClose() throws {
        let files = TemporaryDirectory()
        let path = files.file("t.trace.jsonl")
        let writer = try TraceFileWriter(path: path)
        try writer.write(header: TraceHeader(viewport: Size(width: 2, height: 2), rows: .demo(count: 1, seed: 0)))
        try writer.write(TimedEvent(t: 0.25, .frame))
        try writer.flush()
        let (_, events) = try TraceReader.readAll(path: path)
        #expect(events == [TimedEvent(t: 0.25, .frame)])
        try writer.close()
    }

    @Test func aHeaderTooLongToReadBackIsRefusedBeforeAnythingIsWritten() throws {
        let files = TemporaryDirectory()
        let path = files.file("t.trace.jsonl")
        // 65 rows with 1 MiB labels: one header line past the 64 MiB a reader accepts.
        let label = String(repeating: "x", count: 1 << 20)
        let rows = (0..<65).map { Row(id: "r\($0)", height: 44, label: label) }
        let writer = try TraceFileWriter(path: path)
        let refusal = TraceError(file: path, line: 1, message: "cannot write a line of 65.0 MiB: a trace line may hold at most 64 MiB (the reader's limit), so the trace could not be read back",
                                 isIOError: true)
        #expect(throws: refusal) { try writer.write(header: TraceHeader(viewport: Size(width: 480, height: 800), rows: .explicit(rows))) }
        #expect(throws: refusal) { try writer.close() }
        #expect(try FileIO.read(path).isEmpty)
    }

    @Test func fileWriterReportsAPathItCannotCreate() {
        let path = "/nonexistent-reorderkit/out.trace.jsonl"
        #expect(throws: TraceError(file: path, line: 1, message: "cannot create: No such file or directory")) { try TraceFileWriter(path: path) }
    }

    @Test func aDiskThatFillsUpLeavesTheFileEndingAtALineBoundary() throws {
        let files = TemporaryDirectory()
        let path = files.file("t.trace.jsonl")
        let header = TraceHeader(viewport: Size(width: 480, height: 800), rows: .explicit(exampleRows))
        let headerBytes = TraceWriter.headerLine(header).utf8.count + 1
        let frame = { (i: Int) in TimedEvent(t: Double(i) / 100, .frame) }
        let frameBytes = TraceWriter.eventLine(frame(10)).utf8.count + 1  // {"t":0.1,"type":"frame"}
        // Room for the header, two frames and half of a third: the third frame's flush cuts a line.
        let disk = FillingDisk(free: headerBytes + 2 * frameBytes + frameBytes / 2)
        let writer = try TraceFileWriter(path: path, write: disk.write)
        try writer.write(header: header)
        try writer.flush()
        try writer.write(frame(10))
        try writer.flush()
        try writer.write(frame(11))
        try writer.write(frame(12))
        let full = TraceError(file: path, line: 4, message: "cannot write: No space left on device; the file ends at line 3, the last one written whole")
        #expect(throws: full) { try writer.flush() }
        #expect(throws: full) { try writer.write(frame(13)) }
        #expect(throws: full) { try writer.close() }

        let reader = try TraceReader(path: path)
        #expect(try reader.readRemaining() == [frame(10), frame(11)])
        #expect(reader.warnings.isEmpty, "no cut line: the file ends with a whole one")
    }

    @Test func aDeviceThatTakesNothingSaysNoSpace() throws {
        let writer = try TraceFileWriter(path: "/dev/full")
        try writer.write(header: TraceHeader(viewport: Size(width: 2, height: 2), rows: .demo(count: 1, seed: 0)))
        #expect(throws: TraceError(file: "/dev/full", line: 1, message: "cannot write: No space left on device; the file is empty")) {
            try writer.close()
        }
    }
}
