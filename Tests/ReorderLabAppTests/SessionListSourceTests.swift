import ReorderKit
import Testing
@testable import ReorderLabApp
@testable import ReorderTrace
import TestSupport

/// The example header of `docs/trace-format.md`, on one line.
private let headerLine = #"{"format":"reorder-trace","version":1,"viewport":{"width":480,"height":800},"rows":[{"id":"a","height":44},{"id":"b","height":88,"movable":false},{"id":"c","height":60,"label":"Milk"}],"tuning":{"longPressSeconds":0.4}}"#

private let exampleRows = [
    Row(id: "a", height: 44), Row(id: "b", height: 88, movable: false), Row(id: "c", height: 60, label: "Milk"),
]

/// Loads `text` written to a file named `name`; the error's one line if it fails.
private func load(_ text: String, name: String = "list.json", in directory: TemporaryDirectory = TemporaryDirectory())
    -> (list: LoadedList?, error: String?) {
    let path = directory.write(text, to: name)
    do throws(TraceError) {
        return (try ListSource.load(path: path), nil)
    } catch {
        // Messages start with the path; tests compare what follows the directory.
        return (nil, String(error.description.dropFirst(directory.path.count + 1)))
    }
}

@Suite struct SessionListSourceTests {
    @Test func noListMeansTheDemoList() throws {
        let list = try ListSource.load(path: nil)
        #expect(list.name == "demo")
        #expect(list.source == "demo")
        #expect(list.rows == DemoList.rows(count: 200, seed: 1))
        // A new session's tuning, every name of it: a name left out would mean its format default.
        #expect(list.tuning == Tuning().jsonObject)
        #expect(list.viewport == nil && list.warnings.isEmpty)
    }

    @Test func aTraceHeaderLineIsAListFile() throws {
        let directory = TemporaryDirectory()
        let (list, error) = load(headerLine + "\n", name: "groceries.json", in: directory)
        #expect(error == nil)
        #expect(list?.rows == exampleRows)
        #expect(list?.name == "groceries")
        #expect(list?.source == directory.file("groceries.json"))
        #expect(list?.viewport == Size(width: 480, height: 800))
        #expect(list?.tuning == ["longPressSeconds": .number(0.4)])
    }

    @Test func aWholeTraceIsReadAsItsHeader() {
        let trace = headerLine + "\n" + #"{"t":0,"type":"frame"}"# + "\n" + #"{"t":0.1,"type":"not-even-looked-at"}"# + "\n"
        let (list, error) = load(trace, name: "walk.trace.jsonl")
        #expect(error == nil)
        #expect(list?.rows == exampleRows)
        #expect(list?.name == "walk.trace")
    }

    @Test func formatVersionAndViewportMayBeLeftOut() {
        let (list, error) = load(#"{"rows":[{"id":"x","height":50},{"id":"y","height":70}]}"#)
        #expect(error == nil)
        #expect(list?.rows == [Row(id: "x", height: 50), Row(id: "y", height: 70)])
        #expect(list?.viewport == nil)
        #expect(list?.scrollOffset == 0 && list?.pixelScale == 1)
    }

    @Test func theDemoKeyGivesTheGeneratedRows() {
        let (list, error) = load(#"{"demo":{"count":5,"seed":7},"scrollOffset":30}"#)
        #expect(error == nil)
        #expect(list?.rows == DemoList.rows(count: 5, seed: 7))
        #expect(list?.scrollOffset == 30)
    }

    @Test func aListWrittenByHandOverManyLinesReads() {
        let text = """
            {
              "rows": [
                {"id": "milk", "height": 44, "label": "Milk"},
                {"id": "eggs", "height": 60, "section": "Fridge"}
              ],
              "tuning": {"allowableMovement": 8}
            }

            """
        let (list, error) = load(text)
        #expect(error == nil)
        #expect(list?.rows == [Row(id: "milk", height: 44, label: "Milk"), Row(id: "eggs", height: 60, section: "Fridge")])
        #expect(list?.tuning == ["allowableMovement": .number(8)])
    }

    @Test func aByteOrderMarkIsTolerated() {
        let (list, error) = load("\u{FEFF}" + #"{"rows":[{"id":"a","height":1}]}"#)
        #expect(error == nil)
        #expect(list?.rows.map(\.id) == ["a"])
    }

    @Test func formatAndVersionIfGivenMustBeRight() {
        #expect(load(#"{"format":"csv","rows":[]}"#).error == #"list.json:1: unknown format "csv""#)
        #expect(load(#"{"version":2,"rows":[]}"#).error == "list.json:1: unsupported version 2 (this reader knows version 1)")
        #expect(load(#"{"version":"1","rows":[]}"#).error == #"list.json:1: key "version" must be an integer, got a string"#)
    }

    // MARK: Problems name the file and the line

    @Test func aMissingFileIsOneLine() {
        let directory = TemporaryDirectory()
        do throws(TraceError) {
            _ = try ListSource.load(path: directory.file("nope.json"))
            Issue.record("loaded a file that does not exist")
        } catch {
            #expect(error.description == directory.file("nope.json") + ":1: cannot open: No such file or directory")
        }
    }

    @Test func badJSONNamesTheLineAndTheColumnInIt() {
        let text = """
            {
              "rows": [
                {"id": "a", "height": 44,},
                {"id": "b", "height": 60}
              ]
            }
            """
        #expect(load(text).error == "list.json:3: invalid JSON at column 30: expected a key, found '}'")
        #expect(load(#"{"rows":[{"id":"a","height":44}]"#).error == "list.json:1: invalid JSON at column 33: expected ',' or '}', found end of line")
        #expect(load("{\n\"rows\": [],\n\"rows\": []\n}").error == #"list.json:3: duplicate key "rows" at column 1"#)
        #expect(load("{\"rows\": [\n  {\"id\": \"a\", \"height\": 1},\n  {\"id\": \"b\", \"id\": \"at column 9\"}\n]}").error
                == #"list.json:3: duplicate key "id" at column 15"#)
    }

    @Test func rowProblemsNameTheRowsLine() {
        let duplicate = """
            {"rows": [
              {"id": "a", "height": 44},
              {"id": "b", "height": 44},
              {"id": "a", "height": 60}
            ]}
            """
        #expect(load(duplicate).error == #"list.json:4: duplicate row id "a" (rows 1 and 3)"#)
        let badHeight = """
            {"rows": [
              {"id": "a", "height": 44},
              {"id": "b", "height": -1}
            ]}
            """
        #expect(load(badHeight).error == #"list.json:3: row 2 ("b"): height must be > 0, got -1"#)
        #expect(load(#"{"rows":[{"id":"a","height":1},{"id":"a","height":2}]}"#).error == #"list.json:1: duplicate row id "a" (rows 1 and 2)"#)
    }

    @Test func keyProblemsNameTheKeysLine() {
        #expect(load("{\n\"rows\": [],\n\"viewport\": {\"width\": 0, \"height\": 5}\n}").error
                == #"list.json:3: key "viewport.width" must be > 0, got 0"#)
        #expect(load("{\n\"rows\": [],\n\"viewport\": {\"width\": 5}\n}").error == #"list.json:3: missing key "height" in "viewport""#)
        #expect(load("{\n\"rows\": [],\n\n\"tuning\": {\"longPressSeconds\": -1}\n}").error
                == "list.json:4: tuning longPressSeconds must be a finite number >= 0, got -1")
        #expect(load("{\n\"rows\": [],\n\"demo\": {\"count\": 1, \"seed\": 1}\n}").error
                == #"list.json:3: keys "rows" and "demo" exclude each other: give one"#)
        #expect(load("{\n\"rows\": 5\n}").error == #"list.json:2: key "rows" must be an array, got a number"#)
        #expect(load("\n\n{}").error == #"list.json:3: missing key "rows" (or "demo")"#)
    }

    @Test func unknownTuningNamesAreWarningsWithTheirLine() {
        let (list, error) = load("{\"rows\": [],\n \"tuning\": {\"wobble\": 1}}")
        #expect(error == nil)
        #expect(list?.warnings.count == 1)
        #expect(list?.warnings.first?.hasSuffix(#"list.json:2: warning: unknown tuning parameter "wobble", ignored"#) == true)
    }

    @Test func whatIsNotAListObjectIsSaidSo() {
        #expect(load("").error == "list.json:1: empty file: expected the list object")
        #expect(load("  \n ").error == "list.json:1: empty file: expected the list object")
        #expect(load(#"[{"id":"a","height":1}]"#).error == "list.json:1: the list must be a JSON object, got an array")
        #expect(load("{\n\"rows\": []\n}\nmore").error == "list.json:4: invalid JSON at column 1: expected the end of the line after the value, found 'm'")
        #expect(load(#"{"rows":[]} x"#).error == "list.json:1: invalid JSON at column 13: expected the end of the line after the value, found 'x'")
    }

    @Test(arguments: [
        ("lists/groceries.json", "groceries"), ("walk.trace.jsonl", "walk.trace"), ("plain", "plain"),
        (".json", ".json"), ("/a/b.c/d", "d"),
    ])
    func theListIsNamedAfterItsFile(path: String, name: String) {
        #expect(ListSource.listName(path: path) == name)
    }
}
