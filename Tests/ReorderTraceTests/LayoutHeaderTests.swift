import Foundation
import Testing
@testable import ReorderKit
@testable import ReorderTrace
import TestSupport

/// The contract's "Layouts: sections and grids" keys in a header and a list file: what is read, what
/// is refused (one `FILE:1:` line each), what is written back, and that the engine of this version
/// refuses a layout it does not lay out yet rather than replaying it as a flat list.
private let viewport = #""viewport":{"width":400,"height":800}"#

private func headerWith(_ body: String) -> String {
    #"{"format":"reorder-trace","version":1,"# + viewport + "," + body + "}"
}

private let sectionsBody = #""layout":{"kind":"sections","headerHeight":30},"#
    + #""sections":[{"id":"fruit","title":"Fruit"},{"id":"veg","title":"Vegetables","headerHeight":40},{"id":"later"}],"#
    + #""rows":[{"id":"a","height":44,"section":"fruit"},{"id":"b","height":44,"section":"fruit"},{"id":"c","height":60,"section":"veg"}]"#

private let gridBody = #""layout":{"kind":"grid","inset":10,"itemSpacing":8,"lineSpacing":6,"scrollDirection":"horizontal"},"#
    + #""rows":[{"id":"a","width":100,"height":100},{"id":"b","width":150,"height":100}]"#

private func readHeader(_ line: String) throws(TraceError) -> TraceHeader {
    try TraceReader(bytes: Array((line + "\n").utf8), name: "t.jsonl").header
}

private func headerFailure(_ line: String) -> TraceError? {
    do throws(TraceError) {
        _ = try readHeader(line)
        return nil
    } catch {
        return error
    }
}

private func expect(_ error: TraceError?, _ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let error else {
        Issue.record("expected t.jsonl:1: \(message)", sourceLocation: sourceLocation)
        return
    }
    #expect(error.description == "t.jsonl:1: \(message)", sourceLocation: sourceLocation)
}

struct LayoutHeaderTests {
    // MARK: Reading

    @Test func aHeaderWithoutLayoutIsAList() throws {
        let header = try readHeader(headerWith(#""rows":[{"id":"a","height":44}]"#))
        #expect(header.layout == .list)
        #expect(try readHeader(headerWith(#""layout":{},"rows":[{"id":"a","height":44}]"#)).layout == .list)
        #expect(try readHeader(headerWith(#""layout":{"kind":"list"},"rows":[{"id":"a","height":44}]"#)).layout == .list)
    }

    @Test func readsTheSectionsOfTheContract() throws {
        let header = try readHeader(headerWith(sectionsBody))
        #expect(header.layout == .sections(headerHeight: 30, sections: [
            Section(id: "fruit", title: "Fruit"), Section(id: "veg", title: "Vegetables", headerHeight: 40), Section(id: "later"),
        ]))
        #expect(header.rows.makeRows().map(\.section) == ["fruit", "fruit", "veg"])
    }

    @Test func readsTheGridOfTheContract() throws {
        let header = try readHeader(headerWith(gridBody))
        #expect(header.layout == .grid(GridStyle(inset: 10, itemSpacing: 8, lineSpacing: 6, scrollDirection: .horizontal)))
        #expect(header.rows.makeRows().map(\.width) == [100, 150])
        let plain = try readHeader(headerWith(#""layout":{"kind":"grid"},"rows":[{"id":"a","width":1,"height":1}]"#))
        #expect(plain.layout == .grid(GridStyle()))
    }

    @Test func unknownKeysInLayoutAndSectionsAreIgnoredButMustBeJSON() throws {
        let header = try readHeader(headerWith(#""layout":{"kind":"grid","future":[1,{"x":null}]},"rows":[{"id":"a","width":1,"height":1}]"#))
        #expect(header.layout == .grid(GridStyle()))
        let sections = try readHeader(headerWith(#""layout":{"kind":"sections"},"sections":[{"id":"s","colour":"red"}],"rows":[]"#))
        #expect(sections.layout == .sections(headerHeight: nil, sections: [Section(id: "s")]))
        #expect(headerFailure(headerWith(#""layout":{"kind":"grid","future":[1,}]},"rows":[]"#)) != nil)
    }

    // MARK: Refusing

    @Test func layoutHasTypes() {
        let rows = #","rows":[{"id":"a","height":44}]"#
        expect(headerFailure(headerWith(#""layout":"grid""# + rows)), #"key "layout" must be an object, got a string"#)
        expect(headerFailure(headerWith(#""layout":{"kind":3}"# + rows)), #"key "layout.kind" must be a string, got a number"#)
        expect(headerFailure(headerWith(#""layout":{"kind":"table"}"# + rows)),
               #"key "layout.kind" must be one of list, sections, grid, got "table""#)
        expect(headerFailure(headerWith(#""layout":{"kind":"sections","headerHeight":0},"sections":[]"# + rows)),
               #"key "layout.headerHeight" must be a finite number > 0, got 0"#)
        expect(headerFailure(headerWith(#""layout":{"kind":"grid","inset":-1}"# + rows)),
               #"key "layout.inset" must be a finite number >= 0, got -1"#)
        expect(headerFailure(headerWith(#""layout":{"kind":"grid","itemSpacing":"8"}"# + rows)),
               #"key "layout.itemSpacing" must be a number, got a string"#)
        expect(headerFailure(headerWith(#""layout":{"kind":"grid","scrollDirection":"diagonal"}"# + rows)),
               #"key "layout.scrollDirection" must be one of vertical, horizontal, got "diagonal""#)
    }

    @Test func aKeyOfAnotherKindIsAMistakeNotAFutureKey() {
        let rows = #","rows":[{"id":"a","width":1,"height":44}]"#
        expect(headerFailure(headerWith(#""layout":{"kind":"grid","headerHeight":28}"# + rows)),
               #"key "layout.headerHeight" is for kind "sections", not "grid""#)
        expect(headerFailure(headerWith(#""layout":{"inset":4}"# + rows)),
               #"key "layout.inset" is for kind "grid", not "list""#)
    }

    @Test func sectionsAreRequiredWithSectionsAndRefusedOtherwise() {
        let rows = #","rows":[{"id":"a","height":44,"section":"s"}]"#
        expect(headerFailure(headerWith(#""layout":{"kind":"sections"}"# + rows)),
               #"missing key "sections" (layout "sections")"#)
        expect(headerFailure(headerWith(#""sections":[{"id":"s"}]"# + rows)),
               #"key "sections" needs layout "sections", not "list""#)
        expect(headerFailure(headerWith(#""layout":{"kind":"grid"},"sections":[]"# + rows)),
               #"key "sections" needs layout "sections", not "grid""#)
    }

    @Test func eachSectionHasAUniqueNonEmptyIdAndTypes() {
        func sections(_ list: String) -> TraceError? {
            headerFailure(headerWith(#""layout":{"kind":"sections"},"sections":"# + list + #","rows":[]"#))
        }
        expect(sections(#"{}"#), #"key "sections" must be an array, got an object"#)
        expect(sections(#"[{"id":"s"},7]"#), "section 2 must be an object, got a number")
        expect(sections(#"[{"title":"S"}]"#), #"section 1: missing key "id""#)
        expect(sections(#"[{"id":""}]"#), "section 1: id must not be empty")
        expect(sections(#"[{"id":1}]"#), #"section 1: key "id" must be a string, got a number"#)
        expect(sections(#"[{"id":"s","title":false}]"#), #"section 1 ("s"): key "title" must be a string, got a boolean"#)
        expect(sections(#"[{"id":"s","headerHeight":-3}]"#), #"section 1 ("s"): key "headerHeight" must be a finite number > 0, got -3"#)
        expect(sections(#"[{"id":"s"},{"id":"t"},{"id":"s"}]"#), #"duplicate section id "s" (sections 1 and 3)"#)
    }

    @Test func withSectionsEveryRowNamesADeclaredSectionInOrder() {
        func rows(_ list: String) -> TraceError? {
            headerFailure(headerWith(#""layout":{"kind":"sections"},"sections":[{"id":"fruit"},{"id":"veg"}],"rows":"# + list))
        }
        expect(rows(#"[{"id":"a","height":44}]"#), #"row 1 ("a"): missing key "section" (layout "sections")"#)
        expect(rows(#"[{"id":"a","height":44,"section":"meat"}]"#), #"row 1 ("a"): section "meat" is not in "sections""#)
        expect(rows(#"[{"id":"a","height":44,"section":"veg"},{"id":"b","height":44,"section":"fruit"}]"#),
               #"row 2 ("b"): section "fruit" comes after section "veg": the rows of a section must be consecutive, in the order of "sections""#)
        expect(rows(#"[{"id":"a","height":44,"section":"fruit"},{"id":"b","height":44,"section":"veg"},{"id":"c","height":44,"section":"fruit"}]"#),
               #"row 3 ("c"): section "fruit" comes after section "veg": the rows of a section must be consecutive, in the order of "sections""#)
        #expect(rows(#"[{"id":"a","height":44,"section":"veg"}]"#) == nil, "an empty section is fine")
    }

    @Test func inAGridEveryItemHasAPositiveWidth() {
        func rows(_ list: String) -> TraceError? { headerFailure(headerWith(#""layout":{"kind":"grid"},"rows":"# + list)) }
        expect(rows(#"[{"id":"a","width":10,"height":44},{"id":"b","height":44}]"#), #"row 2 ("b"): missing key "width" (layout "grid")"#)
        expect(rows(#"[{"id":"a","width":0,"height":44}]"#), #"row 1 ("a"): width must be > 0, got 0"#)
        expect(rows(#"[{"id":"a","width":"10","height":44}]"#), #"row 1 ("a"): key "width" must be a number, got a string"#)
    }

    @Test func aDemoListHasNoSectionsOrWidths() {
        expect(headerFailure(headerWith(#""layout":{"kind":"grid"},"demo":{"count":3,"seed":1}"#)),
               #"layout "grid" needs explicit "rows" (a "demo" list has no item widths)"#)
        expect(headerFailure(headerWith(#""layout":{"kind":"sections"},"sections":[{"id":"s"}],"demo":{"count":3,"seed":1}"#)),
               #"layout "sections" needs explicit "rows" (a "demo" list has no sections)"#)
    }

    // MARK: Writing back

    @Test(arguments: [
        headerWith(#""rows":[{"id":"a","height":44}]"#),
        headerWith(sectionsBody),
        headerWith(#""layout":{"kind":"sections"},"sections":[{"id":"only"}],"rows":[]"#),
        headerWith(gridBody),
        headerWith(#""layout":{"kind":"grid"},"rows":[{"id":"a","width":1.5,"height":2}]"#),
    ])
    func everyLayoutReadsBackEqualAfterWriting(line: String) throws {
        let header = try readHeader(line)
        let written = TraceWriter.headerLine(header)
        #expect(try readHeader(written) == header)
        #expect(TraceWriter.headerLine(try readHeader(written)) == written)
    }

    @Test func theWriterHasAFixedKeyOrderAndWritesOnlyWhatIsThere() throws {
        #expect(TraceWriter.headerLine(try readHeader(headerWith(sectionsBody))) ==
            #"{"format":"reorder-trace","version":1,"viewport":{"width":400,"height":800},"#
            + #""layout":{"kind":"sections","headerHeight":30},"#
            + #""sections":[{"id":"fruit","title":"Fruit"},{"id":"veg","title":"Vegetables","headerHeight":40},{"id":"later"}],"#
            + #""rows":[{"id":"a","height":44,"section":"fruit"},{"id":"b","height":44,"section":"fruit"},{"id":"c","height":60,"section":"veg"}]}"#)
        #expect(TraceWriter.headerLine(try readHeader(headerWith(gridBody))) ==
            #"{"format":"reorder-trace","version":1,"viewport":{"width":400,"height":800},"#
            + #""layout":{"kind":"grid","inset":10,"itemSpacing":8,"lineSpacing":6,"scrollDirection":"horizontal"},"#
            + #""rows":[{"id":"a","width":100,"height":100},{"id":"b","width":150,"height":100}]}"#)
        #expect(TraceWriter.headerLine(try readHeader(headerWith(#""layout":{"kind":"grid","inset":0},"rows":[]"#))) ==
            #"{"format":"reorder-trace","version":1,"viewport":{"width":400,"height":800},"layout":{"kind":"grid"},"rows":[]}"#)
        #expect(TraceWriter.headerLine(try readHeader(headerWith(#""layout":{"kind":"list"},"rows":[]"#))) ==
            #"{"format":"reorder-trace","version":1,"viewport":{"width":400,"height":800},"rows":[]}"#)
    }

    // MARK: The engine of each layout

    @Test func aListsEngineRefusesAnotherLayoutAndWithEngineBuildsItsOwn() throws {
        let grid = try TraceReader(bytes: Array((headerWith(gridBody) + "\n").utf8), name: "t.jsonl")
        #expect(throws: TraceError(file: "t.jsonl", line: 1, message: #"layout "grid" is not a list: it replays in the engine of its own layout"#)) {
            let _: Engine = try grid.header.makeEngine(file: grid.file)
        }
        struct Kind: EngineTask {
            func run<Layout: ReorderLayout>(_ engine: ReorderEngine<Layout>) throws(TraceError) -> String { "\(Layout.self)" }
        }
        var kind = Kind()
        #expect(try grid.header.withEngine(file: "t.jsonl", &kind) == "GridItemLayout")
        let sections = try TraceReader(bytes: Array((headerWith(sectionsBody) + "\n").utf8), name: "t.jsonl")
        #expect(try sections.header.withEngine(file: "t.jsonl", &kind) == "SectionListLayout")
        let list = try TraceReader(bytes: Array((headerWith(#""layout":{"kind":"list"},"rows":[{"id":"a","height":4}]"#) + "\n").utf8), name: "t.jsonl")
        #expect(try (list.header.makeEngine(file: list.file) as Engine).order == ["a"])
    }

    // MARK: Tuning

    @Test func crossSectionAndReorderModeAreTuningValuesLikeAnyOther() throws {
        let list = #""rows":[{"id":"a","height":44}]"#
        let header = try readHeader(headerWith(list + #","tuning":{"crossSection":"swap","reorderMode":"swap"}"#))
        #expect(try header.makeTuning().crossSection == .swap)
        #expect(try header.makeTuning().reorderMode == .swap)
        #expect(Tuning().crossSection == .move && Tuning().reorderMode == .insert)
        expect(headerFailure(headerWith(list + #","tuning":{"crossSection":"merge"}"#)),
               #"tuning crossSection must be one of move, swap, none, got "merge""#)
        expect(headerFailure(headerWith(list + #","tuning":{"reorderMode":true}"#)), "tuning reorderMode must be a string, got a boolean")

        // Live, as a `tuning` line, and written back by a recording's header.
        let text = headerWith(list) + "\n" + #"{"t":0.5,"type":"tuning","set":{"reorderMode":"swap","crossSection":"none"}}"# + "\n"
        let reader = try TraceReader(bytes: Array(text.utf8), name: "t.jsonl")
        var engine: Engine = try reader.header.makeEngine(file: reader.file)
        for event in try reader.readRemaining() { engine.handle(event) }
        #expect(engine.tuning.reorderMode == .swap && engine.tuning.crossSection == .none)
        let recorded = TraceHeader(viewport: Size(width: 1, height: 1), rows: .explicit([]), tuning: engine.tuning.jsonObject)
        #expect(try readHeader(TraceWriter.headerLine(recorded)).makeTuning() == engine.tuning)
    }

    // MARK: List files

    @Test func aListFileSpreadOverLinesNamesTheLineOfTheProblem() {
        let text = "{\n\"layout\": {\"kind\": \"grid\", \"inset\": -2},\n\"rows\": []\n}\n"
        #expect(throws: TraceError(file: "l.json", line: 2, message: #"key "layout.inset" must be a finite number >= 0, got -2"#)) {
            _ = try ListFile(bytes: Array(text.utf8), name: "l.json")
        }
        let sections = "{\"layout\": {\"kind\": \"sections\"},\n\"sections\": [{\"id\": \"\"}],\n\"rows\": []\n}\n"
        #expect(throws: TraceError(file: "l.json", line: 2, message: "section 1: id must not be empty")) {
            _ = try ListFile(bytes: Array(sections.utf8), name: "l.json")
        }
    }

    @Test(arguments: ["sections", "grid", "grid-horizontal"])
    func theSampleListOfEachLayoutIsAccepted(name: String) throws {
        let path = SampleLists.path(name)
        let file = try ListFile(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))), name: path)
        #expect(file.warnings.isEmpty)
        switch (name, file.layout) {
        case ("sections", .sections(_, let sections)):
            let counts = try SectionLayout.grouping(rows: file.rows.makeRows(), in: sections)
            #expect(counts.contains(0), "a section without rows, to drop into")
        case ("grid", .grid(let style)):
            #expect(style.scrollDirection == .vertical)
            #expect(Set(file.rows.makeRows().compactMap(\.width)).count > 1, "mixed sizes")
        case ("grid-horizontal", .grid(let style)):
            #expect(style.scrollDirection == .horizontal)
        default:
            Issue.record("\(name): unexpected layout \(file.layout)")
        }
    }
}
