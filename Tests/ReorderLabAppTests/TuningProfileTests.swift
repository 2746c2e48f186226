import Foundation
import ReorderKit
import ReorderLabCLI
import Testing
@testable import ReorderLabApp
@testable import ReorderTrace
import TestSupport

/// `--tuning FILE` profiles: both shapes read, every problem one `FILE:LINE:` line, unknown names a
/// warning; `w` writes them atomically and they read back as written.
@Suite struct TuningProfileTests {
    static func parse(_ text: String, name: String = "p.json") throws(TraceError) -> TuningProfile.Loaded {
        try TuningProfile.parse(Array(text.utf8), name: name)
    }

    static func problem(_ text: String) -> String? {
        failure(TraceError.self) { _ = try parse(text) }?.description
    }

    // MARK: Reading

    @Test func wrappedAndBareProfilesGiveTheSameValues() throws {
        let wrapped = try Self.parse(#"{"tuning":{"longPressSeconds":0.3,"reorderStrategy":"centerSlot"}}"#)
        let bare = try Self.parse("""
            {
              "longPressSeconds": 0.3,
              "reorderStrategy": "centerSlot"
            }
            """)
        #expect(wrapped.values.jsonObject == ["longPressSeconds": .number(0.3), "reorderStrategy": .string("centerSlot")])
        #expect(bare == wrapped)
        #expect(wrapped.warnings.isEmpty)
    }

    @Test func aListFileOrTraceHeaderIsAProfileByItsTuning() throws {
        let list = try Self.parse(#"{"format":"reorder-trace","version":1,"rows":[{"id":"a","height":44}],"tuning":{"allowableMovement":4}}"#)
        #expect(list.values.jsonObject == ["allowableMovement": .number(4)])
        #expect(list.warnings.isEmpty, "keys beside tuning are not tuning names")
        #expect(try Self.parse("{}").values.isEmpty)
        #expect(try Self.parse(#"{"tuning":{}}"#).values.isEmpty)
    }

    @Test func unknownNamesWarnWithTheirLineAndAreLeftOut() throws {
        let loaded = try Self.parse("""
            {
              "tuning": {
                "longPressSeconds": 0.4,
                "wobble": 3
              }
            }
            """)
        #expect(loaded.values.jsonObject == ["longPressSeconds": .number(0.4)])
        #expect(loaded.warnings == [#"p.json:4: warning: unknown tuning parameter "wobble", ignored"#])
    }

    @Test func badJSONNamesItsLine() {
        let message = Self.problem("""
            {
              "longPressSeconds": 0.4,
              "allowableMovement": 8,,
            }
            """)
        #expect(message?.hasPrefix("p.json:3: invalid JSON at column 26") == true, "\(message ?? "nil")")
        #expect(Self.problem("")?.hasPrefix("p.json:1: empty file") == true)
        #expect(Self.problem("[1, 2]") == "p.json:1: a tuning profile must be a JSON object, got an array")
        #expect(Self.problem("{\n\n  \"tuning\": 5\n}") == #"p.json:3: key "tuning" must be an object of tuning names and values, got a number"#)
    }

    @Test func badValuesAreRejectedWithTheirLine() {
        #expect(Self.problem("{\n  \"allowableMovement\": -1\n}") == "p.json:2: tuning allowableMovement must be a finite number >= 0, got -1")
        #expect(Self.problem(#"{"tuning": {"longPressSeconds": "long"}}"#) == "p.json:1: tuning longPressSeconds must be a number, got a string")
        #expect(Self.problem("{\"tuning\": {\n\"dragStyle\": \"wobbly\"}}")
            == #"p.json:2: tuning dragStyle must be one of ats, lifted, collection, got "wobbly""#)
        #expect(Self.problem("{\"tuning\":{\n\"decelerationRate\": 1\n}}") == "p.json:2: tuning decelerationRate must be between 0 and 1 (exclusive), got 1")
    }

    @Test func aKeyInsideTheWrappedObjectIsFoundThereNotInAValueBeforeIt() {
        // "allowableMovement" appears first as a row label, not followed by a colon; then outside
        // "tuning" as a key of the list. The problem is on line 4.
        let text = """
            {"rows": [{"id": "a", "height": 44, "label": "allowableMovement"}],
             "allowableMovement": "ignored: beside tuning",
             "tuning": {
               "allowableMovement": -5}}
            """
        #expect(Self.problem(text)?.hasPrefix("p.json:4: tuning allowableMovement") == true)
    }

    @Test func aMissingFileIsNoErrorAndAnUnreadableOneIs() throws {
        let directory = TemporaryDirectory()
        #expect(try TuningProfile.load(path: directory.file("nothing.json")) == nil)
        let error = failure(TraceError.self) { _ = try TuningProfile.load(path: directory.path) }
        #expect(error?.isIOError == true, "a directory: \(error?.description ?? "nil")")
        let path = directory.write(#"{"allowableMovement": 12}"#, to: "p.json")
        #expect(try TuningProfile.load(path: path)?.values.jsonObject == ["allowableMovement": .number(12)])
    }

    // MARK: Writing

    static var tuned: Tuning {
        var tuning = TuningPreset.rbdTouch.tuning
        tuning.reorderStrategy = .centerSlot
        tuning.autoscrollCurve = .cubic
        tuning.autoscrollMaxSpeed = 450
        tuning.dragStyle = .lifted
        tuning.reorderingEnabled = false
        tuning.decelerationRate = 0.99
        return tuning
    }

    @Test func aSavedProfileReadsBackAsTheSameTuning() throws {
        let directory = TemporaryDirectory()
        let path = directory.file("phone.tuning.json")
        try TuningProfile.save(Self.tuned, to: path)
        let loaded = try #require(try TuningProfile.load(path: path))
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.values.jsonObject == Self.tuned.jsonObject, "every parameter")
        var readBack = Tuning()
        readBack.apply(loaded.values)
        #expect(readBack == Self.tuned)
        #expect(directory.names() == ["phone.tuning.json"], "no temporary file left behind")
    }

    @Test func theProfileIsOneParameterALineInDocumentationOrder() throws {
        let text = TuningProfile.text(Tuning())
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "{" && lines[1] == #"  "tuning": {"# && lines.last == "}")
        #expect(lines.count == Tuning.names.count + 4)
        #expect(lines[2] == #"    "longPressSeconds": 0.5,"#)
        #expect(lines[3] == #"    "allowableMovement": 10,"#)
        let names = lines[2..<(lines.count - 2)].map { $0.split(separator: "\"")[1] }.map(String.init)
        #expect(names == Tuning.names)
        #expect(text.hasSuffix("}\n"))
    }

    @Test func savingReplacesAProfileAndMakesMissingDirectories() throws {
        let directory = TemporaryDirectory()
        let path = directory.write(#"{"longPressSeconds": 1}"#, to: "p.json")
        try TuningProfile.save(Self.tuned, to: path)
        #expect(directory.read("p.json") == TuningProfile.text(Self.tuned))
        let nested = directory.file("profiles/phones/p.json")
        try TuningProfile.save(Tuning(), to: nested)
        #expect(try TuningProfile.load(path: nested)?.values.jsonObject == Tuning().jsonObject)
    }

    @Test func savingNeverOverwritesAFileThatIsMoreThanAProfile() throws {
        let directory = TemporaryDirectory()
        let list = #"{"rows":[{"id":"a","height":44}],"tuning":{"allowableMovement":4}}"#
        let path = directory.write(list, to: "groceries.json")
        let error = failure(ProfileError.self) { try TuningProfile.save(Tuning(), to: path) }
        #expect(error?.message == #"\#(path) holds more than a tuning profile (key "rows"); not overwritten: give another file with --tuning"#)
        #expect(directory.read("groceries.json") == list)
        let broken = directory.write("{oops", to: "broken.json")
        #expect(failure(ProfileError.self) { try TuningProfile.save(Tuning(), to: broken) }?.message.contains("is not a JSON object") == true)
        #expect(directory.read("broken.json") == "{oops")
    }

    @Test func aSaveThatCannotBeWrittenSaysWhere() {
        let directory = TemporaryDirectory()
        directory.write("x", to: "file")
        let error = failure(ProfileError.self) { try TuningProfile.save(Tuning(), to: directory.file("file/p.json")) }
        #expect(error?.message.contains(directory.file("file")) == true, "\(error?.message ?? "nil")")
    }

    // MARK: At start

    static func content(_ arguments: String...) throws -> SessionContent {
        try SessionContent.load(options: AppOptions.parse(["--no-state"] + arguments))
    }

    @Test func aPresetGoesOverTheListsTuningAndAProfileReplacesBoth() throws {
        let directory = TemporaryDirectory()
        let list = directory.write(#"{"rows":[{"id":"a","height":44}],"tuning":{"reorderStrategy":"centerSlot","longPressSeconds":1}}"#,
                                   to: "l.json")
        let preset = try Self.content("--list", list, "--preset", "android")
        #expect(preset.tuning.reorderStrategy == .centerSlot, "the list's")
        #expect(preset.tuning.longPressSeconds == 0.4, "the preset's, over the list's")
        #expect(preset.tuning.panStart == .down, "the list file names none: its format default")
        // A profile is a whole tuning: what it leaves out means its format default, as in a header.
        let profile = directory.write(#"{"tuning":{"allowableMovement":12}}"#, to: "p.json")
        let content = try Self.content("--list", list, "--preset", "android", "--tuning", profile)
        var expected = Tuning.formatDefault(for: .list)
        expected.allowableMovement = 12
        #expect(content.tuning == expected)
        #expect(content.header.tuning == expected.jsonObject, "the recording's header names every value")
        #expect(content.notes.isEmpty)
    }

    @Test func aProfileSavedBeforePanStartExistedStillStartsWithDown() throws {
        let directory = TemporaryDirectory()
        // What `w` wrote before panStart existed: every name of the time, panStart not among them.
        var old = Tuning().jsonObject
        for name in ["panStart", "activation", "activationDistance", "autoscrollRampSeconds", "autoscrollRampCurve",
                     "reorderDwellSeconds", "mouse", "pen", "inputFilters"] { old[name] = nil }
        let profile = directory.write(JSONValue.object(["tuning": .object(old)]).jsonText, to: "p.json")
        #expect(try Self.content("--tuning", profile).tuning.panStart == .down)
        #expect(try Self.content().tuning.panStart == .slop, "a new session without a profile: the app's default")
        // On a grid, the names a profile leaves out keep the grid's look.
        let grid = try Self.content("--layout", "grid", "--tuning", directory.write(#"{"allowableMovement":12}"#, to: "q.json"))
        #expect(grid.tuning.dragStyle == .collection && grid.tuning.dropAnimationSeconds == 0.4 && grid.tuning.panStart == .down)
    }

    @Test func aProfileCarriesEveryLiveInputFilterIntoTheSessionAndBack() throws {
        let directory = TemporaryDirectory()
        let profile = directory.write("""
            {"tuning": {"inputFilters": [{"module": "debounce", "drop_threshold": 40}, {"module": "skip", "nhead": 1, "ntail": 0},
                                         {"module": "dejitter", "delta": 6}, {"module": "lowpass", "factor": 0.5, "threshold": 1}]}}
            """, to: "p.json")
        let content = try Self.content("--tuning", profile)
        #expect(content.tuning.inputFilters.map(\.module) == [.debounce, .skip, .dejitter, .lowpass])
        #expect(content.tuning.inputFilters[2].delta == 6 && content.tuning.inputFilters[3].factor == 0.5)
        // The recording's header carries them, so its replay filters as the window did.
        #expect(content.header.tuning["inputFilters"] == Tuning.parameter(named: "inputFilters")!.value(in: content.tuning))
        // `w` writes them, and they read back.
        let saved = directory.file("saved.json")
        try TuningProfile.save(content.tuning, to: saved)
        var readBack = Tuning()
        readBack.apply(try #require(try TuningProfile.load(path: saved)).values)
        #expect(readBack.inputFilters == content.tuning.inputFilters)
    }

    @Test func aProfileNamingPthresSaysWhereItBelongs() {
        #expect(Self.problem("{\"tuning\": {\n\"inputFilters\": [{\"module\": \"pthres\"}]}}")
            == "p.json:2: tuning inputFilters pthres needs pressure: use it on import with --ts-conf")
    }

    @Test func aBadProfileStopsTheStartWithStatus2AndItsLine() throws {
        let directory = TemporaryDirectory()
        let profile = directory.write("{\n  \"longPressSeconds\": -2\n}", to: "p.json")
        do {
            _ = try Self.content("--tuning", profile)
            Issue.record("expected an error")
        } catch let error as PlaygroundError {
            #expect(error.status == 2)
            #expect(error.message == "\(profile):2: tuning longPressSeconds must be a finite number >= 0, got -2")
        }
        let unreadable = try? Self.content("--tuning", directory.path)
        #expect(unreadable == nil)
    }

    @Test func unknownNamesAndAMissingProfileAreNotes() throws {
        let directory = TemporaryDirectory()
        let profile = directory.write(#"{"wobble": 1, "allowableMovement": 3}"#, to: "p.json")
        let content = try Self.content("--tuning", profile)
        #expect(content.tuning.allowableMovement == 3)
        #expect(content.notes == [#"\#(profile):1: warning: unknown tuning parameter "wobble", ignored"#])
        #expect(content.header.tuning["wobble"] == nil, "left out of the recording's header")
        let missing = try Self.content("--tuning", directory.file("new.json"))
        #expect(missing.tuning == Tuning())
        #expect(missing.notes == ["reorder-lab: \(directory.file("new.json")) does not exist yet: starting from the list's tuning; w writes it"])
    }

    // MARK: Hostile and large profiles

    @Test func unknownNamesAreQuotedEscapedInTheirWarning() throws {
        let loaded = try TuningProfile.parse(Array(#"{"tuning":{"x\nq.json:1: boom\u001B[2J":1}}"#.utf8), name: "p\n.json")
        #expect(loaded.warnings == [#"p\n.json:1: warning: unknown tuning parameter "x\nq.json:1: boom\u001B[2J", ignored"#])
    }

    @Test func aBadChoiceIsQuotedEscaped() {
        let error = failure(TraceError.self) { _ = try TuningProfile.parse(Array(#"{"dragStyle":"ats\u001B]0;pwned\u0007"}"#.utf8), name: "p.json") }
        #expect(error?.description == #"p.json:1: tuning dragStyle must be one of ats, lifted, collection, got "ats\u001B]0;pwned\u0007""#)
    }

    /// Forty thousand keys, one a line: each warning names its own line. (It used to take 40 s: each
    /// key's line was found by searching the text from the start.)
    @Test func everyKeyOfALargeProfileIsFoundOnItsLine() throws {
        let count = 40_000
        let text = "{\n  \"tuning\": {\n" + (0..<count).map { "    \"key\($0)\": \($0)," }.joined(separator: "\n")
            + "\n    \"longPressSeconds\": 0.4\n  }\n}\n"
        let loaded = try TuningProfile.parse(Array(text.utf8), name: "big.json")
        #expect(loaded.values.jsonObject == ["longPressSeconds": .number(0.4)])
        #expect(loaded.warnings.count == count)
        #expect(loaded.warnings.contains(#"big.json:3: warning: unknown tuning parameter "key0", ignored"#))
        #expect(loaded.warnings.contains(#"big.json:40002: warning: unknown tuning parameter "key39999", ignored"#))
    }
}
