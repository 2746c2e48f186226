import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderTrace
@testable import ReorderImport
import TestSupport

/// The libinput importer: the shared evemu recordings written as libinput record YAML
/// (Fixtures/libinput, made by make.sh) import to exactly the traces the evemu importer makes, and
/// small files written here, one problem each, name their line.
@Suite struct LibinputImportTests {
    // MARK: One pipeline, two readers

    @Test(arguments: [LibinputFixtures.atmel, LibinputFixtures.ep0430, LibinputFixtures.ntrig])
    func aConvertedRecordingImportsToTheEvemuImportsTrace(name: String) throws {
        let libinput = try LibinputFixtures.imported(name)
        let evemu = try EvemuFixtures.imported(LibinputFixtures.evemuSource[name]!)
        #expect(libinput.events == evemu.events)
        #expect(libinput.touchProtocol == evemu.touchProtocol && libinput.touches == evemu.touches)
        #expect(libinput.duration == evemu.duration && libinput.header.viewport == evemu.header.viewport)
        guard case .object(let facts) = libinput.header.recorded, case .object(let evemuFacts) = evemu.header.recorded else {
            Issue.record("no recorded facts")
            return
        }
        #expect(facts["source"] == .string("libinput") && facts["file"] == .string(name))
        #expect(facts["node"] == .string("/dev/input/event0") && facts["deviceIndex"] == .number(0))
        #expect(facts["libinputVersion"] == .string("1.25.0"))
        #expect(facts["device"] == evemuFacts["device"] && facts["protocol"] == evemuFacts["protocol"])
        // The same options reach the shared pipeline.
        let options = ImportOptions(viewport: Size(width: 1000, height: 600), framesPerSecond: 144)
        #expect(try LibinputFixtures.imported(name, options: options).events
                == EvemuFixtures.imported(LibinputFixtures.evemuSource[name]!, options: options).events)
    }

    @Test func theDefaultDeviceIsTheFirstTouchscreen() throws {
        // Device 0, the N-Trig, has multitouch axes but no INPUT_PROP_DIRECT: device 1 is taken.
        let result = try LibinputFixtures.imported(LibinputFixtures.threeDevices)
        #expect(result.events == (try EvemuFixtures.imported(EvemuFixtures.atmel)).events)
        guard case .object(let facts) = result.header.recorded else { Issue.record("no recorded facts"); return }
        #expect(facts["deviceIndex"] == .number(1) && facts["node"] == .string("/dev/input/event1"))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func deviceByIndexOrNode() throws {
        let third = try LibinputFixtures.imported(LibinputFixtures.threeDevices, device: .index(2))
        #expect(third.events == (try EvemuFixtures.imported(EvemuFixtures.ep0430)).events)
        let first = try LibinputFixtures.imported(LibinputFixtures.threeDevices, device: .node("/dev/input/event0"))
        #expect(first.events == (try EvemuFixtures.imported(EvemuFixtures.ntrig)).events)
        #expect(first.touchProtocol == .protocolA)
    }

    @Test func aDeviceThatIsNotThereIsNamedWithTheListOfDevices() {
        let error = #expect(throws: TraceError.self) {
            try LibinputFixtures.imported(LibinputFixtures.threeDevices, device: .index(3))
        }
        #expect(error?.line == 12, "\(String(describing: error))")
        #expect(error?.message.hasPrefix(#"no device 3: the recording has 3, from 0: 0 ("/dev/input/event0", "N-Trig MultiTouch"), 1 ("#) == true,
                "\(String(describing: error))")
        let node = #expect(throws: TraceError.self) {
            try LibinputFixtures.imported(LibinputFixtures.threeDevices, device: .node("/dev/input/event9"))
        }
        #expect(node?.message.hasPrefix(#"no device with node "/dev/input/event9""#) == true, "\(String(describing: node))")
    }

    @Test func theOnlyDeviceWithAxesIsTakenWithAWarningWhenNoneIsDirect() throws {
        let result = try LibinputFixtures.imported(LibinputFixtures.ntrig)
        #expect(result.touches == 1)
        #expect(result.warnings.count == 1 && result.warnings[0].hasSuffix(
            #"\#(LibinputFixtures.ntrig):12: warning: no device has INPUT_PROP_DIRECT and multitouch axes; device 0 ("/dev/input/event0", "N-Trig MultiTouch"), the only one with X/Y axes, is imported (a touchpad has no INPUT_PROP_DIRECT either: choose with --device N)"#),
            "\(result.warnings)")
    }

    @Test func theFileIsStreamedFromItsPathToo() throws {
        let fromPath = try LibinputImport.convert(recordingPath: LibinputFixtures.path(LibinputFixtures.ntrig))
        #expect(fromPath == (try LibinputFixtures.imported(LibinputFixtures.ntrig)))
        let missing = #expect(throws: TraceError.self) { try LibinputImport.convert(recordingPath: "/nonexistent/x.yml") }
        #expect(missing?.isIOError == true && missing?.description == "/nonexistent/x.yml:1: cannot open: No such file or directory")
    }

    // MARK: Files written here

    /// A protocol B touchscreen, 0...1000 x 0...2000 (x' = x * 0.48, y' = y * 0.4 on 480x800), with
    /// `rows` as its absinfo for x and y and `events` as its events list.
    static func recording(x: String = "[0, 1000, 0, 0, 10]", y: String = "[0, 2000, 0, 0, 10]", properties: String = "[1]",
                          events: String) -> String {
        """
        # libinput record
        version: 1
        ndevices: 1
        libinput:
          version: "1.25.0"
        system:
          kernel: "6.1.0"
        devices:
        - node: /dev/input/event4
          evdev:
            # Name: Test
            name: "Test Touchscreen"
            id: [24, 1, 2, 3]
            codes:
              0: [0, 1, 2, 3]
              3: [0, 1, 47, 53, 54, 57]
            absinfo:
              0: [0, 1000, 0, 0, 10]
              1: [0, 2000, 0, 0, 10]
              47: [0, 3, 0, 0, 0]
              53: \(x)
              54: \(y)
              57: [0, 65535, 0, 0, 0]
            properties: \(properties)
          hid: [0x05, 0x0d]
          udev:
            properties:
            - ID_INPUT_TOUCHSCREEN=1
          quirks: []
          events:

        """ + events
    }

    /// One finger down at (500, 1000) at 0 s and up at 0.1 s.
    static let tap = """
          - evdev:
            - [  0,      0,   3,  47,       0] # EV_ABS / ABS_MT_SLOT 0
            - [  0,      0,   3,  57,      12] # EV_ABS / ABS_MT_TRACKING_ID 12
            - [  0,      0,   3,  53,     500]
            - [  0,      0,   3,  54,    1000]
            - [  0,      0,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
          - evdev:
            - [  0, 100000,   3,  57,      -1]
            - [  0, 100000,   0,   0,       0]

        """

    static func convert(_ text: String, device: LibinputDeviceChoice = .touchscreen) throws(TraceError) -> ImportResult {
        try LibinputImport.convert(recording: Array(text.utf8), recordingName: "test.yml", device: device,
                                   options: ImportOptions(framesPerSecond: 10))
    }

    @Test func aHandWrittenRecordingWithResolution() throws {
        let result = try Self.convert(Self.recording(events: Self.tap))
        #expect(result.events.first == TimedEvent(t: 0, .down(PointerID(.touch, 0), Point(x: 240, y: 400))))
        #expect(result.events.last { $0.event != .frame } == TimedEvent(t: 0.1, .up(PointerID(.touch, 0), Point(x: 240, y: 400))))
        guard case .object(let facts) = result.header.recorded else { Issue.record("no recorded facts"); return }
        #expect(facts["ranges"] == .object([
            "x": .object(["axis": .string("ABS_MT_POSITION_X"), "min": .number(0), "max": .number(1000), "resolution": .number(10)]),
            "y": .object(["axis": .string("ABS_MT_POSITION_Y"), "min": .number(0), "max": .number(2000), "resolution": .number(10)]),
        ]))
        #expect(facts["vendor"] == .string("0x0001") && facts["product"] == .string("0x0002") && facts["device"] == .string("Test Touchscreen"))
        #expect(result.warnings.isEmpty, "\(result.warnings)")
    }

    @Test func aRowOfSixValuesStartsWithTheCodeAndResolutionZeroIsUnknown() throws {
        let result = try Self.convert(Self.recording(x: "[53, 0, 1000, 0, 0, 0]", y: "[0, 2000, 0, 0, 0]", events: Self.tap))
        #expect(result.events.first?.event == .down(PointerID(.touch, 0), Point(x: 240, y: 400)))
        guard case .object(let facts) = result.header.recorded, case .object(let ranges) = facts["ranges"],
              case .object(let x) = ranges["x"] else { Issue.record("no ranges"); return }
        #expect(x["resolution"] == .number(0) && x["max"] == .number(1000))
    }

    @Test func keysAndEntriesItDoesNotKnowAreReadPast() throws {
        let events = """
              - libinput:
                - {time: 0.0, type: DEVICE_ADDED, seat: seat0, logical_seat: default}
              - hid:
                  time: [0, 0]
                  hidraw0: [1, 2, 3]
              - evdev:
                - [  0,      0,   3,  57,      12]
                - [  0,      0,   3,  53,     500]
                - [  0,      0,   3,  54,    1000]
                - [  0,      0,   0,   0,       0]
                future: {nested: [1, [2, {3: 4}]]}
              - evdev:
                - [  0,  50000,   3,  57,      -1]
                - [  0,  50000,   0,   0,       0]
                libinput:
                - {time: 0.05, type: TOUCH_UP}
            later: "a key after the devices"

            """
        let result = try Self.convert(Self.recording(events: events).replacingOccurrences(of: "ndevices: 1\n", with: "ndevices: 1\nextra: {a: [b]}\n"))
        #expect(result.events.map(\.t) == [0, 0.05])
        #expect(result.touches == 1)
    }

    // MARK: Malformed files

    @Test(arguments: [
        ("version: 1\n", 1, "no devices key: nothing to import"),
        ("devices: []\n", 1, "no version key"),
        ("version: 2\ndevices: []\n", 1, "format version 2: this importer reads version 1"),
        ("version: 1\ndevices: []\n", 2, "the devices list is empty"),
        ("version: 1\ndevices: {a: 1}\n", 2, "devices must be a list"),
        ("", 1, "an empty file: not a libinput recording"),
        ("- 1\n- 2\n", 1, "not a libinput recording: expected a mapping"),
        ("version: 1\ndevices:\n- node: x\n  evdev: {name: [1, 2}\n", 4, "name must be a text"),
        ("version: 1\ndevices:\n- node: x\n  evdev: {id: [1, 2}\n", 4, "not valid YAML: did not find expected ',' or ']' while parsing a flow sequence"),
        ("version: 1\n\tdevices: []\n", 2, "not valid YAML: found a tab character that violates indentation while scanning a plain scalar"),
        ("version: 1\ndevices: []\n---\nversion: 1\n", 3, "a second YAML document"),
        ("version: one\ndevices: []\n", 1, #"version must be a decimal integer, got "one""#),
        ("version: 0x1\ndevices: []\n", 1, #"version must be a decimal integer, got "0x1""#),
    ])
    func badTopLevelsNameTheLine(text: String, line: Int, words: String) {
        let error = #expect(throws: TraceError.self) { try Self.convert(text) }
        #expect(error?.file == "test.yml" && error?.line == line, "\(String(describing: error))")
        #expect(error?.message.contains(words) == true, "\(String(describing: error))")
    }

    @Test(arguments: [
        ("    - [  0,      0,   3,  57]\n", 32, "an evdev event expected 5 numbers [sec, usec, type, code, value], got 4"),
        ("    - [  0,      0,   3,  57, 1, 2]\n", 32, "got 6"),
        ("    - [  0, 1000000,   3,  57, 1]\n", 32, "usec 1000000 is out of range 0...999999"),
        ("    - [  0,      0,  32,  57, 1]\n", 32, "type 32 is out of range 0...31"),
        ("    - [  0,      0,   3,  57, 2147483648]\n", 32, "value 2147483648 is out of range"),
        ("    - [ -1,      0,   3,  57, 1]\n", 32, "sec -1 is out of range"),
        ("    - [  0,      0,   3,  57, 1.5]\n", 32, #"value must be a decimal integer, got "1.5""#),
        ("    - 7\n", 32, "an evdev event ([sec, usec, type, code, value]) must be a list"),
        ("    - [0, 0, 3, 47, 4]\n    - [0, 0, 0, 0, 0]\n", 32, "slot 4 is outside the device's slots 0...3 (test.yml:20)"),
        ("    - [0, 0, 3, 57, 1]\n  - [0, 0, 3, 53, 1]\n", 33, "an events entry ({evdev: [...]}) must be a mapping"),
        ("    - [0, 5, 0, 0, 0]\n  - evdev:\n    - [0, 0, 0, 0, 0]\n    - [0, 0, 0, 0, 0]\n", 32, ""),
        ("    - [0, 0, 3, 57, *a]\n", 32, "value must be a number"),
    ])
    func badEventsNameTheirLine(row: String, line: Int, words: String) {
        // Line 31 is "  - evdev:"; the rows follow.
        let text = Self.recording(events: "  - evdev:\n" + row)
        if words.isEmpty {
            // A timestamp 5 us back is within the tolerance: taken as the one before, with a warning.
            #expect((try? Self.convert(text))?.warnings.contains { $0.contains("timestamp a little earlier") } == true)
            return
        }
        let error = #expect(throws: TraceError.self) { try Self.convert(text) }
        #expect(error?.file == "test.yml" && error?.line == line, "\(String(describing: error))")
        #expect(error?.message.contains(words) == true, "\(String(describing: error))")
    }

    @Test(arguments: [
        ("[0, 1000, 0, 0]", 21, "an absinfo row expected 5 values (min, max, fuzz, flat, resolution) or 6 (the code first), got 4"),
        ("[54, 0, 1000, 0, 0, 0]", 21, "absinfo 53 has 6 values and the first, 54, is not its code"),
        ("[1000, 0, 0, 0, 0]", 21, "ABS_MT_POSITION_X has min 1000 > max 0: an axis range must not be inverted"),
        ("[5, 5, 0, 0, 0]", 21, "ABS_MT_POSITION_X has min == max (5)"),
        ("{min: 0}", 21, "absinfo 53 must be a list"),
    ])
    func badAxesNameTheirLine(x: String, line: Int, words: String) {
        let error = #expect(throws: TraceError.self) { try Self.convert(Self.recording(x: x, events: Self.tap)) }
        #expect(error?.file == "test.yml" && error?.line == line, "\(String(describing: error))")
        #expect(error?.message.contains(words) == true, "\(String(describing: error))")
    }

    @Test func aDescriptionProblemNamesItsLine() {
        let id = #expect(throws: TraceError.self) {
            try Self.convert(Self.recording(events: Self.tap).replacingOccurrences(of: "id: [24, 1, 2, 3]", with: "id: [24, 1, 2]"))
        }
        #expect(id?.description == "test.yml:13: id expected 4 numbers (bus, vendor, product, version), got 3")
        let code = #expect(throws: TraceError.self) {
            try Self.convert(Self.recording(events: Self.tap).replacingOccurrences(of: "47: [0, 3, 0, 0, 0]", with: "64: [0, 3, 0, 0, 0]"))
        }
        #expect(code?.description == "test.yml:20: an axis code 64 is out of range 0...63")
        let twice = #expect(throws: TraceError.self) {
            try Self.convert(Self.recording(events: Self.tap).replacingOccurrences(of: "47: [0, 3, 0, 0, 0]", with: "1: [0, 3, 0, 0, 0]"))
        }
        #expect(twice?.description == "test.yml:20: a second absinfo row for ABS_Y (1); the first is line 19")
    }

    @Test func aDeviceWithoutEventsOrATouchscreenWithoutAxes() {
        let empty = #expect(throws: TraceError.self) { try Self.convert(Self.recording(events: "    []\n")) }
        #expect(empty?.description == #"test.yml:9: device 0 ("/dev/input/event4", "Test Touchscreen") has no evdev events: nothing to import"#)
        let keyboard = """
            version: 1
            devices:
            - node: /dev/input/event1
              evdev: {name: "Keyboard", codes: {1: [30, 31]}, properties: []}
              events: []
            - node: /dev/input/event2
              evdev: {name: "Lid", codes: {5: [0]}, properties: []}
              events: [{evdev: [[0, 0, 5, 0, 1], [0, 0, 0, 0, 0]]}]

            """
        let none = #expect(throws: TraceError.self) { try Self.convert(keyboard) }
        // No --device N would help: the message says so and what each device is, and suggests none.
        #expect(none?.description == #"test.yml:3: no device in the recording has X/Y axes (ABS_MT_POSITION_X/Y or ABS_X/Y), so there are no touches to import; its 2 devices are 0 ("/dev/input/event1", "Keyboard"): keys; 1 ("/dev/input/event2", "Lid"): switches"#)
        #expect(none?.message.contains("--device") == false)
        let chosen = #expect(throws: TraceError.self) { try Self.convert(keyboard, device: .index(1)) }
        #expect(chosen?.description == "test.yml:7: the device has no X/Y axes to map: no absinfo rows for ABS_MT_POSITION_X and ABS_MT_POSITION_Y (53, 54) or for ABS_X and ABS_Y (0, 1)")
    }

    @Test func aLoneDeviceWithoutAxesIsDescribedNotOfferedToChoose() {
        let mouse = """
            version: 1
            devices:
            - node: /dev/input/event7
              evdev: {name: "Mouse", codes: {0: [0], 1: [272, 273], 2: [0, 1, 8], 4: [4]}, absinfo: {40: [0, 10, 0, 0, 0]}, properties: []}
              events: [{evdev: [[0, 0, 2, 0, 1], [0, 0, 0, 0, 0]]}]

            """
        let error = #expect(throws: TraceError.self) { try Self.convert(mouse) }
        #expect(error?.description == #"test.yml:3: no device in the recording has X/Y axes (ABS_MT_POSITION_X/Y or ABS_X/Y), so there are no touches to import; its device is 0 ("/dev/input/event7", "Mouse"): keys, relative motion, absolute axes"#)
    }

    @Test func aQuotedFieldIsEscaped() {
        let error = #expect(throws: TraceError.self) { try Self.convert(#"version: "1\e[2J""# + "\ndevices: []\n") }
        #expect(error?.message == #"version must be a decimal integer, got "1\u001B[2J""#, "\(String(describing: error))")
    }
}
