import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import ReorderImport
import TestSupport

/// The evemu importer against real touchscreens (Fixtures/evemu, copied from ../shared/recordings/evemu)
/// and against small recordings written here, one problem each. The command is `ImportEvemuCommandTests`.
@Suite struct EvemuImportTests {
    /// The first and last `E:` times, read here independently of the parser.
    static func eventTimes(_ name: String) throws -> (first: Double, last: Double) {
        let text = String(decoding: try EvemuFixtures.bytes(name), as: UTF8.self)
        let times = text.split(separator: "\n").filter { $0.hasPrefix("E:") }.map { Double($0.split(separator: " ")[1])! }
        return (times.first!, times.last!)
    }

    // MARK: The shared recordings

    @Test func atmelIsOneFingerDraggingUpAndDown() throws {
        let result = try EvemuFixtures.imported(EvemuFixtures.atmel)
        #expect(result.touchProtocol == .protocolB)
        #expect(result.touches == 1 && result.mostAtOnce == 1)
        let times = try Self.eventTimes(EvemuFixtures.atmel)
        #expect(abs(result.duration - (times.last - times.first)) < 1e-6)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let ys = Self.points(result).map(\.y)
        // Up most of the viewport's height, and down again to about where it began.
        #expect(ys.max()! - ys.min()! > 0.6 * 800)
        let top = ys.firstIndex(of: ys.min()!)!
        #expect(top > ys.count / 4 && top < ys.count * 3 / 4)
        #expect(ys.first! - ys.min()! > 0.5 * 800 && ys.last! - ys.min()! > 0.5 * 800)
    }

    @Test func ep0430IsTwoFingersScrollingDown() throws {
        let result = try EvemuFixtures.imported(EvemuFixtures.ep0430)
        #expect(result.touchProtocol == .protocolB)
        #expect(result.touches == 2 && result.mostAtOnce == 2)
        let times = try Self.eventTimes(EvemuFixtures.ep0430)
        #expect(abs(result.duration - (times.last - times.first)) < 1e-6)
        // Both fingers travel up the screen together (the content scrolls down).
        for id in 0...1 {
            let ys = Self.points(result, id: id).map(\.y)
            #expect(ys.count > 20 && ys.last! < ys.first! - 100, "finger \(id): \(ys.first!) -> \(ys.last!)")
        }
    }

    @Test func ntrigIsProtocolAWithASeparateDescription() throws {
        let result = try EvemuFixtures.imported(EvemuFixtures.ntrig)
        #expect(result.touchProtocol == .protocolA)
        #expect(result.touches == 1 && result.mostAtOnce == 1)
        // Absolute epoch times: the trace still starts at 0.
        let times = try Self.eventTimes(EvemuFixtures.ntrig)
        #expect(times.first > 1_000_000_000)
        #expect(abs(result.duration - (times.last - times.first)) < 1e-6)
        #expect(result.events.first?.t == 0)
        // Top-left to bottom-right: x and y both grow over most of the viewport.
        let points = Self.points(result)
        #expect(points.last!.x - points.first!.x > 0.8 * 480)
        #expect(points.last!.y - points.first!.y > 0.8 * 800)
        guard case .object(let recorded) = result.header.recorded else { Issue.record("no recorded facts"); return }
        #expect(recorded["protocol"] == .string("A") && recorded["device"] == .string("N-Trig MultiTouch"))
        #expect(recorded["vendor"] == .string("0x1b96") && recorded["file"] == .string(EvemuFixtures.ntrig))
        #expect(recorded["descriptionFile"] == .string(EvemuFixtures.ntrigDescription))
    }

    @Test(arguments: [EvemuFixtures.atmel, EvemuFixtures.ep0430, EvemuFixtures.ntrig])
    func importReadsBackAndReplays(name: String) throws {
        let result = try EvemuFixtures.imported(name)
        #expect(result.header.rows == .explicit(DemoList.rows(count: 200, seed: 1)))  // spelled out, as recordings are
        #expect(result.header.viewport == Size(width: 480, height: 800))
        #expect(result.header.tuning == Tuning().jsonObject, "every name of a new session's tuning: the trace depends on no default")
        // Every coordinate in the viewport.
        for point in Self.points(result) {
            #expect((0...480).contains(point.x) && (0...800).contains(point.y), "\(point)")
        }
        // The reader checks the pointer states: no move or up for a finger that is not down.
        let reader = try TraceReader(bytes: Array(result.text.utf8), name: name)
        let events = try reader.readRemaining()
        #expect(reader.warnings.isEmpty && reader.header == result.header)
        #expect(events == result.events)
        let downs = events.count { if case .down = $0.event { true } else { false } }
        let ups = events.count { if case .up = $0.event { true } else { false } }
        #expect(downs == result.touches && ups == downs)
        #expect(zip(events, events.dropFirst()).allSatisfy { $0.t <= $1.t })

        let files = TemporaryDirectory()
        let file = files.write(result.text, to: "replay.trace.jsonl")
        let replayed = try Replay.run(path: file)
        #expect(replayed.order.sorted() == result.header.rows.makeRows().map(\.id).sorted())
        #expect(replayed.events == events.count)
    }

    @Test(arguments: [(EvemuFixtures.atmel, 60.0), (EvemuFixtures.atmel, 30.0), (EvemuFixtures.ep0430, 60.0), (EvemuFixtures.ntrig, 30.0)])
    func framesTickAtTheRateAskedUpToTheLastEvent(name: String, fps: Double) throws {
        let result = try EvemuFixtures.imported(name, options: ImportOptions(framesPerSecond: fps))
        let frames = result.events.filter { $0.event == .frame }.map(\.t)
        #expect(frames.count == Int(result.duration * fps))
        for (k, t) in frames.enumerated() {
            #expect(abs(t - Double(k + 1) / fps) <= 1e-6)
        }
        #expect(frames.last! <= result.duration && result.events.last!.t == result.duration)
    }

    @Test func frameAndInputAtTheSameTimeInputFirst() throws {
        // 0.016667 s after the first event: the first 60 Hz frame's time, on the microsecond grid.
        let result = try Self.convert(Self.descriptionB + """
            E: 5.000000 0003 0039 7
            E: 5.000000 0003 0035 100
            E: 5.000000 0003 0036 100
            E: 5.000000 0000 0000 0
            E: 5.016667 0003 0035 200
            E: 5.016667 0000 0000 0
            E: 5.020000 0003 0039 -1
            E: 5.020000 0000 0000 0
            """, options: ImportOptions())
        #expect(Self.kinds(result) == ["down 0", "move 0", "frame", "up 0"])
        #expect(result.events[1].t == 0.016667 && result.events[2].t == 0.016667)
    }

    // MARK: Protocols, on recordings written here

    /// Protocol B, 0...1000 x 0...2000 onto 480x800 (so x' = x * 0.48, y' = y * 0.4), four slots.
    static let descriptionB = """
        # EVEMU 1.3
        N: Test Touchscreen
        I: 0018 0000 0000 0000
        B: 03 03 00 00 00 00 80 60 02
        A: 00 0 1000 0 0 0
        A: 01 0 2000 0 0 0
        A: 2f 0 3 0 0 0
        A: 35 0 1000 0 0 0
        A: 36 0 2000 0 0 0
        A: 39 0 65535 0 0 0

        """

    /// Protocol A, no resolution column (as evemu before 1.1 wrote).
    static let descriptionA = """
        N: Test Protocol A
        I: 0003 1b96 0001 0000
        B: 03 03 00 00 00 00 00 60 00
        A: 00 0 1000 0 0
        A: 01 0 2000 0 0
        A: 35 0 1000 0 0
        A: 36 0 2000 0 0

        """

    static let descriptionSingleTouch = """
        N: Test Single Touch
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 00 00 00 00 00 00 00
        B: 01 00 04 00 00 00 00 00 00
        B: 03 03 00 00 00 00 00 00 00
        A: 00 0 1000 0 0 0
        A: 01 0 2000 0 0 0

        """

    static func convert(_ recording: String, description: String? = nil,
                        options: ImportOptions = ImportOptions(framesPerSecond: 1)) throws(TraceError) -> ImportResult {
        try EvemuImport.convert(recording: Array(recording.utf8), recordingName: "test.events",
                                description: description.map { Array($0.utf8) }, descriptionName: description == nil ? nil : "test.desc",
                                options: options)
    }

    /// Each input as "down 0 x,y"-style words without the coordinates: "down 0", "move 1", "frame".
    static func kinds(_ result: ImportResult) -> [String] {
        result.events.map { timed in
            switch timed.event {
            case .down(let p, _): "down \(p.id)"
            case .move(let p, _): "move \(p.id)"
            case .up(let p, _): "up \(p.id)"
            case .frame: "frame"
            default: "other"
            }
        }
    }

    static func points(_ result: ImportResult, id: Int? = nil) -> [Point] {
        result.events.compactMap { timed in
            switch timed.event {
            case .down(let p, let at), .move(let p, let at), .up(let p, let at): id == nil || p.id == id ? at : nil
            default: nil
            }
        }
    }

    @Test func protocolBSlotsTrackingIDsAndSmallestFreeIDs() throws {
        let result = try Self.convert(Self.descriptionB + """
            E: 0.000001 0003 002f 0000	# EV_ABS / ABS_MT_SLOT 0
            E: 0.000001 0003 0039 0010
            E: 0.000001 0003 0035 0500
            E: 0.000001 0003 0036 1000
            E: 0.000001 0003 002f 0001
            E: 0.000001 0003 0039 0011
            E: 0.000001 0003 0035 0100
            E: 0.000001 0003 0036 0200
            E: 0.000001 0000 0000 0000	# ------------ SYN_REPORT (0) ----------
            E: 0.010001 0003 002f 0000
            E: 0.010001 0003 0039 -001	# lifts slot 0: id 0 is free again
            E: 0.010001 0003 002f 0001
            E: 0.010001 0003 0036 0300	# slot 1 moves in y only
            E: 0.010001 0000 0000 0000
            E: 0.020001 0003 002f 0002
            E: 0.020001 0003 0039 0012	# a new finger takes the smallest free id, 0
            E: 0.020001 0003 0035 1000
            E: 0.020001 0003 0036 2000
            E: 0.020001 0000 0000 0000
            E: 0.030001 0003 002f 0001
            E: 0.030001 0003 0039 0013	# a new tracking id in a used slot: one finger up, another down
            E: 0.030001 0000 0000 0000
            """)
        #expect(Self.kinds(result) == ["down 0", "down 1", "up 0", "move 1", "down 0", "up 1", "down 1", "up 0", "up 1"])
        #expect(result.events[0] == TimedEvent(t: 0, .down(PointerID(.touch, 0), Point(x: 240, y: 400))))
        #expect(result.events[3] == TimedEvent(t: 0.01, .move(PointerID(.touch, 1), Point(x: 48, y: 120))))
        #expect(result.events[4].event == .down(PointerID(.touch, 0), Point(x: 480, y: 800)))
        // The new finger in slot 1 starts where the slot's last position was: positions outlive contacts.
        #expect(result.events[6].event == .down(PointerID(.touch, 1), Point(x: 48, y: 120)))
        #expect(result.touches == 4 && result.mostAtOnce == 2)
        #expect(result.warnings.count == 1 && result.warnings[0].hasPrefix("test.events:32: warning: 2 contacts are still down"))
    }

    @Test func protocolAMatchesContactsByNearestPosition() throws {
        let result = try Self.convert("""
            E: 100.000000 0003 0035 100
            E: 100.000000 0003 0036 100
            E: 100.000000 0000 0002 0
            E: 100.000000 0003 0035 900
            E: 100.000000 0003 0036 1900
            E: 100.000000 0000 0002 0
            E: 100.000000 0000 0000 0
            E: 100.010000 0003 0035 890
            E: 100.010000 0003 0036 1890
            E: 100.010000 0000 0002 0
            E: 100.010000 0003 0035 110
            E: 100.010000 0003 0036 110
            E: 100.010000 0000 0002 0
            E: 100.010000 0000 0000 0
            E: 100.020000 0003 0035 120
            E: 100.020000 0003 0036 120
            E: 100.020000 0000 0002 0
            E: 100.020000 0000 0000 0
            E: 100.030000 0003 0035 900
            E: 100.030000 0003 0036 100
            E: 100.030000 0000 0002 0
            E: 100.030000 0003 0035 130
            E: 100.030000 0003 0036 130
            E: 100.030000 0000 0002 0
            E: 100.030000 0000 0000 0
            E: 100.040000 0003 0035 135
            E: 100.040000 0003 0036 1950
            E: 100.040000 0000 0002 0
            E: 100.040000 0000 0000 0
            E: 100.050000 0000 0000 0
            """, description: Self.descriptionA)
        #expect(result.touchProtocol == .protocolA)
        // Frame 2 lists the contacts the other way round: still the same fingers. Frame 3 lifts the
        // second; frame 4 adds one far away (the smallest free id, 1); in frame 5 the one contact is
        // 81% of the diagonal from either: a different finger. The empty frame lifts everything.
        #expect(Self.kinds(result) == ["down 0", "down 1", "move 1", "move 0", "up 1", "move 0", "down 1", "move 0",
                                       "up 0", "up 1", "down 0", "up 0"])
        #expect(result.events[3].event == .move(PointerID(.touch, 0), Point(x: 52.8, y: 44)))
        #expect(result.events.first?.t == 0 && result.events.last?.t == 0.05)
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func singleTouchUsesBTNTouch() throws {
        let result = try Self.convert(Self.descriptionSingleTouch + """
            E: 0.500000 0003 0000 0000
            E: 0.500000 0003 0001 2000
            E: 0.500000 0001 014a 0001
            E: 0.500000 0000 0000 0000
            E: 0.600000 0003 0000 1000
            E: 0.600000 0000 0000 0000
            E: 0.600000 0000 0000 0000
            E: 0.700000 0001 014a 0000
            E: 0.700000 0000 0000 0000
            E: 0.800000 0003 0000 0500
            E: 0.800000 0000 0000 0000
            """)
        #expect(result.touchProtocol == .singleTouch)
        // Moving while not touching sends nothing; a repeated frame with no change sends nothing.
        #expect(Self.kinds(result) == ["down 0", "move 0", "up 0"])
        #expect(result.events.map(\.t) == [0, 0.1, 0.2])
        #expect(result.events[2].event == .up(PointerID(.touch, 0), Point(x: 480, y: 800)))
        #expect(result.duration == 0.3)
    }

    @Test func multitouchAxesButOnlyABSXYEventsIsSingleTouchWithANote() throws {
        let result = try Self.convert(Self.descriptionB + """
            E: 0.000001 0003 0000 0000
            E: 0.000001 0003 0001 0000
            E: 0.000001 0001 014a 0001
            E: 0.000001 0000 0000 0000
            E: 0.100001 0001 014a 0000
            E: 0.100001 0000 0000 0000
            """)
        #expect(result.touchProtocol == .singleTouch)
        #expect(result.warnings.count == 1 && result.warnings[0].contains("imported as single-touch"))
    }

    @Test func fieldsAsEvemuWritesThem() throws {
        // CRLF line ends, tabs, zero-padded and negative values, comments at line ends (but not in
        // N:, where '#' is part of the name), blank lines, values outside the range (clamped).
        let recording = "# EVEMU 1.3\r\nN: Pad #2\r\nI: 0003 045e 07a1 0111 # USB\r\nA: 35 -100 100 0 0 12\r\nA: 36 -100\t100 0 0\r\n\r\n"
            + "E: 1.000000\t0003 0039 00005\t# EV_ABS / ABS_MT_TRACKING_ID 5\r\n"
            + "E: 1.000000 0003 0035 -0100\r\nE: 1.000000 0003 0036 +0150\r\nE: 1.000000 0000 0000 0000 # SYN\r\n"
        let result = try Self.convert(recording)
        #expect(result.events.first?.event == .down(PointerID(.touch, 0), Point(x: 0, y: 800)))
        guard case .object(let facts) = result.header.recorded else { Issue.record("no recorded facts"); return }
        #expect(facts["device"] == .string("Pad #2") && facts["product"] == .string("0x07a1") && facts["evemuVersion"] == .string("1.3"))
        #expect(facts["ranges"] == .object([
            "x": .object(["axis": .string("ABS_MT_POSITION_X"), "min": .number(-100), "max": .number(100), "resolution": .number(12)]),
            "y": .object(["axis": .string("ABS_MT_POSITION_Y"), "min": .number(-100), "max": .number(100)]),
        ]))
        #expect(result.warnings.count == 2)
        #expect(result.warnings[0].hasPrefix("test.events:10: warning: a position outside the device's range"))
        #expect(result.warnings[1].contains("still down"))
    }

    @Test func aTimestampALittleEarlierIsTakenAsTheOneBefore() throws {
        let result = try Self.convert(Self.descriptionB + """
            E: 10.000000 0003 0039 1
            E: 10.000000 0003 0035 0
            E: 10.000000 0003 0036 0
            E: 10.000000 0000 0000 0
            E: 10.020000 0003 0035 10
            E: 10.020000 0000 0000 0
            E: 10.019500 0003 0035 20
            E: 10.019500 0000 0000 0
            E: 10.030000 0003 0039 -1
            E: 10.030000 0000 0000 0
            """)
        #expect(result.events.map(\.t) == [0, 0.02, 0.02, 0.03])
        #expect(result.warnings.count == 1 && result.warnings[0].hasPrefix("test.events:17: warning: timestamp a little earlier"))
    }

    @Test func viewportAndListComeFromTheOptions() throws {
        let list = try ListFile(bytes: Array(#"{"viewport":{"width":300,"height":600},"rows":[{"id":"a","height":44},{"id":"b","height":44}],"tuning":{"longPressSeconds":0.4}}"#.utf8), name: "l.json")
        let recording = Self.descriptionB + "E: 0.0 0003 0039 1\nE: 0.0 0003 0035 1000\nE: 0.0 0003 0036 2000\nE: 0.0 0000 0000 0\n"
        let fromList = try Self.convert(recording, options: ImportOptions(list: list))
        #expect(fromList.header.viewport == Size(width: 300, height: 600) && fromList.header.rows == list.rows)
        // Every name written: the list's over the format's defaults (the list names no panStart: `down`).
        var listTuning = Tuning.formatDefault(for: .list)
        listTuning.longPressSeconds = 0.4
        #expect(fromList.header.tuning == listTuning.jsonObject)
        #expect(fromList.events.first?.event == .down(PointerID(.touch, 0), Point(x: 300, y: 600)))
        let given = try Self.convert(recording, options: ImportOptions(viewport: Size(width: 1000, height: 500), list: list))
        #expect(given.header.viewport == Size(width: 1000, height: 500))
        #expect(given.events.first?.event == .down(PointerID(.touch, 0), Point(x: 1000, y: 500)))
    }

    // MARK: Malformed recordings

    @Test(arguments: [
        ("X: 1 2\n", 9, "unknown line prefix 'X:'"),
        ("hello\n", 9, "not an evemu line"),
        ("E: 0.000001 00zz 0000 0\n", 9, "bad hex '00zz' for the event type"),
        ("E: 0.000001 0003 0000\n", 9, "E: expected 4 fields"),
        ("E: 0.000001 0003 0000 1 2\n", 9, "got 5"),
        ("E: 0,000001 0003 0000 1\n", 9, "bad timestamp '0,000001'"),
        ("E: 0.000001 0003 0000 1x\n", 9, "bad event value '1x'"),
        ("E: 0.000001 0020 0000 1\n", 9, "event type 0x0020 out of range"),
        ("E: 0.000001 0003 0000 1\nA: 00 0 10 0 0\n", 10, "after the events began at line 9"),
        ("E: 1.000000 0003 0000 1\nE: 0.500000 0003 0000 1\n", 10, "goes back 0.500000 s from line 9's 1.000000"),
        ("E: 0.000001 0003 002f 4\nE: 0.000001 0000 0000 0\n", 9, "slot 4 is outside the device's slots 0...3 (test.events:5)"),
        ("A: 35 0 10 0\n", 9, "A: expected 5 to 6 fields (code min max fuzz flat [resolution]"),
        ("A: 35 0 1000 0 0 0\n", 9, "a second A: line for ABS_MT_POSITION_X (0x35); the first is line 6"),
        ("I: 0018 0000 0000\n", 9, "I: expected 4 fields"),
        ("B: 03\n", 9, "B: expected at least 2 fields"),
        ("", 8, "no events (E: lines)"),
    ])
    func badRecordingsNameTheFileAndLine(tail: String, line: Int, words: String) {
        let recording = "N: Bad\nB: 03 03\nA: 00 0 100 0 0\nA: 01 0 100 0 0\nA: 2f 0 3 0 0\nA: 35 0 1000 0 0\nA: 36 0 2000 0 0\n\n" + tail
        let error = #expect(throws: TraceError.self) { try Self.convert(recording) }
        #expect(error?.file == "test.events" && error?.line == line, "\(String(describing: error))")
        #expect(error?.message.contains(words) == true, "\(String(describing: error))")
    }

    @Test(arguments: [
        ("A: 00 5 5 0 0\nA: 01 0 100 0 0\n", nil as String?, "test.events", 2, "ABS_X has min == max (5)"),
        ("A: 00 0 100 0 0\nA: 01 9 3 0 0\n", nil, "test.events", 3, "ABS_Y has min 9 > max 3"),
        ("A: 28 0 255 0 0\n", nil, "test.events", 2, "no X/Y axes"),
        ("A: 35 0 100 0 0\nA: 36 0 0 0 0\nA: 00 0 100 0 0\nA: 01 0 100 0 0\n", nil, "test.events", 3, "ABS_MT_POSITION_Y has min == max (0)"),
        ("", "A: 35 0 9600 0 0\nA: 36 7200 7200 0 0\n", "test.desc", 2, "ABS_MT_POSITION_Y has min == max"),
        ("", "N: nothing\n", "test.desc", 1, "no X/Y axes"),
        ("", "# only comments\n", "test.desc", 1, "no device description"),
        ("", "A: 00 0 9 0 0\nA: 01 0 9 0 0\nE: 0.0 0000 0000 0\n", "test.desc", 3, "an E: event line in a device description file"),
        ("A: 00 0 9 0 0\n", "A: 00 0 9 0 0\nA: 01 0 9 0 0\n", "test.events", 1, "whose description was given separately"),
    ])
    func badDescriptionsAndRangesNameTheFileAndLine(head: String, description: String?, file: String, line: Int, words: String) {
        let recording = (description == nil ? "N: Bad\n" : "") + head + "E: 0.000001 0003 0035 1\nE: 0.000001 0000 0000 0\n"
        let error = #expect(throws: TraceError.self) { try Self.convert(recording, description: description) }
        #expect(error?.file == file && error?.line == line, "\(String(describing: error))")
        #expect(error?.message.contains(words) == true, "\(String(describing: error))")
    }

    @Test func anEventBeforeAnyDescriptionAsksForOne() {
        let error = #expect(throws: TraceError.self) { try Self.convert("# recorded without a header\nE: 0.000001 0003 0000 1\n") }
        #expect(error?.description.hasPrefix("test.events:2: an E: event line before any device description") == true)
        #expect(error?.message.contains("--desc") == true)
    }

    // MARK: Bounds

    @Test func anInvertedSlotRangeIsAnErrorAtItsLineNotATrap() {
        let description = Self.descriptionB.replacingOccurrences(of: "A: 2f 0 3 0 0 0", with: "A: 2f 3 0 0 0 0")
        let error = #expect(throws: TraceError.self) {
            try Self.convert(description + "E: 0.000001 0003 002f 0001\nE: 0.000001 0003 0039 0001\nE: 0.000001 0000 0000 0000\n")
        }
        #expect(error?.description == "test.events:7: ABS_MT_SLOT has min 3 > max 0: an axis range must not be inverted")
    }

    @Test func anUnusedAxisWithAnInvertedRangeIsRefusedToo() {
        let error = #expect(throws: TraceError.self) { try Self.convert(Self.descriptionB + "A: 30 10 5 0 0 0\nE: 0.000001 0000 0000 0000\n") }
        #expect(error?.line == 11 && error?.message.hasPrefix("ABS_0x30 has min 10 > max 5") == true, "\(String(describing: error))")
    }

    /// One finger down at 0 s and up at 0.5 s, then one more report at `last` seconds.
    static func pauseThen(_ last: String) -> String {
        Self.descriptionB + """
            E: 0.000000 0003 0039 0001
            E: 0.000000 0003 0035 0500
            E: 0.000000 0003 0036 1000
            E: 0.000000 0000 0000 0000
            E: 0.500000 0003 0039 -001
            E: 0.500000 0000 0000 0000
            E: \(last) 0000 0000 0000

            """
    }

    @Test func aPauseGetsFramesForItsFirstSecondOnly() throws {
        let result = try Self.convert(Self.pauseThen("3.000000"), options: ImportOptions(framesPerSecond: 10))
        let frames = result.events.filter { $0.event == .frame }.map(\.t)
        // 0.1 ... 1.5 s (a second after the up at 0.5), nothing in the pause, then 3.0 (the last event).
        #expect(frames == (1...15).map { Double($0) / 10 } + [3.0])
        #expect(Self.kinds(result).prefix(7) == ["down 0", "frame", "frame", "frame", "frame", "up 0", "frame"])
        #expect(result.duration == 3)
    }

    @Test func aDamagedTimestampFarAheadCostsNoFramesForTheGap() throws {
        // 1e8 s after the others: frames over the whole span would be 6e9 lines (288 GB in memory).
        let result = try Self.convert(Self.pauseThen("100000000.000000"), options: ImportOptions(framesPerSecond: 60))
        let frames = result.events.filter { $0.event == .frame }.map(\.t)
        #expect(frames.count == 90 + 1, "1.5 s at 60 Hz, then the frame at the last event")
        #expect(frames.last == 1e8 && !frames.contains { $0 > 1.5 && $0 < 1e8 })
        #expect(result.duration == 1e8)
        // It is a trace that replays.
        let reader = try TraceReader(bytes: Array(result.text.utf8), name: "imported")
        #expect(try reader.readRemaining().count == result.events.count)
    }

    @Test func aQuotedFieldIsEscaped() {
        let error = #expect(throws: TraceError.self) { try Self.convert(Self.descriptionB + "E: 0.000001 00\u{1B}[2J 0000 0\n") }
        #expect(error?.message.hasPrefix(#"bad hex '00\u001B[2J' for the event type"#) == true, "\(String(describing: error))")
        let prefix = #expect(throws: TraceError.self) { try Self.convert(Self.descriptionB + "\u{9B}: 1\n") }
        #expect(prefix?.message.hasPrefix(#"unknown line prefix '\u009B:'"#) == true, "\(String(describing: prefix))")
    }

    @Test func aFrameOfMoreContactsThanAnyTouchscreenIsAnErrorNotAQuadraticPairing() {
        let contacts = (0...ContactFrames.maximumContacts).map { "E: 0.000001 0003 0035 \($0)\nE: 0.000001 0003 0036 \($0)\nE: 0.000001 0000 0002 0\n" }
        let error = #expect(throws: TraceError.self) { try Self.convert(Self.descriptionA + contacts.joined() + "E: 0.000001 0000 0000 0\n") }
        // descriptionA is 7 lines; the 257th contact's SYN_MT_REPORT is 257 * 3 lines on.
        #expect(error?.line == 7 + 257 * 3, "\(String(describing: error))")
        #expect(error?.message == "more than 256 contacts in one frame: no touchscreen reports that many")
    }

    @Test func moreSlotsThanAnyTouchscreenIsAnError() {
        let description = Self.descriptionB.replacingOccurrences(of: "A: 2f 0 3 0 0 0\n", with: "")  // slots from the B: bits alone
        let slots = (0...ContactFrames.maximumContacts).map { "E: 0.000001 0003 002f \($0)\nE: 0.000001 0003 0039 \($0)\n" }
        let error = #expect(throws: TraceError.self) { try Self.convert(description + slots.joined() + "E: 0.000001 0000 0000 0\n") }
        #expect(error?.line == 9 + 256 * 2 + 1, "\(String(describing: error))")
        #expect(error?.message.hasPrefix("slot 256 would be slot number 257 in use") == true, "\(String(describing: error))")
    }

    @Test func aVanishinglySmallFrameRateGivesNoFramesNotATrap() throws {
        let result = try Self.convert(Self.pauseThen("3.000000"), options: ImportOptions(framesPerSecond: 1e-300))
        #expect(!result.events.contains { $0.event == .frame })
    }
}
